import Foundation

/// The layer values an animation block compares and animates, boxed as Core Animation boxes them
/// (`value(forKeyPath:)`): `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `CGColor`, `CATransform3D`,
/// `CGPath`, `[NSNumber]`, `[CGColor]`, or nil (no colour, no path).
enum ViewAnimationValue {
    /// True for nil and the boxed kinds above: the values a block animates. Other values (a
    /// layer's `contents`, a text layer's `string`) change without animating, as in UIKit.
    static func isInterpolable(_ value: Any?) -> Bool {
        guard let value else { return true }
        return value is CGFloat || value is CGPoint || value is CGSize || value is CGRect || value is CGColor
            || value is CATransform3D || value is CGPath || value is [NSNumber] || value is [CGColor]
    }

    /// True when `a` and `b` are the same value (numbers compared as numbers, colours by component).
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        switch (a, b) {
        case let (x as CGFloat, y as CGFloat): return x == y
        case let (x as CGPoint, y as CGPoint): return x == y
        case let (x as CGSize, y as CGSize): return x == y
        case let (x as CGRect, y as CGRect): return x == y
        case let (x as CGColor, y as CGColor): return x == y
        case let (x as CATransform3D, y as CATransform3D): return x == y
        case let (x as CGPath, y as CGPath): return x == y
        case let (x as [NSNumber], y as [NSNumber]): return x.map(\.doubleValue) == y.map(\.doubleValue)
        case let (x as [CGColor], y as [CGColor]): return x == y
        case let (x as AnyHashable, y as AnyHashable): return x == y
        default: return false
        }
    }

    /// For values that add componentwise (`CGFloat`, `CGPoint`, `CGSize`): the ends of UIKit's
    /// additive animation from `old` to `new`, an offset from `old − new` to zero that is added
    /// to the model value. Nil for every other kind: a rectangle's offset would need a negative
    /// size, which `CGRect` standardizes away; colours, transforms and paths do not add.
    static func additiveOffsets(from old: Any?, to new: Any?) -> (from: Any, to: Any)? {
        switch (old, new) {
        case let (a as CGFloat, b as CGFloat): return (a - b, CGFloat(0))
        case let (a as CGPoint, b as CGPoint): return (CGPoint(x: a.x - b.x, y: a.y - b.y), CGPoint.zero)
        case let (a as CGSize, b as CGSize):
            return (CGSize(width: a.width - b.width, height: a.height - b.height), CGSize.zero)
        default: return nil
        }
    }

    /// True for a boxed colour.
    static func isColor(_ value: Any?) -> Bool { value is CGColor }

    /// The two ends as explicit values: a missing colour is the other colour, fully transparent
    /// (so nil → red fades in rather than being read as "no fromValue").
    static func endpoints(_ from: Any?, _ to: Any?) -> (Any?, Any?) {
        if from == nil, let c = to as? CGColor { return (transparent(c), to) }
        if to == nil, let c = from as? CGColor { return (from, transparent(c)) }
        return (from, to)
    }

    private static func transparent(_ c: CGColor) -> CGColor {
        CGColor(red: c.red, green: c.green, blue: c.blue, alpha: 0)
    }
}
