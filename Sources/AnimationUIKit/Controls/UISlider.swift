import Foundation

/// A control for choosing a value in a continuous range by dragging a thumb along a track.
///
///     let volume = UISlider(frame: CGRect(x: 20, y: 40, width: 240, height: 31))
///     volume.minimumValue = 0; volume.maximumValue = 11
///     volume.addTarget(for: .valueChanged) { (s: UISlider) in player.volume = s.value }
///
/// A press on the thumb (or within 10 pt of it) starts a drag: the thumb follows the pointer
/// horizontally, keeping the offset at which it was grabbed, and the value follows the thumb.
/// A continuous slider (the default) sends `.valueChanged` on every move that changes the
/// value; one with `isContinuous = false` sends it once, on release, when the value changed.
/// Setting `value` (or `setValue(_:animated:)`) clamps it to the range and sends nothing, as
/// in UIKit. The press also sends `UIControl`'s touch events.
///
/// Differences from UIKit: a press on the track away from the thumb does nothing (as UIKit);
/// no thumb or track images; the thumb is a 28 pt white disc with a grey rim, the track 4 pt
/// high, blue left of the thumb and light grey right of it. `setValue(_:animated: true)` moves
/// the thumb in 0.25 s with UIKit's default ease-in-out curve.
open class UISlider: UIControl {
    /// The value, within `minimumValue…maximumValue` (0 by default).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The value at the left end (0 by default). Raising it above the maximum raises the maximum.
    open var minimumValue: Float = 0 {
        didSet {
            if !minimumValue.isFinite { minimumValue = oldValue }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// The value at the right end (1 by default). Lowering it below the minimum lowers the minimum.
    open var maximumValue: Float = 1 {
        didSet {
            if !maximumValue.isFinite { maximumValue = oldValue }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// Sends `.valueChanged` during the drag (true) or once on release (false).
    open var isContinuous = true
    /// The colour of the track left of the thumb (system blue by default).
    open var minimumTrackTintColor: UIColor? = .systemBlue { didSet { applyColors() } }
    /// The colour of the track right of the thumb (light grey by default).
    open var maximumTrackTintColor: UIColor? = UIColor(white: 0.85, alpha: 1) { didSet { applyColors() } }
    /// The colour of the thumb (white by default).
    open var thumbTintColor: UIColor? = .white { didSet { applyColors() } }

    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4
    static let grabMargin: CGFloat = 10

    private var storedValue: Float = 0
    private var grabOffset: CGFloat?
    private var valueAtPress: Float = 0
    let minimumTrack = UIView(frame: .zero)
    let maximumTrack = UIView(frame: .zero)
    let thumb = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for part in [maximumTrack, minimumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        minimumTrack.layer.cornerRadius = Self.trackHeight / 2
        maximumTrack.layer.cornerRadius = Self.trackHeight / 2
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.borderWidth = 0.5
        thumb.layer.borderColor = UIColor(white: 0.6, alpha: 1).cgColor
        applyColors()
        layoutParts()
    }

    /// Archives are not supported: always nil (declared so subclasses keep UIKit's initializers).
    public required init?(coder: NSCoder) { return nil }

    open override var frame: CGRect { didSet { layoutParts() } }
    open override var bounds: CGRect { didSet { layoutParts() } }

    /// Sets the value (clamped to the range; a non-finite value is ignored with a diagnostic),
    /// moving the thumb in 0.25 s when `animated`. Sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else {
            CADiagnostics.report("UISlider.setValue: \(value) is not finite; the value stays \(storedValue)")
            return
        }
        storedValue = min(max(value, minimumValue), maximumValue)
        if animated { UIView.animate(withDuration: 0.25) { self.layoutParts() } } else { layoutParts() }
    }

    /// The thumb's rectangle in the slider's bounds.
    open func thumbRect() -> CGRect {
        let d = Self.thumbDiameter
        let span = max(bounds.width - d, 0)
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((storedValue - minimumValue) / range) : 0
        return CGRect(x: bounds.minX + span * fraction, y: bounds.midY - d / 2, width: d, height: d)
    }

    // MARK: Tracking

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isTracking, let p = touches.first?.location(in: self) else { return }
        let grab = thumbRect().insetBy(dx: -Self.grabMargin, dy: -Self.grabMargin)
        grabOffset = grab.contains(p) ? p.x - thumbRect().midX : nil
        valueAtPress = storedValue
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard let offset = grabOffset, let p = touches.first?.location(in: self) else { return }
        let before = storedValue
        storedValue = value(atThumbCentre: p.x - offset)
        layoutParts()
        if isContinuous && storedValue != before { sendActions(for: .valueChanged) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let dragged = grabOffset != nil
        grabOffset = nil
        super.touchesEnded(touches, with: event)
        if dragged && !isContinuous && storedValue != valueAtPress { sendActions(for: .valueChanged) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let dragged = grabOffset != nil
        grabOffset = nil
        super.touchesCancelled(touches, with: event)
        if dragged && !isContinuous && storedValue != valueAtPress { sendActions(for: .valueChanged) }
    }

    private func value(atThumbCentre x: CGFloat) -> Float {
        let d = Self.thumbDiameter
        let span = bounds.width - d
        guard span > 0 else { return minimumValue }
        let fraction = Float(min(max((x - bounds.minX - d / 2) / span, 0), 1))
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    // MARK: Drawing

    private func layoutParts() {
        let t = thumbRect()
        let h = Self.trackHeight
        let y = bounds.midY - h / 2
        minimumTrack.frame = CGRect(x: bounds.minX, y: y, width: max(t.midX - bounds.minX, 0), height: h)
        maximumTrack.frame = CGRect(x: t.midX, y: y, width: max(bounds.maxX - t.midX, 0), height: h)
        thumb.frame = t
    }

    private func applyColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? .systemBlue
        maximumTrack.backgroundColor = maximumTrackTintColor ?? UIColor(white: 0.85, alpha: 1)
        thumb.backgroundColor = thumbTintColor ?? .white
    }
}
