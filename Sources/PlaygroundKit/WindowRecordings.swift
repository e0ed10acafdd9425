import AnimationRender
import Foundation

/// Key `E`'s recordings in the window: the one being recorded, and those whose files are being
/// finished off the main thread (ffmpeg computing a GIF's palette can take seconds), so the
/// window keeps answering.
///
/// - At most `maximumEncoders` encoders run at once, the recording included: `E` while that many
///   are busy starts nothing and says so (`Notice`), instead of piling up ffmpeg processes.
/// - A recording that got no frame writes no file, and says so.
/// - Every outcome (recording started, file written, nothing recorded, disk full, any other
///   failure) becomes a `Notice`, which the window shows and prints.
/// - `finishAll(within:)`, at quit, finishes what it can in the time given and abandons the rest
///   (ffmpeg killed, its temporary file removed): complete files or none.
/// - The window's frames are read back as the export reads them (`record(_:at:)`): on the
///   OpenGL backend a frame is copied into a pixel buffer and offered once the next one is drawn,
///   or when the recording stops, so the window never waits for the copy.
///
/// Everything but `takeNotices()`'s queue and the list of files being finished is main-thread only.
final class WindowRecordings {
    /// Something to tell the user: shown in the window and printed (errors on stderr).
    struct Notice: Equatable {
        var text: String
        var isError: Bool
    }

    /// Encoders that may run at once: the recording and the files being finished.
    static let maximumEncoders = 2

    /// Starts a recorder for a file and a window region (tests inject one with a fake encoder).
    typealias RecorderMaker = (_ path: String, _ rect: CGRect) throws -> AnimationExportRecorder

    /// The recording in progress, if any.
    private(set) var current: AnimationExportRecorder?
    private let makeRecorder: RecorderMaker
    /// The folder the files go to.
    private let folder: String
    /// The names given in this run (two recordings started in one second would share one).
    private var names: Set<String> = []
    private let lock = NSLock()
    private let group = DispatchGroup()
    // Guarded by `lock`.
    private var finishing: [AnimationExportRecorder] = []
    private var notices: [Notice] = []
    /// The renderer reading back frames of the recording, and the times those frames were
    /// drawn, oldest first (`record(_:at:)`).
    private weak var reader: Renderer?
    private var timesInFlight: [Double] = []

    init(folder: String = ".",
         makeRecorder: @escaping RecorderMaker = { try AnimationExportRecorder(path: $0, rect: $1) }) {
        self.folder = folder
        self.makeRecorder = makeRecorder
    }

    /// Files being finished (main thread: the loop polls while any are).
    var finishingCount: Int { lock.withLock { finishing.count } }

    /// True while a recording runs or a file is being finished.
    var isBusy: Bool { current != nil || finishingCount > 0 }

    /// Starts recording scene `identifier` (shown as `title`) in the window region `rect`
    /// (pixels), unless `maximumEncoders` are busy. The outcome arrives as a notice.
    func start(identifier: String, title: String, rect: CGRect, at date: Date = Date()) {
        guard current == nil else { return }
        let busy = finishingCount
        if busy >= Self.maximumEncoders {
            let what = busy == 1 ? "a recording" : "\(busy) recordings"
            post("still finishing \(what): press E again once it is written", isError: true)
            return
        }
        TemporaryFile.removeStale(in: folder)
        dropFramesInFlight()
        let path = uniquePath(for: identifier, at: date)
        do {
            current = try makeRecorder(path, rect)
            let limit = Int(AnimationExportRecorder.maximumDuration)
            post("recording \(title) to \(path) (E again stops, at most \(limit) s)", isError: false)
        } catch {
            post("\(error)", isError: true)
        }
    }

    /// Offers the window's frame drawn at `time` to the recording; stops it when it reached
    /// its longest, or drops it (with a notice) when its encoder failed.
    func offer(_ window: RenderedImage, at time: Double) {
        guard let recorder = current else { return }
        do {
            if try !recorder.offer(window, at: time) { end() }
        } catch {
            current = nil
            dropFramesInFlight()
            recorder.cancel()
            post("\(error)", isError: true)
        }
    }

    /// Offers the frame `renderer` just drew for the window (at `time`) to the recording, if one
    /// runs, reading it back with `Renderer.beginReadback()`: on the OpenGL backend the copy goes
    /// into a pixel buffer and the frame is offered once the next one is drawn (or when the
    /// recording stops); on the SDL backend it is read and offered at once. Order and times are
    /// those of the drawing.
    func record(_ renderer: Renderer, at time: Double) {
        if reader !== renderer { takeFramesInFlight() }
        // Taking a former renderer's frames may have ended the recording (its longest).
        guard current != nil else { return }
        reader = renderer
        renderer.beginReadback()
        timesInFlight.append(time)
        while current != nil, !timesInFlight.isEmpty, renderer.readbacksInFlight >= renderer.readbackDepth {
            offerOldest()
        }
    }

    /// Offers the frames still being read back, oldest first.
    private func takeFramesInFlight() {
        while current != nil, !timesInFlight.isEmpty { offerOldest() }
        dropFramesInFlight()
    }

    private func offerOldest() {
        let time = timesInFlight.removeFirst()
        guard let image = reader?.finishReadback() else { return dropFramesInFlight() }
        offer(image, at: time)
    }

    /// Forgets the frames being read back (the recording ended without them) and frees the
    /// renderer's read-back buffers until the next recording.
    private func dropFramesInFlight() {
        if !timesInFlight.isEmpty, let reader { while reader.finishReadback() != nil {} }
        timesInFlight.removeAll()
        reader?.releaseReadbackBuffers()
    }

    /// Stops the recording, if any, once it has the frames still being read back, and finishes
    /// its file off the main thread.
    func stop() {
        takeFramesInFlight()
        end()
    }

    /// Stops the recording, if any, without the frames still being read back, and finishes its
    /// file off the main thread.
    private func end() {
        dropFramesInFlight()
        guard let recorder = current else { return }
        current = nil
        lock.withLock { finishing.append(recorder) }
        group.enter()
        DispatchQueue.global(qos: .utility).async { [self] in
            let notice: Notice
            do { notice = Notice(text: try recorder.finish(), isError: false) } catch {
                notice = Notice(text: "\(error)", isError: true)
            }
            lock.withLock {
                finishing.removeAll { $0 === recorder }
                notices.append(notice)
            }
            group.leave()
        }
    }

    /// At quit: stops the recording, waits up to `seconds` for the files being finished, then
    /// abandons those still running and waits (briefly) for them to clean up. Returns how many
    /// were abandoned.
    @discardableResult
    func finishAll(within seconds: Double) -> Int {
        stop()
        guard group.wait(timeout: .now() + seconds) == .timedOut else { return 0 }
        let late = lock.withLock { finishing }
        late.forEach { $0.abandon() }
        _ = group.wait(timeout: .now() + 1)
        return late.count
    }

    /// The notices posted since the last call, oldest first (main thread).
    func takeNotices() -> [Notice] {
        lock.withLock {
            defer { notices.removeAll() }
            return notices
        }
    }

    private func post(_ text: String, isError: Bool) {
        lock.withLock { notices.append(Notice(text: text, isError: isError)) }
    }

    /// A file name for scene `identifier` not used in this run nor present in the folder.
    private func uniquePath(for identifier: String, at date: Date) -> String {
        let name = AnimationExportRecorder.fileName(for: identifier, at: date)
        let base = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
        func path(_ name: String) -> String {
            folder == "." ? name : (folder as NSString).appendingPathComponent(name)
        }
        var candidate = path(name), n = 2
        while names.contains(candidate) || FileManager.default.fileExists(atPath: candidate) {
            candidate = path("\(base)-\(n).\(ext)")
            n += 1
        }
        names.insert(candidate)
        return candidate
    }
}
