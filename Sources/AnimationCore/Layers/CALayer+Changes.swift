import Foundation

// What every property setter calls: the guard against non-finite values, and the two halves of
// an implicit action (looked up before the change, run after the new value is stored).
extension CALayer {
    /// True when `ok`; otherwise reports that the non-finite `value` for `key` was ignored
    /// (Apple raises an exception for NaN geometry; here the model keeps its old value).
    /// The body of a model property's setter: refuses a value that is not `valid` (see
    /// `acceptsValue`), then stores it at `path` of the model state between `willChange(key)`
    /// (which looks up the implicit action) and `didChange(key)` (which runs it).
    @inline(__always)
    final func setModel<Value>(_ path: WritableKeyPath<LayerState, Value>, _ value: Value, key: String,
                               valid: Bool = true) {
        guard acceptsValue(valid, key, value) else { return }
        willChange(key)
        state[keyPath: path] = value
        didChange(key)
    }

    @inline(__always) func acceptsValue(_ ok: Bool, _ key: String, _ value: Any) -> Bool {
        if ok { return true }
        CADiagnostics.report("CALayer.\(key): ignored non-finite value \(value); the layer keeps its old value")
        return false
    }

    /// Looks up the action for `key` before a property changes (model layers only), having kept
    /// the state as it was before the transaction's first change (see `stateBeforeTransaction`);
    /// the setter calls `didChange(_:)` once the new value is stored, which runs it.
    @inline(__always) func willChange(_ key: String) {
        guard !isPresentationCopy else { return }
        if stateBeforeTransaction == nil { captureStateBeforeTransaction() }
        prepareActionIfNeeded(forKey: key)
    }

    /// Runs the action `willChange(_:)` found for `key`, now that the new value is stored.
    @inline(__always) func didChange(_ key: String) {
        guard pendingAction != nil else { return }
        runPendingAction(forKey: key)
    }
}
