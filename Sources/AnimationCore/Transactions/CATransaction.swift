import Foundation

/// Tracks the animations added inside one transaction so its completion block runs
/// once all of them have finished (or been removed).
final class TransactionGroup {
    var completion: ((Bool) -> Void)?
    var pending = 0
    var committed = false
    var allFinished = true

    func animationAdded() { pending += 1 }

    func animationEnded(finished: Bool) {
        pending = max(0, pending - 1)
        allFinished = allFinished && finished
        fireIfDone()
    }

    func fireIfDone() {
        guard committed, pending == 0, let c = completion else { return }
        completion = nil
        c(allFinished)
    }
}

/// One open transaction.
final class TransactionFrame {
    var values: [String: Any] = [:]
    let group = TransactionGroup()
    let isImplicit: Bool
    var newLayers: [CALayer] = []
    /// Layers changed in the transaction (they keep their state from before it until it commits).
    var changedLayers: [CALayer] = []
    init(isImplicit: Bool) { self.isImplicit = isImplicit }
}

/// Groups layer-tree changes; sets the duration, timing function and completion of the
/// implicit animations they cause.
///
/// As on Apple's platforms, an implicit transaction is opened by the first change made
/// outside `begin()`/`commit()`; it is committed by `CARunLoop.tick()` (the stand-in for the
/// run loop's turn) or by `flush()`. Transactions nest; values set on an outer transaction
/// apply inside inner ones unless overridden. Completion blocks run from `CARunLoop.tick()`.
/// Only the main thread should use it (not thread-safe, as UIKit code is main-thread only).
public final class CATransaction {
    nonisolated(unsafe) static var stack: [TransactionFrame] = []

    /// Opens an explicit transaction.
    public class func begin() {
        stack.append(TransactionFrame(isImplicit: false))
    }

    /// Commits the innermost explicit transaction; its completion block runs once every
    /// animation added inside it has finished (on a later `CARunLoop.tick()`).
    public class func commit() {
        guard let index = stack.lastIndex(where: { !$0.isImplicit }) else {
            CADiagnostics.report("CATransaction.commit() without begin(); ignored")
            return
        }
        let frame = stack.remove(at: index)
        finish(frame, outer: index > 0 ? stack[index - 1] : nil)
    }

    /// Commits the implicit transaction, if one is open and no explicit one encloses it.
    public class func flush() {
        guard stack.count == 1, stack[0].isImplicit else { return }
        finish(stack.removeLast(), outer: nil)
    }

    private class func finish(_ frame: TransactionFrame, outer: TransactionFrame?) {
        if let outer {
            outer.newLayers += frame.newLayers
            outer.changedLayers += frame.changedLayers
        } else {
            for layer in frame.newLayers {
                layer.hasBeenCommitted = true
                if layer.kind.isEmitter { (layer as? CAEmitterLayer)?.recordFirstCommit() }
            }
            for layer in frame.changedLayers {
                layer.stateBeforeTransaction = nil
                if layer.kind.isEmitter { (layer as? CAEmitterLayer)?.commitBirthRateChanges() }
            }
        }
        frame.group.committed = true
        if frame.group.completion != nil, frame.group.pending == 0 {
            CARunLoop.enqueue { frame.group.fireIfDone() }
        }
    }

    /// Does nothing (Apple's lock guards transaction state across threads).
    public class func lock() {}
    /// Does nothing (see `lock()`).
    public class func unlock() {}

    /// The duration of implicit animations (default 0.25 s).
    public class func animationDuration() -> CFTimeInterval {
        (value(forKey: "animationDuration") as? CFTimeInterval) ?? 0.25
    }

    /// Sets the duration of implicit animations; negative or NaN values are ignored.
    public class func setAnimationDuration(_ d: CFTimeInterval) {
        guard d.isFinite, d >= 0 else {
            CADiagnostics.report("CATransaction.setAnimationDuration(\(d)) is invalid; ignored")
            return
        }
        setValue(d, forKey: "animationDuration")
    }

    /// The timing function of implicit animations (nil means Core Animation's default curve).
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: "animationTimingFunction") as? CAMediaTimingFunction
    }

    /// Sets the timing function of implicit animations in the current transaction (nil: Core Animation's default
    /// curve).
    public class func setAnimationTimingFunction(_ f: CAMediaTimingFunction?) {
        setValue(f, forKey: "animationTimingFunction")
    }

    /// Whether property changes skip their implicit actions.
    public class func disableActions() -> Bool { (value(forKey: "disableActions") as? Bool) ?? false }

    /// Turns implicit actions off or on; works outside `begin()`/`commit()` (for the implicit transaction).
    public class func setDisableActions(_ flag: Bool) { setValue(flag, forKey: "disableActions") }

    /// The block run when every animation added in this transaction has finished.
    public class func completionBlock() -> (() -> Void)? {
        guard let c = currentFrame().group.completion else { return nil }
        return { c(true) }
    }

    /// Sets the block run when every animation added in this transaction has finished.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        currentFrame().group.completion = block.map { b in { _ in b() } }
    }

    // MARK: SPI for UIKit's animation blocks
    //
    // `@_spi(AnimationBlocks)`: for AnimationUIKit's `UIView.animate…` engine only. A block's
    // completion is told whether its animations all ran to their end (UIKit's `finished`), and
    // a block with a delay that added no animation keeps its transaction open for the delay.
    // Apple's UIKit reads both from private Core Animation state: `setCompletionBlock(_:)` has no
    // `finished` flag and nothing public counts a transaction's animations. Not public API, so
    // that ported code sees only Apple's `CATransaction`.

    /// Like `setCompletionBlock`, but tells whether every animation ran to its end (UIKit's `finished`).
    @_spi(AnimationBlocks) public static func setCompletion(_ block: @escaping (Bool) -> Void) {
        currentFrame().group.completion = block
    }

    /// True when an animation added inside the innermost transaction has not ended yet.
    @_spi(AnimationBlocks) public static var hasPendingAnimations: Bool { currentFrame().group.pending > 0 }

    /// A transaction property; inner transactions see values set by outer ones.
    public class func value(forKey key: String) -> Any? {
        for frame in stack.reversed() { if let v = frame.values[key] { return v } }
        return nil
    }

    /// Sets a transaction property on the innermost transaction.
    public class func setValue(_ value: Any?, forKey key: String) {
        currentFrame().values[key] = value
    }

    /// The innermost transaction, opening the implicit one when none is open.
    static func currentFrame() -> TransactionFrame {
        if let top = stack.last { return top }
        let frame = TransactionFrame(isImplicit: true)
        stack.append(frame)
        return frame
    }

    /// Records a new layer so it stops being "new" when the transaction commits.
    static func registerNewLayer(_ layer: CALayer) {
        currentFrame().newLayers.append(layer)
    }

    /// Records a layer changed in the open transaction (see `CALayer.captureStateBeforeTransaction`).
    static func registerChangedLayer(_ layer: CALayer) {
        currentFrame().changedLayers.append(layer)
    }

    /// The groups of every open transaction (an animation counts towards all of them).
    static func openGroups() -> [TransactionGroup] {
        _ = currentFrame()
        return stack.map(\.group)
    }
}
