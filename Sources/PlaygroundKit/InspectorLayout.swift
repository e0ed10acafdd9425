import Foundation

/// Where the inspector panel's parts go in a window of a given size (window points): the
/// panel along the bottom, the timeline on its left (row labels, then bars on a time axis),
/// the curve plot on its right with the presets and "Copy as Swift" beside it, and the small
/// button that opens and closes the panel in the bottom-right corner.
public struct InspectorLayout: Equatable {
    /// The panel's height, in points.
    public static let panelHeight: CGFloat = 250
    /// One row of the timeline.
    public static let rowHeight: CGFloat = 16
    /// The width of the row labels column.
    public static let labelWidth: CGFloat = 250
    /// The stretch of scene time the axis shows; the axis turns a page when the playhead leaves it.
    public static let timeSpan: Double = 4
    static let margin: CGFloat = 12
    /// One spring slider: its label line and its track.
    static let sliderHeight: CGFloat = 34

    public let panel: CGRect
    /// The bars' area (the time axis runs along its top).
    public let bars: CGRect
    /// The row labels, left of `bars`.
    public let labels: CGRect
    /// The curve (or spring response) plot.
    public let plot: CGRect
    /// One button per `CurveEditor.presets`, then "Copy as Swift".
    public let presetButtons: [CGRect]
    public let copyButton: CGRect
    /// The spring editor's sliders, one per `SpringParameter`, where the presets are (a spring
    /// has no curve to preset): each a label line above a track.
    public let springSliders: [CGRect]
    /// The readout of the selected animation (progress, value, phase) under the plot's column.
    public let readout: CGRect
    /// "Inspector" — opens and closes the panel.
    public let toggleButton: CGRect

    public init(windowSize size: CGSize) {
        let m = Self.margin, w = max(size.width, 400), h = max(size.height, Self.panelHeight + 60)
        toggleButton = CGRect(x: w - m - 96, y: h - m - 22, width: 96, height: 22)
        let panel = CGRect(x: m, y: h - m - 22 - 6 - Self.panelHeight, width: w - 2 * m, height: Self.panelHeight)
        self.panel = panel
        let side: CGFloat = 170
        plot = CGRect(x: panel.maxX - m - side, y: panel.minY + 28, width: side, height: side)
        let buttonWidth: CGFloat = 112
        let buttonsX = plot.minX - m - buttonWidth
        presetButtons = (0..<5).map {
            CGRect(x: buttonsX, y: panel.minY + 28 + CGFloat($0) * 26, width: buttonWidth, height: 22)
        }
        copyButton = CGRect(x: buttonsX, y: panel.minY + 28 + 5 * 26 + 8, width: buttonWidth, height: 22)
        springSliders = SpringParameter.allCases.map {
            CGRect(x: buttonsX, y: panel.minY + 24 + CGFloat($0.rawValue) * Self.sliderHeight, width: buttonWidth,
                   height: Self.sliderHeight)
        }
        readout = CGRect(x: buttonsX, y: plot.maxY + 6, width: plot.maxX - buttonsX,
                         height: panel.maxY - plot.maxY - 10)
        labels = CGRect(x: panel.minX + m, y: panel.minY + 28, width: Self.labelWidth, height: panel.height - 28 - m)
        let barsX = labels.maxX + 8
        bars = CGRect(x: barsX, y: labels.minY, width: max(40, buttonsX - m - barsX), height: labels.height)
    }

    /// How many rows fit.
    public var visibleRowCount: Int { max(1, Int((bars.height - Self.rowHeight) / Self.rowHeight)) }

    /// The x of scene time `t` on an axis starting at `start`.
    public func x(forTime t: Double, axisStart start: Double) -> CGFloat {
        bars.minX + CGFloat((t - start) / Self.timeSpan) * bars.width
    }

    /// The scene time at `x` on an axis starting at `start` (clamped to the axis).
    public func time(atX x: CGFloat, axisStart start: Double) -> Double {
        let f = Double(min(max((x - bars.minX) / bars.width, 0), 1))
        return start + f * Self.timeSpan
    }

    /// The page of the axis that shows `t`: the multiple of `timeSpan` at or below it.
    public static func axisStart(showing t: Double) -> Double {
        guard t.isFinite else { return 0 }
        return (t / timeSpan).rounded(.down) * timeSpan
    }

    /// The track of spring slider `k` (the line its knob slides on), inside `springSliders[k]`.
    public func sliderTrack(_ k: Int) -> CGRect {
        let r = springSliders[k]
        return CGRect(x: r.minX + 6, y: r.maxY - 9, width: r.width - 12, height: 2)
    }

    /// The frame of row `k` (counted from the first row shown) across labels and bars.
    public func rowFrame(_ k: Int) -> CGRect {
        CGRect(x: labels.minX, y: bars.minY + Self.rowHeight * CGFloat(k + 1), width: bars.maxX - labels.minX,
               height: Self.rowHeight)
    }
}
