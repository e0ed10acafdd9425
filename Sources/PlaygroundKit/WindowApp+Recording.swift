import AnimationCore
import AnimationRender
import Foundation

/// `E` in the window: starting and stopping a recording of the open scene, and showing what
/// the recordings did (`WindowRecordings`, `WindowNotice`).
extension WindowApp {
    /// `E`: starts recording entry `entry`'s tile to a file in the current folder, or stops.
    func toggleRecording(of entry: Int) {
        if recordings.current != nil {
            recordings.stop()
        } else {
            let scale = model.stage.pixelScale, frame = model.stage.focusedTileFrame
            let pixels = CGRect(x: frame.minX * scale, y: frame.minY * scale,
                                width: frame.width * scale, height: frame.height * scale)
            let scene = model.entries[entry]
            recordings.start(identifier: scene.identifier, title: scene.title, rect: pixels)
            recordedEntry = entry
        }
        takeNotices()
    }

    func recordFrame(_ renderer: Renderer, at time: CFTimeInterval) {
        // Leaving the scene, or switching to another, stops the recording (no new one starts).
        guard model.focused != nil, model.focused == recordedEntry else { recordings.stop(); return }
        recordings.record(renderer, at: time)
    }

    /// Prints what the recordings did (errors on stderr) and shows the latest in the window;
    /// hides a notice whose time is up.
    func takeNotices() {
        let now = CACurrentMediaTime()
        let new = recordings.takeNotices()
        for item in new {
            if item.isError { Self.report(item.text) } else { PlaygroundApp.printLine(item.text) }
        }
        fflush(stdout)
        if let last = new.last, model != nil {
            notice.show(last.text, isError: last.isError, now: now, in: windowMetrics().0)
            dirty = true
        }
        if notice.update(now: now) { dirty = true }
    }

    static func report(_ message: String) {
        PlaygroundApp.printError("playground: \(message)")
    }
}
