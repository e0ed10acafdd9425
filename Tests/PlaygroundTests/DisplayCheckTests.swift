import Foundation
@testable import PlaygroundKit
import XCTest

/// A display that does not answer is named and refused, not replaced by SDL's offscreen driver.
final class DisplayCheckTests: XCTestCase {
    func testARealDriverIsAccepted() {
        XCTAssertNil(DisplayCheck.problem(videoDriver: "x11", environment: ["DISPLAY": ":0"]))
        XCTAssertNil(DisplayCheck.problem(videoDriver: "wayland", environment: ["WAYLAND_DISPLAY": "wayland-0"]))
    }

    func testTheOffscreenFallbackNamesTheXDisplay() {
        let problem = DisplayCheck.problem(videoDriver: "offscreen", environment: ["DISPLAY": ":57"])

        XCTAssertEqual(problem, .displayUnavailable(variable: "DISPLAY", value: ":57"))
        XCTAssertEqual(problem?.description,
                       "cannot open the display \":57\" (DISPLAY): no X server answers there; "
                        + "set DISPLAY to a running display or use --headless")
        XCTAssertEqual(problem?.exitCode, 1)
    }

    func testAWaylandDisplayWithNoCompositorIsNamed() {
        XCTAssertEqual(DisplayCheck.problem(videoDriver: "offscreen", environment: ["WAYLAND_DISPLAY": "wayland-9"]),
                       .displayUnavailable(variable: "WAYLAND_DISPLAY", value: "wayland-9"))
        XCTAssertEqual(DisplayCheck.problem(videoDriver: nil, environment: ["WAYLAND_DISPLAY": "wayland-9"]),
                       .displayUnavailable(variable: "WAYLAND_DISPLAY", value: "wayland-9"))
    }

    func testInvisibleDriversAreAcceptedWhenAskedFor() {
        XCTAssertNil(DisplayCheck.problem(videoDriver: "offscreen", environment: ["SDL_VIDEODRIVER": "offscreen"]))
        XCTAssertNil(
            DisplayCheck.problem(videoDriver: "dummy", environment: ["SDL_VIDEODRIVER": "x11,dummy", "DISPLAY": ":57"]))
        XCTAssertEqual(DisplayCheck.problem(videoDriver: "dummy",
                                            environment: ["SDL_VIDEODRIVER": "offscreen", "DISPLAY": "nonsense"]),
                       .displayUnavailable(variable: "DISPLAY", value: "nonsense"))
    }

    /// The real SDL, in this process, with `DISPLAY` naming a server that does not exist.
    func testSDLWithAMissingXServerIsRefused() {
        let saved = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].map {
            ($0, ProcessInfo.processInfo.environment[$0])
        }
        defer { for (name, value) in saved { if let value { setenv(name, value, 1) } else { unsetenv(name) } } }
        setenv("DISPLAY", ":57", 1)
        unsetenv("WAYLAND_DISPLAY")
        unsetenv("SDL_VIDEODRIVER")

        XCTAssertThrowsError(try WindowApp.startVideo()) {
            XCTAssertEqual($0 as? PlaygroundError, .displayUnavailable(variable: "DISPLAY", value: ":57"))
        }
    }
}
