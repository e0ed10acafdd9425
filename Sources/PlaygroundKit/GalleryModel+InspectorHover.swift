import AnimationCore
import Foundation
import Gallery

/// What the inspector's plot shows: one of the editors, or, while the pointer is over a row
/// other than the selected one, that row's own curve or spring for reading only (no handles;
/// its sliders show its values but edit nothing).
public enum InspectorPlot: Equatable {
    /// A timing curve; `editable` when it is the curve editor (its handles are drawn and dragged).
    case curve(CurveEditor, editable: Bool)
    /// A spring's response curve; `editable` when it is the spring editor.
    case spring(SpringEditor, editable: Bool)
}

// The row the plot and readout describe. The rule: the row under the pointer (its name or its
// bars) while the pointer is over the timeline, else the selected row. So hovering reads any
// animation at a glance, and moving the pointer to the plot, the sliders or the buttons brings
// the selected row's editors back before the pointer gets there.
extension GalleryModel {
    /// The row under the pointer in the timeline (index into `timelineInspector.rows`), nil
    /// when the pointer is elsewhere, a drag is going on, or the panel is closed.
    public var hoveredInspectorRow: Int? {
        guard inspector.isOpen, inspector.drag == nil, let p = inspector.hoverPoint else { return nil }
        return inspectorRow(at: p)
    }

    /// The row the plot and readout show: the hovered row, else the selected one (nil when the
    /// scene has no animations).
    public var shownInspectorRow: Int? {
        let count = timelineInspector?.rows.count ?? 0
        if let h = hoveredInspectorRow { return h }
        return inspector.selectedRow < count ? inspector.selectedRow : nil
    }

    /// What the plot shows now (nil when there is nothing to plot).
    public var inspectorPlot: InspectorPlot? {
        let rows = timelineInspector?.rows ?? []
        if let h = hoveredInspectorRow, h != inspector.selectedRow, rows.indices.contains(h) {
            let row = rows[h]
            if let spring = row.spring { return .spring(SpringEditor(spring), editable: false) }
            let function = row.timingFunction ?? CAMediaTimingFunction(name: .linear)
            return .curve(CurveEditor(function, frame: inspectorLayout.plot), editable: false)
        }
        if inspectorShowsSpring, let spring = inspector.springEditor { return .spring(spring, editable: true) }
        return inspector.curveEditor.map { .curve($0, editable: true) }
    }

    /// The row whose name or bars are at `p` (window points), among the rows the panel shows.
    func inspectorRow(at p: CGPoint) -> Int? {
        let l = inspectorLayout
        guard l.labels.contains(p) || l.bars.contains(p) else { return nil }
        let k = Int(((p.y - l.bars.minY) / InspectorLayout.rowHeight).rounded(.down)) - 1
        let shown = stage.inspectorPanel.shownRows(count: timelineInspector?.rows.count ?? 0,
                                                   selected: inspector.selectedRow)
        guard k >= 0, shown.lowerBound + k < shown.upperBound else { return nil }
        return shown.lowerBound + k
    }

    /// Follows the pointer over the panel. `overPanel`: the panel has the pointer (the scene
    /// below does not get the move); `changed`: what the panel shows may have changed.
    func inspectorHover(_ p: CGPoint?) -> (overPanel: Bool, changed: Bool) {
        guard inspector.isOpen else { return (false, false) }
        let over = p.map(inspectorLayout.panel.contains) ?? false
        let was = (inspector.hoverPoint != nil, hoveredInspectorRow)
        inspector.hoverPoint = over ? p : nil
        return (over, was != (inspector.hoverPoint != nil, hoveredInspectorRow))
    }
}
