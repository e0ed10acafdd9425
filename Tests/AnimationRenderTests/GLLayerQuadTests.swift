import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// The direct-OpenGL layer quads (`GLQuadRenderer`): backgrounds, rounded corners, borders and
/// rounded clips worked out in the fragment stage, and stores as textured quads, must draw the
/// `SDL_RenderGeometry` path's picture within the golden tolerance on the headless renderer
/// (Mesa's llvmpipe here), turned and scaled, with antialiased edges, clear corners and the
/// border's colour.
final class GLLayerQuadTests: XCTestCase {
    private let fill = rgba(0.15, 0.45, 0.9), edge = rgba(0.95, 0.55, 0.1)

    private func renderers(_ width: Int, _ height: Int) throws -> (gl: Renderer, sdl: Renderer) {
        let gl = try Renderer(headlessWidth: width, height: height)
        let sdl = try Renderer(headlessWidth: width, height: height)
        XCTAssertEqual(gl.setBackend(.openGL), .openGL, "llvmpipe offers OpenGL 3.3+: the GL path must run here")
        XCTAssertEqual(sdl.setBackend(.sdlRenderer), .sdlRenderer)
        XCTAssertTrue(gl.drawsAnalyticShapesOnGL, "the shader's shapes are on by default on OpenGL")
        return (gl, sdl)
    }

    /// Renders `root` on both backends over `background` and compares; returns the GL frame.
    @discardableResult
    private func assertBackendsMatch(_ root: RenderNode, background: RGBA = .white, width: Int = 200, height: Int = 160,
                                     shapes: Int = 1, storesOnGL: Int? = nil, file: StaticString = #filePath,
                                     line: UInt = #line) throws -> RenderedImage {
        let (gl, sdl) = try renderers(width, height)
        let snapshot = RenderSnapshot(time: 0, root: root)
        gl.render(snapshot, background: background)
        sdl.render(snapshot, background: background)
        XCTAssertGreaterThanOrEqual(gl.stats.layerQuadsOnGPU, shapes, "layer quads drawn on the GL path",
                                    file: file, line: line)
        XCTAssertEqual(sdl.stats.layerQuadsOnGPU, 0, file: file, line: line)
        if let storesOnGL {
            XCTAssertEqual(gl.stats.storeRedraws, storesOnGL, "stores cairo drew for the GL frame",
                           file: file, line: line)
            XCTAssertGreaterThan(sdl.stats.storeRedraws, storesOnGL, "the SDL path draws these from stores",
                                 file: file, line: line)
        }
        let image = gl.readPixels(), reference = sdl.readPixels()
        GoldenImage.assertMatch(image, reference, "GL quads against SDL_RenderGeometry", file: file, line: line)
        keepIfDifferent(image, reference, "\(line)")
        return image
    }

    /// On a mismatch, both frames go to `Failures/` beside this file (git-ignored), to look at.
    private func keepIfDifferent(_ gl: RenderedImage, _ sdl: RenderedImage, _ name: String,
                                 filePath: String = #filePath) {
        let result = GoldenImage.compare(gl, sdl, channelTolerance: GoldenImage.Tolerance.standard.channelTolerance)
        let allowed = GoldenImage.Tolerance.standard.maximumDifferingFraction * Double(gl.width * gl.height)
        guard Double(result.differing) > allowed else { return }
        let directory = GoldenImage.failureDirectory(for: filePath)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? gl.writePNG(to: directory + "/gl-quads-\(name).gl.png")
        try? sdl.writePNG(to: directory + "/gl-quads-\(name).sdl.png")
    }

    private func card(_ id: UInt64, _ frame: CGRect, radius: CGFloat = 0, border: CGFloat = 0, opacity: Double = 1,
                      angle: CGFloat? = nil) -> RenderNode {
        layer(id, frame, content: LayerContent(backgroundColor: fill, cornerRadius: radius, borderWidth: border,
                                               borderColor: edge),
              opacity: opacity, transform: angle.map { CATransform3DMakeRotation($0, 0, 0, 1) })
    }

    private func oval(_ r: CGRect, stroke: RGBA?, width: CGFloat) -> ShapeContent {
        ShapeContent(path: CGPath(ellipseIn: r, transform: nil), fillColor: edge, fillRule: .nonZero,
                     strokeColor: stroke,
                     lineWidth: width, lineCap: .butt, lineJoin: .miter, miterLimit: 10, lineDashPattern: [],
                     lineDashPhase: 0, strokeStart: 0, strokeEnd: 1)
    }

    func testSolidRoundedAndBorderedLayersMatchTheSDLPath() throws {
        // The square card is a shape quad; the rounded ones are stores (see
        // `Compositor.drawsRoundedShapesOnGL`), textured quads where not sliced.
        try assertBackendsMatch(root([
            card(2, CGRect(x: 10.3, y: 8.6, width: 50.5, height: 30.2)),
            card(3, CGRect(x: 70, y: 8, width: 60, height: 40), radius: 12),
            card(4, CGRect(x: 140.5, y: 8.25, width: 50, height: 44), radius: 10, border: 3),
            card(5, CGRect(x: 10, y: 60, width: 70, height: 50), radius: 8, border: 2, opacity: 0.6),
            layer(6, CGRect(x: 90, y: 60, width: 60, height: 50),
                  content: LayerContent(cornerRadius: 14, borderWidth: 4, borderColor: edge)),
            card(7, CGRect(x: 160, y: 70, width: 30, height: 80), radius: 40, border: 20),
        ]), shapes: 1)
    }

    func testTurnedLayersMatchTheSDLPath() throws {
        try assertBackendsMatch(root([
            card(2, CGRect(x: 20, y: 20, width: 60, height: 40), angle: 0.3),
            card(3, CGRect(x: 110, y: 20, width: 70, height: 50), radius: 12, border: 3, angle: -0.5),
            card(4, CGRect(x: 40, y: 90, width: 80, height: 40), radius: 6, border: 2, opacity: 0.7, angle: 1.2),
        ]), shapes: 3)
    }

    func testStoresAreDrawnAsTexturedQuadsAndMatch() throws {
        let gradient = GradientContent(type: .axial, colors: [rgba(1, 0.6, 0.1), rgba(0.9, 0.1, 0.4)], locations: nil,
                                       startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 1, y: 1))
        var content = LayerContent(backgroundColor: fill, cornerRadius: 8, borderWidth: 3, borderColor: edge)
        content.gradient = gradient
        var shape = LayerContent()
        shape.shape = oval(CGRect(x: 2, y: 2, width: 36, height: 26), stroke: fill, width: 2)
        let image = try assertBackendsMatch(root([
            layer(2, CGRect(x: 10, y: 10, width: 80, height: 60), content: content),
            layer(3, CGRect(x: 110, y: 20, width: 70, height: 50), content: content,
                  transform: CATransform3DMakeRotation(0.4, 0, 0, 1)),
            layer(4, CGRect(x: 30, y: 90, width: 40, height: 30), content: shape, opacity: 0.8),
            layer(5, CGRect(x: 100, y: 90, width: 40, height: 30), content: shape,
                  transform: CATransform3DMakeRotation(-0.7, 0, 0, 1)),
        ]))
        XCTAssertNotEqual(image[50, 40], RGBA8(r: 255, g: 255, b: 255), "the gradient card is drawn")
    }

    func testBorderedTurnedScaledAndFadedSquaresAreShaderQuadsMatchingTheStores() throws {
        // The SDL path draws each of these from a store or a slice of one, bilinearly sampled
        // (1.3× from stores at √2 pixels per point); the shader works out those stores' pixels.
        let scaled = { (s: CGFloat) in CATransform3DMakeScale(s, s, 1) }
        let image = try assertBackendsMatch(root([
            card(2, CGRect(x: 10.3, y: 8.6, width: 50.5, height: 30.2), border: 3),
            card(3, CGRect(x: 80, y: 10, width: 50, height: 36), border: 2.5, opacity: 0.6, angle: 0.35),
            layer(4, CGRect(x: 150.5, y: 12, width: 36, height: 30),
                  content: LayerContent(borderWidth: 4, borderColor: edge), transform: scaled(1.3)),
            layer(5, CGRect(x: 20, y: 70, width: 44, height: 36),
                  content: LayerContent(backgroundColor: fill, borderWidth: 1.5, borderColor: edge),
                  transform: scaled(1.3)),
            card(6, CGRect(x: 90, y: 80, width: 30, height: 40), angle: -0.8),
            layer(7, CGRect(x: 140, y: 100, width: 30, height: 30), content: LayerContent(backgroundColor: edge),
                  opacity: 0.8, transform: CATransform3DRotate(scaled(1.7), 0.25, 0, 0, 1)),
        ]), shapes: 6, storesOnGL: 0)
        XCTAssertLessThanOrEqual(image[35, 24].maxChannelDifference(to: RGBA8(r: 38, g: 115, b: 230)), 2,
                                 "the bordered card's middle: \(image[35, 24])")
    }

    /// A turned, rounded, bordered layer drawn by the shader over a clear target (rounded
    /// shapes are off by default, see `Compositor.drawsRoundedShapesOnGL`), with a soft edge,
    /// clear corners and the border's colour.
    func testTurnedRoundedBorderedShapeHasSoftEdgesClearCornersAndItsBorderColour() throws {
        let (gl, _) = try renderers(200, 200)
        gl.drawsRoundedShapesOnGL = true
        // 120 × 120 at the centre, radius 30, border 8, turned by 0.4 rad, over a clear target.
        let angle = 0.4
        let node = card(2, CGRect(x: 40, y: 40, width: 120, height: 120), radius: 30, border: 8, angle: CGFloat(angle))
        gl.render(RenderSnapshot(time: 0, root: root([node])), background: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        XCTAssertGreaterThan(gl.stats.layerQuadsOnGPU, 0)
        XCTAssertEqual(gl.stats.storeRedraws, 0, "drawn by the shader, not from a store")
        let image = gl.readPixels()
        // A layer-space point (from the layer's centre) in target pixels.
        func pixel(_ x: Double, _ y: Double) -> RGBA8 {
            let px = 100 + x * cos(angle) - y * sin(angle), py = 100 + x * sin(angle) + y * cos(angle)
            return image[Int(px.rounded(.down)), Int(py.rounded(.down))]
        }
        // Along the middle of the top edge, outwards: opaque border, a partly covered edge, clear.
        let alphas = stride(from: -56.0, through: -64.0, by: -0.25).map { Int(pixel(0, $0).a) }
        XCTAssertEqual(alphas.first, 255)
        XCTAssertEqual(alphas.last, 0)
        XCTAssertTrue(alphas.contains { $0 > 20 && $0 < 235 }, "no partly covered pixel across the edge: \(alphas)")
        // The bounding square's corner lies outside the radius: clear. Inside the arc: opaque.
        XCTAssertEqual(pixel(-58, -58).a, 0, "corner outside the radius")
        XCTAssertEqual(pixel(-45, -45).a, 255, "inside the rounded corner")
        // The border's colour in the ring, the background inside it.
        func assertColor(_ p: RGBA8, _ c: RGBA, _ label: String) {
            let expected = RGBA8(r: UInt8((c.red * 255).rounded()), g: UInt8((c.green * 255).rounded()),
                                 b: UInt8((c.blue * 255).rounded()))
            XCTAssertLessThanOrEqual(p.maxChannelDifference(to: expected), 2, "\(label): \(p)")
        }
        assertColor(pixel(-56, 0), edge, "left border")
        assertColor(pixel(0, 56), edge, "bottom border")
        assertColor(pixel(0, 0), fill, "middle")
        assertColor(pixel(-40, 0), fill, "inside the border")
    }

    func testPerspectiveFallsBackAndTheShaderCutsRoundedClipsAsTheSDLPathDoes() throws {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 400
        t = CATransform3DRotate(t, 0.6, 0, 1, 0)
        let (gl, sdl) = try renderers(160, 120)
        var clip = card(3, CGRect(x: 90, y: 10, width: 60, height: 60), radius: 16)
        clip.masksToBounds = true
        var stripes = LayerContent()
        stripes.gradient = GradientContent(type: .axial, colors: [edge, fill], locations: nil,
                                           startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 1, y: 0))
        clip.sublayers = [card(4, CGRect(x: -10, y: -10, width: 50, height: 50)),
                          layer(5, CGRect(x: 30, y: 30, width: 40, height: 40), content: stripes)]
        let snapshot = RenderSnapshot(time: 0, root: root([
            layer(2, CGRect(x: 10, y: 20, width: 70, height: 60),
                  content: LayerContent(backgroundColor: fill, cornerRadius: 9),
                  transform: t),
            clip,
        ]))
        gl.render(snapshot, background: .white)
        sdl.render(snapshot, background: .white)
        // The card in perspective falls back, the rounded clipping card is a sliced solid and the
        // gradient a stretched strip (`SDL_RenderGeometry`); the square child is a shape quad
        // whose corners the clip cuts in the fragment stage.
        XCTAssertEqual(gl.stats.layerQuadsOnGPU, 1)
        let image = gl.readPixels()
        GoldenImage.assertMatch(image, sdl.readPixels(), "perspective and a rounded clip")
        keepIfDifferent(image, sdl.readPixels(), "clip")
        // The children cover the clip's top-left and bottom-right corners: cut round.
        XCTAssertEqual(image[90, 10], RGBA8(r: 255, g: 255, b: 255))
        XCTAssertEqual(image[149, 69], RGBA8(r: 255, g: 255, b: 255))
        XCTAssertNotEqual(image[100, 20], RGBA8(r: 255, g: 255, b: 255))
        XCTAssertNotEqual(image[140, 60], RGBA8(r: 255, g: 255, b: 255))
        // With the shader's shapes off, the clip and its children go through SDL_RenderGeometry.
        gl.drawsAnalyticShapesOnGL = false
        gl.render(snapshot, background: .white)
        XCTAssertEqual(gl.stats.layerQuadsOnGPU, 0)
        GoldenImage.assertMatch(gl.readPixels(), sdl.readPixels(), "rounded clip, shapes off")
    }

    /// A border ring shown turned and enlarged (a nine-slice the GL path leaves to
    /// `SDL_RenderGeometry`: its store is drawn at 2 pixels per point and kept), then upright at
    /// 1× off whole pixels (a shader quad), as the picture of animation-group-demo moves: the
    /// shader must sample the store at the scale the SDL path still has, 2, not 1.
    func testShapeQuadsSampleTheStoreScaleLeftByFramesDrawnFromStores() throws {
        let (gl, sdl) = try renderers(200, 160)
        let ring = LayerContent(borderWidth: 3, borderColor: .white)
        let picture = { (id: UInt64, frame: CGRect, transform: CATransform3D?) in
            layer(id, frame, content: ring, transform: transform,
                  sublayers: [layer(id + 1, CGRect(x: 0, y: 0, width: frame.width, height: frame.height),
                                    content: LayerContent(backgroundColor: self.fill))])
        }
        let turned = CATransform3DScale(CATransform3DMakeRotation(0.6, 0, 0, 1), 1.6, 1.6, 1)
        let frames = [root([picture(2, CGRect(x: 50, y: 30, width: 100, height: 100), turned)]),
                      root([picture(2, CGRect(x: 40.3, y: 20.6, width: 100, height: 100), nil)])]
        for (i, frame) in frames.enumerated() {
            gl.render(RenderSnapshot(time: Double(i), root: frame), background: rgba(0.16, 0.18, 0.25))
            sdl.render(RenderSnapshot(time: Double(i), root: frame), background: rgba(0.16, 0.18, 0.25))
        }
        XCTAssertGreaterThanOrEqual(gl.stats.layerQuadsOnGPU, 2, "the upright ring and its child are shape quads")
        let image = gl.readPixels(), reference = sdl.readPixels()
        GoldenImage.assertMatch(image, reference, "an upright ring after a turned, enlarged one")
        keepIfDifferent(image, reference, "scale-history")
    }

    /// The other way round: the ring shown upright and enlarged (a shader quad standing in for
    /// a store at 2 pixels per point), then turned at 1× (a nine-slice of the store): the store
    /// the GL renderer draws then must be as large as the one the SDL path kept.
    func testStoresDrawnAfterShapeQuadsHaveTheScaleTheShaderUsed() throws {
        let (gl, sdl) = try renderers(200, 160)
        let ring = LayerContent(borderWidth: 3, borderColor: .white)
        let frame = CGRect(x: 50, y: 30, width: 100, height: 100)
        let enlarged = CATransform3DMakeScale(1.6, 1.6, 1), turned = CATransform3DMakeRotation(0.6, 0, 0, 1)
        for (i, t) in [enlarged, turned].enumerated() {
            let snapshot = RenderSnapshot(time: Double(i), root: root([layer(2, frame, content: ring, transform: t)]))
            gl.render(snapshot, background: rgba(0.16, 0.18, 0.25))
            sdl.render(snapshot, background: rgba(0.16, 0.18, 0.25))
            XCTAssertEqual(gl.stats.layerQuadsOnGPU, i == 0 ? 1 : 0)
        }
        let image = gl.readPixels(), reference = sdl.readPixels()
        GoldenImage.assertMatch(image, reference, "a turned ring after an enlarged, upright one")
        keepIfDifferent(image, reference, "scale-history-turned")
    }

    /// Turned solids of one size share one white store on the SDL path whatever their colours
    /// (tinted when drawn), drawn at the largest scale either is shown at: the shader samples
    /// the small card at the enlarged card's 2 pixels per point too.
    func testTurnedSolidsOfOneSizeShareTheirStoreScaleWhateverTheirColours() throws {
        let (gl, sdl) = try renderers(200, 160)
        let frames = [CGRect(x: 20, y: 40, width: 60, height: 40), CGRect(x: 120, y: 50, width: 60, height: 40)]
        let big = CATransform3DScale(CATransform3DMakeRotation(0.3, 0, 0, 1), 1.6, 1.6, 1)
        let snapshot = RenderSnapshot(time: 0, root: root([
            layer(2, frames[0], content: LayerContent(backgroundColor: fill), transform: big),
            layer(3, frames[1], content: LayerContent(backgroundColor: edge),
                  transform: CATransform3DMakeRotation(-0.4, 0, 0, 1)),
        ]))
        gl.render(snapshot, background: .white)
        sdl.render(snapshot, background: .white)
        XCTAssertEqual(gl.stats.layerQuadsOnGPU, 2)
        let image = gl.readPixels(), reference = sdl.readPixels()
        GoldenImage.assertMatch(image, reference, "turned solids of one size in two colours")
        keepIfDifferent(image, reference, "shared-white-store")
    }

    /// A card swung towards the viewer in perspective (drawn from a store on both paths, at
    /// 2 pixels per point or more), then flat and turned at 1× (a shader quad): the shader
    /// samples the grid of the store the perspective frame grew.
    func testShapeQuadsAfterAPerspectiveFrameSampleTheStoreItGrew() throws {
        let (gl, sdl) = try renderers(200, 160)
        var swung = CATransform3DIdentity
        swung.m34 = -1.0 / 300
        swung = CATransform3DScale(CATransform3DRotate(swung, 0.5, 0, 1, 0), 1.6, 1.6, 1)
        let frame = CGRect(x: 60, y: 50, width: 70, height: 50)
        for (i, t) in [swung, CATransform3DMakeRotation(0.35, 0, 0, 1)].enumerated() {
            let card = layer(2, frame, content: LayerContent(backgroundColor: fill), transform: t)
            let snapshot = RenderSnapshot(time: Double(i), root: root([card]))
            gl.render(snapshot, background: .white)
            sdl.render(snapshot, background: .white)
            XCTAssertEqual(gl.stats.layerQuadsOnGPU, i, i == 0 ? "perspective falls back" : "a shape quad")
        }
        let image = gl.readPixels(), reference = sdl.readPixels()
        GoldenImage.assertMatch(image, reference, "a flat card after a frame in perspective")
        keepIfDifferent(image, reference, "scale-history-perspective")
    }

    func testQuadsSharingATextureAreOneDrawCall() throws {
        let (gl, _) = try renderers(320, 200)
        // Forty solid cards and forty copies of one store: one run, one draw call.
        var layers: [RenderNode] = []
        var dot = LayerContent()
        dot.shape = oval(CGRect(x: 0, y: 0, width: 12, height: 12), stroke: nil, width: 0)
        for i in 0..<40 {
            let x = CGFloat(i % 10) * 30 + 4, y = CGFloat(i / 10) * 45 + 4
            layers.append(card(UInt64(10 + 2 * i), CGRect(x: x, y: y, width: 26, height: 20)))
            layers.append(layer(UInt64(11 + 2 * i), CGRect(x: x + 6, y: y + 24, width: 14, height: 14), content: dot))
        }
        gl.render(RenderSnapshot(time: 0, root: root(layers)), background: .white)
        XCTAssertEqual(gl.stats.layerQuadsOnGPU, 80)
        XCTAssertLessThanOrEqual(gl.stats.drawCalls, 3, "quads sharing a texture go out together")
    }
}
