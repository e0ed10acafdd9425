import Foundation

/// Recognizes a press held still: begins once the pointer has stayed down for
/// `minimumPressDuration` (0.5 s) without moving more than `allowableMovement` (10 pt); then
/// reports `.changed` as it moves and `.ended` on release. Released or moved too far before
/// that, it fails.
///
/// Time passes without events, so the window checks pending long presses on every
/// `CARunLoop.tick()` (and before each event): the gesture begins on the first tick at or after
/// the press time plus `minimumPressDuration` (in the window's `eventTime`, so slow motion
/// lengthens it and a paused scene holds it).
///
/// Differences from UIKit: one pointer and no `numberOfTapsRequired` (a press after taps).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long, in seconds, the pointer must stay down.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far, in points, the pointer may move before the gesture begins.
    open var allowableMovement: CGFloat = 10

    private var downPoint: CGPoint?
    private var downTime: TimeInterval = 0

    /// A recognizer with no handler, 0.5 s press and 10 pt of allowed movement, as UIKit's.
    public required init() { super.init() }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        downPoint = windowLocation
        downTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            timeDidPass(event.timestamp)
            if state == .possible, let p = downPoint, distance(p, windowLocation) > allowableMovement {
                transition(to: .failed)
            }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { timeDidPass(event.timestamp) }
        switch state {
        case .began, .changed: transition(to: .ended)
        case .possible: transition(to: .failed)
        default: break
        }
    }

    open override func timeDidPass(_ now: TimeInterval) {
        guard state == .possible, pendingState == nil, downPoint != nil else { return }
        if now - downTime >= minimumPressDuration - 1e-9 { transition(to: .began) }
    }

    open override func reset() {
        downPoint = nil
    }
}
