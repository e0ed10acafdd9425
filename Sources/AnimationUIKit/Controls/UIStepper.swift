import Foundation

/// A pair of − and + buttons that step a value down and up.
///
///     let guests = UIStepper()
///     guests.minimumValue = 1; guests.maximumValue = 12
///     guests.addTarget(for: .valueChanged) { (s: UIStepper) in label.text = "\(Int(s.value))" }
///
/// A press on the left half subtracts `stepValue`, on the right half adds it, at once (after
/// `UIControl`'s `.touchDown`), sending `.valueChanged` when the value changed. Held down with
/// `autorepeat` (the default), it steps again after 0.5 s and then every 0.1 s while the pointer
/// stays inside, counted in the stepper's layer time (so it slows with the scene). With
/// `isContinuous = false` the steps made while held send one `.valueChanged` on release. At a
/// limit the value stays, unless `wraps` is true, when it goes round to the other limit. Setting
/// `value` clamps it and sends nothing. Its size is UIKit's 94 × 32 pt.
///
/// Differences from UIKit: the repeat's delay and rate are this project's (UIKit does not
/// publish them, and speeds up while held); no per-state images. The half that cannot step is
/// drawn grey.
open class UIStepper: UIControl {
    /// UIKit's fixed size of a stepper.
    public static let size = CGSize(width: 94, height: 32)

    /// The value, within `minimumValue…maximumValue` (0 by default).
    open var value: Double {
        get { storedValue }
        set {
            guard newValue.isFinite else {
                CADiagnostics.report("UIStepper.value: \(newValue) is not finite; the value stays \(storedValue)")
                return
            }
            storedValue = min(max(newValue, minimumValue), maximumValue)
            updateLook()
        }
    }
    /// The lowest value (0 by default).
    open var minimumValue: Double = 0 {
        didSet {
            if !minimumValue.isFinite { minimumValue = oldValue }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }
    /// The highest value (100 by default).
    open var maximumValue: Double = 100 {
        didSet {
            if !maximumValue.isFinite { maximumValue = oldValue }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }
    /// How much one click changes the value (1 by default; must be positive and finite).
    open var stepValue: Double = 1 {
        didSet {
            if !(stepValue > 0 && stepValue.isFinite) {
                CADiagnostics.report("UIStepper.stepValue: \(stepValue) is not positive; it stays \(oldValue)")
                stepValue = oldValue
            }
        }
    }
    /// Whether stepping past a limit goes round to the other (false by default).
    open var wraps = false
    /// Sends `.valueChanged` for each step while held (true), or once on release (false).
    open var isContinuous = true
    /// Whether holding a half steps again and again (true by default).
    open var autorepeat = true

    /// The wait before a held half repeats, and between repeats.
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1

    private var storedValue: Double = 0
    private var valueAtPress: Double = 0
    private var repeatTimer: LayerTimer?
    let minusLabel = UILabel()
    let plusLabel = UILabel()
    let divider = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        backgroundColor = UIColor(white: 0.92, alpha: 1)
        layer.cornerRadius = 8
        for (label, text) in [(minusLabel, "\u{2212}"), (plusLabel, "+")] {
            label.text = text
            label.font = .systemFont(ofSize: 22)
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        divider.isUserInteractionEnabled = false
        divider.backgroundColor = UIColor(white: 0.75, alpha: 1)
        addSubview(divider)
        let half = Self.size.width / 2
        let lineHeight = (minusLabel.font?.lineHeight ?? 26).rounded(.up)
        let y = (Self.size.height - lineHeight) / 2
        minusLabel.frame = CGRect(x: 0, y: y, width: half, height: lineHeight)
        plusLabel.frame = CGRect(x: half, y: y, width: half, height: lineHeight)
        divider.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: Self.size.height - 16)
        updateLook()
    }

    /// A stepper at the origin.
    public convenience init() { self.init(frame: .zero) }

    /// Archives are not supported: always nil (declared so subclasses keep UIKit's initializers).
    public required init?(coder: NSCoder) { return nil }

    /// The frame keeps UIKit's fixed size whatever size is asked.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        valueAtPress = storedValue
        guard isTracking, let p = touches.first?.location(in: self), bounds.contains(p) else { return }
        let up = p.x >= bounds.midX
        step(up: up)
        if autorepeat { scheduleRepeat(up: up, after: Self.repeatDelay) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        if wasTracking { finishPress() }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesCancelled(touches, with: event)
        if wasTracking { finishPress() }
    }

    /// Stops the repeat; a stepper that is not continuous tells its steps now, once.
    private func finishPress() {
        repeatTimer?.cancel()
        repeatTimer = nil
        if !isContinuous && storedValue != valueAtPress { sendActions(for: .valueChanged) }
    }

    private func scheduleRepeat(up: Bool, after delay: TimeInterval) {
        repeatTimer = LayerTimer.schedule(after: delay, in: layer) { [weak self] in
            guard let self, self.isTracking, self.isTouchInside, self.isEnabled else { return }
            self.step(up: up)
            self.scheduleRepeat(up: up, after: Self.repeatInterval)
        }
    }

    private func step(up: Bool) {
        let before = storedValue
        var next = storedValue + (up ? stepValue : -stepValue)
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        storedValue = next
        updateLook()
        if isContinuous && storedValue != before { sendActions(for: .valueChanged) }
    }

    private func updateLook() {
        let grey = UIColor(white: 0.65, alpha: 1)
        minusLabel.textColor = isEnabled && (wraps || storedValue > minimumValue) ? .black : grey
        plusLabel.textColor = isEnabled && (wraps || storedValue < maximumValue) ? .black : grey
    }

    open override func stateDidChange() { updateLook() }
}
