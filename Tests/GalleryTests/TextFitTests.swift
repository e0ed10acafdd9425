import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
import XCTest

/// Walks every scene through its first twenty seconds (a frame at a time, so scripted demos
/// type, press and answer as they do on screen) at three host sizes: its design size, twice it,
/// and a 1600 × 1000 window (where a scene lays itself out for the room beside its design
/// rectangle, `Scene.layOut(visibleArea:)`), and fails when a visible text layer's laid-out text
/// does not fit its bounds: a line wider than the layer, lines taller than it, or a line
/// shortened with "…".
final class TextFitTests: GalleryTestCase {
    override func setUp() {
        super.setUp()
        AssetLibrary.installProviders()
    }

    /// Seconds walked, the step between checks, and the frame step in between.
    static let duration: Double = 20, checkEvery: Double = 0.25, frame: Double = 1.0 / 30

    /// The hosts: a name and the viewport for a scene of `design` size.
    static let hosts: [(name: String, viewport: (CGSize) -> CGSize)] = [
        ("1×", { $0 }),
        ("2×", { CGSize(width: 2 * $0.width, height: 2 * $0.height) }),
        ("1600×1000", { _ in CGSize(width: 1600, height: 1000) }),
    ]

    func testEveryVisibleTextFitsItsLayerInEveryScene() throws {
        var problems: [String: String] = [:]
        for host in Self.hosts {
            for id in SceneCatalog.identifiers {
                clock.set(t0)
                CARunLoop.tick()
                let scene = try XCTUnwrap(SceneCatalog.make(id))
                place(scene, in: host.viewport(scene.designSize))
                scene.start()
                var t = 0.0, nextCheck = 0.0
                while t <= Self.duration {
                    at(t)
                    if t >= nextCheck - 1e-9 {
                        nextCheck += Self.checkEvery
                        let when = "\(id) at \(host.name), \(String(format: "%.2f", t)) s"
                        for problem in cutTexts(in: scene.rootLayer.renderSnapshot(at: t0 + t).root)
                        where problems[host.name + id + problem] == nil {
                            problems[host.name + id + problem] = "\(when): \(problem)"
                        }
                    }
                    t += Self.frame
                }
            }
        }
        XCTAssertTrue(problems.isEmpty, "text that does not fit:\n" + problems.values.sorted().joined(separator: "\n"))
    }

    /// Hosts `scene` as a window of `viewport` would: fitted (at most `maximumScale`), centred,
    /// told the part of its space that is shown.
    func place(_ scene: Scene, in viewport: CGSize) {
        let design = scene.designSize
        let s = min(viewport.width / design.width, viewport.height / design.height, max(1, scene.maximumScale))
        host(scene, scale: s)
        let fitted = CGRect(x: (viewport.width - design.width * s) / 2, y: (viewport.height - design.height * s) / 2,
                            width: design.width * s, height: design.height * s)
        scene.layOut(visibleArea: SceneBackdrop.visibleArea(in: viewport, sceneFrame: fitted, scale: s))
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
