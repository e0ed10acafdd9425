import AnimationUIKit
import Foundation

/// A view backed by a `CAShapeLayer` that draws one half of the lightning bolt.
final class BoltHalfView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }

    /// The backing layer, as a shape layer.
    var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    init(half: BoltShapes.Half) {
        super.init(frame: .zero)
        BoltShapes.configure(shapeLayer, as: half)
    }
}

/// The lab's wait spinner: two halves of a lightning bolt fly in from above and below the
/// screen and meet in the middle, the bolt spins, and when loading ends it finishes its turn,
/// fades away and uncovers the article that was loading underneath.
///
/// The seven phases, in the two styles the lab asks for:
/// 1. The halves start just outside the top and bottom edges of the bolt container, centred
///    horizontally, fully transparent.
/// 2. A UIView block animation (`boltAppearanceDuration`, 0.5 s) moves them to the centre,
///    offset so they form one bolt, and fades them in; its completion starts the rotation.
/// 3. A `CABasicAnimation` turns the container 360° counter-clockwise (`transform.rotation.z`
///    to −2π) in 0.5 s with a custom `CAMediaTimingFunction(controlPoints:)`.
/// 4. The turn repeats with a 1 s pause: it sits in a 1.5 s group that repeats forever.
/// 5. Stopping lets the current turn finish (the group is replaced by an identical one that
///    ends with that turn; in the pause it ends at once), and its end removes the rotation.
/// 6. The bolt container fades out, both halves as one (`boltAppearanceDuration`): with group
///    opacity the overlap along the seam does not show as a darker band.
/// 7. The whole spinner view fades out (`spinnerFadeDuration`), revealing the article.
///
/// If stopped before the halves have met, the bolt still turns once before fading.
public final class BoltSpinnerScene: SceneController, CatalogScene {
    /// The catalogue entry: `bolt-spinner`, "Bolt spinner", 320 × 480 points.
    public static let metadata = SceneMetadata(
        identifier: "bolt-spinner", title: "Bolt spinner", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .lab,
            summary: "Two bolt halves slide in and fade in, then the bolt turns every 1.5 s until stopped.",
            techniques: ["UIView.animate(withDuration:animations:completion:)",
                         "CABasicAnimation(keyPath: \"transform.rotation.z\")",
                         "CAMediaTimingFunction(controlPoints:)", "CAShapeLayer"]))
    /// The root view's layer, which holds the whole scene.
    public var rootLayer: CALayer { rootView.layer }

    // MARK: Timings

    /// How long the halves take to meet, and to fade out at the end.
    public static let boltAppearanceDuration: TimeInterval = 0.5
    /// One full turn.
    public static let rotationDuration: CFTimeInterval = 0.5
    /// The pause between turns.
    public static let rotationPause: CFTimeInterval = 1.0
    /// The final fade of the whole spinner view.
    public static let spinnerFadeDuration: TimeInterval = 0.3
    /// The turn's curve: eases in, overshoots a little past the full turn and settles back.
    public static let rotationCurve = CAMediaTimingFunction(controlPoints: 0.45, 0.0, 0.25, 1.2)
    static let rotationKey = "rotation"
    /// The curve the next turns use (`rotationCurve` until a curve editor changes it).
    public internal(set) var rotationTimingFunction = BoltSpinnerScene.rotationCurve

    // MARK: Views

    let rootView: UIView
    /// The "loading" article, uncovered when the spinner is gone.
    let articleView: ArticlePlaceholderView
    /// The white sheet that covers the article while loading (the lab's LoadingSpinnerView).
    let spinnerView: UIView
    /// Holds both halves; it is what turns.
    let boltContainerView: UIView
    let topHalf = BoltHalfView(half: .top)
    let bottomHalf = BoltHalfView(half: .bottom)

    private(set) var rotationStarted = false
    private var stopRequested = false

    /// The scene at rest: the white loading sheet over the article, the halves out of sight.
    public override init() {
        let bounds = CGRect(origin: .zero, size: Self.metadata.designSize)
        rootView = UIView(frame: bounds)
        rootView.backgroundColor = UIColor(white: 0.92, alpha: 1)
        rootView.clipsToBounds = true
        rootView.layer.name = "bolt-spinner"
        articleView = ArticlePlaceholderView(frame: bounds.insetBy(dx: 16, dy: 24))
        rootView.addSubview(articleView)

        spinnerView = UIView(frame: bounds)
        spinnerView.backgroundColor = .white
        spinnerView.clipsToBounds = true
        rootView.addSubview(spinnerView)
        boltContainerView = UIView(frame: spinnerView.bounds)
        super.init()
        boltContainerView.layer.name = "bolt"
        topHalf.layer.name = "top half"
        bottomHalf.layer.name = "bottom half"
        spinnerView.layer.name = "spinner"
        spinnerView.addSubview(boltContainerView)
        boltContainerView.addSubview(topHalf)
        boltContainerView.addSubview(bottomHalf)
        placeHalvesOffscreen()
    }

    /// Phase 1: just outside the container's top and bottom edges, centred, transparent.
    private func placeHalvesOffscreen() {
        let b = boltContainerView.bounds
        topHalf.center = CGPoint(x: b.midX, y: b.minY - topHalf.bounds.height / 2)
        bottomHalf.center = CGPoint(x: b.midX, y: b.maxY + bottomHalf.bounds.height / 2)
        topHalf.alpha = 0
        bottomHalf.alpha = 0
    }

    /// Where a half's centre goes when the halves meet.
    func meetingCenter(of half: BoltShapes.Half) -> CGPoint {
        let b = boltContainerView.bounds, offset = BoltShapes.meetingOffset(of: half)
        return CGPoint(x: b.midX + offset.x, y: b.midY + offset.y)
    }

    public override func play(from previous: SceneState) {
        UIView.performWithoutAnimation {
            placeHalvesOffscreen()
            boltContainerView.alpha = 1
            spinnerView.alpha = 1
        }
        rotationStarted = false
        stopRequested = false
        // Phase 2: the halves meet in the middle while fading in.
        UIView.animate(withDuration: Self.boltAppearanceDuration, delay: 0, options: [], animations: {
            self.topHalf.center = self.meetingCenter(of: .top)
            self.bottomHalf.center = self.meetingCenter(of: .bottom)
            self.topHalf.alpha = 1
            self.bottomHalf.alpha = 1
        }, completion: inThisRun { scene, finished in
            if finished { scene.startRotation() }
        })
    }

    /// Phases 3 and 4: a counter-clockwise turn, then a pause, forever.
    private func startRotation() {
        boltContainerView.layer.add(rotationCycle(), forKey: Self.rotationKey)
        rotationStarted = true
        if stopRequested { finishRotation() }
    }

    /// One turn and its pause, repeating forever, with the current `rotationTimingFunction`.
    func rotationCycle() -> CAAnimationGroup {
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0.0
        turn.toValue = -2 * Double.pi
        turn.duration = Self.rotationDuration
        turn.timingFunction = rotationTimingFunction

        let cycle = CAAnimationGroup()
        cycle.animations = [turn]
        cycle.duration = Self.rotationDuration + Self.rotationPause
        cycle.repeatCount = .infinity
        return cycle
    }

    public override func beginStopping() {
        if rotationStarted {
            finishRotation()
        } else {
            // The halves are still flying in: let them meet and turn once first.
            stopRequested = true
        }
    }

    /// Phase 5: end the rotation once the turn in progress is complete.
    private func finishRotation() {
        let layer = boltContainerView.layer
        let found = LayerScheduling.finishCurrentCycle(
            of: Self.rotationKey, on: layer,
            cycle: Self.rotationDuration + Self.rotationPause, motion: Self.rotationDuration,
            completion: inThisRun { scene in
                layer.removeAnimation(forKey: Self.rotationKey)
                scene.fadeOut()
            })
        if !found { fadeOut() }
    }

    /// Phases 6 and 7: the bolt container fades, then the whole spinner view.
    private func fadeOut() {
        UIView.animate(withDuration: Self.boltAppearanceDuration, animations: {
            self.boltContainerView.alpha = 0
        }, completion: inThisRun { scene, _ in
            UIView.animate(withDuration: Self.spinnerFadeDuration, animations: {
                scene.spinnerView.alpha = 0
            }, completion: scene.inThisRun { scene, _ in scene.finishStopping() })
        })
    }

    public override func reset() {
        for view in [topHalf, bottomHalf, boltContainerView, spinnerView] as [UIView] {
            view.layer.removeAllAnimations()
        }
    }
}
