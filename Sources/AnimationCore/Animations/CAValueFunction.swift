import Foundation

/// The name of a value function.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateX = Self(rawValue: "rotateX")
    public static let rotateY = Self(rawValue: "rotateY")
    public static let rotateZ = Self(rawValue: "rotateZ")
    public static let scale = Self(rawValue: "scale")
    public static let scaleX = Self(rawValue: "scaleX")
    public static let scaleY = Self(rawValue: "scaleY")
    public static let scaleZ = Self(rawValue: "scaleZ")
    public static let translate = Self(rawValue: "translate")
    public static let translateX = Self(rawValue: "translateX")
    public static let translateY = Self(rawValue: "translateY")
    public static let translateZ = Self(rawValue: "translateZ")
}

/// Turns the interpolated scalar (or 3-number array) of a property animation into a transform.
open class CAValueFunction: @unchecked Sendable {
    public let name: CAValueFunctionName

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
