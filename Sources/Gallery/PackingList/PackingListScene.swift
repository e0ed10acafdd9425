import AnimationUIKit
import Foundation

/// The tutorial's packing list (section 13 of the first run): a menu bar that opens on a
/// spring to offer items, and a list of the items packed.
///
/// 1. A tap on "+" toggles the menu: its height goes 60 → 200 pt (and back), the title moves
///    from the bar's centre to 100 pt left and to 0.67 of the bar's centre height (+5 pt), its
///    text changes at once ("Select Item" / "Packing List"), the list below follows the bar,
///    and "+" turns by π/4 — all in one spring block (1 s, damping 0.4, initial velocity 10,
///    `.curveEaseIn`, which a spring ignores).
/// 2. Opening adds the row of items (the document's `HorizontalItemList`) inside the bar;
///    closing removes it. Tapping an item appends it to the list and closes the menu.
/// 3. Tapping a row of the list shows its picture: it rises from below the bottom edge, growing
///    from a third of the width minus 50 pt to a third of the width (0.8 s spring, damping 0.4),
///    and 1 s after the tap slides back down and shrinks (0.67 s), then is removed.
///
/// The document animates Auto Layout constants; here the same constraints are solved by hand
/// (`Layout`) and the frames animate, with the same timings. Step 3's values are not in the
/// document section: they are the book's, chosen here. Until a person touches it, a demo opens
/// the menu, picks an item and taps the new row, every `demoPeriod` seconds.
public final class PackingListScene: SceneController, CatalogScene {
    /// The catalogue entry: `packing-list`, "Packing list", 320 × 480 points.
    public static let metadata = SceneMetadata(
        identifier: "packing-list", title: "Packing list", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .packingList, section: "§13",
            summary: "A menu bar springs open with its title moving and \"+\" turning; "
                + "picked items slide their picture up.",
            techniques: ["usingSpringWithDamping:initialSpringVelocity:", "layoutIfNeeded() in an animation block",
                         "CGAffineTransform(rotationAngle:)", "UITapGestureRecognizer"]))

    /// The root window's layer, which holds the whole scene.
    public var rootLayer: CALayer { root.layer }
    /// The window the host sends pointer, wheel and key events to: the scene is interactive.
    public var window: UIWindow? { root }
    /// The closed menu bar's colour across the top, the list's below it, out to the window's edges.
    public var backdrop: SceneBackdrop? {
        SceneBackdrop([.init(top: 0, color: Self.menuColor.cgColor),
                       .init(top: Layout.menuHeight(open: false), color: Self.listColor.cgColor)])
    }

    static let menuColor = UIColor(red: 0.35, green: 0.38, blue: 0.85, alpha: 1)
    static let listColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)

    /// The document's constraints, solved for the two menu states.
    enum Layout {
        static let width: CGFloat = 320
        static let height: CGFloat = 480
        static func menuHeight(open: Bool) -> CGFloat { open ? 200 : 60 }
        /// Title centre: centreX + (open ? −100 : 0); centreY × (open ? 0.67 : 1) + 5.
        static func titleCenter(open: Bool) -> CGPoint {
            CGPoint(x: width / 2 + (open ? -100 : 0), y: menuHeight(open: open) / 2 * (open ? 0.67 : 1) + 5)
        }
        static let titleSize = CGSize(width: 200, height: 30)
        /// The least space between the title's text and the screen's left edge.
        static let titleMargin: CGFloat = 10
        static let menuButton = CGRect(x: 272, y: 12, width: 40, height: 40)
        static let rowHeight: CGFloat = 56
        static let sliderFrame = CGRect(x: 0, y: 112, width: 320, height: 72)
        /// The picture's side while hidden (a third of the width minus 50) and shown (a third).
        static let pictureHidden = width * 0.33 - 50
        static let pictureShown = width * 0.33
    }

    // MARK: Timings

    static let menuSpring = (duration: 1.0, damping: 0.4, velocity: 10.0)
    static let pictureIn = (duration: 0.8, damping: 0.4)
    static let pictureOutDelay: TimeInterval = 1.0
    static let pictureOutDuration: TimeInterval = 0.67
    static let demoStart: TimeInterval = 0.5
    static let demoPeriod: TimeInterval = 7
    static let initialItems: [Artwork.PackingItem] = [.suitcase, .sunglasses, .camera]

    // MARK: Views

    let root: UIWindow
    let menu = UIView()
    let titleLabel = UILabel()
    let menuButton = UIButton(type: .custom)
    let tableView = UIView()
    /// The row of items, present while the menu is open.
    private(set) var slider: UIView?
    /// The pictures showing now (rising or leaving).
    private(set) var shownPictures: [UIView] = []
    private(set) var isMenuOpen = false
    private(set) var items = PackingListScene.initialItems
    private var rows: [UIView] = []
    /// The visible width the bar and the rows span, in window points (the design width, or the
    /// wider host's: `layOut(visibleArea:)`); their contents keep their design places.
    private var span: ClosedRange<CGFloat> = 0...Layout.width
    /// How far the bar's and the rows' contents sit from their views' left edges.
    private var inset: CGFloat { -span.lowerBound }

    private var userHasControl = false
    private var demoPicks = 0
    private var timers: [LayerTimer] = []
    private lazy var demo = DemoScript(self, window: root)

    public override init() {
        root = UIWindow(frame: CGRect(x: 0, y: 0, width: Layout.width, height: Layout.height))
        root.layer.name = "packing-list"
        root.clipsToBounds = true
        root.backgroundColor = Self.listColor
        super.init()
        tableView.clipsToBounds = true
        root.addSubview(tableView)
        menu.backgroundColor = Self.menuColor
        menu.clipsToBounds = true
        root.addSubview(menu)
        titleLabel.font = .systemFont(ofSize: 22)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        menu.addSubview(titleLabel)
        menuButton.setTitle("+", for: .normal)
        menuButton.setTitleColor(.white, for: .normal)
        menuButton.titleLabel?.font = .systemFont(ofSize: 34)
        menu.addSubview(menuButton)
        menuButton.addAction(UIAction { [weak self] _ in self?.actionToggleMenu() }, for: .touchUpInside)
        UIView.performWithoutAnimation { layOut(open: false) }
        reloadRows()
    }

    /// Puts the bar, title, button and list where the constraints say for `open`.
    private func layOut(open: Bool) {
        let width = span.upperBound - span.lowerBound
        menu.frame = CGRect(x: span.lowerBound, y: 0, width: width, height: Layout.menuHeight(open: open))
        titleLabel.bounds = CGRect(origin: .zero, size: Layout.titleSize)
        titleLabel.center = titleCenter(open: open).applying(CGAffineTransform(translationX: inset, y: 0))
        menuButton.frame = Layout.menuButton.offsetBy(dx: inset, dy: 0)
        menuButton.transform = CGAffineTransform(rotationAngle: open ? .pi / 4 : 0)
        let top = Layout.menuHeight(open: open)
        tableView.frame = CGRect(x: span.lowerBound, y: top, width: width, height: Layout.height - top)
        titleLabel.text = open ? "Select Item" : "Packing List"
    }

    /// The title's centre: the document's (`Layout.titleCenter`), moved right just enough that
    /// the open title's text keeps `titleMargin` from the screen's edge ("Select Item" is wider
    /// in DejaVu Sans than in SF, and 100 pt left of the middle would cut its first letter).
    func titleCenter(open: Bool) -> CGPoint {
        var centre = Layout.titleCenter(open: open)
        let text = open ? "Select Item" : "Packing List"
        let width = CAResourceProviders.text?.size(of: text, fontName: titleLabel.font.fontName,
                                                   fontSize: titleLabel.font.pointSize).width ?? 0
        centre.x = max(centre.x, (width / 2 + Layout.titleMargin).rounded(.up))
        return centre
    }

    // MARK: Menu

    /// Step 1: toggles the menu on the document's spring; step 2: the item row.
    func actionToggleMenu() {
        isMenuOpen.toggle()
        let open = isMenuOpen
        titleLabel.text = open ? "Select Item" : "Packing List"
        UIView.animate(withDuration: Self.menuSpring.duration, delay: 0,
                       usingSpringWithDamping: Self.menuSpring.damping,
                       initialSpringVelocity: Self.menuSpring.velocity, options: .curveEaseIn, animations: {
            self.layOut(open: open)
        }, completion: nil)
        if open {
            let row = makeSlider()
            menu.addSubview(row)
            slider = row
        } else {
            slider?.removeFromSuperview()
            slider = nil
        }
    }

    /// The row of pictures offered while the menu is open; a tap picks one.
    private func makeSlider() -> UIView {
        let row = UIView(frame: Layout.sliderFrame.offsetBy(dx: inset, dy: 0))
        let side: CGFloat = 52, gap = (Layout.width - 5 * side) / 6
        for item in Artwork.PackingItem.allCases {
            let picture = UIView(
                frame: CGRect(x: gap + CGFloat(item.rawValue) * (side + gap), y: 10, width: side, height: side))
            picture.layer.addSublayer(Artwork.packingItem(item, size: picture.bounds.size))
            picture.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.didSelectItem(item) })
            row.addSubview(picture)
        }
        return row
    }

    /// A picked item joins the list and the menu closes.
    func didSelectItem(_ item: Artwork.PackingItem) {
        guard isMenuOpen else { return }
        items.append(item)
        reloadRows()
        actionToggleMenu()
    }

    // MARK: List

    /// One row per packed item: its picture and name; a tap shows the picture (step 3).
    private func reloadRows() {
        rows.forEach { $0.removeFromSuperview() }
        rows = items.enumerated().map { index, item in
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * Layout.rowHeight,
                                           width: span.upperBound - span.lowerBound, height: Layout.rowHeight))
            row.backgroundColor = index % 2 == 0 ? .white : UIColor(white: 0.97, alpha: 1)
            let icon = UIView(frame: CGRect(x: 16 + inset, y: 8, width: 40, height: 40))
            icon.isUserInteractionEnabled = false
            icon.layer.addSublayer(Artwork.packingItem(item, size: icon.bounds.size))
            row.addSubview(icon)
            let name = UILabel(frame: CGRect(x: 70 + inset, y: 16, width: 230, height: 24))
            name.text = item.name
            name.font = .systemFont(ofSize: 18)
            name.textColor = UIColor(white: 0.2, alpha: 1)
            name.isUserInteractionEnabled = false
            row.addSubview(name)
            row.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.showItem(item) })
            tableView.addSubview(row)
            return row
        }
    }

    /// The row showing `items[index]`.
    func row(_ index: Int) -> UIView { rows[index] }

    /// The picture's centre: hidden (its top at the bottom edge, side a third of the width
    /// minus 50) or shown (its bottom half its side above the bottom edge, side a third).
    static func pictureCenter(shown: Bool) -> CGPoint {
        shown ? CGPoint(x: Layout.width / 2, y: Layout.height - Layout.pictureShown)
              : CGPoint(x: Layout.width / 2, y: Layout.height + Layout.pictureHidden / 2)
    }

    /// The picture's scale: its side over the shown side.
    static func pictureTransform(shown: Bool) -> CGAffineTransform {
        let s = shown ? 1 : Layout.pictureHidden / Layout.pictureShown
        return CGAffineTransform(scaleX: s, y: s)
    }

    /// Step 3: `item`'s picture rises from below, then leaves again. (The document's width
    /// constraint becomes a scale, so the drawing follows the size.)
    func showItem(_ item: Artwork.PackingItem) {
        let side = Layout.pictureShown
        let picture = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        picture.isUserInteractionEnabled = false
        picture.layer.addSublayer(Artwork.packingItem(item, size: CGSize(width: side, height: side)))
        picture.center = Self.pictureCenter(shown: false)
        picture.transform = Self.pictureTransform(shown: false)
        root.addSubview(picture)
        shownPictures.append(picture)
        UIView.animate(withDuration: Self.pictureIn.duration, delay: 0, usingSpringWithDamping: Self.pictureIn.damping,
                       initialSpringVelocity: 0, options: [], animations: {
            picture.center = Self.pictureCenter(shown: true)
            picture.transform = Self.pictureTransform(shown: true)
        }, completion: nil)
        timers.append(LayerTimer.schedule(after: Self.pictureOutDelay, in: root.layer, inThisRun { scene in
            UIView.animate(withDuration: Self.pictureOutDuration, delay: 0, options: [], animations: {
                picture.center = Self.pictureCenter(shown: false)
                picture.transform = Self.pictureTransform(shown: false)
            }, completion: { [weak scene] _ in
                picture.removeFromSuperview()
                scene?.shownPictures.removeAll { $0 === picture }
                scene?.checkStopped()
            })
        }))
    }

    // MARK: Demo

    /// Open the menu, pick the next item, tap its new row (a full list starts again).
    private func playDemo() {
        demo.play(after: Self.demoStart, every: Self.demoPeriod) { _, _ in [
            .perform(at: 0) { scene in
                guard scene.items.count >= 6 else { return }
                scene.items = Self.initialItems
                scene.reloadRows()
            },
            .tap(at: 0) { $0.menu.convert($0.menuButton.center, to: $0.root) },
            .tap(at: 1.5) { $0.demoPickPoint() },
            .tap(at: 3.0) { $0.lastRowPoint() },
        ] }
    }

    /// Where the demo taps to pick its next item (a different one each cycle).
    private func demoPickPoint() -> CGPoint {
        defer { demoPicks += 1 }
        guard let slider, !slider.subviews.isEmpty else { return .zero }
        let picture = slider.subviews[(demoPicks + 3) % slider.subviews.count]
        return slider.convert(picture.center, to: root)
    }

    /// The centre of the list's last row, in window coordinates.
    private func lastRowPoint() -> CGPoint {
        guard let last = rows.last else { return .zero }
        return tableView.convert(last.center, to: root)
    }

    // MARK: Scene

    /// In a wider host the bar and the rows span the visible width, as on a wider screen; the
    /// title, "+", the items and the rows' contents keep their design places, and the window
    /// stops clipping at the design edges.
    public func layOut(visibleArea area: CGRect) {
        let shown = area.standardized.union(CGRect(x: 0, y: 0, width: Layout.width, height: Layout.height))
        guard shown.width.isFinite, shown.minX...shown.maxX != span else { return }
        span = shown.minX...shown.maxX
        // A host with room above and below too (a scale-capped scene) keeps the pictures' rise hidden.
        root.clipsToBounds = span == 0...Layout.width || shown.height >= Layout.height + 0.5
        UIView.performWithoutAnimation {
            for view in [menu, titleLabel, menuButton, tableView] { view.layer.removeAllAnimations() }
            layOut(open: isMenuOpen)
            slider?.frame = Layout.sliderFrame.offsetBy(dx: inset, dy: 0)
            reloadRows()
        }
    }

    public override func play(from previous: SceneState) {
        if !userHasControl { playDemo() }
    }

    /// Stops the scripted demo for good: a restart no longer plays it.
    public func userDidTakeOver() {
        userHasControl = true
        demo.cancel()
    }

    public override func beginStopping() {
        demo.cancel()
        checkStopped()
    }

    /// Stopped once the pictures have left (the menu's spring is short enough to let run).
    private func checkStopped() {
        guard state == .stopping, shownPictures.isEmpty else { return }
        timers.append(LayerTimer.schedule(after: 0, in: root.layer, inThisRun { $0.finishStopping() }))
    }

    public override func reset() {
        demo.cancel()
        timers.forEach { $0.cancel() }
        timers = []
        shownPictures.forEach { $0.removeFromSuperview() }
        shownPictures = []
        for view in [menu, titleLabel, menuButton, tableView] { view.layer.removeAllAnimations() }
        slider?.removeFromSuperview()
        slider = nil
        isMenuOpen = false
        items = Self.initialItems
        demoPicks = 0
        UIView.performWithoutAnimation { layOut(open: false) }
        reloadRows()
    }
}
