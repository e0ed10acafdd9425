import XCTest
@testable import AnimationUIKit
import TestSupport

/// Seeded storms of pointer, wheel, key and text events over a window holding every control,
/// recognizer and a scroll view: nothing traps, and once the storm is cancelled and time runs
/// on, everything is back at rest.
final class InputStormTests: InputTestCase {
    private var scroll: UIScrollView!
    private var button: UIButton!
    private var fields: [UITextField] = []
    private var images: UIImageView!
    private var controls: [UIControl] = []
    private var slider: UISlider!

    private func buildScene() {
        scroll = addView(UIScrollView(), CGRect(x: 0, y: 0, width: 400, height: 300))
        scroll.contentSize = CGSize(width: 800, height: 1200)
        button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
        button.setTitle("Press", for: .normal)
        scroll.addSubview(button)
        for i in 0..<3 {
            let field = UITextField(frame: CGRect(x: 20, y: 80 + CGFloat(i) * 50, width: 200, height: 34))
            field.placeholder = "Field \(i)"
            scroll.addSubview(field)
            fields.append(field)
        }
        slider = UISlider(frame: CGRect(x: 240, y: 80, width: 150, height: 31))
        let segments = UISegmentedControl(items: ["a", "b", "c"])
        segments.frame = CGRect(x: 240, y: 180, width: 150, height: 32)
        let pages = UIPageControl(frame: CGRect(x: 160, y: 20, width: 200, height: 26))
        pages.numberOfPages = 4
        controls = [slider, UISwitch(frame: CGRect(x: 240, y: 130, width: 51, height: 31)), segments,
                    UIStepper(frame: CGRect(x: 240, y: 230, width: 94, height: 32)), pages]
        controls.forEach(scroll.addSubview)
        let tappable = addView(UIView(), CGRect(x: 0, y: 300, width: 400, height: 100))
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        tappable.addGestureRecognizer(single)
        tappable.addGestureRecognizer(double)
        tappable.addGestureRecognizer(UILongPressGestureRecognizer())
        tappable.addGestureRecognizer(UIPanGestureRecognizer())
        images = addView(UIImageView(), CGRect(x: 300, y: 320, width: 40, height: 40))
        images.animationImages = (0..<3).map { UIImage(cgImage: CGImage(width: 1, height: 1, pixels: [UInt32($0)])!) }
        images.startAnimating()
    }

    private static let texts = ["a", "Hello", "\u{0}\u{7}\n", "👩‍👩‍👧", "שלום",
                                "\u{301}", "e\u{301}", "\t", ""]
    private static let keys: [UIKeyboardKey] = [.returnKey, .tab, .backspace, .deleteForward, .escape,
                                                .leftArrow, .rightArrow, .upArrow, .downArrow, .home, .end,
                                                .character("a"), .character("c"), .character("x"),
                                                .character("v"), .character("z"), .character("y"), .character("q")]
    private static let modifiers: [UIKeyModifierFlags] = [[], [], .shift, .control, [.control, .shift],
                                                          .alternate]

    private func storm(seed: UInt64, events: Int) {
        var g = SeededGenerator(seed: seed)
        var t = 0.0
        for _ in 0..<events {
            t += Double.random(in: 0...0.05, using: &g)
            setTime(t)
            if Int.random(in: 0..<10, using: &g) == 0 { CARunLoop.tick() }
            let p = CGPoint(x: CGFloat.random(in: -50...450, using: &g), y: CGFloat.random(in: -50...450, using: &g))
            switch Int.random(in: 0..<13, using: &g) {
            case 0, 1: window.sendPointer(.began, at: p, clickCount: Int.random(in: 0...3, using: &g))
            case 2, 3, 4: window.sendPointer(.moved, at: p)
            case 5, 6: window.sendPointer(.ended, at: p)
            case 7: window.sendPointer(.cancelled, at: p)
            case 8:
                window.sendScroll(deltaX: CGFloat.random(in: -80...80, using: &g),
                                  deltaY: CGFloat.random(in: -80...80, using: &g), at: p)
            case 9:
                let key = Self.keys.randomElement(using: &g)!
                window.sendKey(key, modifiers: Self.modifiers.randomElement(using: &g)!)
            case 10: window.sendText(Self.texts.randomElement(using: &g)!)
            case 11:   // a click on a field, wherever the scroll view has moved it
                let field = fields.randomElement(using: &g)!
                let centre = field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: window)
                window.sendPointer(.began, at: centre)
                window.sendPointer(.ended, at: centre)
            default: window.cancelAllInteractions()
            }
        }
        window.cancelAllInteractions()
        at(t + 10)
    }

    private func assertAtRest(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(scroll.isDragging, file: file, line: line)
        XCTAssertFalse(scroll.isDecelerating, file: file, line: line)
        let lo = scroll.minimumOffset, hi = scroll.maximumOffset
        XCTAssertTrue((lo.y...hi.y).contains(scroll.contentOffset.y), "offset \(scroll.contentOffset)", file: file,
                      line: line)
        XCTAssertTrue((lo.x...hi.x).contains(scroll.contentOffset.x), "offset \(scroll.contentOffset)", file: file,
                      line: line)
        XCTAssertFalse(button.isHighlighted, file: file, line: line)
        XCTAssertFalse(window.isEditingText, file: file, line: line)
        XCTAssertTrue(fields.allSatisfy { !$0.isEditing }, file: file, line: line)
        XCTAssertTrue(images.isAnimating, file: file, line: line)
        XCTAssertTrue(controls.allSatisfy { !$0.isTracking && !$0.isHighlighted }, file: file, line: line)
        XCTAssertTrue((0...1).contains(slider.value), "slider value \(slider.value)", file: file, line: line)
    }

    func testStormOfMixedEventsEndsAtRest() {
        buildScene()

        storm(seed: 1, events: 5_000)

        assertAtRest()
    }

    func testStormsWithOtherSeedsEndAtRest() {
        buildScene()

        for seed in UInt64(2)...UInt64(5) { storm(seed: seed, events: 1_500) }

        assertAtRest()
    }

    func testTextTypedDuringAStormStaysFreeOfControlCharacters() {
        buildScene()

        storm(seed: 7, events: 5_000)

        for field in fields {
            XCTAssertFalse(field.text!.unicodeScalars.contains { $0.properties.generalCategory == .control })
        }
        XCTAssertTrue(fields.contains { !$0.text!.isEmpty }, "some text got typed")
    }
}
