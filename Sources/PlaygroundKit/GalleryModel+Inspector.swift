import AnimationCore
import Foundation
import Gallery

// The timeline inspector (key `I`): the animations of the inspected scene (the full-window one,
// else the selected one), scrubbing a paused scene's time, and the curve and spring editors
// bound to the scene. Scrubbing uses Core Animation's recipe through `TimeControl`: the scene's
// root layer is paused (`speed = 0`) and its `timeOffset` is its time; resuming re-anchors it.
extension GalleryModel {
    /// The entry the inspector shows: the full-window scene, else the selected one.
    public var inspectedEntry: Int { focused ?? selection }

    /// The inspector's model of the inspected scene (nil before it is built).
    public var timelineInspector: TimelineInspector? {
        scene(at: inspectedEntry).map { TimelineInspector(root: $0.rootLayer) }
    }

    /// The panel's geometry for the current window.
    public var inspectorLayout: InspectorLayout { InspectorLayout(windowSize: windowSize) }

    /// Opens or closes the panel; opening binds the editors to the inspected scene.
    public func toggleInspector() {
        inspector.isOpen.toggle()
        inspector.drag = nil
        inspector.hoverPoint = nil
        guard inspector.isOpen else { return }
        inspector.userChoseRow = false
        inspector.selectedRow = defaultInspectorRow()
        bindEditors()
    }

    /// The row selected when the panel opens: the one using the scene's tunable curve, else the
    /// one using its tunable spring, else the first that animates a key path, else the first.
    func defaultInspectorRow() -> Int {
        let rows = timelineInspector?.rows ?? []
        if let tunable = scene(at: inspectedEntry) as? TunableScene {
            if let name = tunable.tunableCurveNames.first, let curve = tunable.tunableCurve(named: name),
               let k = rows.firstIndex(where: { $0.timingFunction == curve }) {
                return k
            }
            if let name = tunable.tunableSpringNames.first, let spring = tunable.tunableSpring(named: name),
               let k = rows.firstIndex(where: { $0.spring == spring }) {
                return k
            }
        }
        return rows.firstIndex { $0.keyPath != nil } ?? 0
    }

    /// Selects row `k` of the inspected scene (clamped to the rows there are) and shows its curve
    /// when the scene has no tunable curve of its own.
    public func selectInspectorRow(_ k: Int) {
        let count = timelineInspector?.rows.count ?? 0
        inspector.userChoseRow = true
        inspector.selectedRow = count == 0 ? 0 : min(max(k, 0), count - 1)
        bindEditors()
    }

    /// Binds the curve editor to the scene's first tunable curve (else the selected row's curve,
    /// shown only), and the spring editor to the scene's first tunable spring (else the selected
    /// row when it is a spring attached to a layer, else the first such spring).
    func bindEditors() {
        let plot = inspectorLayout.plot
        let scene = scene(at: inspectedEntry)
        let rows = timelineInspector?.rows ?? []
        if let tunable = scene as? TunableScene, let name = tunable.tunableCurveNames.first,
           let curve = tunable.tunableCurve(named: name) {
            inspector.curveName = name
            inspector.curveEditor = CurveEditor(curve, frame: plot)
        } else {
            inspector.curveName = nil
            let selected = rows.indices.contains(inspector.selectedRow) ? rows[inspector.selectedRow] : nil
            inspector.curveEditor = CurveEditor(selected?.timingFunction ?? CAMediaTimingFunction(name: .linear),
                                                frame: plot)
        }
        if let tunable = scene as? TunableScene, let name = tunable.tunableSpringNames.first,
           let spring = tunable.tunableSpring(named: name) {
            inspector.springTarget = .scene(name: name)
            inspector.springEditor = SpringEditor(spring)
        } else if let row = (rows.indices.contains(inspector.selectedRow) ? [rows[inspector.selectedRow]] : [])
                    .first(where: { $0.kind == .spring && $0.depth == 0 })
                    ?? rows.first(where: { $0.kind == .spring && $0.depth == 0 }),
                  let spring = row.spring {
            inspector.springTarget = .attached(layer: row.layer, key: row.key)
            inspector.springEditor = SpringEditor(spring)
        } else {
            inspector.springTarget = nil
            inspector.springEditor = nil
        }
    }

    // MARK: Scrubbing

    /// Pauses the inspected scene (if it is not) and moves its time to `time` (scene seconds).
    /// A time that is not finite is ignored.
    public func scrub(toSceneTime time: Double) {
        guard time.isFinite, let root = scene(at: inspectedEntry)?.rootLayer else { return }
        pauseInspected()
        root.timeOffset = time
    }

    /// Pauses the inspected scene (if it is not) and moves its time by `seconds`.
    public func scrub(by seconds: Double) {
        guard seconds.isFinite, let root = scene(at: inspectedEntry)?.rootLayer else { return }
        pauseInspected()
        TimeControl.step(root, by: seconds)
    }

    private func pauseInspected() {
        guard !pausedScenes.contains(inspectedEntry) else { return }
        pausedScenes.insert(inspectedEntry)
        applySpeeds()
    }

    // MARK: The curve editor

    /// Moves the curve editor's control point `index` (1 or 2) to `point` (window points).
    public func dragControlPoint(_ index: Int, to point: CGPoint) {
        inspector.curveEditor?.drag(index, to: point)
    }

    /// Shows Apple's curve `name` in the editor and hands it to the scene.
    public func applyCurvePreset(_ name: CAMediaTimingFunctionName) {
        inspector.curveEditor?.apply(preset: name)
        commitCurve()
    }

    /// Hands the edited curve to the scene (it uses it from its next cycle). Returns false when
    /// the editor is not bound to a scene's curve.
    @discardableResult
    public func commitCurve() -> Bool {
        guard let editor = inspector.curveEditor, let name = inspector.curveName,
              let tunable = scene(at: inspectedEntry) as? TunableScene else { return false }
        return tunable.setTunableCurve(editor.timingFunction, named: name)
    }

    /// "Copy as Swift" for the curve: the line goes to `onCopy` (the window app puts it on the
    /// clipboard and prints it) and is returned; nil when no curve is shown.
    @discardableResult
    public func copyCurveAsSwift() -> String? {
        guard let editor = inspector.curveEditor else { return nil }
        let line = SwiftSnippet.line(for: editor.timingFunction)
        onCopy?(line)
        return line
    }

    // MARK: The spring editor

    /// Sets the spring editor's damping ratio and response and hands the spring to its target.
    public func setSpring(dampingRatio: Double, response: Double) {
        inspector.springEditor?.set(dampingRatio: dampingRatio, response: response)
        commitSpring()
    }

    /// Hands the edited spring to its target: the scene's named spring, or the attached
    /// `CASpringAnimation`, replaced by a copy with the new physics (same key and `beginTime`).
    @discardableResult
    public func commitSpring() -> Bool {
        guard let editor = inspector.springEditor, let target = inspector.springTarget else { return false }
        switch target {
        case .scene(let name):
            guard let tunable = scene(at: inspectedEntry) as? TunableScene else { return false }
            return tunable.setTunableSpring(editor.spring, named: name)
        case .attached(let layer, let key):
            guard let running = layer.animation(forKey: key) as? CASpringAnimation else { return false }
            layer.add(editor.applied(to: running), forKey: key)
            return true
        }
    }

    /// "Copy as Swift" for the spring: the `CASpringAnimation` lines, one string, to `onCopy`.
    @discardableResult
    public func copySpringAsSwift() -> String? {
        guard let editor = inspector.springEditor else { return nil }
        let text = editor.swiftLines.joined(separator: "\n")
        onCopy?(text)
        return text
    }
}
