import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// `beginReadback()` / `finishReadback()` give exactly the bytes `readPixels()` gives, frame for
/// frame, on the OpenGL backend (pixel buffer objects, a frame in flight while the next draws)
/// and on the SDL backend (read at once), on the headless renderer (llvmpipe here).
final class GLReadbackTests: XCTestCase {
    static let width = 203, height = 121

    /// Frame `k`: a clear background (so translucent pixels are un-premultiplied), a red band
    /// along the top and a green one along the bottom (a flipped read shows), translucent spots,
    /// a turned square moving with `k`, and a blue layer half off the right edge.
    private func snapshot(_ k: Int) -> RenderSnapshot {
        var nodes = [layer(10, CGRect(x: 0, y: 0, width: 203, height: 9),
                           content: LayerContent(backgroundColor: rgba(0.9, 0.1, 0.1))),
                     layer(11, CGRect(x: 0, y: 113, width: 203, height: 8),
                           content: LayerContent(backgroundColor: rgba(0.1, 0.8, 0.2)))]
        for i in 0..<4 {
            var spot = LayerContent(backgroundColor: rgba(0.2 + 0.2 * Double(i), 0.5, 1, 0.3 + 0.15 * Double(i)))
            spot.cornerRadius = 7
            nodes.append(layer(20 + UInt64(i), CGRect(x: 12 + 45 * Double(i), y: 30, width: 30, height: 30),
                               content: spot))
        }
        nodes.append(layer(30, CGRect(x: 20 + 17 * Double(k), y: 64, width: 28, height: 28),
                           content: LayerContent(backgroundColor: rgba(1, 0.7, 0.1, 0.8)),
                           transform: CATransform3DMakeRotation(0.3 * Double(k), 0, 0, 1)))
        nodes.append(layer(31, CGRect(x: 180, y: 70, width: 60, height: 20),
                           content: LayerContent(backgroundColor: rgba(0.1, 0.2, 0.9))))
        let root = RenderNode(layerID: 1, bounds: CGRect(x: 0, y: 0, width: Self.width, height: Self.height),
                              content: LayerContent(), sublayers: nodes)
        return RenderSnapshot(time: Double(k) / 30, root: root)
    }

    /// Renders frames 0..<count; each frame is read with `readPixels()` right after it is drawn
    /// and begun with `beginReadback()`, and taken one frame later (after the next frame drew).
    private func assertReadbackMatches(_ renderer: Renderer, frames count: Int, _ label: String,
                                       file: StaticString = #filePath, line: UInt = #line) {
        var direct: [RenderedImage] = []
        var taken: [RenderedImage] = []
        for k in 0..<count {
            renderer.render(snapshot(k))
            direct.append(renderer.readPixels())
            renderer.beginReadback()
            if renderer.readbacksInFlight >= renderer.readbackDepth, let image = renderer.finishReadback() {
                taken.append(image)
            }
        }
        while let image = renderer.finishReadback() { taken.append(image) }
        XCTAssertEqual(taken.count, count, label, file: file, line: line)
        for (k, (a, b)) in zip(taken, direct).enumerated() {
            XCTAssertEqual(a.width, b.width, file: file, line: line)
            XCTAssertEqual(a.height, b.height, file: file, line: line)
            XCTAssertTrue(a.pixels == b.pixels, "\(label), frame \(k): the bytes differ", file: file, line: line)
        }
        XCTAssertEqual(Set(direct.map(\.pixels)).count, count, "\(label): every frame differs from the others",
                       file: file, line: line)
    }

    func testPixelBuffersGiveTheBytesOfReadPixelsFrameForFrame() throws {
        let renderer = try Renderer(headlessWidth: Self.width, height: Self.height)
        XCTAssertEqual(renderer.setBackend(.openGL), .openGL, "llvmpipe offers OpenGL 3.3+: the GL path must run here")

        XCTAssertTrue(renderer.readsBackAsynchronously)
        XCTAssertEqual(renderer.readbackDepth, 2)
        assertReadbackMatches(renderer, frames: 6, "opengl")
        let image = renderer.readPixels()
        let top = image[100, 3], bottom = image[100, 117]
        XCTAssertTrue(top.r > 200 && top.g < 60, "the red band is on top: \(top)")
        XCTAssertTrue(bottom.g > 180 && bottom.r < 60, "the green band at the bottom: \(bottom)")
    }

    func testTheSDLBackendReadsAtOnceWithTheSameBytes() throws {
        let renderer = try Renderer(headlessWidth: Self.width, height: Self.height)
        renderer.setBackend(.sdlRenderer)

        XCTAssertFalse(renderer.readsBackAsynchronously)
        XCTAssertEqual(renderer.readbackDepth, 1)
        assertReadbackMatches(renderer, frames: 4, "sdl")
    }

    /// More frames begun than the ring holds: the oldest are read at once and kept, in order.
    func testBeginningMoreThanTheDepthKeepsEveryFrameInOrder() throws {
        let renderer = try Renderer(headlessWidth: Self.width, height: Self.height)
        XCTAssertEqual(renderer.setBackend(.openGL), .openGL)
        var direct: [[UInt8]] = []
        for k in 0..<5 {
            renderer.render(snapshot(k))
            direct.append(renderer.readPixels().pixels)
            renderer.beginReadback()
        }

        XCTAssertEqual(renderer.readbacksInFlight, 5)
        renderer.setBackend(.sdlRenderer)   // frames in flight survive the switch
        var taken: [[UInt8]] = []
        while let image = renderer.finishReadback() { taken.append(image.pixels) }
        XCTAssertTrue(taken == direct, "five frames in the order begun, each with its bytes")
        XCTAssertNil(renderer.finishReadback())
    }

    /// Closing the renderer drops the frames in flight and their buffers; nothing is left to take.
    /// Releasing frees the buffers no frame is in flight in, keeps the one that is, and the next
    /// frames make new ones and still read back the bytes of `readPixels()`.
    func testReleasingFreeBuffersKeepsTheFramesInFlight() throws {
        let renderer = try Renderer(headlessWidth: Self.width, height: Self.height)
        XCTAssertEqual(renderer.setBackend(.openGL), .openGL)
        var direct: [[UInt8]] = []
        for k in 0..<2 {
            renderer.render(snapshot(k))
            direct.append(renderer.readPixels().pixels)
            renderer.beginReadback()
        }
        XCTAssertEqual(renderer.finishReadback()?.pixels, direct[0])
        XCTAssertEqual(renderer.readbackBuffersKept, 2)

        renderer.releaseReadbackBuffers()

        XCTAssertEqual(renderer.readbackBuffersKept, 1, "the frame in flight keeps its buffer")
        XCTAssertEqual(renderer.finishReadback()?.pixels, direct[1])
        renderer.releaseReadbackBuffers()
        XCTAssertEqual(renderer.readbackBuffersKept, 0)
        renderer.render(snapshot(2))
        let third = renderer.readPixels().pixels
        renderer.beginReadback()
        XCTAssertEqual(renderer.finishReadback()?.pixels, third)
        XCTAssertEqual(renderer.readbackBuffersKept, 1)
        renderer.close()
    }

    func testClosingWithFramesInFlightReleasesThem() throws {
        let renderer = try Renderer(headlessWidth: Self.width, height: Self.height)
        XCTAssertEqual(renderer.setBackend(.openGL), .openGL)
        renderer.render(snapshot(0))
        renderer.beginReadback()

        renderer.close()

        XCTAssertEqual(renderer.readbacksInFlight, 0)
        XCTAssertNil(renderer.finishReadback())
    }
}
