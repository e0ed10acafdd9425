import AnimationCore
@testable import AnimationRender
import AnimationUIKit
import Foundation
@testable import Gallery
import TestSupport
import XCTest

/// The WWDC talk's blur and vibrancy (§2): icons scrolling behind three blur styles.
final class BlurSceneTests: GalleryTestCase {
    typealias S = BlurScene

    /// Scenes measure their text when they are made: install the real fonts first, as the app does.
    override func setUp() {
        super.setUp()
        AssetLibrary.installProviders()
    }

    func testTheIconsScrollOneTileInEachPeriodAndLoop() {
        let scene = BlurScene()
        scene.start()
        CARunLoop.tick()
        XCTAssertEqual(S.scrollPeriod, 16, accuracy: 1e-9, "480 points at 30 points per second")
        for t in [0.0, 1, 4, 8, 15.5] {
            at(t)
            XCTAssertEqual(Double(scene.presentedOffset), -30 * t, accuracy: 1e-6, "at \(t) s")
        }
        at(16.5)
        XCTAssertEqual(Double(scene.presentedOffset), -15, accuracy: 1e-6, "the next period starts from the top again")
    }

    func testEachPanelIsABlurOfItsStyleWithAVibrantLabel() {
        let scene = BlurScene()
        XCTAssertEqual(scene.panels.map { ($0.effect as? UIBlurEffect)?.style }, [.extraLight, .light, .dark])
        for (panel, vibrancy) in zip(scene.panels, scene.vibrancyViews) {
            XCTAssertTrue(vibrancy.superview === panel.contentView, "vibrancy sits in the blur's content view")
            XCTAssertEqual((vibrancy.effect as? UIVibrancyEffect)?.blurEffect, panel.effect as? UIBlurEffect)
            XCTAssertEqual(vibrancy.contentView.subviews.count, 1, "the style's name")
        }
    }

    func testADragMovesTheIconsByHandAndTheScrollStops() {
        let scene = BlurScene()
        scene.start()
        CARunLoop.tick()
        at(2)
        let window = scene.rootView
        window.sendPointer(.began, at: CGPoint(x: 160, y: 340))
        at(2.05); window.sendPointer(.moved, at: CGPoint(x: 160, y: 360))
        at(2.1); window.sendPointer(.moved, at: CGPoint(x: 160, y: 380))
        // The pan begins once the pointer has moved 10 points (at 2.05 s, the icons 61.5 points up).
        XCTAssertEqual(Double(scene.presentedOffset), -61.5 + 40, accuracy: 1e-6,
                       "dragged 40 points down from where it was")
        at(2.2); window.sendPointer(.ended, at: CGPoint(x: 160, y: 380))
        at(5)
        XCTAssertEqual(Double(scene.presentedOffset), -21.5, accuracy: 1e-6, "stays where it was let go")
        // Dragged down past the top, it wraps to the same picture one tile up.
        window.sendPointer(.began, at: CGPoint(x: 160, y: 100))
        at(5.05); window.sendPointer(.moved, at: CGPoint(x: 160, y: 200))
        XCTAssertEqual(Double(scene.presentedOffset), 78.5 - 480, accuracy: 1e-6)
        window.sendPointer(.ended, at: CGPoint(x: 160, y: 200))
    }

    func testStoppingEasesTheIconsToRest() {
        let scene = BlurScene()
        let states = recordStates(of: scene)
        scene.start()
        CARunLoop.tick()
        at(3)
        scene.stop()
        CARunLoop.tick()
        XCTAssertEqual(scene.state, .stopping)
        at(3.4)
        let mid = Double(scene.presentedOffset)
        XCTAssertLessThan(mid, -90, "still moving up")
        XCTAssertGreaterThan(mid, -90 - 12, "slower than the scroll")
        at(3.81)
        XCTAssertEqual(Double(scene.presentedOffset), -90 - 12, accuracy: 1e-6,
                       "half the distance the scroll would have gone")
        XCTAssertEqual(scene.state, .stopped)
        XCTAssertEqual(states.states, [.running, .stopping, .stopped])
    }

    // MARK: Pixels

    /// The host's pause and resume: re-anchors `layer` at the current time with a new speed.
    private func setHostSpeed(_ speed: Float, of layer: CALayer) {
        let now = CACurrentMediaTime()
        layer.timeOffset = (now - layer.beginTime) * Double(layer.speed) + layer.timeOffset
        layer.beginTime = now
        layer.speed = speed
    }

    private func frame(_ scene: BlurScene, at t: Double, software: Bool, scale: CGFloat = 1) throws -> RenderedImage {
        let size = host(scene, scale: scale)
        let renderer = software ? try Renderer(softwareWidth: size.width, height: size.height)
            : try Renderer(headlessWidth: size.width, height: size.height)
        renderer.render(scene.rootLayer.renderSnapshot(at: t0 + t), background: .black)
        return renderer.readPixels()
    }

    /// Pixels of a panel's inside (left of its labels' text: the blur alone) that differ by more than 8/255.
    private func changedInsidePanel(_ a: RenderedImage, _ b: RenderedImage, panel: Int) -> Int {
        let f = S.panelFrames[panel].insetBy(dx: 20, dy: 16)
        var changed = 0
        for y in Int(f.minY)..<Int(f.maxY) {
            for x in Int(f.minX)..<Int(f.maxX) where a[x, y].maxChannelDifference(to: b[x, y]) > 8 {
                changed += 1
            }
        }
        return changed
    }

    func testTheBlurChangesWhenTheIconsMoveBehindItAndNotOtherwise() throws {
        for (software, start) in [(false, 0.0), (true, 10.0)] {
            at(start)
            let scene = BlurScene()
            scene.start()
            CARunLoop.tick()
            at(start + 1)
            let first = try frame(scene, at: start + 1, software: software)
            setHostSpeed(0, of: scene.rootLayer)
            at(start + 2)
            let paused = try frame(scene, at: start + 2, software: software)
            for panel in 0..<3 {
                XCTAssertEqual(changedInsidePanel(first, paused, panel: panel), 0,
                               "panel \(panel), software \(software): nothing moved")
            }
            setHostSpeed(1, of: scene.rootLayer)
            at(start + 3)
            let moved = try frame(scene, at: start + 3, software: software)
            for panel in 0..<3 {
                XCTAssertGreaterThan(changedInsidePanel(first, moved, panel: panel), 2000,
                                     "panel \(panel), software \(software): the blur follows the icons")
            }
        }
    }

    func testPanelsAreBlurredNotSharpAndTheirStylesDiffer() throws {
        let scene = BlurScene()
        scene.start()
        CARunLoop.tick()
        at(1)
        let image = try frame(scene, at: 1, software: false)
        func meanLuma(_ panel: Int) -> Double {
            let f = S.panelFrames[panel].insetBy(dx: 20, dy: 16)
            var sum = 0.0, n = 0.0
            for y in stride(from: Int(f.minY), to: Int(f.maxY), by: 2) {
                for x in stride(from: Int(f.minX), to: Int(f.maxX), by: 2) {
                    let p = image[x, y]
                    sum += 0.2126 * Double(p.r) + 0.7152 * Double(p.g) + 0.0722 * Double(p.b)
                    n += 1
                }
            }
            return sum / n
        }
        XCTAssertGreaterThan(meanLuma(0), meanLuma(1), "extra light is lighter than light")
        XCTAssertGreaterThan(meanLuma(1), meanLuma(2), "light is lighter than dark")
        XCTAssertLessThan(meanLuma(2), 90, "dark is dark")
        // Sharp icon edges outside the panels (a full step between neighbours), none inside.
        func largestStep(y: Int) -> Int {
            (24..<295).map { image[$0, y].maxChannelDifference(to: image[$0 + 1, y]) }.max() ?? 0
        }
        XCTAssertGreaterThan(largestStep(y: 165), 100, "between the panels: icon edges")
        XCTAssertLessThan(largestStep(y: 56), 20, "extra light panel, above its text: blurred")
    }

    /// The render paths of the golden frames: OpenGL headless and SDL's software renderer, each
    /// with the scene started at its own time.
    static let goldenRuns: [(software: Bool, name: String, start: Double)] = [
        (false, "opengl", 0), (true, "software", 10),
    ]

    /// The golden of a run: the frame 2.5 s in.
    static func goldenName(_ run: String) -> String { "wwdc-blur-2.50-\(run)" }

    /// Every golden name of `goldenRuns`.
    static var goldenNames: Set<String> { Set(goldenRuns.map { goldenName($0.name) }) }

    /// Golden frames of the three styles on both render paths (OpenGL headless and SDL's software
    /// renderer), at twice the design size as a Retina screen shows them.
    func testGoldenFramesOnBothRenderPaths() throws {
        for (software, name, start) in Self.goldenRuns {
            at(start)
            let scene = BlurScene()
            scene.start()
            CARunLoop.tick()
            at(start + 2.5)
            let image = try frame(scene, at: start + 2.5, software: software, scale: 2)
            let tolerance = GoldenImage.Tolerance(channelTolerance: 4, maximumDifferingFraction: 0.002)
            if let failure = GoldenImage.verify(image, named: Self.goldenName(name), tolerance: tolerance) {
                XCTFail(failure)
            }
        }
    }
}
