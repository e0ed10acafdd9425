import AnimationCore
import Foundation

/// The timeline inspector's panel, drawn with layers like the rest of the app's chrome: a
/// rounded panel along the bottom of the window with the inspected scene's animations as bars
/// on a time axis (a playhead at the scene's time), the selected animation's timing curve with
/// a dot at its current input time (or a spring's response curve with its settling duration),
/// Apple's named curves as preset buttons (for a spring: sliders of its mass, stiffness, damping
/// and initial velocity), "Copy as Swift", and a readout of the selected animation, or of the
/// one under the pointer (outlined). A small "Inspector" button opens and closes it.
///
/// The panel only draws what `GalleryModel` holds (`inspector`, `timelineInspector`); the pointer
/// is handled by the model (`GalleryModel+InspectorPointer.swift`) with the same `InspectorLayout`.
public final class InspectorPanel {
    /// Parent of everything the panel draws; window points, origin at the window's.
    public let layer = CALayer()
    let background = CALayer()
    let title: CATextLayer
    let axis = CAShapeLayer()
    /// One label per second of the axis.
    let axisLabels: [CATextLayer]
    /// One label per row the timeline shows, each on its row (one text of many lines drifted
    /// off the rows: a line of 11-point text is shorter than a row).
    let rowLabels: [CATextLayer]
    let bars = CAShapeLayer()
    let fills = CAShapeLayer()
    let selectedBar = CAShapeLayer()
    let hoveredBar = CAShapeLayer()
    let cycleMarks = CAShapeLayer()
    let playhead = CAShapeLayer()
    let plotFrame = CAShapeLayer()
    let curve = CAShapeLayer()
    let handles = CAShapeLayer()
    let dot = CAShapeLayer()
    let marks = CAShapeLayer()
    let plotLabel: CATextLayer
    let readout: CATextLayer
    let buttons: [CALayer]
    let buttonLabels: [CATextLayer]
    let toggle = CALayer()
    let toggleLabel: CATextLayer
    /// The spring editor's sliders (in the presets' place while a spring is plotted).
    let sliders = CALayer()
    let sliderTracks = CAShapeLayer()
    let sliderKnobs = CAShapeLayer()
    let sliderLabels: [CATextLayer]
    private(set) var layout = InspectorLayout(windowSize: CGSize(width: 1280, height: 800))

    static let barColor = Theme.rgb(0x5B9DFF, alpha: 0.75)
    static let fillColor = Theme.rgb(0x5B9DFF, alpha: 0.25)
    static let selectedColor = Theme.rgb(0xF2C14E, alpha: 0.9)
    static let playheadColor = Theme.rgb(0xFF5A5F)
    static let gridColor = Theme.rgb(0x3A4356)

    init() {
        title = Theme.label(size: 13, bold: true)
        axisLabels = (0..<Int(InspectorLayout.timeSpan)).map { _ in Theme.label(size: 10, color: Theme.secondaryText) }
        rowLabels = (0..<InspectorLayout(windowSize: .zero).visibleRowCount).map { _ in
            Theme.label(size: 11, color: Theme.text)
        }
        plotLabel = Theme.label(size: 11, color: Theme.secondaryText, alignment: .right)
        readout = Theme.label(size: 11, color: Theme.text)
        let names = CurveEditor.presets.map(\.rawValue) + ["Copy as Swift"]
        buttons = names.map { _ in CALayer() }
        buttonLabels = names.map { name in
            let l = Theme.label(size: 11, color: Theme.text, alignment: .center)
            l.string = name
            return l
        }
        sliderLabels = SpringParameter.allCases.map { _ in Theme.label(size: 11, color: Theme.text) }
        toggleLabel = Theme.label(size: 11, bold: true, color: Theme.text, alignment: .center)
        toggleLabel.string = "Inspector (I)"
        Theme.withoutAnimation { assemble() }
    }

    private func assemble() {
        layer.name = "inspector"
        layer.anchorPoint = .zero
        background.anchorPoint = .zero
        background.backgroundColor = Theme.rgb(0x1A1E28)     // opaque: the tile's labels must not show through
        background.borderColor = Theme.panelBorder
        background.borderWidth = 1
        background.cornerRadius = 10
        layer.addSublayer(background)
        style(axis, stroke: Self.gridColor)
        style(bars, fill: Self.barColor)
        style(fills, fill: Self.fillColor)
        style(selectedBar, stroke: Self.selectedColor, width: 2)
        style(hoveredBar, stroke: Theme.secondaryText, width: 1)
        style(cycleMarks, stroke: Theme.rgb(0x11131A), width: 1)
        style(playhead, stroke: Self.playheadColor, width: 2)
        style(plotFrame, stroke: Self.gridColor)
        style(curve, stroke: Theme.accent, width: 2)
        style(handles, stroke: Theme.secondaryText, fill: Theme.rgb(0xE8ECF4), width: 1)
        style(dot, fill: Self.playheadColor)
        style(marks, stroke: Self.selectedColor, width: 1)
        ([title, axis] + axisLabels + rowLabels + [fills, bars, cycleMarks, selectedBar, hoveredBar, playhead,
         plotFrame, marks, curve, handles, dot, plotLabel, readout]).forEach(layer.addSublayer)
        for (b, l) in zip(buttons, buttonLabels) {
            b.anchorPoint = .zero
            b.backgroundColor = Theme.tile
            b.borderColor = Theme.panelBorder
            b.borderWidth = 1
            b.cornerRadius = 5
            l.anchorPoint = .zero
            b.addSublayer(l)
            layer.addSublayer(b)
        }
        sliders.anchorPoint = .zero
        style(sliderTracks, fill: Self.gridColor)
        style(sliderKnobs, stroke: Theme.secondaryText, fill: Theme.rgb(0xE8ECF4), width: 1)
        ([sliderTracks, sliderKnobs] + sliderLabels).forEach(sliders.addSublayer)
        layer.addSublayer(sliders)
        toggle.anchorPoint = .zero
        toggle.backgroundColor = Theme.tile
        toggle.borderColor = Theme.accent
        toggle.borderWidth = 1
        toggle.cornerRadius = 6
        toggle.addSublayer(toggleLabel)
        layer.addSublayer(toggle)
    }

    private func style(_ s: CAShapeLayer, stroke: CGColor? = nil, fill: CGColor? = nil, width: CGFloat = 1) {
        s.anchorPoint = .zero
        s.strokeColor = stroke
        s.fillColor = fill
        s.lineWidth = width
    }

    /// Places the fixed parts for a window of `size` points.
    func place(in size: CGSize) {
        layout = InspectorLayout(windowSize: size)
        let l = layout
        func put(_ sub: CALayer, _ r: CGRect) {
            sub.bounds = CGRect(origin: .zero, size: r.size)
            sub.position = r.origin
        }
        put(layer, CGRect(origin: .zero, size: size))
        put(background, l.panel)
        put(title, CGRect(x: l.panel.minX + 12, y: l.panel.minY + 7, width: l.panel.width - 24, height: 18))
        for (k, label) in rowLabels.enumerated() {
            let row = l.rowFrame(k)
            put(label, CGRect(x: l.labels.minX + 2, y: row.minY + 1, width: l.labels.width - 2, height: row.height - 1))
        }
        for label in axisLabels { put(label, CGRect(x: l.bars.minX, y: l.bars.minY, width: 40, height: 14)) }
        // Over the presets' column too, ending at the plot's right edge (a spring's label is long).
        put(plotLabel, CGRect(x: l.readout.minX, y: l.panel.minY + 8, width: l.plot.maxX - l.readout.minX, height: 16))
        put(readout, l.readout)
        for shape in [axis, bars, fills, selectedBar, hoveredBar, cycleMarks, plotFrame, curve, handles, marks] {
            put(shape, CGRect(origin: .zero, size: size))
        }
        let head = CGMutablePath()
        head.move(to: CGPoint(x: 5, y: 0))
        head.addLine(to: CGPoint(x: 5, y: l.bars.height))
        head.addRect(CGRect(x: 0, y: 0, width: 10, height: 6))
        playhead.bounds = CGRect(x: 0, y: 0, width: 10, height: l.bars.height)
        playhead.path = head
        dot.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        dot.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8), transform: nil)
        for (k, (b, label)) in zip(buttons, buttonLabels).enumerated() {
            let r = k < l.presetButtons.count ? l.presetButtons[k] : l.copyButton
            put(b, r)
            put(label, CGRect(x: 0, y: 4, width: r.width, height: r.height - 4))
        }
        put(sliders, CGRect(origin: .zero, size: size))
        for shape in [sliderTracks, sliderKnobs] { put(shape, CGRect(origin: .zero, size: size)) }
        for (label, r) in zip(sliderLabels, l.springSliders) {
            put(label, CGRect(x: r.minX, y: r.minY + 3, width: r.width, height: 16))
        }
        put(toggle, l.toggleButton)
        put(toggleLabel, CGRect(x: 0, y: 4, width: l.toggleButton.width, height: l.toggleButton.height - 4))
    }

    /// Shows `text` in `label` only when it changed (each change re-rasterizes the text).
    func set(_ label: CATextLayer, _ text: String) {
        if (label.string as? String) != text { label.string = text }
    }
}
