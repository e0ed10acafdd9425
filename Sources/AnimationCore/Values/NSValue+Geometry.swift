import Foundation

// UIKit's NSValue wrappers for geometry (`NSValue(cgPoint:)`, `.cgPointValue`, …) and
// QuartzCore's `NSValue(caTransform3D:)`, which Linux Foundation does not have.
// The values are stored as raw bytes with an Objective-C type encoding.

extension NSValue {
    /// Wraps a point, as UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(geometry: point, type: "{CGPoint=dd}") }
    /// Wraps a size, as UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(geometry: size, type: "{CGSize=dd}") }
    /// Wraps a rectangle, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(geometry: rect, type: "{CGRect={CGPoint=dd}{CGSize=dd}}") }
    /// Wraps a 3D transform, as QuartzCore's `NSValue(caTransform3D:)`.
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(geometry: t, type: "{CATransform3D=dddddddddddddddd}")
    }
    /// Wraps an affine transform, as UIKit's `NSValue(cgAffineTransform:)`.
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        self.init(geometry: t, type: "{CGAffineTransform=dddddd}")
    }

    public var cgPointValue: CGPoint { geometryValue(CGPoint.self) ?? .zero }
    public var cgSizeValue: CGSize { geometryValue(CGSize.self) ?? .zero }
    public var cgRectValue: CGRect { geometryValue(CGRect.self) ?? .zero }
    public var caTransform3DValue: CATransform3D { geometryValue(CATransform3D.self) ?? CATransform3DIdentity }
    public var cgAffineTransformValue: CGAffineTransform { geometryValue(CGAffineTransform.self) ?? .identity }

    private convenience init<T>(geometry value: T, type: String) {
        var copy = value
        self.init(bytes: &copy, objCType: type)
    }

    private static func encoding<T>(of type: T.Type) -> String {
        switch type {
        case is CGPoint.Type: return "{CGPoint=dd}"
        case is CGSize.Type: return "{CGSize=dd}"
        case is CGRect.Type: return "{CGRect={CGPoint=dd}{CGSize=dd}}"
        case is CATransform3D.Type: return "{CATransform3D=dddddddddddddddd}"
        case is CGAffineTransform.Type: return "{CGAffineTransform=dddddd}"
        default: return ""
        }
    }

    /// The wrapped value when it was stored as a `T`, else nil. Also accepts Foundation's
    /// own `NSValue(point:)` / `(size:)` / `(rect:)` forms.
    func geometryValue<T>(_ type: T.Type) -> T? {
        let stored = String(cString: objCType)
        if stored == NSValue.encoding(of: type) {
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<T>.size, alignment: MemoryLayout<T>.alignment)
            defer { buffer.deallocate() }
            getValue(buffer)
            return buffer.load(as: T.self)
        }
        switch type {
        case is CGPoint.Type where stored.hasPrefix("{CGPoint") || stored.hasPrefix("{_NSPoint"): return pointValue as? T
        case is CGSize.Type where stored.hasPrefix("{CGSize") || stored.hasPrefix("{_NSSize"): return sizeValue as? T
        case is CGRect.Type where stored.hasPrefix("{CGRect") || stored.hasPrefix("{_NSRect"): return rectValue as? T
        default: return nil
        }
    }
}
