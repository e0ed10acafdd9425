import Foundation

/// One additive animation of a block: the key path it animates and its offset, from `from`
/// to zero (`to`), added to the model value underneath.
struct AdditivePart {
    let keyPath: String
    let from: Any
    let to: Any
}

extension ViewAnimationValue {
    /// The transform components a planar transform is split into, in the order they are added.
    static let planarTransformComponents = ["translation.x", "translation.y", "scale.x", "scale.y", "rotation.z"]

    /// The additive animations UIKit (since iOS 8) runs for a change of `key` from `old` to `new`:
    /// - a number, point or size: one, on `key`, from `old − new` to zero;
    /// - `bounds`: `bounds.origin` and `bounds.size` apart (a rectangle's offset would need a
    ///   negative size, which `CGRect` standardizes away), each only when it changed;
    /// - `transform` between two planar transforms (a scale, a rotation about z and a
    ///   translation, as every `CGAffineTransform` without skew is): one per decomposed
    ///   component that changed (`transform.translation.x/.y`, `transform.scale.x/.y`,
    ///   `transform.rotation.z`), its difference added to that component; a rotation takes
    ///   the shorter way round (the difference lies in −π…π).
    ///
    /// Nil for every other change (colours, paths, other rectangles, transforms with skew or
    /// depth): those replace the running animation instead.
    static func additiveParts(key: String, from old: Any?, to new: Any?) -> [AdditivePart]? {
        if let (from, to) = additiveOffsets(from: old, to: new) {
            return [AdditivePart(keyPath: key, from: from, to: to)]
        }
        switch (key, old, new) {
        case let ("bounds", a as CGRect, b as CGRect):
            var parts: [AdditivePart] = []
            if a.origin != b.origin, let o = additiveOffsets(from: a.origin, to: b.origin) {
                parts.append(AdditivePart(keyPath: "bounds.origin", from: o.from, to: o.to))
            }
            if a.size != b.size, let s = additiveOffsets(from: a.size, to: b.size) {
                parts.append(AdditivePart(keyPath: "bounds.size", from: s.from, to: s.to))
            }
            return parts
        case let ("transform", a as CATransform3D, b as CATransform3D):
            guard let p = planarComponents(of: a), let q = planarComponents(of: b) else { return nil }
            var parts: [AdditivePart] = []
            for (i, name) in planarTransformComponents.enumerated() where p[i] != q[i] {
                var offset = p[i] - q[i]
                if name == "rotation.z" { offset = CGFloat(remainder(Double(offset), 2 * Double.pi)) }
                guard offset != 0 else { continue }
                parts.append(AdditivePart(keyPath: "transform." + name, from: offset, to: CGFloat(0)))
            }
            return parts
        default:
            return nil
        }
    }

    /// `t`'s values of `planarTransformComponents`, or nil unless `t` is exactly (to rounding)
    /// the transform those components build: no skew, perspective or depth.
    static func planarComponents(of t: CATransform3D) -> [CGFloat]? {
        guard t.isFinite, t.m13 == 0, t.m14 == 0, t.m23 == 0, t.m24 == 0, t.m31 == 0, t.m32 == 0,
              t.m33 == 1, t.m34 == 0, t.m43 == 0, t.m44 == 1 else { return nil }
        var values: [CGFloat] = []
        var rebuilt = CATransform3DIdentity
        for name in planarTransformComponents.reversed() {
            guard let v = t.component(name) else { return nil }
            values.insert(v, at: 0)
        }
        for (name, v) in zip(planarTransformComponents, values) {
            guard let next = rebuilt.settingComponent(name, to: v) else { return nil }
            rebuilt = next
        }
        let size = max(1, abs(t.m11), abs(t.m12), abs(t.m21), abs(t.m22), abs(t.m41), abs(t.m42))
        for (x, y) in zip(t.entries, rebuilt.entries) where abs(x - y) > 1e-9 * size { return nil }
        return values
    }
}
