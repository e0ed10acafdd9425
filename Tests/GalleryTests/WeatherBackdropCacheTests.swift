import AnimationUIKit
@testable import Gallery
import XCTest

/// The flight board's wide weather pictures are kept for the most recent widths only: a window
/// resized through many widths (the soak's storm of resizes) must not keep one picture per width.
final class WeatherBackdropCacheTests: XCTestCase {
    func testResizingThroughManyWidthsKeepsABoundedNumberOfPictures() {
        for side in stride(from: 16, through: 16 * 24, by: 16) {
            _ = Artwork.backdrop(.sunny, side: CGFloat(side))
        }
        XCTAssertLessThanOrEqual(Artwork.keptWideBackdropCount, Artwork.wideBackdropLimit)
    }

    func testTheWidthInUseIsDrawnOnceAndKept() {
        let first = Artwork.backdrop(.snowy, side: 160)
        for side in [176, 192] { _ = Artwork.backdrop(.sunny, side: CGFloat(side)) }
        XCTAssertTrue(Artwork.backdrop(.snowy, side: 160) === first, "a recent width is not drawn again")
    }

    func testPreparedWidthsAreDrawnInTheBackgroundForEveryWeather() {
        let side: CGFloat = 208
        Artwork.prepareBackdrops(side: side)
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, !Artwork.Weather.allCases.allSatisfy({ Artwork.isBackdropKept($0, side: side) }) {
            Thread.sleep(forTimeInterval: 0.01)
        }
        for weather in Artwork.Weather.allCases {
            XCTAssertTrue(Artwork.isBackdropKept(weather, side: side), "\(weather) at side \(side)")
        }
    }

    func testAFlightBoardLaidOutWideHasBothWeathersReady() throws {
        let scene = FlightScene()
        scene.layOut(visibleArea: CGRect(x: -320, y: 0, width: 960, height: 480))
        let side = scene.backdropSide
        XCTAssertGreaterThan(side, 0)
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, !Artwork.Weather.allCases.allSatisfy({ Artwork.isBackdropKept($0, side: side) }) {
            Thread.sleep(forTimeInterval: 0.01)
        }
        XCTAssertTrue(Artwork.isBackdropKept(.sunny, side: side), "the next flight's weather is drawn before it is shown")
    }
}
