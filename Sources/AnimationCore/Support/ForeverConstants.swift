import Foundation

/// Darwin's `HUGE` (positive infinity), which ported code writes for "repeat forever"
/// (`animation.repeatCount = HUGE`). It is a `Float` there, so it type-checks against
/// `repeatCount` without a conversion; Glibc does not export it to Swift, so it is defined here.
public let HUGE: Float = .infinity

/// Darwin's `MAXFLOAT`, the largest finite `Float`, which ported code writes for "repeat forever".
/// A `repeatCount` this large repeats forever.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
