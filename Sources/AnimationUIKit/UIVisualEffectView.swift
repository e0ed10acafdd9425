import Foundation
import AnimationCore

/// UIKit's visual effect view: it shows a blur of what lies behind it (`UIBlurEffect`), or
/// makes the content of its `contentView` vibrant (`UIVibrancyEffect`). Add subviews to
/// `contentView`, as in UIKit.
///
/// Built as UIKit builds it, from private subviews filling the view: a backdrop view whose
/// layer draws the blurred content behind it (the renderer reads it back from the frame being
/// drawn: live, it follows whatever moves behind), a tint view with the style's colour, then
/// `contentView`. Round it with `layer.cornerRadius` and `clipsToBounds`, as on iOS.
///
/// Setting `effect` inside an animation block animates the tint's colour and fades the blur in
/// or out (from or to `nil`); iOS also grows the blur radius, which is not animated here: a
/// change between two blur styles takes the new radius at once. Do not make the view
/// translucent with `alpha` (as UIKit warns, the effect then looks wrong): it fades the blur.
open class UIVisualEffectView: UIView {
    /// The view to add subviews to.
    public let contentView: UIView
    private let backdropView: UIView
    private let tintView: UIView

    /// The effect shown; nil for none (the view then shows only its `contentView`).
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// A view showing `effect`, with a zero frame.
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        backdropView = UIView(frame: .zero)
        tintView = UIView(frame: .zero)
        self.effect = effect
        super.init(frame: .zero)
        for v in [backdropView, tintView, contentView] { addSubview(v) }
        backdropView.isUserInteractionEnabled = false
        tintView.isUserInteractionEnabled = false
        applyEffect()
    }

    /// A view with the given frame and no effect (what UIKit's `init(frame:)` gives).
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Apple's archive initializer: there are no archives here, so it returns nil.
    public required init?(coder: NSCoder) { nil }

    open override var frame: CGRect {
        didSet { layoutEffectSubviews() }
    }

    open override var bounds: CGRect {
        didSet { layoutEffectSubviews() }
    }

    private func layoutEffectSubviews() {
        let b = CGRect(origin: .zero, size: bounds.size)
        for v in [backdropView, tintView, contentView] where v.frame != b { v.frame = b }
    }

    /// Sets the private layers for `effect`: the backdrop's filter (at once), the blur's
    /// visibility and the tint (animated inside a block).
    private func applyEffect() {
        switch effect?.rendering {
        case .blur(let filter, let tint)?:
            backdropView.layer.visualEffect = .backdrop(filter)
            backdropView.alpha = 1
            tintView.backgroundColor = tint
            contentView.layer.visualEffect = nil
        case .vibrancy(let filter)?:
            backdropView.alpha = 0
            tintView.backgroundColor = nil
            contentView.layer.visualEffect = .vibrancy(filter)
        case nil:
            backdropView.alpha = 0
            tintView.backgroundColor = tintView.backgroundColor?.withAlphaComponent(0)
            contentView.layer.visualEffect = nil
        }
    }
}
