import Foundation

/// Recognizes one or more taps (press and release without moving).
///
/// Fails when the pointer moves more than `allowableMovement` (10 pt) from where it went down,
/// when a press lasts longer than `maximumTapDuration`, or when the next tap of a multi-tap
/// gesture does not begin within `maximumTapInterval` of the previous release (checked on the
/// next event or `CARunLoop.tick()`). Recognizes (`.ended`) on the release of the last tap.
/// A tap recognizer on an ancestor of a `UIControl` does not see presses on the control, so
/// buttons keep working inside tappable views (UIKit's `gestureRecognizerShouldBegin` rule).
///
/// Differences from UIKit: `allowableMovement`, `maximumTapDuration` and `maximumTapInterval`
/// are public here (UIKit keeps them private; its values are about the same).
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps needed (1 by default); values below 1 count as 1.
    open var numberOfTapsRequired: Int = 1
    /// The number of fingers needed; only 1 is possible with a mouse.
    open var numberOfTouchesRequired: Int = 1
    /// How far, in points, the pointer may wander from where the first tap went down.
    open var allowableMovement: CGFloat = 10
    /// How long one press may last, in seconds.
    open var maximumTapDuration: TimeInterval = 1.5
    /// The longest pause, in seconds, between a release and the next tap's press.
    open var maximumTapInterval: TimeInterval = 0.35

    private var tapsSoFar = 0
    private var firstDown: CGPoint?
    private var downTime: TimeInterval = 0
    private var lastUpTime: TimeInterval?

    /// A recognizer with no handler for one single tap, with UIKit's allowances (10 pt, 1.5 s per press, 0.35 s between
    /// taps).
    public required init() { super.init() }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil else { return }
        if let up = lastUpTime, event.timestamp - up > maximumTapInterval { transition(to: .failed); return }
        if let first = firstDown, distance(first, windowLocation) > allowableMovement {
            transition(to: .failed)
            return
        }
        if firstDown == nil { firstDown = windowLocation }
        downTime = event.timestamp
        lastUpTime = nil
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil, let first = firstDown else { return }
        if distance(first, windowLocation) > allowableMovement { transition(to: .failed) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil, firstDown != nil else { return }
        if event.timestamp - downTime > maximumTapDuration { transition(to: .failed); return }
        tapsSoFar += 1
        if tapsSoFar >= max(numberOfTapsRequired, 1) {
            transition(to: .recognized)
        } else {
            lastUpTime = event.timestamp
        }
    }

    open override func timeDidPass(_ now: TimeInterval) {
        guard state == .possible, pendingState == nil else { return }
        if let up = lastUpTime, now - up > maximumTapInterval { transition(to: .failed) }
        else if lastUpTime == nil, firstDown != nil, tapsSoFar < numberOfTapsRequired,
                now - downTime > maximumTapDuration, isPressed { transition(to: .failed) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { transition(to: .failed) }
    }

    open override func reset() {
        tapsSoFar = 0
        firstDown = nil
        lastUpTime = nil
    }

    /// True between a press and its release.
    private var isPressed: Bool { firstDown != nil && lastUpTime == nil }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}
