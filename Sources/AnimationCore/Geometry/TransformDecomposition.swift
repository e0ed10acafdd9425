import Foundation

/// A `CATransform3D` split into translation, scale, skew, perspective and a rotation quaternion.
///
/// Recomposition order (row vectors, applied left to right, as `CATransform3DConcat`):
/// `M = Scale · Skew · Rotation · Translation · Perspective` — a point is scaled, then
/// skewed, then rotated, then translated, then projected. Skew is the lower-triangular
/// matrix with `skewXY` at m21, `skewXZ` at m31 and `skewYZ` at m32. Perspective is
/// the identity with its last column replaced by (perspectiveX, Y, Z, W).
/// This is the "unmatrix" of Graphics Gems II / the CSS Transforms spec, written
/// for Apple's row-vector layout.
public struct TransformDecomposition: Equatable, Hashable, Sendable {
    /// Translation along x, y and z (applied after rotation).
    public var translationX: CGFloat = 0, translationY: CGFloat = 0, translationZ: CGFloat = 0
    /// Scale factors along x, y and z (applied first). A mirror shows as one negative factor.
    public var scaleX: CGFloat = 1, scaleY: CGFloat = 1, scaleZ: CGFloat = 1
    /// Shear factors: how much of the x row leaks into y (XY), of x into z (XZ), of y into z (YZ).
    public var skewXY: CGFloat = 0, skewXZ: CGFloat = 0, skewYZ: CGFloat = 0
    /// The perspective factor's last column (its m14, m24, m34, m44); identity is (0, 0, 0, 1).
    public var perspectiveX: CGFloat = 0, perspectiveY: CGFloat = 0
    /// The rest of the perspective column (m34, m44); see `perspectiveX`.
    public var perspectiveZ: CGFloat = 0, perspectiveW: CGFloat = 1
    /// The rotation as a unit quaternion (x, y, z, w) with w ≥ 0; angle θ about axis u is (u·sin θ/2, cos θ/2).
    public var quaternionX: CGFloat = 0, quaternionY: CGFloat = 0, quaternionZ: CGFloat = 0, quaternionW: CGFloat = 1

    /// The decomposition of the identity transform.
    public init() {}
}

private typealias V3 = (x: CGFloat, y: CGFloat, z: CGFloat)
private func dot(_ a: V3, _ b: V3) -> CGFloat { a.x * b.x + a.y * b.y + a.z * b.z }
private func cross(_ a: V3, _ b: V3) -> V3 { (a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x) }
private func scaled(_ a: V3, _ s: CGFloat) -> V3 { (a.x * s, a.y * s, a.z * s) }
private func minus(_ a: V3, _ b: V3) -> V3 { (a.x - b.x, a.y - b.y, a.z - b.z) }
private func plus(_ a: V3, _ b: V3) -> V3 { (a.x + b.x, a.y + b.y, a.z + b.z) }
private func norm(_ a: V3) -> CGFloat { dot(a, a).squareRoot() }

/// A lenient decomposition: the rotation is kept as a matrix (for Euler angles), and
/// `singular` says whether some scale was 0 so that parts were guessed.
struct TransformParts {
    var d: TransformDecomposition
    var rotation: CATransform3D
    var singular: Bool
}

extension CATransform3D {
    /// The decomposition, or nil when the transform is singular (a scale of 0) or not finite.
    ///
    /// Differs from the CSS spec in two steps. The matrix is not divided by m44 first (the
    /// factor stays in `perspectiveW`), so recomposition reproduces the entries, not just the
    /// projective transform, and a translate-then-perspective matrix keeps scale 1. And when
    /// the 3×3 part mirrors, the spec negates
    /// all three scales; this negates only the scale of the axis whose rotation row
    /// points most backwards, so `CATransform3DMakeScale(-1, 1, 1)` decomposes to
    /// scaleX = −1 with no rotation (and a flip animates as a flip, not a tumble).
    public func decomposed() -> TransformDecomposition? {
        guard let parts = decomposeParts(), !parts.singular else { return nil }
        return parts.d
    }

    /// Recomposes a decomposition (see `TransformDecomposition` for the order); round-trips within 1e-9.
    ///
    /// The quaternion is normalised first; an all-zero quaternion means no rotation.
    public init(_ d: TransformDecomposition) {
        var (x, y, z, w) = (d.quaternionX, d.quaternionY, d.quaternionZ, d.quaternionW)
        let length = (x * x + y * y + z * z + w * w).squareRoot()
        if length > 0 { (x, y, z, w) = (x / length, y / length, z / length, w / length) } else { w = 1 }
        var r = CATransform3DIdentity
        r.m11 = 1 - 2 * (y * y + z * z)
        r.m12 = 2 * (x * y + z * w)
        r.m13 = 2 * (x * z - y * w)
        r.m21 = 2 * (x * y - z * w)
        r.m22 = 1 - 2 * (x * x + z * z)
        r.m23 = 2 * (y * z + x * w)
        r.m31 = 2 * (x * z + y * w)
        r.m32 = 2 * (y * z - x * w)
        r.m33 = 1 - 2 * (x * x + y * y)
        self = CATransform3D.recompose(d, rotation: r)
    }

    /// Interpolates as Core Animation does: decompose both, lerp translation/scale/skew/perspective,
    /// slerp rotation (the shorter way); falls back to entry-wise lerp when either is singular.
    ///
    /// Fraction 0 and 1 return `a` and `b` exactly; other fractions may overshoot (extrapolate).
    /// A non-finite fraction returns `a`.
    public static func interpolate(_ a: CATransform3D, _ b: CATransform3D, fraction t: CGFloat) -> CATransform3D {
        if t == 0 || !t.isFinite || a == b { return a }
        if t == 1 { return b }
        func mix(_ p: CGFloat, _ q: CGFloat) -> CGFloat { p + (q - p) * t }
        guard let da = a.decomposed(), let db = b.decomposed() else {
            return CATransform3D(entries: zip(a.entries, b.entries).map { mix($0, $1) })
        }
        var d = TransformDecomposition()
        d.translationX = mix(da.translationX, db.translationX)
        d.translationY = mix(da.translationY, db.translationY)
        d.translationZ = mix(da.translationZ, db.translationZ)
        d.scaleX = mix(da.scaleX, db.scaleX)
        d.scaleY = mix(da.scaleY, db.scaleY)
        d.scaleZ = mix(da.scaleZ, db.scaleZ)
        d.skewXY = mix(da.skewXY, db.skewXY)
        d.skewXZ = mix(da.skewXZ, db.skewXZ)
        d.skewYZ = mix(da.skewYZ, db.skewYZ)
        d.perspectiveX = mix(da.perspectiveX, db.perspectiveX)
        d.perspectiveY = mix(da.perspectiveY, db.perspectiveY)
        d.perspectiveZ = mix(da.perspectiveZ, db.perspectiveZ)
        d.perspectiveW = mix(da.perspectiveW, db.perspectiveW)
        var qb = (db.quaternionX, db.quaternionY, db.quaternionZ, db.quaternionW)
        var cosine = da.quaternionX * qb.0 + da.quaternionY * qb.1 + da.quaternionZ * qb.2 + da.quaternionW * qb.3
        if cosine < 0 {
            qb = (-qb.0, -qb.1, -qb.2, -qb.3)
            cosine = -cosine
        }
        var (wa, wb) = (1 - t, t)
        if cosine < 0.9995 {
            let angle = CGFloat(acos(Double(min(cosine, 1))))
            let sine = CGFloat(sin(Double(angle)))
            wa = CGFloat(sin(Double((1 - t) * angle))) / sine
            wb = CGFloat(sin(Double(t * angle))) / sine
        }
        d.quaternionX = wa * da.quaternionX + wb * qb.0
        d.quaternionY = wa * da.quaternionY + wb * qb.1
        d.quaternionZ = wa * da.quaternionZ + wb * qb.2
        d.quaternionW = wa * da.quaternionW + wb * qb.3
        return CATransform3D(d)
    }

    static func recompose(_ d: TransformDecomposition, rotation: CATransform3D) -> CATransform3D {
        var skew = CATransform3DIdentity
        skew.m21 = d.skewXY
        skew.m31 = d.skewXZ
        skew.m32 = d.skewYZ
        var perspective = CATransform3DIdentity
        perspective.m14 = d.perspectiveX
        perspective.m24 = d.perspectiveY
        perspective.m34 = d.perspectiveZ
        perspective.m44 = d.perspectiveW
        var m = CATransform3DConcat(CATransform3DMakeScale(d.scaleX, d.scaleY, d.scaleZ), skew)
        m = CATransform3DConcat(CATransform3DConcat(m, rotation),
                                CATransform3DMakeTranslation(d.translationX, d.translationY, d.translationZ))
        return CATransform3DConcat(m, perspective)
    }

    /// Euler angles of a pure rotation matrix for the order Rx · Ry · Rz (row vectors).
    static func eulerAngles(_ r: CATransform3D) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
        let cosY = hypot(r.m11, r.m12)
        let y = CGFloat(atan2(Double(-r.m13), Double(cosY)))
        if cosY > 1e-9 {
            return (CGFloat(atan2(Double(r.m23), Double(r.m33))), y, CGFloat(atan2(Double(r.m12), Double(r.m11))))
        }
        return (CGFloat(atan2(Double(-r.m32), Double(r.m22))), y, 0)   // gimbal lock: fold z into x
    }

    /// Unmatrix that never fails on finite input; nil only for non-finite entries.
    func decomposeParts() -> TransformParts? {
        guard isFinite else { return nil }
        var singular = false
        var rows: [V3] = [(m11, m12, m13), (m21, m22, m23), (m31, m32, m33)]
        var d = TransformDecomposition()
        (d.translationX, d.translationY, d.translationZ) = (m41, m42, m43)
        d.perspectiveW = m44
        let a = rows
        let eps = 1e-12 * max(norm(a[0]), norm(a[1]), norm(a[2]))
        // Gram–Schmidt: row i = scale_i · (Σ_{j<i} skew_ij · r_j + r_i).
        var unit: [V3?] = [nil, nil, nil], scale: [CGFloat] = [0, 0, 0], skew: [CGFloat] = [0, 0, 0]  // xy, xz, yz
        for i in 0..<3 {
            var v = a[i], projections: [CGFloat] = []
            for j in 0..<i {
                let p = unit[j].map { dot($0, a[i]) } ?? 0
                projections.append(p)
                if let u = unit[j] { v = minus(v, scaled(u, p)) }
            }
            let s = norm(v)
            guard s > eps else {
                singular = true
                continue
            }
            unit[i] = scaled(v, 1 / s)
            scale[i] = s
            if i == 1 { skew[0] = projections[0] / s }
            if i == 2 {
                skew[1] = projections[0] / s
                skew[2] = projections[1] / s
            }
        }
        // Complete a basis for zero-scale rows (their direction does not affect the matrix).
        var guessed: Int?
        for i in 0..<3 where unit[i] == nil {
            for axis in [i, (i + 1) % 3, (i + 2) % 3] {
                var v: V3 = (axis == 0 ? 1 : 0, axis == 1 ? 1 : 0, axis == 2 ? 1 : 0)
                for case let u? in unit { v = minus(v, scaled(u, dot(u, v))) }
                if norm(v) > 1e-6 {
                    unit[i] = scaled(v, 1 / norm(v))
                    guessed = i
                    break
                }
            }
        }
        rows = unit.map { $0 ?? (0, 0, 0) }
        if dot(rows[0], cross(rows[1], rows[2])) < 0 {
            // Mirror the guessed axis if any (free), else the axis whose row points most backwards.
            let diagonal = [rows[0].x, rows[1].y, rows[2].z]
            let i = guessed ?? (diagonal[1] < diagonal[0]
                ? (diagonal[2] < diagonal[1] ? 2 : 1)
                : (diagonal[2] < diagonal[0] ? 2 : 0))
            rows[i] = scaled(rows[i], -1)
            scale[i] = -scale[i]
            for (k, pair) in [(0, (0, 1)), (1, (0, 2)), (2, (1, 2))] where pair.0 == i || pair.1 == i {
                skew[k] = -skew[k]
            }
        }
        (d.scaleX, d.scaleY, d.scaleZ) = (scale[0], scale[1], scale[2])
        (d.skewXY, d.skewXZ, d.skewYZ) = (skew[0], skew[1], skew[2])
        // Perspective: the last column is c = A · p₃, and m44 = t · p₃ + p_w.
        let c: V3 = (m14, m24, m34)
        let det = dot(a[0], cross(a[1], a[2]))
        if c != (0, 0, 0) && !singular && det != 0 {
            // Cramer's rule for A · p₃ = c, with A's rows a0, a1, a2.
            let p = scaled(plus(plus(scaled(cross(a[1], a[2]), c.x), scaled(cross(a[2], a[0]), c.y)),
                                scaled(cross(a[0], a[1]), c.z)), 1 / det)
            (d.perspectiveX, d.perspectiveY, d.perspectiveZ) = (p.x, p.y, p.z)
            d.perspectiveW = m44 - dot((d.translationX, d.translationY, d.translationZ), p)
        } else if c != (0, 0, 0) {
            singular = true
        }
        var r = CATransform3DIdentity
        (r.m11, r.m12, r.m13) = rows[0]
        (r.m21, r.m22, r.m23) = rows[1]
        (r.m31, r.m32, r.m33) = rows[2]
        (d.quaternionX, d.quaternionY, d.quaternionZ, d.quaternionW) = CATransform3D.quaternion(of: r)
        return TransformParts(d: d, rotation: r, singular: singular)
    }

    /// Unit quaternion (w ≥ 0) of a row-vector rotation matrix, by Shepperd's method.
    private static func quaternion(of r: CATransform3D) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        let trace = r.m11 + r.m22 + r.m33
        var q: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)
        if trace > 0 {
            let s = 2 * (trace + 1).squareRoot()
            q = ((r.m23 - r.m32) / s, (r.m31 - r.m13) / s, (r.m12 - r.m21) / s, s / 4)
        } else if r.m11 >= r.m22 && r.m11 >= r.m33 {
            let s = 2 * (1 + r.m11 - r.m22 - r.m33).squareRoot()
            q = (s / 4, (r.m21 + r.m12) / s, (r.m31 + r.m13) / s, (r.m23 - r.m32) / s)
        } else if r.m22 >= r.m33 {
            let s = 2 * (1 + r.m22 - r.m11 - r.m33).squareRoot()
            q = ((r.m21 + r.m12) / s, s / 4, (r.m32 + r.m23) / s, (r.m31 - r.m13) / s)
        } else {
            let s = 2 * (1 + r.m33 - r.m11 - r.m22).squareRoot()
            q = ((r.m31 + r.m13) / s, (r.m32 + r.m23) / s, s / 4, (r.m12 - r.m21) / s)
        }
        let length = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
        let sign: CGFloat = q.w < 0 ? -1 : 1
        return (sign * q.x / length, sign * q.y / length, sign * q.z / length, sign * q.w / length)
    }
}
