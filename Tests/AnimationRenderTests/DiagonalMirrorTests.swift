import AnimationCore
import AnimationRender
import Foundation
import XCTest

/// A half turn about the diagonal axis (1, 1, 0) mirrors a layer across that diagonal: what was
/// at its top right shows at its bottom left, on the render-node path, through a real layer
/// tree (sublayers, a shape, an image, perspective) and on the window's OpenGL path.
final class DiagonalMirrorTests: XCTestCase {
    /// An 80 × 80 red card at (40, 20) with a blue 20 × 20 corner at its top right and a green
    /// 20 × 20 one at its top left, turned by `transform` about its centre.
    private func card(_ transform: CATransform3D) -> RenderNode {
        let blue = layer(3, CGRect(x: 60, y: 0, width: 20, height: 20),
                         content: LayerContent(backgroundColor: rgba(0, 0, 1)))
        let green = layer(4, CGRect(x: 0, y: 0, width: 20, height: 20),
                          content: LayerContent(backgroundColor: rgba(0, 1, 0)))
        return layer(2, CGRect(x: 40, y: 20, width: 80, height: 80),
                     content: LayerContent(backgroundColor: rgba(1, 0, 0)),
                     transform: transform, sublayers: [blue, green])
    }

    func testUnturnedCardHasItsCornersAtTheTop() throws {
        let image = try renderImage(root([card(CATransform3DIdentity)]))

        assertPixel(image, 110, 30, blue8)
        assertPixel(image, 50, 30, green8)
        assertPixel(image, 50, 90, red8)
    }

    func testHalfTurnAboutTheDiagonalSwapsXAndY() throws {
        let image = try renderImage(root([card(CATransform3DMakeRotation(.pi, 1, 1, 0))]))

        assertPixel(image, 50, 90, blue8)      // top right → bottom left
        assertPixel(image, 50, 30, green8)     // top left stays on the diagonal
        assertPixel(image, 110, 30, red8)
    }

    /// A layer tree: the card as layers, turned in the door's perspective, and next to it an
    /// 8 × 8 image (top-right quarter blue) and an "L" shape, each turned on its own.
    private func layerTree(turned: Bool) -> CALayer {
        func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> CGColor { CGColor(red: r, green: g, blue: b, alpha: 1) }
        var eye = CATransform3DIdentity
        eye.m34 = -1.0 / 1000
        let turn = turned ? CATransform3DRotate(eye, .pi, 1, 1, 0) : eye
        let top = CALayer()
        top.frame = CGRect(x: 0, y: 0, width: testWidth, height: testHeight)
        top.backgroundColor = color(1, 1, 1)
        let card = CALayer()
        card.frame = CGRect(x: 40, y: 20, width: 80, height: 80)
        card.backgroundColor = color(1, 0, 0)
        let corner = CALayer()
        corner.frame = CGRect(x: 60, y: 0, width: 20, height: 20)
        corner.backgroundColor = color(0, 0, 1)
        card.addSublayer(corner)
        card.transform = turn
        top.addSublayer(card)

        var pixels = [UInt32](repeating: 0xFFFF_0000, count: 64)
        for y in 0..<4 { for x in 4..<8 { pixels[y * 8 + x] = 0xFF00_00FF } }
        let picture = CALayer()
        picture.frame = CGRect(x: 4, y: 4, width: 32, height: 32)
        picture.contents = CGImage(width: 8, height: 8, pixels: pixels, name: "quarter")
        picture.magnificationFilter = .nearest
        picture.transform = turn
        top.addSublayer(picture)

        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 126, y: 10, width: 30, height: 30)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 30, height: 8))    // a bar along the top
        shape.path = path
        shape.fillColor = color(0, 0, 0)
        shape.transform = turn
        top.addSublayer(shape)
        return top
    }

    private func checkMirrored(_ image: RenderedImage, file: StaticString = #filePath, line: UInt = #line) {
        assertPixel(image, 50, 90, blue8, file: file, line: line)     // the card's corner, bottom left
        assertPixel(image, 110, 30, red8, file: file, line: line)
        assertPixel(image, 12, 28, blue8, file: file, line: line)     // the picture's quarter, bottom left
        assertPixel(image, 28, 12, red8, file: file, line: line)
        assertPixel(image, 129, 35, black8, file: file, line: line)   // the bar, down the left side
        assertPixel(image, 150, 13, white8, file: file, line: line)
    }

    func testLayerTreeHeadlessIsMirroredAcrossTheDiagonal() throws {
        let unturned = try renderLayer(layerTree(turned: false))
        assertPixel(unturned, 110, 30, blue8)
        assertPixel(unturned, 28, 12, blue8)
        assertPixel(unturned, 150, 13, black8)

        checkMirrored(try renderLayer(layerTree(turned: true)))
    }

    func testLayerTreeOnTheWindowPathIsMirroredAcrossTheDiagonal() throws {
        let driver = ProcessInfo.processInfo.environment["DISPLAY"] == nil ? "offscreen" : nil
        let window = try WindowHost(width: testWidth, height: testHeight, hidden: true, resizable: false,
                                    videoDriver: driver)
        defer { window.close() }

        window.renderer.render(layerTree(turned: true).renderSnapshot(at: CACurrentMediaTime()), background: .white)

        checkMirrored(window.renderer.readPixels())
    }

    private func renderLayer(_ top: CALayer) throws -> RenderedImage {
        let renderer = try Renderer(headlessWidth: testWidth, height: testHeight)
        renderer.render(top.renderSnapshot(at: CACurrentMediaTime()), background: .white)
        return renderer.readPixels()
    }
}
