import AnimationCore
import Foundation

// What the panel shows each frame, read from the model: the bars and playhead, the curve or
// spring plot with its dot, and the readout.
extension InspectorPanel {
    /// Brings the panel up to date with `model` (called by the stage every refresh).
    func update(from model: GalleryModel) {
        Theme.withoutAnimation {
            let open = model.inspector.isOpen
            toggle.isHidden = model.focused == nil && !open
            toggle.borderWidth = open ? 2 : 1
            for sub in layer.sublayers ?? [] where sub !== toggle { sub.isHidden = !open }
            guard open else { return }
            guard let inspector = model.timelineInspector else {
                set(title, "Timeline — the selected scene has not been built yet")
                drawSpringSliders(nil)
                return
            }
            let rows = inspector.rows, now = inspector.sceneTime
            let selected = rows.indices.contains(model.inspector.selectedRow) ? model.inspector.selectedRow : nil
            let paused = model.isScenePaused(model.inspectedEntry) || model.sceneSpeed(model.inspectedEntry) == 0
            set(title, "Timeline — \(model.entries[model.inspectedEntry].title) · scene time "
                + String(format: "%.3f s", now) + (paused ? " · paused (drag the playhead, , . Shift)" : "")
                + " · \(rows.count) animation\(rows.count == 1 ? "" : "s")")
            drawTimeline(rows, inspector: inspector, selected: selected, hovered: model.hoveredInspectorRow, now: now,
                         axisStart: model.inspector.axisStart)
            drawPlot(model, rows: rows, inspector: inspector)
        }
    }

    /// Replaces `shape`'s path only when it changed (each change re-rasterizes the layer).
    func setPath(_ shape: CAShapeLayer, _ path: CGPath) {
        if shape.path != path { shape.path = path }
    }

    /// The rows shown: a window of `visibleRowCount` rows that keeps the selected one in view.
    func shownRows(count: Int, selected: Int?) -> Range<Int> {
        let n = layout.visibleRowCount
        let first = max(0, min((selected ?? 0) - n + 1, count - n))
        return first..<min(count, first + n)
    }

    private func drawTimeline(_ rows: [InspectedAnimation], inspector: TimelineInspector, selected: Int?, hovered: Int?,
                              now: Double, axisStart start: Double) {
        let l = layout
        let axisPath = CGMutablePath(), barPath = CGMutablePath(), fillPath = CGMutablePath()
        let cyclePath = CGMutablePath(), selectedPath = CGMutablePath(), hoveredPath = CGMutablePath()
        let ticks = Int(InspectorLayout.timeSpan * 2)
        for k in 0...ticks {
            let t = start + Double(k) * 0.5, x = l.x(forTime: t, axisStart: start)
            axisPath.move(to: CGPoint(x: x, y: l.bars.minY + (k % 2 == 0 ? 10 : 13)))
            axisPath.addLine(to: CGPoint(x: x, y: l.bars.maxY))
        }
        for (k, label) in axisLabels.enumerated() {
            let x = l.x(forTime: start + Double(k), axisStart: start)
            label.position = CGPoint(x: x + 3, y: l.bars.minY)
            set(label, String(format: "%.0f s", start + Double(k)))
        }
        let shown = shownRows(count: rows.count, selected: selected)
        var labelText: [String] = []
        let end = start + InspectorLayout.timeSpan
        for (k, i) in shown.enumerated() {
            let row = rows[i], frame = l.rowFrame(k)
            let indent = String(repeating: "  ", count: row.depth)
            labelText.append(indent + "\(row.layerName) · \(row.key) · \(row.keyPath ?? row.kind.rawValue)")
            let y = frame.minY + 3, h = frame.height - 6
            func rect(_ a: Double, _ b: Double) -> CGRect? {
                let lo = max(a, start), hi = min(b, end)
                guard hi > lo else { return nil }
                let x0 = l.x(forTime: lo, axisStart: start), x1 = l.x(forTime: hi, axisStart: start)
                return CGRect(x: x0, y: y, width: max(1, x1 - x0), height: h)
            }
            let spans = inspector.spans(of: row, from: start, to: end)
            for span in spans.active { if let r = rect(span.lowerBound, span.upperBound) { barPath.addRect(r) } }
            for span in spans.filled { if let r = rect(span.lowerBound, span.upperBound) { fillPath.addRect(r) } }
            // A mark where one pass meets the next, unless passes are narrower than 4 points.
            let minimum = 4 / Double(l.bars.width) * InspectorLayout.timeSpan
            for (a, b) in zip(spans.active, spans.active.dropFirst())
            where abs(b.lowerBound - a.upperBound) < 1e-9
                && max(a.upperBound - a.lowerBound, b.upperBound - b.lowerBound) >= minimum {
                let x = l.x(forTime: b.lowerBound, axisStart: start)
                cyclePath.move(to: CGPoint(x: x, y: y))
                cyclePath.addLine(to: CGPoint(x: x, y: y + h))
            }
            // The hover outline: 1-point lines on pixel centres (hence the half points).
            if i == selected { selectedPath.addRect(frame.insetBy(dx: -2, dy: 1)) }
            else if i == hovered { hoveredPath.addRect(frame.insetBy(dx: -1.5, dy: 1.5)) }
        }
        if rows.isEmpty { labelText = ["No animations in this scene right now."] }
        for (k, label) in rowLabels.enumerated() { set(label, k < labelText.count ? labelText[k] : "") }
        setPath(axis, axisPath)
        setPath(bars, barPath)
        setPath(fills, fillPath)
        setPath(cycleMarks, cyclePath)
        setPath(selectedBar, selectedPath)
        setPath(hoveredBar, hoveredPath)
        // The playhead is a small layer of its own, moved (not redrawn) as time passes.
        playhead.isHidden = !(now >= start && now <= end)
        playhead.position = CGPoint(x: l.x(forTime: now, axisStart: start) - 5, y: l.bars.minY)
    }

    private func drawPlot(_ model: GalleryModel, rows: [InspectedAnimation], inspector: TimelineInspector) {
        let p = layout.plot
        let frame = CGMutablePath()
        frame.addRect(p)
        let row = model.shownInspectorRow.map { rows[$0] }
        let moment = row.map { inspector.moment(of: $0) }
        let curvePath = CGMutablePath(), handlePath = CGMutablePath(), markPath = CGMutablePath()
        var dotCentre: CGPoint?
        var shownSpring: SpringEditor?
        switch model.inspectorPlot {
        case let .spring(spring, editable)?:
            shownSpring = spring
            // The response curve from 0 to 1.2 × settlingDuration; y from −0.5 to 1.5 like the curves.
            let span = spring.settlingDuration * 1.2
            let editor = CurveEditor(CAMediaTimingFunction(name: .linear), frame: p)
            let points = spring.responseCurve(count: 96, until: span).map {
                editor.viewPoint(forCurvePoint: CGPoint(x: $0.time / span, y: $0.value))
            }
            curvePath.addLines(between: points)
            let settle = editor.viewPoint(forCurvePoint: CGPoint(x: 1 / 1.2, y: 0))
            markPath.move(to: CGPoint(x: settle.x, y: p.minY))
            markPath.addLine(to: CGPoint(x: settle.x, y: p.maxY))
            // The dot rides the curve only for the row whose spring it is.
            if let moment, let row, row.spring == spring.spring {
                let t = moment.inputTime * row.timing.duration
                dotCentre = editor.viewPoint(forCurvePoint: CGPoint(x: t / span, y: spring.spring.value(at: t)))
            }
            let owner = editable ? model.inspector.springName ?? "spring" : "hovered"
            set(plotLabel, owner + String(format: " · ζ %.2f · response %.2f s · settles %.2f s",
                                          spring.dampingRatio, spring.response, spring.settlingDuration))
        case let .curve(editor, editable)?:
            curvePath.addLines(between: editor.plotPoints(count: 64))
            if editable {
                for (end, c) in [(CGPoint.zero, editor.c1), (CGPoint(x: 1, y: 1), editor.c2)] {
                    let a = editor.viewPoint(forCurvePoint: end), b = editor.viewPoint(forCurvePoint: c)
                    handlePath.move(to: a)
                    handlePath.addLine(to: b)
                    handlePath.addEllipse(in: CGRect(x: b.x - 5, y: b.y - 5, width: 10, height: 10))
                }
            }
            for y in [0.0, 1.0] {
                let a = editor.viewPoint(forCurvePoint: CGPoint(x: 0, y: y)),
                    b = editor.viewPoint(forCurvePoint: CGPoint(x: 1, y: y))
                frame.move(to: a)
                frame.addLine(to: b)
            }
            for k in row?.keyframeTimes ?? [] {
                let a = editor.viewPoint(forCurvePoint: CGPoint(x: k, y: -0.5))
                markPath.move(to: a)
                markPath.addLine(to: CGPoint(x: a.x, y: p.minY))
            }
            let rowCurve = row.map { $0.timingFunction ?? CAMediaTimingFunction(name: .linear) }
            if let moment, moment.phase != .removed,
                !editable || rowCurve == editor.timingFunction || model.inspector.curveName == nil {
                dotCentre = editor.viewPoint(forCurvePoint: CGPoint(x: moment.inputTime, y: moment.progress))
            }
            set(plotLabel, !editable ? "hovered row's curve"
                : model.inspector.curveName.map { "\($0) curve · drag the dots" } ?? "curve of the selected animation")
        case nil:
            set(plotLabel, "")
        }
        setPath(plotFrame, frame)
        setPath(curve, curvePath)
        setPath(handles, handlePath)
        // The dot, like the playhead, is moved rather than redrawn.
        dot.isHidden = dotCentre == nil
        if let c = dotCentre { dot.position = CGPoint(x: c.x - 4, y: c.y - 4) }
        setPath(marks, markPath)
        drawSpringSliders(shownSpring)
        set(readout, readoutText(row: row, moment: moment, inspector: inspector))
    }

    private func readoutText(row: InspectedAnimation?, moment: AnimationMoment?,
                             inspector: TimelineInspector) -> String {
        guard let row, let moment else {
            return "↑ ↓ select an animation · C copies the curve, Shift+C the spring"
        }
        let repeats = row.timing.repeatCount.isInfinite ? "∞" : String(format: "%g", row.timing.repeatCount)
        return [String(format: "input %.3f · progress %.3f · pass %d · ", moment.inputTime, moment.progress,
                       moment.iteration + 1) + moment.phase.rawValue,
                "value \(inspector.presentedValue(of: row) ?? "—")",
                String(format: "begin %.2f · duration %.2f · ×", row.begin, row.timing.duration) + repeats
                    + (row.timing.autoreverses ? " · reverses" : "") + " · fill \(row.fillModeName)"]
            .joined(separator: "\n")
    }
}
