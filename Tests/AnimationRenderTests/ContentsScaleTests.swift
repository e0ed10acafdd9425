import AnimationCore
import AnimationRender
import XCTest

final class ContentsScaleTests: XCTestCase {
    private func imageLayer(scale: CGFloat) -> RenderNode {
        let red = CGImage(width: 40, height: 40, pixels: [UInt32](repeating: 0xFFFF_0000, count: 1600), name: "red")!
        let content = LayerContent(image: ImageContent(image: red, gravity: .center, contentsScale: scale))
        return RenderNode(layerID: 2, bounds: CGRect(x: 0, y: 0, width: 80, height: 80),
                          transform: CATransform3DMakeTranslation(20, 20, 0), content: content)
    }

    func testTwoTimesImageCoversHalfAsManyPoints() throws {
        let image = try renderImage(root([imageLayer(scale: 2)]))

        assertPixel(image, 60, 60, red8)
        assertPixel(image, 49, 60, white8, tolerance: 3)
        assertPixel(image, 71, 60, white8, tolerance: 3)
    }

    func testOneTimesImageCoversAsManyPointsAsPixels() throws {
        let image = try renderImage(root([imageLayer(scale: 1)]))

        assertPixel(image, 42, 60, red8)
        assertPixel(image, 78, 60, red8)
    }

    func testSnapshotCarriesTheLayersContentsScale() {
        let layer = CALayer()
        layer.contents = CGImage(width: 2, height: 2, pixels: [UInt32](repeating: 0, count: 4))
        layer.contentsScale = 3

        XCTAssertEqual(layer.renderSnapshot(at: 0).root.content.image?.contentsScale, 3)
    }
}
