import AnimationUIKit
import Foundation

extension Artwork {
    /// The flight board's weather at the destination.
    enum Weather: String, CaseIterable {
        /// A grey winter sky over snow-covered hills (the tutorial's "bg-snowy").
        case snowy
        /// A blue sky with the sun over green hills (the tutorial's "bg-sunny").
        case sunny
    }

    /// A backdrop for `weather` (scale it to fill a portrait screen): a sky gradient, the sun
    /// when sunny, and two rows of rolling hills with antialiased edges. It is laid out on a
    /// 160×240 grid and drawn at `backdropPixelsPerUnit` pixels per unit (640×960), enough for
    /// a 320×480 screen shown at 2×. Each picture is drawn once and then shared.
    static func backdrop(_ weather: Weather) -> UIImage {
        switch weather {
        case .snowy: return snowyBackdrop
        case .sunny: return sunnyBackdrop
        }
    }

    private static let snowyBackdrop = makeBackdrop(.snowy)
    private static let sunnyBackdrop = makeBackdrop(.sunny)

    /// How many points a backdrop reaches past each side of the 320-point board to fill a screen
    /// `width` points wide: a multiple of 16 (so a few pictures serve every window), 0 when the
    /// board fills it.
    static func backdropSide(forWidth width: CGFloat) -> CGFloat {
        let side = (max(0, width - 320) / 2 / 16).rounded(.up) * 16
        return side.isFinite && side <= 4096 ? side : 0
    }

    /// The backdrop reaching `side` points (see `backdropSide(forWidth:)`) past each side of the
    /// board, 480 high: the same sky, sun and hills, the hills carried on to both sides, the
    /// design's picture in the middle. A side of 0 gives `backdrop(_:)`; wider ones are drawn once
    /// and the most recent `wideBackdropLimit` are kept (a window resized through many widths
    /// would otherwise keep one picture per width).
    static func backdrop(_ weather: Weather, side: CGFloat) -> UIImage {
        guard side > 0, side.isFinite else { return backdrop(weather) }
        let key = wideKey(weather, side: side)
        wideLock.lock(); defer { wideLock.unlock() }
        if let found = wideBackdrops.firstIndex(where: { $0.key == key }) {
            let entry = wideBackdrops.remove(at: found)
            wideBackdrops.append(entry)
            return entry.image
        }
        let image = makeBackdrop(weather, sideUnits: Double(side) / 2)
        wideBackdrops.append((key, image))
        if wideBackdrops.count > wideBackdropLimit {
            wideBackdrops.removeFirst(wideBackdrops.count - wideBackdropLimit)
        }
        return image
    }

    /// Draws the pictures of every weather reaching `side` on a background thread, so that the
    /// board's first change of weather finds its picture drawn instead of drawing it between two
    /// frames (63 ms at a 640×400 tile on the project's 2-core machine: four frames dropped).
    /// Asked again while drawing, the thread goes on with the latest `side` only (a window
    /// being resized asks for many).
    static func prepareBackdrops(side: CGFloat) {
        prepareLock.lock()
        let running = preparingSide != nil
        preparingSide = side
        prepareLock.unlock()
        guard !running else { return }
        Thread.detachNewThread {
            while let side = latestPreparingSide() {
                for weather in Weather.allCases where latestPreparingSide() == side {
                    _ = backdrop(weather, side: side)
                }
                prepareLock.lock()
                defer { prepareLock.unlock() }
                if preparingSide == side { preparingSide = nil; return }
            }
        }
    }

    /// Whether the picture of `weather` reaching `side` (above 0) is drawn and kept.
    static func isBackdropKept(_ weather: Weather, side: CGFloat) -> Bool {
        let key = wideKey(weather, side: side)
        wideLock.lock(); defer { wideLock.unlock() }
        return wideBackdrops.contains { $0.key == key }
    }

    /// The key of a wide picture in `wideBackdrops`.
    private static func wideKey(_ weather: Weather, side: CGFloat) -> String { "\(weather.rawValue)-\(Int(side))" }

    private static func latestPreparingSide() -> CGFloat? {
        prepareLock.lock(); defer { prepareLock.unlock() }
        return preparingSide
    }

    nonisolated(unsafe) private static var preparingSide: CGFloat?
    private static let prepareLock = NSLock()

    /// How many wide backdrops are kept: every weather at one width, with room for a second width.
    static let wideBackdropLimit = 2 * Weather.allCases.count
    /// How many wide backdrops are kept now (for tests).
    static var keptWideBackdropCount: Int { wideLock.lock(); defer { wideLock.unlock() }; return wideBackdrops.count }

    nonisolated(unsafe) private static var wideBackdrops: [(key: String, image: UIImage)] = []
    private static let wideLock = NSLock()

    /// An RGB colour with components in 0…1.
    typealias RGB = (r: Double, g: Double, b: Double)

    /// The colours of one backdrop.
    private struct Palette {
        var skyTop: RGB, skyBottom: RGB, farHills: RGB, nearHills: RGB
        var sun: RGB?
    }

    private static func palette(_ weather: Weather) -> Palette {
        switch weather {
        case .snowy:
            return Palette(skyTop: (0.46, 0.53, 0.63), skyBottom: (0.80, 0.84, 0.89),
                           farHills: (0.86, 0.89, 0.94), nearHills: (0.97, 0.98, 1.0), sun: nil)
        case .sunny:
            return Palette(skyTop: (0.16, 0.45, 0.86), skyBottom: (0.62, 0.82, 0.98),
                           farHills: (0.42, 0.66, 0.36), nearHills: (0.28, 0.54, 0.24), sun: (1.0, 0.86, 0.35))
        }
    }

    /// Pixels per unit of the backdrop's 160×240 layout grid.
    static let backdropPixelsPerUnit = 4

    /// The picture with `sideUnits` more layout units on each side (0: the design's 160×240).
    private static func makeBackdrop(_ weather: Weather, sideUnits: Double = 0) -> UIImage {
        let k = Double(backdropPixelsPerUnit)
        let layout = (width: 160.0, height: 240.0)
        let width = Int((layout.width + 2 * sideUnits) * k), height = Int(layout.height * k)
        let p = palette(weather)
        var pixels = [UInt32](repeating: 0, count: width * height)
        let sunCentre = (x: 0.74 * layout.width, y: 0.20 * layout.height), sunRadius = 14.0
        for y in 0..<height {
            for x in 0..<width {
                // In layout units; an edge is antialiased over one pixel (1/k of a unit).
                let px = (Double(x) + 0.5) / k - sideUnits, py = (Double(y) + 0.5) / k
                var c = mix(p.skyTop, p.skyBottom, py / layout.height)
                if let sun = p.sun {
                    let d = ((px - sunCentre.x) * (px - sunCentre.x)
                             + (py - sunCentre.y) * (py - sunCentre.y)).squareRoot()
                    c = mix(c, sun, 0.35 * max(0, 1 - (d - sunRadius) / 30))   // glow
                    c = mix(c, sun, coverage((sunRadius - d) * k))              // disc
                }
                let far = layout.height * 0.70 + 10 * sin(px / 23 + 1.3) + 5 * sin(px / 9)
                c = mix(c, p.farHills, coverage((py - far) * k))
                let near = layout.height * 0.80 + 12 * sin(px / 31 + 4.0) + 4 * sin(px / 13 + 2)
                c = mix(c, p.nearHills, coverage((py - near) * k))
                pixels[y * width + x] = pack(c)
            }
        }
        let image = CGImage(width: width, height: height, pixels: pixels, name: "backdrop-\(weather.rawValue)")!
        return UIImage(cgImage: image)
    }

    /// Antialiased coverage of a pixel whose centre is `distance` pixels inside an edge.
    private static func coverage(_ distance: Double) -> Double { min(1, max(0, distance + 0.5)) }

    private static func mix(_ a: RGB, _ b: RGB, _ t: Double) -> RGB {
        (a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t)
    }

    /// An opaque ARGB32 pixel.
    private static func pack(_ c: RGB) -> UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32((min(1, max(0, v)) * 255).rounded()) }
        return 0xFF00_0000 | byte(c.r) << 16 | byte(c.g) << 8 | byte(c.b)
    }
}
