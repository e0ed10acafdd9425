// `import QuartzCore` on Apple platforms also brings CoreGraphics and Foundation
// (CGFloat, CGPoint, NSValue, TimeInterval, sin/cos); `import AnimationCore` does the same.
@_exported import Foundation
