import Foundation

/// Computes an emitter's live particles at one local time, without stepping: particle `k` of
/// cell `c` is born when the cell's cumulative births reach `k`, and its random parameters come
/// from a generator seeded by the layer's `seed`, `c` and `k`.
enum EmitterSimulation {
    /// The particle batches of `emitter` (presentation values) at its local time `t`;
    /// `history` is the model layer's record of `birthRate` changes.
    static func batches(for emitter: CAEmitterLayer, history: [(time: Double, rate: Double)], at t: Double) -> [ParticleBatch] {
        guard t.isFinite, t > 0 else { return [] }
        var batches: [ParticleBatch] = []
        let segments = history.isEmpty ? [(time: -Double.infinity, rate: max(0, Double(emitter.birthRate)))] : history
        for (index, cell) in (emitter.emitterCells ?? []).enumerated() where cell.isEnabled {
            guard let image = cell.image else { continue }
            let cellRate = Double(cell.birthRate)
            guard cellRate.isFinite, cellRate > 0 else { continue }
            let layerLife = Double(emitter.lifetime).isFinite ? max(0, Double(emitter.lifetime)) : 0
            let maxLife = max(0, Double(cell.lifetime + abs(cell.lifetimeRange))) * layerLife
            guard maxLife > 0 else { continue }
            let births = BirthSchedule(segments: segments, cellRate: cellRate)
            let first = max(0, Int(births.count(at: t - maxLife).rounded(.up)))
            var last = Int(births.count(at: t).rounded(.down))
            if last - first >= CAEmitterLayer.maximumParticlesPerCell {
                CADiagnostics.report("CAEmitterLayer: more than \(CAEmitterLayer.maximumParticlesPerCell) live particles in one cell; drawing the newest")
                last = first + CAEmitterLayer.maximumParticlesPerCell - 1
            }
            guard last >= first else { continue }
            var particles: [Particle] = []
            particles.reserveCapacity(last - first + 1)
            for k in first...last {
                let born = births.time(ofBirth: Double(k))
                if let p = particle(k: k, cell: cell, cellIndex: index, emitter: emitter, age: t - born, layerLife: layerLife) {
                    particles.append(p)
                }
            }
            batches.append(ParticleBatch(image: image, contentsRect: cell.contentsRect,
                                         additive: emitter.renderMode == .additive, particles: particles))
        }
        return batches
    }

    /// One particle at `age` seconds, or nil when it has died.
    private static func particle(k: Int, cell: CAEmitterCell, cellIndex: Int, emitter: CAEmitterLayer,
                                 age: Double, layerLife: Double) -> Particle? {
        var rng = SplitMix64(seed: UInt64(emitter.seed) &* 0x9E37_79B9 &+ UInt64(cellIndex) &* 0x1_0000_0001 &+ UInt64(k) &* 0xD1B5_4A32_D192_ED03)
        let life = max(0, Double(cell.lifetime) + Double(cell.lifetimeRange) * rng.symmetric()) * layerLife
        guard age >= 0, age < life else { return nil }
        let a = CGFloat(age)
        let origin = emissionPoint(emitter, &rng)
        let direction = cell.emissionLongitude + cell.emissionRange * CGFloat(rng.symmetric())
        let latitudeFactor = cos(cell.emissionLatitude)
        let speed = (cell.velocity + cell.velocityRange * CGFloat(rng.symmetric())) * CGFloat(emitter.velocity) * latitudeFactor
        let x = origin.x + speed * cos(direction) * a + 0.5 * cell.xAcceleration * a * a
        let y = origin.y + speed * sin(direction) * a + 0.5 * cell.yAcceleration * a * a
        let scale = max(0, (cell.scale + cell.scaleRange * CGFloat(rng.symmetric()) + cell.scaleSpeed * a) * CGFloat(emitter.scale))
        let spin = (cell.spin + cell.spinRange * CGFloat(rng.symmetric())) * CGFloat(emitter.spin)
        let base = cell.color?.rgba ?? .white
        func channel(_ v: Double, _ range: Float, _ speed: Float) -> Double {
            v + Double(range) * rng.symmetric() + Double(speed) * age
        }
        let color = RGBA(red: channel(base.red, cell.redRange, cell.redSpeed),
                         green: channel(base.green, cell.greenRange, cell.greenSpeed),
                         blue: channel(base.blue, cell.blueRange, cell.blueSpeed),
                         alpha: channel(base.alpha, cell.alphaRange, cell.alphaSpeed)).clamped
        guard x.isFinite, y.isFinite else { return nil }
        return Particle(position: CGPoint(x: x, y: y), scale: scale / max(cell.contentsScale, 0.01),
                        rotation: spin * a, color: color)
    }

    /// Where a particle starts, from the emitter's shape and mode.
    private static func emissionPoint(_ e: CAEmitterLayer, _ rng: inout SplitMix64) -> CGPoint {
        let c = e.emitterPosition, w = e.emitterSize.width, h = e.emitterSize.height
        let u = CGFloat(rng.symmetric()), v = CGFloat(rng.symmetric())
        switch e.emitterShape {
        case .line: return CGPoint(x: c.x + u * w / 2, y: c.y)
        case .rectangle, .cuboid:
            if e.emitterMode == .outline {
                let side = Int((v + 1) * 2) % 4
                switch side {
                case 0: return CGPoint(x: c.x + u * w / 2, y: c.y - h / 2)
                case 1: return CGPoint(x: c.x + w / 2, y: c.y + u * h / 2)
                case 2: return CGPoint(x: c.x + u * w / 2, y: c.y + h / 2)
                default: return CGPoint(x: c.x - w / 2, y: c.y + u * h / 2)
                }
            }
            return CGPoint(x: c.x + u * w / 2, y: c.y + v * h / 2)
        case .circle, .sphere:
            let angle = u * .pi
            let r = e.emitterMode == .outline ? w / 2 : w / 2 * ((v + 1) / 2).squareRoot()
            return CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
        default: return c
        }
    }
}

/// Cumulative births over time for piecewise-constant birth rates.
struct BirthSchedule {
    /// Segment start times (the first may be −∞), and births per second within each.
    let starts: [Double], rates: [Double], countsAtStart: [Double]

    init(segments: [(time: Double, rate: Double)], cellRate: Double) {
        var s: [Double] = [], r: [Double] = [], c: [Double] = []
        var total = 0.0
        for (i, seg) in segments.enumerated() {
            let start = i == 0 ? 0 : max(0, seg.time)
            if i > 0, let prevStart = s.last, let prevRate = r.last { total += max(0, start - prevStart) * prevRate }
            s.append(start); r.append(seg.rate * cellRate); c.append(total)
        }
        starts = s; rates = r; countsAtStart = c
    }

    /// Births from local time 0 up to `t`.
    func count(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        var i = starts.count - 1
        while i > 0, starts[i] > t { i -= 1 }
        return countsAtStart[i] + (t - starts[i]) * rates[i]
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
