import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// Rectangles redrawn from an opaque layer on (`Occluder`): the frames must equal full redraws
/// pixel for pixel, the layers under the occluder must not be drawn, and a layer that is not
/// opaque everywhere in the rectangle, or not drawn straight into the target, must not be taken.
final class OcclusionTests: XCTestCase {
    /// A gallery tile in miniature: a rounded card, a square-clipped frame on it, a stripe and an
    /// opaque scene root in the frame, and a square moving inside the scene (step `k`, at `moverY`), plus the
    /// variations `tweak` makes to the scene root. With `opaqueChrome` false the window's root,
    /// the card and the frame are not opaque, so only the scene root can hide what is under it.
    private func tile(_ k: Int, opaqueChrome: Bool = true, moverY: CGFloat = 30,
                      tweak: (inout RenderNode) -> Void = { _ in }) -> RenderNode {
        let x = CGFloat(8 + k * 5 % 60)
        let mover = layer(40, CGRect(x: x, y: moverY, width: 16, height: 16),
                          content: LayerContent(backgroundColor: rgba(1, 0.5, 0), cornerRadius: 3))
        var scene = layer(30, CGRect(x: 4, y: 4, width: 112, height: 82),
                          content: LayerContent(backgroundColor: rgba(0.1, 0.2, 0.4)), sublayers: [mover])
        tweak(&scene)
        // A stripe under the scene, showing at its sides.
        let stripe = layer(25, CGRect(x: 0, y: 20, width: 120, height: 30),
                           content: LayerContent(backgroundColor: rgba(0.8, 0.1, 0.1)))
        var frame = layer(20, CGRect(x: 10, y: 10, width: 120, height: 90),
                          content: LayerContent(backgroundColor: opaqueChrome ? rgba(0.3, 0.3, 0.3) : nil),
                          sublayers: [stripe, scene])
        frame.masksToBounds = true
        let card = layer(10, CGRect(x: 4, y: 4, width: 150, height: 110),
                         content: LayerContent(backgroundColor: rgba(0.9, 0.9, 0.95, opaqueChrome ? 1 : 0.9),
                                               cornerRadius: 12),
                         sublayers: [frame])
        return root([card], background: opaqueChrome ? rgba(0.05, 0.05, 0.05) : nil)
    }

    /// Frames 1…11 of `scene` drawn in parts equal full redraws; returns the occluded
    /// rectangles and the layers drawn, summed over those frames, for each renderer.
    private func compareFrames(_ scene: (Int) -> RenderNode, _ label: String,
                               tolerance: Int = 0) throws -> [(occluded: Int, layers: Int)] {
        var out: [(Int, Int)] = []
        for (path, partial, full) in try partialAndFullRenderers() {
            var occluded = 0, layers = 0
            for k in 0..<12 {
                let a = drawFrame(partial, scene(k)), b = drawFrame(full, scene(k))
                XCTAssertEqual(GoldenImage.compare(a, b, channelTolerance: tolerance).differing, 0, "\(label), \(path), step \(k)")
                guard k > 0 else { continue }
                XCTAssertGreaterThan(partial.stats.redrawRects, 0, "\(label), \(path), step \(k): drawn in parts")
                occluded += partial.stats.occludedRects
                layers += partial.stats.layersDrawn
            }
            out.append((occluded, layers))
        }
        return out
    }

    func testARectangleInsideAnOpaqueSceneStartsAtItAndEqualsAFullRedraw() throws {
        for (occluded, _) in try compareFrames({ self.tile($0) }, "plain") {
            XCTAssertEqual(occluded, 11, "one moving square a frame, always inside the opaque scene root")
        }
        // What lies under the scene root is not drawn: the stripe is skipped (the layers above it,
        // the window's root, the card and the frame, are walked to reach the scene, their own
        // content not drawn), where with a scene root a little translucent it is drawn.
        let opaque = try Renderer(headlessWidth: testWidth, height: testHeight)
        _ = drawFrame(opaque, tile(0))
        _ = drawFrame(opaque, tile(1))
        XCTAssertEqual(opaque.stats.occludedRects, 1)
        let translucent = try Renderer(headlessWidth: testWidth, height: testHeight)
        let seeThrough = { (k: Int) in self.tile(k) { $0.content.backgroundColor = rgba(0.1, 0.2, 0.4, 0.98) } }
        _ = drawFrame(translucent, seeThrough(0))
        _ = drawFrame(translucent, seeThrough(1))
        XCTAssertEqual(translucent.stats.redrawRects, 1)
        XCTAssertEqual(translucent.stats.occludedRects, 1, "the frame under it is opaque")
        let bare = try Renderer(headlessWidth: testWidth, height: testHeight)
        let noChrome = { (k: Int) in self.tile(k, opaqueChrome: false) { $0.content.backgroundColor = rgba(0.1, 0.2, 0.4, 0.98) } }
        _ = drawFrame(bare, noChrome(0))
        _ = drawFrame(bare, noChrome(1))
        XCTAssertEqual(bare.stats.occludedRects, 0, "nothing opaque under the square")
        XCTAssertEqual(opaque.stats.layersDrawn, 5, "root, card, frame, scene root, square")
        XCTAssertEqual(translucent.stats.layersDrawn, 6, "and the stripe")
        XCTAssertEqual(bare.stats.layersDrawn, 6)
    }

    func testLayersNotOpaqueEverywhereInTheRectangleAreNotTaken() throws {
        let cases: [(String, (inout RenderNode) -> Void)] = [
            ("translucent background", { $0.content.backgroundColor = rgba(0.1, 0.2, 0.4, 0.5) }),
            ("layer opacity", { $0.opacity = 0.9 }),
            ("turned", { $0.transform = CATransform3DConcat(CATransform3DMakeRotation(0.05, 0, 0, 1), $0.transform) }),
            ("masked", {
                $0.mask = Box(layer(90, CGRect(x: 0, y: 0, width: 112, height: 82),
                                    content: LayerContent(backgroundColor: rgba(1, 1, 1), cornerRadius: 30)))
            }),
            ("no background", { $0.content.backgroundColor = nil }),
        ]
        for (label, tweak) in cases {
            let frames = try compareFrames({ self.tile($0, opaqueChrome: false, tweak: tweak) }, label)
            for (path, (occluded, _)) in zip(["OpenGL", "software"], frames) {
                XCTAssertEqual(occluded, 0, "\(label), \(path)")
            }
        }
        // The same scene with its root opaque and square is taken (the cases above test something).
        for (path, (occluded, _)) in zip(["OpenGL", "software"], try compareFrames({ self.tile($0, opaqueChrome: false) }, "opaque")) {
            XCTAssertEqual(occluded, 11, path)
        }
    }

    func testRoundedCornersHideOnlyWhatLiesClearOfThem() throws {
        // The frame clips with rounded corners (radius 20): the scene root inside it hides what
        // is under it only clear of those corners. The square moves along the top, its
        // rectangles spanning x 19 + 5k … 44 + 5k and y 20 … 42, within the corners' reach
        // (y < 36); there the frame keeps x 36 … 112 whole: frames 4 to 11 start at the scene root.
        // SDL's software renderer draws rounded clips through an offscreen mask, which it
        // combines a little translucent (alpha 253): nothing under them is taken there.
        func roundedFrame(_ k: Int) -> RenderNode {
            var node = tile(k, opaqueChrome: false, moverY: 4)
            node.sublayers[0].sublayers[0].content.cornerRadius = 20
            return node
        }
        let rounded = try compareFrames(roundedFrame, "rounded frame")
        XCTAssertEqual(rounded.map(\.occluded), [8, 0], "OpenGL, software")
        // Inside a second rounded clip the corners are drawn through a mask: nothing is taken.
        func nested(_ k: Int) -> RenderNode {
            roundedFrame(k).replacingScene { scene in
                var clip = layer(35, CGRect(x: 0, y: 0, width: 120, height: 90),
                                 content: LayerContent(cornerRadius: 4), sublayers: [scene])
                clip.masksToBounds = true
                scene = clip
            }
        }
        XCTAssertEqual(try compareFrames(nested, "nested").map(\.occluded), [0, 0])
        // Turned, the same clip is drawn through a mask: nothing under it is taken. (Partial
        // redraws of a turned offscreen clip differ from full ones by 1/255 on a pixel or two,
        // with or without occlusion: its target's pixel grid follows the redrawn rectangle.)
        func turnedFrame(_ k: Int) -> RenderNode {
            var node = roundedFrame(k)
            node.sublayers[0].sublayers[0].transform = CATransform3DConcat(CATransform3DMakeRotation(0.03, 0, 0, 1),
                                                                           node.sublayers[0].sublayers[0].transform)
            return node
        }
        for (path, (occluded, _)) in zip(["OpenGL", "software"], try compareFrames(turnedFrame, "turned frame", tolerance: 1)) {
            XCTAssertEqual(occluded, 0, path)
        }
        // A scene root with rounded corners, the square moving along its top edge: inside the
        // top-left corner's reach its rectangle is not occluded, further right it is.
        func roundedScene(_ k: Int) -> RenderNode {
            tile(k, opaqueChrome: false, moverY: 6) { $0.content.cornerRadius = 16 }
        }
        for (path, (occluded, _)) in zip(["OpenGL", "software"], try compareFrames(roundedScene, "rounded scene")) {
            XCTAssertGreaterThan(occluded, 0, path)
            XCTAssertLessThan(occluded, 11, path)
        }
    }

    func testASquareSolidHidesEveryPixelInsideItsEdges() throws {
        // The scene root fills the frame, so the square moving along its top edge makes
        // rectangles that the frame's clip stops at that edge. A square of one colour is drawn
        // with exact coverage: at whole-pixel edges every pixel inside is opaque, and the
        // rectangles start at the scene root (the stripe under it is not drawn).
        func filling(_ y: CGFloat) -> (Int) -> RenderNode {
            { k in
                self.tile(k, opaqueChrome: false, moverY: 0) { scene in
                    scene = layer(30, CGRect(x: 0, y: y, width: 120, height: 90), content: scene.content,
                                  sublayers: scene.sublayers)
                }
            }
        }
        let whole = try compareFrames(filling(0), "whole edges")
        XCTAssertEqual(whole.map(\.occluded), [11, 0], "OpenGL; SDL's software renderer draws solids from stores")
        // Half a pixel lower, the frame's top row shows the stripe's row under the scene's
        // partly covered one: those rectangles are drawn whole.
        let half = try compareFrames(filling(0.5), "half-pixel edge")
        XCTAssertEqual(half.map(\.occluded), [0, 0])
        XCTAssertLessThan(whole[0].layers, half[0].layers, "the stripe is skipped at whole edges")
        // A border or rounded corners are drawn from stores, sampled between pixels: their
        // edges keep a margin, and the same rectangles are not taken.
        for (label, change) in [("border", { (c: inout LayerContent) in c.borderWidth = 1; c.borderColor = rgba(0, 0, 0) }),
                                ("rounded", { (c: inout LayerContent) in c.cornerRadius = 2 })] {
            let drawn = try compareFrames({ k in filling(0)(k).replacingScene { change(&$0.content) } }, label)
            XCTAssertEqual(drawn.map(\.occluded), [0, 0], label)
        }
    }

    func testAnOpaqueImageOverAllOfItsBoundsHidesWhatIsUnderIt() throws {
        // The scene root shows a picture instead of a colour (as the flight board's sky and
        // hills cover the board): opaque, resized to the bounds, it hides the stripe under it.
        func picture(translucentPixel: Bool) -> CGImage {
            var pixels: [UInt32] = []
            for y in 0..<41 {
                for x in 0..<56 {
                    let red = UInt32(x * 4) << 16, green = UInt32(y * 6) << 8
                    pixels.append(0xFF00_0040 | red | green)
                }
            }
            if translucentPixel { pixels[56 * 20 + 30] = 0x8040_2010 }
            return CGImage(width: 56, height: 41, pixels: pixels)!
        }
        let opaque = picture(translucentPixel: false), holed = picture(translucentPixel: true)
        func showing(_ image: CGImage, gravity: CALayerContentsGravity = .resize) -> (Int) -> RenderNode {
            { k in self.tile(k, opaqueChrome: false) { $0.content = LayerContent(image: ImageContent(image: image, gravity: gravity)) } }
        }
        let taken = try compareFrames(showing(opaque), "opaque picture")
        XCTAssertEqual(taken.map(\.occluded), [11, 11], "OpenGL, software")
        // One translucent pixel, or a picture that does not fill the bounds: nothing is taken.
        XCTAssertEqual(try compareFrames(showing(holed), "a translucent pixel").map(\.occluded), [0, 0])
        XCTAssertEqual(try compareFrames(showing(opaque, gravity: .center), "centred").map(\.occluded), [0, 0])
    }

    func testAWholeFrameStartsAtALayerCoveringMostOfIt() throws {
        // A card with a border (drawn after its sublayers), a stripe across it, an opaque
        // picture layer over most of the frame, and a square on top. A frame drawn whole draws
        // the card and the stripe only in the strips around the big layer, then the rest once;
        // the card's border, drawn after the big layer, shows over everything at its edge.
        func scene(_ k: Int, bigColor: RGBA, cardAlpha: Double) -> RenderNode {
            let stripe = layer(21, CGRect(x: 0, y: 40 + CGFloat(k), width: 152, height: 14),
                               content: LayerContent(backgroundColor: rgba(0.8, 0.1, 0.1)))
            let big = layer(22, CGRect(x: 6.5, y: 6, width: 140, height: 100),
                            content: LayerContent(backgroundColor: bigColor))
            let square = layer(23, CGRect(x: 20 + CGFloat(k) * 7, y: 30, width: 30, height: 30),
                               content: LayerContent(backgroundColor: rgba(1, 0.6, 0, 0.7)))
            let card = layer(20, CGRect(x: 4, y: 4, width: 152, height: 112),
                             content: LayerContent(backgroundColor: rgba(0.5, 0.5, 0.5, cardAlpha), borderWidth: 3,
                                                   borderColor: rgba(0, 0.7, 0.3)),
                             sublayers: [stripe, big, square])
            return root([card], background: cardAlpha < 1 ? nil : rgba(0.05, 0.05, 0.05))
        }
        for (path, _, full) in try partialAndFullRenderers() {
            // The big layer, or else the card under it; with neither opaque, nothing is taken.
            let cases = [("opaque", rgba(0.1, 0.2, 0.6), 1.0, 1), ("translucent over the card", rgba(0.1, 0.2, 0.6, 0.9), 1, 1),
                         ("nothing opaque", rgba(0.1, 0.2, 0.6, 0.9), 0.9, 0)]
            for (label, color, cardAlpha, occluded) in cases {
                // A renderer's first frame is drawn whole; so is every frame while changes are
                // not compared (`redrawsOnlyChanges` keeps the occluders of such frames too).
                let fresh = path == "OpenGL" ? try Renderer(headlessWidth: testWidth, height: testHeight)
                                             : try Renderer(softwareWidth: testWidth, height: testHeight)
                let a = drawFrame(fresh, scene(0, bigColor: color, cardAlpha: cardAlpha))
                let b = drawFrame(full, scene(0, bigColor: color, cardAlpha: cardAlpha))
                XCTAssertEqual(GoldenImage.compare(a, b, channelTolerance: 0).differing, 0, "\(path), \(label)")
                XCTAssertEqual(fresh.stats.redrawRects, 0, "\(path), \(label): drawn whole")
                XCTAssertEqual(fresh.stats.occludedRects, occluded, "\(path), \(label)")
            }
        }
    }

    func testAMaskWithAnOpaqueBackgroundIsNotAnOccluder() throws {
        // The mask's layer is drawn into the mask, not the target: its opaque background must
        // not hide the layers drawn before the masked layer.
        func masked(_ k: Int) -> RenderNode {
            tile(k, opaqueChrome: false) { scene in
                scene.content.backgroundColor = rgba(0.1, 0.2, 0.4, 0.9)
                let x = CGFloat(8 + k * 5 % 60)
                var badge = layer(60, CGRect(x: 0, y: 0, width: 112, height: 82),
                                  content: LayerContent(backgroundColor: rgba(0, 1, 0, 0.5)))
                badge.mask = Box(layer(61, CGRect(x: x - 4, y: 26, width: 24, height: 24),
                                       content: LayerContent(backgroundColor: rgba(1, 1, 1))))
                scene.sublayers.append(badge)
            }
        }
        for (path, (occluded, _)) in zip(["OpenGL", "software"], try compareFrames(masked, "mask")) {
            XCTAssertEqual(occluded, 0, path)
        }
    }

    func testCopiesOfOneLayerAndTheLayersAfterTheOccluderAreDrawn() throws {
        // Two opaque copies of one layer (as a replicator makes): the rectangle starts at the
        // first copy the walk meets, so the later copy and everything after it are drawn.
        func copies(_ k: Int) -> RenderNode {
            tile(k, opaqueChrome: false) { scene in
                let x = CGFloat(8 + k * 5 % 60)
                let copy = layer(70, CGRect(x: 0, y: 0, width: 112, height: 82),
                                 content: LayerContent(backgroundColor: rgba(0.2, 0.6, 0.2)))
                var second = copy
                second.transform = CATransform3DMakeTranslation(0, 1, 0)
                second.content.backgroundColor = rgba(0.6, 0.2, 0.2)
                scene.sublayers = [copy, second,
                                   layer(40, CGRect(x: x, y: 30, width: 16, height: 16),
                                         content: LayerContent(backgroundColor: rgba(1, 0.5, 0)))]
            }
        }
        for (path, (occluded, _)) in zip(["OpenGL", "software"], try compareFrames(copies, "copies")) {
            XCTAssertEqual(occluded, 11, path)
        }
    }
}

private extension RenderNode {
    /// The tile with its scene root (inside the card's frame) changed by `change`.
    func replacingScene(_ change: (inout RenderNode) -> Void) -> RenderNode {
        var node = self
        change(&node.sublayers[0].sublayers[0].sublayers[1])
        return node
    }
}
