import AnimationCore
import Foundation
import Gallery

// The pointer in the inspector panel: the "Inspector" button, the playhead (press or drag on the
// bars scrubs the paused scene), row labels (select), the curve's handles (drag, committed to
// the scene on release), the presets and "Copy as Swift", and for a spring the plot itself
// (x sets the response, y the damping ratio) and the sliders of its mass, stiffness, damping and
// initial velocity (in the presets' place; committed on release). Presses on the panel never
// reach the scene.
extension GalleryModel {
    /// The response range a spring plot drag covers, left to right, in seconds.
    static let springResponseRange: ClosedRange<Double> = 0.1...2
    /// The damping ratio range a spring plot drag covers, bottom to top.
    static let springDampingRange: ClosedRange<Double> = 0...1.5

    /// True when the plot shows the spring editor (with its sliders) rather than the curve
    /// editor: there is a spring to edit, and the selected row is a spring; or the scene offers
    /// a spring and no curve, and nobody has picked a row that is not a spring; or there is no
    /// row and no scene curve.
    public var inspectorShowsSpring: Bool {
        guard inspector.springEditor != nil else { return false }
        let rows = timelineInspector?.rows ?? []
        if rows.indices.contains(inspector.selectedRow) {
            if rows[inspector.selectedRow].kind == .spring { return true }
            if case .scene? = inspector.springTarget, inspector.curveName == nil, !inspector.userChoseRow {
                return true
            }
            return false
        }
        return inspector.curveName == nil
    }

    /// Handles a press in the panel or on its button; false when the press is not the inspector's.
    func inspectorPointerDown(_ p: CGPoint) -> Bool {
        let l = inspectorLayout
        if l.toggleButton.contains(p), focused != nil || inspector.isOpen {
            toggleInspector()
            return true
        }
        guard inspector.isOpen, l.panel.contains(p) else { return false }
        if inspectorShowsSpring, let k = l.springSliders.firstIndex(where: { $0.contains(p) }),
           let parameter = SpringParameter(rawValue: k) {
            inspector.drag = .springParameter(parameter)
            dragSpringSlider(parameter, to: p)
        } else if let k = l.presetButtons.firstIndex(where: { $0.contains(p) }) {
            applyCurvePreset(CurveEditor.presets[k])
        } else if l.copyButton.contains(p) {
            if inspectorShowsSpring { copySpringAsSwift() } else { copyCurveAsSwift() }
        } else if l.plot.insetBy(dx: -CurveEditor.grabRadius, dy: -CurveEditor.grabRadius).contains(p) {
            if inspectorShowsSpring {
                inspector.drag = .spring
                dragSpring(to: p)
            } else if let k = inspector.curveEditor?.handle(at: p) {
                inspector.drag = .controlPoint(k)
            }
        } else if l.bars.contains(p) {
            inspector.drag = .playhead
            scrub(toSceneTime: l.time(atX: p.x, axisStart: inspector.axisStart))
        } else if l.labels.contains(p), let k = inspectorRow(at: p) {
            selectInspectorRow(k)
        }
        return true
    }

    /// Continues a drag that began in the panel; false when there is none.
    func inspectorPointerMoved(_ p: CGPoint) -> Bool {
        switch inspector.drag {
        case .playhead?: scrub(toSceneTime: inspectorLayout.time(atX: p.x, axisStart: inspector.axisStart))
        case .controlPoint(let k)?: dragControlPoint(k, to: p)
        case .spring?: dragSpring(to: p)
        case .springParameter(let parameter)?: dragSpringSlider(parameter, to: p)
        case nil: return false
        }
        return true
    }

    /// Ends a drag that began in the panel (a dragged curve goes to the scene now); false when
    /// there is none.
    func inspectorPointerUp(_ p: CGPoint) -> Bool {
        guard let drag = inspector.drag else { return false }
        _ = inspectorPointerMoved(p)
        inspector.drag = nil
        switch drag {
        case .controlPoint: commitCurve()
        case .spring, .springParameter: commitSpring()
        case .playhead: break
        }
        return true
    }

    /// Sets `parameter` from the pointer's x on its slider's track (the track's ends are the
    /// range's ends; beyond them the value stays at the end).
    private func dragSpringSlider(_ parameter: SpringParameter, to p: CGPoint) {
        let track = inspectorLayout.sliderTrack(parameter.rawValue)
        let f = Double((p.x - track.minX) / track.width)
        inspector.springEditor?.set(parameter, to: parameter.value(atFraction: f))
    }

    private func dragSpring(to p: CGPoint) {
        let plot = inspectorLayout.plot
        let fx = Double(min(max((p.x - plot.minX) / plot.width, 0), 1))
        let fy = Double(min(max((plot.maxY - p.y) / plot.height, 0), 1))
        let r = Self.springResponseRange, d = Self.springDampingRange
        let response = ((r.lowerBound + fx * (r.upperBound - r.lowerBound)) * 100).rounded() / 100
        let ratio = ((d.lowerBound + fy * (d.upperBound - d.lowerBound)) * 100).rounded() / 100
        inspector.springEditor?.set(dampingRatio: ratio, response: response)
    }

    /// Keeps the playhead on the axis: turns the axis's page when the scene's time leaves it
    /// (not while the playhead is dragged). Until a person picks a row, keeps the default row
    /// selected as animations are added and removed.
    func followPlayhead() {
        guard inspector.isOpen else { return }
        if !inspector.userChoseRow, inspector.drag == nil {
            let k = defaultInspectorRow()
            if k != inspector.selectedRow { inspector.selectedRow = k; bindEditors() }
        }
        guard inspector.drag != .playhead, let now = timelineInspector?.sceneTime else { return }
        if now < inspector.axisStart || now >= inspector.axisStart + InspectorLayout.timeSpan {
            inspector.axisStart = InspectorLayout.axisStart(showing: now)
        }
    }
}
