import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// Layers with a `visualEffect`: the blurred backdrop under a layer and vibrant subtrees, on the
/// OpenGL path (headless) and on SDL's software renderer.
final class BackdropTests: XCTestCase {
    /// Vertical red and blue stripes, `stripe` pixels wide, shifted right by `shift`.
    private func stripes(shift: CGFloat = 0, stripe: CGFloat = 8) -> [RenderNode] {
        var nodes: [RenderNode] = []
        for i in 0..<(testWidth / Int(stripe) + 2) {
            let x: CGFloat = CGFloat(i - 1) * stripe + shift
            let color: RGBA = i % 2 == 0 ? rgba(1, 0, 0) : rgba(0, 0, 1)
            nodes.append(layer(100 + UInt64(i), CGRect(x: x, y: 0, width: stripe, height: CGFloat(testHeight)),
                               content: LayerContent(backgroundColor: color)))
        }
        return nodes
    }

    /// A panel across the middle third that blurs what is behind it.
    private func panel(_ filter: BackdropFilter, frame: CGRect = CGRect(x: 0, y: 40, width: 160, height: 40),
                       sublayers: [RenderNode] = []) -> RenderNode {
        var node = layer(50, frame, sublayers: sublayers)
        node.visualEffect = .backdrop(filter)
        return node
    }

    private func renderers() throws -> [(String, Renderer)] {
        [("OpenGL", try Renderer(headlessWidth: testWidth, height: testHeight)),
         ("software", try Renderer(softwareWidth: testWidth, height: testHeight))]
    }

    private func draw(_ renderer: Renderer, _ nodes: [RenderNode]) -> RenderedImage {
        renderer.render(RenderSnapshot(time: 0, root: root(nodes)), background: .white)
        return renderer.readPixels()
    }

    /// Largest difference between neighbouring pixels along row `y` from `x0` to `x1`.
    private func largestStep(_ image: RenderedImage, y: Int, _ x0: Int, _ x1: Int) -> Int {
        (x0..<x1).map { image[$0, y].maxChannelDifference(to: image[$0 + 1, y]) }.max() ?? 0
    }

    func testABlurredPanelMixesTheStripesBehindItAndLeavesTheRestSharp() throws {
        for (path, renderer) in try renderers() {
            let image = draw(renderer, stripes() + [panel(BackdropFilter(blurRadius: 6))])
            // Outside: the stripes' hard edges (a full red↔blue step between neighbours).
            XCTAssertGreaterThan(largestStep(image, y: 20, 10, 150), 200, path)
            // Inside: a blur of σ 6 px over 8-px stripes leaves a gentle ripple of purple.
            XCTAssertLessThan(largestStep(image, y: 60, 10, 150), 24, path)
            let middle = image[80, 60]
            XCTAssertGreaterThan(Int(middle.r), 70, "\(path): red and blue mixed, \(middle)")
            XCTAssertGreaterThan(Int(middle.b), 70, "\(path): red and blue mixed, \(middle)")
            XCTAssertLessThan(Int(middle.g), 20, path)
            XCTAssertEqual(middle.a, 255, path)
        }
    }

    func testTheBlurChangesWhenTheContentBehindMovesAndNotOtherwise() throws {
        for (path, renderer) in try renderers() {
            let filter = BackdropFilter(blurRadius: 3)
            let first = draw(renderer, stripes() + [panel(filter)])
            let filtered = renderer.compositorBackdropFilterCount
            let again = draw(renderer, stripes() + [panel(filter)])
            XCTAssertEqual(GoldenImage.compare(first, again, channelTolerance: 0).differing, 0,
                           "\(path): same content, same frame")
            // The OpenGL blur (`ANIMATION_RENDER_BACKEND=opengl`) filters every frame on the GPU,
            // reading nothing back; the CPU blur reuses an unchanged backdrop's result.
            let onGPU = renderer.stats.backdropsOnGPU > 0
            if onGPU { XCTAssertEqual(renderer.stats.backdropReads, 0, path) }
            XCTAssertEqual(renderer.compositorBackdropFilterCount, filtered,
                           "\(path): unchanged backdrop is not filtered again")
            let moved = draw(renderer, stripes(shift: 4) + [panel(filter)])
            if !onGPU { XCTAssertGreaterThan(renderer.compositorBackdropFilterCount, filtered, path) }
            var changedInside = 0
            for x in 0..<testWidth where moved[x, 60].maxChannelDifference(to: first[x, 60]) > 30 { changedInside += 1 }
            XCTAssertGreaterThan(changedInside, testWidth / 3,
                                 "\(path): the blurred panel follows the stripes moving behind it")
        }
    }

    func testSaturationZeroMakesTheBackdropGreyAndScaleOffsetBrightenIt() throws {
        for (path, renderer) in try renderers() {
            let grey = draw(renderer, stripes() + [panel(BackdropFilter(blurRadius: 6, saturation: 0))])[80, 60]
            XCTAssertLessThanOrEqual(max(abs(Int(grey.r) - Int(grey.g)), abs(Int(grey.g) - Int(grey.b))), 3,
                                     "\(path): \(grey)")
            let bright = draw(renderer,
                              stripes() + [panel(BackdropFilter(blurRadius: 6, scale: 0.5, offset: 0.5))])[80, 60]
            XCTAssertGreaterThan(Int(bright.g), 110, "\(path): the offset lifts every channel, \(bright)")
        }
    }

    func testAContentColourDrawsOverTheBackdropAsATint() throws {
        for (path, renderer) in try renderers() {
            var tinted = panel(BackdropFilter(blurRadius: 6))
            tinted.content = LayerContent(backgroundColor: rgba(1, 1, 1, 0.8))
            let p = draw(renderer, stripes() + [tinted])[80, 60]
            XCTAssertGreaterThan(Int(p.g), 190, "\(path): 80 % white over the blur, \(p)")
            XCTAssertLessThan(Int(p.g), 235, "\(path): the blur still shows through, \(p)")
        }
    }

    func testAVibrantShapeShowsTheFilteredBackdropThroughItsAlphaNotItsColour() throws {
        for (path, renderer) in try renderers() {
            // A green square inside the vibrant layer; vibrancy darkens the backdrop to a quarter.
            let square = layer(61, CGRect(x: 60, y: 10, width: 40, height: 20),
                               content: LayerContent(backgroundColor: rgba(0, 1, 0)))
            var vibrant = layer(60, CGRect(x: 0, y: 0, width: 160, height: 40), sublayers: [square])
            vibrant.visualEffect = .vibrancy(BackdropFilter(blurRadius: 0, scale: 0.25))
            let image = draw(renderer, stripes() + [panel(BackdropFilter(blurRadius: 6), sublayers: [vibrant])])
            let inside = image[80, 60], beside = image[30, 60]
            XCTAssertLessThan(Int(inside.g), 12, "\(path): not the square's green, \(inside)")
            XCTAssertLessThan(Int(inside.r) + Int(inside.b), (Int(beside.r) + Int(beside.b)) / 2,
                              "\(path): darker than the panel beside it")
            XCTAssertGreaterThan(Int(inside.r) + Int(inside.b), 20, "\(path): still the backdrop's colour, \(inside)")
        }
    }

    func testHostileFilterValuesDrawWithoutTrapping() throws {
        for (path, renderer) in try renderers() {
            for filter in [BackdropFilter(blurRadius: .nan, saturation: .infinity, scale: -.infinity, offset: .nan),
                           BackdropFilter(blurRadius: 1e300), BackdropFilter(blurRadius: -5)] {
                let image = draw(renderer, stripes() + [panel(filter)])
                XCTAssertEqual(image[80, 20].a, 255, path)
            }
            // A panel far outside the frame, and one with no area.
            _ = draw(renderer,
                     stripes() + [panel(BackdropFilter(blurRadius: 4),
                                        frame: CGRect(x: 1e7, y: 1e7, width: 50, height: 50))])
            _ = draw(renderer,
                     stripes() + [panel(BackdropFilter(blurRadius: 4),
                                        frame: CGRect(x: 10, y: 10, width: 0, height: 50))])
        }
    }
}
