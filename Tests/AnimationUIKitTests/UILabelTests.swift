import XCTest
@testable import AnimationUIKit

final class UILabelTests: XCTestCase {
    private var savedMeasurer: TextMeasuring?

    // The sizes below are the core's estimate; a renderer's measurer installed by another test
    // (all targets share one process under `swift test`) is set aside meanwhile.
    override func setUp() {
        super.setUp()
        savedMeasurer = CAResourceProviders.text
        CAResourceProviders.text = nil
    }

    override func tearDown() {
        CAResourceProviders.text = savedMeasurer
        super.tearDown()
    }

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
        label.text = "abcd"   // the core's estimate: 0.55 em per character, 1.2 em high
        label.font = .systemFont(ofSize: 20)

        XCTAssertEqual(label.sizeThatFits(.zero), CGSize(width: 44, height: 24))
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 44, height: 24))
    }

    func testWrappedLabelGrowsInLines() {
        let label = UILabel()
        label.text = String(repeating: "a", count: 20)   // 110 pt in one line at 10 pt
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

        XCTAssertEqual(label.frame, CGRect(x: 10, y: 20, width: 11, height: 12))
    }

    func testFontByName() {
        XCTAssertEqual(UIFont(name: "Avenir-Heavy", size: 30)?.fontName, "Avenir-Heavy")
        XCTAssertNil(UIFont(name: "", size: 12))
        XCTAssertNil(UIFont(name: "Helvetica", size: .nan))
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName, "SFUI-Bold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 12).withSize(30).pointSize, 30)
    }
}
