import XCTest
@testable import AnimationUIKit
import TestSupport

final class UIApplicationTests: XCTestCase {
    private var observers: [NSObjectProtocol] = []
    private var posted: [String] = []

    override func setUp() {
        super.setUp()
        UIApplication.shared.hostReset()
        let names: [(Notification.Name, String)] = [
            (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
            (UIApplication.willResignActiveNotification, "willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
        ]
        for (name, label) in names {
            let center = NotificationCenter.default
            observers.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                XCTAssertTrue((note.object as? UIApplication) === UIApplication.shared)
                self?.posted.append(label)
            })
        }
    }

    override func tearDown() {
        for o in observers { NotificationCenter.default.removeObserver(o) }
        observers = []
        UIApplication.shared.hostReset()
        super.tearDown()
    }

    func testLosingAndRegainingFocusResignsAndBecomesActive() {
        let app = UIApplication.shared
        XCTAssertEqual(app.applicationState, .active)
        app.hostWindowFocusChanged(false)
        XCTAssertEqual(app.applicationState, .inactive)
        app.hostWindowFocusChanged(false)
        app.hostWindowFocusChanged(true)
        XCTAssertEqual(app.applicationState, .active)
        XCTAssertEqual(posted, ["willResignActive", "didBecomeActive"])
    }

    func testMinimisingAndRestoringGoThroughTheBackgroundInUIKitsOrder() {
        let app = UIApplication.shared
        // SDL reports a minimise as focus lost then hidden, a restore as shown then focus gained.
        app.hostWindowFocusChanged(false)
        app.hostWindowVisibilityChanged(false)
        XCTAssertEqual(app.applicationState, .background)
        app.hostWindowVisibilityChanged(true)
        XCTAssertEqual(app.applicationState, .inactive)
        app.hostWindowFocusChanged(true)
        XCTAssertEqual(app.applicationState, .active)
        XCTAssertEqual(posted, ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"])
    }

    func testHidingAnActiveWindowResignsFirstThenEntersTheBackground() {
        UIApplication.shared.hostWindowVisibilityChanged(false)
        XCTAssertEqual(posted, ["willResignActive", "didEnterBackground"])
        UIApplication.shared.hostWindowVisibilityChanged(true)
        XCTAssertEqual(posted, ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"],
                       "shown again with the focus: back to active")
    }

    func testFocusGainedWhileHiddenStaysInTheBackground() {
        UIApplication.shared.hostWindowVisibilityChanged(false)
        posted = []
        UIApplication.shared.hostWindowFocusChanged(true)
        XCTAssertEqual(UIApplication.shared.applicationState, .background)
        XCTAssertEqual(posted, [])
    }

    func testScreenAnswersForTheHostWindow() {
        UIScreen.main.hostDidResize(to: CGSize(width: 1280, height: 800), scale: 2)
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 1280, height: 800))
        XCTAssertEqual(UIScreen.main.scale, 2)
        XCTAssertEqual(UIScreen.main.nativeScale, 2)
        XCTAssertEqual(UIScreen.main.nativeBounds.size, CGSize(width: 2560, height: 1600))
        let messages = diagnostics(during: {
            UIScreen.main.hostDidResize(to: CGSize(width: 0, height: 10), scale: .nan)
        })
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(UIScreen.main.scale, 2, "a bad size is ignored")
        UIScreen.main.hostDidResize(to: CGSize(width: 390, height: 844), scale: 1)
    }

    func testDispatchTimeConstantsMatchApples() {
        XCTAssertEqual(NSEC_PER_SEC, 1_000_000_000)
        XCTAssertEqual(NSEC_PER_MSEC, 1_000_000)
        XCTAssertEqual(USEC_PER_SEC, 1_000_000)
        XCTAssertEqual(NSEC_PER_USEC, 1_000)
        let deadline = DispatchTime(uptimeNanoseconds: 5 * NSEC_PER_SEC / 2)
        XCTAssertEqual(deadline.uptimeNanoseconds, 2_500_000_000)
    }
}
