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
}
