import Foundation

/// Darwin's `HUGE` (`HUGE_VAL`, positive infinity), which ported code writes for "repeat forever".
/// Glibc does not export it to Swift, so it is defined here.
public let HUGE: Double = .infinity

/// Darwin's `MAXFLOAT`, the largest finite `Float`, which ported code writes for "repeat forever".
/// A `repeatCount` this large repeats forever.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
