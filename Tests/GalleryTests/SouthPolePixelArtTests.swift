import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
import XCTest

/// The penguin's frames are small bitmaps enlarged with `magnificationFilter = .nearest`: on
/// screen every art pixel must be a uniform square of the art's colour, at any scale.
final class SouthPolePixelArtTests: GalleryTestCase {
    func testFramesAreOnePixelPerArtPixel() {
        XCTAssertEqual(PenguinFrames.walk.map(\.width), [16, 16, 16, 16])
        XCTAssertEqual(PenguinFrames.walk.map(\.height), [16, 16, 16, 16])
        XCTAssertEqual(PenguinFrames.slide.map(\.height), [10, 10])
        XCTAssertEqual(SouthPoleScene().penguin.layer.magnificationFilter, .nearest)
    }

    /// The art's colour for `c` as 8-bit RGB, or `background` for a clear art pixel.
    private func expected(_ c: Character, background: RGBA8) -> RGBA8 {
        let argb = PenguinFrames.color(c)
        guard argb >> 24 != 0 else { return background }
        return RGBA8(r: UInt8((argb >> 16) & 0xFF), g: UInt8((argb >> 8) & 0xFF), b: UInt8(argb & 0xFF))
    }

    private func checkCrispPenguin(scale: CGFloat, file: StaticString = #filePath, line: UInt = #line) throws {
        AssetLibrary.installProviders()
        let scene = SouthPoleScene()
        let image = try render(scene, at: 0, scale: scale)
        let sky = image[2, 2]
        let art = PenguinFrames.walkArt[0]
        let frame = scene.penguin.frame
        let block = Int((CGFloat(PenguinFrames.pointsPerArtPixel) * scale).rounded())
        let x0 = Int((frame.minX * scale).rounded()), y0 = Int((frame.minY * scale).rounded())
        var wrong: [String] = []
        for (row, line) in art.enumerated() {
            for (column, c) in line.enumerated() {
                let want = expected(c, background: sky)
                for dy in 0..<block { for dx in 0..<block {
                    let p = image[x0 + column * block + dx, y0 + row * block + dy]
                    if p.maxChannelDifference(to: want) > 1 {
                        wrong.append("art (\(column), \(row)) +(\(dx), \(dy)): \(p), want \(want)")
                    }
                } }
            }
        }
        XCTAssertEqual(wrong.count, 0, "\(wrong.prefix(5))", file: file, line: line)
    }

    func testEachArtPixelIsACrispSquareAtDesignSize() throws {
        try checkCrispPenguin(scale: 1)
    }

    func testEachArtPixelIsACrispSquareThreeTimesLarger() throws {
        try checkCrispPenguin(scale: 3)
    }

    /// The sliding penguin lies on the ice: its lowest drawn row is the row just above the ice
    /// (not a band of sky under its belly).
    func testTheSlidingPenguinsBellyTouchesTheIce() throws {
        AssetLibrary.installProviders()
        let scene = SouthPoleScene()
        host(scene)
        scene.perform(.slide)
        at(0.3)

        let image = try render(scene, at: 0.3)
        let sky = image[2, 2]
        let frame = shown(scene.penguin.layer).frame
        let ice = Int(SouthPoleScene.iceTop)
        let lowest = (0..<ice).last { y in
            (Int(frame.minX)..<Int(frame.maxX)).contains { image[$0, y].maxChannelDifference(to: sky) > 8 }
        }
        XCTAssertEqual(lowest, ice - 1, "the penguin's lowest row")
    }
}
