import AnimationUIKit
import Foundation

/// The tutorial's flight-info board (sections 9–12): every 3 seconds, or on a click, the board
/// changes between London→Paris and Paris→Rome.
///
/// One change (`changeFlight(to:animated:)`) plays, all at once:
/// 1. §9 crossfade: the background image changes through a 1 s `.transitionCrossDissolve`,
///    while the snow view fades in or out over 1 s, ease-out.
/// 2. §10 "cube": the flight, gate (and status) labels are covered by a copy with the new text,
///    squeezed to 10 % height and offset by half the label's height; in 0.5 s, ease-out, the
///    copy grows back while the original squeezes and moves the other way (a 2D transform).
/// 3. §11 fade and bounce: the departure label moves 80 pt sideways and the arrival label
///    50 pt vertically while fading out (0.5 s, ease-in); a copy with the new text comes from
///    that offset to the label's place and fades in (0.25 s after 0.1 s, ease-in).
/// 4. §12 the plane's 1.5 s keyframe flight: take-off (0–0.25: +80, −10), lift (0.1–0.5: turns
///    to −π/8), vanish (0.25–0.5: +100, −50, fades out), reset off the left edge (0.51–0.52,
///    transform identity), land (0.55–1: fades in and glides back to where it was).
///
/// Directions follow the document: taking off moves things "positive" (down, right), landing
/// "negative". The delay between changes is a `LayerTimer` in the scene's layer time, so slow
/// motion and pause hold it. A click while a change is playing is ignored (the document does not
/// say; overlapping changes would stack the auxiliary labels). The status label changes with the
/// cube too — the document leaves the status's animation open.
public final class FlightScene: SceneController, CatalogScene {
    /// The catalogue entry: `flight-info`, "Flight info", 320 × 480 points.
    public static let metadata = SceneMetadata(
        identifier: "flight-info", title: "Flight info", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .flight, section: "§9–12",
            summary: "A flight board that changes flights: crossfade, cube labels, fade-and-bounce "
                + "and the plane's keyframes.",
            techniques: ["UIView.transition(with:duration:options:) .transitionCrossDissolve",
                         "CGAffineTransform(scaleX:y:).concatenating(_:)",
                         "UIView.animate(withDuration:delay:options:)",
                         "UIView.animateKeyframes(withDuration:delay:options:)",
                         "UIView.addKeyframe(withRelativeStartTime:relativeDuration:)", "UITapGestureRecognizer"]))

    /// The board window's layer, which holds the whole scene.
    public var rootLayer: CALayer { board.layer }
    /// The window the host sends pointer, wheel and key events to: the scene is interactive.
    public var window: UIWindow? { board }

    // MARK: Timings

    /// Time between changes (`delay(seconds: 3.0)`).
    static let changeInterval: TimeInterval = 3.0
    /// §9: the background crossfade and the snow fade.
    static let fadeDuration: TimeInterval = 1.0
    /// §10: the cube transition.
    static let cubeDuration: TimeInterval = 0.5
    /// §10: the squeezed label's height, as a fraction.
    static let cubeSqueeze: CGFloat = 0.1
    /// §11: the old label's move-and-fade, and the new label's arrival (after its delay).
    static let moveOutDuration: TimeInterval = 0.5
    static let moveInDuration: TimeInterval = 0.25
    static let moveInDelay: TimeInterval = 0.1
    /// §11: how far the departure label moves sideways and the arrival label vertically.
    static let departingOffset: CGFloat = 80
    static let arrivingOffset: CGFloat = 50
    /// §12: the plane's keyframe flight.
    static let planeFlightDuration: TimeInterval = 1.5
    /// The longest part of a change (what `stop()` waits for).
    static var changeDuration: TimeInterval { max(planeFlightDuration, fadeDuration) }

    // MARK: Views

    let board: UIWindow
    let backgroundImageView: UIImageView
    let snowView: UIView
    let flightNumberLabel = UILabel()
    let gateNumberLabel = UILabel()
    let departingFromLabel = UILabel()
    let arrivingToLabel = UILabel()
    let flightStatusLabel = UILabel()
    let planeImageView: UIView
    /// Where the plane rests between flights.
    let planeRestingCenter = CGPoint(x: 160, y: 262)

    /// The flight on the board (the target of the change in progress).
    private(set) var currentFlight = FlightData.londonToParis
    /// Auxiliary labels of the changes in progress (the document adds and removes them).
    var auxiliaryLabels: [UILabel] {
        board.subviews.compactMap { $0 as? UILabel }.filter { $0.tag == Self.auxiliaryTag }
    }
    static let auxiliaryTag = 17

    private var nextChange: LayerTimer?
    private var stopTimer: LayerTimer?
    private var changeStartedAt: CFTimeInterval?

    /// The board at rest, showing London→Paris in the snow.
    public override init() {
        let bounds = CGRect(origin: .zero, size: Self.metadata.designSize)
        board = UIWindow(frame: bounds)
        board.backgroundColor = UIColor(red: 0.10, green: 0.14, blue: 0.22, alpha: 1)
        board.clipsToBounds = true
        board.layer.name = "flight-info"
        backgroundImageView = UIImageView(frame: bounds)
        backgroundImageView.contentMode = .scaleToFill
        board.addSubview(backgroundImageView)
        snowView = UIView(frame: bounds)
        planeImageView = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 36))
        planeImageView.layer.addSublayer(Artwork.plane(size: CGSize(width: 60, height: 36)))
        planeImageView.center = planeRestingCenter
        snowView.isUserInteractionEnabled = false
        board.addSubview(snowView)
        super.init()

        let panel = UIView(frame: CGRect(x: 12, y: 24, width: 296, height: 396))
        panel.backgroundColor = UIColor(red: 0.05, green: 0.08, blue: 0.16, alpha: 0.35)
        panel.layer.cornerRadius = 14
        board.addSubview(panel)
        addCaption("FLIGHT", CGRect(x: 28, y: 40, width: 120, height: 16), .left)
        addCaption("GATE", CGRect(x: 172, y: 40, width: 120, height: 16), .right)
        addCaption("FROM", CGRect(x: 20, y: 140, width: 120, height: 16), .center)
        addCaption("TO", CGRect(x: 180, y: 140, width: 120, height: 16), .center)
        addCaption("STATUS", CGRect(x: 0, y: 344, width: 320, height: 16), .center)
        style(flightNumberLabel, CGRect(x: 28, y: 58, width: 150, height: 40), size: 30, .left)
        style(gateNumberLabel, CGRect(x: 162, y: 58, width: 130, height: 40), size: 30, .right)
        style(departingFromLabel, CGRect(x: 20, y: 160, width: 120, height: 52), size: 42, .center)
        style(arrivingToLabel, CGRect(x: 180, y: 160, width: 120, height: 52), size: 42, .center)
        style(flightStatusLabel, CGRect(x: 40, y: 362, width: 240, height: 40), size: 30, .center)

        board.addSubview(planeImageView)

        let tap = UITapGestureRecognizer { [weak self] _ in self?.boardWasClicked() }
        board.addGestureRecognizer(tap)
        changeFlight(to: .londonToParis, animated: false)
    }

    private func addCaption(_ text: String, _ frame: CGRect, _ alignment: NSTextAlignment) {
        let caption = UILabel(frame: frame)
        caption.text = text
        caption.font = .systemFont(ofSize: 12)
        caption.textColor = UIColor(white: 1, alpha: 0.75)
        caption.textAlignment = alignment
        board.addSubview(caption)
    }

    private func style(_ label: UILabel, _ frame: CGRect, size: CGFloat, _ alignment: NSTextAlignment) {
        label.frame = frame
        label.font = .systemFont(ofSize: size)
        label.textColor = .white
        label.textAlignment = alignment
        board.addSubview(label)
    }

    // MARK: Changing flights

    /// Shows `data`: at once, or with every animation of §9–12; then, 3 s later, the next flight.
    func changeFlight(to data: FlightData, animated: Bool) {
        currentFlight = data
        if animated {
            changeStartedAt = board.eventTime
            planeDepart()
            fade(imageView: backgroundImageView, toImage: Artwork.backdrop(data.weather, side: backdropSide),
                 showEffects: data.showWeatherEffects)
            let direction: AnimationDirection = data.isTakingOff ? .positive : .negative
            cubeTransition(label: flightNumberLabel, text: data.flightNumber, direction: direction)
            cubeTransition(label: gateNumberLabel, text: data.gateNumber, direction: direction)
            cubeTransition(label: flightStatusLabel, text: data.flightStatus, direction: direction)
            let sign = CGFloat(direction.rawValue)
            moveLabel(label: departingFromLabel, text: data.departingFrom,
                      offset: CGPoint(x: sign * Self.departingOffset, y: 0))
            moveLabel(label: arrivingToLabel, text: data.arrivingTo,
                      offset: CGPoint(x: 0, y: sign * Self.arrivingOffset))
        } else {
            UIView.performWithoutAnimation {
                backgroundImageView.image = Artwork.backdrop(data.weather, side: backdropSide)
                snowView.isHidden = !data.showWeatherEffects
                // Hidden snow is also transparent, so the next fade brings it in gradually.
                snowView.alpha = data.showWeatherEffects ? 1 : 0
                flightNumberLabel.text = data.flightNumber
                gateNumberLabel.text = data.gateNumber
                departingFromLabel.text = data.departingFrom
                arrivingToLabel.text = data.arrivingTo
                flightStatusLabel.text = data.flightStatus
            }
        }
        guard state == .running else { return }
        nextChange?.cancel()
        nextChange = LayerTimer.schedule(after: Self.changeInterval, in: board.layer, inThisRun { scene in
            guard scene.state == .running else { return }
            scene.changeFlight(to: data.next, animated: true)
        })
    }

    /// True while the last change is still playing.
    var isChanging: Bool {
        guard let started = changeStartedAt else { return false }
        return board.eventTime < started + Self.changeDuration - 1e-9
    }

    /// A click on the board changes to the next flight now (and restarts the 3 s wait).
    private func boardWasClicked() {
        guard state == .running, !isChanging else { return }
        changeFlight(to: currentFlight.next, animated: true)
    }

    // MARK: Scene

    public override func play(from previous: SceneState) {
        Artwork.prepareBackdrops(side: backdropSide)
        startSnow()
        changeFlight(to: currentFlight, animated: false)
    }

    /// Stops changing flights; a change in progress plays to its end, then the scene is stopped.
    public override func beginStopping() {
        nextChange?.cancel()
        let remaining = isChanging ? (changeStartedAt ?? 0) + Self.changeDuration - board.eventTime : 0
        stopTimer = LayerTimer.schedule(after: remaining, in: board.layer, inThisRun { $0.finishStopping() })
    }

    public override func reset() {
        nextChange?.cancel()
        stopTimer?.cancel()
        changeStartedAt = nil
        for label in auxiliaryLabels { label.removeFromSuperview() }
        for view in [backgroundImageView, snowView, flightNumberLabel, gateNumberLabel, departingFromLabel,
                     arrivingToLabel, flightStatusLabel, planeImageView] as [UIView] {
            view.layer.removeAllAnimations()
        }
        UIView.performWithoutAnimation {
            for label in [flightNumberLabel, gateNumberLabel, departingFromLabel, arrivingToLabel, flightStatusLabel] {
                label.transform = .identity
                label.alpha = 1
            }
            planeImageView.transform = .identity
            planeImageView.alpha = 1
            planeImageView.center = planeRestingCenter
        }
        currentFlight = .londonToParis
        changeFlight(to: .londonToParis, animated: false)
    }

    // MARK: A wider window

    /// How far the weather picture and the snow reach past each side of the board (0 at design size).
    private(set) var backdropSide: CGFloat = 0

    /// In a window wider than the board, the weather picture and the snow reach its edges (the
    /// picture drawn for that width), as the app's full-screen background does on a wider screen;
    /// the board stops clipping there. The cross-fades then change the whole width at once.
    public func layOut(visibleArea: CGRect) {
        let side = Artwork.backdropSide(forWidth: max(visibleArea.width, 2 * max(0, -visibleArea.minX) + 320))
        guard side != backdropSide else { return }
        backdropSide = side
        board.clipsToBounds = side == 0
        let design = Self.metadata.designSize
        UIView.performWithoutAnimation {
            backgroundImageView.frame = CGRect(x: -side, y: 0, width: design.width + 2 * side, height: design.height)
            backgroundImageView.image = Artwork.backdrop(currentFlight.weather, side: side)
            snowView.frame = backgroundImageView.frame
        }
        Artwork.prepareBackdrops(side: side)
        if let snowEmitter {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            place(snowEmitter)
            CATransaction.commit()
        }
    }

    // MARK: Snow

    /// The snow view's emitter: the Snow scene's flakes, falling from just above the board.
    private var snowEmitter: CAEmitterLayer?

    private func startSnow() {
        snowEmitter?.removeFromSuperlayer()
        let emitter = CAEmitterLayer()
        place(emitter)
        emitter.emitterShape = .rectangle
        emitter.seed = 9
        emitter.emitterCells = SnowflakeImages.all.map(SnowScene.makeCell(image:))
        emitter.beginTime = snowView.layer.convertTime(CACurrentMediaTime(), from: nil)
        snowView.layer.addSublayer(emitter)
        snowEmitter = emitter
    }

    /// The emitter just above the snow view, as wide as it, as dense as over the board.
    private func place(_ emitter: CAEmitterLayer) {
        let width = snowView.bounds.width
        emitter.birthRate = Float(0.5 * width / Self.metadata.designSize.width)
        emitter.frame = CGRect(x: 0, y: -70, width: width, height: 50)
        emitter.emitterPosition = CGPoint(x: width / 2, y: 25)
        emitter.emitterSize = CGSize(width: width, height: 50)
    }
}
