import AnimationUIKit
import Foundation

/// The WWDC talk's custom action: a tap sets a random alpha in a `UIView.animate` block, and the
/// view's layer delegate answers a custom `CAAction` for "opacity" that animates the opacity and,
/// with it, the background to the hue the new opacity names.
///
/// From wwdc-interactions.md §4, with its values:
/// 1. The view is backed by a `CAShapeLayer` stroking its bounds (purple, 6 pt, round caps,
///    bevel joins, no fill).
/// 2. A tap runs `UIView.animate(withDuration: 1)` setting `alpha` to a random tenth (0…0.9).
/// 3. The view's `action(for:forKey:)` returns `HueAction` for "opacity", so the block records
///    nothing for it: the action animates opacity from the presented value to the new one and
///    the background from its presented colour to `hue = opacity` in 0.75 s (the colour is
///    kept with a forwards fill).
///
/// Input: the scene is a `UIWindow` with a `UITapGestureRecognizer` on it.
/// Our choices: the random tenths come from a seeded generator, so every run (and every test)
/// sees the same sequence; the tap is taken anywhere in the scene, since at alpha 0 the view
/// itself would no longer be hit (UIKit skips views with alpha below 0.01). The scripted demo
/// taps `firstTapDelay` after start and then every `tapInterval` seconds. Stopping brings the
/// alpha back to 1 through the same action, then `stopped`.
public final class CustomActionScene: SceneController, CatalogScene {
    /// The catalogue entry: `wwdc-custom-actions`, "Custom action", 320 × 480 points.
    public static let metadata = SceneMetadata(
        identifier: "wwdc-custom-actions", title: "Custom action", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .wwdc, section: "§4",
            summary: "A custom CAAction turns each change of opacity into a change of hue as well.",
            techniques: ["CAAction", "action(for:forKey:)", "layerClass",
                         "CABasicAnimation(keyPath: \"backgroundColor\")",
                         "presentation()"]))
    /// The root view's layer, which holds the whole scene.
    public var rootLayer: CALayer { rootView.layer }
    /// The window the host sends pointer, wheel and key events to: the scene is interactive.
    public var window: UIWindow? { rootView }
    /// 2.5: the scene is shown at most 2.5 times its design size (the default is 4).
    public var maximumScale: CGFloat { 2.5 }

    /// The talk's block duration.
    public static let blockDuration: TimeInterval = 1
    /// The scripted demo's rhythm (ours).
    public static let firstTapDelay: CFTimeInterval = 0.5
    /// Seconds between the scripted demo's taps, after the first (ours).
    public static let tapInterval: CFTimeInterval = 2
    /// The random tenths' seed: its first taps give 0.9, 0.5, 0.8, 0.1, 0.4 (none hides the view).
    static let seed: UInt64 = 132

    let rootView: UIWindow
    let actionView: HueActionView
    /// Shows the last alpha and hue.
    let caption: CATextLayer
    private var random = SeededTenths(seed: CustomActionScene.seed)
    private lazy var demo = DemoScript(self, window: rootView, timerLayer: caption)

    /// The scene at rest: the view at alpha 1 (red), centred.
    public override init() {
        let bounds = CGRect(origin: .zero, size: Self.metadata.designSize)
        rootView = UIWindow(frame: bounds)
        rootView.backgroundColor = UIColor(white: 0.93, alpha: 1)
        rootView.clipsToBounds = true
        rootView.layer.name = "wwdc-custom-actions"
        actionView = HueActionView(frame: CGRect(x: 60, y: 110, width: 200, height: 200))
        rootView.addSubview(actionView)
        rootView.layer.addSublayer(SceneText.layer(
            "Tap: a new alpha, animated with its hue", size: 13,
            color: UIColor(white: 0.3, alpha: 1), frame: CGRect(x: 12, y: 40, width: 296, height: 20),
            alignment: .center))
        caption = SceneText.layer("alpha 1.0 · hue 1.0", size: 15, color: UIColor(white: 0.15, alpha: 1),
                                  frame: CGRect(x: 12, y: 360, width: 296, height: 24), alignment: .center)
        rootView.layer.addSublayer(caption)
        super.init()
        rootView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in
            guard let self, self.state == .running else { return }
            self.tap()
        })
    }

    /// The alphas the taps set, in order (the seeded generator's tenths).
    static func alphas(count: Int) -> [CGFloat] {
        var g = SeededTenths(seed: seed)
        return (0..<count).map { _ in g.next() }
    }

    public override func play(from previous: SceneState) {
        demo.begin()
        demo.after(Self.firstTapDelay) { $0.demoTap() }
    }

    /// The demo's tap, and the next one `tapInterval` later.
    private func demoTap() {
        tap()
        demo.after(Self.tapInterval) { $0.demoTap() }
    }

    /// Phase 2: the talk's `tapped:`, with the next seeded alpha.
    public func tap() {
        setAlpha(random.next())
    }

    private func setAlpha(_ alpha: CGFloat, completion: ((Bool) -> Void)? = nil) {
        UIView.animate(withDuration: Self.blockDuration, animations: {
            self.actionView.alpha = alpha
        }, completion: completion)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let shown = String(format: "%.1f", Double(alpha))
        caption.string = "alpha \(shown) · hue \(shown)"
        CATransaction.commit()
    }

    /// Stops the scripted demo; from then on the person drives the scene.
    public func userDidTakeOver() {
        demo.cancel()
    }

    public override func beginStopping() {
        demo.cancel()
        setAlpha(1, completion: inThisRun { scene, _ in scene.finishStopping() })
    }

    public override func reset() {
        demo.cancel()
        actionView.layer.removeAllAnimations()
        // The view answers its action even outside blocks, so actions are turned off instead.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        actionView.alpha = 1
        actionView.layer.backgroundColor = HueAction.color(forOpacity: 1)
        CATransaction.commit()
        random = SeededTenths(seed: Self.seed)
    }
}

/// Random tenths 0, 0.1 … 0.9 (the talk's `arc4random() % 10 / 10`) from a seeded SplitMix64,
/// so a run can be replayed.
struct SeededTenths {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> CGFloat {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return CGFloat(z % 10) / 10
    }
}
