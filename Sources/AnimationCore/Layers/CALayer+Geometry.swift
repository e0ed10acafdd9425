import Foundation

extension CALayer {
    /// The body of the open `frame` declared in the class: the layer's rectangle in its
    /// superlayer's space, derived from bounds, anchor point, position and transform (the
    /// bounding box when transformed), as Apple defines it. Setting it moves and resizes the
    /// layer (for an untransformed layer).
    var frameImplementation: CGRect {
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
    ///
    /// Computed as `T(−a) · transform · T(p)` multiplied out (this runs for every layer of every
    /// snapshot): with row vectors, `T(−a) · X` keeps X's first three rows and makes row 4
    /// `−ax·row1 − ay·row2 − az·row3 + row4`; `· T(p)` then adds `m_i4 · p` to the x, y, z
    /// entries of every row i. The sums are the ones the two full products would form (their
    /// other terms are ±0), so the result is the same to the bit, up to the sign of zeros.
    static func ownTransform(bounds: CGRect, anchorPoint: CGPoint, anchorPointZ: CGFloat,
                             transform x: CATransform3D, position: CGPoint, zPosition: CGFloat) -> CATransform3D {
        let ax = bounds.minX + anchorPoint.x * bounds.width
        let ay = bounds.minY + anchorPoint.y * bounds.height
        let az = anchorPointZ
        var m = x
        m.m41 = -ax * x.m11 + -ay * x.m21 + -az * x.m31 + x.m41
        m.m42 = -ax * x.m12 + -ay * x.m22 + -az * x.m32 + x.m42
        m.m43 = -ax * x.m13 + -ay * x.m23 + -az * x.m33 + x.m43
        m.m44 = -ax * x.m14 + -ay * x.m24 + -az * x.m34 + x.m44
        let px = position.x, py = position.y, pz = zPosition
        m.m11 += m.m14 * px
        m.m12 += m.m14 * py
        m.m13 += m.m14 * pz
        m.m21 += m.m24 * px
        m.m22 += m.m24 * py
        m.m23 += m.m24 * pz
        m.m31 += m.m34 * px
        m.m32 += m.m34 * py
        m.m33 += m.m34 * pz
        m.m41 += m.m44 * px
        m.m42 += m.m44 * py
        m.m43 += m.m44 * pz
        return m
    }

    /// A parent's `sublayerTransform` applied about its anchor point, as its sublayers' transforms
    /// end with it; nil when it is the identity (nothing to apply).
    static func sublayerSpace(bounds: CGRect, anchorPoint: CGPoint,
                              sublayerTransform: CATransform3D) -> CATransform3D? {
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
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
        return CGPath.bounds(of: corners.map { convert($0, from: layer) })
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
