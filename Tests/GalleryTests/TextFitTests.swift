import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
import XCTest

/// Walks every scene through its first twenty seconds (a frame at a time, so scripted demos
/// type, press and answer as they do on screen) and fails when a visible text layer's laid-out
/// text does not fit its bounds: a line wider than the layer, lines taller than it, or a line
/// shortened with "…".
final class TextFitTests: GalleryTestCase {
    override func setUp() {
        super.setUp()
        AssetLibrary.installProviders()
    }

    /// Seconds walked, the step between checks, and the frame step in between.
    static let duration: Double = 20, checkEvery: Double = 0.25, frame: Double = 1.0 / 30

    func testEveryVisibleTextFitsItsLayerInEveryScene() throws {
        var problems: [String: String] = [:]
        for id in SceneCatalog.identifiers {
            clock.set(t0)
            CARunLoop.tick()
            let scene = try XCTUnwrap(SceneCatalog.make(id))
            host(scene)
            scene.start()
            var t = 0.0, nextCheck = 0.0
            while t <= Self.duration {
                at(t)
                if t >= nextCheck - 1e-9 {
                    nextCheck += Self.checkEvery
                    for problem in cutTexts(in: scene.rootLayer.renderSnapshot(at: t0 + t).root)
                    where problems[id + problem] == nil {
                        problems[id + problem] = "\(id) at \(String(format: "%.2f", t)) s: \(problem)"
                    }
                }
                t += Self.frame
            }
        }
        XCTAssertTrue(problems.isEmpty, "text that does not fit:\n" + problems.values.sorted().joined(separator: "\n"))
    }

    /// One line per visible text layer of `node`'s subtree whose text does not fit.
    func cutTexts(in node: RenderNode, opacity: Double = 1) -> [String] {
        let seen = opacity * node.opacity
        guard seen > 0.05 else { return [] }
        var found: [String] = []
        if let text = node.content.text, text.color.alpha > 0.05,
           let fit = TextFit.layOut(text, in: node.bounds.size), !fit.fits {
            let need = String(format: "%.1f×%.1f", fit.width, fit.height)
            let has = String(format: "%.1f×%.1f", node.bounds.width, node.bounds.height)
            found.append("\"\(text.string)\" needs \(need) pt in \(has) (drawn: \(fit.lines))")
        }
        return found + node.sublayers.flatMap { cutTexts(in: $0, opacity: seen) }
    }
}
