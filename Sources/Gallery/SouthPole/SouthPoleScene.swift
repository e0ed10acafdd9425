import AnimationUIKit
import Foundation

/// The tutorial's South Pole (section 26): a pixel-art penguin walks left and right and belly
/// slides across the ice, each move a `UIImageView` frame animation (`animationImages`,
/// `animationDuration`, `animationRepeatCount`, `startAnimating()`) played while a UIView
/// animation moves the view.
///
/// The moves, as the document builds them:
/// 1. Walk (`loadWalkAnimation()`): the four walk frames, one cycle in `animationDuration / 3`,
///    three cycles, so each frame shows 1/12 s; the view's `center.x` moves by
///    `walkSize.width` over `animationDuration`, ease-out. Left and right set the looking
///    direction first (a horizontal flip of the view's `transform`).
/// 2. Slide (the document only says it is "quite similar"; this is the choice): the two slide
///    frames once over `animationDuration`, the view `slideSize` high with its bottom on the
///    ice, moving twice `slideSize.width` in the looking direction, ease-out; then it stands
///    up again with the walk frames loaded.
///
/// Choices where the document is silent: `animationDuration` is 1 s, `walkSize` 64 × 64,
/// `slideSize` 64 × 48; a press while a move is in progress is ignored; a move never leaves
/// the ice (the target is clamped to it, so at an edge the penguin walks on the spot).
/// The controls are the document's three actions, on three buttons under the ice (left, slide,
/// right) and on the arrow keys (← left, → right, ↓ slide; the document names the actions but
/// not their keys, so the keys are this project's choice), which the scene's window takes
/// through `pressesBegan(_:with:)` (`SouthPoleWindow`). The frames are small pixel art (16 art
/// pixels wide, `PenguinFrames`) shown four times larger; the image view's layer samples them
/// with `magnificationFilter = .nearest`, so every art pixel is a crisp 4 × 4 point square
/// (the document does not say how it keeps its pixel art crisp; this is the choice).
///
/// Until a person presses a button or an arrow key the scene plays a demo on a loop, one move every
/// `demoStep` seconds of the scene's time: right, right, slide, left, left, slide.
/// Stopping ends the demo and lets the move in progress finish, then `stopped` (on the next
/// frame when nothing moves).
public final class SouthPoleScene: SceneController, CatalogScene {
    /// The catalogue entry: `south-pole`, "South Pole", 480 × 320 points.
    public static let metadata = SceneMetadata(
        identifier: "south-pole", title: "South Pole", designSize: CGSize(width: 480, height: 320),
        info: SceneInfo(
            group: .southPole, section: "§26",
            summary: "A pixel-art penguin walks and belly slides across the ice, frame by frame.",
            techniques: ["UIImageView.animationImages", "startAnimating()", "animationRepeatCount",
                         "UIView.animate(options: .curveEaseOut)", "UIButton", "pressesBegan(_:with:)",
                         "CALayer.magnificationFilter"]))
    /// The scene window's layer, which holds the whole scene.
    public var rootLayer: CALayer { sceneWindow.layer }
    /// The window the host sends pointer, wheel and key events to: the scene is interactive.
    public var window: UIWindow? { sceneWindow }
    /// Sky above the ice's top and ice below it, out to the window's edges.
    public var backdrop: SceneBackdrop? {
        SceneBackdrop([.init(top: 0, color: Self.skyColor.cgColor),
                       .init(top: Self.iceTop, color: Self.iceColor.cgColor)])
    }

    /// What the controls (buttons and arrow keys) ask for.
    enum Move: Equatable { case left, right, slide }

    // MARK: Timings and sizes

    /// One move: a walk step or a slide.
    public static let animationDuration: TimeInterval = 1.0
    /// The walking penguin's size; a step moves it by the width.
    public static let walkSize = CGSize(width: 64, height: 64)
    /// The sliding penguin's size; a slide moves it by twice the width.
    public static let slideSize = CGSize(width: 64, height: 40)
    /// The time between the demo's moves.
    public static let demoStep: TimeInterval = 1.5
    /// The demo's moves, repeated.
    static let demoMoves: [Move] = [.right, .right, .slide, .left, .left, .slide]
    static let skyColor = UIColor(red: 0.62, green: 0.8, blue: 0.95, alpha: 1)
    static let iceColor = UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
    /// The top of the ice, where the penguin's feet are.
    static let iceTop: CGFloat = 236

    // MARK: Views

    let sceneWindow: SouthPoleWindow
    /// The ice; its layer also holds the demo's timers.
    let ice: UIView
    let penguin: UIImageView
    let leftButton = UIButton(type: .system)
    let slideButton = UIButton(type: .system)
    let rightButton = UIButton(type: .system)
    let walkFrames = PenguinFrames.walk.map { UIImage(cgImage: $0) }
    let slideFrames = PenguinFrames.slide.map { UIImage(cgImage: $0) }

    private(set) var isLookingRight = true
    private(set) var isMoving = false
    private var demoIndex = 0
    /// The frame after a stop while nothing moves.
    private var stopTimer: LayerTimer?
    private lazy var demo = DemoScript(self, window: sceneWindow, timerLayer: ice.layer)

    /// The penguin standing at the left of the ice, looking right.
    public override init() {
        let size = Self.metadata.designSize
        sceneWindow = SouthPoleWindow(frame: CGRect(origin: .zero, size: size))
        sceneWindow.backgroundColor = Self.skyColor
        sceneWindow.clipsToBounds = true
        sceneWindow.layer.name = "south-pole"

        ice = UIView(frame: CGRect(x: 0, y: Self.iceTop, width: size.width, height: size.height - Self.iceTop))
        ice.backgroundColor = Self.iceColor
        sceneWindow.addSubview(ice)

        penguin = UIImageView(image: walkFrames.first)
        penguin.frame = CGRect(origin: .zero, size: Self.walkSize)
        penguin.layer.magnificationFilter = .nearest
        penguin.center = Self.home
        sceneWindow.addSubview(penguin)
        super.init()

        for (button, title, move) in [(leftButton, "◀ Left", Move.left), (slideButton, "Slide", .slide),
                                      (rightButton, "Right ▶", .right)] {
            button.setTitle(title, for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.perform(move) }, for: .touchUpInside)
            sceneWindow.addSubview(button)
        }
        let buttonY = size.height - 48, width: CGFloat = 110
        leftButton.frame = CGRect(x: 30, y: buttonY, width: width, height: 36)
        slideButton.frame = CGRect(x: (size.width - width) / 2, y: buttonY, width: width, height: 36)
        rightButton.frame = CGRect(x: size.width - 30 - width, y: buttonY, width: width, height: 36)
        sceneWindow.onMove = { [weak self] move in self?.perform(move) }
        loadWalkAnimation()
    }

    /// Where the penguin stands at first.
    static let home = CGPoint(x: 80, y: iceTop - walkSize.height / 2)
    /// The centres a move may reach: the penguin stays whole on the ice.
    static let walkableX: ClosedRange<CGFloat> = walkSize.width / 2...(metadata.designSize.width - walkSize.width / 2)

    /// Move 1's frames, as the document's `loadWalkAnimation()`.
    private func loadWalkAnimation() {
        penguin.animationImages = walkFrames
        penguin.animationDuration = Self.animationDuration / 3
        penguin.animationRepeatCount = 3
    }

    /// Move 2's frames: both slide frames, once.
    private func loadSlideAnimation() {
        penguin.animationImages = slideFrames
        penguin.animationDuration = Self.animationDuration
        penguin.animationRepeatCount = 1
    }

    /// Plays `move` unless one is in progress; returns whether it started.
    @discardableResult
    func perform(_ move: Move) -> Bool {
        guard !isMoving else { return false }
        isMoving = true
        let finish: (Bool) -> Void = inThisRun { scene, _ in scene.moveDidEnd() }
        switch move {
        case .left, .right:
            isLookingRight = move == .right
            penguin.transform = CGAffineTransform(scaleX: isLookingRight ? 1 : -1, y: 1)
            penguin.startAnimating()
            let target = clamped(penguin.center.x + (isLookingRight ? 1 : -1) * Self.walkSize.width)
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: .curveEaseOut, animations: {
                self.penguin.center.x = target
            }, completion: finish)
        case .slide:
            loadSlideAnimation()
            let lowered = CGPoint(x: penguin.center.x, y: Self.iceTop - Self.slideSize.height / 2)
            UIView.performWithoutAnimation {
                penguin.bounds = CGRect(origin: .zero, size: Self.slideSize)
                penguin.center = lowered
                penguin.image = slideFrames.first
            }
            penguin.startAnimating()
            let target = clamped(lowered.x + (isLookingRight ? 2 : -2) * Self.slideSize.width)
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: .curveEaseOut, animations: {
                self.penguin.center.x = target
            }, completion: finish)
        }
        return true
    }

    private func clamped(_ x: CGFloat) -> CGFloat {
        min(max(x, Self.walkableX.lowerBound), Self.walkableX.upperBound)
    }

    /// A move has ended: stand up after a slide, then carry on with the demo or stop.
    private func moveDidEnd() {
        isMoving = false
        if penguin.bounds.size != Self.walkSize {
            UIView.performWithoutAnimation {
                penguin.stopAnimating()
                penguin.bounds = CGRect(origin: .zero, size: Self.walkSize)
                penguin.center.y = Self.home.y
                penguin.image = walkFrames.first
            }
            loadWalkAnimation()
        }
        finishStopping()
    }

    /// The demo: the next move now, the one after `demoStep` later.
    private func playDemoStep() {
        // A move still in progress (one ending at this very time may not have reported it
        // yet): try again a moment later.
        let started = perform(Self.demoMoves[demoIndex % Self.demoMoves.count])
        if started { demoIndex += 1 }
        demo.after(started ? Self.demoStep : 0) { $0.playDemoStep() }
    }

    public override func play(from previous: SceneState) {
        demo.begin()
        playDemoStep()
    }

    /// Stops the scripted demo; from then on the person drives the scene.
    public func userDidTakeOver() { demo.cancel() }

    public override func beginStopping() {
        demo.cancel()
        guard !isMoving else { return }
        // Nothing to finish: stopped on the next frame.
        stopTimer = LayerTimer.schedule(after: 0, in: rootLayer, inThisRun { scene in
            if !scene.isMoving { scene.finishStopping() }
        })
    }

    public override func reset() {
        demo.cancel()
        stopTimer?.cancel()
        penguin.stopAnimating()
        penguin.layer.removeAllAnimations()
        isMoving = false
        isLookingRight = true
        demoIndex = 0
        UIView.performWithoutAnimation {
            penguin.transform = .identity
            penguin.bounds = CGRect(origin: .zero, size: Self.walkSize)
            penguin.center = Self.home
            penguin.image = walkFrames.first
        }
        loadWalkAnimation()
    }
}
