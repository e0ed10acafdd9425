import Foundation
import AnimationCore

// Dragging, deceleration, bounce and animated scrolling. Positions during the motion are
// functions of the scroll view's layer time since it began (see `ScrollAxisMotion`); each
// `CARunLoop.tick()` writes the current one to `contentOffset`.

extension UIScrollView {
    /// A motion the scroll view plays on its own.
    struct Motion {
        enum Kind {
            /// After a drag: decay and bounce per axis.
            case decelerating(x: ScrollAxisMotion, y: ScrollAxisMotion)
            /// `setContentOffset(_:animated: true)`.
            case scrolling(from: CGPoint, to: CGPoint)
        }
        let kind: Kind
        /// The layer time the motion began.
        let start: CFTimeInterval
        /// Distinguishes this motion from later ones, so a stale tick observer retires.
        let id: Int
    }

    /// How long an animated `setContentOffset` takes, in seconds of layer time.
    static let scrollingAnimationDuration: Double = 0.3
    nonisolated(unsafe) private static var nextMotionID = 0
    private static let easeInEaseOut = CAMediaTimingFunction(name: .easeInEaseOut)

    /// The scroll view's local time now.
    var layerTime: CFTimeInterval { layer.convertTime(CACurrentMediaTime(), from: nil) }

    // MARK: Drag

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion(notify: false)
            isDragging = true
            dragStartOffset = contentOffset
            pan.setTranslation(.zero, in: self)
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            contentOffset = draggedOffset(translation: pan.translation(in: self))
        case .ended:
            let v = pan.velocity(in: self)
            endDrag(velocity: CGPoint(x: scrollsHorizontally ? -v.x : 0, y: scrollsVertically ? -v.y : 0))
        case .cancelled:
            endDrag(velocity: .zero)
        default:
            break
        }
    }

    /// The offset for a drag of `translation` since it began: clamped, or rubber-banded past
    /// the edges, on each axis that scrolls.
    private func draggedOffset(translation t: CGPoint) -> CGPoint {
        let lo = minimumOffset, hi = maximumOffset
        func axis(_ raw: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
            if raw < lo {
                return bounces ? lo - CGFloat(ScrollAxisMotion.rubberBand(Double(lo - raw), dimension: Double(d))) : lo
            }
            if raw > hi {
                return bounces ? hi + CGFloat(ScrollAxisMotion.rubberBand(Double(raw - hi), dimension: Double(d))) : hi
            }
            return raw
        }
        let current = contentOffset
        return CGPoint(
            x: scrollsHorizontally ? axis(dragStartOffset.x - t.x, lo.x, hi.x, bounds.width) : current.x,
            y: scrollsVertically ? axis(dragStartOffset.y - t.y, lo.y, hi.y, bounds.height) : current.y)
    }

    /// Ends a drag with the content's velocity (points per second; positive grows the offset).
    private func endDrag(velocity: CGPoint) {
        let rate = Double(decelerationRate.rawValue)
        let lo = minimumOffset, hi = maximumOffset
        let p = contentOffset
        let projected = CGPoint(
            x: CGFloat(ScrollAxisMotion.projectedRest(position: Double(p.x), velocity: Double(velocity.x), rate: rate)),
            y: CGFloat(ScrollAxisMotion.projectedRest(position: Double(p.y), velocity: Double(velocity.y), rate: rate)))
        let clamped = CGPoint(x: min(max(projected.x, lo.x), hi.x), y: min(max(projected.y, lo.y), hi.y))
        var target = clamped
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                                targetContentOffset: pointer)
        }
        var v = velocity
        if target.x != clamped.x, target.x.isFinite, p.x >= lo.x, p.x <= hi.x {
            v.x = CGFloat(ScrollAxisMotion.velocity(toRestAt: Double(target.x), from: Double(p.x), rate: rate))
        }
        if target.y != clamped.y, target.y.isFinite, p.y >= lo.y, p.y <= hi.y {
            v.y = CGFloat(ScrollAxisMotion.velocity(toRestAt: Double(target.y), from: Double(p.y), rate: rate))
        }
        let (x, y) = decelerationMotions(from: p, velocity: v)
        let willDecelerate = !(x.isFinished(at: 0) && y.isFinished(at: 0))
        if !willDecelerate {
            // At rest already: settle on the exact resting point (a drag without bounce may
            // have been clamped there).
            contentOffset = CGPoint(x: x.restingPosition(at: 0), y: y.restingPosition(at: 0))
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        isDragging = false
        // The delegate may have moved the edges (a pull-to-refresh grows `contentInset.top`).
        let (x2, y2) = decelerationMotions(from: contentOffset, velocity: v)
        guard willDecelerate || !(x2.isFinished(at: 0) && y2.isFinished(at: 0)) else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
        isDecelerating = true
        startMotion(.decelerating(x: x2, y: y2))
    }

    /// The decay-and-bounce motion of each axis from `p` with velocity `v` (points per second),
    /// within the current edges; an axis that does not scroll keeps still.
    private func decelerationMotions(from p: CGPoint, velocity v: CGPoint) -> (ScrollAxisMotion, ScrollAxisMotion) {
        let rate = Double(decelerationRate.rawValue)
        let lo = minimumOffset, hi = maximumOffset
        let x = ScrollAxisMotion(position: Double(p.x), velocity: scrollsHorizontally ? Double(v.x) : 0,
                                 lower: Double(lo.x), upper: Double(hi.x), rate: rate, bounces: bounces)
        let y = ScrollAxisMotion(position: Double(p.y), velocity: scrollsVertically ? Double(v.y) : 0,
                                 lower: Double(lo.y), upper: Double(hi.y), rate: rate, bounces: bounces)
        return (x, y)
    }

    /// `contentInset` or `contentSize` changed: a running deceleration goes on from where it is,
    /// with its current velocity, towards the new edges.
    func edgesDidChange() {
        guard let m = motion, case .decelerating(let x, let y) = m.kind else { return }
        let t = layerTime - m.start
        let p = CGPoint(x: x.position(at: t), y: y.position(at: t))
        let v = CGPoint(x: x.velocity(at: t), y: y.velocity(at: t))
        let (nx, ny) = decelerationMotions(from: p, velocity: v)
        motion = Motion(kind: .decelerating(x: nx, y: ny), start: layerTime, id: m.id)
    }

    // MARK: Motion on ticks

    func startMotion(_ kind: Motion.Kind) {
        Self.nextMotionID &+= 1
        let id = Self.nextMotionID
        motion = Motion(kind: kind, start: layerTime, id: id)
        CARunLoop.addTickObserver { [weak self] in
            guard let self, self.motion?.id == id else { return false }
            self.advanceMotion()
            return self.motion?.id == id
        }
    }

    /// A press landed on the scroll view: a deceleration within the edges stops where it is.
    func catchMotion() {
        guard let m = motion, case .decelerating = m.kind else { return }
        advanceMotion()
        let p = contentOffset, lo = minimumOffset, hi = maximumOffset
        guard p.x >= lo.x, p.x <= hi.x, p.y >= lo.y, p.y <= hi.y else { return }
        stopMotion(notify: false)
    }

    /// Stops the motion where it is; `notify` reports a deceleration that ended this way.
    func stopMotion(notify: Bool) {
        guard let m = motion else { return }
        motion = nil
        if case .decelerating = m.kind {
            isDecelerating = false
            if notify { delegate?.scrollViewDidEndDecelerating(self) }
        }
    }

    /// Writes the motion's position at the current layer time, finishing it when it is done.
    func advanceMotion() {
        guard let m = motion else { return }
        let t = layerTime - m.start
        switch m.kind {
        case .decelerating(let x, let y):
            if x.isFinished(at: t) && y.isFinished(at: t) {
                motion = nil
                contentOffset = CGPoint(x: x.restingPosition(at: t), y: y.restingPosition(at: t))
                isDecelerating = false
                delegate?.scrollViewDidEndDecelerating(self)
            } else {
                contentOffset = CGPoint(x: x.position(at: t), y: y.position(at: t))
            }
        case .scrolling(let from, let to):
            // Ends on the tick at its due time whatever the clock reads (`MediaTimeTolerance`):
            // 100.3 − 100 is a hair under 0.3 in doubles.
            let due = m.start + Self.scrollingAnimationDuration
            let f = MediaTimeTolerance.hasReached(layerTime, due: due)
                ? 1 : min(max(t / Self.scrollingAnimationDuration, 0), 1)
            let e = CGFloat(Self.easeInEaseOut.solve(forInput: f))
            if f >= 1 { motion = nil }
            contentOffset = CGPoint(x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e)
            if f >= 1 { delegate?.scrollViewDidEndScrollingAnimation(self) }
        }
    }
}
