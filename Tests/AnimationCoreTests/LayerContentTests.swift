import XCTest
@testable import AnimationCore

/// `LayerContent`'s value semantics: equality, hashing, emptiness and the set of parts, through
/// copies of its shared box of optional parts.
final class LayerContentTests: XCTestCase {
    private let path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)

    private func shape(_ color: RGBA? = RGBA(red: 1, green: 0, blue: 0, alpha: 1)) -> ShapeContent {
        ShapeContent(path: path, fillColor: color, fillRule: .nonZero, strokeColor: nil, lineWidth: 1, lineCap: .butt,
                     lineJoin: .miter, miterLimit: 10, lineDashPattern: [], lineDashPhase: 0, strokeStart: 0,
                     strokeEnd: 1)
    }

    func testPartSetFollowsEverySetAndClear() {
        var c = LayerContent(backgroundColor: RGBA(red: 0, green: 0, blue: 1, alpha: 1))
        XCTAssertEqual(c.partSet, [])
        c.shape = shape()
        XCTAssertEqual(c.partSet, .shape)
        c.gradient = GradientContent(type: .axial, colors: [.black], locations: nil, startPoint: .zero,
                                     endPoint: CGPoint(x: 1, y: 1))
        XCTAssertEqual(c.partSet, [.shape, .gradient])
        var copy = c            // shares the box until written
        copy.shape = nil
        XCTAssertEqual(copy.partSet, .gradient)
        XCTAssertEqual(c.partSet, [.shape, .gradient], "the original keeps its parts")
        copy.gradient = nil
        XCTAssertEqual(copy.partSet, [])
        let shadow = ShadowContent(color: .black, opacity: 0.5, offset: .zero, radius: 2, path: nil)
        let text = TextContent(string: "a", fontName: nil, fontSize: 10, color: .white, alignment: .natural,
                               isWrapped: false, truncation: .none)
        let built = LayerContent(image: nil, shadow: shadow, text: text)
        XCTAssertEqual(built.partSet, [.shadow, .text])
    }

    func testEqualityComparesPartsByValueAndEmptyBoxesEqualNone() {
        var a = LayerContent(shape: shape())
        let b = LayerContent(shape: shape())
        XCTAssertEqual(a, b, "separate boxes with equal parts")
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertNotEqual(a, LayerContent(shape: shape(RGBA(red: 0, green: 1, blue: 0, alpha: 1))))
        let text = TextContent(string: "a", fontName: nil, fontSize: 10, color: .white, alignment: .natural,
                               isWrapped: false, truncation: .none)
        XCTAssertNotEqual(a, LayerContent(shape: shape(), text: text))
        a.shape = nil   // a box with nothing in it
        XCTAssertEqual(a, LayerContent())
        XCTAssertEqual(LayerContent(), a)
        XCTAssertEqual(a.hashValue, LayerContent().hashValue)
        XCTAssertNotEqual(LayerContent(cornerRadius: 2), LayerContent())
    }

    func testIsEmpty() {
        XCTAssertTrue(LayerContent().isEmpty)
        XCTAssertFalse(LayerContent(shape: shape()).isEmpty)
        XCTAssertTrue(
            LayerContent(shadow: ShadowContent(color: .black, opacity: 0, offset: .zero, radius: 2, path: nil)).isEmpty)
        XCTAssertFalse(
            LayerContent(shadow: ShadowContent(color: .black, opacity: 0.3, offset: .zero, radius: 2, path: nil))
                .isEmpty)
        XCTAssertFalse(LayerContent(backgroundColor: .black).isEmpty)
        XCTAssertTrue(LayerContent(backgroundColor: .clear, borderWidth: 2, borderColor: .clear).isEmpty)
    }

    /// `LayerContent()` is its own initializer (cheap); it must equal the defaults of the other.
    func testEmptyContentEqualsTheDefaults() {
        let empty = LayerContent(), defaults = LayerContent(backgroundColor: nil)
        XCTAssertEqual(empty, defaults)
        XCTAssertEqual(empty.hashValue, defaults.hashValue)
        XCTAssertNil(empty.backgroundColor)
        XCTAssertEqual(empty.cornerRadius, 0); XCTAssertEqual(empty.borderWidth, 0)
        XCTAssertEqual(empty.borderColor, .black)
        XCTAssertTrue(empty.partSet.isEmpty)
        XCTAssertTrue(empty.isEmpty)
    }
}
