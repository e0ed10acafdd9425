import Foundation

/// The name of a value function.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The function's name, the same string as Apple's `kCAValueFunction…` constant.
    public let rawValue: String
    /// Wraps any string; `CAValueFunction(name:)` rejects one not listed here.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A rotation about the x axis by the value, in radians.
    public static let rotateX = Self(rawValue: "rotateX")
    /// A rotation about the y axis by the value, in radians.
    public static let rotateY = Self(rawValue: "rotateY")
    /// A rotation about the z axis by the value, in radians.
    public static let rotateZ = Self(rawValue: "rotateZ")
    /// A scale: one number scales x, y and z alike; three scale each axis.
    public static let scale = Self(rawValue: "scale")
    /// A scale of x by the value.
    public static let scaleX = Self(rawValue: "scaleX")
    /// A scale of y by the value.
    public static let scaleY = Self(rawValue: "scaleY")
    /// A scale of z by the value.
    public static let scaleZ = Self(rawValue: "scaleZ")
    /// A translation by up to three numbers (x, y, z); missing ones are 0.
    public static let translate = Self(rawValue: "translate")
    /// A translation along x by the value, in points.
    public static let translateX = Self(rawValue: "translateX")
    /// A translation along y by the value, in points.
    public static let translateY = Self(rawValue: "translateY")
    /// A translation along z by the value, in points.
    public static let translateZ = Self(rawValue: "translateZ")
}

/// Turns the interpolated scalar (or 3-number array) of a property animation into a transform.
open class CAValueFunction: @unchecked Sendable {
    /// Which transform the function makes.
    public let name: CAValueFunctionName

    /// The function for `name`; nil (with a diagnostic) for a name not in `CAValueFunctionName`.
    public init?(name: CAValueFunctionName) {
        let known: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                            .translate, .translateX, .translateY, .translateZ]
        guard known.contains(name) else {
            CADiagnostics.report("CAValueFunction: unknown name \(name.rawValue)")
            return nil
        }
        self.name = name
    }

    /// The transform for the interpolated value `v` (a scalar, or up to three numbers).
    func transform(for v: AnimValue) -> CATransform3D {
        let xs: [Double]
        switch v {
        case .number(let n): xs = [n]
        case .numbers(let a): xs = a
        default: return CATransform3DIdentity
        }
        let x = CGFloat(xs.first ?? 0)
        let y = CGFloat(xs.count > 1 ? xs[1] : Double(x)), z = CGFloat(xs.count > 2 ? xs[2] : Double(x))
        switch name {
        case .rotateX: return CATransform3DMakeRotation(x, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(x, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(x, 0, 0, 1)
        case .scale: return xs.count > 1 ? CATransform3DMakeScale(x, y, z) : CATransform3DMakeScale(x, x, x)
        case .scaleX: return CATransform3DMakeScale(x, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, x, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, x)
        case .translate: return CATransform3DMakeTranslation(x, xs.count > 1 ? y : 0, xs.count > 2 ? z : 0)
        case .translateX: return CATransform3DMakeTranslation(x, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, x, 0)
        case .translateZ: return CATransform3DMakeTranslation(0, 0, x)
        default: return CATransform3DIdentity
        }
    }
}
