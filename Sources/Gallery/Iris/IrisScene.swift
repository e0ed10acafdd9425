import AnimationUIKit
import Foundation

/// The tutorial's Iris voice assistant (section 20): a row of dots made by a
/// `CAReplicatorLayer` from one dot is the microphone meter while a person holds the
/// microphone button, and the assistant's "voice" while it answers.
///
/// From the document: the replicator fills the view; the dot is a 6 pt grey square with a
/// 0.5 pt white border and a 1.5 pt corner radius at the right end of the row, vertically
/// centred; `instanceCount` = width / `dotOffset` (8 pt), each copy `dotOffset` to the left
/// of the previous one and 0.02 s later (`instanceDelay`).
///
/// The rest is the document's linked sample, which it does not show; the scene chooses:
/// 1. Idle: flat grey dots, the microphone button, "Hold the microphone to speak".
/// 2. Listening (the button held down, `.touchDown`): every `meterInterval` (0.1 s) the next
///    level of a generated voice (`VoiceLevels`, −50…0 dB) is shown in the label and the dot's
///    `transform.scale.y` animates over 0.1 s from the last scale to `max(0.2, level + 50) / 2`;
///    the copies follow 0.02 s apart, so the level runs along the row.
/// 3. Speaking (the button released): the button hides, the label shows the answer, and the
///    dots speak: the dot stretches to 1.4 × 15 and back (0.33 s each way, ease-out, forever),
///    fades to 0.2 and back a stretch later, swings between magenta and cyan (0.66 s each way,
///    from 0.28 s), and the replicator's `instanceTransform.rotation` bends the row a hundredth
///    of a radian per copy, then swings it to the other side and back (0.99 s each way).
/// 4. After `speakingDuration` (3 s) the speaking animations end, the dot settles back to its
///    rest size and colour over `settleDuration` (0.33 s), and the button shows again.
///
/// Until a person touches it the scene holds the button itself on a loop (`demoPeriod`, 8 s):
/// pressed at 0.5 s, released at 3 s, the answer until 6 s, settled at 6.33 s.
/// Stopping ends the demo; a person still holding is released; an answer is cut short and the
/// dot settles, then `stopped` (on the next frame when idle).
public final class IrisScene: SceneController, CatalogScene {
    /// The catalogue entry: `iris`, "Iris", 320 × 480 points.
    public static let metadata = SceneMetadata(
        identifier: "iris", title: "Iris", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .iris, section: "§20",
            summary: "A voice assistant whose replicated dots are the microphone meter, then its speaking voice.",
            techniques: ["CAReplicatorLayer", "instanceDelay", "instanceTransform.rotation",
                         "CABasicAnimation(keyPath: \"transform.scale.y\")", "UIButton .touchDown"]))
    /// The scene window's layer, which holds the whole scene.
    public var rootLayer: CALayer { sceneWindow.layer }
    /// The window the host sends pointer, wheel and key events to: the scene is interactive.
    public var window: UIWindow? { sceneWindow }

    /// What the assistant is doing.
    enum Mode: Equatable { case idle, listening, speaking }

    // MARK: Timings and sizes

    static let dotLength: CGFloat = 6
    static let dotOffset: CGFloat = 8
    static let instanceDelay: CFTimeInterval = 0.02
    /// Between two meter readings (and each reading's animation).
    static let meterInterval: TimeInterval = 0.1
    /// Meter steps kept on the dot: enough for the last copy, `(instanceCount − 1) × 0.02` s
    /// behind, to find the step it shows.
    static let meterStepsKept = 10
    /// How long an answer is spoken.
    static let speakingDuration: TimeInterval = 3.0
    /// The dot's return to rest after speaking.
    static let settleDuration: TimeInterval = 0.33
    /// The demo: press, hold, and the period of the loop.
    static let demoPressDelay: TimeInterval = 0.5
    static let demoHold: TimeInterval = 2.5
    static let demoPeriod: TimeInterval = 8.0
    static let prompt = "Hold the microphone to speak"
    static let answers = ["Hi, I'm Iris. How can I help?", "It is sunny at the South Pole today.",
                          "Your flight leaves at 8:40.", "Penguins can't fly, but they slide."]

    // MARK: Views and layers

    let sceneWindow: UIWindow
    let replicator = CAReplicatorLayer()
    let dot = CALayer()
    let meterLabel = UILabel()
    let micButton = UIButton(type: .custom)

    private(set) var mode: Mode = .idle
    private(set) var voice = VoiceLevels()
    /// The last meter scale shown (where the next meter step starts).
    private(set) var lastScale: Double = 1
    private var answerIndex = 0
    private var modeTimers: [LayerTimer] = []
    private lazy var demo = DemoScript(self, window: sceneWindow)

    /// The assistant at rest.
    public override init() {
        let size = Self.metadata.designSize
        sceneWindow = UIWindow(frame: CGRect(origin: .zero, size: size))
        sceneWindow.backgroundColor = UIColor(red: 0.07, green: 0.08, blue: 0.1, alpha: 1)
        sceneWindow.clipsToBounds = true
        sceneWindow.layer.name = "iris"

        replicator.frame = sceneWindow.bounds
        sceneWindow.layer.addSublayer(replicator)
        let d = Self.dotLength
        dot.frame = CGRect(x: replicator.frame.size.width - d, y: replicator.position.y, width: d, height: d)
        dot.backgroundColor = UIColor.gray.cgColor
        dot.borderColor = UIColor(white: 1, alpha: 1).cgColor
        dot.borderWidth = 0.5
        dot.cornerRadius = 1.5
        replicator.addSublayer(dot)
        replicator.instanceCount = Int(size.width / Self.dotOffset)
        replicator.instanceTransform = CATransform3DMakeTranslation(-Self.dotOffset, 0, 0)
        replicator.instanceDelay = Self.instanceDelay

        // Two lines: the longest answer wraps at 17 pt in 288 pt instead of ending in "…".
        meterLabel.frame = CGRect(x: 16, y: 100, width: size.width - 32, height: 48)
        meterLabel.numberOfLines = 2
        meterLabel.textAlignment = .center
        meterLabel.textColor = UIColor(white: 0.9, alpha: 1)
        meterLabel.font = .systemFont(ofSize: 17)
        meterLabel.text = Self.prompt
        sceneWindow.addSubview(meterLabel)

        let side: CGFloat = 72
        micButton.frame = CGRect(x: (size.width - side) / 2, y: size.height - side - 40, width: side, height: side)
        micButton.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
        micButton.layer.cornerRadius = side / 2
        let icon = Microphone.makeLayer(side: 40, color: .white)
        icon.position = CGPoint(x: side / 2, y: side / 2)
        micButton.layer.addSublayer(icon)
        super.init()
        micButton.addAction(UIAction { [weak self] _ in self?.startMonitoring() }, for: .touchDown)
        for event: UIControl.Event in [.touchUpInside, .touchUpOutside, .touchCancel] {
            micButton.addAction(UIAction { [weak self] _ in self?.endMonitoring() }, for: event)
        }
        sceneWindow.addSubview(micButton)
    }

    /// The layer-local time of the dot ("now" for animations added to it).
    private var now: CFTimeInterval { dot.convertTime(CACurrentMediaTime(), from: nil) }

    // MARK: Listening

    /// Phase 2 begins: the meter follows the voice.
    func startMonitoring() {
        guard mode == .idle else { return }
        mode = .listening
        dot.removeAllAnimations()
        lastScale = 1
        readMeter()
    }

    /// One meter reading, then the next `meterInterval` later while listening.
    private func readMeter() {
        guard mode == .listening else { return }
        let level = voice.next()
        meterLabel.text = String(format: "%.1f dB", level)
        let scale = IrisDotAnimations.meterScale(for: level)
        // Each step keeps its own key: the copies further along the row play the dot's
        // animations up to 0.78 s late and must still find the steps they are showing (a
        // replaced step would leave them flat). Steps older than `meterStepsKept` go.
        let step = voice.index - 1
        dot.add(IrisDotAnimations.meterStep(from: lastScale, to: scale, duration: Self.meterInterval),
                forKey: "meter-\(step)")
        dot.removeAnimation(forKey: "meter-\(step - Self.meterStepsKept)")
        lastScale = scale
        modeTimers.append(LayerTimer.schedule(after: Self.meterInterval, in: rootLayer, inThisRun { $0.readMeter() }))
    }

    /// The button is let go: phase 3.
    func endMonitoring() {
        guard mode == .listening else { return }
        cancelModeTimers()
        startSpeaking()
    }

    // MARK: Speaking

    private func startSpeaking() {
        mode = .speaking
        micButton.isHidden = true
        meterLabel.text = Self.answers[answerIndex % Self.answers.count]
        answerIndex += 1
        dot.removeAllAnimations()
        let t = now
        dot.add(IrisDotAnimations.speakingScale(now: t), forKey: "dotScale")
        dot.add(IrisDotAnimations.speakingFade(now: t), forKey: "dotOpacity")
        dot.add(IrisDotAnimations.speakingTint(now: t), forKey: "dotColor")
        let wobble = IrisDotAnimations.speakingWobble(now: replicator.convertTime(CACurrentMediaTime(), from: nil))
        replicator.add(wobble[0], forKey: "initialRotation")
        replicator.add(wobble[1], forKey: "rotation")
        let end = inThisRun { $0.endSpeaking() }
        modeTimers.append(LayerTimer.schedule(after: Self.speakingDuration, in: rootLayer, end))
    }

    /// Phase 4: the dot settles from wherever it is shown to rest, the button returns.
    private func endSpeaking() {
        guard mode == .speaking else { return }
        cancelModeTimers()
        let shown = dot.presentation() ?? dot
        let settle = CAAnimationGroup()
        let scale = CABasicAnimation(keyPath: "transform")
        scale.fromValue = shown.transform
        scale.toValue = CATransform3DIdentity
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = Double(shown.opacity)
        fade.toValue = 1.0
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = shown.backgroundColor
        tint.toValue = UIColor.gray.cgColor
        settle.animations = [scale, fade, tint]
        settle.duration = Self.settleDuration
        settle.timingFunction = CAMediaTimingFunction(name: .easeOut)
        dot.removeAllAnimations()
        replicator.removeAllAnimations()
        dot.add(settle, forKey: "settle")
        micButton.isHidden = false
        meterLabel.text = Self.prompt
        modeTimers.append(LayerTimer.schedule(after: Self.settleDuration, in: rootLayer, inThisRun { scene in
            scene.mode = .idle
            scene.finishStopping()
        }))
    }

    private func cancelModeTimers() {
        modeTimers.forEach { $0.cancel() }
        modeTimers = []
    }

    // MARK: Scene

    /// The demo: the button held down (phase 2) and let go (phase 3), every loop.
    public override func play(from previous: SceneState) {
        let center = micButton.center
        demo.play(every: Self.demoPeriod) { _, _ in
            [.tap(center, at: Self.demoPressDelay, holding: Self.demoHold)]
        }
    }

    /// Stops the scripted demo; from then on the person drives the scene.
    public func userDidTakeOver() { demo.cancel() }

    /// A press the demo holds is cancelled, which lets the button go (phase 3).
    public override func beginStopping() {
        demo.cancel()
        endMonitoring()
        switch mode {
        case .speaking:
            endSpeaking()
        case .idle, .listening:
            modeTimers.append(LayerTimer.schedule(after: 0, in: rootLayer, inThisRun { scene in
                if scene.mode == .idle { scene.finishStopping() }
            }))
        }
    }

    public override func reset() {
        demo.cancel()
        cancelModeTimers()
        dot.removeAllAnimations()
        replicator.removeAllAnimations()
        mode = .idle
        lastScale = 1
        voice = VoiceLevels()
        answerIndex = 0
        micButton.isHidden = false
        meterLabel.text = Self.prompt
    }
}
