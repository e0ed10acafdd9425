import AnimationUIKit
import Foundation

/// The tutorial's multiplayer search (sections 16 and 17): while the game looks for an
/// opponent, the two players' avatars spring towards each other, squash against each other in
/// the middle and spring back, over and over; once connected their round masks become squares.
///
/// The phases:
/// 1. At rest: my avatar on the right, the unknown opponent (a grey silhouette, "?") on the
///    left, "Searching for opponent..." above them.
/// 2. Bounce off (§16): each avatar springs (damping 0.8, velocity 0.8) over
///    `animationDuration` to a point `avatarWidth / 1.9` past the middle on its side, then,
///    `animationDuration` later, springs back (damping 0.7, velocity 1.0); 0.1 s after it is
///    back (`rebounceDelay`) it bounces again. One bounce takes 2.1 s. (The return starts from
///    the first spring's completion rather than as a second, delayed block: see `AvatarView`.)
/// 3. Squash (§17): during the way in, the ring and the mask (`CAShapeLayer.path`) animate
///    ease-out from the circle to an oval 0.85 × the width and 1.1 × the height, kept against
///    the side that meets the other avatar and the bottom edge; the animation then ends and
///    the circle shows again as the avatar leaves.
/// 4. After `opponentFoundDelay` the opponent's portrait and name appear and the status reads
///    "Connecting...".
/// 5. After `connectedDelay` more the avatars stop bouncing once they are back; then both
///    masks morph into squares (`squareMorphDuration`, ease-in-out) and the status reads
///    "Ready to play!".
/// 6. `readyPause` later the squares morph back into circles and the search starts again
///    from phase 1, so the scene loops.
///
/// The document leaves `animationDuration`, the search and connection times and the end of
/// the search open: the scene uses 1 s (the morph's duration too), 4 s to find the opponent,
/// 4 s more to connect, and squares for the connected players. The square is drawn with the
/// circle's structure (`AvatarView.squarePath`) so the path animation interpolates.
///
/// Stopping lets the bounce in progress come back, then `stopped`.
public final class ShapeMorphingScene: SceneController, CatalogScene {
    /// The catalogue entry: `shape-morphing`, "Shape morphing", 320 × 480 points.
    public static let metadata = SceneMetadata(
        identifier: "shape-morphing", title: "Shape morphing", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .shapeMorphing, section: "§16–17",
            summary: "Two avatars bounce off each other, squashing their circle masks, until an opponent is found.",
            techniques: ["UIView.animate(usingSpringWithDamping:)", "CABasicAnimation(keyPath: \"path\")",
                         "CAShapeLayer", "CALayer.mask"]))
    /// The root view's layer, which holds the whole scene.
    public var rootLayer: CALayer { rootView.layer }

    // MARK: Timings

    /// The way in, the way back and the squash of one bounce.
    public static let animationDuration: TimeInterval = 1.0
    /// The pause between a bounce's return and the next bounce.
    public static let rebounceDelay: TimeInterval = 0.1
    /// From the start of the search to the opponent being found.
    public static let opponentFoundDelay: TimeInterval = 4.0
    /// From the opponent being found to the connection (the bounces end at the next return).
    public static let connectedDelay: TimeInterval = 4.0
    /// The circles' morph into squares, and back.
    public static let squareMorphDuration: TimeInterval = animationDuration
    /// How long the connected players rest as squares before the search starts again.
    public static let readyPause: TimeInterval = 3.0

    static let searchingText = "Searching for opponent..."
    static let connectingText = "Connecting..."
    static let readyText = "Ready to play!"

    // MARK: Views

    let rootView: UIView
    let statusLabel = UILabel()
    /// My avatar, on the right.
    let myAvatar: AvatarView
    /// The opponent's avatar, on the left.
    let opponentAvatar: AvatarView
    let myHome: CGPoint
    let opponentHome: CGPoint

    private var timers: [LayerTimer] = []

    /// The scene at rest: both avatars round, the opponent unknown.
    public override init() {
        let size = Self.metadata.designSize
        rootView = UIView(frame: CGRect(origin: .zero, size: size))
        rootView.backgroundColor = UIColor(red: 0.22, green: 0.16, blue: 0.34, alpha: 1)
        rootView.clipsToBounds = true
        rootView.layer.name = "shape-morphing"

        let side: CGFloat = 90
        myHome = CGPoint(x: size.width * 0.75, y: size.height * 0.45)
        opponentHome = CGPoint(x: size.width * 0.25, y: size.height * 0.45)
        myAvatar = AvatarView(frame: CGRect(x: myHome.x - side / 2, y: myHome.y - side / 2, width: side, height: side),
                              name: "Me", palette: .blue)
        opponentAvatar = AvatarView(frame: CGRect(x: opponentHome.x - side / 2, y: opponentHome.y - side / 2,
                                                  width: side, height: side), name: "?", palette: .unknown)
        rootView.addSubview(opponentAvatar)
        rootView.addSubview(myAvatar)

        statusLabel.frame = CGRect(x: 0, y: size.height * 0.18, width: size.width, height: 28)
        statusLabel.textAlignment = .center
        statusLabel.textColor = .white
        statusLabel.font = .systemFont(ofSize: 20)
        statusLabel.text = Self.searchingText
        rootView.addSubview(statusLabel)

        super.init()
        myAvatar.onBouncesEnded = { [weak self] in self?.bouncesEnded() }
    }

    /// Where each avatar's centre goes when they meet: `avatarWidth / 1.9` past the middle.
    var bouncePoints: (my: CGPoint, opponent: CGPoint) {
        let offset = myAvatar.bounds.width / 1.9, midX = rootView.bounds.midX
        return (CGPoint(x: midX + offset, y: myHome.y), CGPoint(x: midX - offset, y: opponentHome.y))
    }

    /// How far a squashed avatar's mask reaches: 0.85 × its width, 1.1 × its height.
    var morphSize: CGSize {
        let s = myAvatar.bounds.size
        return CGSize(width: s.width * 0.85, height: s.height * 1.1)
    }

    public override func play(from previous: SceneState) {
        if previous == .stopped { resetAvatars() }
        beginSearch()
    }

    /// Phases 1–4: the unknown opponent, the bounces, the opponent found, then connected.
    private func beginSearch() {
        showOpponent(known: false)
        statusLabel.text = Self.searchingText
        searchForOpponent()
        schedule(after: Self.opponentFoundDelay) { scene in
            scene.showOpponent(known: true)
            scene.statusLabel.text = Self.connectingText
            scene.schedule(after: Self.connectedDelay) { scene in
                scene.myAvatar.keepsBouncing = false
                scene.opponentAvatar.keepsBouncing = false
            }
        }
    }

    /// Phases 2–3, as the document's `searchForOpponent()`.
    private func searchForOpponent() {
        let points = bouncePoints
        myAvatar.bounceOff(point: points.my, morphSize: morphSize)
        opponentAvatar.bounceOff(point: points.opponent, morphSize: morphSize)
    }

    private func showOpponent(known: Bool) {
        opponentAvatar.setPortrait(known ? .orange : .unknown)
        opponentAvatar.nameLabel.text = known ? "Opponent" : "?"
    }

    /// The avatars are back home and bounce no more: stop, or phase 5 then 6.
    private func bouncesEnded() {
        if state == .stopping { finishStopping(); return }
        guard state == .running else { return }
        statusLabel.text = Self.readyText
        for avatar in [myAvatar, opponentAvatar] { avatar.morph(toSquare: true, duration: Self.squareMorphDuration) }
        schedule(after: Self.squareMorphDuration + Self.readyPause) { scene in
            for avatar in [scene.myAvatar, scene.opponentAvatar] {
                avatar.morph(toSquare: false, duration: Self.squareMorphDuration)
            }
            scene.schedule(after: Self.squareMorphDuration) { scene in
                scene.resetAvatars()
                scene.beginSearch()
            }
        }
    }

    /// Runs `action` after `delay` seconds of the scene's time while it runs (in this run).
    private func schedule(after delay: TimeInterval, _ action: @escaping (ShapeMorphingScene) -> Void) {
        timers.append(LayerTimer.schedule(after: delay, in: rootLayer, inThisRun { scene in
            if scene.state == .running { action(scene) }
        }))
    }

    private func cancelTimers() {
        timers.forEach { $0.cancel() }
        timers = []
    }

    private func resetAvatars() {
        myAvatar.reset(center: myHome)
        opponentAvatar.reset(center: opponentHome)
    }

    public override func beginStopping() {
        cancelTimers()
        let bouncing = myAvatar.isBouncing
        myAvatar.keepsBouncing = false
        opponentAvatar.keepsBouncing = false
        // Between phase 5 and the next search nothing bounces: stop at once.
        if !bouncing { finishStopping() }
    }

    public override func reset() {
        cancelTimers()
        resetAvatars()
    }
}
