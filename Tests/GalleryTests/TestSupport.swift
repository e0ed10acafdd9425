// Shared helpers for GalleryTests live here.
import AnimationCore
import AnimationUIKit
import Foundation
@testable import Gallery
import TestSupport
import XCTest

/// A `ManualClockTestCase` (clock at `t0`, `at(_:)`) with this target's helpers.
class GalleryTestCase: ManualClockTestCase {
    /// Slows `layer`'s subtree tenfold from now on without a jump in its time.
    func slowDown(_ layer: CALayer, speed: Float = 0.1) {
        let now = CACurrentMediaTime()
        layer.timeOffset = layer.convertTime(now, from: nil)
        layer.beginTime = now
        layer.speed = speed
    }

    /// The layer's presentation (as seen now).
    func shown<L: CALayer>(_ layer: L, file: StaticString = #filePath, line: UInt = #line) -> L {
        guard let p = layer.presentation() else {
            XCTFail("no presentation layer", file: file, line: line)
            return layer
        }
        return p
    }

    /// The presented z rotation of `layer`, in (−π, π].
    func shownRotation(_ layer: CALayer) -> Double {
        Double(shown(layer).value(forKeyPath: "transform.rotation.z") as? CGFloat ?? .nan)
    }

    /// `angle` brought into (−π, π].
    func normalized(_ angle: Double) -> Double {
        var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a <= -.pi { a += 2 * .pi }
        if a > .pi { a -= 2 * .pi }
        return a
    }

    /// Asserts two angles are the same direction (modulo a full turn).
    func assertSameAngle(_ a: Double, _ b: Double, accuracy: Double = 1e-6,
                         _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let d = normalized(a - b)
        XCTAssertEqual(d, 0, accuracy: accuracy, "angle \(a) vs \(b) \(message)", file: file, line: line)
    }

    /// The eased fraction of a named curve at `x`.
    func eased(_ name: CAMediaTimingFunctionName, _ x: Double) -> Double {
        CAMediaTimingFunction(name: name).solve(forInput: x)
    }

    /// A click (press and release) at `point` of `window`, as the host sends one.
    @discardableResult
    func click(_ window: UIWindow?, at point: CGPoint, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        guard let window else { XCTFail("the scene has no window", file: file, line: line); return false }
        let took = window.sendPointer(.began, at: point)
        window.sendPointer(.ended, at: point)
        return took
    }

    /// Records every state a scene reports.
    func recordStates(of scene: Scene) -> StateRecorder {
        let recorder = StateRecorder()
        scene.onStateChange = { recorder.states.append($0) }
        return recorder
    }
}

final class StateRecorder {
    var states: [SceneState] = []
}

extension RenderNode {
    /// Every node of the subtree, depth first (masks not included).
    var allNodes: [RenderNode] { [self] + sublayers.flatMap(\.allNodes) }

    /// The total number of emitter particles in the subtree.
    var particleCount: Int { allNodes.reduce(0) { $0 + $1.particles.reduce(0) { $0 + $1.particles.count } } }
}

// MARK: - Rendering

import AnimationRender

extension GalleryTestCase {
    /// Places the scene's root layer as a host would (filling a `scale`× target, no implicit
    /// animation), installs the renderer's fonts and image loader, and returns the pixel size.
    @discardableResult
    func host(_ scene: Scene, scale: CGFloat = 1) -> (width: Int, height: Int) {
        AssetLibrary.installProviders()
        let root = scene.rootLayer
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.anchorPoint = .zero
        root.position = .zero
        root.transform = CATransform3DMakeScale(scale, scale, 1)
        CATransaction.commit()
        return (Int((scene.designSize.width * scale).rounded()), Int((scene.designSize.height * scale).rounded()))
    }

    /// Renders the scene as it looks at `t0 + seconds` with the headless renderer (what PNG export draws).
    func render(_ scene: Scene, at seconds: Double, scale: CGFloat = 1) throws -> RenderedImage {
        let size = host(scene, scale: scale)
        let renderer = try Renderer(headlessWidth: size.width, height: size.height)
        renderer.render(scene.rootLayer.renderSnapshot(at: t0 + seconds), background: .black)
        return renderer.readPixels()
    }
}
