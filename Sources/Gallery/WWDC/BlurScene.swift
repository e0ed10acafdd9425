import AnimationUIKit
import Foundation

/// The WWDC talk's blur and vibrancy: app icons scroll behind three `UIVisualEffectView`s,
/// one per `UIBlurEffect` style the talk names (extra light, light, dark), each with a
/// `UIVibrancyEffect` view whose label takes its colour from the blurred icons passing behind
/// it — the talk's three-layer structure (view, blur, vibrancy), as in Siri over the Home Screen.
///
/// From wwdc-interactions.md §2 (which gives no values; these are ours):
/// 1. The icons scroll up at `scrollSpeed` (a linear `position.y` animation repeated forever;
///    the wallpaper holds copies of the grid, so one period of `BlurWallpaper.tileHeight`
///    loops seamlessly).
/// 2. Each panel blurs what is behind it live: the blur follows the icons as they move.
/// 3. A vertical drag anywhere moves the icons by hand (the scroll stops; they stay where let go).
/// 4. Stopping eases the icons to rest over `stopDuration`.
/// The blur and vibrancy values of the styles are `UIBlurEffect`'s and `UIVibrancyEffect`'s.
public final class BlurScene: SceneController, CatalogScene {
    /// The catalogue entry: `wwdc-blur`, "Blur and vibrancy", 320 × 480 points.
    public static let metadata = SceneMetadata(
        identifier: "wwdc-blur", title: "Blur and vibrancy", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .wwdc, section: "§2",
            summary: "Icons scroll behind extra light, light and dark blurs; "
                + "vibrant labels take their colour from them.",
            techniques: ["UIVisualEffectView", "UIBlurEffect", "UIVibrancyEffect", ".extraLight", ".light", ".dark",
                         "contentView"]))
    /// The root view's layer, which holds the whole scene.
    public var rootLayer: CALayer { rootView.layer }
    /// The window the host sends pointer, wheel and key events to: the scene is interactive.
    public var window: UIWindow? { rootView }
    /// 2.5: the scene is shown at most 2.5 times its design size (the default is 4).
    public var maximumScale: CGFloat { 2.5 }

    /// Points per second the icons scroll up.
    public static let scrollSpeed: CGFloat = 30
    /// The scroll's period: one tile of icons.
    public static var scrollPeriod: CFTimeInterval { CFTimeInterval(BlurWallpaper.tileHeight / scrollSpeed) }
    /// How long stopping takes to ease the icons to rest, in seconds (ours).
    public static let stopDuration: CFTimeInterval = 0.8
    /// The styles, top to bottom, with their labels.
    public static let styles: [(style: UIBlurEffect.Style, name: String)] = [
        (.extraLight, "Extra light"), (.light, "Light"), (.dark, "Dark"),
    ]
    /// The panels' frames (top to bottom).
    public static let panelFrames: [CGRect] = (0..<3).map {
        CGRect(x: 16, y: 40 + CGFloat($0) * 148, width: 288, height: 112)
    }
    static let scrollKey = "scroll"

    let rootView: UIWindow
    let wallpaper: BlurWallpaper
    /// The blur views, top to bottom, and the vibrancy view inside each.
    public let panels: [UIVisualEffectView]
    /// The vibrancy view inside each blur panel, in the same order as `panels`.
    public let vibrancyViews: [UIVisualEffectView]
    let pan = UIPanGestureRecognizer()
    private var dragStartY: CGFloat = 0

    /// The wallpaper's resting centre (its top at the scene's top).
    var restCenter: CGPoint { CGPoint(x: wallpaper.bounds.midX, y: wallpaper.bounds.midY) }

    public override init() {
        let bounds = CGRect(origin: .zero, size: Self.metadata.designSize)
        rootView = UIWindow(frame: bounds)
        rootView.backgroundColor = .black
        rootView.clipsToBounds = true
        rootView.layer.name = "wwdc-blur"
        wallpaper = BlurWallpaper(width: bounds.width)
        rootView.addSubview(wallpaper)
        var blurs: [UIVisualEffectView] = [], vibrants: [UIVisualEffectView] = []
        for ((style, name), frame) in zip(Self.styles, Self.panelFrames) {
            let blur = UIBlurEffect(style: style)
            let panel = UIVisualEffectView(effect: blur)
            panel.frame = frame
            panel.layer.cornerRadius = 16
            panel.clipsToBounds = true
            let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur))
            vibrancy.frame = panel.bounds
            let title = UILabel(frame: CGRect(x: 18, y: 18, width: frame.width - 36, height: 44))
            title.text = name
            title.font = UIFont.boldSystemFont(ofSize: 34)
            vibrancy.contentView.addSubview(title)
            panel.contentView.addSubview(vibrancy)
            let caption = UILabel(frame: CGRect(x: 18, y: 70, width: frame.width - 36, height: 22))
            caption.text = "UIBlurEffect(style: .\(style))"
            caption.font = UIFont.systemFont(ofSize: 14)
            caption.textColor = style == .dark ? UIColor(white: 1, alpha: 0.85) : UIColor(white: 0, alpha: 0.7)
            panel.contentView.addSubview(caption)
            rootView.addSubview(panel)
            blurs.append(panel); vibrants.append(vibrancy)
        }
        panels = blurs
        vibrancyViews = vibrants
        rootView.layer.addSublayer(SceneText.layer("Drag the icons up and down", size: 11,
                                                   color: UIColor(white: 1, alpha: 0.8),
                                                   frame: CGRect(x: 0, y: 10, width: bounds.width, height: 16),
                                                   alignment: .center))
        super.init()
        pan.addAction { [weak self] _ in self?.handlePan() }
        rootView.addGestureRecognizer(pan)
        wallpaper.center = restCenter
    }

    /// Where the wallpaper's top is shown (0 at rest, −tileHeight after one period).
    public var presentedOffset: CGFloat {
        (wallpaper.layer.presentation()?.position.y ?? wallpaper.center.y) - restCenter.y
    }

    public override func play(from previous: SceneState) {
        startScrolling()
    }

    /// The endless scroll from the wallpaper's current place (kept within one period).
    private func startScrolling() {
        let offset = Self.wrapped(presentedOffset)
        UIView.performWithoutAnimation { wallpaper.center = CGPoint(x: restCenter.x, y: restCenter.y + offset) }
        let scroll = CABasicAnimation(keyPath: "position.y")
        scroll.fromValue = 0
        scroll.toValue = -BlurWallpaper.tileHeight
        scroll.duration = Self.scrollPeriod
        scroll.repeatCount = .infinity
        scroll.timingFunction = CAMediaTimingFunction(name: .linear)
        scroll.isAdditive = true
        wallpaper.layer.add(scroll, forKey: Self.scrollKey)
    }

    /// An offset moved into (−tileHeight, 0], where both copies of the grid cover the scene.
    static func wrapped(_ offset: CGFloat) -> CGFloat {
        guard offset.isFinite else { return 0 }
        let period = BlurWallpaper.tileHeight
        var o = offset.truncatingRemainder(dividingBy: period)
        if o > 0 { o -= period }
        return o
    }

    private func handlePan() {
        switch pan.state {
        case .began:
            let offset = presentedOffset
            wallpaper.layer.removeAllAnimations()
            dragStartY = Self.wrapped(offset)
            fallthrough
        case .changed:
            let y = Self.wrapped(dragStartY + pan.translation(in: rootView).y)
            UIView.performWithoutAnimation { wallpaper.center = CGPoint(x: restCenter.x, y: restCenter.y + y) }
        default:
            break
        }
    }

    /// Does nothing: the scene has no scripted demo; a drag stops the scroll by itself.
    public func userDidTakeOver() {}

    public override func beginStopping() {
        let offset = presentedOffset
        wallpaper.layer.removeAllAnimations()
        // An ease-out covering half the distance the scroll would in that time: it starts at the scroll's speed.
        let start = Self.wrapped(offset)
        let target = start - Self.scrollSpeed * CGFloat(Self.stopDuration) / 2
        UIView.performWithoutAnimation { wallpaper.center = CGPoint(x: restCenter.x, y: restCenter.y + start) }
        UIView.animate(withDuration: Self.stopDuration, delay: 0, options: [.curveEaseOut], animations: {
            self.wallpaper.center = CGPoint(x: self.restCenter.x, y: self.restCenter.y + target)
        }, completion: inThisRun { scene, _ in scene.finishStopping() })
    }

    public override func reset() {
        wallpaper.layer.removeAllAnimations()
        UIView.performWithoutAnimation { wallpaper.center = restCenter }
    }
}
