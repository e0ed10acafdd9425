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
public final class RefreshScene: CatalogScene, RefreshViewDelegate {
    public static let metadata = SceneMetadata(
        identifier: "refresh", title: "Pull to refresh", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .refresh, section: "§19",
            summary: "Pulling a list fills a dashed ring; releasing flies a plane round it while it refreshes.",
            techniques: ["UIScrollView", "CAShapeLayer.strokeStart/strokeEnd", "CAAnimationGroup",
                         "CAKeyframeAnimation(path:) .paced", "transform.rotation"]))
    public var rootLayer: CALayer { sceneWindow.layer }
    public var window: UIWindow? { sceneWindow }
    public private(set) var state: SceneState = .idle {
        didSet { if state != oldValue { onStateChange?(state) } }
    }
    public var onStateChange: ((SceneState) -> Void)?

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
    let refreshView: RefreshView
    /// The demo's pending steps.
    private var timers: [LayerTimer] = []
    /// The end of the refresh in progress (or of its scroll back).
    private var refreshTimer: LayerTimer?
    private var demoIsRunning = false
    private var demoDragInProgress = false
    private var run = 0
    /// Refreshes started so far.
    private(set) var refreshCount = 0

    /// The list at rest, the header out of sight above it.
    public init() {
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

        let list = UIView(frame: CGRect(origin: .zero, size: scrollView.contentSize))
        list.backgroundColor = .white
        scrollView.addSubview(list)
        for i in 0..<rows {
            let label = UILabel(frame: CGRect(x: 20, y: CGFloat(i) * Self.rowHeight, width: size.width - 40, height: Self.rowHeight))
            label.text = i == 0 ? "Pull down to refresh" : "Flight \(100 + 7 * i)"
            label.textColor = UIColor(white: i == 0 ? 0.45 : 0.2, alpha: 1)
            label.font = .systemFont(ofSize: 17)
            list.addSubview(label)
            let rule = UIView(frame: CGRect(x: 20, y: CGFloat(i + 1) * Self.rowHeight - 1, width: size.width - 20, height: 1))
            rule.backgroundColor = UIColor(white: 0.88, alpha: 1)
            list.addSubview(rule)
        }

        refreshView = RefreshView(frame: CGRect(x: 0, y: -Self.refreshViewHeight, width: size.width,
                                                height: Self.refreshViewHeight), scrollView: scrollView)
        scrollView.addSubview(refreshView)
        scrollView.delegate = refreshView
        refreshView.delegate = self
    }

    func refreshViewDidRefresh(_ refreshView: RefreshView) {
        refreshCount += 1
        let current = run
        refreshTimer = LayerTimer.schedule(after: Self.refreshDuration, in: rootLayer) { [weak self] in
            guard let self, self.run == current else { return }
            self.finishRefresh()
        }
    }

    /// Phase 3 now: the content scrolls back; a stopping scene is stopped once it is back.
    private func finishRefresh() {
        let current = run
        refreshTimer?.cancel()
        refreshView.endRefreshing()
        refreshTimer = LayerTimer.schedule(after: Self.scrollBackDuration, in: rootLayer) { [weak self] in
            guard let self, self.run == current, self.state == .stopping else { return }
            self.state = .stopped
        }
    }

    // MARK: Demo

    /// One scripted pull: press, move down in even steps, release.
    private func playDemoPull() {
        guard demoIsRunning else { return }
        let current = run
        let start = Self.demoDragStart, steps = Self.demoDragSteps
        demoDragInProgress = true
        sceneWindow.sendPointer(.began, at: start)
        for k in 1...steps {
            let t = Self.demoDragDuration * Double(k) / Double(steps)
            let point = CGPoint(x: start.x, y: start.y + Self.demoDragDistance * CGFloat(k) / CGFloat(steps))
            schedule(after: t) { [weak self] in
                guard let self, self.run == current, self.demoDragInProgress else { return }
                self.sceneWindow.sendPointer(k == steps ? .ended : .moved, at: point)
                if k == steps { self.demoDragInProgress = false }
            }
        }
        schedule(after: Self.demoPeriod) { [weak self] in
            guard let self, self.run == current else { return }
            self.playDemoPull()
        }
    }

    /// Ends the demo; a scripted drag in progress is released (`release`) or cancelled.
    private func stopDemo(release: Bool) {
        demoIsRunning = false
        timers.forEach { $0.cancel() }
        timers = []
        if demoDragInProgress {
            demoDragInProgress = false
            sceneWindow.sendPointer(release ? .ended : .cancelled, at: Self.demoDragStart)
        }
    }

    private func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) {
        timers.append(LayerTimer.schedule(after: delay, in: rootLayer, action))
    }

    // MARK: Scene

    public func start() {
        guard state == .idle || state == .stopped else { return }
        state = .running
        demoIsRunning = true
        playDemoPull()
    }

    public func userDidTakeOver() { stopDemo(release: false) }

    public func stop() {
        guard state == .running else { return }
        stopDemo(release: false)
        state = .stopping
        guard refreshView.isRefreshing else { state = .stopped; return }
        finishRefresh()
    }

    public func restart() {
        run += 1
        stopDemo(release: false)
        refreshTimer?.cancel()
        refreshTimer = nil
        refreshView.reset()
        scrollView.setContentOffset(.zero, animated: false)
        state = .idle
        start()
    }
}
