import Foundation

/// Builds the nodes of a long sublayer array on all cores.
///
/// Only for plain `CALayer` leaves whose building runs no app code and touches nothing shared:
/// exactly `CALayer` (no overridden accessors), no sublayers, no mask, no transition, and only
/// number/point animations that change no content (`AnimationProgram`, `LaneTrack`). Building such
/// a child reads its own state and writes only its own caches (content, program) and its node's
/// slot; the only shared thing it can reach, `CADiagnostics.report`, is deferred per chunk and
/// replayed in order afterwards on the calling thread. A chunk that meets any other child gives
/// up; the whole array is then built by the serial walk (the nodes already built are dropped:
/// building a safe child is idempotent), so results, side effects and diagnostics are exactly
/// those of the serial walk.
enum ParallelSnapshot {
    /// Sublayer arrays shorter than this are built serially (the hand-off costs tens of µs).
    nonisolated(unsafe) static var minimumChildren = 1024
    /// How many threads may build at once (the machine's active cores).
    static let workers = ProcessInfo.processInfo.activeProcessorCount

    /// True when `child` can be built on a worker thread (see the type's notes).
    @inline(__always)
    static func isSafe(_ child: CALayer) -> Bool { SnapshotBuilder.isPlainLeaf(child) }

    /// What one chunk did: its first slot, how many nodes it wrote from there, whether it met a
    /// child it may not build, and the diagnostics it held back.
    private struct Chunk {
        var start = 0, count = 0, gaveUp = false
        var messages: [String] = []
    }

    /// The nodes of `children` (a layer's sublayers at its local time `t`, in its sublayer space
    /// `space`), built on all cores; nil when the array is short, there is one core, or a child
    /// may not be built off the calling thread (the caller then walks them serially).
    static func nodes(of children: [CALayer], time t: Double, parentSpace space: CATransform3D?) -> [RenderNode]? {
        let n = children.count
        guard workers > 1, n >= minimumChildren else { return nil }
        // A few chunks per core, so a core busy with other work does not hold the others up.
        let chunkCount = min(n, workers * 4)
        var chunks = [Chunk](repeating: Chunk(), count: chunkCount)
        var gaveUp = false
        let nodes = [RenderNode](unsafeUninitializedCapacity: n) { slots, count in
            let base = slots.baseAddress!
            children.withUnsafeBufferPointer { children in
                chunks.withUnsafeMutableBufferPointer { chunks in
                    DispatchQueue.concurrentPerform(iterations: chunkCount) { c in
                        let lower = n * c / chunkCount, upper = n * (c + 1) / chunkCount
                        let held = DeferredDiagnostics()
                        var k = lower, safe = true
                        CADiagnostics.deferring(into: held) {
                            SnapshotBuilder.withParentSpace(space) { space in
                                for i in lower..<upper {
                                    Unmanaged.passUnretained(children[i])._withUnsafeGuaranteedRef { child in
                                        guard safe, isSafe(child) else {
                                            safe = false
                                            return
                                        }
                                        if SnapshotBuilder.buildLeaf(child, parentTime: t, space: space, at: base + k) {
                                            k += 1
                                        }
                                    }
                                    if !safe { break }
                                }
                            }
                        }
                        chunks[c] = Chunk(start: lower, count: k - lower, gaveUp: !safe, messages: held.messages)
                    }
                }
            }
            if chunks.contains(where: \.gaveUp) {
                for chunk in chunks { (base + chunk.start).deinitialize(count: chunk.count) }
                gaveUp = true
                count = 0
                return
            }
            // Close the gaps left by hidden children, keeping the order.
            var filled = 0
            for chunk in chunks {
                if chunk.start != filled {
                    (base + filled).moveInitialize(from: base + chunk.start, count: chunk.count)
                }
                filled += chunk.count
            }
            count = filled
        }
        if gaveUp { return nil }
        for chunk in chunks { chunk.messages.forEach(CADiagnostics.report) }
        return nodes
    }
}
