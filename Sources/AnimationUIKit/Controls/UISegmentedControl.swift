import Foundation

/// A horizontal row of segments, each a title, of which one (or none) is selected.
///
///     let filter = UISegmentedControl(items: ["All", "Unread", "Flagged"])
///     filter.selectedSegmentIndex = 0
///     filter.addTarget(for: .valueChanged) { (c: UISegmentedControl) in show(c.selectedSegmentIndex) }
///
/// The segments share the width equally. A release inside an enabled segment other than the
/// selected one selects it and sends `.valueChanged` (after `UIControl`'s touch events); a
/// momentary control (`isMomentary`) sends `.valueChanged` and shows no lasting selection.
/// Setting `selectedSegmentIndex` sends nothing, as in UIKit; an index out of range is ignored
/// with a diagnostic. The selected segment has a white rounded background over light grey.
///
/// Differences from UIKit: segments hold titles only (image items are shown by their
/// description); no per-segment widths, `UIAction` segments or title attributes; inserting and
/// removing segments is never animated.
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected".
    public static let noSegment = -1

    /// The segment selected, or `noSegment`.
    open var selectedSegmentIndex: Int {
        get { selected }
        set {
            guard newValue == Self.noSegment || titles.indices.contains(newValue) else {
                CADiagnostics.report("UISegmentedControl: segment \(newValue) is out of range "
                                     + "0..<\(titles.count); ignored")
                return
            }
            selected = newValue
            layoutSegments()
        }
    }
    /// When true a selection lasts only for the press (the control is a row of buttons).
    open var isMomentary = false
    /// The background of the selected segment (white by default).
    open var selectedSegmentTintColor: UIColor? = .white { didSet { layoutSegments() } }

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    private var titles: [String] = []
    private var disabledSegments: Set<Int> = []
    private var selected = UISegmentedControl.noSegment
    private var labels: [UILabel] = []
    let selectionView = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.9, alpha: 1)
        layer.cornerRadius = 8
        selectionView.isUserInteractionEnabled = false
        selectionView.layer.cornerRadius = 7
        addSubview(selectionView)
        layoutSegments()
    }

    /// A control with one segment per item (strings, or anything described by its `description`).
    public convenience init(items: [Any]?) {
        let titles = (items ?? []).map { ($0 as? String) ?? String(describing: $0) }
        self.init(frame: CGRect(x: 0, y: 0, width: CGFloat(max(titles.count, 1)) * 70, height: 32))
        for (i, t) in titles.enumerated() { insertSegment(withTitle: t, at: i, animated: false) }
    }

    /// Archives are not supported: always nil (declared so subclasses keep UIKit's initializers).
    public required init?(coder: NSCoder) { return nil }

    open override var frame: CGRect { didSet { layoutSegments() } }
    open override var bounds: CGRect { didSet { layoutSegments() } }

    /// Inserts a segment titled `title` at `segment` (clamped to 0…numberOfSegments).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let i = min(max(segment, 0), titles.count)
        titles.insert(title ?? "", at: i)
        disabledSegments = Set(disabledSegments.map { $0 >= i ? $0 + 1 : $0 })
        if selected >= i { selected += 1 }
        let label = UILabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 13)
        label.isUserInteractionEnabled = false
        labels.insert(label, at: i)
        addSubview(label)
        layoutSegments()
    }

    /// Removes the segment at `segment` (an index out of range is ignored).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        labels.remove(at: segment).removeFromSuperview()
        disabledSegments = Set(disabledSegments.compactMap { $0 == segment ? nil : ($0 > segment ? $0 - 1 : $0) })
        if selected == segment { selected = Self.noSegment } else if selected > segment { selected -= 1 }
        layoutSegments()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        while !titles.isEmpty { removeSegment(at: titles.count - 1, animated: false) }
    }

    /// Sets the title of `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title ?? ""
        layoutSegments()
    }

    /// The title of `segment`, or nil when there is no such segment.
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Enables or disables one segment (a disabled segment cannot be selected by a click).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        if enabled { disabledSegments.remove(segment) } else { disabledSegments.insert(segment) }
        layoutSegments()
    }

    /// Whether `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        titles.indices.contains(segment) && !disabledSegments.contains(segment)
    }

    /// The segment under `x` (the control's coordinates), or nil.
    func segment(atX x: CGFloat) -> Int? {
        guard !titles.isEmpty, bounds.width > 0 else { return nil }
        let i = Int(((x - bounds.minX) / bounds.width * CGFloat(titles.count)).rounded(.down))
        return titles.indices.contains(i) ? i : nil
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        let location = touches.first?.location(in: self)
        super.touchesEnded(touches, with: event)
        guard wasTracking, isEnabled, let p = location, bounds.contains(p), let i = segment(atX: p.x),
              isEnabledForSegment(at: i) else { return }
        if isMomentary {
            sendActions(for: .valueChanged)
        } else if i != selected {
            selected = i
            layoutSegments()
            sendActions(for: .valueChanged)
        }
    }

    private func layoutSegments() {
        let n = CGFloat(max(titles.count, 1))
        let w = bounds.width / n
        for (i, label) in labels.enumerated() {
            label.text = titles[i]
            label.textColor = disabledSegments.contains(i) || !isEnabled ? UIColor(white: 0.6, alpha: 1) : .black
            // A label draws at the top of its bounds: give it one line's height, centred.
            let lineHeight = (label.font?.lineHeight ?? 16).rounded(.up)
            label.frame = CGRect(x: bounds.minX + CGFloat(i) * w, y: bounds.midY - lineHeight / 2,
                                 width: w, height: lineHeight)
        }
        let shows = !isMomentary && titles.indices.contains(selected)
        selectionView.isHidden = !shows
        selectionView.backgroundColor = selectedSegmentTintColor ?? .white
        if shows {
            selectionView.frame = CGRect(x: bounds.minX + CGFloat(selected) * w + 2, y: bounds.minY + 2,
                                         width: max(w - 4, 0), height: max(bounds.height - 4, 0))
        }
    }

    open override func stateDidChange() { layoutSegments() }
}
