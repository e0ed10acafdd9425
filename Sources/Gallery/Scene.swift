import AnimationUIKit

/// Where a scene is in its life.
public enum SceneState: String, Sendable {
    /// Built but never started (or restarted and waiting).
    case idle
    /// Animating.
    case running
    /// Playing its stop choreography (the bolt spinner finishing its turn and fading out).
    case stopping
    /// Finished; nothing on screen moves.
    case stopped
}

/// One animation of the gallery: a layer tree plus the choreography that drives it.
///
/// A scene is authored at its `designSize`; the host scales `rootLayer` (with its transform)
/// to fit a tile or the window, so timings never change with the size. Scenes drive
/// their layers only through AnimationCore's public API, like an iOS app would, and never
/// read a clock directly: every delay is an animation's `beginTime`, a delegate or a
/// completion block, so slowing the root layer's `speed` slows the whole choreography.
///
/// The gallery's scenes take their life cycle (`state`, `start()`, `stop()`, `restart()`) from
/// `SceneController` and script their demos with `DemoScript`, so that a scene's file holds only
/// its choreography.
public protocol Scene: AnyObject {
    /// A human name, shown on the tile ("Bolt spinner").
    var title: String { get }
    /// The name used on the command line (`--scene bolt-spinner`).
    var identifier: String { get }
    /// The size the scene is laid out at, in points.
    var designSize: CGSize { get }
    /// The scene's root layer: bounds `(0, 0, designSize)`; the host owns its position,
    /// transform and timing (speed, timeOffset) and adds it to its own tree.
    var rootLayer: CALayer { get }
    /// The current state.
    var state: SceneState { get }
    /// Called whenever `state` changes.
    var onStateChange: ((SceneState) -> Void)? { get set }

    /// Starts the animation from its current resting state.
    func start()
    /// Stops through the scene's own stop choreography (`stopping`, then `stopped`).
    func stop()
    /// Removes every animation and starts again from the beginning.
    func restart()
    /// A press at `point` in `rootLayer`'s coordinates; returns true when the scene used it.
    /// (Scenes with controls and gestures use `window` instead.)
    func pointerDown(at point: CGPoint) -> Bool

    /// Where the scene comes from and what it shows (the catalogue's section, source, techniques).
    var info: SceneInfo { get }
    /// For interactive scenes: the window whose layer is `rootLayer` (or inside it; hosts
    /// convert points into the window layer's coordinates), to which the host sends pointer,
    /// wheel, key and text events in design coordinates. Nil for scenes that only play.
    var window: UIWindow? { get }
    /// The largest scale the host may show the scene at full-window (a tiny scene drawn 8×
    /// looks like a zoomed thumbnail; it is shown at most this large, centred).
    var maximumScale: CGFloat { get }
    /// Called once when a person first touches the scene (its first real input event): an
    /// interactive scene stops its scripted demo and leaves the controls to the person.
    func userDidTakeOver()
    /// What the host paints around the scene when it has more room than the design size: the
    /// default is the root layer's background colour all round (nil when it has none). Hosts read
    /// it again every frame, so a backdrop that follows the picture (a background that changes
    /// during the animation) is one computed from the scene's presentation state.
    var backdrop: SceneBackdrop? { get }
    /// Tells the scene which part of its coordinate space the host shows: its design rectangle
    /// plus the room around it (negative origin, larger size) when the host has more room than
    /// the design size's shape. A scene lays itself out for it as an iOS app lays itself out
    /// for a larger screen (clouds drift across the whole width, a list fills it, a background
    /// picture reaches the edges); the default does nothing. UIKit has no such call: a view's
    /// bounds simply are the screen's.
    func layOut(visibleArea: CGRect)
}

extension Scene {
    /// Returns false: the scene ignores presses (scenes with controls use `window` instead).
    public func pointerDown(at point: CGPoint) -> Bool { false }
    /// Nil: the scene only plays and takes no events.
    public var window: UIWindow? { nil }
    /// 4: the scene may be shown up to four times its design size.
    public var maximumScale: CGFloat { 4 }
    /// Does nothing: a scene without a scripted demo has nothing to stop.
    public func userDidTakeOver() {}
    /// The root layer's background colour all round, or nil when it has none.
    public var backdrop: SceneBackdrop? { rootLayer.backgroundColor.map(SceneBackdrop.init(color:)) }
    /// Does nothing: the scene keeps its design layout whatever the host shows around it.
    public func layOut(visibleArea: CGRect) {}
}
