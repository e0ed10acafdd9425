import XCTest
@testable import AnimationUIKit

final class UILabelTests: XCTestCase {
    private let measurer = FixedTextMeasurer()

    override func setUp() { super.setUp(); measurer.install() }
    override func tearDown() { measurer.uninstall(); super.tearDown() }

    func testPropertiesDriveTheTextLayer() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Hello"
        label.font = .boldSystemFont(ofSize: 24)
        label.textColor = .red
        label.textAlignment = .center

        let layer = label.layer as! CATextLayer
        XCTAssertEqual(layer.string as? String, "Hello")
        XCTAssertEqual(layer.font as? String, "SFUI-Bold")
        XCTAssertEqual(layer.fontSize, 24)
        XCTAssertEqual(layer.foregroundColor, UIColor.red.cgColor)
        XCTAssertEqual(layer.alignmentMode, .center)
    }

    func testDefaultsAreUIKits() {
        let label = UILabel()

        XCTAssertEqual(label.font.pointSize, 17)
        XCTAssertEqual(label.textColor, .black)
        XCTAssertEqual(label.numberOfLines, 1)
        XCTAssertEqual((label.layer as! CATextLayer).foregroundColor, UIColor.black.cgColor)
    }

    func testSizeThatFitsMeasuresOneLine() {
        let label = UILabel()
        label.text = "abcd"   // the test measurer: 0.5 em per character, 1.25 em high
        label.font = .systemFont(ofSize: 20)

        XCTAssertEqual(label.sizeThatFits(.zero), CGSize(width: 40, height: 25))
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 40, height: 25))
    }

    func testWrappedLabelGrowsInLines() {
        let label = UILabel()
        label.text = String(repeating: "a", count: 22)   // 110 pt in one line at 10 pt
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0

        XCTAssertEqual(label.sizeThatFits(CGSize(width: 50, height: 1000)), CGSize(width: 50, height: 36))
        label.numberOfLines = 2
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 50, height: 1000)), CGSize(width: 50, height: 24))
        XCTAssertTrue((label.layer as! CATextLayer).isWrapped)
    }

    func testSizeToFitKeepsTheOrigin() {
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
        label.text = "ab"
        label.font = .systemFont(ofSize: 10)

        label.sizeToFit()

        XCTAssertEqual(label.frame, CGRect(x: 10, y: 20, width: 10, height: 13))   // 12.5 rounded up
    }

    func testFontByName() {
        XCTAssertEqual(UIFont(name: "Avenir-Heavy", size: 30)?.fontName, "Avenir-Heavy")
        XCTAssertNil(UIFont(name: "", size: 12))
        XCTAssertNil(UIFont(name: "Helvetica", size: .nan))
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName, "SFUI-Bold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 12).withSize(30).pointSize, 30)
    }

    func testHugeFontIsReducedAndTinyWidthDoesNotTrap() {
        var messages: [String] = []
        let saved = CADiagnostics.handler
        CADiagnostics.reset()
        CADiagnostics.handler = { messages.append($0) }
        defer { CADiagnostics.handler = saved }
        let label = UILabel()
        label.text = "abc"
        label.numberOfLines = 0

        label.font = .systemFont(ofSize: 1e300)
        let size = label.sizeThatFits(CGSize(width: 1e-300, height: 10))

        XCTAssertEqual(label.font.pointSize, UIFont.maximumPointSize)
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(size.width, 1e-300)
        XCTAssertTrue(size.height.isFinite)
    }
}
