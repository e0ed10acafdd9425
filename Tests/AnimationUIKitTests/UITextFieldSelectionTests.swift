import XCTest
@testable import AnimationUIKit

/// Desktop editing of a text field: selection, word jumps, the clipboard, undo, secure entry.
/// Characters are 8.5 pt wide (`FixedTextMeasurer` at 17 pt) after 6 pt of padding.
final class UITextFieldSelectionTests: InputTestCase {
    private let measurer = FixedTextMeasurer()
    private let ctrl: UIKeyModifierFlags = .control
    private let ctrlShift: UIKeyModifierFlags = [.control, .shift]

    override func setUp() {
        super.setUp()
        measurer.install()
        UIPasteboard.general.storage = InMemoryPasteboardStorage()
    }

    override func tearDown() { measurer.uninstall(); super.tearDown() }

    /// An editing field holding `text`, with the caret at the end.
    private func editing(_ text: String) -> UITextField {
        let f = addView(UITextField(), CGRect(x: 0, y: 0, width: 300, height: 30))
        f.text = text
        click(290, 15, at: 0)
        XCTAssertTrue(f.isEditing)
        return f
    }

    /// x (window) of the boundary before character `k`.
    private func x(_ k: Int) -> CGFloat { 6 + 8.5 * CGFloat(k) }

    func testShiftArrowsSelectAndAnArrowCollapsesTheSelection() {
        let f = editing("hello world")
        for _ in 0..<3 { window.sendKey(.leftArrow, shift: true) }
        XCTAssertEqual(f.selectedRange, NSRange(location: 8, length: 3))
        XCTAssertEqual(f.selectedText, "rld")
        XCTAssertFalse(f.selectionView.isHidden)
        XCTAssertEqual(f.selectionView.frame.minX, x(8), accuracy: 1e-9)
        XCTAssertEqual(f.selectionView.frame.width, 8.5 * 3, accuracy: 1e-9)

        window.sendKey(.leftArrow)
        XCTAssertEqual(f.selectedRange, NSRange(location: 8, length: 0))
        XCTAssertNil(f.selectedText)
        XCTAssertTrue(f.selectionView.isHidden)

        window.sendKey(.home, shift: true)
        XCTAssertEqual(f.selectedText, "hello wo")
        window.sendKey(.end, shift: true)
        XCTAssertEqual(f.selectedText, "rld", "the anchor stays where the selection began")
    }

    func testCtrlArrowsJumpByWords() {
        let f = editing("hello, big world")
        window.sendKey(.leftArrow, modifiers: ctrl)
        XCTAssertEqual(f.caretOffset, 11)
        window.sendKey(.leftArrow, modifiers: ctrl)
        XCTAssertEqual(f.caretOffset, 7)
        window.sendKey(.leftArrow, modifiers: ctrl)
        XCTAssertEqual(f.caretOffset, 0)
        window.sendKey(.rightArrow, modifiers: ctrl)
        XCTAssertEqual(f.caretOffset, 5, "the end of the word, before the comma")
        window.sendKey(.rightArrow, modifiers: ctrlShift)
        XCTAssertEqual(f.selectedText, ", big")
        window.sendKey(.backspace, modifiers: ctrl)
        XCTAssertEqual(f.text, "hello world", "Backspace removes the selection")
        window.sendKey(.backspace, modifiers: ctrl)
        XCTAssertEqual(f.text, " world", "Ctrl+Backspace removes the word before the caret")
    }

    func testDoubleClickSelectsTheWord() {
        let f = editing("hello world")
        press(x(7) + 1, 15, at: 1, clicks: 2)
        release(x(7) + 1, 15, at: 1.05)
        XCTAssertEqual(f.selectedText, "world")
        XCTAssertTrue(f.caretView.isHidden, "a selection hides the caret")
    }

    func testDragSelects() {
        let f = editing("hello world")
        press(x(0), 15, at: 1)
        move(x(3), 15, at: 1.1)
        release(x(5), 15, at: 1.2)
        XCTAssertEqual(f.selectedRange, NSRange(location: 0, length: 5))
    }

    func testCtrlASelectsAllAndTypingReplacesTheSelection() {
        let f = editing("hello")
        XCTAssertTrue(window.sendKey(.character("a"), modifiers: ctrl))
        XCTAssertEqual(f.selectedText, "hello")
        window.sendText("bye")
        XCTAssertEqual(f.text, "bye")
        XCTAssertEqual(f.caretOffset, 3)
        XCTAssertNil(f.selectedText)
    }

    func testCopyCutAndPasteThroughThePasteboard() {
        let f = editing("hello world")
        for _ in 0..<5 { window.sendKey(.leftArrow, shift: true) }
        window.sendKey(.character("c"), modifiers: ctrl)
        XCTAssertEqual(UIPasteboard.general.string, "world")
        XCTAssertEqual(f.text, "hello world")

        window.sendKey(.home)
        window.sendKey(.character("v"), modifiers: ctrl)
        XCTAssertEqual(f.text, "worldhello world")
        XCTAssertEqual(f.caretOffset, 5)

        window.sendKey(.character("a"), modifiers: ctrl)
        window.sendKey(.character("x"), modifiers: ctrl)
        XCTAssertEqual(f.text, "")
        XCTAssertEqual(UIPasteboard.general.string, "worldhello world")

        UIPasteboard.general.string = "two\nlines"
        window.sendKey(.character("v"), modifiers: ctrl)
        XCTAssertEqual(f.text, "twolines", "a single-line field drops the line break")
    }

    func testPasteAsksTheDelegate() {
        let f = editing("ab")
        let log = EditingLog(f)
        log.allowsChange = false
        UIPasteboard.general.string = "zz"
        window.sendKey(.character("v"), modifiers: ctrl)
        XCTAssertEqual(f.text, "ab")
        XCTAssertEqual(log.calls, ["shouldChange(2,0,zz)"])
    }

    func testUndoTakesBackARunOfTypingAtOnceAndRedoRestoresIt() {
        let f = editing("")
        for c in ["a", "b", "c"] { window.sendText(c) }
        window.sendKey(.leftArrow)
        window.sendText("X")
        XCTAssertEqual(f.text, "abXc")

        window.sendKey(.character("z"), modifiers: ctrl)
        XCTAssertEqual(f.text, "abc")
        XCTAssertEqual(f.caretOffset, 2)
        window.sendKey(.character("z"), modifiers: ctrl)
        XCTAssertEqual(f.text, "")
        XCTAssertFalse(f.canUndo)

        window.sendKey(.character("z"), modifiers: ctrlShift)
        XCTAssertEqual(f.text, "abc")
        window.sendKey(.character("y"), modifiers: ctrl)
        XCTAssertEqual(f.text, "abXc")
        XCTAssertFalse(f.canRedo)
    }

    func testUndoOfBackspacesAndOfACut() {
        let f = editing("hello")
        window.sendKey(.backspace)
        window.sendKey(.backspace)
        XCTAssertEqual(f.text, "hel")
        f.undo()
        XCTAssertEqual(f.text, "hello", "two Backspaces in a row are one step")
        window.sendKey(.leftArrow, shift: true)
        window.sendKey(.character("x"), modifiers: ctrl)
        XCTAssertEqual(f.text, "hell")
        f.undo()
        XCTAssertEqual(f.text, "hello")
        XCTAssertEqual(f.selectedText, "o", "undo restores the selection too")
    }

    func testSettingTextForgetsTheUndoHistory() {
        let f = editing("")
        window.sendText("abc")
        f.text = "new"
        XCTAssertFalse(f.canUndo)
    }

    func testSecureFieldDrawsBulletsAndRefusesToCopy() {
        let f = editing("")
        f.isSecureTextEntry = true
        window.sendText("sun")
        XCTAssertEqual(f.textLabel.text, "\u{2022}\u{2022}\u{2022}")
        XCTAssertEqual(f.caretView.frame.minX, x(3), accuracy: 1e-9, "the caret follows the bullets")
        UIPasteboard.general.string = "before"
        window.sendKey(.character("a"), modifiers: ctrl)
        window.sendKey(.character("c"), modifiers: ctrl)
        window.sendKey(.character("x"), modifiers: ctrl)
        XCTAssertEqual(UIPasteboard.general.string, "before")
        XCTAssertEqual(f.text, "sun")
    }

    func testOtherCtrlLettersAreNotEditingCommands() {
        _ = editing("abc")
        XCTAssertFalse(window.sendKey(.character("q"), modifiers: ctrl))
    }
}
