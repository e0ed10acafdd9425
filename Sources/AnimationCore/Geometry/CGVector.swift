import Foundation

/// Core Graphics' two-dimensional vector: a velocity or an offset, as `dx` and `dy`.
///
/// UIKit uses it for `UISpringTimingParameters.initialVelocity` and emitter code for directions.
/// Linux Foundation has `CGPoint`, `CGSize` and `CGRect` but no `CGVector`, so it is defined here
/// with the same members (`dx`, `dy`, `.zero`, the `Int`, `Double` and `CGFloat` initializers).
public struct CGVector: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component (positive downwards on screen).
    public var dy: CGFloat

    /// The vector (0, 0).
    public static let zero = CGVector(dx: 0, dy: 0)

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }
    /// A vector from its two components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// A vector from `Double` components.
    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }
    /// A vector from `Int` components.
    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// The two components as `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}

extension NSValue {
    /// Wraps a vector, as UIKit's `NSValue(cgVector:)` (stored as a point of `dx`, `dy`).
    public convenience init(cgVector vector: CGVector) { self.init(point: CGPoint(x: vector.dx, y: vector.dy)) }

    /// The wrapped vector (a point's `x` and `y` when the value was stored as a point; else zero).
    public var cgVectorValue: CGVector {
        let p = cgPointValue
        return CGVector(dx: p.x, dy: p.y)
    }
}
