import AnimationCore
import AnimationRender
import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

/// The pictures the gallery generates are drawn with at least as many pixels as they are shown
/// with (so they are only ever filtered down, never magnified into blocks), and text set on them
/// keeps its contrast.
final class GeneratedPictureTests: GalleryTestCase {
    /// The largest scale a 320 × 480 screen is shown at: full-window in a 1600 × 1000 window.
    static let largestShownScale: CGFloat = 2

    func testHurricanePicturesHaveTwoPixelsPerPointOfTheirCard() {
        for image in HurricaneImages.all {
            XCTAssertGreaterThanOrEqual(CGFloat(image.width), 320 * Self.largestShownScale, image.name)
            XCTAssertGreaterThanOrEqual(CGFloat(image.height), 480 * Self.largestShownScale, image.name)
        }
    }

    func testHerbPhotosHaveTwoPixelsPerPointOfThePortraitScreen() {
        for image in HerbImages.all {
            XCTAssertGreaterThanOrEqual(CGFloat(image.width), 320 * Self.largestShownScale, image.name)
        }
    }

    func testWeatherBackdropsHaveTwoPixelsPerPointOfTheScreen() throws {
        for weather in [Artwork.Weather.snowy, .sunny] {
            let image = try XCTUnwrap(Artwork.backdrop(weather).cgImage)
            XCTAssertGreaterThanOrEqual(CGFloat(image.width), 320 * Self.largestShownScale, weather.rawValue)
        }
    }

    /// The hurricane cards' white titles read on white cloud: around the letters the picture is
    /// darkened (scrim and shadow) to a mean luminance of at most a half.
    func testHurricaneTitlesHaveADarkSurroundOnEveryPicture() throws {
        AssetLibrary.installProviders()
        for (image, name) in zip(HurricaneImages.all, HurricaneImages.names) {
            let white = try renderCard(image, title: name, color: .white)
            let red = try renderCard(image, title: name, color: UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            var text: [(Int, Int)] = []
            for y in 50..<100 {
                for x in 0..<320 where white[x, y].maxChannelDifference(to: red[x, y]) > 60 { text.append((x, y)) }
            }
            let minX = try XCTUnwrap(text.map(\.0).min()), maxX = try XCTUnwrap(text.map(\.0).max())
            let minY = try XCTUnwrap(text.map(\.1).min()), maxY = try XCTUnwrap(text.map(\.1).max())
            var sum = 0.0, count = 0
            for y in max(0, minY - 3)...(maxY + 3) {
                for x in max(0, minX - 3)...min(319, maxX + 3)
                where white[x, y].maxChannelDifference(to: red[x, y]) <= 8 {
                    let p = white[x, y]
                    sum += (0.2126 * Double(p.r) + 0.7152 * Double(p.g) + 0.0722 * Double(p.b)) / 255
                    count += 1
                }
            }
            XCTAssertGreaterThan(count, 100, name)
            XCTAssertLessThanOrEqual(sum / Double(count), 0.5, "\(name): the picture around its title is too light")
        }
    }

    private func renderCard(_ image: CGImage, title: String, color: UIColor) throws -> RenderedImage {
        let card = ImageViewCard(image: image, title: title, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        card.titleLabel.textColor = color
        let holder = CALayer()
        holder.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        holder.anchorPoint = .zero
        holder.addSublayer(card.layer)
        let renderer = try Renderer(headlessWidth: 320, height: 480)
        renderer.render(holder.renderSnapshot(at: CACurrentMediaTime()), background: .black)
        return renderer.readPixels()
    }
}
