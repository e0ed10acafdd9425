import Foundation

/// A batch's particles, worked out on the CPU the first time they are read: a renderer that
/// draws the batch from its `ParticleProgram` (a vertex shader) never reads them, so a frame
/// then costs the core nothing per particle. Read once, they are kept (a snapshot drawn twice
/// simulates once). Thread-safe: the work runs under a lock.
final class DeferredParticles: @unchecked Sendable {  // guarded by `lock`
    private let lock = NSLock()
    private var simulate: (@Sendable () -> [Particle])?
    private var result: [Particle]

    /// Particles already known.
    init(_ particles: [Particle]) {
        result = particles
    }

    /// Particles worked out by `simulate` when first read.
    init(simulate: @escaping @Sendable () -> [Particle]) {
        self.simulate = simulate
        result = []
    }

    var particles: [Particle] {
        lock.lock()
        defer { lock.unlock() }
        if let work = simulate {
            result = work()
            simulate = nil
        }
        return result
    }

    /// True once the particles are known (given, or simulated by a read).
    var isWorkedOut: Bool {
        lock.lock()
        defer { lock.unlock() }
        return simulate == nil
    }
}

extension ParticleBatch {
    /// Particles worked out on the CPU by emitter snapshots in this process so far, all threads
    /// together (a diagnostics counter: a renderer drawing every batch from its program leaves
    /// it unchanged). Not in Core Animation.
    public static var particlesSimulated: Int {
        simulatedLock.lock()
        defer { simulatedLock.unlock() }
        return simulatedCount
    }

    private static let simulatedLock = NSLock()
    nonisolated(unsafe) private static var simulatedCount = 0

    static func countSimulated(_ n: Int) {
        simulatedLock.lock()
        simulatedCount += n
        simulatedLock.unlock()
    }
}
