import Foundation

// Core Animation takes colours, images and paths as `Any` in a few places: `CALayer.contents`,
// `CAEmitterCell.contents`, `CAGradientLayer.colors`, and the `fromValue` / `toValue` / `values`
// of animations of colour and path properties (and `setValue(_:forKeyPath:)`). Apple accepts
// only the Core Graphics types there. Here a value that adopts one of these protocols is taken
// as the Core Graphics value it stands for: AnimationUIKit makes `UIColor`, `UIImage` and
// `UIBezierPath` adopt them, so code that passes a UIKit object still draws and animates.

/// A value that stands for a `CGColor` wherever Core Animation takes a colour as `Any`.
///
/// Differs from Apple: Core Animation accepts only `CGColor`s there; here UIKit's `UIColor` is
/// accepted too, through this protocol.
public protocol CGColorConvertible {
    /// The colour this value stands for.
    var cgColor: CGColor { get }
}

/// A value that stands for a `CGImage` wherever Core Animation takes an image as `Any`
/// (`CALayer.contents`, `CAEmitterCell.contents`).
///
/// Differs from Apple: Core Animation accepts only `CGImage`s there; here UIKit's `UIImage` is
/// accepted too, through this protocol. A nil `cgImage` draws nothing.
public protocol CGImageConvertible {
    /// The image this value stands for, if it has one.
    var cgImage: CGImage? { get }
}

/// A value that stands for a `CGPath` wherever Core Animation takes a path as `Any`
/// (animation values of `path` and `shadowPath`).
///
/// Differs from Apple: Core Animation accepts only `CGPath`s there; here UIKit's `UIBezierPath`
/// is accepted too, through this protocol.
public protocol CGPathConvertible {
    /// The path this value stands for.
    var cgPath: CGPath { get }
}

extension CGColor {
    /// `value` as a colour: a `CGColor`, or what a `CGColorConvertible` stands for; else nil.
    static func from(_ value: Any) -> CGColor? {
        (value as? CGColor) ?? (value as? CGColorConvertible)?.cgColor
    }
}

extension CGImage {
    /// `value` as an image: a `CGImage`, or what a `CGImageConvertible` stands for; else nil.
    static func from(_ value: Any) -> CGImage? {
        (value as? CGImage) ?? (value as? CGImageConvertible)?.cgImage
    }
}

extension CGPath {
    /// `value` as a path: a `CGPath`, or what a `CGPathConvertible` stands for; else nil.
    static func from(_ value: Any) -> CGPath? {
        (value as? CGPath) ?? (value as? CGPathConvertible)?.cgPath
    }
}
