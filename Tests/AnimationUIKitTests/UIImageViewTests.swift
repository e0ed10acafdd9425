import XCTest
@testable import AnimationUIKit

final class UIImageViewTests: InputTestCase {
    private let frames: [UIImage] = (0..<4).map { i in
        UIImage(cgImage: CGImage(width: 1, height: 1, pixels: [0xFF00_0000 | UInt32(i)], name: "frame\(i)")!)
    }

    /// The index of the frame the presentation layer shows, or nil for another content.
    private func shownFrame(_ view: UIImageView) -> Int? {
        guard let shown = view.layer.presentation()?.contents as? CGImage else { return nil }
        return frames.firstIndex { $0.cgImage === shown }
    }

    func testEachImageShowsForItsShareOfTheDuration() {
        let view = addView(UIImageView(), CGRect(x: 0, y: 0, width: 10, height: 10))
        view.animationImages = frames
        view.animationDuration = 0.8
        view.startAnimating()
        XCTAssertTrue(view.isAnimating)

        let expected: [(Double, Int)] = [(0, 0), (0.19, 0), (0.21, 1), (0.45, 2), (0.61, 3), (0.79, 3), (0.81, 0),
                                         (1.05, 1)]
        for (t, index) in expected {
            at(t)
            XCTAssertEqual(shownFrame(view), index, "at \(t) s")
        }
    }

    func testDefaultDurationIsThirtyImagesPerSecond() {
        let view = addView(UIImageView(), CGRect(x: 0, y: 0, width: 10, height: 10))
        view.animationImages = frames   // 4 images: 4/30 s

        view.startAnimating()
        at(1.0 / 30 + 1e-6)
        XCTAssertEqual(shownFrame(view), 1)
        at(3.0 / 30 + 1e-6)

        XCTAssertEqual(shownFrame(view), 3)
    }

    func testSlowedLayerPlaysTheFramesTenTimesSlower() {
        let view = addView(UIImageView(), CGRect(x: 0, y: 0, width: 10, height: 10))
        window.layer.speed = 0.1
        view.animationImages = frames
        view.animationDuration = 0.8

        view.startAnimating()
        at(0.3)
        XCTAssertEqual(shownFrame(view), 0)
        at(3.0)

        XCTAssertEqual(shownFrame(view), 1)
    }

    func testFiniteRepeatEndsOnTheStillImage() {
        let still = UIImage(cgImage: CGImage(width: 1, height: 1, pixels: [0xFFFF_FFFF])!)
        let view = addView(UIImageView(image: still), CGRect(x: 0, y: 0, width: 10, height: 10))
        view.animationImages = frames
        view.animationDuration = 0.4
        view.animationRepeatCount = 2

        view.startAnimating()
        at(0.75)   // second cycle, 0.35 s in: the last image
        XCTAssertEqual(shownFrame(view), 3)
        at(0.8)

        XCTAssertFalse(view.isAnimating)
        XCTAssertTrue(view.layer.presentation()?.contents as? CGImage === still.cgImage)
    }

    func testStopAnimatingShowsTheImage() {
        let view = addView(UIImageView(), CGRect(x: 0, y: 0, width: 10, height: 10))
        view.image = frames[2]
        view.animationImages = frames
        view.startAnimating()
        at(0.04)

        view.stopAnimating()

        XCTAssertFalse(view.isAnimating)
        XCTAssertEqual(shownFrame(view), 2)
    }

    func testStartingWithoutImagesReportsAndDoesNothing() {
        var messages: [String] = []
        let saved = CADiagnostics.handler
        CADiagnostics.reset()
        CADiagnostics.handler = { messages.append($0) }
        defer { CADiagnostics.handler = saved }
        let view = UIImageView()

        view.startAnimating()

        XCTAssertFalse(view.isAnimating)
        XCTAssertEqual(messages.count, 1)
    }

    func testContentModeSetsTheGravity() {
        let view = UIImageView()

        view.contentMode = .scaleAspectFit
        XCTAssertEqual(view.layer.contentsGravity, .resizeAspect)
        view.contentMode = .center

        XCTAssertEqual(view.layer.contentsGravity, .center)
    }

    func testTouchesPassThroughUnlessInteractionIsEnabled() {
        let back = addView(UIView(), CGRect(x: 0, y: 0, width: 100, height: 100))
        let image = addView(UIImageView(), CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(window.presentedHitTest(CGPoint(x: 50, y: 50)) === back)
        var taps = 0
        image.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })

        image.isUserInteractionEnabled = true
        click(50, 50)

        XCTAssertEqual(taps, 1)
    }
}
