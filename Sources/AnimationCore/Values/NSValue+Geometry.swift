import Foundation

// UIKit's NSValue wrappers for geometry (`NSValue(cgPoint:)`, `.cgPointValue`, …) and
// QuartzCore's `NSValue(caTransform3D:)`, which Linux Foundation does not have.
// Points, sizes and rectangles use Foundation's own `NSValue(point:)` forms; transforms are
// stored as arrays of doubles (`[16d]`, `[6d]`), since Linux Foundation cannot box structs.

extension NSValue {
    /// Wraps a point, as UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Wraps a size, as UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// Wraps a rectangle, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// Wraps a 3D transform, as QuartzCore's `NSValue(caTransform3D:)`.
    public convenience init(caTransform3D t: CATransform3D) {
        var entries = t.entries.map { Double($0) }
        self.init(doubles: &entries, type: NSValue.transform3DType)
    }

    /// Wraps an affine transform, as UIKit's `NSValue(cgAffineTransform:)`.
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        var entries = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }
        self.init(doubles: &entries, type: NSValue.affineType)
    }

    /// The wrapped point; `.zero` when the value holds no point.
    public var cgPointValue: CGPoint { geometryValue(CGPoint.self) ?? .zero }
    /// The wrapped size; `.zero` when the value holds no size.
    public var cgSizeValue: CGSize { geometryValue(CGSize.self) ?? .zero }
    /// The wrapped rectangle; `.zero` when the value holds no rectangle.
    public var cgRectValue: CGRect { geometryValue(CGRect.self) ?? .zero }
    /// The wrapped 3D transform; the identity when the value holds none.
    public var caTransform3DValue: CATransform3D { geometryValue(CATransform3D.self) ?? CATransform3DIdentity }
    /// The wrapped affine transform; the identity when the value holds none.
    public var cgAffineTransformValue: CGAffineTransform { geometryValue(CGAffineTransform.self) ?? .identity }

    private static let transform3DType = "[16d]"
    private static let affineType = "[6d]"

    private convenience init(doubles: inout [Double], type: String) {
        let bytes = doubles.withUnsafeMutableBytes { $0.baseAddress! }
        self.init(bytes: bytes, objCType: type)
    }

    private func doubles(count: Int) -> [Double] {
        var out = [Double](repeating: 0, count: count)
        out.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return out
    }

    /// The wrapped value when it was stored as a `T`, else nil.
    func geometryValue<T>(_ type: T.Type) -> T? {
        let stored = String(cString: objCType)
        switch type {
        case is CGPoint.Type where stored.contains("Point"): return pointValue as? T
        case is CGSize.Type where stored.contains("Size") && !stored.contains("Rect"): return sizeValue as? T
        case is CGRect.Type where stored.contains("Rect"): return rectValue as? T
        case is CATransform3D.Type where stored == NSValue.transform3DType:
            return CATransform3D(entries: doubles(count: 16).map { CGFloat($0) }) as? T
        case is CGAffineTransform.Type where stored == NSValue.affineType:
            let e = doubles(count: 6).map { CGFloat($0) }
            return CGAffineTransform(a: e[0], b: e[1], c: e[2], d: e[3], tx: e[4], ty: e[5]) as? T
        default: return nil
        }
    }
}
