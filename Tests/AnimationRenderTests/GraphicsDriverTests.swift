import AnimationCore
@testable import AnimationRender
import CSDL2
import XCTest

/// `GraphicsDriver.makeWindow`: windows are asked for with alpha first (cheaper backdrop
/// reads), and made without it when the X server has no such visual.
final class GraphicsDriverTests: XCTestCase {
    func testAWindowRefusedWithAlphaIsAskedForAgainWithout() {
        var calls = 0
        let sentinel = OpaquePointer(bitPattern: 0x1000)!
        let made = GraphicsDriver.makeWindow {
            calls += 1
            return calls == 1 ? nil : sentinel
        }
        XCTAssertEqual(made, sentinel)
        XCTAssertEqual(calls, 2)
    }

    func testAWindowMadeWithAlphaIsMadeOnce() {
        var calls = 0
        let sentinel = OpaquePointer(bitPattern: 0x2000)!
        XCTAssertEqual(GraphicsDriver.makeWindow { calls += 1; return sentinel }, sentinel)
        XCTAssertEqual(calls, 1)
        XCTAssertNil(GraphicsDriver.makeWindow { nil }, "nil when neither request gives a window")
    }

    /// A real hidden OpenGL window through the offscreen driver (as headless export makes it)
    /// draws and reads back the same pixels as before alpha was asked for.
    func testTheHeadlessWindowStillDrawsOpaquePixels() throws {
        let renderer = try Renderer(headlessWidth: 8, height: 8)
        renderer.render(RenderSnapshot(time: 0, root: root([], background: rgba(0.2, 0.4, 0.6))), background: .white)
        let image = renderer.readPixels()
        let p = image.pixel(x: 3, y: 3)
        XCTAssertEqual(p.a, 255)
        XCTAssertEqual(Double(p.r), 0.2 * 255, accuracy: 1); XCTAssertEqual(Double(p.b), 0.6 * 255, accuracy: 1)
    }
}
