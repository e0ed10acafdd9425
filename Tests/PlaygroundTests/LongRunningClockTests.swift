import AnimationCore
import AnimationRender
import Foundation
import Gallery
@testable import PlaygroundKit
import XCTest

/// Scenes started when the media clock reads 30 days or a year look and time exactly as when
/// started at 0: no precision is lost in timing however long the app (or the machine) has run.
final class LongRunningClockTests: XCTestCase {
    /// 30 days and 365 days, in seconds.
    static let lateStarts: [CFTimeInterval] = [30 * 86_400, 365 * 86_400]

    var directory: String!

    override func setUp() {
        super.setUp()
        directory = NSTemporaryDirectory() + "long-clock-\(UUID().uuidString)"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
        super.tearDown()
    }

    /// The decoded frames of an export that begins at media time `start`.
    private func frames(_ configure: (inout HeadlessExporter) -> Void, start: CFTimeInterval,
                        run: (HeadlessExporter) throws -> [String]) throws -> [RenderedImage] {
        var exporter = HeadlessExporter(frames: 1, fps: 1, outputDirectory: directory + "/\(UUID().uuidString)")
        configure(&exporter)
        exporter.clockStart = start
        return try run(exporter).map { try RenderedImage(contentsOfPNG: $0) }
    }

    private func assertSameFrames(_ a: [RenderedImage], _ b: [RenderedImage], _ what: String,
                                  file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.count, b.count, what, file: file, line: line)
        // The golden images' tolerance (Tests/AnimationRenderTests/Golden/README.md): a channel may
        // differ by 3/255 and 0.1 % of the pixels by more. A time a year from 0 is a double with
        // 4 ns steps, so an edge may land a hair away and change one antialiased pixel.
        for (i, (x, y)) in zip(a, b).enumerated() where x.pixels != y.pixels {
            let differing = stride(from: 0, to: x.pixels.count, by: 4).filter { p in
                (0..<4).contains { abs(Int(x.pixels[p + $0]) - Int(y.pixels[p + $0])) > 3 }
            }.count
            guard differing * 1000 > x.pixels.count / 4 else { continue }
            XCTFail("\(what): frame \(i) differs in \(differing) pixels", file: file, line: line)
        }
    }

    func testEveryCatalogSceneLooksTheSameStartedLate() throws {
        for name in SceneCatalog.identifiers {
            for window in [(from: 0.0, frames: 6, fps: 2.0), (from: 20.0, frames: 2, fps: 4.0)] {
                let configure: (inout HeadlessExporter) -> Void = {
                    $0.frames = window.frames; $0.fps = window.fps; $0.from = window.from
                }
                let reference = try frames(configure, start: 0) { try $0.run(sceneNamed: name) }
                for start in Self.lateStarts {
                    let late = try frames(configure, start: start) { try $0.run(sceneNamed: name) }
                    assertSameFrames(reference, late, "\(name) from \(window.from) s, started at \(start) s")
                }
            }
        }
    }

    /// The gallery at ×10 slow motion: the time hierarchy (`TimeControl`) at a late start.
    func testTheSlowedGalleryLooksTheSameStartedLate() throws {
        let configure: (inout HeadlessExporter) -> Void = {
            $0.frames = 3; $0.fps = 2; $0.from = 1; $0.size = PixelSize(width: 640, height: 400); $0.slowFactor = 10
        }
        let reference = try frames(configure, start: 0) { try $0.run(sceneNamed: nil) }
        for start in Self.lateStarts {
            assertSameFrames(reference, try frames(configure, start: start) { try $0.run(sceneNamed: nil) },
                             "gallery at \(start) s")
        }
    }

    /// Presented values of every layer of every scene, sampled each 0.25 s for 3 s.
    func testPresentationValuesAreTheSameStartedLate() {
        for name in SceneCatalog.identifiers {
            let reference = presentedValues(of: name, start: 0)
            XCTAssertFalse(reference.isEmpty)
            for start in Self.lateStarts {
                let late = presentedValues(of: name, start: start)
                XCTAssertEqual(late.count, reference.count, name)
                // Relative: values are computed from times a year from 0, in 4 ns double steps.
                for (i, (a, b)) in zip(reference, late).enumerated() where abs(a - b) > 1e-6 * max(1, abs(a)) {
                    XCTFail("\(name) started at \(start) s: value \(i) is \(b), at 0 it is \(a)")
                    break
                }
            }
        }
    }

    /// Position, size, opacity and transform of every presented layer of scene `name`, started
    /// at media time `start` and run at 60 Hz.
    private func presentedValues(of name: String, start: CFTimeInterval) -> [Double] {
        let saved = CAMediaClock.clock
        let clock = ManualClock(time: start)
        CAMediaClock.clock = clock
        defer { CARunLoop.tick(); CAMediaClock.clock = saved }
        guard let scene = SceneCatalog.make(name) else { return [] }
        CARunLoop.tick()
        scene.start()
        XCTAssertEqual(scene.rootLayer.convertTime(CACurrentMediaTime(), from: nil), start, accuracy: 1e-9,
                       "the clock reads the late start")
        var values: [Double] = []
        for frame in 1...180 {
            clock.set(start + Double(frame) / 60)
            CARunLoop.tick()
            guard frame % 15 == 0 else { continue }
            collect(scene.rootLayer, into: &values)
        }
        return values
    }

    private func collect(_ layer: CALayer, into values: inout [Double]) {
        let p = layer.presentation() ?? layer
        let t = p.transform
        values += [p.position.x, p.position.y, p.bounds.width, p.bounds.height, Double(p.opacity),
                   t.m11, t.m12, t.m21, t.m22, t.m41, t.m42]
        for sub in layer.sublayers ?? [] { collect(sub, into: &values) }
    }
}
