import XCTest
@testable import AnimationUIKit

final class UIButtonTests: InputTestCase {
    private let measurer = FixedTextMeasurer()

    override func setUp() { super.setUp(); measurer.install() }
    override func tearDown() { measurer.uninstall(); super.tearDown() }

    func testTitlePerStateWithFallbackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Log In", for: .normal)
        button.setTitle("Logging…", for: .selected)

        XCTAssertEqual(button.title(for: .highlighted), "Log In")
        XCTAssertEqual(button.title(for: .selected), "Logging…")
        XCTAssertEqual(button.title(for: [.selected, .highlighted]), "Logging…")
        XCTAssertEqual(button.titleLabel?.text, "Log In")

        button.isSelected = true
        XCTAssertEqual(button.currentTitle, "Logging…")
        XCTAssertEqual(button.titleLabel?.text, "Logging…")
    }

    func testPressedButtonShowsItsHighlightedTitleColour() {
        let button = addView(UIButton(type: .custom), CGRect(x: 0, y: 0, width: 120, height: 44))
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.setTitleColor(.yellow, for: .highlighted)

        press(60, 22, at: 0)
        XCTAssertEqual(button.titleLabel?.textColor, .yellow)
        release(60, 22, at: 0.1)

        XCTAssertEqual(button.titleLabel?.textColor, .white)
    }

    func testSystemButtonDimsWhilePressed() {
        let button = addView(UIButton(type: .system), CGRect(x: 0, y: 0, width: 120, height: 44))
        button.setTitle("Go", for: .normal)

        press(60, 22, at: 0)
        XCTAssertEqual(button.titleLabel?.alpha ?? 0, 0.2, accuracy: 1e-6)
        XCTAssertEqual(button.titleColor(for: .normal), UIButton.systemBlue)
        release(60, 22, at: 0.1)

        XCTAssertEqual(button.titleLabel?.alpha ?? 0, 1, accuracy: 1e-6)
    }

    func testTitleIsCentredInTheBounds() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        button.setTitle("Hello", for: .normal)   // 5 × 0.5 × 15 pt = 37.5 pt wide

        let label = button.titleLabel!.frame
        XCTAssertEqual(Double(label.midX), 100, accuracy: 0.5)
        XCTAssertEqual(Double(label.midY), 25, accuracy: 0.5)
    }

    func testImagePerState() {
        let normal = UIImage(cgImage: CGImage(width: 1, height: 1, pixels: [0xFF00_00FF])!)
        let pressed = UIImage(cgImage: CGImage(width: 1, height: 1, pixels: [0xFFFF_0000])!)
        let button = addView(UIButton(), CGRect(x: 0, y: 0, width: 100, height: 40))
        button.setImage(normal, for: .normal)
        button.setImage(pressed, for: .highlighted)

        press(50, 20, at: 0)
        XCTAssertTrue(button.imageView?.image === pressed)
        release(50, 20, at: 0.1)

        XCTAssertTrue(button.imageView?.image === normal)
    }

    func testDragInAScrollViewCancelsThePress() {
        let scroll = addView(UIScrollView(), CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = CGSize(width: 400, height: 1000)
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        scroll.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)

        press(100, 70, at: 0)
        move(100, 60, at: 0.05)
        move(100, 40, at: 0.1)
        release(100, 40, at: 0.15)

        XCTAssertEqual(events, ["down", "cancel"])
        XCTAssertFalse(button.isHighlighted)
    }

    func testChangingTheTitleFontLaysTheButtonOutAgain() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        button.setTitle("Hello", for: .normal)

        button.titleLabel?.font = .systemFont(ofSize: 30)   // 5 × 0.5 × 30 = 75 pt wide

        let label = button.titleLabel!.frame
        XCTAssertEqual(Double(label.width), 75, accuracy: 1e-9)
        XCTAssertEqual(Double(label.midX), 100, accuracy: 0.5)
    }
}
