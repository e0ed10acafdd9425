import AnimationUIKit
import Foundation

/// The tutorial's pull-to-refresh (section 19): a list in a `UIScrollView` with the
/// `RefreshView` header above its content.
///
/// The phases:
/// 1. Pulling down past the top edge fills the dashed ring in proportion to the pull
///    (`strokeEnd` = pull / header height, capped at 1) and fades the plane in with it.
/// 2. Releasing with a full ring starts the refresh: the header stays in view, the dashes run
///    round the ring and the plane flies round it at constant speed, turning as it goes, one
///    lap every 1.5 s (both groups repeat for 5 s).
/// 3. `refreshDuration` later the refresh ends and the content scrolls back over the header
///    (0.3 s); the ring empties as it goes.
///
/// The document gives no header height or refresh time: the scene uses 110 pt and 4 s.
/// Until a person touches it, the scene pulls the list itself on a loop (`demoPeriod`): a
/// drag of `demoDragDistance` over `demoDragDuration`, released, the refresh, a pause.
/// Stopping ends the demo (a scripted pull is cancelled and bounces back) and a refresh in
/// progress at once: the content scrolls back, then `stopped`.
public final class RefreshScene: SceneController, CatalogScene, RefreshViewDelegate {
    /// The catalogue entry: `refresh`, "Pull to refresh", 320 × 480 points.
    public static let metadata = SceneMetadata(
        identifier: "refresh", title: "Pull to refresh", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .refresh, section: "§19",
            summary: "Pulling a list fills a dashed ring; releasing flies a plane round it while it refreshes.",
            techniques: ["UIScrollView", "CAShapeLayer.strokeStart/strokeEnd", "CAAnimationGroup",
                         "CAKeyframeAnimation(path:) .paced", "transform.rotation"]))
    /// The scene window's layer, which holds the whole scene.
    public var rootLayer: CALayer { sceneWindow.layer }
    /// The window the host sends pointer, wheel and key events to: the scene is interactive.
    public var window: UIWindow? { sceneWindow }
    /// The list's white out to the window's edges (the blue behind it shows only while pulled).
    public var backdrop: SceneBackdrop? { SceneBackdrop(color: UIColor.white.cgColor) }

    // MARK: Timings and sizes

    /// The header's height: a pull this far fills the ring.
    public static let refreshViewHeight: CGFloat = 110
    /// How long a refresh lasts before the content scrolls back.
    public static let refreshDuration: TimeInterval = 4.0
    /// The demo's drag: where it starts, how far and how long it moves.
    static let demoDragStart = CGPoint(x: 160, y: 60)
    static let demoDragDistance: CGFloat = 340
    static let demoDragDuration: TimeInterval = 0.8
    static let demoDragSteps = 16
    /// The scroll back over the header (`setContentOffset(_:animated: true)`'s 0.3 s).
    static let scrollBackDuration: TimeInterval = 0.3
    /// From one demo pull to the next.
    static let demoPeriod: TimeInterval = 7.0
    static let rowHeight: CGFloat = 56

    // MARK: Views

    let sceneWindow: UIWindow
    let scrollView: UIScrollView
    /// The blue behind the list beside the design width (shown only in a wider host).
    private let sides = UIView()
    /// The list's white, its rows' text and its rules (each reaching the list's right edge).
    private let list: UIView
    private var labels: [UILabel] = []
    private var rules: [UIView] = []
    let refreshView: RefreshView
    /// The end of the refresh in progress (or of its scroll back).
    private var refreshTimer: LayerTimer?
    private lazy var demo = DemoScript(self, window: sceneWindow)
    /// Refreshes started so far.
    private(set) var refreshCount = 0

    /// The list at rest, the header out of sight above it.
    public override init() {
        let size = Self.metadata.designSize
        sceneWindow = UIWindow(frame: CGRect(origin: .zero, size: size))
        sceneWindow.backgroundColor = UIColor(red: 0.16, green: 0.36, blue: 0.7, alpha: 1)
        sceneWindow.clipsToBounds = true
        sceneWindow.layer.name = "refresh"

        scrollView = UIScrollView(frame: sceneWindow.bounds)
        scrollView.alwaysBounceVertical = true
        let rows = 12
        scrollView.contentSize = CGSize(width: size.width, height: CGFloat(rows) * Self.rowHeight)
        sceneWindow.addSubview(scrollView)

        sides.backgroundColor = sceneWindow.backgroundColor
        sides.isHidden = true
        sceneWindow.insertSubview(sides, at: 0)
        list = UIView(frame: CGRect(origin: .zero, size: scrollView.contentSize))
        list.backgroundColor = .white
        scrollView.addSubview(list)
        for i in 0..<rows {
            let label = UILabel(
                frame: CGRect(x: 20, y: CGFloat(i) * Self.rowHeight, width: size.width - 40, height: Self.rowHeight))
            label.text = i == 0 ? "Pull down to refresh" : "Flight \(100 + 7 * i)"
            label.textColor = UIColor(white: i == 0 ? 0.45 : 0.2, alpha: 1)
            label.font = .systemFont(ofSize: 17)
            list.addSubview(label)
            labels.append(label)
            let rule = UIView(
                frame: CGRect(x: 20, y: CGFloat(i + 1) * Self.rowHeight - 1, width: size.width - 20, height: 1))
            rule.backgroundColor = UIColor(white: 0.88, alpha: 1)
            list.addSubview(rule)
            rules.append(rule)
        }

        refreshView = RefreshView(frame: CGRect(x: 0, y: -Self.refreshViewHeight, width: size.width,
                                                height: Self.refreshViewHeight), scrollView: scrollView)
        scrollView.addSubview(refreshView)
        scrollView.delegate = refreshView
        super.init()
        refreshView.delegate = self
    }

    /// In a wider host the list's white and rules and the blue header span the visible width, as
    /// on a wider screen; the rows' text and the ring keep their design places.
    public func layOut(visibleArea area: CGRect) {
        let design = CGRect(origin: .zero, size: Self.metadata.designSize)
        let shown = area.standardized.union(design)
        guard shown.width.isFinite else { return }
        // A host with room above and below too (a scale-capped scene) keeps the header hidden.
        let wide = (shown.minX < 0 || shown.maxX > design.maxX) && shown.height < design.height + 0.5
        sceneWindow.clipsToBounds = !wide
        UIView.performWithoutAnimation {
            sides.isHidden = !wide
            sides.frame = CGRect(x: shown.minX, y: 0, width: shown.width, height: design.height)
            list.frame = CGRect(x: shown.minX, y: 0, width: shown.width, height: list.frame.height)
            // Rows keep the table's 20 pt inset from the visible left edge, as a wider screen's table does.
            for label in labels { label.frame.origin.x = 20 }
            for rule in rules { rule.frame = CGRect(x: 20, y: rule.frame.minY, width: shown.width - 20, height: 1) }
            refreshView.extend(over: shown.minX...shown.maxX)
        }
    }

    func refreshViewDidRefresh(_ refreshView: RefreshView) {
        refreshCount += 1
        refreshTimer = LayerTimer.schedule(after: Self.refreshDuration, in: rootLayer, inThisRun { $0.finishRefresh() })
    }

    /// Phase 3 now: the content scrolls back; a stopping scene is stopped once it is back.
    private func finishRefresh() {
        refreshTimer?.cancel()
        refreshView.endRefreshing()
        let back = inThisRun { $0.finishStopping() }
        refreshTimer = LayerTimer.schedule(after: Self.scrollBackDuration, in: rootLayer, back)
    }

    // MARK: Scene

    /// The demo: a press, a pull down in even steps and the release on the last, every loop.
    public override func play(from previous: SceneState) {
        let start = Self.demoDragStart, steps = Self.demoDragSteps
        let pull: [DemoScript<RefreshScene>.Step] = (1...steps).map { k in
            let point = CGPoint(x: start.x, y: start.y + Self.demoDragDistance * CGFloat(k) / CGFloat(steps))
            return .pointer(k == steps ? .ended : .moved, point, at: Self.demoDragDuration * Double(k) / Double(steps))
        }
        demo.play(every: Self.demoPeriod) { _, _ in [.pointer(.began, start, at: 0)] + pull }
    }

    /// Stops the scripted demo; from then on the person drives the scene.
    public func userDidTakeOver() { demo.cancel() }

    /// A scripted pull is cancelled and bounces back; a refresh ends at once.
    public override func beginStopping() {
        demo.cancel()
        guard refreshView.isRefreshing else { return finishStopping() }
        finishRefresh()
    }

    public override func reset() {
        demo.cancel()
        refreshTimer?.cancel()
        refreshTimer = nil
        refreshView.reset()
        scrollView.setContentOffset(.zero, animated: false)
    }
}
