import AnimationRender
import Foundation

/// Encodes and writes the headless export's PNG frames on a background thread, in frame order,
/// while the caller renders the next frame.
///
/// PNG encoding took about as long as drawing a 1280×800 gallery frame; overlapping the two is
/// what lets a 2-core machine export faster than one frame after the other (see
/// `Sources/Benchmarks/README.md`, "Headless export").
///
/// At most `capacity` frames wait besides the one being written: `submit` blocks while the
/// queue is full, so memory stays bounded (`MemoryBudget.exportNeed` counts them). Every file
/// is written whole or not at all (`AtomicFileWriter`). The first failure stops the queue: the
/// frames after it are dropped unwritten, so the folder holds frames 0 … k−1 and nothing else,
/// and `finish()` throws the failure as a `PlaygroundError` that counts those k frames.
///
/// When the writing thread cannot be started (`pthread_create` fails: under a tight `ulimit -v`
/// its stack does not fit), `submit` writes each frame itself before returning, so an export
/// still finishes, one frame after the other, instead of waiting for a thread that never ran.
final class FrameWriteQueue {
    private struct Job {
        let image: RenderedImage
        let path: String
    }

    private let writer: AtomicFileWriter
    private let directory: String
    private let capacity: Int
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var jobs: [Job] = []
    private var closed = false
    private var stopped = false
    private var failure: PlaygroundError?
    private var written: [String] = []
    /// False when the writing thread could not be started: `submit` writes frames itself.
    private(set) var writesInBackground = false

    /// Starts the writing thread (see the type's note for when it cannot). `directory` is the
    /// folder named in errors; `startsThread: false` writes inline from the start (for tests).
    init(writer: AtomicFileWriter, directory: String, capacity: Int = 1, startsThread: Bool = true) {
        self.writer = writer
        self.directory = directory
        self.capacity = max(1, capacity)
        writesInBackground = startsThread && BackgroundThread.start { [self] in self.work() }
        if !writesInBackground { stopped = true }
    }

    /// Queues `image` to be written to `path` after the frames queued before it. Waits while
    /// the queue is full. Returns false (and drops the frame) once a write has failed.
    @discardableResult
    func submit(_ image: RenderedImage, to path: String) -> Bool {
        guard writesInBackground else { return writeInline(Job(image: image, path: path)) }
        condition.lock()
        defer { condition.unlock() }
        while jobs.count >= capacity && failure == nil { condition.wait() }
        guard failure == nil, !closed else { return false }
        jobs.append(Job(image: image, path: path))
        condition.broadcast()
        return true
    }

    /// True once a write has failed (the caller can stop rendering).
    var hasFailed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return failure != nil
    }

    /// Waits until every queued frame is written (or one failed) and stops the thread.
    /// Returns the paths written, in order; throws the first failure. Safe to call again.
    @discardableResult
    func finish() throws -> [String] {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        condition.broadcast()
        while !stopped { condition.wait() }
        if let failure { throw failure }
        return written
    }

    /// `submit` without the thread: writes the frame now (nothing after a failure).
    private func writeInline(_ job: Job) -> Bool {
        guard failure == nil, !closed else { return false }
        if let error = write(job) { failure = error; return false }
        condition.lock(); written.append(job.path); condition.unlock()
        return true
    }

    private func work() {
        condition.lock()
        while true {
            while jobs.isEmpty && !closed { condition.wait() }
            if jobs.isEmpty || failure != nil { break }
            let job = jobs.removeFirst()
            condition.broadcast()
            condition.unlock()
            let error = write(job)
            condition.lock()
            if let error {
                failure = error
                jobs.removeAll()
            } else {
                written.append(job.path)
            }
            condition.broadcast()
        }
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// Encodes and writes one frame; the error the export reports, or nil.
    private func write(_ job: Job) -> PlaygroundError? {
        do {
            try writer.write(try job.image.pngData(), to: job.path)
            return nil
        } catch FileWriteError.diskFull {
            return .diskFull(framesWritten: writtenCount(), directory: directory)
        } catch let FileWriteError.failed(_, reason) {
            return .exportFailed(path: job.path, reason: reason)
        } catch let RenderError.writeFailed(_, reason) {
            return .exportFailed(path: job.path, reason: reason)
        } catch {
            return .exportFailed(path: job.path, reason: "\(error)")
        }
    }

    private func writtenCount() -> Int {
        condition.lock()
        defer { condition.unlock() }
        return written.count
    }
}
