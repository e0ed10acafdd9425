import Foundation

/// Where an `AnimationProgram`'s steps read and write: the three properties they write directly
/// (position, opacity, transform) and, for steps that go through their track, the whole scalars.
/// Pointers, so that one step loop serves a copy of a layer's `LayerScalars` and a `LeafValues`.
struct ProgramSlots {
    let position: UnsafeMutablePointer<CGPoint>
    let opacity: UnsafeMutablePointer<Float>
    let transform: UnsafeMutablePointer<CATransform3D>
    /// nil for `LeafValues` (whose programs `targetsDirectOnly`).
    let scalars: UnsafeMutablePointer<LayerScalars>?

    @inline(__always) init(_ g: UnsafeMutablePointer<LayerScalars>) {
        let raw = UnsafeMutableRawPointer(g)
        position = (raw + MemoryLayout<LayerScalars>.offset(of: \.position)!).assumingMemoryBound(to: CGPoint.self)
        opacity = (raw + MemoryLayout<LayerScalars>.offset(of: \.opacity)!).assumingMemoryBound(to: Float.self)
        transform = (raw + MemoryLayout<LayerScalars>.offset(of: \.transform)!)
            .assumingMemoryBound(to: CATransform3D.self)
        scalars = g
    }

    @inline(__always) init(_ v: UnsafeMutablePointer<LeafValues>) {
        let raw = UnsafeMutableRawPointer(v)
        position = (raw + MemoryLayout<LeafValues>.offset(of: \.position)!).assumingMemoryBound(to: CGPoint.self)
        opacity = (raw + MemoryLayout<LeafValues>.offset(of: \.opacity)!).assumingMemoryBound(to: Float.self)
        transform = (raw + MemoryLayout<LeafValues>.offset(of: \.transform)!)
            .assumingMemoryBound(to: CATransform3D.self)
        scalars = nil
    }

    /// `LaneTrack.read` for a step whose target is not read directly.
    @inline(__always) func read(_ track: LaneTrack) -> SIMD2<Double>? {
        if let scalars { return track.read(&scalars.pointee) }
        return LeafValues.read(track, transform: transform)
    }

    /// `LaneTrack.write` for a step whose target is not written directly.
    @inline(__always) func write(_ v: SIMD2<Double>, _ track: LaneTrack) {
        if let scalars {
            track.write(v, to: &scalars.pointee)
            return
        }
        LeafValues.write(v, track, transform: transform)
    }
}

/// What a program that `targetsDirectOnly` writes, starting from the model's values: a plain
/// leaf with such a program is evaluated in these three properties instead of a copy of its
/// whole `LayerScalars` (440 bytes), and its node reads everything else from the model.
struct LeafValues {
    var position: CGPoint
    var opacity: Float
    var transform: CATransform3D

    // A direct program goes through its track only for a transform component that is neither
    // read from the identity nor planar: the track then reads and writes through its key path,
    // which for a transform component touches `transform` alone. Done in scalars holding it.
    @inline(never)
    static func read(_ track: LaneTrack, transform: UnsafeMutablePointer<CATransform3D>) -> SIMD2<Double>? {
        var g = LayerScalars()
        g.transform = transform.pointee
        return track.read(&g)
    }
    @inline(never)
    static func write(_ v: SIMD2<Double>, _ track: LaneTrack, transform: UnsafeMutablePointer<CATransform3D>) {
        var g = LayerScalars()
        g.transform = transform.pointee
        track.write(v, to: &g)
        transform.pointee = g.transform
    }
}
