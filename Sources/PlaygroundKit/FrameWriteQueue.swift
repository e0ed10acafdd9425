import AnimationRender
import Foundation

/// Encodes and writes the headless export's PNG frames on background threads, in frame order,
/// while the caller renders the next frame.
///
/// PNG encoding took longer than drawing a 1280×800 gallery frame; `encoders` threads (one per
/// processor by default) each encode one frame at a time, so several frames are encoded at once
/// while the caller draws (see `Sources/Benchmarks/README.md`, "Headless export"). Files are
/// still written one at a time in frame order: a thread whose frame is encoded waits for its
/// turn, so the writes, their failures and the files they leave are those of one writer.
///
/// At most `capacity` frames wait to be taken, and each encoding thread holds one more (its frame,
/// then its PNG bytes until they are written): `submit` blocks while `capacity` frames wait, so
/// memory stays bounded at `capacity + encoders` frames (`MemoryNeed.framesAlive` counts them).
/// Every file is written whole or not at all (`AtomicFileWriter`). The first failure stops the
/// queue: the frames after it are dropped unwritten, so the folder holds frames 0 … k−1 and
/// nothing else, and `finish()` throws the failure as a `PlaygroundError` that counts those k frames.
///
/// When no encoding thread can be started (`pthread_create` fails: under a tight `ulimit -v`
/// its stack does not fit), `submit` writes each frame itself before returning, so an export
/// still finishes, one frame after the other, instead of waiting for a thread that never ran.
/// When only some start, the queue runs with those.
final class FrameWriteQueue {
    private struct Job {
        let index: Int
        let image: RenderedImage
        let path: String
    }

    private let writer: AtomicFileWriter
    private let directory: String
    private let capacity: Int
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var jobs: [Job] = []
    private var submitted = 0
    /// The index of the next frame to be written: a thread holding a later one waits.
    private var nextToWrite = 0
    private var running = 0
    private var closed = false
    private var failure: PlaygroundError?
    private var written: [String] = []
    /// The encoding threads that started (0: `submit` writes frames itself).
    private(set) var encoders = 0
    /// False when no encoding thread could be started: `submit` writes frames itself.
    var writesInBackground: Bool { encoders > 0 }

    /// Starts `encoders` threads (see the type's note for when they cannot). `directory` is the
    /// folder named in errors; `startsThread: false` writes inline from the start (for tests).
    init(writer: AtomicFileWriter, directory: String, capacity: Int = 1,
         encoders: Int = ProcessInfo.processInfo.activeProcessorCount, startsThread: Bool = true) {
        self.writer = writer
        self.directory = directory
        self.capacity = max(1, capacity)
        guard startsThread else { return }
        for _ in 0..<max(1, encoders) {
            condition.lock(); running += 1; condition.unlock()
            guard BackgroundThread.start({ [self] in self.work() }) else {
                condition.lock(); running -= 1; condition.unlock()
                break
            }
            self.encoders += 1
        }
    }

    /// Queues `image` to be written to `path` after the frames queued before it. Waits while
    /// `capacity` frames wait to be taken. Returns false (and drops the frame) once a write has failed.
    @discardableResult
    func submit(_ image: RenderedImage, to path: String) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard writesInBackground else {
            guard failure == nil, !closed else { return false }
            let job = Job(index: submitted, image: image, path: path)
            submitted += 1
            condition.unlock()
            let outcome = encode(job).flatMap { writeFile($0, of: job) }
            condition.lock()
            return record(job, outcome)
        }
        while jobs.count >= capacity && failure == nil { condition.wait() }
        guard failure == nil, !closed else { return false }
        jobs.append(Job(index: submitted, image: image, path: path))
        submitted += 1
        condition.broadcast()
        return true
    }

    /// True once a write has failed (the caller can stop rendering).
    var hasFailed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return failure != nil
    }

    /// Frames submitted and not yet written or dropped: waiting, being encoded, or encoded and
    /// waiting for their turn (for tests of the memory bound).
    var framesInFlight: Int {
        condition.lock()
        defer { condition.unlock() }
        return failure == nil ? submitted - nextToWrite : 0
    }

    /// Waits until every queued frame is written (or one failed) and stops the threads.
    /// Returns the paths written, in order; throws the first failure. Safe to call again.
    @discardableResult
    func finish() throws -> [String] {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        condition.broadcast()
        while running > 0 { condition.wait() }
        if let failure { throw failure }
        return written
    }

    /// One encoding thread: takes the oldest frame, encodes it, waits for its turn, writes it.
    private func work() {
        condition.lock()
        while true {
            while jobs.isEmpty && !closed && failure == nil { condition.wait() }
            if jobs.isEmpty || failure != nil { break }
            let job = jobs.removeFirst()
            condition.broadcast()
            condition.unlock()
            let result = encode(job)
            condition.lock()
            while nextToWrite != job.index && failure == nil { condition.wait() }
            if failure != nil { break }
            condition.unlock()
            let outcome = result.flatMap { writeFile($0, of: job) }
            condition.lock()
            record(job, outcome)
        }
        running -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Records the outcome of frame `job` (written, or why not); called with the lock held, in
    /// frame order. Returns whether the frame landed.
    @discardableResult
    private func record(_ job: Job, _ outcome: Result<Void, PlaygroundError>) -> Bool {
        nextToWrite = job.index + 1
        condition.broadcast()
        switch outcome {
        case .success:
            written.append(job.path)
            return true
        case let .failure(error):
            failure = error
            jobs.removeAll()
            return false
        }
    }

    /// The PNG bytes of one frame, or the error the export reports.
    private func encode(_ job: Job) -> Result<[UInt8], PlaygroundError> {
        do {
            return .success(try job.image.pngData())
        } catch {
            return .failure(report(error, path: job.path))
        }
    }

    /// Writes one frame's bytes whole (its turn has come: every earlier frame is written).
    private func writeFile(_ bytes: [UInt8], of job: Job) -> Result<Void, PlaygroundError> {
        do {
            try writer.write(bytes, to: job.path)
            return .success(())
        } catch {
            // Frames are written in order, so the frames before this one are the ones written.
            return .failure(report(error, path: job.path, framesWritten: job.index))
        }
    }

    /// The export's error for a failure to encode or write the frame at `path`.
    private func report(_ error: Error, path: String, framesWritten: Int = 0) -> PlaygroundError {
        switch error {
        case FileWriteError.diskFull: .diskFull(framesWritten: framesWritten, directory: directory)
        case let FileWriteError.failed(_, reason): .exportFailed(path: path, reason: reason)
        case let RenderError.writeFailed(_, reason): .exportFailed(path: path, reason: reason)
        default: .exportFailed(path: path, reason: "\(error)")
        }
    }
}
