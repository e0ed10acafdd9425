import AnimationCore
import Foundation

// The spring editor's four sliders, drawn in the presets' place while a spring is plotted:
// "mass 1" above a track with a knob at the value's place (`SpringParameter`'s scales).
extension InspectorPanel {
    /// Shows the sliders for `spring` (hiding the curve presets), or the presets when nil.
    func drawSpringSliders(_ spring: SpringEditor?) {
        let presets = buttons.prefix(CurveEditor.presets.count)
        for b in presets { b.isHidden = spring != nil }
        sliders.isHidden = spring == nil
        guard let spring else { return }
        let tracks = CGMutablePath(), knobs = CGMutablePath()
        for parameter in SpringParameter.allCases {
            let track = layout.sliderTrack(parameter.rawValue)
            let value = parameter.value(of: spring.spring)
            tracks.addRect(track)
            let x = track.minX + CGFloat(parameter.fraction(of: value)) * track.width
            knobs.addEllipse(in: CGRect(x: x - 5, y: track.midY - 5, width: 10, height: 10))
            set(sliderLabels[parameter.rawValue], "\(parameter.name) " + String(format: "%.3g", value))
        }
        setPath(sliderTracks, tracks)
        setPath(sliderKnobs, knobs)
    }
}
