import Foundation

// Reading and writing one component of a transform, as the key paths "transform.rotation.z",
// "transform.scale" and "transform.translation.x" do.
extension CATransform3D {
    /// The value of a transform key-path component ("rotation.x/.y/.z", "rotation", "scale.x/.y/.z",
    /// "scale" = mean of the three, "scale.xy" = mean of x and y, "translation.x/.y/.z"), or nil for
    /// an unknown name or a non-finite transform.
    ///
    /// Rotations are Euler angles in radians for `Rx(rotation.x) · Ry(rotation.y) · Rz(rotation.z)`
    /// in row-vector order (about x first, then y, then z, fixed axes); rotation.x and .z lie in
    /// −π…π and rotation.y in −π/2…π/2 (at ±π/2, rotation.z is reported as 0). Singular transforms
    /// still answer: `CATransform3DMakeScale(0, 1, 1)` has scale.x 0. Apple documents no Euler order.
    public func component(_ name: String) -> CGFloat? {
        if let c = ResolvedKeyPath.TransformComponent(rawValue: name), let planar = planarComponent(c) { return planar }
        return componentByUnmatrix(name)
    }

    /// `component` by the general unmatrix (any finite transform).
    func componentByUnmatrix(_ name: String) -> CGFloat? {
        guard let parts = decomposeParts() else { return nil }
        let d = parts.d
        switch name {
        case "rotation.x": return CATransform3D.eulerAngles(parts.rotation).x
        case "rotation.y": return CATransform3D.eulerAngles(parts.rotation).y
        case "rotation.z", "rotation": return CATransform3D.eulerAngles(parts.rotation).z
        case "scale.x": return d.scaleX
        case "scale.y": return d.scaleY
        case "scale.z": return d.scaleZ
        case "scale": return (d.scaleX + d.scaleY + d.scaleZ) / 3
        case "scale.xy": return (d.scaleX + d.scaleY) / 2
        case "translation.x": return d.translationX
        case "translation.y": return d.translationY
        case "translation.z": return d.translationZ
        default: return nil
        }
    }

    /// A copy with one component replaced (decompose, set, recompose), or nil for an unknown name
    /// or a non-finite transform. "scale" sets all three scales, "scale.xy" the x and y scales
    /// (the undocumented key path iOS code uses for 2D pulses; Apple honours it the same way).
    ///
    /// Rotations are rebuilt from Euler angles with `CATransform3DMakeRotation`, so any angle
    /// (beyond ±π too) uses cos/sin of the value itself, and "rotation.z" = θ on the identity is
    /// exactly `CATransform3DMakeRotation(θ, 0, 0, 1)`. Without perspective, translations are
    /// written straight into m41…m43. On a singular transform the recoverable parts are kept
    /// (a scale of 0 stays 0); perspective that cannot be solved for is dropped.
    public func settingComponent(_ name: String, to value: CGFloat) -> CATransform3D? {
        let axis: Int? = switch name {
        case "translation.x": 0
        case "translation.y": 1
        case "translation.z": 2
        default: nil
        }
        if let axis, m14 == 0, m24 == 0, m34 == 0, isFinite {
            var t = self
            if axis == 0 { t.m41 = value } else if axis == 1 { t.m42 = value } else { t.m43 = value }
            return t
        }
        if let c = ResolvedKeyPath.TransformComponent(rawValue: name),
           let planar = settingPlanarComponent(c, to: value) {
            return planar
        }
        return settingComponentByUnmatrix(name, to: value)
    }

    /// `settingComponent` by the general unmatrix (any finite transform).
    func settingComponentByUnmatrix(_ name: String, to value: CGFloat) -> CATransform3D? {
        guard var parts = decomposeParts() else { return nil }
        switch name {
        case "rotation.x", "rotation.y", "rotation.z", "rotation":
            var e = CATransform3D.eulerAngles(parts.rotation)
            if name == "rotation.x" { e.x = value } else if name == "rotation.y" { e.y = value } else { e.z = value }
            parts.rotation = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(e.x, 1, 0, 0),
                                                                     CATransform3DMakeRotation(e.y, 0, 1, 0)),
                                                 CATransform3DMakeRotation(e.z, 0, 0, 1))
        case "scale.x": parts.d.scaleX = value
        case "scale.y": parts.d.scaleY = value
        case "scale.z": parts.d.scaleZ = value
        case "scale": (parts.d.scaleX, parts.d.scaleY, parts.d.scaleZ) = (value, value, value)
        case "scale.xy": (parts.d.scaleX, parts.d.scaleY) = (value, value)
        case "translation.x": parts.d.translationX = value
        case "translation.y": parts.d.translationY = value
        case "translation.z": parts.d.translationZ = value
        default: return nil
        }
        return CATransform3D.recompose(parts.d, rotation: parts.rotation)
    }

    /// The "translation" component: the x and y translation (m41 and m42, see `TransformDecomposition`).
    public var translationComponent: CGSize { CGSize(width: m41, height: m42) }

    /// A copy whose x and y translation are `size`, every other component kept.
    public func settingTranslation(_ size: CGSize) -> CATransform3D {
        guard let moved = settingComponent("translation.x", to: size.width)?
            .settingComponent("translation.y", to: size.height) else {
            var t = self
            t.m41 = size.width
            t.m42 = size.height
            return t
        }
        return moved
    }

    // MARK: - Internals

    /// The scales and the cosine and sine of the rotation of a planar transform (see
    /// `settingPlanarComponent`), nil for any other.
    private func planarParts() -> (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)? {
        guard m13 == 0, m23 == 0, m31 == 0, m32 == 0, m14 == 0, m24 == 0, m34 == 0, m44 == 1, m33 > 0,
              m33.isFinite, m41.isFinite, m42.isFinite, m43.isFinite else { return nil }
        let sx = (m11 * m11 + m12 * m12).squareRoot(), sy = (m21 * m21 + m22 * m22).squareRoot()
        guard sx > 0, sy > 0, sx.isFinite, sy.isFinite else { return nil }
        let c = m11 / sx, s = m12 / sx
        // The second row must be the first turned by +90° (no skew, no mirror).
        guard abs(m21 / sy + s) <= 1e-12, abs(m22 / sy - c) <= 1e-12 else { return nil }
        return (sx, sy, m33, c, s)
    }

    /// `component` for planar transforms (see `settingPlanarComponent`), read directly; nil for
    /// other transforms and names, which take the general path.
    func planarComponent(_ component: ResolvedKeyPath.TransformComponent) -> CGFloat? {
        guard let (sx, sy, sz, c, s) = planarParts() else { return nil }
        switch component {
        case .rotationZ, .rotation: return CGFloat(atan2(Double(s), Double(c)))
        case .rotationX, .rotationY: return 0
        case .scaleX: return sx
        case .scaleY: return sy
        case .scaleZ: return sz
        case .scale: return (sx + sy + sz) / 3
        case .scaleXY: return (sx + sy) / 2
        case .translationX: return m41
        case .translationY: return m42
        case .translationZ: return m43
        }
    }


    /// `settingComponent` for the transforms most 2D animations build: a scale with positive x
    /// and y (z positive too), then a rotation about z, then a translation; no skew, no
    /// perspective. Their parts are read directly instead of by the general unmatrix, with the
    /// same result (to rounding). Nil for other transforms, rotations about x or y and unknown
    /// names, which take the general path.
    func settingPlanarComponent(_ component: ResolvedKeyPath.TransformComponent, to value: CGFloat) -> CATransform3D? {
        guard let parts = planarParts() else { return nil }
        var (sx, sy, sz) = (parts.0, parts.1, parts.2)
        let c = parts.3, s = parts.4
        var r = CATransform3DIdentity
        r.m11 = c
        r.m12 = s
        r.m21 = -s
        r.m22 = c
        var translation = (m41, m42, m43)
        switch component {
        case .rotationZ, .rotation: r = CATransform3DMakeRotation(value, 0, 0, 1)
        case .rotationX, .rotationY: return nil
        case .scaleX: sx = value
        case .scaleY: sy = value
        case .scaleZ: sz = value
        case .scale: (sx, sy, sz) = (value, value, value)
        case .scaleXY: (sx, sy) = (value, value)
        case .translationX: translation.0 = value
        case .translationY: translation.1 = value
        case .translationZ: translation.2 = value
        }
        // scale · rotation · translation, as the general recompose multiplies them.
        var t = CATransform3DIdentity
        t.m11 = sx * r.m11
        t.m12 = sx * r.m12
        t.m13 = sx * r.m13
        t.m21 = sy * r.m21
        t.m22 = sy * r.m22
        t.m23 = sy * r.m23
        t.m31 = sz * r.m31
        t.m32 = sz * r.m32
        t.m33 = sz * r.m33
        (t.m41, t.m42, t.m43) = translation
        return t
    }
}
