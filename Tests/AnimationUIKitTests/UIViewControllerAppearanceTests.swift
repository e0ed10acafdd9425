import XCTest
@testable import AnimationUIKit
import TestSupport

/// A controller that writes its appearance and layout callbacks into a shared log.
final class AppearanceProbe: UIViewController {
    let name: String
    let log: AppearanceLog
    init(_ name: String, _ log: AppearanceLog) { self.name = name; self.log = log; super.init() }
    override func viewDidLoad() { log.add("\(name).didLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).willAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).willDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).didDisappear(\(animated))") }
    override func viewWillLayoutSubviews() { log.add("\(name).willLayout") }
    override func viewDidLayoutSubviews() { log.add("\(name).didLayout") }
    override func willMove(toParent parent: UIViewController?) { log.add("\(name).willMove(\(describe(parent)))") }
    override func didMove(toParent parent: UIViewController?) { log.add("\(name).didMove(\(describe(parent)))") }
    private func describe(_ parent: UIViewController?) -> String { parent == nil ? "nil" : "parent" }
}

final class AppearanceLog {
    private(set) var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
    /// The entries since the last call.
    func take() -> [String] { defer { entries = [] }; return entries }
}

final class UIViewControllerAppearanceTests: InputTestCase {
    let log = AppearanceLog()

    func testRootViewControllerLoadsAppearsAndLaysOutInUIKitsOrder() {
        let a = AppearanceProbe("A", log)
        window.rootViewController = a

        XCTAssertEqual(log.take(), ["A.didLoad", "A.willAppear(false)", "A.willLayout", "A.didLayout",
                                    "A.didAppear(false)"])
        XCTAssertEqual(a.view.frame, window.bounds, "the root view fills the window")

        window.rootViewController = nil
        XCTAssertEqual(log.take(), ["A.willDisappear(false)", "A.didDisappear(false)"])
        XCTAssertNil(a.view.superview)
    }

    func testPresentationAndDismissalWithAnAnimatorCallDidOnlyWhenTheTransitionEnds() {
        let a = AppearanceProbe("A", log), b = AppearanceProbe("B", log), source = AnimatorSource()
        window.rootViewController = a
        _ = b.view
        _ = log.take()
        b.transitioningDelegate = source

        a.present(b, animated: true)
        XCTAssertEqual(log.take(), ["A.willDisappear(true)", "B.willAppear(true)", "B.willLayout", "B.didLayout"])
        at(0.25)
        XCTAssertEqual(log.take(), [], "nothing is told while the 0.5 s animation runs")
        at(0.6)
        XCTAssertEqual(log.take(), ["A.didDisappear(true)", "B.didAppear(true)"])

        b.dismiss(animated: true)
        XCTAssertEqual(log.take(), ["B.willDisappear(true)", "A.willAppear(true)", "A.willLayout", "A.didLayout"])
        at(1.0)
        XCTAssertEqual(log.take(), ["B.didDisappear(true)", "A.didAppear(true)"])
    }

    func testPresentationWithoutAnimatorHappensAtOnceInTheSameOrder() {
        let a = AppearanceProbe("A", log), b = AppearanceProbe("B", log)
        window.rootViewController = a
        _ = b.view
        _ = log.take()

        a.present(b, animated: false)

        XCTAssertEqual(log.take(), ["A.willDisappear(false)", "B.willAppear(false)", "B.willLayout", "B.didLayout",
                                    "A.didDisappear(false)", "B.didAppear(false)"])
    }

    func testCancelledTransitionTurnsBothControllersBack() {
        let a = AppearanceProbe("A", log), b = AppearanceProbe("B", log), source = AnimatorSource()
        source.present.completes = false
        window.rootViewController = a
        _ = b.view
        _ = log.take()
        b.transitioningDelegate = source

        a.present(b, animated: true)
        _ = log.take()
        at(0.6)

        XCTAssertEqual(log.take(), ["B.willDisappear(true)", "A.willAppear(true)",
                                    "B.didDisappear(true)", "A.didAppear(true)"])
        XCTAssertNil(a.presentedViewController)
    }

    func testNavigationPushAndPopCallTheCallbacksOfBothControllers() {
        let a = AppearanceProbe("A", log), b = AppearanceProbe("B", log), source = AnimatorSource()
        let nav = UINavigationController(rootViewController: a)
        nav.delegate = source
        window.rootViewController = nav
        XCTAssertEqual(log.take(), ["A.willMove(parent)", "A.didMove(parent)", "A.didLoad", "A.willAppear(false)",
                                    "A.willLayout", "A.didLayout", "A.didAppear(false)"],
                       "the stack's root appears with the navigation controller")
        XCTAssertTrue(nav.children.elementsEqual([a]) { $0 === $1 })
        _ = b.view
        _ = log.take()

        nav.pushViewController(b, animated: true)
        XCTAssertEqual(log.take(), ["B.willMove(parent)", "A.willDisappear(true)", "B.willAppear(true)",
                                    "B.willLayout", "B.didLayout"])
        at(0.6)
        XCTAssertEqual(log.take(), ["A.didDisappear(true)", "B.didAppear(true)", "B.didMove(parent)"])
        XCTAssertTrue(nav.children.elementsEqual([a, b]) { $0 === $1 })

        nav.popViewController(animated: true)
        XCTAssertEqual(log.take(), ["B.willMove(nil)", "B.willDisappear(true)", "A.willAppear(true)",
                                    "A.willLayout", "A.didLayout"])
        at(1.0)
        XCTAssertEqual(log.take(), ["B.didDisappear(true)", "A.didAppear(true)", "B.didMove(nil)"])
        XCTAssertTrue(nav.children.elementsEqual([a]) { $0 === $1 })
    }

    func testChildAddedToAShownParentAppearsWhenItsViewIsAdded() {
        let parent = AppearanceProbe("P", log), child = AppearanceProbe("C", log)
        window.rootViewController = parent
        _ = log.take()

        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        XCTAssertEqual(log.take(), ["C.willMove(parent)", "C.didLoad", "C.willAppear(false)", "C.willLayout",
                                    "C.didLayout",
                                    "C.didAppear(false)", "C.didMove(parent)"])
        XCTAssertTrue(child.parent === parent)

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertEqual(log.take(), ["C.willMove(nil)", "C.willDisappear(false)", "C.didDisappear(false)",
                                    "C.didMove(nil)"])
        XCTAssertTrue(parent.children.isEmpty)
    }

    func testChildrenAppearAndDisappearWithTheirParent() {
        let parent = AppearanceProbe("P", log), child = AppearanceProbe("C", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        _ = log.take()

        window.rootViewController = parent
        XCTAssertEqual(log.take(), ["P.willAppear(false)", "C.willAppear(false)", "P.willLayout", "P.didLayout",
                                    "C.willLayout", "C.didLayout", "P.didAppear(false)", "C.didAppear(false)"])
        window.rootViewController = nil
        XCTAssertEqual(log.take(), ["P.willDisappear(false)", "C.willDisappear(false)",
                                    "P.didDisappear(false)", "C.didDisappear(false)"])
    }

    func testAControllerIsToldEachChangeOnce() {
        let a = AppearanceProbe("A", log)
        window.rootViewController = a
        _ = log.take()

        a.beginAppearanceTransition(true, animated: false)
        a.endAppearanceTransition()
        XCTAssertEqual(log.take(), [], "already shown")
        a.view.removeFromSuperview()
        a.view.removeFromSuperview()
        XCTAssertEqual(log.take(), ["A.willDisappear(false)", "A.didDisappear(false)"])
    }

    func testAddingAControllerToItsOwnChildIsRefused() {
        let a = UIViewController(), b = UIViewController()
        a.addChild(b)
        let messages = diagnostics(during: { b.addChild(a) })
        XCTAssertNil(a.parent)
        XCTAssertEqual(messages.count, 1)
    }
}
