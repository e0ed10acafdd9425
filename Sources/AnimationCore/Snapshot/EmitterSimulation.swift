import Foundation

/// Computes an emitter's live particles at one local time, without stepping: particle `k` of
/// cell `c` is born when the cell's cumulative births reach `k`, and its random parameters come
/// from a generator seeded by the layer's `seed`, `c` and `k`.
enum EmitterSimulation {
    /// The particle batches of `emitter` (presentation values) at its local time `t`;
    /// `history` is the model layer's record of `birthRate` changes, `origin` the local time
    /// emission starts at, and `cache` the model layer's particle constants (see `ParticleConstants`).
    static func batches(for emitter: CAEmitterLayer, history: [(time: Double, rate: Double)], origin: Double = 0,
                        cache: ParticleConstantsCache, at t: Double) -> [ParticleBatch] {
        guard t.isFinite, t > origin else { return [] }
        var batches: [ParticleBatch] = []
        let segments = history.isEmpty ? [(time: -Double.infinity, rate: max(0, Double(emitter.birthRate)))] : history
        let cells = emitter.emitterCells ?? []
        cache.lock.lock()
        defer { cache.lock.unlock() }
        cache.keepCells(below: cells.count)
        for (index, cell) in cells.enumerated() where cell.isEnabled {
            guard let image = cell.image else { continue }
            let cellRate = Double(cell.birthRate)
            guard cellRate.isFinite, cellRate > 0 else { continue }
            let layerLife = Double(emitter.lifetime).isFinite ? max(0, Double(emitter.lifetime)) : 0
            let maxLife = max(0, Double(cell.lifetime + abs(cell.lifetimeRange))) * layerLife
            guard maxLife > 0 else { continue }
            let births = BirthSchedule(segments: segments, cellRate: cellRate, origin: origin)
            let first = max(0, Int(births.count(at: t - maxLife).rounded(.up)))
            let born = births.count(at: t)
            // An emitter idle from its start has no particle 0.
            if born == 0, births.rate(at: t) == 0 { continue }
            var last = Int(born.rounded(.down))
            if last - first >= CAEmitterLayer.maximumParticlesPerCell {
                CADiagnostics.report("CAEmitterLayer: more than \(CAEmitterLayer.maximumParticlesPerCell) "
                                     + "live particles in one cell; drawing the newest")
                last = first + CAEmitterLayer.maximumParticlesPerCell - 1
            }
            guard last >= first else { continue }
            let parameters = Parameters(emitter, cell)
            let ks = first...last
            // Worked out when a renderer reads `particles` (the CPU path), not for the GPU path.
            let simulate: @Sendable () -> [Particle] = {
                cache.lock.lock()
                defer { cache.lock.unlock() }
                return cache.withConstants(ks, cellIndex: index, parameters) { constants in
                    live(ks, constants, parameters, births: births, at: t, layerLife: layerLife)
                }
            }
            batches.append(ParticleBatch(image: image, contentsRect: cell.contentsRect,
                                         additive: emitter.renderMode == .additive,
                                         unordered: emitter.renderMode == .unordered || emitter.renderMode == .additive,
                                         program: ParticleProgram(parameters: parameters, cellIndex: index,
                                                                  births: births, first: first, last: last, time: t,
                                                                  layerLife: layerLife),
                                         simulate: simulate))
        }
        return batches
    }

    /// Cells with at least this many particles are simulated on all cores.
    nonisolated(unsafe) static var minimumParallelParticles = 4096

    /// The living particles among `ks` of one cell at local time `t`, in order of birth
    /// (`constants[i]` belongs to particle `ks.lowerBound + i`). Each particle is a pure
    /// function of its index and the parameters, so a long range is split into chunks
    /// simulated on all cores (the result is the same, to the bit, as the serial loop).
    private static func live(_ ks: ClosedRange<Int>, _ constants: UnsafeBufferPointer<ParticleConstants>,
                             _ q: Parameters, births: BirthSchedule, at t: Double, layerLife: Double) -> [Particle] {
        let n = ks.count, workers = ParallelSnapshot.workers
        ParticleBatch.countSimulated(n)
        @inline(__always) func simulate(_ k: Int) -> Particle? {
            particle(constants[k - ks.lowerBound], q, age: t - births.time(ofBirth: Double(k)), layerLife: layerLife)
        }
        guard workers > 1, n >= minimumParallelParticles else {
            var particles: [Particle] = []
            particles.reserveCapacity(n)
            for k in ks { if let p = simulate(k) { particles.append(p) } }
            return particles
        }
        let chunkCount = workers * 2
        var written = [Int](repeating: 0, count: chunkCount)
        return [Particle](unsafeUninitializedCapacity: n) { slots, count in
            let base = slots.baseAddress!
            written.withUnsafeMutableBufferPointer { written in
                DispatchQueue.concurrentPerform(iterations: chunkCount) { c in
                    let lower = n * c / chunkCount, upper = n * (c + 1) / chunkCount
                    var w = lower
                    for i in lower..<upper {
                        if let p = simulate(ks.lowerBound + i) {
                            (base + w).initialize(to: p)
                            w += 1
                        }
                    }
                    written[c] = w - lower
                }
                // Close the gaps left by particles that have died, keeping the order.
                var filled = 0
                for c in 0..<chunkCount {
                    let lower = n * c / chunkCount
                    if lower != filled { (base + filled).moveInitialize(from: base + lower, count: written[c]) }
                    filled += written[c]
                }
                count = filled
            }
        }
    }

    /// The emitter's and one cell's parameters, read once per batch: the cells' and layers'
    /// properties are open class properties (a dynamic call and an exclusivity check each), and
    /// reading ~30 of them for every particle cost more than all the particle's arithmetic.
    /// Every value is the property as read before, so particles are unchanged to the bit.
    struct Parameters {
        // Emitter
        let seed: UInt64, position: CGPoint, size: CGSize
        let shape: CAEmitterLayerEmitterShape, outline: Bool
        let velocity: CGFloat, scale: CGFloat, spin: CGFloat
        // Cell
        let lifetime: Double, lifetimeRange: Double
        let longitude: CGFloat, range: CGFloat, latitudeFactor: CGFloat
        let cellVelocity: CGFloat, velocityRange: CGFloat, xAcceleration: CGFloat, yAcceleration: CGFloat
        let cellScale: CGFloat, scaleRange: CGFloat, scaleSpeed: CGFloat
        let cellSpin: CGFloat, spinRange: CGFloat, contentsScale: CGFloat
        let base: RGBA
        let colorRange: (Float, Float, Float, Float), colorSpeed: (Float, Float, Float, Float)

        init(_ e: CAEmitterLayer, _ cell: CAEmitterCell) {
            seed = UInt64(e.seed)
            position = e.emitterPosition
            size = e.emitterSize
            shape = e.emitterShape
            outline = e.emitterMode == .outline
            velocity = CGFloat(e.velocity)
            scale = CGFloat(e.scale)
            spin = CGFloat(e.spin)
            lifetime = Double(cell.lifetime)
            lifetimeRange = Double(cell.lifetimeRange)
            longitude = cell.emissionLongitude
            range = cell.emissionRange
            latitudeFactor = cos(cell.emissionLatitude)
            cellVelocity = cell.velocity
            velocityRange = cell.velocityRange
            xAcceleration = cell.xAcceleration
            yAcceleration = cell.yAcceleration
            cellScale = cell.scale
            scaleRange = cell.scaleRange
            scaleSpeed = cell.scaleSpeed
            cellSpin = cell.spin
            spinRange = cell.spinRange
            contentsScale = max(cell.contentsScale, 0.01)
            base = cell.color?.rgba ?? .white
            colorRange = (cell.redRange, cell.greenRange, cell.blueRange, cell.alphaRange)
            colorSpeed = (cell.redSpeed, cell.greenSpeed, cell.blueSpeed, cell.alphaSpeed)
        }
    }

    /// One particle at `age` seconds, or nil when it has died, from the constants of its birth
    /// (`ParticleConstants`: its random draws, in order, are lifetime, emission point (2),
    /// direction, speed, scale, spin, then the four colour channels).
    @inline(__always)
    private static func particle(_ c: ParticleConstants, _ q: Parameters, age: Double, layerLife: Double) -> Particle? {
        let life = c.life * layerLife
        guard age >= 0, age < life else { return nil }
        let a = CGFloat(age)
        let origin = emissionPoint(q, u: c.u, v: c.v)
        let x = origin.x + c.vx * a + 0.5 * q.xAcceleration * a * a
        let y = origin.y + c.vy * a + 0.5 * q.yAcceleration * a * a
        let scale = max(0, (c.scale + q.scaleSpeed * a) * q.scale)
        let color = RGBA(red: c.red + Double(q.colorSpeed.0) * age,
                         green: c.green + Double(q.colorSpeed.1) * age,
                         blue: c.blue + Double(q.colorSpeed.2) * age,
                         alpha: c.alpha + Double(q.colorSpeed.3) * age).clamped
        guard x.isFinite, y.isFinite else { return nil }
        return Particle(position: CGPoint(x: x, y: y), scale: scale / q.contentsScale,
                        rotation: c.spin * a, color: color)
    }

    /// Where a particle starts, from the emitter's shape and mode and the particle's two
    /// random numbers `u` and `v` (−1…1), uniformly over the shape as Apple's documentation
    /// places it: a line of `emitterSize.width`; a rectangle of `emitterSize` (its area, or its
    /// perimeter in `.outline` mode, each side as likely as its length); a circle of radius
    /// `emitterSize.width` (its disc by area, or its rim in `.outline` mode). `.points`,
    /// `.surface` and `.volume` all fill the area; 3-D shapes use their 2-D section.
    @inline(__always)
    private static func emissionPoint(_ q: Parameters, u: CGFloat, v: CGFloat) -> CGPoint {
        let c = q.position, w = q.size.width, h = q.size.height
        switch q.shape {
        case .line: return CGPoint(x: c.x + u * w / 2, y: c.y)
        case .rectangle, .cuboid:
            guard q.outline else { return CGPoint(x: c.x + u * w / 2, y: c.y + v * h / 2) }
            return perimeterPoint(center: c, width: abs(w), height: abs(h), fraction: (v + 1) / 2)
        case .circle, .sphere:
            let angle = u * .pi
            let r = q.outline ? w : w * ((v + 1) / 2).squareRoot()
            return CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
        default: return c
        }
    }

    /// The point `fraction` (0…1) of the way round a rectangle's perimeter, clockwise from its
    /// top-left corner.
    @inline(__always)
    private static func perimeterPoint(center c: CGPoint, width w: CGFloat, height h: CGFloat,
                                       fraction: CGFloat) -> CGPoint {
        let left = c.x - w / 2, top = c.y - h / 2
        var d = min(max(fraction, 0), 1) * 2 * (w + h)
        if d <= w { return CGPoint(x: left + d, y: top) }
        d -= w
        if d <= h { return CGPoint(x: left + w, y: top + d) }
        d -= h
        if d <= w { return CGPoint(x: left + w - d, y: top + h) }
        d -= w
        return CGPoint(x: left, y: top + h - min(d, h))
    }
}

/// Cumulative births over time for piecewise-constant birth rates.
struct BirthSchedule {
    /// Segment start times (the first may be −∞), and births per second within each.
    let starts: [Double], rates: [Double], countsAtStart: [Double]

    /// Births start at local time `origin` (≥ 0), at the rates of `segments` times `cellRate`.
    init(segments: [(time: Double, rate: Double)], cellRate: Double, origin: Double = 0) {
        var s: [Double] = [], r: [Double] = [], c: [Double] = []
        var total = 0.0
        let origin = origin.isFinite ? max(0, origin) : 0
        for (i, seg) in segments.enumerated() {
            let start = i == 0 ? origin : max(origin, seg.time)
            if i > 0, let prevStart = s.last, let prevRate = r.last { total += max(0, start - prevStart) * prevRate }
            s.append(start)
            r.append(seg.rate * cellRate)
            c.append(total)
        }
        starts = s
        rates = r
        countsAtStart = c
    }

    /// Births from the origin up to `t`.
    func count(at t: Double) -> Double {
        guard t > starts[0] else { return 0 }
        var i = starts.count - 1
        while i > 0, starts[i] > t { i -= 1 }
        return countsAtStart[i] + (t - starts[i]) * rates[i]
    }

    /// Births per second at local time `t`.
    func rate(at t: Double) -> Double {
        guard t > starts[0] else { return 0 }
        var i = starts.count - 1
        while i > 0, starts[i] > t { i -= 1 }
        return rates[i]
    }

    /// The local time at which cumulative births reach `n`.
    func time(ofBirth n: Double) -> Double {
        var i = starts.count - 1
        while i > 0, countsAtStart[i] > n { i -= 1 }
        guard rates[i] > 0 else { return starts[i] }
        return starts[i] + (n - countsAtStart[i]) / rates[i]
    }
}

/// A small, fast, seedable generator (SplitMix64).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// Uniform in −1…1.
    mutating func symmetric() -> Double { Double(next() >> 11) / Double(1 << 53) * 2 - 1 }
}
