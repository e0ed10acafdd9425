import Foundation
import AnimationCore

// The view tree. Each change to `subviews` is mirrored in the layer tree: a subview's layer
// sits among its superview layer's sublayers in the same order as the subviews (sublayers
// added directly to `layer` keep their places between them).

extension UIView {
    /// The subviews, back to front.
    public var subviews: [UIView] { subviewStorage }

    /// Adds `view` on top of the other subviews (removing it from its old superview first).
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviewStorage.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range).
    /// Adding a view to itself or to one of its descendants is ignored with a diagnostic.
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            CADiagnostics.report("UIView.insertSubview: a view cannot contain itself or an ancestor; ignored")
            return
        }
        let moving = view.superview !== self
        let appearance = moving ? AppearanceChange(moving: view, to: self) : nil
        if moving { view.willMove(toSuperview: self) }
        view.detachFromSuperview(notify: moving)
        let i = min(max(index, 0), subviewStorage.count)
        // The layer goes just below the layer of the subview now at `i`, or on top.
        let layerIndex: Int
        if i < subviewStorage.count,
            let below = layer.sublayers?.firstIndex(where: { $0 === subviewStorage[i].layer }) {
            layerIndex = below
        } else {
            layerIndex = layer.sublayers?.count ?? 0
        }
        subviewStorage.insert(view, at: i)
        view.superview = self
        layer.insertSublayer(view.layer, at: UInt32(layerIndex))
        if moving {
            didAddSubview(view)
            view.didMoveToSuperview()
        }
        appearance?.finish()
    }

    /// Inserts `view` just above `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard view !== sibling else { return }
        let without = subviewStorage.filter { $0 !== view }
        let i = without.firstIndex { $0 === sibling }.map { $0 + 1 } ?? without.count
        insertSubview(view, at: i)
    }

    /// Inserts `view` just below `sibling` (at the bottom when `sibling` is not a subview).
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard view !== sibling else { return }
        let without = subviewStorage.filter { $0 !== view }
        insertSubview(view, at: without.firstIndex { $0 === sibling } ?? 0)
    }

    /// Detaches the view from its superview (and its layer from the superview's layer).
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let appearance = AppearanceChange(moving: self, to: nil)
        willMove(toSuperview: nil)
        detachFromSuperview(notify: true)
        didMoveToSuperview()
        appearance?.finish()
    }

    private func detachFromSuperview(notify: Bool) {
        guard let parent = superview else { return }
        if notify { parent.willRemoveSubview(self) }
        parent.subviewStorage.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    /// Moves `view` (a subview) on top of its siblings.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviewStorage.count)
    }

    /// Moves `view` (a subview) below its siblings.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indices (out-of-range indices are ignored).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2),
              index1 != index2 else { return }
        let a = subviewStorage[index1], b = subviewStorage[index2]
        let (lo, hi) = index1 < index2 ? (a, b) : (b, a)
        let loIndex = min(index1, index2), hiIndex = max(index1, index2)
        insertSubview(hi, at: loIndex)
        insertSubview(lo, at: hiIndex)
    }

    /// True when `view` is this view or one of its ancestors.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v { if c === view { return true }; v = c.superview }
        return false
    }

    /// This view or the first descendant (depth first) whose `tag` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for v in subviewStorage { if let hit = v.viewWithTag(tag) { return hit } }
        return nil
    }

    // MARK: Coordinates

    /// Converts a point from this view's bounds coordinates to `view`'s (to the root's when nil),
    /// through every transform in between (model values).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: view?.layer)
    }

    /// Converts a point from `view`'s bounds coordinates (the root's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: view?.layer)
    }

    /// Converts a rectangle to `view`'s coordinates (the bounding box of its mapped corners).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: view?.layer)
    }

    /// Converts a rectangle from `view`'s coordinates (the bounding box of its mapped corners).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: view?.layer)
    }

    /// The body of the open `hitTest` declared in the class: UIKit's rules (hidden, disabled or
    /// nearly transparent views are skipped; a point outside a view excludes its subviews too).
    func hitTestImplementation(_ point: CGPoint) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point) else { return nil }
        for child in subviewStorage.reversed() {
            if let hit = child.hitTest(child.convert(point, from: self)) { return hit }
        }
        return self
    }
}
