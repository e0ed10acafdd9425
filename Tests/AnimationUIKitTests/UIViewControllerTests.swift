import XCTest
@testable import AnimationUIKit

final class UIViewControllerTests: InputTestCase {
    /// A root controller whose view fills the test window.
    func makeRoot() -> UIViewController {
        let root = UIViewController()
        root.view.frame = window.bounds
        window.addSubview(root.view)
        return root
    }

    func testViewIsMadeOnFirstUseThenViewDidLoadRuns() {
        final class Probe: UIViewController {
            var loads = 0
            override func viewDidLoad() { loads += 1 }
        }
        let vc = Probe()
        XCTAssertFalse(vc.isViewLoaded)

        _ = vc.view
        _ = vc.view

        XCTAssertTrue(vc.isViewLoaded)
        XCTAssertEqual(vc.loads, 1)
    }

    func testPresentRunsTheDelegatesAnimatorInTheWindow() throws {
        let root = makeRoot(), detail = UIViewController(), source = AnimatorSource()
        detail.transitioningDelegate = source
        var completed = false

        root.present(detail, animated: true) { completed = true }

        let context = try XCTUnwrap(source.present.contexts.first)
        XCTAssertTrue(context.containerView === window)
        XCTAssertTrue(context.view(forKey: .from) === root.view)
        XCTAssertTrue(context.view(forKey: .to) === detail.view)
        XCTAssertTrue(context.viewController(forKey: .to) === detail)
        XCTAssertEqual(context.finalFrame(for: detail), window.bounds)
        XCTAssertEqual(detail.view.frame, window.bounds, "the incoming view starts at its final frame")
        XCTAssertNil(root.presentedViewController, "not presented until the animator completes")
        at(0.25)
        XCTAssertEqual(Double(detail.view.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 0.2)
        at(0.51)
        XCTAssertTrue(completed)
        XCTAssertTrue(root.presentedViewController === detail)
        XCTAssertTrue(detail.presentingViewController === root)
        XCTAssertEqual(source.present.ended, [true])
    }

    func testDismissRemovesThePresentedViewWhenTheAnimatorCompletes() throws {
        let root = makeRoot(), detail = UIViewController(), source = AnimatorSource()
        detail.transitioningDelegate = source
        root.present(detail, animated: true)
        at(0.6)

        detail.dismiss(animated: true)

        let context = try XCTUnwrap(source.dismiss.contexts.first)
        XCTAssertTrue(context.view(forKey: .from) === detail.view)
        XCTAssertTrue(context.view(forKey: .to) === root.view)
        XCTAssertTrue(detail.view.superview === window, "still shown while the animator runs")
        at(0.6 + 0.26)
        XCTAssertNil(detail.view.superview)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(detail.presentingViewController)
    }

    func testPresentWithoutAnimatorShowsTheViewAtOnce() {
        let root = makeRoot(), detail = UIViewController()
        var completed = false

        root.present(detail, animated: true) { completed = true }

        XCTAssertTrue(completed)
        XCTAssertTrue(detail.view.superview === window)
        XCTAssertEqual(detail.view.frame, window.bounds)
    }

    func testIncompleteTransitionUndoesThePresentation() {
        let root = makeRoot(), detail = UIViewController(), source = AnimatorSource()
        source.present.completes = false
        detail.transitioningDelegate = source
        var completed = false

        root.present(detail, animated: true) { completed = true }
        at(0.6)

        XCTAssertFalse(completed)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(detail.view.superview)
        XCTAssertEqual(source.present.ended, [false])
    }

    func testPresentDuringATransitionIsRefusedWithADiagnostic() {
        let root = makeRoot(), detail = UIViewController(), other = UIViewController(), source = AnimatorSource()
        detail.transitioningDelegate = source
        root.present(detail, animated: true)
        var messages: [String] = []
        let saved = CADiagnostics.handler
        CADiagnostics.reset()
        CADiagnostics.handler = { messages.append($0) }
        defer { CADiagnostics.handler = saved }

        root.present(other, animated: true)

        XCTAssertEqual(messages.count, 1)
        XCTAssertNil(other.view.superview)
    }

    func testDismissWithNothingPresentedIsADiagnosticNotATrap() {
        let root = makeRoot()
        var messages: [String] = []
        let saved = CADiagnostics.handler
        CADiagnostics.reset()
        CADiagnostics.handler = { messages.append($0) }
        defer { CADiagnostics.handler = saved }

        root.dismiss(animated: true)

        XCTAssertEqual(messages.count, 1)
    }

    func testCompletingTwiceIsADiagnostic() throws {
        let root = makeRoot(), detail = UIViewController(), source = AnimatorSource()
        detail.transitioningDelegate = source
        root.present(detail, animated: true)
        at(0.6)
        var messages: [String] = []
        let saved = CADiagnostics.handler
        CADiagnostics.reset()
        CADiagnostics.handler = { messages.append($0) }
        defer { CADiagnostics.handler = saved }

        try XCTUnwrap(source.present.contexts.first).completeTransition(true)

        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(root.presentedViewController === detail)
    }
}
