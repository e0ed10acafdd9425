import AnimationCore
import AnimationRender
import XCTest

/// The render-server property: content is rasterized once; animating transforms and opacity
/// only composites.
final class CacheTests: XCTestCase {
    private func starContent(_ size: CGFloat = 40, color: RGBA = rgba(1, 0.8, 0)) -> LayerContent {
        LayerContent(shape: ShapeContent(path: starPath(size: size), fillColor: color, fillRule: .nonZero,
                                         strokeColor: rgba(0.5, 0.2, 0), lineWidth: 2, lineCap: .round,
                                         lineJoin: .round,
                                         miterLimit: 10, lineDashPattern: [], lineDashPhase: 0, strokeStart: 0,
                                         strokeEnd: 1))
    }

    private func animatedStar(frame i: Int, content: LayerContent) -> RenderNode {
        let t = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-20, -20, 0),
                                                        CATransform3DMakeRotation(CGFloat(i) * 0.1, 0, 0, 1)),
                                    CATransform3DMakeTranslation(40 + CGFloat(i % 50), 60, 0))
        return RenderNode(layerID: 5, bounds: CGRect(x: 0, y: 0, width: 40, height: 40), transform: t,
                          opacity: 0.3 + 0.7 * Double(i % 10) / 10, content: content)
    }

    func testTransformAndOpacityAnimationRasterizesOnce() throws {
        let renderer = try Renderer(softwareWidth: testWidth, height: testHeight)
        let content = starContent()
        var redraws = 0, uploads = 0
        for i in 0..<100 {
            renderer.render(
                RenderSnapshot(time: Double(i) / 60, root: root([animatedStar(frame: i, content: content)])),
                background: .white)
            redraws += renderer.stats.storeRedraws
            uploads += renderer.stats.textureUploads
            XCTAssertGreaterThanOrEqual(renderer.stats.drawCalls, 1)
        }
        XCTAssertEqual(redraws, 1, "rasterized once over 100 frames")
        XCTAssertEqual(uploads, 1)
        // Changing the path redraws exactly once more.
        let changed = starContent(36)
        for i in 100..<110 {
            renderer.render(
                RenderSnapshot(time: Double(i) / 60, root: root([animatedStar(frame: i, content: changed)])),
                background: .white)
            redraws += renderer.stats.storeRedraws
        }
        XCTAssertEqual(redraws, 2)
    }

    func testScaleAnimationRedrawsOnlyAtQuantizedSteps() throws {
        let renderer = try Renderer(softwareWidth: testWidth, height: testHeight)
        let content = starContent()
        var redraws = 0
        for i in 0...60 {
            let s = 1 + CGFloat(i) / 60          // 1× → 2×
            let node = RenderNode(layerID: 5, bounds: CGRect(x: 0, y: 0, width: 40, height: 40),
                                  transform: CATransform3DConcat(CATransform3DMakeScale(s, s, 1),
                                                                 CATransform3DMakeTranslation(30, 10, 0)),
                                  content: content)
            renderer.render(RenderSnapshot(time: 0, root: root([node])), background: .white)
            redraws += renderer.stats.storeRedraws
        }
        XCTAssertEqual(redraws, 3, "1×, then √2×, then 2×")
    }

    func testIdenticalContentIsSharedBetweenLayers() throws {
        let renderer = try Renderer(softwareWidth: testWidth, height: testHeight)
        let content = starContent()
        var nodes: [RenderNode] = []
        for i in 0..<50 {
            let x = CGFloat(i % 10) * 12, y = CGFloat(i / 10) * 20
            nodes.append(RenderNode(layerID: UInt64(100 + i), bounds: CGRect(x: 0, y: 0, width: 40, height: 40),
                                    transform: CATransform3DMakeTranslation(x, y, 0), content: content))
        }
        renderer.render(RenderSnapshot(time: 0, root: root(nodes)), background: .white)
        XCTAssertEqual(renderer.stats.storeRedraws, 1)
        XCTAssertLessThanOrEqual(renderer.stats.drawCalls, 2, "same texture: one geometry call for all")
    }

    func testUnusedStoresArePurged() throws {
        let renderer = try Renderer(softwareWidth: testWidth, height: testHeight)
        renderer.purgeAfterFrames = 5
        renderer.render(RenderSnapshot(time: 0, root: root([animatedStar(frame: 0, content: starContent())])),
                        background: .white)
        XCTAssertEqual(renderer.storeCount, 1)
        for _ in 0..<7 { renderer.render(RenderSnapshot(time: 0, root: root([])), background: .white) }
        XCTAssertEqual(renderer.storeCount, 0)
    }

    /// A picture drawn large (a full window's backdrop) outlives other stores unused, as long as
    /// the budget allows: shown again within five purge periods it is not resampled again.
    func testLargePicturesStayUnusedLonger() throws {
        let renderer = try Renderer(softwareWidth: 640, height: 480)
        renderer.purgeAfterFrames = 5
        func picture(_ id: UInt64, side: CGFloat, image: CGImage) -> RenderNode {
            RenderNode(layerID: id, bounds: CGRect(x: 0, y: 0, width: side, height: side),
                       content: LayerContent(image: ImageContent(image: image, gravity: .resize)))
        }
        let large = SoftRoundImage.make(side: 600, name: "large"), small = SoftRoundImage.make(side: 64, name: "small")
        let shown = root([picture(2, side: 600, image: large), picture(3, side: 64, image: small)])
        renderer.render(RenderSnapshot(time: 0, root: shown), background: .white)
        XCTAssertEqual(renderer.storeCount, 2)
        for _ in 0..<7 { renderer.render(RenderSnapshot(time: 0, root: root([])), background: .white) }
        XCTAssertEqual(renderer.storeCount, 1, "the small picture's store is purged after 5 frames, the large one's kept")
        renderer.render(RenderSnapshot(time: 0, root: shown), background: .white)
        XCTAssertEqual(renderer.stats.storeRedraws, 1, "only the small picture is drawn again")
        for _ in 0..<26 { renderer.render(RenderSnapshot(time: 0, root: root([])), background: .white) }
        XCTAssertEqual(renderer.storeCount, 0, "after five purge periods the large one goes too")
    }

    func testSoftwareRenderingIsDeterministic() throws {
        let scene = root([animatedStar(frame: 7, content: starContent()),
                          layer(3, CGRect(x: 90, y: 20, width: 50, height: 50),
                                content: LayerContent(backgroundColor: rgba(0, 0.5, 1), cornerRadius: 10),
                                opacity: 0.7)])
        XCTAssertEqual(try renderImage(scene), try renderImage(scene))
    }
}
