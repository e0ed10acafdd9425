import Foundation

/// One emitter cell's particles as a program a GPU can run, instead of the particles worked
/// out on the CPU when `ParticleBatch.particles` is read: each particle is a pure function of its
/// number `k`, the cell's parameters and time, so a renderer can upload each particle's
/// constants once, when it is born, and work out its position, scale, spin, colour and alpha
/// at any time in a vertex shader (`AnimationRender`'s OpenGL particle path).
///
/// Not in Core Animation, whose render server does this privately; `CAEmitterLayer` and
/// `CAEmitterCell` are unchanged. The values are those of `EmitterSimulation`, in `Float`.
public struct ParticleProgram: Sendable {
    let parameters: EmitterSimulation.Parameters
    /// The cell's index among the emitter's `emitterCells`.
    public let cellIndex: Int
    let births: BirthSchedule
    /// The first and last particle numbers that may be alive at `time` (some in between may
    /// have died already: their lifetimes differ).
    public let first: Int, last: Int
    /// The emitter's local time of the snapshot.
    public let time: Double
    /// The emitter layer's `lifetime` multiplier.
    let layerLife: Double

    /// Floats per particle written by `writeConstants`.
    public static let floatsPerParticle = 12

    /// Particle numbers `first...last`: how many instances a frame draws.
    public var count: Int { last - first + 1 }

    init(parameters: EmitterSimulation.Parameters, cellIndex: Int, births: BirthSchedule,
         first: Int, last: Int, time: Double, layerLife: Double) {
        self.parameters = parameters; self.cellIndex = cellIndex; self.births = births
        self.first = first; self.last = last; self.time = time; self.layerLife = layerLife
    }

    /// Writes the constants of particles `ks`, `floatsPerParticle` each, in this order: birth
    /// time minus `birthOrigin`, lifetime (before the layer's multiplier), the emission
    /// point's two random numbers, velocity x and y, scale, spin, red, green, blue, alpha
    /// (the colour before its speeds). Values are `ParticleConstants`' (the CPU path's), so
    /// both paths draw the same particles.
    public func writeConstants(_ ks: Range<Int>, birthOrigin: Double, into out: UnsafeMutablePointer<Float>) {
        var o = out
        for k in ks {
            let c = ParticleConstants(k: k, cellIndex: cellIndex, parameters)
            let birth = births.time(ofBirth: Double(k)) - birthOrigin
            o[0] = Float(birth); o[1] = Float(c.life); o[2] = Float(c.u); o[3] = Float(c.v)
            o[4] = Float(c.vx); o[5] = Float(c.vy); o[6] = Float(c.scale); o[7] = Float(c.spin)
            o[8] = Float(c.red); o[9] = Float(c.green); o[10] = Float(c.blue); o[11] = Float(c.alpha)
            o += Self.floatsPerParticle
        }
    }

    /// True when particles up to number `k` have the same constants under `earlier` as under
    /// this program (the same cell, seed and random ranges, and the same birth times: the
    /// emitter's `birthRate` changes after those births do not move them), so constants
    /// uploaded for `earlier` can stay.
    public func sharesConstants(with earlier: ParticleProgram, through k: Int) -> Bool {
        cellIndex == earlier.cellIndex
            && ParticleConstantsCache.Inputs(parameters) == ParticleConstantsCache.Inputs(earlier.parameters)
            && births.agrees(with: earlier.births, through: Double(k))
    }

    /// A box holding every live particle's centre at `time` (in the emitter layer's space),
    /// worked out from the ranges of the cell's parameters without simulating: the emitter's
    /// shape, the fastest speed for the oldest age, and the accelerations. Null when a value
    /// is not finite.
    public var positionBounds: CGRect {
        let q = parameters, age = oldestAge
        let speed = (abs(q.cellVelocity) + abs(q.velocityRange)) * abs(q.velocity * q.latitudeFactor) * age
        let w = abs(q.size.width), h = abs(q.size.height)
        let reach: (x: CGFloat, y: CGFloat)
        switch q.shape {
        case .line: reach = (w / 2, 0)
        case .rectangle, .cuboid: reach = (w / 2, h / 2)
        case .circle, .sphere: reach = (w, w)
        default: reach = (0, 0)
        }
        let ax = 0.5 * q.xAcceleration * age * age, ay = 0.5 * q.yAcceleration * age * age
        let box = CGRect(x: q.position.x - reach.x - speed + min(0, ax), y: q.position.y - reach.y - speed + min(0, ay),
                         width: 2 * (reach.x + speed) + abs(ax), height: 2 * (reach.y + speed) + abs(ay))
        let finite = [box.minX, box.minY, box.width, box.height].allSatisfy(\.isFinite)
        return finite ? box : .null
    }

    /// The largest `Particle.scale` any live particle can have at `time` (from the ranges).
    public var largestScale: CGFloat {
        let q = parameters
        let largest = abs(q.cellScale) + abs(q.scaleRange) + abs(q.scaleSpeed) * oldestAge
        let scale = largest * abs(q.scale) / q.contentsScale
        return scale.isFinite ? scale : .infinity
    }

    /// The age of the oldest particle that may be alive: its lifetime's upper bound, or the
    /// time since particle `first` was born if that is less.
    private var oldestAge: CGFloat {
        let longest = max(0, parameters.lifetime + abs(parameters.lifetimeRange)) * layerLife
        return CGFloat(max(0, min(longest, time - births.time(ofBirth: Double(first)))))
    }

    /// The values every particle of the frame shares.
    public var uniforms: ParticleUniforms {
        let q = parameters
        let shape: ParticleUniforms.Shape
        switch q.shape {
        case .line: shape = .line
        case .rectangle, .cuboid: shape = .rectangle
        case .circle, .sphere: shape = .circle
        default: shape = .point
        }
        return ParticleUniforms(
            position: SIMD2(Float(q.position.x), Float(q.position.y)),
            size: SIMD2(Float(q.size.width), Float(q.size.height)), shape: shape, outline: q.outline,
            acceleration: SIMD2(Float(q.xAcceleration), Float(q.yAcceleration)),
            scaleSpeed: Float(q.scaleSpeed), scale: Float(q.scale), contentsScale: Float(q.contentsScale),
            lifetimeScale: Float(layerLife),
            colorSpeed: SIMD4(q.colorSpeed.0, q.colorSpeed.1, q.colorSpeed.2, q.colorSpeed.3))
    }
}

/// The per-frame values of a `ParticleProgram`: the emitter's position, size and shape (a
/// particle's emission point follows them while it lives), the cell's accelerations and
/// speeds of change, and the layer's `scale` and `lifetime` multipliers.
public struct ParticleUniforms: Sendable, Equatable {
    /// `emitterShape`: point (and unknown shapes), line, rectangle (and cuboid), circle (and sphere).
    public enum Shape: Int32, Sendable { case point = 0, line = 1, rectangle = 2, circle = 3 }
    /// The emitter's position and size (`emitterPosition`, `emitterSize`) in the layer's bounds space.
    public var position: SIMD2<Float>, size: SIMD2<Float>
    /// The emitter's shape, as the GPU program knows it.
    public var shape: Shape
    /// `emitterMode == .outline`.
    public var outline: Bool
    /// The cell's `xAcceleration` and `yAcceleration`, in points per second squared.
    public var acceleration: SIMD2<Float>
    /// The cell's `scaleSpeed` (per second) and `scale` multiplied by the layer's `scale`.
    public var scaleSpeed: Float, scale: Float
    /// The cell's `contentsScale` (at least 0.01): particle sizes are divided by it.
    public var contentsScale: Float
    /// The emitter layer's `lifetime`, multiplying each particle's.
    public var lifetimeScale: Float
    /// The cell's red, green, blue and alpha speeds (change per second).
    public var colorSpeed: SIMD4<Float>
}

extension BirthSchedule {
    /// True when every birth up to number `n` happens at the same time under both schedules:
    /// the segments that can place those births are equal.
    func agrees(with other: BirthSchedule, through n: Double) -> Bool {
        let mine = countsAtStart.prefix { $0 <= n }.count, theirs = other.countsAtStart.prefix { $0 <= n }.count
        guard mine == theirs else { return false }
        return starts.prefix(mine) == other.starts.prefix(mine) && rates.prefix(mine) == other.rates.prefix(mine)
            && countsAtStart.prefix(mine) == other.countsAtStart.prefix(mine)
    }
}
