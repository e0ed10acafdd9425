import XCTest
@testable import AnimationUIKit

/// Records delegate calls and control events in one list, in the order they happen.
final class EditingLog: UITextFieldDelegate {
    var calls: [String] = []
    var allowsChange = true
    var allowsEnd = true

    init(_ field: UITextField) {
        field.delegate = self
        let events: [(UIControl.Event, String)] = [
            (.editingDidBegin, ".editingDidBegin"), (.editingChanged, ".editingChanged"),
            (.editingDidEnd, ".editingDidEnd"), (.editingDidEndOnExit, ".editingDidEndOnExit"),
        ]
        for (event, name) in events {
            field.addAction(UIAction { [weak self] _ in self?.calls.append(name) }, for: event)
        }
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return allowsEnd }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { calls.append("shouldReturn"); return true }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        calls.append("shouldChange(\(range.location),\(range.length),\(string))")
        return allowsChange
    }
}

final class UITextFieldTests: InputTestCase {
    private let measurer = FixedTextMeasurer()   // 0.5 em per character: 8.5 pt at 17 pt

    override func setUp() { super.setUp(); measurer.install() }
    override func tearDown() { measurer.uninstall(); super.tearDown() }

    private func field(y: CGFloat = 0) -> UITextField {
        addView(UITextField(), CGRect(x: 0, y: y, width: 200, height: 30))
    }

    func testClickBeginsEditingWithACaretAtTheEnd() {
        let f = field()
        f.text = "abc"

        click(50, 15)

        XCTAssertTrue(f.isEditing)
        XCTAssertTrue(f.isFirstResponder)
        XCTAssertTrue(window.isEditingText)
        XCTAssertEqual(f.caretOffset, 3)
        XCTAssertFalse(f.caretView.isHidden)
    }

    func testCaretBlinksHalfASecondOnHalfOff() {
        let f = field()
        click(50, 15, at: 0)

        at(0.3)
        XCTAssertEqual(f.caretView.layer.presentation()?.opacity, 1)
        at(0.6)
        XCTAssertEqual(f.caretView.layer.presentation()?.opacity, 0)
        at(1.2)

        XCTAssertEqual(f.caretView.layer.presentation()?.opacity, 1)
    }

    func testTypingInsertsAtTheCaretInDelegateOrder() {
        let f = field()
        let log = EditingLog(f)

        click(50, 15)
        XCTAssertTrue(window.sendText("hi"))
        XCTAssertTrue(window.sendKey(.leftArrow))
        XCTAssertTrue(window.sendText("!"))

        XCTAssertEqual(f.text, "h!i")
        XCTAssertEqual(log.calls, ["shouldBegin", "didBegin", ".editingDidBegin",
                                   "shouldChange(0,0,hi)", ".editingChanged",
                                   "shouldChange(1,0,!)", ".editingChanged"])
    }

    func testReturnEndsEditingInDelegateOrder() {
        let f = field()
        let log = EditingLog(f)
        click(50, 15)
        log.calls = []

        XCTAssertTrue(window.sendKey(.returnKey))

        XCTAssertEqual(log.calls, ["shouldReturn", ".editingDidEndOnExit", "shouldEnd", "didEnd", ".editingDidEnd"])
        XCTAssertFalse(f.isEditing)
        XCTAssertFalse(window.isEditingText)
        XCTAssertTrue(f.caretView.isHidden)
    }

    func testClickElsewhereEndsEditing() {
        let f = field()
        click(50, 15, at: 0)

        click(300, 300, at: 1)

        XCTAssertFalse(f.isEditing)
    }

    func testEscapeEndsEditing() {
        let f = field()
        click(50, 15)

        XCTAssertTrue(window.sendKey(.escape))

        XCTAssertFalse(f.isEditing)
    }

    func testDelegateCanRefuseAChange() {
        let f = field()
        f.text = "ab"
        let log = EditingLog(f)
        log.allowsChange = false
        click(50, 15)

        window.sendText("x")
        window.sendKey(.backspace)

        XCTAssertEqual(f.text, "ab")
        XCTAssertTrue(log.calls.contains("shouldChange(1,1,)"))
    }

    func testDelegateCanRefuseToEnd() {
        let f = field()
        let log = EditingLog(f)
        log.allowsEnd = false
        click(50, 15)

        XCTAssertFalse(f.resignFirstResponder())

        XCTAssertTrue(f.isEditing)
    }

    func testBackspaceDeleteAndCaretKeys() {
        let f = field()
        f.text = "abcdef"
        click(190, 15)                      // right of the text: abcdef|

        window.sendKey(.backspace)          // abcde|
        window.sendKey(.home)               // |abcde
        window.sendKey(.deleteForward)      // |bcde
        window.sendKey(.rightArrow)         // b|cde
        window.sendText("X")                // bX|cde
        window.sendKey(.end)
        window.sendKey(.leftArrow)
        window.sendKey(.backspace)          // bXc|e

        XCTAssertEqual(f.text, "bXce")
        XCTAssertEqual(f.caretOffset, 3)
    }

    func testTabMovesToTheNextFieldAndShiftTabBack() {
        let first = field(y: 0), second = field(y: 50), third = field(y: 100)
        let log = EditingLog(first)
        click(50, 15)
        log.calls = []

        window.sendKey(.tab)
        XCTAssertTrue(second.isEditing)
        XCTAssertFalse(first.isEditing)
        XCTAssertEqual(log.calls, ["shouldEnd", "didEnd", ".editingDidEnd"])
        window.sendKey(.tab)
        XCTAssertTrue(third.isEditing)
        window.sendKey(.tab)
        XCTAssertTrue(first.isEditing, "wraps around")
        window.sendKey(.tab, shift: true)

        XCTAssertTrue(third.isEditing)
    }

    func testClickOnAnotherFieldMovesEditingThere() {
        let first = field(y: 0), second = field(y: 50)
        click(50, 15, at: 0)

        click(50, 65, at: 1)

        XCTAssertFalse(first.isEditing)
        XCTAssertTrue(second.isEditing)
    }

    func testKeysAndTextAreIgnoredWhenNotEditing() {
        let f = field()
        f.text = "a"

        XCTAssertFalse(window.sendText("b"))
        XCTAssertFalse(window.sendKey(.backspace))

        XCTAssertEqual(f.text, "a")
    }

    func testControlCharactersAreDropped() {
        let f = field()
        click(50, 15)

        window.sendText("a\u{0}b\n\tc\u{7F}\u{1B}d\r\u{2028}")

        XCTAssertEqual(f.text, "abcd")
    }

    func testEmojiAndCombiningMarksAreEditedAsWholeCharacters() {
        let f = field()
        click(50, 15)

        window.sendText("👩‍👩‍👧x🇫🇷")
        window.sendKey(.backspace)
        XCTAssertEqual(f.text, "👩‍👩‍👧x")
        window.sendKey(.leftArrow)
        window.sendKey(.backspace)
        XCTAssertEqual(f.text, "x")
        window.sendKey(.end)
        window.sendText("e")
        window.sendText("\u{301}")   // a combining acute joins the e

        XCTAssertEqual(f.text, "xé")
        XCTAssertEqual(f.caretOffset, 2)
        window.sendKey(.backspace)
        XCTAssertEqual(f.text, "x")
    }

    func testRightToLeftTextIsKept() {
        let f = field()
        click(50, 15)

        window.sendText("שלום")
        window.sendKey(.home)
        window.sendText("\u{200F}")   // a right-to-left mark is a format character: kept

        XCTAssertEqual(f.text, "\u{200F}שלום")
        XCTAssertEqual(f.caretOffset, 1)
    }

    func testHundredThousandCharactersStayCheapPerKeystroke() {
        let f = field()
        click(50, 15)
        let long = String(repeating: "abcdefghij", count: 10_000)

        XCTAssertTrue(window.sendText(long))
        for _ in 0..<200 { window.sendText("z") }
        for _ in 0..<100 { window.sendKey(.backspace) }
        for _ in 0..<50 { window.sendKey(.leftArrow) }

        XCTAssertEqual(f.text?.count, 100_100)
        XCTAssertEqual(f.caretOffset, 100_050)
        XCTAssertLessThanOrEqual(f.textLabel.text?.count ?? 0, 2 * UITextField.visibleCharacters,
                                 "draws a window of the text")
        XCTAssertLessThanOrEqual(f.caretView.frame.maxX, f.bounds.maxX, "the caret stays in view")
    }

    func testPlaceholderShowsWhileEmpty() {
        let f = field()
        f.placeholder = "Username"
        XCTAssertEqual(f.textLabel.text, "Username")

        click(50, 15)
        window.sendText("m")

        XCTAssertEqual(f.textLabel.text, "m")
        XCTAssertEqual(f.textLabel.textColor, .black)
    }

    func testDisabledFieldDoesNotBeginEditing() {
        let f = field()
        f.isEnabled = false

        click(50, 15)

        XCTAssertFalse(f.isEditing)
        XCTAssertFalse(f.becomeFirstResponder())
    }

    func testSettingTextFiltersAndMovesTheCaretToTheEnd() {
        let f = field()

        f.text = "a\u{0}bc"

        XCTAssertEqual(f.text, "abc")
        XCTAssertEqual(f.caretOffset, 3)
    }

    func testSecureEntryDrawsBulletsAndKeepsTheText() {
        let f = field()
        f.isSecureTextEntry = true
        click(50, 15)

        window.sendText("pässword")

        XCTAssertEqual(f.text, "pässword")
        XCTAssertEqual(f.textLabel.text, String(repeating: "\u{2022}", count: 8))
    }

    func testFieldRemovedWhileEditingStopsTakingKeys() {
        let f = field()
        let log = EditingLog(f)
        click(50, 15)

        f.removeFromSuperview()

        XCTAssertFalse(window.sendText("x"))
        XCTAssertFalse(window.isEditingText)
        XCTAssertFalse(f.isEditing)
        XCTAssertEqual(log.calls.suffix(3), ["shouldEnd", "didEnd", ".editingDidEnd"])
    }

    func testDisablingTheFieldEndsEditing() {
        let f = field()
        click(50, 15)

        f.isEnabled = false

        XCTAssertFalse(f.isEditing)
        XCTAssertFalse(window.isEditingText)
    }

    func testClickPutsTheCaretAtTheNearestCharacter() {
        let f = field()
        f.text = "abcdef"   // drawn from x = 6, 8.5 pt per character

        click(6 + 8.5 * 2.4, 15, at: 0)
        XCTAssertTrue(f.isEditing)
        XCTAssertEqual(f.caretOffset, 2)
        click(6 + 8.5 * 4.6, 15, at: 1)
        XCTAssertEqual(f.caretOffset, 5)
        click(190, 15, at: 2)

        XCTAssertEqual(f.caretOffset, 6)
        XCTAssertEqual(Double(f.caretView.frame.minX), 6 + 8.5 * 6, accuracy: 1e-9)
    }

    func testClickInScrolledLongTextLandsInTheDrawnPart() {
        let f = field()
        f.text = String(repeating: "x", count: 1000)
        click(100, 15, at: 0)   // the end is drawn at the right edge: 194 = 6 + 188

        // 94 pt left of the caret at 194: 11 characters before the end.
        XCTAssertEqual(f.caretOffset, 1000 - 11)
    }
}
