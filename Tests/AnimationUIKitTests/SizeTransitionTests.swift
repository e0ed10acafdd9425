import XCTest
@testable import AnimationUIKit

/// A controller that fades a badge alongside a size change and logs the calls.
private final class RotatingController: UIViewController {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var log: [String] = []
    var sizes: [CGSize] = []

    override func viewDidLoad() { view.addSubview(badge) }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
        log.append("will \(Int(size.width))x\(Int(size.height)) "
                   + "animated \(coordinator.isAnimated) \(coordinator.transitionDuration)")
        coordinator.animate(alongsideTransition: { _ in
            self.log.append("alongside")
            self.badge.alpha = size.width > size.height ? 0.25 : 0.55
        }, completion: { context in
            self.log.append("completion \(context.isCancelled)")
        })
    }
}

final class SizeTransitionTests: InputTestCase {
    private func makeRoot() -> RotatingController {
        let root = RotatingController()
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.view.frame = window.bounds
        window.addSubview(root.view)
        root.badge.alpha = 0.55
        return root
    }

    func testWindowAndAlongsideChangesAnimateTogetherWithTheEaseInOutCurve() {
        let root = makeRoot()
        var done = false

        setTime(0)
        window.sendSizeTransition(to: CGSize(width: 480, height: 320), rootViewController: root) { done = true }
        at(0.2)
        let width = window.layer.presentation()!.bounds.width
        let alpha = Double(root.badge.layer.presentation()!.opacity)
        let rootWidth = root.view.layer.presentation()!.bounds.width
        at(0.41)

        let half = CAMediaTimingFunction(name: .easeInEaseOut).solve(forInput: 0.5)
        XCTAssertEqual(Double(width), 320 + 160 * half, accuracy: 1e-3)
        XCTAssertEqual(Double(rootWidth), 320 + 160 * half, accuracy: 1e-3)
        XCTAssertEqual(alpha, 0.55 - 0.3 * half, accuracy: 1e-3)
        XCTAssertEqual(root.log, ["will 480x320 animated true 0.4", "alongside", "completion false"])
        XCTAssertTrue(done)
        XCTAssertEqual(window.bounds.size, CGSize(width: 480, height: 320))
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 480, height: 320))
    }

    func testPresentedControllersAreToldAndResized() {
        let root = makeRoot()
        let presented = RotatingController()
        root.present(presented, animated: false)

        window.sendSizeTransition(to: CGSize(width: 480, height: 320), rootViewController: root, duration: 0)

        XCTAssertEqual(presented.sizes, [CGSize(width: 480, height: 320)])
        XCTAssertEqual(presented.view.bounds.size, CGSize(width: 480, height: 320))
        XCTAssertEqual(presented.log.last, "completion false")
        XCTAssertEqual(Double(presented.badge.alpha), 0.25, accuracy: 1e-6, "no duration: at once")
    }

    func testBadSizesAreRefused() {
        let root = makeRoot()

        XCTAssertFalse(window.sendSizeTransition(to: CGSize(width: 0, height: 320), rootViewController: root))
        XCTAssertFalse(window.sendSizeTransition(to: CGSize(width: CGFloat.nan, height: 320), rootViewController: root))
        XCTAssertFalse(
            window.sendSizeTransition(to: CGSize(width: 10, height: 10), rootViewController: root, duration: -1))

        XCTAssertEqual(root.sizes, [])
        XCTAssertEqual(window.bounds.size, CGSize(width: 320, height: 480))
    }
}
