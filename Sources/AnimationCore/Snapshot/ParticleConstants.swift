import Foundation

/// What a particle keeps from its birth: the parts of `EmitterSimulation.particle` that do not
/// depend on its age, so that a particle alive for many frames draws its eleven random numbers
/// and takes the cosine and sine of its direction once, not every frame (a real particle system
/// keeps its particles' initial state the same way).
///
/// Each value is the same expression, evaluated in the same order, as the per-frame code it
/// replaces, so particles are unchanged to the bit: for example `vx` is `speed · cos(direction)`,
/// and the position's `speed · cos(direction) · age` is `(speed · cos(direction)) · age`.
struct ParticleConstants {
    /// `max(0, lifetime + lifetimeRange · r)`; the particle lives this times the layer's lifetime.
    var life: Double
    /// The emission point's two random numbers (the point itself follows the emitter's
    /// position, size and shape, which may change while the particle lives).
    var u: CGFloat, v: CGFloat
    /// `speed · cos(direction)` and `speed · sin(direction)`.
    var vx: CGFloat, vy: CGFloat
    /// `cellScale + scaleRange · r` (the scale before `scaleSpeed · age`).
    var scale: CGFloat
    /// `(cellSpin + spinRange · r) · emitter spin`.
    var spin: CGFloat
    /// Each colour channel's `base + range · r` (before `speed · age`).
    var red: Double, green: Double, blue: Double, alpha: Double

    /// The constants of particle `k` of cell `cellIndex`: the random draws in
    /// `EmitterSimulation.particle`'s order (lifetime, emission point (2), direction, speed,
    /// scale, spin, the four colour channels).
    init(k: Int, cellIndex: Int, _ q: EmitterSimulation.Parameters) {
        var rng = SplitMix64(seed: q.seed &* 0x9E37_79B9 &+ UInt64(cellIndex) &* 0x1_0000_0001
                                   &+ UInt64(k) &* 0xD1B5_4A32_D192_ED03)
        life = max(0, q.lifetime + q.lifetimeRange * rng.symmetric())
        u = CGFloat(rng.symmetric())
        v = CGFloat(rng.symmetric())
        let direction = q.longitude + q.range * CGFloat(rng.symmetric())
        let speed = (q.cellVelocity + q.velocityRange * CGFloat(rng.symmetric())) * q.velocity * q.latitudeFactor
        vx = speed * cos(direction)
        vy = speed * sin(direction)
        scale = q.cellScale + q.scaleRange * CGFloat(rng.symmetric())
        spin = (q.cellSpin + q.spinRange * CGFloat(rng.symmetric())) * q.spin
        red = q.base.red + Double(q.colorRange.0) * rng.symmetric()
        green = q.base.green + Double(q.colorRange.1) * rng.symmetric()
        blue = q.base.blue + Double(q.colorRange.2) * rng.symmetric()
        alpha = q.base.alpha + Double(q.colorRange.3) * rng.symmetric()
    }
}

/// The constants of an emitter's living particles, per cell, kept from frame to frame on the
/// model layer. A cell's run of constants covers consecutive particle numbers; particles that
/// died are dropped from its front and newborn ones appended. Everything is worked out again
/// when a value the constants depend on changes (`ParticleConstants.Inputs`), or when time
/// goes back before the run.
final class ParticleConstantsCache: @unchecked Sendable {  // guarded by `lock`
    /// The parameters the constants depend on (not the emitter's position, size or shape,
    /// accelerations, speeds of change, `scale` or `lifetime`, which apply each frame).
    struct Inputs: Equatable {
        var seed: UInt64, lifetime: Double, lifetimeRange: Double
        var longitude: CGFloat, range: CGFloat, latitudeFactor: CGFloat
        var cellVelocity: CGFloat, velocityRange: CGFloat, velocity: CGFloat
        var cellScale: CGFloat, scaleRange: CGFloat, cellSpin: CGFloat, spinRange: CGFloat, spin: CGFloat
        var base: RGBA
        var colorRange: SIMD4<Float>

        init(_ q: EmitterSimulation.Parameters) {
            seed = q.seed
            lifetime = q.lifetime
            lifetimeRange = q.lifetimeRange
            longitude = q.longitude
            range = q.range
            latitudeFactor = q.latitudeFactor
            cellVelocity = q.cellVelocity
            velocityRange = q.velocityRange
            velocity = q.velocity
            cellScale = q.cellScale
            scaleRange = q.scaleRange
            cellSpin = q.cellSpin
            spinRange = q.spinRange
            spin = q.spin
            base = q.base
            colorRange = SIMD4(q.colorRange.0, q.colorRange.1, q.colorRange.2, q.colorRange.3)
        }
    }

    /// One cell's run: `constants[offset + i]` belongs to particle `first + i` (the dead at
    /// the front are skipped by `offset` and compacted away only now and then).
    private struct Run {
        var inputs: Inputs
        var first: Int
        var offset = 0
        var constants: [ParticleConstants] = []
        var count: Int { constants.count - offset }
    }

    private var runs: [Int: Run] = [:]
    let lock = NSLock()
    /// Constants worked out since the cache was made (for tests).
    private(set) var computed = 0

    /// Calls `body` with the constants of particles `ks` of cell `cellIndex` (element `i` is
    /// particle `ks.lowerBound + i`), working out those not kept from earlier frames (on all
    /// cores when there are many: a new emitter, or inputs that changed). The caller holds `lock`.
    func withConstants<R>(_ ks: ClosedRange<Int>, cellIndex: Int, _ q: EmitterSimulation.Parameters,
                          _ body: (UnsafeBufferPointer<ParticleConstants>) -> R) -> R {
        let inputs = Inputs(q)
        var run = runs.removeValue(forKey: cellIndex) ?? Run(inputs: inputs, first: ks.lowerBound)
        if run.inputs != inputs || ks.lowerBound < run.first || ks.lowerBound > run.first + run.count {
            run = Run(inputs: inputs, first: ks.lowerBound)
        } else if ks.lowerBound > run.first {
            run.offset += ks.lowerBound - run.first
            run.first = ks.lowerBound
            if run.offset > 1024 && run.offset > run.count {
                run.constants.removeFirst(run.offset)
                run.offset = 0
            }
        }
        if run.count > ks.count { run.constants.removeLast(run.count - ks.count) }
        let missing = ks.count - run.count
        if missing > 0 {
            append(missing, from: run.first + run.count, to: &run.constants, cellIndex: cellIndex, q)
            computed += missing
        }
        let offset = run.offset
        let result = run.constants.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[offset ..< offset + ks.count]))
        }
        runs[cellIndex] = run
        return result
    }

    /// Appends the constants of particles `start ..< start + n`.
    private func append(_ n: Int, from start: Int, to constants: inout [ParticleConstants], cellIndex: Int,
                        _ q: EmitterSimulation.Parameters) {
        let workers = ParallelSnapshot.workers
        guard workers > 1, n >= EmitterSimulation.minimumParallelParticles else {
            constants.reserveCapacity(constants.count + n)
            for k in start..<(start + n) { constants.append(ParticleConstants(k: k, cellIndex: cellIndex, q)) }
            return
        }
        let fresh = [ParticleConstants](unsafeUninitializedCapacity: n) { slots, count in
            let base = slots.baseAddress!
            let chunks = workers * 2
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                for i in (n * c / chunks)..<(n * (c + 1) / chunks) {
                    (base + i).initialize(to: ParticleConstants(k: start + i, cellIndex: cellIndex, q))
                }
            }
            count = n
        }
        constants.append(contentsOf: fresh)
    }

    /// Forgets cells at or beyond `count` (cells were removed).
    func keepCells(below count: Int) {
        if runs.keys.contains(where: { $0 >= count }) { runs = runs.filter { $0.key < count } }
    }
}
