import AnimationUIKit

/// The tutorial's hurricane image gallery (§24, "Intermediate 3D Animations"): the button at the
/// top left fans the stack of full-screen pictures out into a 3D cascade, and folds it back.
///
/// The phases, as the section's `toggleGallery(_:)` has them:
/// 1. Opening: each card (an `ImageViewCard`, back to front) gets a `CABasicAnimation(keyPath:
///    "transform")` from its current model transform to `identity`, translated down by an offset
///    (100 pt for the first card, growing by the view's height ÷ the number of cards), scaled by
///    (0.95, 0.6, 1) and turned π/8 about −x; 0.33 s, linear; the model transform is then set.
/// 2. Closing: the same animation back to `CATransform3DIdentity` for every card.
/// 3. The scripted demo (until a person takes over) taps the button to open the gallery,
///    and again `demoHoldOpen` later to close it, every `demoPeriod`.
/// 4. Stopping ends the demo and closes the gallery if it is open.
///
/// Choices (the section shows only `toggleGallery(_:)`): the perspective is the gallery view's
/// `sublayerTransform` with `m34 = −1/250`; every card turns about its top edge
/// (`anchorPoint.y = 0`), so the cascade hangs from the tops; four storms drawn in code
/// (`HurricaneImages`); the button says "3D".
public final class ImageGalleryScene: SceneController, CatalogScene {
    /// The catalogue entry: `image-gallery`, "Image gallery", 320 × 480 points.
    public static let metadata = SceneMetadata(
        identifier: "image-gallery", title: "Image gallery", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .imageGallery, section: "§24",
            summary: "The 3D button fans the stack of hurricane pictures out in perspective and folds it back.",
            techniques: ["CABasicAnimation(keyPath: \"transform\")", "CATransform3DTranslate", "CATransform3DScale",
                         "CATransform3DRotate", "CALayer.sublayerTransform", "CATransform3D.m34"]))

    /// The scene window's layer, which holds the whole scene.
    public var rootLayer: CALayer { sceneWindow.layer }
    /// The window the host sends pointer, wheel and key events to: the scene is interactive.
    public var window: UIWindow? { sceneWindow }

    // MARK: Timings and geometry

    /// Every card's fan-out and fold-back (the document's 0.33 s).
    public static let toggleDuration: CFTimeInterval = 0.33
    /// The first card's offset down the screen (the document's 100 pt).
    public static let firstOffset: CGFloat = 100
    /// The perspective's camera distance (`m34 = −1 / cameraDistance`).
    public static let cameraDistance: CGFloat = 250
    static let demoFirstTap: TimeInterval = 0.8
    static let demoHoldOpen: TimeInterval = 2.5
    static let demoPeriod: TimeInterval = 5

    // MARK: Views

    let sceneWindow: UIWindow
    /// The document's `view`: holds the cards, and gives them perspective.
    let galleryView: UIView
    let cards: [ImageViewCard]
    let toggleButton: UIButton

    /// True while the cards are fanned out.
    public private(set) var isGalleryOpen = false
    private lazy var demo = DemoScript(self, window: sceneWindow)

    public override init() {
        let bounds = CGRect(origin: .zero, size: Self.metadata.designSize)
        sceneWindow = UIWindow(frame: bounds)
        sceneWindow.backgroundColor = UIColor(red: 0.05, green: 0.06, blue: 0.09, alpha: 1)
        sceneWindow.clipsToBounds = true
        sceneWindow.layer.name = "image-gallery"

        galleryView = UIView(frame: bounds)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / Self.cameraDistance
        galleryView.layer.sublayerTransform = perspective
        sceneWindow.addSubview(galleryView)
        cards = zip(HurricaneImages.all, HurricaneImages.names).map { image, name in
            ImageViewCard(image: image, title: name, frame: bounds)
        }
        cards.forEach(galleryView.addSubview)

        toggleButton = UIButton(frame: CGRect(x: 10, y: 14, width: 48, height: 34))
        toggleButton.titleLabel?.font = .boldSystemFont(ofSize: 16)
        toggleButton.setTitle("3D", for: .normal)
        toggleButton.backgroundColor = UIColor(white: 0, alpha: 0.45)
        toggleButton.layer.cornerRadius = 8
        sceneWindow.addSubview(toggleButton)

        super.init()
        toggleButton.addAction(UIAction { [weak self] _ in self?.toggleGallery() }, for: .touchUpInside)
    }

    // MARK: Phases 1 and 2

    /// The transform of the card at `offset` down the screen in the open gallery.
    public static func openTransform(offset: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t = CATransform3DTranslate(t, 0, offset, 0)
        t = CATransform3DScale(t, 0.95, 0.6, 1)
        return CATransform3DRotate(t, .pi / 8, -1, 0, 0)
    }

    /// The document's `toggleGallery(_:)`: fans the cards out, or folds them back.
    func toggleGallery() {
        if isGalleryOpen {
            for subview in galleryView.subviews {
                guard let card = subview as? ImageViewCard else { continue }
                animate(card, to: CATransform3DIdentity)
            }
        } else {
            var offset = Self.firstOffset
            for subview in galleryView.subviews {
                guard let card = subview as? ImageViewCard else { continue }
                animate(card, to: Self.openTransform(offset: offset))
                offset += galleryView.frame.height / CGFloat(cards.count)
            }
        }
        isGalleryOpen.toggle()
    }

    private func animate(_ card: ImageViewCard, to transform: CATransform3D) {
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = NSValue(caTransform3D: card.layer.transform)
        animation.toValue = NSValue(caTransform3D: transform)
        animation.duration = Self.toggleDuration
        card.layer.add(animation, forKey: nil)
        card.layer.transform = transform
    }

    // MARK: Phase 3: the demo

    /// The button, tapped to open the gallery and again to close it, every loop.
    private func playDemo() {
        let button = CGPoint(x: toggleButton.frame.midX, y: toggleButton.frame.midY)
        demo.play(every: Self.demoPeriod) { _, _ in [
            .tap(button, at: Self.demoFirstTap),
            .tap(button, at: Self.demoFirstTap + Self.demoHoldOpen),
        ] }
    }

    // MARK: Scene

    public override func play(from previous: SceneState) { playDemo() }

    /// Phase 4: the demo ends; an open gallery folds back.
    public override func beginStopping() {
        demo.cancel()
        sceneWindow.cancelAllInteractions()
        let wait = isGalleryOpen ? Self.toggleDuration : 0
        if isGalleryOpen { toggleGallery() }
        LayerTimer.schedule(after: wait, in: rootLayer, inThisRun { $0.finishStopping() })
    }

    public override func reset() {
        demo.cancel()
        sceneWindow.cancelAllInteractions()
        for card in cards {
            card.layer.removeAllAnimations()
            card.layer.transform = CATransform3DIdentity
        }
        isGalleryOpen = false
    }

    /// A person's taps on the button replace the demo.
    public func userDidTakeOver() { demo.cancel() }
}
