import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
import XCTest

/// Writes frames of every scene as PNGs into `$GALLERY_DUMP_FRAMES` (a directory), for people
/// to look at; does nothing without that variable.
final class FrameDumpTests: GalleryTestCase {
    /// Scenes measure their text when they are made: install the real fonts first, as the app does.
    override func setUp() {
        super.setUp()
        AssetLibrary.installProviders()
    }

    func testDumpFrames() throws {
        guard let dir = ProcessInfo.processInfo.environment["GALLERY_DUMP_FRAMES"] else { return }
        let plan: [(String, [Double], Double?)] = [
            ("bolt-spinner", [0, 0.25, 0.5, 0.65, 0.75, 0.85, 1.2, 2.2, 2.5, 2.75, 3.1, 3.4], 2.1),
            ("bouncing-loader", [0, 0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4, 1.6], nil),
            ("gradient", [0, 0.75, 1.5, 2.25, 2.9], nil),
            ("replicator-dots", [0, 0.3, 1.0, 1.7], nil),
            ("snow", [0.5, 1.5, 3, 5], nil),
            ("wwdc-springs", [0, 0.6, 0.8, 1.0, 1.5, 3.3, 5.6], nil),
            ("wwdc-shape-layers", [0, 0.75, 1.75, 2.75, 3.75], nil),
            ("wwdc-custom-actions", [0, 0.875, 1.25, 2.875, 3.25], nil),
            ("animation-group-demo", [0, 1.25, 2, 5.5, 6.5, 8.5, 11.5, 12.0, 14.0, 15.5, 17.5, 19.0], nil),
        ]
        for (id, times, stopAt) in plan {
            clock.set(t0)
            CARunLoop.tick()
            let scene = try XCTUnwrap(SceneCatalog.make(id))
            host(scene, scale: 2)
            scene.start()
            CARunLoop.tick()
            let origin = t0
            var stopped = false
            for t in times {
                if let s = stopAt, !stopped, s <= t {
                    clock.set(origin + s)
                    CARunLoop.tick()
                    scene.stop()
                    stopped = true
                }
                clock.set(origin + t)
                CARunLoop.tick()
                let image = try render(scene, at: t, scale: 2)
                try image.writePNG(to: "\(dir)/\(id)-\(String(format: "%05.2f", t)).png")
            }
        }
    }
}
