import Foundation

/// Recognizes a drag: begins once the pointer has moved `minimumMovement` (10 pt) from where it
/// went down, then reports `.changed` on every move and `.ended` on release.
///
/// `translation(in:)` is measured from where the pointer went down (so it already holds the
/// 10 pt that started the gesture) until `setTranslation(_:in:)` moves that origin.
/// `velocity(in:)` is the pointer's speed over the samples of the last 0.1 s (of the window's
/// `eventTime`, its layer's local time), in points per second; zero when fewer than two samples are that
/// recent, so a pointer held still before release ends with no velocity, as in UIKit.
///
/// Differences from UIKit: one pointer, so `minimumNumberOfTouches` / `maximumNumberOfTouches`
/// are not offered; `minimumMovement` is public (UIKit's hysteresis is private, about 10 pt).
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far, in points, the pointer moves before the pan begins.
    open var minimumMovement: CGFloat = 10
    /// The span of recent samples that `velocity(in:)` averages over, in seconds.
    static let velocityWindow: TimeInterval = 0.1

    private var origin: CGPoint = .zero
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    /// A recognizer with no handler that begins after 10 pt of movement.
    public required init() { super.init() }

    /// The movement since the press (or since `setTranslation`), in `view`'s coordinates
    /// (the window's when nil): a vector, so only rotation and scale between the spaces apply.
    open func translation(in view: UIView?) -> CGPoint {
        let a = location(of: origin, in: view), b = location(of: windowLocation, in: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the current translation in `view`'s coordinates read `translation`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let here = location(of: windowLocation, in: view)
        let start = CGPoint(x: here.x - translation.x, y: here.y - translation.y)
        origin = windowPoint(start, from: view)
    }

    /// The pointer's velocity in `view`'s coordinates, points per second.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= Self.velocityWindow }),
              last.time - first.time > 1e-6 else { return .zero }
        let a = location(of: first.point, in: view), b = location(of: last.point, in: view)
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: (b.x - a.x) / dt, y: (b.y - a.y) / dt)
    }

    /// Called when a press begins (the scroll view stops decelerating under the pointer).
    var pressDidBegin: (() -> Void)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        pressDidBegin?()
        origin = windowLocation
        samples = [(event.timestamp, windowLocation)]
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        record(event.timestamp)
        switch state {
        case .possible:
            if pendingState == nil, distance(origin, windowLocation) >= minimumMovement { transition(to: .began) }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        record(event.timestamp)
        switch state {
        case .began, .changed: transition(to: .ended)
        case .possible: transition(to: .failed)
        default: break
        }
    }

    open override func reset() {
        samples = []
    }

    private func record(_ time: TimeInterval) {
        samples.append((time, windowLocation))
        // Keep what the velocity window needs, plus one older sample.
        if let cut = samples.lastIndex(where: { time - $0.time > Self.velocityWindow }), cut > 0 {
            samples.removeFirst(cut)
        }
    }

    private func location(of windowPoint: CGPoint, in view: UIView?) -> CGPoint {
        guard let view, let window, view !== window else { return windowPoint }
        return view.convert(windowPoint, from: window)
    }

    private func windowPoint(_ p: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window, view !== window else { return p }
        return view.convert(p, to: window)
    }
}
