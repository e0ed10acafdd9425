import AnimationCore
import Foundation

/// The files through which `playground watch` (the supervisor) and the running build of the
/// user's package (the app) talk. The supervisor makes the folder (mode 0700) and names it in
/// `PLAYGROUND_WATCH_CHANNEL`; every file is written whole to a temporary name and renamed.
///
/// - `handover.json` (supervisor → app, read once at launch): the state to come back to, and a
///   message to show from the start (after a crash).
/// - `status-PID.json` (app → supervisor, several times a second): the app's state and whether it
///   has shown its first frame. Its age is the watchdog's heartbeat.
/// - `message.json` (supervisor → app): build errors to show over the picture; empty clears.
public final class WatchChannel {
    /// The environment variable that names the channel folder.
    public static let environmentKey = "PLAYGROUND_WATCH_CHANNEL"

    public let directory: URL
    private var messageStamp: Date?
    private var lastPoll = -Double.infinity
    private var lastPublish = -Double.infinity

    /// A channel in `directory`. A message already there when the app starts is not shown
    /// (the handover carries what should be).
    public init(directory: URL) {
        self.directory = directory
        messageStamp = Self.modificationDate(of: directory.appendingPathComponent("message.json"))
    }

    static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    /// The channel the supervisor named, if this process runs under `playground watch`.
    public static func fromEnvironment() -> WatchChannel? {
        guard let path = ProcessInfo.processInfo.environment[environmentKey], !path.isEmpty else { return nil }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        guard exists, isDirectory.boolValue else { return nil }
        return WatchChannel(directory: URL(fileURLWithPath: path))
    }

    var handoverURL: URL { directory.appendingPathComponent("handover.json") }
    /// Each build writes its own status file, so two builds alive at once (the old one until the
    /// new one shows its first frame) do not overwrite each other.
    func statusURL(of pid: Int32) -> URL { directory.appendingPathComponent("status-\(pid).json") }
    var messageURL: URL { directory.appendingPathComponent("message.json") }

    // MARK: App side

    /// What the supervisor handed over at launch (nil when there is nothing, or it is unreadable).
    public func readHandover() -> WatchHandover? { Self.read(WatchHandover.self, from: handoverURL) }

    /// Publishes the app's status, at most every `interval` seconds of `now` unless `force`.
    func publish(_ status: WatchStatus, now: Double, interval: Double = 0.0, force: Bool = false) {
        guard force || now - lastPublish >= interval else { return }
        lastPublish = now
        Self.write(status, to: statusURL(of: getpid()))
    }

    /// The supervisor's message when it changed since the last call (`.some(nil)`: cleared),
    /// looked at no more than every `interval` seconds; nil when nothing changed.
    func pollMessage(now: Double, interval: Double = 0.2) -> LiveMessage?? {
        guard now - lastPoll >= interval else { return nil }
        lastPoll = now
        let stamp = Self.modificationDate(of: messageURL)
        guard stamp != messageStamp else { return nil }
        messageStamp = stamp
        return .some(Self.read(LiveMessage.self, from: messageURL))
    }

    // MARK: Supervisor side

    func writeHandover(_ handover: WatchHandover) { Self.write(handover, to: handoverURL) }

    func readStatus(of pid: Int32) -> WatchStatus? { Self.read(WatchStatus.self, from: statusURL(of: pid)) }

    /// Seconds since the app `pid` last published its status (nil when it never did).
    func statusAge(of pid: Int32, now: Date = Date()) -> Double? {
        guard let stamp = Self.modificationDate(of: statusURL(of: pid)) else { return nil }
        return now.timeIntervalSince(stamp)
    }

    func clearStatus(of pid: Int32) { try? FileManager.default.removeItem(at: statusURL(of: pid)) }

    /// Shows `message` in the app's window (nil clears it).
    func send(_ message: LiveMessage?) {
        if let message { Self.write(message, to: messageURL) } else { Self.writeData(Data(), to: messageURL) }
    }

    // MARK: Files

    static func read<T: Decodable>(_ type: T.Type, from url: URL) -> T? {
        guard let data = try? Data(contentsOf: url), !data.isEmpty else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }

    static func write<T: Encodable>(_ value: T, to url: URL) {
        guard let data = try? JSONEncoder().encode(value) else { return }
        writeData(data, to: url)
    }

    /// Writes `data` to a unique temporary name beside `url` (created exclusively, never through a
    /// link), then renames it over `url`, so a reader sees the old file or the new one, whole.
    static func writeData(_ data: Data, to url: URL) {
        let temporary = url.path + ".\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { unlink(temporary); return }
        let ok = data.withUnsafeBytes { raw -> Bool in
            guard let base = raw.baseAddress else { return true }
            return Foundation.write(fd, base, raw.count) == raw.count
        }
        close(fd)
        if !ok || rename(temporary, url.path) != 0 { unlink(temporary) }
    }
}

/// What the supervisor hands to a new build at launch.
public struct WatchHandover: Codable, Equatable, Sendable {
    /// Where to come back to (nil: start fresh).
    public var state: LiveSceneState?
    /// Shown from the first frame (a crash of the previous build).
    public var message: LiveMessage?
    public init(state: LiveSceneState? = nil, message: LiveMessage? = nil) {
        self.state = state
        self.message = message
    }
}

/// What a running build tells the supervisor.
public struct WatchStatus: Codable, Equatable, Sendable {
    public var state: LiveSceneState
    /// True once the first frame is on screen (the supervisor then closes the previous build).
    public var ready: Bool
    public init(state: LiveSceneState, ready: Bool) { self.state = state; self.ready = ready }
}

/// Media time that goes on from a given value at the monotonic clock's pace: what a reloaded
/// build uses after it has been run to the handed-over time on a manual clock.
final class ContinuingClock: MediaClock, @unchecked Sendable {
    private let base = MonotonicClock()
    private let offset: CFTimeInterval
    init(from time: CFTimeInterval) { offset = time - base.now }
    var now: CFTimeInterval { base.now + offset }
}
