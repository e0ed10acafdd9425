import XCTest
@testable import AnimationUIKit

/// A view that logs the presses it receives and uses the keys in `uses`.
private final class PressLogView: UIView {
    let name: String
    let log: PressLog
    var uses: Set<UIKeyboardHIDUsage> = []
    var focusable = true

    init(_ name: String, log: PressLog, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { focusable }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.entries.append("\(name) began \(presses.first?.key?.keyCode.rawValue ?? -1)")
        if let code = presses.first?.key?.keyCode, uses.contains(code) { return }
        super.pressesBegan(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.entries.append("\(name) ended \(presses.first?.key?.keyCode.rawValue ?? -1)")
        if let code = presses.first?.key?.keyCode, uses.contains(code) { return }
        super.pressesEnded(presses, with: event)
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.entries.append("\(name) cancelled")
        super.pressesCancelled(presses, with: event)
    }
}

private final class PressLog { var entries: [String] = [] }

/// A window that logs what reaches the end of the chain.
private final class PressLogWindow: UIWindow {
    var log: PressLog?
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.entries.append("window began")
        super.pressesBegan(presses, with: event)
    }
}

final class UIPressTests: InputTestCase {
    private let log = PressLog()
    private let left = UIKey(.leftArrow)

    /// window ▸ outer ▸ inner, inner first responder.
    private func makeChain() -> (PressLogWindow, PressLogView, PressLogView) {
        let w = PressLogWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        w.log = log
        let outer = PressLogView("outer", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = PressLogView("inner", log: log)
        w.addSubview(outer)
        outer.addSubview(inner)
        XCTAssertTrue(inner.becomeFirstResponder())
        window = w
        return (w, outer, inner)
    }

    func testAnUnusedPressGoesFromTheFirstResponderUpToTheWindowAndIsReportedUnused() {
        let (w, _, _) = makeChain()

        let used = w.sendPress(.began, key: left)

        XCTAssertFalse(used)
        XCTAssertEqual(log.entries, ["inner began 80", "outer began 80", "window began"])
    }

    func testASuperviewThatUsesTheKeyStopsItThere() {
        let (w, outer, _) = makeChain()
        outer.uses = [.keyboardLeftArrow]

        let used = w.sendPress(.began, key: left)
        let ended = w.sendPress(.ended, key: left)

        XCTAssertTrue(used)
        XCTAssertTrue(ended)
        XCTAssertEqual(log.entries, ["inner began 80", "outer began 80", "inner ended 80", "outer ended 80"])
    }

    func testEndedStartsAtTheResponderThatGotBeganEvenAfterFocusMoves() {
        let (w, outer, inner) = makeChain()
        inner.uses = [.keyboardLeftArrow]
        let other = PressLogView("other", log: log, frame: CGRect(x: 250, y: 0, width: 50, height: 50))
        w.addSubview(other)

        w.sendPress(.began, key: left)
        XCTAssertTrue(other.becomeFirstResponder())
        w.sendPress(.ended, key: left)

        XCTAssertEqual(log.entries, ["inner began 80", "inner ended 80"])
        XCTAssertFalse(outer.isFirstResponder)
    }

    func testWithoutAFirstResponderTheWindowGetsThePress() {
        let w = PressLogWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.log = log
        window = w

        XCTAssertFalse(w.sendPress(.began, key: left))
        XCTAssertEqual(log.entries, ["window began"])
    }

    func testAKeyAlreadyDownIsNotDeliveredAgainAndAnswersAsBefore() {
        let (w, _, inner) = makeChain()
        inner.uses = [.keyboardLeftArrow]

        XCTAssertTrue(w.sendPress(.began, key: left))
        XCTAssertTrue(w.sendPress(.began, key: left), "auto-repeat: used, as the first press was")
        XCTAssertTrue(w.sendPress(.ended, key: left))
        XCTAssertFalse(w.sendPress(.ended, key: left), "not down any more")

        XCTAssertEqual(log.entries, ["inner began 80", "inner ended 80"])
    }

    func testTheSamePressObjectCarriesTheKeyThroughItsPhases() {
        final class Catcher: UIView {
            var seen: [(UIPress, UIPress.Phase, String, UIKeyModifierFlags)] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { record(presses, event) }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { record(presses, event) }
            func record(_ presses: Set<UIPress>, _ event: UIPressesEvent?) {
                guard let p = presses.first, event?.allPresses == presses else { return }
                seen.append((p, p.phase, p.key?.characters ?? "", p.key?.modifierFlags ?? []))
            }
        }
        let catcher = Catcher(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(catcher)
        catcher.becomeFirstResponder()

        XCTAssertTrue(window.sendKey(.rightArrow, shift: true))

        XCTAssertEqual(catcher.seen.count, 2)
        XCTAssertTrue(catcher.seen[0].0 === catcher.seen[1].0)
        XCTAssertEqual(catcher.seen.map(\.1), [.began, .ended])
        XCTAssertEqual(catcher.seen[0].2, "UIKeyInputRightArrow")
        XCTAssertEqual(catcher.seen[0].3, .shift)
        XCTAssertEqual(catcher.seen[0].0.key?.keyCode, .keyboardRightArrow)
    }

    func testCancellingInteractionsCancelsKeysThatAreDown() {
        let (w, _, inner) = makeChain()
        inner.uses = [.keyboardLeftArrow]
        w.sendPress(.began, key: left)

        w.cancelAllInteractions()

        XCTAssertEqual(log.entries, ["inner began 80", "inner cancelled", "outer cancelled"])
        XCTAssertFalse(w.sendPress(.ended, key: left), "nothing left to end")
    }

    func testAnEditingTextFieldTakesEditingKeysBeforeTheChainAndThenItGetsThem() {
        let (w, outer, _) = makeChain()
        outer.uses = [.keyboardUpArrow]
        let field = UITextField(frame: CGRect(x: 0, y: 120, width: 100, height: 30))
        outer.addSubview(field)
        field.text = "ab"
        XCTAssertTrue(field.becomeFirstResponder())

        XCTAssertTrue(w.sendKey(.backspace))
        XCTAssertTrue(w.sendKey(.upArrow), "the caret goes home")
        XCTAssertTrue(w.sendKey(.escape), "ends editing")
        XCTAssertTrue(outer.becomeFirstResponder())
        XCTAssertTrue(w.sendKey(.upArrow))

        XCTAssertEqual(field.text, "a")
        XCTAssertEqual(log.entries, ["outer began 82", "outer ended 82"], "no press while the field edited")
    }

    func testLetterUsagesAndBadCharacters() {
        XCTAssertEqual(UIKeyboardHIDUsage.letter("a"), .keyboardA)
        XCTAssertEqual(UIKeyboardHIDUsage.letter("Z"), .keyboardZ)
        XCTAssertNil(UIKeyboardHIDUsage.letter("é"))
        XCTAssertNil(UIKeyboardHIDUsage.letter("1"))
    }
}
