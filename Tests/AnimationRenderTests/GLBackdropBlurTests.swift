import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// The OpenGL backdrop blur (`GLBackdropBlur`) draws the CPU blur's picture (`BackdropBlur`,
/// pixels read back) within the golden tolerance, on the headless renderer (llvmpipe here),
/// and reads nothing back to the CPU where it runs.
final class GLBackdropBlurTests: XCTestCase {
    static let width = 240, height = 160

    /// Diagonal bands of four colours with translucent spots: edges at every angle, alpha below 1.
    private func backdrop() -> [RenderNode] {
        var nodes: [RenderNode] = []
        let colors = [rgba(0.9, 0.1, 0.1), rgba(0.1, 0.2, 0.9), rgba(0.95, 0.85, 0.1), rgba(0.1, 0.7, 0.3)]
        for i in 0..<16 {
            let band = layer(100 + UInt64(i), CGRect(x: CGFloat(i) * 24 - 80, y: -40, width: 14, height: 260),
                             content: LayerContent(backgroundColor: colors[i % 4]),
                             transform: CATransform3DMakeRotation(0.5, 0, 0, 1))
            nodes.append(band)
        }
        for i in 0..<5 {
            var spot = LayerContent(backgroundColor: rgba(1, 1, 1, 0.6))
            spot.cornerRadius = 9
            nodes.append(layer(200 + UInt64(i), CGRect(x: 20 + CGFloat(i) * 44, y: 50 + CGFloat(i % 2) * 30,
                                                      width: 18, height: 18), content: spot))
        }
        return nodes
    }

    private func panel(_ filter: BackdropFilter, frame: CGRect, id: UInt64 = 50,
                       transform: CATransform3D? = nil, content: LayerContent = LayerContent()) -> RenderNode {
        var node = layer(id, frame, content: content, transform: transform)
        node.visualEffect = .backdrop(filter)
        return node
    }

    private func rootNode(_ sublayers: [RenderNode]) -> RenderNode {
        RenderNode(layerID: 1, bounds: CGRect(x: 0, y: 0, width: Self.width, height: Self.height),
                   content: LayerContent(backgroundColor: rgba(0.2, 0.2, 0.25)), sublayers: sublayers)
    }

    private func makeRenderers() throws -> (gl: Renderer, cpu: Renderer) {
        let gl = try Renderer(headlessWidth: Self.width, height: Self.height)
        let cpu = try Renderer(headlessWidth: Self.width, height: Self.height)
        XCTAssertEqual(gl.setBackend(.openGL), .openGL, "llvmpipe offers OpenGL 3.3+: the GL path must run here")
        XCTAssertEqual(cpu.setBackend(.sdlRenderer), .sdlRenderer)
        return (gl, cpu)
    }

    /// Renders `nodes` with both backends, compares the frames, and returns the GL frame's stats.
    @discardableResult
    private func assertBackendsMatch(_ nodes: [RenderNode], _ label: String, gpuBlurs: Bool = true,
                                     file: StaticString = #filePath, line: UInt = #line) throws -> RenderStats {
        let (gl, cpu) = try makeRenderers()
        let snapshot = RenderSnapshot(time: 0, root: rootNode(nodes))
        gl.render(snapshot, background: .black)
        cpu.render(snapshot, background: .black)
        GoldenImage.assertMatch(gl.readPixels(), cpu.readPixels(), label, file: file, line: line)
        XCTAssertEqual(cpu.stats.backdropsOnGPU, 0, label, file: file, line: line)
        XCTAssertGreaterThan(cpu.stats.backdropReads, 0, label, file: file, line: line)
        if gpuBlurs {
            XCTAssertGreaterThan(gl.stats.backdropsOnGPU, 0, "\(label): not blurred by OpenGL", file: file, line: line)
            XCTAssertEqual(gl.stats.backdropReads, 0, "\(label): read back to the CPU", file: file, line: line)
            XCTAssertEqual(gl.stats.cpuFallbacks, 0, label, file: file, line: line)
        }
        return gl.stats
    }

    func testBlursOfEveryReductionMatchTheCPU() throws {
        let frame = CGRect(x: 16, y: 40, width: 200, height: 72)
        // σ 2 (no reduction), 6 (by 2), 12 (by 4), 30 (by 8) and 60 (by 16) pixels.
        for radius in [2, 6, 12, 30, 60] as [CGFloat] {
            try assertBackendsMatch(backdrop() + [panel(BackdropFilter(blurRadius: radius), frame: frame)],
                                    "σ \(radius)")
        }
    }

    func testColourChangesMatchTheCPU() throws {
        let frame = CGRect(x: 16, y: 40, width: 200, height: 72)
        for filter in [BackdropFilter(blurRadius: 30, saturation: 1.8), BackdropFilter(blurRadius: 8, saturation: 0),
                       BackdropFilter(blurRadius: 8, scale: 0.5, offset: 0.5),
                       BackdropFilter(blurRadius: 0, saturation: 2.5, scale: 0.9, offset: -0.1)] {
            var tint = LayerContent(backgroundColor: rgba(1, 1, 1, 0.3))
            tint.cornerRadius = 12
            try assertBackendsMatch(backdrop() + [panel(filter, frame: frame, content: tint)], "\(filter)")
        }
    }

    /// Panels reaching past the frame's edges (the edge repeats), a scaled and rotated panel
    /// (σ grows with the scale), and two panels, one over the other's blur.
    func testEdgesTransformsAndStackedPanelsMatchTheCPU() throws {
        let filter = BackdropFilter(blurRadius: 10, saturation: 1.4)
        try assertBackendsMatch(backdrop() + [panel(filter, frame: CGRect(x: -30, y: -20, width: 120, height: 70))],
                                "top-left corner")
        try assertBackendsMatch(backdrop() + [panel(filter, frame: CGRect(x: 150, y: 100, width: 120, height: 90))],
                                "bottom-right corner")
        let turned = CATransform3DConcat(CATransform3DMakeScale(1.5, 1.5, 1), CATransform3DMakeRotation(0.3, 0, 0, 1))
        try assertBackendsMatch(backdrop() + [panel(filter, frame: CGRect(x: 60, y: 50, width: 90, height: 40),
                                                    transform: turned)], "scaled and turned")
        try assertBackendsMatch(backdrop() + [panel(filter, frame: CGRect(x: 10, y: 20, width: 140, height: 60)),
                                              panel(BackdropFilter(blurRadius: 4), frame: CGRect(x: 90, y: 60,
                                                    width: 120, height: 70), id: 51)], "stacked")
    }

    /// A vibrant layer shows the filtered backdrop through its alpha (read from the window).
    func testVibrancyMatchesTheCPU() throws {
        let square = layer(61, CGRect(x: 40, y: 10, width: 80, height: 30),
                           content: LayerContent(backgroundColor: rgba(0, 1, 0)))
        var vibrant = layer(60, CGRect(x: 20, y: 40, width: 200, height: 60), sublayers: [square])
        vibrant.visualEffect = .vibrancy(BackdropFilter(blurRadius: 6, saturation: 1.5, scale: 0.6))
        try assertBackendsMatch(backdrop() + [vibrant], "vibrancy")
    }

    /// Inside an offscreen pass (group opacity) the backdrop is the window with the group's
    /// level drawn over it: OpenGL combines the two itself, as the CPU did after reading both.
    func testPanelInsideAGroupIsBlurredByOpenGLAndMatches() throws {
        var group = layer(70, CGRect(x: 0, y: 0, width: Self.width, height: Self.height), opacity: 0.8,
                          sublayers: [layer(71, CGRect(x: 30, y: 30, width: 60, height: 60),
                                            content: LayerContent(backgroundColor: rgba(1, 0.5, 0))),
                                      panel(BackdropFilter(blurRadius: 8), frame: CGRect(x: 10, y: 50, width: 200,
                                                                                         height: 60))])
        group.allowsGroupOpacity = true
        let stats = try assertBackendsMatch(backdrop() + [group], "group")
        XCTAssertEqual(stats.backdropReads, 0)
        // The path before: the levels read back and combined on the CPU.
        let before = try Renderer(headlessWidth: Self.width, height: Self.height)
        XCTAssertEqual(before.setBackend(.openGL), .openGL)
        before.blursBackdropLevelsWithOpenGL = false
        before.render(RenderSnapshot(time: 0, root: rootNode(backdrop() + [group])), background: .black)
        XCTAssertEqual(before.stats.backdropReads, 2, "the window and the group's level")
        XCTAssertEqual(before.stats.backdropsOnGPU, 0)
    }

    /// A soft round image mask (opaque middle, clear rim) of `side` points.
    private static func softMaskImage(side: Int) -> CGImage {
        SoftRoundImage.make(side: side, name: "gl-backdrop-soft-\(side)")
    }

    /// A blur view inside a masked group, inside a group with opacity inside a masked group
    /// (three offscreen levels over the window), and a masked group in a transition's image
    /// (the levels over a texture, not the window): both backends draw the same picture, and
    /// the OpenGL backend blurs every backdrop on the GPU without reading anything back.
    func testPanelInsideMaskedGroupsIsBlurredByOpenGLAndMatches() throws {
        let filter = BackdropFilter(blurRadius: 9, saturation: 1.5)
        let soft = layer(91, CGRect(x: 10, y: 0, width: 200, height: 150),
                         content: LayerContent(image: ImageContent(image: Self.softMaskImage(side: 64))))
        func maskedGroup(_ id: UInt64, _ frame: CGRect, sublayers: [RenderNode]) -> RenderNode {
            var group = layer(id, frame, sublayers: [layer(id + 1, CGRect(x: 20, y: 10, width: 70, height: 50),
                                                           content: LayerContent(backgroundColor: rgba(1, 0.5, 0)))]
                              + sublayers)
            group.mask = Box(soft)
            return group
        }
        let whole = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        let single = maskedGroup(90, whole, sublayers: [panel(filter, frame: CGRect(x: 30, y: 40, width: 170,
                                                                                     height: 60))])
        var faded = layer(95, CGRect(x: 10, y: 10, width: 220, height: 140), opacity: 0.7, sublayers: [
            panel(filter, frame: CGRect(x: 20, y: 30, width: 150, height: 70), id: 96)])
        faded.allowsGroupOpacity = true
        let nested = maskedGroup(90, whole, sublayers: [faded])
        for (node, label, levels) in [(single, "masked group", 1), (nested, "faded group in a masked group", 2)] {
            let stats = try assertBackendsMatch(backdrop() + [node], label)
            XCTAssertEqual(stats.offscreenPasses, levels, "\(label): the panel is drawn inside offscreen levels")
        }
        var scene = layer(80, whole, sublayers: backdrop() + [nested])
        scene.transition = TransitionState(type: .push, subtype: .fromLeft, progress: 0.4,
                                           from: layer(80, whole, content: LayerContent(
                                            backgroundColor: rgba(0.3, 0.1, 0.4))))
        try assertBackendsMatch([scene], "masked group in a transition")
    }

    /// In an image target (a transition draws each side into one) the backdrop is read from a
    /// texture, upright in OpenGL's coordinates, unlike the window's framebuffer.
    func testPanelInATransitionImageMatchesTheCPU() throws {
        let filter = BackdropFilter(blurRadius: 9, saturation: 1.6)
        var scene = layer(80, CGRect(x: 0, y: 0, width: Self.width, height: Self.height),
                          sublayers: backdrop() + [panel(filter, frame: CGRect(x: 20, y: 30, width: 180, height: 50))])
        let before = layer(80, CGRect(x: 0, y: 0, width: Self.width, height: Self.height),
                           content: LayerContent(backgroundColor: rgba(0.3, 0.1, 0.4)))
        scene.transition = TransitionState(type: .push, subtype: .fromRight, progress: 0.35, from: before)
        try assertBackendsMatch([scene], "transition")
    }

    /// On SDL's OpenGL ES renderer, which keeps red and blue swapped in its textures.
    func testOpenGLESRendererMatchesTheCPU() throws {
        let saved = ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"]
        setenv("SDL_RENDER_DRIVER", "opengles2", 1)
        defer { if let saved { setenv("SDL_RENDER_DRIVER", saved, 1) } else { unsetenv("SDL_RENDER_DRIVER") } }
        let probe = try Renderer(headlessWidth: 32, height: 32)
        probe.setBackend(.openGL)
        XCTAssertEqual(probe.compositor?.backdrops.gpu?.context.isES, true, "SDL's opengles2 renderer on Mesa")
        try testPanelInATransitionImageMatchesTheCPU()
        try testColourChangesMatchTheCPU()
        try testPanelInsideMaskedGroupsIsBlurredByOpenGLAndMatches()
    }
}
