import Foundation

/// `playground watch DIR`: builds the user's package, runs it, and on every save rebuilds and
/// swaps the new build in at the same scene time, without losing the window's place.
///
/// Why a process per build: Swift cannot unload code, and a trap in the user's code
/// (`fatalError`, an index out of range, a nil unwrapped, a stack overflow) ends the process
/// that runs it; an endless loop cannot be interrupted from inside. So each build runs as its
/// own process, and this supervisor, which never runs user code, survives all of them. The
/// state crosses as `LiveSceneState` (scene, time, slow motion, pause, inspector, window frame);
/// the new build replays the scene to that time on a manual clock, which the deterministic core
/// makes exact, and only when it has shown its first frame is the old build closed. A new type
/// layout, a renamed scene or any other change in the user's code is simply a new program.
final class WatchSupervisor {
    let package: URL
    let builder: PackageBuilder
    let channel: WatchChannel
    let watcher: SourceWatcher
    /// Extra arguments for the app (`--size`, `--slow`…).
    let appArguments: [String]
    /// How long a ready build may go without reporting before the watchdog ends it.
    let watchdogSeconds: Double
    private var app: WatchedApp?
    /// The last good build's executable (a private hard link or copy, so the next link cannot
    /// change it while it runs or before a crash needs it again).
    private var lastGood: URL?
    private var generation = 0
    private var quitRequested = false
    /// What `run()` returns: 0 when the user quit, 1 when no window could be shown.
    private var exitStatus: Int32 = 0
    /// Set by the SIGINT and SIGTERM handlers (a plain flag is all a handler may touch).
    nonisolated(unsafe) static var interrupted: sig_atomic_t = 0
    /// The pause flags (scene, gallery) the user had before a crash froze the build; the next
    /// good build gets them back.
    private var pausedBeforeCrash: (scene: Bool, gallery: Bool)?

    init(package: URL, builder: PackageBuilder, channel: WatchChannel, appArguments: [String],
         watchdogSeconds: Double = 4) {
        self.package = package; self.builder = builder; self.channel = channel
        self.appArguments = appArguments; self.watchdogSeconds = watchdogSeconds
        watcher = SourceWatcher(root: package)
    }

    /// Runs until the user quits the app (Esc from the grid) or the supervisor is interrupted.
    func run() -> Int32 {
        // Ctrl-C or SIGTERM ends the builds and removes the kept executables before exiting.
        signal(SIGINT) { _ in WatchSupervisor.interrupted = 1 }
        signal(SIGTERM) { _ in WatchSupervisor.interrupted = 1 }
        say("building \(package.path) (the first build compiles the playground's libraries too)")
        rebuild()
        while !quitRequested && WatchSupervisor.interrupted == 0 {
            usleep(100_000)
            let now = Date().timeIntervalSinceReferenceDate
            if watcher.poll(now: now) {
                say("change seen: rebuilding")
                rebuild()
            }
            checkApp()
        }
        app?.stop()
        app = nil
        lastGood = nil
        removeUnusedBuilds()
        return WatchSupervisor.interrupted != 0 ? 130 : exitStatus
    }

    // MARK: Building

    private func rebuild() {
        let start = Date()
        let outcome = builder.build { line in
            if line.contains(": error: ") || line.hasPrefix("error:") || line.contains("Build complete") {
                FileHandle.standardError.write(Data((line + "\n").utf8))
            }
        }
        switch outcome {
        case let .failed(errors, tail):
            let lines = errors.isEmpty ? tail : errors.map { $0.text(relativeTo: package.path) }
            let count = errors.isEmpty ? "The build failed" : "\(errors.count) error\(errors.count == 1 ? "" : "s")"
            let keeps = app.map { $0.isFallback } == false ? " — the last good build keeps running"
                                                            : " — save to try again"
            let message = LiveMessage(title: count + keeps, lines: lines)
            say("build failed after \(String(format: "%.1f", Date().timeIntervalSince(start))) s:")
            lines.forEach { say("  " + $0) }
            if app == nil || app?.isRunning == false { launchFallback(message) } else { channel.send(message) }
        case let .built(executable, replayed):
            let how = replayed ? "compile and link replayed" : "swift build"
            say(String(format: "built in %.1f s", Date().timeIntervalSince(start)) + " (\(how))")
            guard let kept = keep(executable) else {
                launchFallback(LiveMessage(title: "The build's program could not be run", lines: [executable.path],
                                           isCrash: true))
                return
            }
            lastGood = kept
            swap(to: kept, message: nil)
            removeUnusedBuilds()
        }
    }

    /// A hard link (or copy) of `executable` under a name of the supervisor's own, beside it (so
    /// the app finds its resource bundle there too). The one it replaces is removed.
    private func keep(_ executable: URL) -> URL? {
        generation += 1
        let target = executable.deletingLastPathComponent()
            .appendingPathComponent(".\(executable.lastPathComponent)-watch-\(getpid())-\(generation)")
        unlink(target.path)
        guard link(executable.path, target.path) == 0
                || (try? FileManager.default.copyItem(at: executable, to: target)) != nil else { return nil }
        kept.append(target)
        return target
    }

    /// Every build kept so far (removed when the supervisor ends, and once no app runs them).
    private var kept: [URL] = []

    private func removeUnusedBuilds() {
        let inUse = Set([lastGood, app?.executable].compactMap { $0?.path })
        kept.removeAll { url in
            guard !inUse.contains(url.path) else { return false }
            unlink(url.path)
            return true
        }
    }

    // MARK: Running

    /// Starts `executable` with the current state handed over, waits for its first frame, then
    /// ends the build it replaces. Returns false when the new one died or never showed a frame.
    @discardableResult
    private func swap(to executable: URL, message: LiveMessage?, fallback: Bool = false, paused: Bool = false) -> Bool {
        let old = app
        var state = old.flatMap { channel.readStatus(of: $0.pid)?.state }
        if let old, old.showsCrash, let flags = pausedBeforeCrash {
            state?.scenePaused = flags.scene
            state?.galleryPaused = flags.gallery
        }
        if paused { state?.scenePaused = true }
        // The old build keeps its message until the new one replaces it (a new build ignores the
        // message already there when it starts).
        channel.writeHandover(WatchHandover(state: state, message: message))
        let new: WatchedApp
        let launched = Date()
        do {
            new = try WatchedApp(executable: executable, arguments: appArguments, channel: channel,
                                 isFallback: fallback)
        } catch {
            say("could not start \(executable.path): \(error)")
            return false
        }
        app = new
        let outcome = awaitFirstFrame(of: new)
        if outcome == .shown {
            if let old, old !== new { old.stop(); channel.clearStatus(of: old.pid) }
            let shown = String(format: "%.1f s after its launch", Date().timeIntervalSince(launched))
            if old != nil || !fallback {
                say(fallback ? "showing the gallery with the message" : "running the new build (shown \(shown))")
            }
            return true
        }
        let hung = outcome == .hung
        // The new build died (or hung) before its first frame.
        if new.isRunning { kill(new.pid, SIGKILL); new.process.waitUntilExit() }
        let reached = channel.readStatus(of: new.pid)?.state
        let crash = hung ? hangMessage(at: reached?.sceneTime ?? 0, catchingUpTo: state?.sceneTime)
                         : crashMessage(of: new, state: reached, catchingUpTo: state?.sceneTime)
        app = old
        say(crash.title)
        crash.lines.forEach { say("  " + $0) }
        if new.isFallback || (!new.diedOfSignal && new.process.terminationStatus != 0 && old == nil) {
            // The app refused to start (no display, no OpenGL…): it said why on stderr.
            say("the app could not start (\(new.ending ?? "")); stopping")
            exitStatus = 1
            quitRequested = true
            return false
        }
        if let old, old.isRunning { channel.send(crash) } else { launchFallback(crash) }
        return false
    }

    /// Shows `message` in a window even when no build of the package works: the last good
    /// build (paused, where it was) when there is one, else the playground's own gallery.
    private func launchFallback(_ message: LiveMessage) {
        if let good = lastGood, app?.executable != good || app?.isRunning == false,
           swap(to: good, message: message, paused: true) { return }
        if app?.isRunning == true { channel.send(message); return }
        guard let me = Self.ownExecutable() else { say(message.title); return }
        swap(to: me, message: message, fallback: true)
    }

    /// Looks at the running build: a user quit ends the supervisor; a crash or a hang is shown
    /// over the last good build, brought back paused just before it happened.
    private func checkApp() {
        guard let current = app else { return }
        if current.isRunning {
            guard let age = channel.statusAge(of: current.pid), age > watchdogSeconds,
                  channel.readStatus(of: current.pid)?.ready == true else { return }
            let time = channel.readStatus(of: current.pid)?.state.sceneTime ?? 0
            kill(current.pid, SIGKILL)
            current.process.waitUntilExit()
            recover(from: current, with: hangMessage(at: time, catchingUpTo: nil))
            return
        }
        if !current.diedOfSignal && current.process.terminationStatus == 0 {
            quitRequested = true   // Esc from the grid, or the window closed
            return
        }
        let state = channel.readStatus(of: current.pid)?.state
        recover(from: current, with: crashMessage(of: current, state: state, catchingUpTo: nil))
    }

    private func recover(from crashed: WatchedApp, with message: LiveMessage) {
        say(message.title)
        message.lines.forEach { say("  " + $0) }
        let state = channel.readStatus(of: crashed.pid)?.state
        channel.clearStatus(of: crashed.pid)
        // Come back where the crashed build last reported, just before the crash, frozen there
        // (its media clock stopped, so no timer of the user's code fires again).
        var handover = state
        if let state, !crashed.showsCrash { pausedBeforeCrash = (state.scenePaused, state.galleryPaused) }
        handover?.scenePaused = true
        handover?.galleryPaused = true
        app = nil
        channel.writeHandover(WatchHandover(state: handover, message: message))
        let target = crashed.isFallback ? nil : lastGood
        if let target, let new = try? WatchedApp(executable: target, arguments: appArguments, channel: channel,
                                                  isFallback: false) {
            new.showsCrash = true
            app = new
            if awaitFirstFrame(of: new) == .shown { return }
            if new.isRunning { kill(new.pid, SIGKILL); new.process.waitUntilExit() }
            app = nil
        }
        channel.writeHandover(WatchHandover(state: nil, message: message))
        guard let me = Self.ownExecutable(),
              let fallback = try? WatchedApp(executable: me, arguments: [], channel: channel, isFallback: true) else {
            quitRequested = true
            return
        }
        app = fallback
        if awaitFirstFrame(of: fallback) != .shown { quitRequested = true }
    }

    enum FirstFrame { case shown, died, hung }

    /// Waits until `app` shows its first frame, dies, or stops reporting for `watchdogSeconds`
    /// (on its way to the handed-over time a build reports after every frame).
    private func awaitFirstFrame(of app: WatchedApp) -> FirstFrame {
        let started = Date()
        while app.isRunning {
            if channel.readStatus(of: app.pid)?.ready == true { return .shown }
            let age = channel.statusAge(of: app.pid) ?? Date().timeIntervalSince(started) - Self.startupAllowance
            if age > watchdogSeconds { return .hung }
            usleep(50_000)
        }
        return .died
    }

    /// What to show for a build the watchdog ended.
    private func hangMessage(at time: Double, catchingUpTo target: Double?) -> LiveMessage {
        var title = String(format: "The scene stopped answering at t = %.2f s", time)
        if let target { title += String(format: ", on its way to t = %.2f s", target) }
        let lines = ["No frame for \(Int(watchdogSeconds)) s: an endless loop? It was ended.",
                     "Save a fix to run the scene again."]
        return LiveMessage(title: title, lines: lines, isCrash: true)
    }

    /// Seconds a new build may take to open its window before it must report (a debug build
    /// loading its libraries and fonts on a busy machine).
    static let startupAllowance: Double = 20

    /// `catchingUpTo`: the time the build was being brought to when it died before its first frame.
    private func crashMessage(of crashed: WatchedApp, state: LiveSceneState?,
                              catchingUpTo target: Double?) -> LiveMessage {
        // The time reported is the last frame that ran whole; the crash came in the next one, or
        // (on the way to `target`, reported every tenth of a second) within the next tenth.
        var when = state.map { String(format: "just after t = %.2f s", $0.sceneTime) } ?? "while starting"
        if let target, let t = state?.sceneTime {
            let span = Double(GalleryModel.progressFrames) / 60
            when = String(format: "between t = %.2f and %.2f s, on its way to t = %.2f s", t, t + span, target)
        }
        let how = crashed.ending ?? "an unknown ending"
        var lines = crashed.crashLines
        lines.append("The process ended with \(how). Save a fix to run the scene again.")
        return LiveMessage(title: "The scene crashed \(when)", lines: lines, isCrash: true)
    }

    /// This program's own executable (the playground, which can show the gallery alone).
    static func ownExecutable() -> URL? {
        let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let path = link ?? CommandLine.arguments[0]
        return FileManager.default.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
    }

    private func say(_ line: String) {
        FileHandle.standardError.write(Data("playground watch: \(line)\n".utf8))
    }
}
