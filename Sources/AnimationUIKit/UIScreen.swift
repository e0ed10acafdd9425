import Foundation

/// The display a scene is shown on: the size in points and the pixels per point.
///
///     let width = UIScreen.main.bounds.width          // lay out for the window
///     let hairline = 1 / UIScreen.main.scale
///
/// A host (the playground's window) tells `UIScreen.main` about the window the scene is shown
/// in with `hostDidResize(to:scale:)` whenever it opens or changes size, so `bounds` is that
/// window's size in points and `scale` and `nativeScale` its pixels per point. Until a host
/// says otherwise (in tests, say), the screen is 390 × 844 pt at scale 1.
///
/// Differences from UIKit: one screen, no `coordinateSpace`, brightness, modes or mirroring;
/// `nativeScale` always equals `scale` (no downsampled displays).
public final class UIScreen: @unchecked Sendable {
    /// The screen the scene is shown on.
    public static let main = UIScreen()

    private let lock = NSLock()
    private var storedBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    private var storedScale: CGFloat = 1

    private init() {}

    /// The screen's rectangle in points, with its origin at zero.
    public var bounds: CGRect {
        lock.lock(); defer { lock.unlock() }
        return storedBounds
    }

    /// The pixels per point the scene is drawn at.
    public var scale: CGFloat {
        lock.lock(); defer { lock.unlock() }
        return storedScale
    }

    /// The display's own pixels per point: equal to `scale` here.
    public var nativeScale: CGFloat { scale }

    /// The screen's size in pixels.
    public var nativeBounds: CGRect {
        let b = bounds, s = scale
        return CGRect(x: 0, y: 0, width: b.width * s, height: b.height * s)
    }

    /// For hosts: the window showing the scene now measures `size` points at `scale` pixels per
    /// point. Sizes that are not finite and positive, and scales that are not, are ignored with
    /// a diagnostic.
    public func hostDidResize(to size: CGSize, scale: CGFloat) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              scale.isFinite, scale > 0 else {
            CADiagnostics.report("UIScreen.hostDidResize: ignored a bad size \(size) or scale \(scale)")
            return
        }
        lock.lock()
        storedBounds = CGRect(origin: .zero, size: size)
        storedScale = scale
        lock.unlock()
    }
}
