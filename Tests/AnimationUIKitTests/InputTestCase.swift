import XCTest
@testable import AnimationUIKit
import TestSupport

/// Shared set-up for the input tests, on the shared manual clock (`ManualClockTestCase`: each
/// test starts at 100 s; `at(_:)` moves the clock and turns the run loop, `setTime(_:)` only
/// moves it, as events bring their own time): a 400×400 window, and helpers that send pointer
/// events through `UIWindow`'s entry points at given times.
/// (Has no tests of its own, so subclasses do not inherit any.)
class InputTestCase: ManualClockTestCase {
    var window: UIWindow!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        CARunLoop.tick()
    }

    override func tearDown() {
        window?.cancelAllInteractions()
        window = nil
        super.tearDown()
    }

    @discardableResult
    func press(_ x: CGFloat, _ y: CGFloat, at t: Double? = nil, clicks: Int = 1) -> Bool {
        if let t { setTime(t) }
        return window.sendPointer(.began, at: CGPoint(x: x, y: y), clickCount: clicks)
    }

    @discardableResult
    func move(_ x: CGFloat, _ y: CGFloat, at t: Double? = nil) -> Bool {
        if let t { setTime(t) }
        return window.sendPointer(.moved, at: CGPoint(x: x, y: y))
    }

    @discardableResult
    func release(_ x: CGFloat, _ y: CGFloat, at t: Double? = nil) -> Bool {
        if let t { setTime(t) }
        return window.sendPointer(.ended, at: CGPoint(x: x, y: y))
    }

    /// A press and release at the same point.
    func click(_ x: CGFloat, _ y: CGFloat, at t: Double = 0) {
        press(x, y, at: t)
        release(x, y, at: t + 0.05)
    }

    /// Adds a view with `frame` to the window.
    @discardableResult
    func addView<V: UIView>(_ view: V, _ frame: CGRect) -> V {
        view.frame = frame
        window.addSubview(view)
        return view
    }

    func assertPoint(_ p: CGPoint, _ q: CGPoint, accuracy: Double = 1e-6,
                     file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Double(p.x), Double(q.x), accuracy: accuracy, "x", file: file, line: line)
        XCTAssertEqual(Double(p.y), Double(q.y), accuracy: accuracy, "y", file: file, line: line)
    }
}

/// Records a recognizer's states as its handler hears them.
final class StateLog<R: UIGestureRecognizer> {
    var states: [UIGestureRecognizer.State] = []
    init(_ recognizer: R) {
        recognizer.addTarget { [weak self] (r: R) in self?.states.append(r.state) }
    }
}

/// A text measurer with round numbers (0.5 em per character, 1.25 em high), installed by tests
/// that check sizes so they do not depend on whether a renderer's font measurer is installed.
final class FixedTextMeasurer: TextMeasuring {
    private var saved: TextMeasuring?

    func size(of string: String, fontName: String?, fontSize: CGFloat) -> CGSize {
        CGSize(width: CGFloat(string.count) * fontSize * 0.5, height: fontSize * 1.25)
    }

    func install() { saved = CAResourceProviders.text; CAResourceProviders.text = self }
    func uninstall() { CAResourceProviders.text = saved }
}
