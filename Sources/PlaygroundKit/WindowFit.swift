import Foundation

/// Fits a requested window size into the display's usable area (the screen less panels and
/// docks), so that `--size 4000x3000` on a 1280×800 screen opens a window that is all on screen.
public enum WindowFit {
    /// `requested`, each side clamped to `usable` (sides of `usable` below 1 are ignored).
    public static func fit(_ requested: PixelSize, within usable: PixelSize) -> PixelSize {
        PixelSize(width: usable.width > 0 ? min(requested.width, usable.width) : requested.width,
                  height: usable.height > 0 ? min(requested.height, usable.height) : requested.height)
    }

    /// The line telling the user the window was made smaller, or nil when it was not.
    public static func notice(requested: PixelSize, usable: PixelSize) -> String? {
        let fitted = fit(requested, within: usable)
        guard fitted != requested else { return nil }
        return "playground: --size \(requested) is larger than the screen's usable \(usable); "
            + "the window opens at \(fitted)"
    }
}
