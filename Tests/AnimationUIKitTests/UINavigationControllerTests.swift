import XCTest
@testable import AnimationUIKit

final class UINavigationControllerTests: InputTestCase {
    var root: UIViewController!
    var nav: UINavigationController!
    var source: AnimatorSource!

    override func setUp() {
        super.setUp()
        root = UIViewController()
        nav = UINavigationController(rootViewController: root)
        source = AnimatorSource()
        nav.delegate = source
        nav.view.frame = window.bounds
        window.addSubview(nav.view)
    }

    func testRootViewFillsTheNavigationView() {
        XCTAssertTrue(root.view.superview === nav.view)
        XCTAssertEqual(root.view.frame, window.bounds)
        XCTAssertTrue(root.navigationController === nav)
        XCTAssertTrue(nav.topViewController === root)
    }

    func testPushAsksTheDelegateAndRunsItsAnimatorInTheNavigationView() throws {
        let next = UIViewController()

        nav.pushViewController(next, animated: true)

        XCTAssertEqual(source.operations, [.push])
        let context = try XCTUnwrap(source.present.contexts.first)
        XCTAssertTrue(context.containerView === nav.view)
        XCTAssertTrue(context.view(forKey: .from) === root.view)
        XCTAssertTrue(context.view(forKey: .to) === next.view)
        XCTAssertEqual(nav.viewControllers.count, 1, "the stack changes when the animator completes")
        at(0.51)
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertTrue(nav.topViewController === next)
        XCTAssertNil(root.view.superview, "the covered view leaves the tree")
        XCTAssertTrue(next.navigationController === nav)
    }

    func testPopRunsTheDelegatesPopAnimatorAndRestoresTheRoot() throws {
        let next = UIViewController()
        nav.pushViewController(next, animated: true)
        at(0.6)

        let popped = nav.popViewController(animated: true)

        XCTAssertTrue(popped === next)
        XCTAssertEqual(source.operations, [.push, .pop])
        let context = try XCTUnwrap(source.dismiss.contexts.first)
        XCTAssertTrue(context.view(forKey: .to) === root.view)
        XCTAssertEqual(root.view.frame, window.bounds)
        at(0.6 + 0.26)
        XCTAssertTrue(nav.topViewController === root)
        XCTAssertNil(next.view.superview)
        XCTAssertNil(next.navigationController)
    }

    func testPushWithoutAnimatorSwapsAtOnce() {
        nav.delegate = nil
        let next = UIViewController()

        nav.pushViewController(next, animated: true)

        XCTAssertTrue(nav.topViewController === next)
        XCTAssertTrue(next.view.superview === nav.view)
        XCTAssertNil(root.view.superview)
    }

    func testPoppingTheRootIsRefusedWithADiagnostic() {
        var messages: [String] = []
        let saved = CADiagnostics.handler
        CADiagnostics.reset()
        CADiagnostics.handler = { messages.append($0) }
        defer { CADiagnostics.handler = saved }

        XCTAssertNil(nav.popViewController(animated: true))

        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(nav.topViewController === root)
    }

    func testPushDuringATransitionIsRefused() {
        nav.pushViewController(UIViewController(), animated: true)
        var messages: [String] = []
        let saved = CADiagnostics.handler
        CADiagnostics.reset()
        CADiagnostics.handler = { messages.append($0) }
        defer { CADiagnostics.handler = saved }

        nav.pushViewController(UIViewController(), animated: true)
        at(0.6)

        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(nav.viewControllers.count, 2)
    }

    func testNavigationViewResizesTheTopView() {
        nav.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)

        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
    }
}
