import AnimationCore
import Foundation

/// The South Pole penguin's frames: pixel art drawn in code, facing right.
///
///     penguin.animationImages = PenguinFrames.walk.map { UIImage(cgImage: $0) }
///     penguin.layer.magnificationFilter = .nearest
///
/// Each picture is a grid of art pixels (`K` black, `W` white, `O` orange, `.` clear) turned
/// into a bitmap of one pixel per art pixel: 16 × 16 for the walk, 16 × 12 for the slide. The
/// view showing them enlarges them (`pointsPerArtPixel` at the scene's sizes) and keeps the
/// pixels square and crisp with the `.nearest` magnification filter, as a UIKit app would.
public enum PenguinFrames {
    /// Points per art pixel when the penguin is shown at its design size (64 points wide).
    public static let pointsPerArtPixel = 4

    /// The four steps of the walk, 16 × 16 art pixels.
    static let walkArt: [[String]] = [
        body(bob: 0, flipper: "...KKKWWWWWK....", feet: "....OOO..OOO...."),
        body(bob: 1, flipper: "..KKKKWWWWWK....", feet: "...OOO....OOO..."),
        body(bob: 0, flipper: "...KKKWWWWWK....", feet: ".....OOOOOO....."),
        body(bob: 1, flipper: "..KKKKWWWWWK....", feet: "......OOOOO....."),
    ]

    /// The two poses of the belly slide, 16 × 10 art pixels: the belly is the bottom row, so the
    /// sliding penguin lies on the ice.
    static let slideArt: [[String]] = [
        ["................",
         "................",
         "................",
         "..........KKKK..",
         "....KKKKKKKKWKK.",
         "..KKKKKKKKKKKKOO",
         ".KKKKKKKKKKKKKOO",
         "KKWWWWWWWWWWKK..",
         ".WWWWWWWWWWWW...",
         "..WWWWWWWWWW...."],
        ["................",
         "................",
         "................",
         "K.........KKKK..",
         ".KKKKKKKKKKKWKK.",
         "..KKKKKKKKKKKKOO",
         ".KKKKKKKKKKKKKOO",
         "OOWWWWWWWWWWKK..",
         ".WWWWWWWWWWWW...",
         "..WWWWWWWWWW...."],
    ]

    /// A walking pose: the body (one art pixel lower when `bob` is 1), one flipper row, the feet.
    static func body(bob: Int, flipper: String, feet: String) -> [String] {
        let top = ["......KKKK......",
                   ".....KKKKKK.....",
                   "....KKKKKWKK....",
                   "....KKKKKKKOO...",
                   "....KKKKKKKOOO..",
                   "....KKKKWWK.....",
                   "...KKKKWWWWK....",
                   flipper,
                   "..KKKKWWWWWWK...",
                   "..KKKKWWWWWWK...",
                   "...KKKWWWWWK....",
                   "....KKWWWWK.....",
                   ".....KKKKK......"]
        let blank = "................"
        return Array(repeating: blank, count: 1 + bob) + top + [feet] + Array(repeating: blank, count: 1 - bob)
    }

    /// The walk frames, in order.
    public static let walk: [CGImage] = walkArt.enumerated().compactMap { image($1, name: "penguin-walk-\($0 + 1)") }
    /// The slide frames, in order.
    public static let slide: [CGImage] = slideArt.enumerated().compactMap { image($1, name: "penguin-slide-\($0 + 1)") }

    /// The art's colours as premultiplied ARGB32.
    static func color(_ c: Character) -> UInt32 {
        switch c {
        case "K": return 0xFF1A_1C26
        case "W": return 0xFFFF_FFFF
        case "O": return 0xFFF5_9A1E
        default: return 0
        }
    }

    /// The bitmap of `art`, one pixel per art pixel (rows of equal length; longer rows are cut,
    /// shorter ones padded clear).
    static func image(_ art: [String], name: String) -> CGImage? {
        let columns = 16, rows = art.count
        var pixels = [UInt32](repeating: 0, count: columns * rows)
        for (row, line) in art.enumerated() {
            for (column, c) in line.prefix(columns).enumerated() {
                pixels[row * columns + column] = color(c)
            }
        }
        return CGImage(width: columns, height: rows, pixels: pixels, name: name)
    }
}
