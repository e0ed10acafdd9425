import AnimationCore
@testable import AnimationRender
import Foundation
@testable import PlaygroundKit
import XCTest

/// Key `E`'s recording reads the window's frames back as the export does (`WindowRecordings.
/// record(_:at:)`): on the OpenGL backend a frame reaches the recording once the next one is
/// drawn and the last when the recording stops; on the SDL backend each at once. Either way the
/// recording gets the bytes and the times of the drawing.
final class WindowRecordingReadbackTests: XCTestCase {
    private var folder: String!

    override func setUp() {
        super.setUp()
        folder = NSTemporaryDirectory() + "recording-readback-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
        super.tearDown()
    }

    /// Records five frames of different colours drawn 1/30 s apart on `backend`; checks when
    /// each reaches the encoder (`lag`: frames drawn after it first) and what it holds.
    private func checkRecording(on backend: RenderBackend, lag: Int,
                                file: StaticString = #filePath, line: UInt = #line) throws {
        let renderer = try Renderer(headlessWidth: 64, height: 48)
        defer { renderer.close() }
        XCTAssertEqual(renderer.setBackend(backend), backend, file: file, line: line)
        let fake = FakeEncoder()
        let recordings = WindowRecordings(folder: folder) { path, rect in
            try AnimationExportRecorder(path: path, rect: rect, encoder: fake)
        }
        recordings.start(identifier: "snow", title: "Snow", rect: CGRect(x: 0, y: 0, width: 64, height: 48))
        var drawn: [RenderedImage] = []
        for k in 0..<5 {
            let shade = Double(k) / 5
            renderer.render(CALayer().renderSnapshot(at: 0),
                            background: RGBA(red: shade, green: 0.5, blue: 1 - shade, alpha: 1))
            drawn.append(renderer.readPixels())
            recordings.record(renderer, at: Double(k) / 30)
            XCTAssertEqual(fake.frames.count, k + 1 - lag, "frame \(k)", file: file, line: line)
        }
        recordings.stop()

        XCTAssertEqual(renderer.readbacksInFlight, 0, "nothing left in flight", file: file, line: line)
        XCTAssertEqual(renderer.readbackBuffersKept, 0, "no pixel buffer kept after the recording",
                       file: file, line: line)
        XCTAssertEqual(recordings.finishAll(within: 10), 0, file: file, line: line)
        // On time, every frame once: a frame offered with a wrong time would be skipped or repeated.
        XCTAssertEqual(fake.frames.count, 5, file: file, line: line)
        XCTAssertTrue(fake.frames == drawn, "the recording holds the frames drawn, in order", file: file, line: line)
        XCTAssertEqual(Set(drawn.map(\.pixels)).count, 5, file: file, line: line)
        XCTAssertTrue(fake.finished, file: file, line: line)
    }

    func testOpenGLFramesReachTheRecordingAFrameLater() throws {
        try checkRecording(on: .openGL, lag: 1)
    }

    func testSDLFramesReachTheRecordingAtOnce() throws {
        try checkRecording(on: .sdlRenderer, lag: 0)
    }

    /// A new renderer mid-recording (the window's, remade): the frame still in flight in the
    /// former one reaches the recording first, then the new one's, in drawing order.
    func testFramesOfAFormerRendererComeFirst() throws {
        let first = try Renderer(headlessWidth: 32, height: 32), second = try Renderer(headlessWidth: 32, height: 32)
        defer { first.close(); second.close() }
        XCTAssertEqual(first.setBackend(.openGL), .openGL)
        XCTAssertEqual(second.setBackend(.openGL), .openGL)
        let fake = FakeEncoder()
        let recordings = WindowRecordings(folder: folder) { path, rect in
            try AnimationExportRecorder(path: path, rect: rect, encoder: fake)
        }
        recordings.start(identifier: "snow", title: "Snow", rect: CGRect(x: 0, y: 0, width: 32, height: 32))
        var drawn: [RenderedImage] = []
        for (k, renderer) in [first, first, second].enumerated() {
            renderer.render(CALayer().renderSnapshot(at: 0), background: RGBA(red: 0.3 * Double(k), green: 0.2,
                                                                               blue: 0.1, alpha: 1))
            drawn.append(renderer.readPixels())
            recordings.record(renderer, at: Double(k) / 30)
        }
        XCTAssertEqual(fake.frames.count, 2, "the first renderer's frames, the second's in flight")
        XCTAssertEqual(first.readbacksInFlight, 0)
        XCTAssertEqual(first.readbackBuffersKept, 0, "the former renderer keeps no buffer")
        recordings.stop()
        XCTAssertEqual(recordings.finishAll(within: 10), 0)
        XCTAssertTrue(fake.frames == drawn, "all three frames, in the order drawn")
    }

    /// A recording that reaches its longest while a frame is in flight drops that frame and
    /// leaves nothing in the renderer's read-backs for the next recording.
    func testARecordingEndingAtItsLongestLeavesNothingInFlight() throws {
        let renderer = try Renderer(headlessWidth: 16, height: 16)
        defer { renderer.close() }
        XCTAssertEqual(renderer.setBackend(.openGL), .openGL)
        let fake = FakeEncoder()
        let recordings = WindowRecordings(folder: folder) { path, rect in
            try AnimationExportRecorder(path: path, rect: rect, encoder: fake)
        }
        recordings.start(identifier: "snow", title: "Snow", rect: CGRect(x: 0, y: 0, width: 16, height: 16))
        let limit = Int(AnimationExportRecorder.maximumDuration * AnimationExportRecorder.fps)
        var k = 0
        while recordings.current != nil, k < limit + 10 {
            renderer.render(CALayer().renderSnapshot(at: 0), background: .black)
            recordings.record(renderer, at: Double(k) / AnimationExportRecorder.fps)
            k += 1
        }

        XCTAssertNil(recordings.current, "stopped at its longest")
        XCTAssertEqual(fake.frames.count, limit)
        XCTAssertEqual(k, limit + 1, "the frame drawn after the last one taken was in flight")
        XCTAssertEqual(renderer.readbacksInFlight, 0)
        XCTAssertEqual(recordings.finishAll(within: 10), 0)
    }
}
