import Foundation

#if canImport(Glibc)
/// glibc's `sincos`, which Swift's Glibc module does not export. Its results are the same bits as
/// glibc's `sin` and `cos` (both reduce the argument the same way; checked on 20 M arguments),
/// for one argument reduction instead of two. (Arguments: a Double and two pointers, passed in
/// the same registers by the Swift and C calling conventions on x86-64 and arm64.)
@_silgen_name("sincos")
private func glibcSinCos(_ x: Double, _ sine: UnsafeMutablePointer<Double>, _ cosine: UnsafeMutablePointer<Double>)
#endif

/// (sin x, cos x), equal to the bits of `sin(x)` and `cos(x)`: one call to glibc's `sincos` on
/// Linux, the two functions elsewhere.
@inline(__always)
func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
    #if canImport(Glibc)
    var s = 0.0, c = 0.0
    glibcSinCos(x, &s, &c)
    return (s, c)
    #else
    return (sin(x), cos(x))
    #endif
}
