import XCTest
import AnimationRender
@testable import AnimationUIKit
import TestSupport

/// The controls as the renderer draws them: one golden image of each kind in a typical state,
/// and pixel checks that the state shows (a switch's track turns green, a slider's blue part
/// follows the value, bullets replace a secure field's letters).
final class ControlsDrawingTests: ManualClockTestCase {
    private var window: UIWindow!

    override func setUp() {
        super.setUp()
        AssetLibrary.installProviders()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        window.backgroundColor = .white
    }

    override func tearDown() { window = nil; super.tearDown() }

    private func render() throws -> RenderedImage {
        CARunLoop.tick()
        let renderer = try Renderer(headlessWidth: 320, height: 300)
        renderer.render(window.layer.renderSnapshot(at: CACurrentMediaTime()), background: .white)
        return renderer.readPixels()
    }

    private func add<V: UIView>(_ v: V, _ frame: CGRect) -> V {
        v.frame = frame
        window.addSubview(v)
        return v
    }

    func testEveryControlDrawsPlainly() throws {
        let slider = add(UISlider(), CGRect(x: 20, y: 20, width: 200, height: 31))
        slider.value = 0.3
        add(UISwitch(), CGRect(x: 240, y: 20, width: 51, height: 31)).isOn = true
        let segments = add(UISegmentedControl(items: ["One", "Two", "Three"]),
                           CGRect(x: 20, y: 70, width: 280, height: 32))
        segments.selectedSegmentIndex = 1
        add(UIStepper(), CGRect(x: 20, y: 120, width: 94, height: 32)).value = 1
        add(UIProgressView(progressViewStyle: .default), CGRect(x: 130, y: 134, width: 170, height: 4)).progress = 0.6
        let spinner = add(UIActivityIndicatorView(style: .large), CGRect(x: 20, y: 170, width: 37, height: 37))
        spinner.startAnimating()
        let dots = add(UIPageControl(), CGRect(x: 80, y: 176, width: 220, height: 26))
        dots.numberOfPages = 5
        dots.currentPage = 2
        let field = add(UITextField(), CGRect(x: 20, y: 230, width: 280, height: 34))
        field.borderStyle = .roundedRect
        field.isSecureTextEntry = true
        field.text = "secret"

        let image = try render()
        if let failure = GoldenImage.verify(image, named: "controls", tolerance: .init(channelTolerance: 8)) {
            XCTFail(failure)
        }
    }

    /// Every image in this target's `Golden/` is compared by a test.
    func testEveryGoldenIsUsedByATest() {
        XCTAssertEqual(GoldenImage.unusedGoldens(), [], "golden images no test compares with")
    }

    func testSwitchTrackTurnsGreenWhenOn() throws {
        let s = add(UISwitch(), CGRect(x: 20, y: 20, width: 51, height: 31))
        let offPixel = try render()[24, 35]
        s.isOn = true
        let onPixel = try render()[24, 35]
        XCTAssertGreaterThan(Int(offPixel.r), 200, "off: light grey \(offPixel)")
        XCTAssertLessThan(Int(onPixel.r), 100, "on: green \(onPixel)")
        XCTAssertGreaterThan(Int(onPixel.g), 150)
    }

    func testSliderFillsBlueUpToTheThumb() throws {
        let slider = add(UISlider(), CGRect(x: 0, y: 0, width: 228, height: 31))
        slider.value = 0.5
        let image = try render()
        let left = image[60, 15], right = image[180, 15]
        XCTAssertGreaterThan(Int(left.b), 200)
        XCTAssertLessThan(Int(left.r), 60, "left of the thumb is blue: \(left)")
        XCTAssertGreaterThan(Int(right.r), 180, "right of the thumb is light grey: \(right)")
    }

    func testSecureFieldDrawsNoLetters() throws {
        let plain = add(UITextField(), CGRect(x: 0, y: 0, width: 200, height: 30))
        plain.text = "lllll"
        let secure = add(UITextField(), CGRect(x: 0, y: 40, width: 200, height: 30))
        secure.text = "lllll"
        secure.isSecureTextEntry = true
        let image = try render()
        func darkColumns(y0: Int) -> Int {
            (0..<200).filter { x in (y0..<(y0 + 30)).contains { image[x, $0].r < 100 } }.count
        }
        // Five thin "l"s cover few columns; five bullets are wide discs, and sit elsewhere.
        XCTAssertGreaterThan(darkColumns(y0: 0), 0)
        XCTAssertGreaterThan(darkColumns(y0: 40), 0)
        XCTAssertNotEqual(secure.textLabel.text, "lllll")
        var differing = 0
        for y in 0..<30 {
            for x in 0..<200 where image[x, y].maxChannelDifference(to: image[x, y + 40]) > 40 { differing += 1 }
        }
        XCTAssertGreaterThan(differing, 20, "the secure field's pixels differ from the plain one's")
    }
}
