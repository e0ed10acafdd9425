import AnimationCore
import Foundation

/// What the timeline inspector shows and what the pointer is doing in it (kept by `GalleryModel`).
public struct InspectorState {
    /// True while the panel is open (key `I` or its button).
    public internal(set) var isOpen = false
    /// The selected row, an index into the inspected scene's `TimelineInspector.rows`.
    public internal(set) var selectedRow = 0
    /// True once a person picked a row; until then the panel keeps `defaultInspectorRow()`
    /// selected as animations come and go.
    var userChoseRow = false
    /// The curve editor, bound to `curveName` of the inspected scene when it is a `TunableScene`
    /// (else showing the selected row's curve, for reading only).
    public internal(set) var curveEditor: CurveEditor?
    /// The scene curve the editor writes to; nil when the curve is only shown.
    public internal(set) var curveName: String?
    /// The spring editor, bound to `springTarget` when there is one.
    public internal(set) var springEditor: SpringEditor?
    /// Where an edited spring goes: a scene's named spring or an attached `CASpringAnimation`.
    var springTarget: SpringTarget?
    /// The scene spring the spring editor writes to; nil when it edits an attached animation (or nothing).
    public var springName: String? {
        if case .scene(let name)? = springTarget { return name }
        return nil
    }
    /// What the pointer is dragging in the panel.
    var drag: Drag?
    /// Where the pointer is over the open panel (window points), nil when it is elsewhere; the
    /// row under it is the one the plot and the readout show (`GalleryModel.shownInspectorRow`).
    public internal(set) var hoverPoint: CGPoint?
    /// The scene time the panel's time axis starts at (pages of `InspectorLayout.timeSpan`).
    public internal(set) var axisStart: Double = 0

    enum Drag: Equatable {
        case playhead
        case controlPoint(Int)
        case spring
        case springParameter(SpringParameter)
    }

    enum SpringTarget {
        case scene(name: String)
        case attached(layer: CALayer, key: String)
    }

    /// How far Shift with `,` or `.` moves a paused scene: ten frames at 60 Hz.
    public static let largeStep: CFTimeInterval = 10.0 / 60.0
}
