import Foundation

// Apple's <dispatch/time.h> gives Swift these four constants; Linux's Dispatch does not, so
// code that writes `DispatchTime.now().uptimeNanoseconds + 2 * NSEC_PER_SEC` gets them here.
#if !canImport(Darwin)
/// Nanoseconds per second (`UInt64`, as on Apple platforms).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
#endif
