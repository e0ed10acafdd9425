import AnimationUIKit
import Foundation

/// The WWDC talk's spring demo: a box on a home screen opens like a folder with
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`, and a
/// strip below shows how the damping ratio and the initial velocity change the same motion.
///
/// From wwdc-interactions.md §1, with its values:
/// 1. The closed box is `boxSize` (100 pt) square in the bottom-left corner of the stage.
/// 2. A tap opens it: in 1 s, no delay, damping ratio 0.75, initial velocity 0.5, the box
///    grows to three times its size, centred on the stage.
/// 3. A second tap closes it with the same spring (our addition; the talk only opens it).
///    A tap while it moves retargets it from where it is seen.
/// 4. Each tap also plays the strip: one marker per (damping ratio, velocity) pair, all with the
///    same 1 s duration, so the rows differ only in those two values.
///
/// The folder's spring is tunable from the playground's spring editor (`TunableScene`, in
/// `SpringFolderScene+Tuning.swift`): an edited spring plays from the next open or close on.
///
/// Input: the scene is a `UIWindow`; a `UITapGestureRecognizer` on the stage taps the folder.
/// The scripted demo (until a person touches the scene): open 0.5 s after start, close
/// `openHold` seconds after the folder has opened, open again `closedHold` seconds after it has
/// closed, and so on. Stopping closes the folder (if open), then `stopped`.
public final class SpringFolderScene: SceneController, CatalogScene {
    /// The catalogue entry: `wwdc-springs`, "Spring folder", 320 × 480 points.
    public static let metadata = SceneMetadata(
        identifier: "wwdc-springs", title: "Spring folder", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .wwdc, section: "§1",
            summary: "A tap opens the folder with a 0.75-damped spring; "
                + "the strip compares damping ratios and velocities.",
            techniques: ["UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:"
                            + "options:animations:completion:)",
                         "damping ratio", "initial spring velocity"]))
    /// The root view's layer, which holds the whole scene.
    public var rootLayer: CALayer { rootView.layer }
    /// The window the host sends pointer, wheel and key events to: the scene is interactive.
    public var window: UIWindow? { rootView }
    /// 2.5: the scene is shown at most 2.5 times its design size (the default is 4).
    public var maximumScale: CGFloat { 2.5 }

    // MARK: The talk's values

    /// The closed box's side (the talk's BOXSIZE).
    public static let boxSize: CGFloat = 100
    /// Every spring's duration.
    public static let springDuration: TimeInterval = 1
    /// The folder's damping ratio and initial velocity.
    public static let folderDamping: CGFloat = 0.75
    /// The folder spring's initial velocity, in UIKit's units (the talk's value).
    public static let folderVelocity: CGFloat = 0.5
    /// The strip's rows: (damping ratio, initial velocity). The talk's pair is the second.
    public static let stripSprings: [(damping: CGFloat, velocity: CGFloat)] = [
        (1.0, 0.5), (0.75, 0.5), (0.5, 0.5), (0.25, 0.5), (0.75, 0), (0.75, 5),
    ]

    // MARK: The scripted demo's timings (ours)

    /// From start to the first open.
    public static let firstOpenDelay: CFTimeInterval = 0.5
    /// How long the demo leaves the folder open, and closed, once it has settled.
    public static let openHold: CFTimeInterval = 1.5
    /// How long the demo leaves the folder closed before opening it again, in seconds.
    public static let closedHold: CFTimeInterval = 1.0

    // MARK: Views

    let rootView: UIWindow
    /// The home screen the folder opens on (the talk's view controller's view).
    let stageView: UIView
    let box = UIView(frame: .zero)
    /// The strip's moving markers, one per row of `stripSprings`.
    let markers: [UIView]
    /// Each marker's left and right centre.
    let markerStart: [CGPoint]
    let markerEnd: [CGPoint]

    /// True when the folder is open or opening.
    public private(set) var isOpen = false
    /// Bumped on every open or close, so a move's completion knows whether it is still the last.
    private var move = 0
    private lazy var demo = DemoScript(self, window: rootView, timerLayer: stageView.layer)
    /// The folder's spring as edited in the playground's spring editor; nil plays the talk's
    /// call (see `SpringFolderScene+Tuning.swift`).
    var tunedFolderSpring: SpringSolver?

    /// The scene at rest: the folder closed in the corner, the markers on the left.
    public override init() {
        let bounds = CGRect(origin: .zero, size: Self.metadata.designSize)
        rootView = UIWindow(frame: bounds)
        rootView.backgroundColor = UIColor(red: 0.10, green: 0.12, blue: 0.18, alpha: 1)
        rootView.clipsToBounds = true
        rootView.layer.name = "wwdc-springs"

        stageView = UIView(frame: CGRect(x: 0, y: 0, width: Self.metadata.designSize.width, height: 320))
        stageView.backgroundColor = UIColor(red: 0.16, green: 0.36, blue: 0.52, alpha: 1)
        stageView.clipsToBounds = true
        rootView.addSubview(stageView)
        HomeScreenIcons.add(to: stageView)
        stageView.layer.addSublayer(SceneText.layer(
            "Tap to open the folder, again to close it", size: 11, color: UIColor(white: 1, alpha: 0.7),
            frame: CGRect(x: 0, y: 3, width: Self.metadata.designSize.width, height: 16), alignment: .center))
        box.backgroundColor = UIColor(white: 0.94, alpha: 0.9)
        box.layer.cornerRadius = 18
        stageView.addSubview(box)

        let strip = SpringStrip(springs: Self.stripSprings,
                                in: CGRect(x: 0, y: 320, width: Self.metadata.designSize.width, height: 160))
        strip.rows.forEach(rootView.addSubview)
        markers = strip.markers
        markerStart = strip.starts
        markerEnd = strip.ends
        markers.forEach(rootView.addSubview)
        super.init()
        placeAtRest()
        stageView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in
            guard let self, self.state == .running else { return }
            self.tapFolder()
        })
    }

    /// The talk's `initBox`: the closed box in the stage's bottom-left corner.
    public var closedFrame: CGRect {
        CGRect(x: 0, y: stageView.bounds.height - Self.boxSize, width: Self.boxSize, height: Self.boxSize)
    }

    /// The talk's `endBox`: three times the size, centred on the stage.
    public var openFrame: CGRect {
        let b = stageView.bounds, side = Self.boxSize * 3
        return CGRect(x: b.midX - side / 2, y: b.midY - side / 2, width: side, height: side)
    }

    private func placeAtRest() {
        UIView.performWithoutAnimation {
            box.frame = closedFrame
            for (marker, start) in zip(markers, markerStart) { marker.center = start }
        }
        isOpen = false
    }

    public override func play(from previous: SceneState) {
        placeAtRest()
        demo.begin()
        demo.after(Self.firstOpenDelay) { $0.tapFolder() }
    }

    /// Opens the folder (phase 2) and plays the strip (phase 4).
    public func openFolder() { moveFolder(open: true) }

    /// Closes the folder (phase 3, our addition).
    public func closeFolder() { moveFolder(open: false) }

    /// A tap: opens the folder when it is closed (or closing), closes it otherwise.
    public func tapFolder() { isOpen ? closeFolder() : openFolder() }

    private func moveFolder(open: Bool) {
        move += 1
        let current = move
        isOpen = open
        let settled: (Bool) -> Void = inThisRun { scene, finished in
            guard finished, scene.move == current else { return }
            scene.folderDidSettle()
        }
        let frame = open ? openFrame : closedFrame
        if let spring = tunedFolderSpring {
            // An edited spring (`SpringFolderScene+Tuning.swift`) is given by its physics, which
            // UIKit takes through a property animator; it lasts its own settling duration.
            let parameters = UISpringTimingParameters(
                mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness), damping: CGFloat(spring.damping),
                initialVelocity: CGVector(dx: spring.initialVelocity, dy: spring.initialVelocity))
            let animator = UIViewPropertyAnimator(duration: Self.springDuration, timingParameters: parameters)
            animator.addAnimations { self.box.frame = frame }
            animator.addCompletion { settled($0 == .end) }
            animator.startAnimation()
        } else {
            UIView.animate(withDuration: Self.springDuration, delay: 0, usingSpringWithDamping: Self.folderDamping,
                           initialSpringVelocity: Self.folderVelocity, options: [], animations: {
                self.box.frame = frame
            }, completion: settled)
        }
        for (i, spring) in Self.stripSprings.enumerated() {
            UIView.animate(withDuration: Self.springDuration, delay: 0, usingSpringWithDamping: spring.damping,
                           initialSpringVelocity: spring.velocity, options: [], animations: {
                self.markers[i].center = open ? self.markerEnd[i] : self.markerStart[i]
            })
        }
    }

    /// The scripted demo's next step, once the folder has come to rest.
    private func folderDidSettle() {
        if state == .stopping, !isOpen { finishStopping(); return }
        guard state == .running else { return }
        demo.after(isOpen ? Self.openHold : Self.closedHold) { $0.tapFolder() }
    }

    /// Stops the scripted demo; from then on the person drives the scene.
    public func userDidTakeOver() {
        demo.cancel()
    }

    public override func beginStopping() {
        demo.cancel()
        // Closing always ends in `folderDidSettle`, even when the folder is already closed.
        closeFolder()
    }

    public override func reset() {
        demo.cancel()
        for view in [box, stageView] + markers { view.layer.removeAllAnimations() }
    }
}
