import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// Redrawing only what changed (`Renderer.redrawsOnlyChanges`): frames must equal full
/// redraws pixel for pixel, and unchanged parts must not be redrawn.
final class DamageTests: XCTestCase {
    /// A scene at step `k`: a rounded clipping card with a child sliding inside it, a square
    /// moving across, a label-like block changing colour on odd steps, a layer that comes and
    /// goes, and two overlapping layers that swap order.
    private func scene(_ k: Int) -> RenderNode {
        let x = CGFloat(k * 7 % 90)
        var card = layer(10, CGRect(x: 8, y: 8, width: 70, height: 50),
                         content: LayerContent(backgroundColor: rgba(0.2, 0.2, 0.3)),
                         sublayers: [layer(11, CGRect(x: x - 20, y: 10, width: 30, height: 30),
                                           content: LayerContent(backgroundColor: rgba(1, 0.5, 0)))])
        card.masksToBounds = true
        card.content.cornerRadius = 10
        let mover = layer(20, CGRect(x: 10 + x, y: 70, width: 14, height: 14),
                          content: LayerContent(backgroundColor: rgba(0, 0, 1)),
                          transform: CATransform3DMakeRotation(Double(k) * 0.2, 0, 0, 1))
        let block = layer(30, CGRect(x: 110, y: 10, width: 40, height: 20),
                          content: LayerContent(backgroundColor: k % 2 == 0 ? rgba(0, 0.6, 0) : rgba(0.6, 0, 0.6)))
        let a = layer(40, CGRect(x: 100, y: 60, width: 30, height: 30),
                      content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        let b = layer(41, CGRect(x: 115, y: 75, width: 30, height: 30),
                      content: LayerContent(backgroundColor: rgba(0, 0, 0), cornerRadius: 6))
        var subs = [card, mover, block] + (k % 3 == 0 ? [b, a] : [a, b])
        if k % 4 == 1 {
            subs.append(
                layer(50, CGRect(x: 60, y: 90, width: 20, height: 20),
                      content: LayerContent(backgroundColor: rgba(1, 1, 0))))
        }
        return root(subs)
    }

    func testPartialRedrawsEqualFullRedrawsFrameByFrame() throws {
        for (path, partial, full) in try partialAndFullRenderers() {
            XCTAssertTrue(partial.redrawsOnlyChanges, path)
            var partialFrames = 0
            for k in 0..<12 {
                let a = drawFrame(partial, scene(k)), b = drawFrame(full, scene(k))
                XCTAssertEqual(GoldenImage.compare(a, b, channelTolerance: 0).differing, 0, "\(path), step \(k)")
                XCTAssertEqual(full.stats.damagedPixels, testWidth * testHeight, path)
                if k > 0 {
                    XCTAssertGreaterThan(partial.stats.redrawRects, 0, "\(path), step \(k): drawn in parts")
                    XCTAssertLessThan(partial.stats.damagedPixels, testWidth * testHeight, "\(path), step \(k)")
                    partialFrames += 1
                }
            }
            XCTAssertEqual(partialFrames, 11, path)
        }
    }

    /// A layer three times wider than its mask, whose content changes every frame (the
    /// gradient scene's sweep behind "Slide to unlock"): only the mask's box is redrawn, and the
    /// frames equal full redraws.
    func testContentChangingBehindASmallMaskDamagesOnlyTheMasksBox() throws {
        func scene(_ k: Int) -> RenderNode {
            let shift = Double(k % 10) / 20
            let gradient = GradientContent(type: .axial, colors: [rgba(1, 0, 0), rgba(1, 1, 1), rgba(0, 0, 1)],
                                           locations: [shift, 0.25 + shift, 0.5 + shift],
                                           startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))
            let mask = layer(61, CGRect(x: 50, y: 50, width: 60, height: 12),
                             content: LayerContent(backgroundColor: rgba(1, 1, 1), cornerRadius: 4))
            var wide = layer(60, CGRect(x: -160, y: 0, width: 480, height: 120),
                             content: LayerContent(gradient: gradient))
            wide.mask = Box(layer(61, CGRect(x: 160 + 50, y: 50, width: 60, height: 12), content: mask.content))
            return root([wide], background: rgba(0, 0, 0))
        }
        for (path, partial, full) in try partialAndFullRenderers() {
            for k in 0..<6 {
                let a = drawFrame(partial, scene(k)), b = drawFrame(full, scene(k))
                XCTAssertEqual(GoldenImage.compare(a, b, channelTolerance: 0).differing, 0, "\(path), step \(k)")
                guard k > 0 else { continue }
                XCTAssertGreaterThan(partial.stats.damagedPixels, 0, "\(path), step \(k): the sweep moved")
                XCTAssertLessThanOrEqual(partial.stats.damagedPixels, (60 + 4) * (12 + 4),
                                         "\(path), step \(k): only the mask's box")
            }
        }
    }

    func testAnUnchangedFrameDrawsNothingAndAMovedLayerOnlyItsTwoBoxes() throws {
        for (path, partial, _) in try partialAndFullRenderers() {
            let first = drawFrame(partial, scene(2))
            XCTAssertEqual(partial.stats.damagedPixels, testWidth * testHeight,
                           "\(path): the first frame is drawn whole")
            let again = drawFrame(partial, scene(2))
            XCTAssertEqual(partial.stats.damagedPixels, 0, path)
            XCTAssertEqual(partial.stats.layersDrawn, 0, "\(path): nothing walked for drawing")
            XCTAssertEqual(GoldenImage.compare(first, again, channelTolerance: 0).differing, 0, path)
            // Only the yellow square changes (it was absent at step 2): its box, grown by the margin.
            var moved = scene(2)
            moved.sublayers.append(
                layer(50, CGRect(x: 60, y: 90, width: 20, height: 20),
                      content: LayerContent(backgroundColor: rgba(1, 1, 0))))
            _ = drawFrame(partial, moved)
            XCTAssertEqual(partial.stats.redrawRects, 1, path)
            XCTAssertEqual(partial.stats.damagedPixels, 24 * 24, "\(path): 20 × 20 plus 2 pixels each side")
            partial.invalidate()
            _ = drawFrame(partial, moved)
            XCTAssertEqual(partial.stats.damagedPixels, testWidth * testHeight,
                           "\(path): invalidate() redraws everything")
        }
    }

    /// A layer changing colour inside a square clip, larger than the clip: the damage is the
    /// clip's scissor (its edges rounded to the nearest pixel), not its box grown by a margin
    /// for antialiased edges, and the frames equal full redraws. On OpenGL the same holds inside
    /// a rounded clip, whose corners clip the triangles.
    func testAChangeInsideAClipDamagesOnlyTheClipsPixels() throws {
        func scene(_ k: Int, radius: CGFloat) -> RenderNode {
            let inside = layer(91, CGRect(x: -10, y: -10, width: 80, height: 70),
                               content: LayerContent(backgroundColor: k % 2 == 0 ? rgba(0, 0.6, 0) : rgba(0.6, 0, 0.6)))
            var clip = layer(90, CGRect(x: 10.3, y: 10.6, width: 50, height: 40),
                             content: LayerContent(cornerRadius: radius), sublayers: [inside])
            clip.masksToBounds = true
            return root([clip])
        }
        for radius: CGFloat in [0, 8] {
            for (path, partial, full) in try partialAndFullRenderers() {
                for k in 0..<3 {
                    let a = drawFrame(partial, scene(k, radius: radius)), b = drawFrame(full, scene(k, radius: radius))
                    XCTAssertEqual(GoldenImage.compare(a, b, channelTolerance: 0).differing, 0, "\(path), radius \(radius), step \(k)")
                    guard k > 0 else { continue }
                    // Rounded clips on SDL's software renderer go through an offscreen mask: grown by the margin.
                    let expected = radius > 0 && path == "software" ? 55 * 45 : 50 * 40
                    XCTAssertEqual(partial.stats.damagedPixels, expected, "\(path), radius \(radius), step \(k)")
                }
            }
        }
        // Only the clip's corners change (the layer inside stays the same): its box is redrawn.
        for (path, partial, full) in try partialAndFullRenderers() {
            for radius: CGFloat in [0, 8, 12, 0] {
                let a = drawFrame(partial, scene(0, radius: radius)), b = drawFrame(full, scene(0, radius: radius))
                XCTAssertEqual(GoldenImage.compare(a, b, channelTolerance: 0).differing, 0, "\(path), corners \(radius)")
            }
        }
    }

    func testALayerClippedAwayIsNotDrawnInAPartialFrame() throws {
        let partial = try Renderer(headlessWidth: testWidth, height: testHeight)
        _ = drawFrame(partial, scene(2))
        let whole = partial.stats.layersDrawn
        var changed = scene(2)
        changed.sublayers[2].content = LayerContent(backgroundColor: rgba(0, 0, 0))   // the block, far from the card
        _ = drawFrame(partial, changed)
        // The card's clip lies outside the redrawn box: its child is skipped.
        XCTAssertEqual(partial.stats.layersDrawn, whole - 1)
    }

    /// Only a block far from a picture moves: in each partial frame the picture's layer is
    /// passed over before its store is looked up, its store outlives the purge age while it is
    /// passed over, and a whole redraw afterwards draws it from that store (nothing rasterized).
    func testAStillLayerBesideTheChangesIsPassedOverAndKeepsItsStore() throws {
        func scene(_ k: Int) -> RenderNode {
            let gradient = GradientContent(type: .axial, colors: [rgba(1, 0, 0), rgba(0, 0, 1)], locations: [0, 1],
                                           startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))
            let picture = layer(70, CGRect(x: 10, y: 10, width: 60, height: 40), content: LayerContent(gradient: gradient))
            let block = layer(71, CGRect(x: 110 + CGFloat(k % 2 * 4), y: 10, width: 40, height: 20),
                              content: LayerContent(backgroundColor: rgba(0, 0.6, 0), cornerRadius: 5))
            return root([picture, block])
        }
        for (path, partial, full) in try partialAndFullRenderers() {
            partial.purgeAfterFrames = 3
            for k in 0..<10 {
                let a = drawFrame(partial, scene(k)), b = drawFrame(full, scene(k))
                XCTAssertEqual(GoldenImage.compare(a, b, channelTolerance: 0).differing, 0, "\(path), step \(k)")
                guard k > 0 else { continue }
                XCTAssertEqual(partial.stats.redrawRects, 1, "\(path), step \(k)")
                XCTAssertEqual(partial.stats.layersPassedOver, 1, "\(path), step \(k): the picture")
                XCTAssertEqual(partial.stats.storeRedraws, 0, "\(path), step \(k)")
            }
            partial.invalidate()
            let whole = drawFrame(partial, scene(10)), expected = drawFrame(full, scene(10))
            XCTAssertEqual(GoldenImage.compare(whole, expected, channelTolerance: 0).differing, 0, path)
            XCTAssertEqual(partial.stats.layersPassedOver, 0, path)
            XCTAssertEqual(partial.stats.storeRedraws, 0, "\(path): the picture's store was kept")
        }
    }

    func testABlurredPanelFollowsContentMovingBehindItAsInAFullRedraw() throws {
        func stripes(_ shift: CGFloat) -> [RenderNode] {
            var nodes: [RenderNode] = []
            for i in 0..<22 {
                let x = CGFloat(i - 1) * 8 + shift
                let color: RGBA = i % 2 == 0 ? rgba(1, 0, 0) : rgba(0, 0, 1)
                nodes.append(
                    layer(100 + UInt64(i), CGRect(x: x, y: 0, width: 8, height: 60),
                          content: LayerContent(backgroundColor: color)))
            }
            return nodes
        }
        func frame(_ k: Int) -> RenderNode {
            var panel = layer(50, CGRect(x: 20, y: 30, width: 120, height: 40),
                              sublayers: [layer(51, CGRect(x: 10, y: 10, width: 30, height: 12),
                                                content: LayerContent(backgroundColor: rgba(1, 1, 1, 0.7)))])
            panel.visualEffect = .backdrop(BackdropFilter(blurRadius: 4))
            // A still layer drawn after the panel, within the blur's reach: never part of its input.
            let above = layer(60, CGRect(x: 20, y: 74, width: 120, height: 10),
                              content: LayerContent(backgroundColor: rgba(0, 1, 0)))
            let far = layer(70, CGRect(x: 140, y: 100, width: 10, height: 10),
                            content: LayerContent(backgroundColor: rgba(0, 0, 0)))
            return root(stripes(CGFloat(k % 4) * 2) + [panel, above] + (k % 2 == 0 ? [far] : []))
        }
        for (path, partial, full) in try partialAndFullRenderers() {
            for k in 0..<6 {
                let a = drawFrame(partial, frame(k)), b = drawFrame(full, frame(k))
                XCTAssertEqual(GoldenImage.compare(a, b, channelTolerance: 0).differing, 0, "\(path), step \(k)")
            }
            // Nothing moves: the panel's region is still redrawn (what it reads is never assumed unchanged).
            _ = drawFrame(partial, frame(5))
            // (Read back for the CPU blur, or read on the GPU by the OpenGL one.)
            XCTAssertGreaterThan(partial.stats.backdropReads + partial.stats.backdropsOnGPU, 0, path)
            XCTAssertGreaterThan(partial.stats.damagedPixels, 0, path)
        }
    }

    /// When everything changes frame after frame, looking for damage is skipped for a while
    /// (whole frames, always right), then resumed: an unchanged frame afterwards draws nothing.
    func testDamageIsNotSoughtWhileEverythingKeepsChanging() throws {
        let renderer = try Renderer(headlessWidth: testWidth, height: testHeight)
        let whole = testWidth * testHeight
        func frame(_ k: Int) -> RenderStats {
            let colour = rgba(Double(k % 7) / 7, 0.3, 1 - Double(k % 5) / 5)
            renderer.render(RenderSnapshot(time: 0, root: root([], background: colour)), background: .white)
            return renderer.stats
        }
        XCTAssertEqual(frame(0).damagedPixels, whole, "nothing to compare with")
        for k in 1...Renderer.wholeDamageStreakLimit { XCTAssertEqual(frame(k).damagedPixels, whole, "all changed") }
        let still = Renderer.wholeDamageStreakLimit + 1
        for _ in 0..<Renderer.damagePauseFrames {
            XCTAssertEqual(frame(still).damagedPixels, whole, "paused: drawn whole though nothing changed")
        }
        XCTAssertEqual(frame(still).damagedPixels, whole, "the first frame after the pause has nothing to compare with")
        XCTAssertEqual(frame(still).damagedPixels, 0, "looking again: nothing changed, nothing drawn")
        XCTAssertLessThan(frame(still + 1).damagedPixels, whole + 1)
    }

    /// A shape whose path grows inside unchanged bounds: its extent is worked out anew (the
    /// previous frame's is reused only for the same content), so the grown part is redrawn.
    func testAShapeGrowingInsideItsBoundsIsRedrawnWhereItGrew() throws {
        func star(_ size: CGFloat) -> RenderNode {
            let shape = ShapeContent(path: starPath(size: size), fillColor: rgba(0.9, 0.2, 0.1), fillRule: .nonZero,
                                     strokeColor: rgba(0, 0, 0.5), lineWidth: 3, lineCap: .butt, lineJoin: .miter,
                                     miterLimit: 10, lineDashPattern: [], lineDashPhase: 0, strokeStart: 0,
                                     strokeEnd: 1)
            let still = layer(61, CGRect(x: 120, y: 70, width: 20, height: 20),
                              content: LayerContent(backgroundColor: rgba(0, 0.5, 0)))
            return root(
                [layer(60, CGRect(x: 10, y: 10, width: 90, height: 90), content: LayerContent(shape: shape)), still])
        }
        for (path, partial, full) in try partialAndFullRenderers() {
            for (k, size) in [CGFloat(20), 20, 40, 40, 70, 30].enumerated() {
                let a = drawFrame(partial, star(size)), b = drawFrame(full, star(size))
                XCTAssertEqual(GoldenImage.compare(a, b, channelTolerance: 0).differing, 0, "\(path), step \(k)")
                if k == 1 || k == 3 { XCTAssertEqual(partial.stats.damagedPixels, 0, "\(path), step \(k): unchanged") }
                if k == 2 || k == 4 {
                    XCTAssertGreaterThan(partial.stats.damagedPixels, Int(size * size),
                                         "\(path), step \(k): the grown star")
                    XCTAssertLessThan(partial.stats.damagedPixels, testWidth * testHeight, "\(path), step \(k)")
                }
            }
        }
    }
}
