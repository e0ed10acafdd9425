import Foundation

extension CALayer {
    /// The layer's rectangle in its superlayer's space: derived from bounds, anchor point,
    /// position and transform (the bounding box when transformed), as Apple defines it.
    /// Setting it moves and resizes the layer (for an untransformed layer).
    public var frame: CGRect {
        get {
            let local = localTransform(parentSublayerTransform: nil)
            let b = bounds
            let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                           CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
            let mapped = corners.compactMap { local.project($0) }
            guard mapped.count == 4 else { return .null }
            return CGPath.bounds(of: mapped)
        }
        set {
            guard newValue.origin.x.isFinite, newValue.origin.y.isFinite,
                  newValue.width.isFinite, newValue.height.isFinite else {
                CADiagnostics.report("CALayer.frame: ignored non-finite frame \(newValue)")
                return
            }
            let r = newValue.standardized
            position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
            bounds = CGRect(origin: bounds.origin, size: r.size)
        }
    }

    /// The transform as an affine transform (depth parts dropped).
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform from an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Maps the layer's bounds space into its superlayer's bounds space. The parent's
    /// `sublayerTransform` applies about the parent's anchor point.
    func localTransform(parentSublayerTransform parent: CALayer?) -> CATransform3D {
        let m = CALayer.ownTransform(bounds: bounds, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
                                     transform: transform, position: position, zPosition: zPosition)
        guard let p = parent, let s = CALayer.sublayerSpace(bounds: p.bounds, anchorPoint: p.anchorPoint,
                                                             sublayerTransform: p.sublayerTransform) else { return m }
        return CATransform3DConcat(m, s)
    }

    /// The layer's own part of `localTransform`: move the anchor point to the origin, apply
    /// `transform`, then move to `position` (and `zPosition`).
    static func ownTransform(bounds: CGRect, anchorPoint: CGPoint, anchorPointZ: CGFloat,
                             transform: CATransform3D, position: CGPoint, zPosition: CGFloat) -> CATransform3D {
        let ax = bounds.minX + anchorPoint.x * bounds.width
        let ay = bounds.minY + anchorPoint.y * bounds.height
        var m = CATransform3DMakeTranslation(-ax, -ay, -anchorPointZ)
        if !CATransform3DIsIdentity(transform) { m = CATransform3DConcat(m, transform) }
        return CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// A parent's `sublayerTransform` applied about its anchor point, as its sublayers' transforms
    /// end with it; nil when it is the identity (nothing to apply).
    static func sublayerSpace(bounds: CGRect, anchorPoint: CGPoint, sublayerTransform: CATransform3D) -> CATransform3D? {
        guard !CATransform3DIsIdentity(sublayerTransform) else { return nil }
        let px = bounds.minX + anchorPoint.x * bounds.width
        let py = bounds.minY + anchorPoint.y * bounds.height
        return CATransform3DConcat(CATransform3DMakeTranslation(-px, -py, 0),
                                   CATransform3DConcat(sublayerTransform, CATransform3DMakeTranslation(px, py, 0)))
    }

    /// Maps this layer's space to the root's space through every ancestor.
    func transformToRoot() -> CATransform3D {
        var m = CATransform3DIdentity
        var layer: CALayer? = self
        while let l = layer {
            if let owner = l.maskOwner {
                m = CATransform3DConcat(m, l.localTransform(parentSublayerTransform: nil))
                layer = owner
            } else if let parent = l.superlayer {
                m = CATransform3DConcat(m, l.localTransform(parentSublayerTransform: parent))
                layer = parent
            } else {
                layer = nil
            }
        }
        return m
    }

    /// Maps a point from `layer`'s space (the root's when nil) into this layer's space,
    /// through full 3D transforms (the point is taken on the other layer's plane, z = 0).
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let rootPoint = layer.map { $0.transformToRoot().project(p) ?? p } ?? p
        return CALayer.unproject(rootPoint, through: transformToRoot()) ?? rootPoint
    }

    /// Maps a point from this layer's space into `layer`'s space (the root's when nil).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let rootPoint = transformToRoot().project(p) ?? p
        guard let layer else { return rootPoint }
        return CALayer.unproject(rootPoint, through: layer.transformToRoot()) ?? rootPoint
    }

    /// Converts a rectangle from `layer`'s space (bounding box of its mapped corners).
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        CGPath.bounds(of: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, from: layer) })
    }

    /// Converts a rectangle to `layer`'s space (bounding box of its mapped corners).
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        CGPath.bounds(of: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, to: layer) })
    }

    /// The point `(x, y, 0)` of the plane that `m` projects onto `q`, or nil when the plane is edge-on.
    static func unproject(_ q: CGPoint, through m: CATransform3D) -> CGPoint? {
        // (x·m11 + y·m21 + m41) = q.x·(x·m14 + y·m24 + m44), likewise for y: a 2×2 linear system.
        let a11 = m.m11 - q.x * m.m14, a12 = m.m21 - q.x * m.m24, b1 = q.x * m.m44 - m.m41
        let a21 = m.m12 - q.y * m.m14, a22 = m.m22 - q.y * m.m24, b2 = q.y * m.m44 - m.m42
        let det = a11 * a22 - a12 * a21
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        return CGPoint(x: (b1 * a22 - a12 * b2) / det, y: (a11 * b2 - b1 * a21) / det)
    }

    /// The body of the open `hitTest` declared in the class.
    func hitTestImplementation(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = CALayer.unproject(p, through: localTransform(parentSublayerTransform: superlayer)) ?? p
        if masksToBounds && !contains(local) { return nil }
        for child in sublayerStorage.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
