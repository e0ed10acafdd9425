import Foundation

extension CGPoint {
    /// True when both coordinates are finite.
    var isFiniteGeometry: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    /// True when origin and size are finite.
    var isFiniteGeometry: Bool { origin.isFiniteGeometry && width.isFinite && height.isFinite }
}
