import Foundation

/// An on/off switch: a rounded track with a thumb that slides from one end to the other.
///
///     let sound = UISwitch()
///     sound.setOn(true, animated: false)
///     sound.addTarget(for: .valueChanged) { (s: UISwitch) in player.isMuted = !s.isOn }
///
/// A click (press and release inside) toggles it with an animation and sends `.valueChanged`
/// after `UIControl`'s `.touchUpInside`. A drag of more than 5 pt sideways decides by where it
/// is released instead: right of the centre on, left of it off (sending `.valueChanged` only
/// when that changes the switch). Setting `isOn` or calling `setOn(_:animated:)` sends nothing,
/// as in UIKit. Its size is always UIKit's 51 × 31 pt (a frame of another size keeps its origin
/// and takes that size).
///
/// Differences from UIKit: the thumb does not follow the pointer during a drag (it slides when
/// released); no images or titles. The toggle animates the thumb and the track's colour in
/// 0.25 s, ease in-out.
open class UISwitch: UIControl {
    /// UIKit's fixed size of a switch.
    public static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on (false by default).
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }
    /// The track's colour when on (system green by default).
    open var onTintColor: UIColor? = .systemGreen { didSet { layoutParts() } }
    /// The thumb's colour (white by default).
    open var thumbTintColor: UIColor? = .white { didSet { layoutParts() } }

    private var storedIsOn = false
    private var pressX: CGFloat?
    private var dragged = false
    let track = UIView(frame: .zero)
    let thumb = UIView(frame: .zero)
    static let offColor = UIColor(white: 0.88, alpha: 1)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        for part in [track, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        track.layer.cornerRadius = Self.size.height / 2
        thumb.layer.cornerRadius = (Self.size.height - 4) / 2
        thumb.layer.borderWidth = 0.5
        thumb.layer.borderColor = UIColor(white: 0.7, alpha: 1).cgColor
        layoutParts()
    }

    /// A switch at the origin.
    public convenience init() { self.init(frame: .zero) }

    /// Archives are not supported: always nil (declared so subclasses keep UIKit's initializers).
    public required init?(coder: NSCoder) { return nil }

    /// The frame keeps UIKit's fixed size whatever size is asked.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    /// Turns the switch on or off, sliding the thumb when `animated`. Sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != storedIsOn else { return }
        storedIsOn = on
        if animated { UIView.animate(withDuration: 0.25) { self.layoutParts() } } else { layoutParts() }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        pressX = isTracking ? touches.first?.location(in: self).x : nil
        dragged = false
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if let start = pressX, let x = touches.first?.location(in: self).x, abs(x - start) > 5 { dragged = true }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        let slop = bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop)
        let location = touches.first?.location(in: self)
        let inside = location.map { slop.contains($0) } ?? false
        super.touchesEnded(touches, with: event)
        pressX = nil
        guard wasTracking, inside, isEnabled, let location else { return }
        let on = dragged ? location.x >= bounds.midX : !storedIsOn
        guard on != storedIsOn else { return }
        setOn(on, animated: true)
        sendActions(for: .valueChanged)
    }

    /// The thumb's rectangle in the switch's bounds.
    var thumbFrame: CGRect {
        let d = Self.size.height - 4
        let x = storedIsOn ? bounds.maxX - 2 - d : bounds.minX + 2
        return CGRect(x: x, y: bounds.minY + 2, width: d, height: d)
    }

    private func layoutParts() {
        track.frame = bounds
        track.backgroundColor = storedIsOn ? (onTintColor ?? .systemGreen) : Self.offColor
        thumb.frame = thumbFrame
        thumb.backgroundColor = thumbTintColor ?? .white
    }
}
