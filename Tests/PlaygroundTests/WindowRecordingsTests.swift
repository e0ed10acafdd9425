import AnimationRender
import Foundation
@testable import PlaygroundKit
import XCTest

/// An encoder whose `finish()` waits until the test lets it go, or until `abandon()`.
final class HeldEncoder: AnimationEncoder {
    let letGo = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var abandonedFlag = false
    var wasAbandoned: Bool { lock.withLock { abandonedFlag } }
    var fullDisk = false

    func begin(path: String, format: AnimationFormat, width: Int, height: Int, fps: Double) throws {}
    func append(_ frame: RenderedImage) throws {
        if fullDisk { throw AnimationExportError.diskFull(path: "clip.gif", framesEncoded: 0) }
    }
    func finish() throws {
        letGo.wait()
        if wasAbandoned { throw AnimationExportError.encoderFailed(path: "clip.gif", reason: "abandoned") }
    }
    func cancel() {}
    func abandon() {
        lock.withLock { abandonedFlag = true }
        letGo.signal()
    }
}

/// Key `E` in the window (`WindowRecordings`): no file without frames, at most two encoders,
/// quitting never waits long, and every outcome is said in the window.
final class WindowRecordingsTests: XCTestCase {
    private var folder: String!
    private let rect = CGRect(x: 0, y: 0, width: 4, height: 4)
    private let frame = RenderedImage(width: 4, height: 4)
    private var encoders: [HeldEncoder] = []

    override func setUp() {
        super.setUp()
        folder = NSTemporaryDirectory() + "recordings-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        encoders.forEach { $0.abandon() }
        try? FileManager.default.removeItem(atPath: folder)
        super.tearDown()
    }

    private func heldRecordings() -> WindowRecordings {
        WindowRecordings(folder: folder) { [unowned self] path, rect in
            let encoder = HeldEncoder()
            encoders.append(encoder)
            return try AnimationExportRecorder(path: path, rect: rect, encoder: encoder)
        }
    }

    private func record(_ recordings: WindowRecordings, frames: Int) {
        recordings.start(identifier: "snow", title: "Snow", rect: rect)
        for i in 0..<frames { recordings.offer(frame, at: Double(i) / 30) }
        recordings.stop()
    }

    /// Waits (up to 10 s) until `condition` holds.
    private func wait(until condition: () -> Bool) {
        let end = Date().addingTimeInterval(10)
        while !condition(), Date() < end { usleep(5000) }
    }

    func testEThenEAtOnceWritesNoFileAndSaysSoInTheWindow() throws {
        let recordings = WindowRecordings(folder: folder)

        record(recordings, frames: 0)
        recordings.finishAll(within: 10)

        let notices = recordings.takeNotices()
        guard FFmpegEncoder.executable() != nil else {
            return XCTAssertEqual(notices.last?.text, "\(AnimationExportError.ffmpegMissing(format: .gif))")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder)
        XCTAssertEqual(left, [], "no 0-byte GIF, no temporary file")
        XCTAssertEqual(notices.count, 2, "\(notices)")
        XCTAssertTrue(notices[0].text.hasPrefix("recording Snow to \(folder!)/playground-snow-"), notices[0].text)
        XCTAssertTrue(notices[1].isError)
        let nothing = "nothing was recorded, so \(folder!)/playground-snow-"
        XCTAssertTrue(notices[1].text.hasPrefix(nothing), notices[1].text)
    }

    func testAThirdRecordingWaitsForTheTwoBeingFinished() {
        let recordings = heldRecordings()
        record(recordings, frames: 3)
        record(recordings, frames: 3)
        XCTAssertEqual(recordings.finishingCount, 2)
        _ = recordings.takeNotices()

        recordings.start(identifier: "snow", title: "Snow", rect: rect)

        XCTAssertNil(recordings.current, "no third encoder")
        XCTAssertEqual(encoders.count, 2)
        XCTAssertEqual(recordings.takeNotices(),
                       [.init(text: "still finishing 2 recordings: press E again once it is written", isError: true)])

        encoders[0].letGo.signal()
        wait { recordings.finishingCount == 1 }
        recordings.start(identifier: "snow", title: "Snow", rect: rect)
        XCTAssertNotNil(recordings.current, "one finished: room for a new recording")
        XCTAssertEqual(encoders.count, 3)
    }

    func testQuittingAbandonsWhatIsNotFinishedInTime() {
        let recordings = heldRecordings()
        record(recordings, frames: 3)
        recordings.start(identifier: "snow", title: "Snow", rect: rect)
        recordings.offer(frame, at: 0)

        let abandoned = recordings.finishAll(within: 0.1)

        XCTAssertEqual(abandoned, 2, "the file being finished and the recording stopped by quitting")
        XCTAssertTrue(encoders.allSatisfy(\.wasAbandoned))
        XCTAssertEqual(recordings.finishingCount, 0, "both cleaned up before finishAll returned")
        XCTAssertFalse(recordings.isBusy)
    }

    func testAFullDiskStopsTheRecordingAndSaysSoInTheWindow() {
        let recordings = heldRecordings()
        recordings.start(identifier: "snow", title: "Snow", rect: rect)
        encoders[0].fullDisk = true
        _ = recordings.takeNotices()

        recordings.offer(frame, at: 0)

        XCTAssertNil(recordings.current)
        XCTAssertEqual(recordings.takeNotices(),
                       [.init(text: "the disk is full: 0 frames encoded, nothing written to clip.gif", isError: true)])
    }

    func testTheNoticeIsShownThenHidden() {
        let notice = WindowNotice()
        XCTAssertTrue(notice.layer.isHidden)

        notice.show("recorded clip.gif: 30 frames", isError: false, now: 10, in: CGSize(width: 800, height: 600))

        XCTAssertFalse(notice.layer.isHidden)
        XCTAssertEqual(notice.label.string as? String, "recorded clip.gif: 30 frames")
        XCTAssertEqual(notice.layer.frame.maxY, 588, "along the bottom of the window")
        XCTAssertFalse(notice.update(now: 10 + WindowNotice.duration - 0.1))
        XCTAssertTrue(notice.update(now: 10 + WindowNotice.duration))
        XCTAssertTrue(notice.layer.isHidden)
    }
}
