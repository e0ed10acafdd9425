import XCTest
import AnimationCore
@testable import AnimationUIKit

/// Core Animation's `Any` slots (contents, gradient colours, animation values) take UIKit's
/// `UIColor`, `UIImage` and `UIBezierPath` through `CGColorConvertible`, `CGImageConvertible`
/// and `CGPathConvertible`, which AnimationUIKit makes them adopt.
final class UIKitTypesInCoreTests: UIViewTestCase {
    private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    private func image() -> UIImage {
        UIImage(cgImage: CGImage(width: 2, height: 2, pixels: [UInt32](repeating: 0xFF00FF00, count: 4))!)
    }

    func testContentsTakesAUIImage() {
        let layer = CALayer()
        let picture = image()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.contents = picture

        let node = layer.renderSnapshot().root

        XCTAssertTrue(node.content.image?.image === picture.cgImage)
    }

    func testGradientColorsTakeUIColors() {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        gradient.colors = [red, blue.cgColor]

        let colors = gradient.renderSnapshot().root.content.gradient?.colors

        XCTAssertEqual(colors, [red.cgColor.rgba, blue.cgColor.rgba])
    }

    func testAnimationValuesTakeUIColorsAndPaths() {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let fill = CABasicAnimation(keyPath: "fillColor")
        fill.fromValue = red; fill.toValue = blue; fill.duration = 1
        let morph = CABasicAnimation(keyPath: "path")
        morph.fromValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        morph.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 50))
        morph.duration = 1
        shape.add(fill, forKey: "fill"); shape.add(morph, forKey: "morph")

        at(0.5)

        let shown = shape.presentation()!
        XCTAssertEqual(shown.fillColor, CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        XCTAssertEqual(shown.path?.boundingBox, CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    func testSetValueForKeyPathTakesAUIColor() {
        let layer = CALayer()

        layer.setValue(red, forKeyPath: "backgroundColor")

        XCTAssertEqual(layer.backgroundColor, red.cgColor)
    }

    func testEmitterCellContentsTakeAUIImage() {
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        emitter.emitterPosition = CGPoint(x: 50, y: 50)
        let cell = CAEmitterCell()
        let picture = image()
        cell.contents = picture
        cell.birthRate = 100; cell.lifetime = 10
        emitter.emitterCells = [cell]
        at(0)

        at(0.5)

        let batches = emitter.renderSnapshot().root.particles
        XCTAssertFalse(batches.isEmpty)
        XCTAssertTrue(batches.allSatisfy { $0.image === picture.cgImage })
    }
}
