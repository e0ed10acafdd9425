import AnimationCore
import AnimationRender
import XCTest

final class ContentTests: XCTestCase {
    func testSolidLayerCentreIsRed() throws {
        let image = try renderImage(root([layer(2, CGRect(x: 40, y: 30, width: 80, height: 60),
                                                  content: LayerContent(backgroundColor: rgba(1, 0, 0)))]))
        assertPixel(image, 80, 60, red8)
        assertPixel(image, 40, 30, red8)
        assertPixel(image, 119, 89, red8)
        assertPixel(image, 39, 29, white8)
        assertPixel(image, 120, 90, white8)
        assertPixel(image, 5, 5, white8)
    }

    func testRoundedBorderedLayer() throws {
        let content = LayerContent(backgroundColor: rgba(0.2, 0.6, 1), cornerRadius: 20, borderWidth: 4,
                                   borderColor: rgba(0.1, 0.1, 0.4))
        let image = try renderImage(root([layer(2, CGRect(x: 20, y: 20, width: 120, height: 80), content: content)]))
        assertPixel(image, 80, 60, RGBA8(r: 51, g: 153, b: 255))
        assertPixel(image, 21, 21, white8)                              // rounded corner stays empty
        assertPixel(image, 80, 21, RGBA8(r: 26, g: 26, b: 102))        // border at the top edge
        assertGolden(image, "rounded-bordered")
    }
}
