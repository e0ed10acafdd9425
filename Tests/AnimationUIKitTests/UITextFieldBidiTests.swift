import AnimationRender
@testable import AnimationUIKit
import TestSupport
import XCTest

/// A text field holding Hebrew and mixed text, measured by the renderer's shaping measurer: the
/// caret stands where the characters are drawn (the first Hebrew letter is at the right), clicks
/// find the nearest drawn boundary, the selection covers the drawn characters, and a typed emoji
/// is drawn in colour.
final class UITextFieldBidiTests: InputTestCase {
    private var saved: TextMeasuring?

    override func setUp() {
        super.setUp()
        saved = CAResourceProviders.text
        CAResourceProviders.text = TTFTextMeasurer()
    }

    override func tearDown() { CAResourceProviders.text = saved; super.tearDown() }

    private func field(_ text: String) -> UITextField {
        let f = addView(UITextField(), CGRect(x: 0, y: 0, width: 300, height: 30))
        f.text = text
        click(290, 15)
        return f
    }

    /// The caret's x from the drawn text's left end at character `offset`.
    private func caretX(_ f: UITextField, at offset: Int) -> CGFloat {
        let utf16 = f.text!.prefix(offset).utf16.count
        f.selectedRange = NSRange(location: utf16, length: 0)
        return f.caretView.frame.minX - f.textLabel.frame.minX
    }

    func testCaretInHebrewFollowsTheLettersFromTheRight() {
        let f = field("שלום")
        let width = f.textLabel.frame.width
        XCTAssertEqual(f.caretOffset, 0, "a click right of right-to-left text is before its first letter")
        XCTAssertEqual(caretX(f, at: 0), width, accuracy: 1.5, "before ש: the right end")
        XCTAssertEqual(caretX(f, at: 4), 0, accuracy: 1.5, "after ם: the left end")
        XCTAssertGreaterThan(caretX(f, at: 1), caretX(f, at: 2))
        XCTAssertGreaterThan(caretX(f, at: 2), caretX(f, at: 3))
        click(f.textLabel.frame.minX + 1, 15, at: 1)
        XCTAssertEqual(f.caretOffset, 4, "a click at the left end is after the last letter")
    }

    func testCaretAndSelectionInMixedText() {
        let text = "abc שלום 123"
        let f = field(text)
        let xs = (0...text.count).map { caretX(f, at: $0) }
        let width = f.textLabel.frame.width
        XCTAssertTrue(xs.allSatisfy { $0 >= -0.5 && $0 <= width + 0.5 }, "\(xs) within 0…\(width)")
        XCTAssertLessThan(xs[1], xs[2])
        XCTAssertLessThan(xs[3], xs[9], "1 is drawn right of c: abc 123 םולש")
        XCTAssertLessThan(xs[9], xs[5], "and ש right of 1")
        XCTAssertEqual(xs[4], width, accuracy: 1.5, "ש is the rightmost letter")
        XCTAssertEqual(xs[text.count], width, accuracy: 1.5, "the end of a left-to-right paragraph is its right end")
        // Selecting ש highlights the right end; selecting everything, the whole text.
        f.selectedRange = NSRange(location: 4, length: 1)
        XCTAssertFalse(f.selectionView.isHidden)
        XCTAssertEqual(f.selectionView.frame.maxX, f.textLabel.frame.minX + width, accuracy: 1.5)
        XCTAssertLessThan(f.selectionView.frame.width, width / 4)
        f.selectedRange = NSRange(location: 0, length: text.utf16.count)
        XCTAssertEqual(f.selectionView.frame.width, width, accuracy: 1.5)
        // Every click lands on a boundary; arrows walk every position without trouble.
        for x in stride(from: 0, through: 300, by: 7) {
            click(CGFloat(x), 15, at: 2 + Double(x))
            XCTAssertTrue((0...text.utf16.count).contains(f.selectedRange.location))
        }
        window.sendKey(.home)
        for _ in 0...text.count { window.sendKey(.rightArrow) }
        XCTAssertEqual(f.caretOffset, text.count)
    }

    func testTypedEmojiIsDrawnInColour() throws {
        AssetLibrary.installProviders()
        window.backgroundColor = .white
        let f = addView(UITextField(), CGRect(x: 10, y: 10, width: 200, height: 34))
        f.borderStyle = .roundedRect
        click(100, 27)
        XCTAssertTrue(window.sendText("ok 😀"))
        XCTAssertEqual(f.text, "ok 😀")
        XCTAssertGreaterThan(caretX(f, at: 4), caretX(f, at: 3) + 10, "the caret steps over the emoji's width")
        CARunLoop.tick()
        let renderer = try Renderer(headlessWidth: 220, height: 60)
        renderer.render(window.layer.renderSnapshot(at: CACurrentMediaTime()), background: .white)
        let image = renderer.readPixels()
        var coloured = 0
        for y in 10..<44 { for x in 10..<210 {
            let p = image[x, y]
            if Int(p.r) - Int(p.b) > 80 && Int(p.g) - Int(p.b) > 40 { coloured += 1 }   // the face's yellow
        } }
        XCTAssertGreaterThan(coloured, 60)
    }
}
