import AnimationCore
import AnimationRender
import TestSupport
import XCTest

/// Curls and flips of a layer whose own `isHidden` changes inside the transition, rendered from
/// real layers on a manual clock: the layer comes in from nothing (shown) or goes to nothing
/// (hidden), and mid-transition frames show part of it moving.
final class HiddenLayerTransitionTests: ManualClockTestCase {
    /// 100 s, the shared default, stated here because the tests write media times as literals.
    override class var startTime: CFTimeInterval { 100 }
    private let banner = CGRect(x: 30, y: 20, width: 100, height: 80)
    private let orange = RGBA8(r: 255, g: 140, b: 26)

    /// A root with an orange banner (and a dark stripe on it), `hidden` at first; a one-second
    /// linear transition of `type` is added to the banner at 100 s, and then its `isHidden`
    /// becomes `!hidden`.
    private func root(_ type: CATransitionType, startsHidden hidden: Bool) -> CALayer {
        let root = CALayer(), layer = CALayer(), stripe = CALayer()
        CATransaction.setDisableActions(true)
        root.frame = CGRect(x: 0, y: 0, width: testWidth, height: testHeight)
        layer.frame = banner
        layer.backgroundColor = CGColor(red: 1, green: 0.55, blue: 0.1, alpha: 1)
        stripe.frame = CGRect(x: 10, y: 30, width: 80, height: 20)
        stripe.backgroundColor = CGColor(red: 0.3, green: 0.1, blue: 0, alpha: 1)
        layer.addSublayer(stripe)
        layer.isHidden = hidden
        root.addSublayer(layer)
        CARunLoop.tick()
        let transition = CATransition()
        transition.type = type
        transition.duration = 1
        layer.add(transition, forKey: kCATransition)
        CATransaction.setDisableActions(true)
        layer.isHidden = !hidden
        CARunLoop.tick()
        return root
    }

    private func frame(_ root: CALayer, at t: Double) throws -> RenderedImage {
        try renderImage(root.renderSnapshot(at: 100 + t).root)
    }

    /// Pixels inside the banner's frame where `a` and `b` differ by more than a little.
    private func changed(_ a: RenderedImage, _ b: RenderedImage) -> Int {
        var n = 0
        for y in Int(banner.minY)..<Int(banner.maxY) {
            for x in Int(banner.minX)..<Int(banner.maxX) where a[x, y].maxChannelDifference(to: b[x, y]) > 24 { n += 1 }
        }
        return n
    }

    /// Pixels of the image (anywhere) that are the banner's orange.
    private func orangePixels(_ image: RenderedImage) -> Int {
        var n = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].maxChannelDifference(to: orange) <= 12 { n += 1 }
        }
        return n
    }

    /// Checks the start, end and mid frames of a transition that shows (or hides) the banner.
    private func check(_ type: CATransitionType, shows: Bool, mid: Double,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        let root = root(type, startsHidden: shows)
        let start = try frame(root, at: 0), middle = try frame(root, at: mid), end = try frame(root, at: 1.01)
        let shown = shows ? end : start, blank = shows ? start : end
        let area = Int(banner.width * banner.height)

        assertPixel(shown, 40, 30, orange, file: file, line: line)
        assertPixel(blank, 40, 30, white8, file: file, line: line)
        XCTAssertGreaterThan(changed(middle, start), area / 10, "mid frame differs from the start",
                             file: file, line: line)
        XCTAssertGreaterThan(changed(middle, end), area / 10, "mid frame differs from the end", file: file, line: line)
        let full = orangePixels(shown), part = orangePixels(middle)
        XCTAssertGreaterThan(part, full / 10, "part of the banner shows (\(part) of \(full) px)",
                             file: file, line: line)
        XCTAssertLessThan(part, full * 9 / 10, "but not all of it flat (\(part) of \(full) px)", file: file, line: line)
    }

    func testCurlDownBringsAHiddenLayerIn() throws {
        try check(.curlDown, shows: true, mid: 0.5)
    }

    func testCurlUpTakesALayerAwayAsItIsHidden() throws {
        try check(.curlUp, shows: false, mid: 0.5)
    }

    func testCurlDownTakesALayerAwayAsItIsHidden() throws {
        try check(.curlDown, shows: false, mid: 0.5)
    }

    func testCurlUpBringsAHiddenLayerIn() throws {
        try check(.curlUp, shows: true, mid: 0.5)
    }

    func testFlipFromBottomBringsAHiddenLayerIn() throws {
        try check(.flipFromBottom, shows: true, mid: 0.7)
    }

    func testFlipFromTopTakesALayerAwayAsItIsHidden() throws {
        try check(.flipFromTop, shows: false, mid: 0.3)
    }

    func testMidFlipFramesShowTheBannerTurnedNotFlat() throws {
        let root = root(.flipFromTop, startsHidden: false)

        let turned = try frame(root, at: 0.3)

        XCTAssertEqual(turned[80, 21], white8, "shorter than the banner while it turns about its middle")
        assertPixel(turned, 80, 60, RGBA8(r: 77, g: 26, b: 0), tolerance: 6)   // the stripe, still in the middle
    }
}
