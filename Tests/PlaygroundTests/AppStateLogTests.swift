import AnimationUIKit
import Foundation
@testable import PlaygroundKit
import XCTest

/// The app-state log the window's end-to-end test reads: one line per UIApplication
/// notification, in UIKit's order, only when the environment asks for it.
final class AppStateLogTests: XCTestCase {
    override func setUp() { super.setUp(); UIApplication.shared.hostReset() }
    override func tearDown() { UIApplication.shared.hostReset(); super.tearDown() }

    func testFocusAndMinimisingWriteUIKitsNotificationsInOrder() {
        var lines: [String] = []
        let log = AppStateLog { lines.append($0) }
        UIApplication.shared.hostWindowFocusChanged(false)
        UIApplication.shared.hostWindowFocusChanged(true)
        UIApplication.shared.hostWindowVisibilityChanged(false)
        UIApplication.shared.hostWindowVisibilityChanged(true)
        XCTAssertEqual(lines, ["app state: willResignActive, now inactive",
                               "app state: didBecomeActive, now active",
                               "app state: willResignActive, now inactive",
                               "app state: didEnterBackground, now background",
                               "app state: willEnterForeground, now inactive",
                               "app state: didBecomeActive, now active"])
        withExtendedLifetime(log) {}
    }

    func testAReleasedLogWritesNothing() {
        var lines: [String] = []
        var log: AppStateLog? = AppStateLog { lines.append($0) }
        log = nil
        UIApplication.shared.hostWindowFocusChanged(false)
        XCTAssertEqual(lines, [])
        XCTAssertNil(log)
    }

    func testOnlyTheEnvironmentValueOneTurnsItOn() {
        XCTAssertNil(AppStateLog.fromEnvironment([:]))
        XCTAssertNil(AppStateLog.fromEnvironment([AppStateLog.environmentKey: "0"]))
        XCTAssertNotNil(AppStateLog.fromEnvironment([AppStateLog.environmentKey: "1"]))
    }
}
