import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// The one-pass OpenGL mask combine (`GLMaskCompositor`) draws what SDL's blend passes draw,
/// within the golden tolerance, on the headless renderer (llvmpipe here); neither GPU path
/// reads mask pixels back, and SDL's software renderer does.
final class GLMaskPathTests: XCTestCase {
    static let width = 240, height = 160

    /// A card with a sublayer (never a leaf, so never flattened into its store): a diagonal
    /// gradient with a translucent rounded square on it.
    private func card(_ id: UInt64, _ frame: CGRect, opacity: Double = 1, transform: CATransform3D? = nil,
                      cornerRadius: CGFloat = 0, clips: Bool = false) -> RenderNode {
        var content = LayerContent(gradient: GradientContent(
            type: .axial, colors: [rgba(0.9, 0.2, 0.1), rgba(0.2, 0.8, 0.3), rgba(0.1, 0.2, 0.9)], locations: nil,
            startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 1, y: 1)))
        content.cornerRadius = cornerRadius
        var spot = LayerContent(backgroundColor: rgba(1, 1, 1, 0.6))
        spot.cornerRadius = 6
        let inner = layer(id + 1, CGRect(x: frame.width * 0.25, y: frame.height * 0.25, width: frame.width * 0.5,
                                         height: frame.height * 0.5), content: spot)
        var node = layer(id, frame, content: content, opacity: opacity, transform: transform, sublayers: [inner])
        node.masksToBounds = clips
        node.allowsGroupOpacity = true
        return node
    }

    /// A soft round image, opaque in the middle and fading to clear at its rim.
    private static let softImage = SoftRoundImage.make(side: 48, name: "gl-mask-soft")

    private func softMask(_ id: UInt64, _ frame: CGRect, transform: CATransform3D? = nil) -> RenderNode {
        layer(id, frame, content: LayerContent(image: ImageContent(image: Self.softImage)), transform: transform)
    }

    private func starMask(_ id: UInt64, _ frame: CGRect, turn: CGFloat = 0) -> RenderNode {
        let shape = LayerContent(shape: ShapeContent(
            path: starPath(size: frame.width), fillColor: rgba(0, 0, 0), fillRule: .nonZero, strokeColor: nil,
            lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10, lineDashPattern: [], lineDashPhase: 0,
            strokeStart: 0, strokeEnd: 1))
        return layer(id, frame, content: shape, transform: CATransform3DMakeRotation(turn, 0, 0, 1))
    }

    private func masked(_ node: RenderNode, by mask: RenderNode) -> RenderNode {
        var n = node
        n.mask = Box(mask)
        return n
    }

    private func rootNode(_ sublayers: [RenderNode]) -> RenderNode {
        RenderNode(layerID: 1, bounds: CGRect(x: 0, y: 0, width: Self.width, height: Self.height),
                   content: LayerContent(backgroundColor: rgba(0.15, 0.15, 0.2)), sublayers: sublayers)
    }

    /// Every mask case at animation time `t` (0…1): soft image mask, turning star, nested masks,
    /// a moving and scaling mask, a masked card at opacity 0.6, and a rounded card that clips
    /// under a mask (two masks in one pass).
    private func scene(_ t: CGFloat) -> RenderNode {
        let soft = masked(card(10, CGRect(x: 8, y: 8, width: 70, height: 60)),
                          by: softMask(20, CGRect(x: 5, y: 5, width: 60, height: 50)))
        let star = masked(card(30, CGRect(x: 86, y: 8, width: 70, height: 60)),
                          by: starMask(40, CGRect(x: 5, y: 0, width: 60, height: 60), turn: 0.3 + t))
        var innerMask = softMask(50, CGRect(x: 0, y: 0, width: 64, height: 64))
        innerMask.mask = Box(starMask(55, CGRect(x: 4, y: 4, width: 56, height: 56), turn: 0.5 + t))
        let nested = masked(card(60, CGRect(x: 164, y: 8, width: 70, height: 60)), by: innerMask)
        let outer = masked(card(65, CGRect(x: 8, y: 76, width: 70, height: 76), transform: nil),
                           by: softMask(68, CGRect(x: 4 + 20 * t, y: 6, width: 44, height: 44),
                                        transform: CATransform3DMakeScale(1 + t, 1 + t, 1)))
        let faded = masked(card(70, CGRect(x: 86, y: 80, width: 70, height: 70), opacity: 0.6),
                           by: starMask(80, CGRect(x: 5, y: 5, width: 60, height: 60), turn: -t))
        let turned = CATransform3DMakeRotation(0.2 + t / 2, 0, 0, 1)
        let rounded = masked(card(90, CGRect(x: 164, y: 80, width: 70, height: 70), transform: turned,
                                  cornerRadius: 14, clips: true),
                             by: softMask(95, CGRect(x: 0, y: 0, width: 70, height: 70)))
        // A masked card inside a masked card, where the outer mask shows it.
        let outerHost = masked(card(100, CGRect(x: 12, y: 12, width: 30, height: 30)),
                               by: softMask(110, CGRect(x: 0, y: 0, width: 30, height: 30)))
        var host = outer
        host.sublayers.append(outerHost)
        return rootNode([soft, star, nested, host, faded, rounded])
    }

    private func makeRenderers() throws -> (gl: Renderer, sdl: Renderer) {
        let gl = try Renderer(headlessWidth: Self.width, height: Self.height)
        let sdl = try Renderer(headlessWidth: Self.width, height: Self.height)
        XCTAssertEqual(gl.setBackend(.openGL), .openGL, "llvmpipe offers OpenGL 3.3+: the GL path must run here")
        XCTAssertEqual(sdl.setBackend(.sdlRenderer), .sdlRenderer)
        return (gl, sdl)
    }

    /// Five frames of every case match between the backends; the OpenGL backend combines each
    /// masked layer in one pass and neither reads anything back.
    func testMaskCasesMatchAcrossBackendsOverAnimation() throws {
        let (gl, sdl) = try makeRenderers()
        for step in 0..<5 {
            let t = CGFloat(step) / 4
            let snapshot = RenderSnapshot(time: Double(t), root: scene(t))
            gl.render(snapshot, background: .black)
            sdl.render(snapshot, background: .black)
            GoldenImage.assertMatch(gl.readPixels(), sdl.readPixels(), "masks at t \(t)")
            // Seven masked layers, and the nested mask's own mask.
            XCTAssertEqual(gl.stats.masksOnGPU, 8, "t \(t)")
            XCTAssertEqual(gl.stats.maskReads, 0, "t \(t)")
            XCTAssertEqual(gl.stats.cpuFallbacks, 0, "t \(t)")
            XCTAssertEqual(sdl.stats.masksOnGPU, 0, "t \(t)")
            XCTAssertEqual(sdl.stats.maskReads, 0, "t \(t): SDL's OpenGL renderer blends masks on the GPU")
            XCTAssertEqual(gl.stats.offscreenPasses, sdl.stats.offscreenPasses, "t \(t)")
        }
    }

    /// The one pass and SDL's blend passes on the same OpenGL renderer: the same picture.
    func testOnePassMatchesBlendPassesOnTheSameRenderer() throws {
        let renderer = try Renderer(headlessWidth: Self.width, height: Self.height)
        XCTAssertEqual(renderer.setBackend(.openGL), .openGL)
        let snapshot = RenderSnapshot(time: 0, root: scene(0.4))
        renderer.render(snapshot, background: .white)
        let onePass = renderer.readPixels()
        XCTAssertEqual(renderer.stats.masksOnGPU, 8)
        renderer.combinesMasksWithOpenGL = false
        renderer.invalidate()
        renderer.render(snapshot, background: .white)
        XCTAssertEqual(renderer.stats.masksOnGPU, 0)
        GoldenImage.assertMatch(onePass, renderer.readPixels(), "one pass against blend passes")
    }

    /// One-layer masks sampled from their stores (`Compositor.storeMaskOnGL`) against the same
    /// masks drawn into targets first, on one OpenGL renderer over five animation steps: the
    /// same picture within the golden tolerance, and seven fewer targets drawn for masks — the
    /// soft, star, moving, faded, rounded and inner-host masks and the nested mask's own star
    /// are single stores; the nested mask (a layer with a mask of its own) and the rounded
    /// card's clip shape still need one.
    func testStoreMasksMatchTargetMasksAndDrawFewerTargets() throws {
        let sampled = try Renderer(headlessWidth: Self.width, height: Self.height)
        let drawn = try Renderer(headlessWidth: Self.width, height: Self.height)
        XCTAssertEqual(sampled.setBackend(.openGL), .openGL)
        XCTAssertEqual(drawn.setBackend(.openGL), .openGL)
        drawn.samplesMaskStoresWithOpenGL = false
        for step in 0..<5 {
            let t = CGFloat(step) / 4
            let snapshot = RenderSnapshot(time: Double(t), root: scene(t))
            sampled.render(snapshot, background: .black)
            drawn.render(snapshot, background: .black)
            GoldenImage.assertMatch(sampled.readPixels(), drawn.readPixels(), "store masks at t \(t)")
            XCTAssertEqual(drawn.stats.maskTargets, 9, "t \(t): every mask and the clip shape drawn into a target")
            XCTAssertEqual(sampled.stats.maskTargets, 2, "t \(t): the nested mask and the clip shape")
            XCTAssertEqual(sampled.stats.masksOnGPU, drawn.stats.masksOnGPU, "t \(t)")
            XCTAssertEqual(sampled.stats.layersDrawn, drawn.stats.layersDrawn, "t \(t)")
        }
    }

    /// Mask stores in every placement the pass maps: mirrored, skewed, half transparent, a
    /// text mask (pixel-aligned), a store reaching past the content, and the mask layer's
    /// tint alpha; each against the target path on the same renderer.
    func testStoreMaskPlacementsMatchTheTargetPath() throws {
        let renderer = try Renderer(headlessWidth: Self.width, height: Self.height)
        XCTAssertEqual(renderer.setBackend(.openGL), .openGL)
        var mirrored = softMask(20, CGRect(x: 5, y: 5, width: 60, height: 50),
                                transform: CATransform3DMakeScale(-1, 1, 1))
        mirrored.isDoubleSided = true
        var skew = CATransform3DIdentity
        skew.m21 = 0.4
        var faded = starMask(40, CGRect(x: 5, y: 0, width: 60, height: 60), turn: 0.7)
        faded.opacity = 0.5
        var tinted = softMask(50, CGRect(x: -10, y: -10, width: 90, height: 80))
        tinted.tint = rgba(1, 1, 1, 0.4)
        let words = LayerContent(text: TextContent(string: "MASK", fontName: "Helvetica-Bold", fontSize: 26,
                                                   color: rgba(0, 0, 0), alignment: .center, isWrapped: false,
                                                   truncation: .none))
        let text = layer(60, CGRect(x: 2, y: 12, width: 66, height: 40), content: words)
        let cases: [(RenderNode, String)] = [
            (mirrored, "mirrored"),
            (softMask(30, CGRect(x: 5, y: 5, width: 50, height: 50), transform: skew), "skewed"),
            (faded, "half transparent"), (tinted, "tinted, past the card"), (text, "text")]
        for (index, (mask, label)) in cases.enumerated() {
            let frame = CGRect(x: 8 + CGFloat(index % 3) * 78, y: 8 + CGFloat(index / 3) * 76, width: 70, height: 66)
            let snapshot = RenderSnapshot(time: 0, root: rootNode([masked(card(10, frame), by: mask)]))
            renderer.samplesMaskStoresWithOpenGL = true
            renderer.invalidate()
            renderer.render(snapshot, background: .black)
            let sampled = renderer.readPixels()
            XCTAssertEqual(renderer.stats.maskTargets, 0, "\(label): sampled from its store")
            XCTAssertEqual(renderer.stats.masksOnGPU, 1, label)
            renderer.samplesMaskStoresWithOpenGL = false
            renderer.invalidate()
            renderer.render(snapshot, background: .black)
            XCTAssertEqual(renderer.stats.maskTargets, 1, label)
            GoldenImage.assertMatch(sampled, renderer.readPixels(), label)
        }
    }

    /// SDL's software renderer has no custom blend modes: it reads content and mask back to
    /// combine them (the counter this slice removes from GPU renderers, which never had it).
    func testSoftwareRendererReadsMasksBackAndOpenGLDoesNot() throws {
        let software = try Renderer(softwareWidth: Self.width, height: Self.height)
        let (gl, _) = try makeRenderers()
        let snapshot = RenderSnapshot(time: 0, root: scene(0))
        software.render(snapshot, background: .black)
        gl.render(snapshot, background: .black)
        XCTAssertGreaterThan(software.stats.maskReads, 0)
        XCTAssertEqual(software.stats.masksOnGPU, 0)
        XCTAssertEqual(gl.stats.maskReads, 0)
        XCTAssertGreaterThan(gl.stats.masksOnGPU, 0)
        // Nearest-neighbour sampling and straight alpha move soft edges on the software
        // renderer; its picture still agrees in the bulk of every case.
        GoldenImage.assertMatch(gl.readPixels(), software.readPixels(), "software against OpenGL",
                                tolerance: GoldenImage.Tolerance(channelTolerance: 12, maximumDifferingFraction: 0.05))
    }

    /// Drawn into an offscreen level (a masked layer inside a group), into a transition's
    /// image, and damage-limited redraws: the pass lands where SDL's passes put it.
    func testMaskInsideGroupAndPartialRedrawsMatch() throws {
        let (gl, sdl) = try makeRenderers()
        gl.redrawsOnlyChanges = true
        sdl.redrawsOnlyChanges = true
        for step in 0..<4 {
            let t = CGFloat(step) / 3
            var group = card(200, CGRect(x: 20, y: 20, width: 200, height: 120), opacity: 0.7)
            group.sublayers.append(scene(t).sublayers[1])
            let snapshot = RenderSnapshot(time: Double(t), root: rootNode([group]))
            gl.render(snapshot, background: .black)
            sdl.render(snapshot, background: .black)
            GoldenImage.assertMatch(gl.readPixels(), sdl.readPixels(), "grouped, frame \(step)")
            XCTAssertEqual(gl.stats.maskReads, 0)
            XCTAssertGreaterThan(gl.stats.masksOnGPU, 0, "frame \(step)")
        }
    }

    /// On SDL's OpenGL ES renderer, which keeps red and blue swapped in its textures.
    func testOpenGLESRendererMatches() throws {
        let saved = ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"]
        setenv("SDL_RENDER_DRIVER", "opengles2", 1)
        defer { if let saved { setenv("SDL_RENDER_DRIVER", saved, 1) } else { unsetenv("SDL_RENDER_DRIVER") } }
        let probe = try Renderer(headlessWidth: 32, height: 32)
        probe.setBackend(.openGL)
        XCTAssertEqual(probe.compositor?.masks.gpu?.context.isES, true, "SDL's opengles2 renderer on Mesa")
        try testMaskCasesMatchAcrossBackendsOverAnimation()
        try testStoreMasksMatchTargetMasksAndDrawFewerTargets()
    }
}
