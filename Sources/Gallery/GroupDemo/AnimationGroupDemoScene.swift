import AnimationUIKit
import Foundation

/// The CAAnimationGroup demo app: a picture and three buttons, each playing one kind of
/// animation, plus a pause button and a line of status text.
///
/// From caanimation-group-demo.md (which names techniques, not values; the values are ours and
/// stated where they are defined):
/// 1. "View Animation": one `UIView.animate(withDuration:delay:options:animations:completion:)`
///    moves the picture's centre in a straight line while scaling and rotating it
///    (`viewMoveDuration`, ease in-out, to `viewTarget`, ×`viewScale`, a quarter turn); its
///    completion animates it back the same way.
/// 2. "Mask Animation": the clock wipe (`ClockWipe`): a `CAShapeLayer` mask's `strokeEnd`
///    reveals the picture round the clock, then hides it; the picture then fades back in
///    (`reappearDuration`, our addition, so the next demo starts from it).
/// 3. "CAAnimation": the `AnimationSequence` group (figure 8, cumulative spin, drop, rise) with
///    a completion block per step, reported in the status line.
/// 4. A tap on the stage asks the picture's presentation layer (`presentation()?.hitTest`)
///    whether it hit the picture where it is seen, and says so in the status line.
/// 5. "Pause" pauses the sequence on the picture's layer (`speed` 0, `timeOffset`) and
///    "Resume" continues it from the same frame (`beginTime` shifted by the pause).
///
/// Input: the scene is a `UIWindow`; the buttons are `UIButton`s (`.touchUpInside`) and a
/// `UITapGestureRecognizer` on the stage takes the taps of phase 4.
/// A demo's button is ignored while another demo plays, as the app's buttons are then busy.
/// The scripted demo (until a person touches the scene), in the stage's own time: "View
/// Animation" 0.5 s after start, then "Mask Animation" and "CAAnimation" each `demoGap` after
/// the previous one ends; during the sequence it taps the picture 2.5 s in and pauses 4.75 s in
/// for `scriptedPause`; then it starts over. Stopping lets the demo in progress end (resuming
/// it if paused), then `stopped`.
public final class AnimationGroupDemoScene: SceneController, CatalogScene {
    /// The catalogue entry: `animation-group-demo`, "CAAnimationGroup demo", 320 × 480 points.
    public static let metadata = SceneMetadata(
        identifier: "animation-group-demo", title: "CAAnimationGroup demo", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .animationGroupDemo,
            summary: "A view animation, a clock-wipe mask and a grouped sequence you can tap, pause and resume.",
            techniques: ["UIView.animate(withDuration:delay:options:animations:completion:)", "CAShapeLayer mask",
                         "strokeEnd",
                         "CAAnimationGroup", "beginTime", "CAKeyframeAnimation path", "isCumulative",
                         "presentation().hitTest", "speed", "timeOffset"]))
    /// The root view's layer, which holds the whole scene.
    public var rootLayer: CALayer { rootView.layer }
    /// The window the host sends pointer, wheel and key events to: the scene is interactive.
    public var window: UIWindow? { rootView }
    /// 2.5: the scene is shown at most 2.5 times its design size (the default is 4).
    public var maximumScale: CGFloat { 2.5 }
    /// The stage's colour beside the stage and the window's beside the buttons, to the host's edges.
    public var backdrop: SceneBackdrop? {
        guard let stage = stageView.backgroundColor?.cgColor,
              let floor = rootView.backgroundColor?.cgColor else { return nil }
        return SceneBackdrop([.init(top: 0, color: stage), .init(top: stageView.frame.maxY, color: floor)])
    }

    /// The three demos, as the document's buttons name them.
    public enum Demo: String, CaseIterable, Sendable {
        case view = "View Animation", mask = "Mask Animation", sequence = "CAAnimation"
    }

    // MARK: Values (ours)

    /// Where the picture rests (and the figure 8 crosses), in stage coordinates.
    public static let restCenter = CGPoint(x: 160, y: 214)
    /// Where "View Animation" moves the picture's centre, in stage coordinates.
    public static let viewTarget = CGPoint(x: 220, y: 300)
    /// How much "View Animation" enlarges the picture.
    public static let viewScale: CGFloat = 1.6
    /// How far "View Animation" turns the picture: a quarter turn.
    public static let viewRotation: CGFloat = .pi / 2
    /// How long each half of "View Animation" (out, then back) takes, in seconds.
    public static let viewMoveDuration: TimeInterval = 1.5
    /// How long the picture takes to fade back in after "Mask Animation", in seconds.
    public static let reappearDuration: TimeInterval = 0.3
    /// The pause between one scripted demo's end and the next one's press, in seconds.
    public static let demoGap: CFTimeInterval = 1
    /// When the script presses "View Animation" after the scene starts, in seconds.
    public static let firstDemoDelay: CFTimeInterval = 0.5
    /// How far into "CAAnimation" the script taps the moving picture, in seconds.
    public static let scriptedTapTime: CFTimeInterval = 2.5
    /// How far into "CAAnimation" the script presses "Pause", in seconds.
    public static let scriptedPauseTime: CFTimeInterval = 4.75
    /// How long the script leaves the sequence paused before resuming it, in seconds.
    public static let scriptedPause: CFTimeInterval = 1.5

    // MARK: Views

    let rootView: UIWindow
    let stageView: UIView
    let pictureView: DemoPictureView
    let buttons: [Demo: UIButton]
    /// Shows "Pause" or "Resume"; dimmed unless the sequence plays.
    let pauseButton: UIButton
    let statusLayer: CATextLayer
    /// Holds the scripted demo's timers (not the picture's layer, which the pause stops).
    let scriptLayer = CALayer()

    /// The demo playing, if any.
    public private(set) var playing: Demo?
    /// True while the sequence is paused.
    public private(set) var isPaused = false
    /// The sequence's steps that have ended, in order (their completion blocks' reports).
    public private(set) var completedSteps: [String] = []
    /// What the last tap on the stage found: true when it hit the picture.
    public private(set) var lastTapHit: Bool?
    /// The status line.
    public var statusText: String { statusLayer.string as? String ?? "" }

    private lazy var demo = DemoScript(self, window: rootView, timerLayer: scriptLayer)

    /// The scene at rest: the picture in the middle of the stage, the buttons below.
    public override init() {
        rootView = UIWindow(frame: CGRect(origin: .zero, size: Self.metadata.designSize))
        rootView.backgroundColor = UIColor(red: 0.11, green: 0.12, blue: 0.17, alpha: 1)
        rootView.clipsToBounds = true
        rootView.layer.name = "animation-group-demo"
        stageView = UIView(frame: CGRect(x: 0, y: 0, width: Self.metadata.designSize.width, height: 408))
        stageView.backgroundColor = UIColor(red: 0.16, green: 0.18, blue: 0.25, alpha: 1)
        rootView.addSubview(stageView)
        scriptLayer.isHidden = true
        stageView.layer.addSublayer(scriptLayer)
        pictureView = DemoPictureView(center: Self.restCenter)
        stageView.addSubview(pictureView)

        // The actions reach the scene through `owner`, set once every stored property is.
        weak var owner: AnimationGroupDemoScene?
        var buttons: [Demo: UIButton] = [:]
        for (i, demo) in Demo.allCases.enumerated() {
            let button = DemoButtons.make(title: demo.rawValue,
                                          frame: CGRect(x: 5 + CGFloat(i) * 105, y: 424, width: 100, height: 40)) {
                owner?.press(demo)
            }
            rootView.addSubview(button)
            buttons[demo] = button
        }
        self.buttons = buttons
        pauseButton = DemoButtons.make(title: "Pause", frame: CGRect(x: 236, y: 10, width: 76, height: 28)) {
            owner?.togglePause()
        }
        pauseButton.alpha = 0.4
        rootView.addSubview(pauseButton)
        statusLayer = SceneText.layer("Tap a button", size: 13, color: UIColor(white: 0.85, alpha: 1),
                                      frame: CGRect(x: 12, y: 10, width: 218, height: 28))
        rootView.layer.addSublayer(statusLayer)
        super.init()
        owner = self
        stageView.addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            guard let self, self.state == .running else { return }
            self.tap(at: tap.location(in: self.rootView))
        })
    }

    public override func play(from previous: SceneState) {
        demo.begin()
        demo.after(Self.firstDemoDelay) { $0.press(.view) }
    }

    // MARK: Buttons

    /// Presses a demo's button: plays it unless another demo is playing (then returns false).
    @discardableResult
    public func press(_ demo: Demo) -> Bool {
        guard state == .running, playing == nil else { return false }
        if let button = buttons[demo] { DemoButtons.flash(button) }
        playing = demo
        switch demo {
        case .view: runViewAnimation()
        case .mask: runClockWipe()
        case .sequence: runSequence()
        }
        return true
    }

    /// Phase 1: centre, scale and rotation in one block, and back in its completion.
    private func runViewAnimation() {
        setStatus("View animation")
        UIView.animate(withDuration: Self.viewMoveDuration, delay: 0, options: [.curveEaseInOut], animations: {
            self.pictureView.center = Self.viewTarget
            self.pictureView.transform = CGAffineTransform(rotationAngle: Self.viewRotation)
                .scaledBy(x: Self.viewScale, y: Self.viewScale)
        }, completion: inThisRun { scene, _ in
            UIView.animate(withDuration: Self.viewMoveDuration, delay: 0, options: [.curveEaseInOut], animations: {
                scene.pictureView.center = Self.restCenter
                scene.pictureView.transform = .identity
            }, completion: scene.inThisRun { scene, _ in scene.demoDidEnd() })
        })
    }

    /// Phase 2: the clock wipe, then the picture fades back in without its mask.
    private func runClockWipe() {
        setStatus("Clock wipe")
        let mask = ClockWipe.makeMask(for: pictureView.bounds)
        pictureView.layer.mask = mask
        ClockWipe.play(on: mask, completion: inThisRun { scene, _ in
            UIView.performWithoutAnimation {
                scene.pictureView.layer.mask = nil
                scene.pictureView.alpha = 0
            }
            UIView.animate(withDuration: Self.reappearDuration, animations: { scene.pictureView.alpha = 1 },
                           completion: scene.inThisRun { scene, _ in scene.demoDidEnd() })
        })
    }

    /// The clock wipe's mask while it plays (nil otherwise).
    var wipeMask: CAShapeLayer? { pictureView.layer.mask as? CAShapeLayer }

    /// Phase 3: the grouped sequence, reporting each step.
    private func runSequence() {
        setStatus("CAAnimation")
        completedSteps = []
        pauseButton.alpha = 1
        AnimationSequence.play(on: pictureView.layer, crossing: Self.restCenter, stepDone: inThisRun { scene, i in
            scene.completedSteps.append(AnimationSequence.stepNames[i])
            scene.setStatus("Done: \(AnimationSequence.stepNames[i])")
        }, completion: inThisRun { scene, _ in
            scene.completedSteps.append("group")
            scene.pauseButton.alpha = 0.4
            scene.demoDidEnd()
        })
        demo.after(Self.scriptedTapTime, key: "tap") { scene in
            let shown = scene.pictureView.layer.presentation()?.position ?? Self.restCenter
            scene.tap(at: scene.stageView.layer.convert(shown, to: scene.rootLayer))
        }
        demo.after(Self.scriptedPauseTime, key: "pause") { scene in
            scene.togglePause()
            scene.demo.after(Self.scriptedPause, key: "resume") { $0.togglePause() }
        }
    }

    private func demoDidEnd() {
        let ended = playing
        playing = nil
        if state == .stopping { finishStopping(); return }
        guard state == .running, let ended else { return }
        let next: Demo = ended == .view ? .mask : ended == .mask ? .sequence : .view
        demo.after(Self.demoGap) { $0.press(next) }
    }

    // MARK: Tap and pause

    /// Phase 4: a tap at `point` (root coordinates), hit-tested against where the picture is
    /// seen. Returns true when it hit the picture.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        let inStage = rootLayer.convert(point, to: stageView.layer)
        let hit = pictureView.layer.presentation()?.hitTest(inStage) != nil
        lastTapHit = hit
        setStatus(hit ? "Tap: hit the picture" : "Tap: missed")
        return hit
    }

    /// Phase 5: pauses the sequence, or resumes it where it stopped. Does nothing unless the
    /// sequence is playing.
    public func togglePause() {
        guard playing == .sequence else { return }
        let layer = pictureView.layer
        if isPaused {
            let pausedAt = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedAt
            isPaused = false
            pauseButton.setTitle("Pause", for: .normal)
        } else {
            let now = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = now
            isPaused = true
            pauseButton.setTitle("Resume", for: .normal)
        }
        DemoButtons.flash(pauseButton)
    }

    /// Stops the scripted demo; from then on the person drives the scene.
    public func userDidTakeOver() {
        demo.cancel()
    }

    // MARK: Life cycle

    public override func beginStopping() {
        demo.cancel()
        if isPaused { togglePause() }
        if playing == nil {
            LayerScheduling.after(0, on: scriptLayer, key: "stop", inThisRun { $0.finishStopping() })
        }
    }

    public override func reset() {
        demo.cancel()
        for layer in [pictureView.layer, scriptLayer] + buttons.values.map(\.layer) { layer.removeAllAnimations() }
        wipeMask?.removeAllAnimations()
        UIView.performWithoutAnimation {
            pictureView.layer.mask = nil
            pictureView.center = Self.restCenter
            pictureView.transform = .identity
            pictureView.alpha = 1
        }
        let layer = pictureView.layer
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        isPaused = false
        playing = nil
        pauseButton.setTitle("Pause", for: .normal)
        pauseButton.alpha = 0.4
        setStatus("Tap a button")
    }

    // MARK: Helpers

    private func setStatus(_ text: String) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        statusLayer.string = text
        CATransaction.commit()
    }
}
