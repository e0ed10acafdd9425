import AnimationCore
import AnimationRender
import Foundation
import XCTest

/// Frame-time measurements of the window path; run explicitly (release build, under Xvfb or
/// SDL's offscreen driver): `RENDER_BENCH=1 swift test -c release --filter PerformanceTests`.
final class PerformanceTests: XCTestCase {
    /// The window under test; `RENDER_DRIVER` (e.g. "software", "opengl") picks SDL's render driver.
    private func host(width: Int = 1280, height: Int = 720) throws -> WindowHost {
        let env = ProcessInfo.processInfo.environment
        guard env["RENDER_BENCH"] == "1" else { throw XCTSkip("set RENDER_BENCH=1 to run") }
        let driver = env["DISPLAY"] == nil ? "offscreen" : nil
        return try WindowHost(width: width, height: height, hidden: false, resizable: false, videoDriver: driver,
                              renderDriver: env["RENDER_DRIVER"])
    }

    private func stars(count: Int, frame: Int, distinctColours: Bool) -> RenderNode {
        let path = starPath(size: 24)
        var nodes: [RenderNode] = []
        nodes.reserveCapacity(count)
        for i in 0..<count {
            let hue = distinctColours ? Double(i % 997) / 997 : 0.13
            let content = LayerContent(shape: ShapeContent(
                path: path, fillColor: rgba(1, 0.5 + hue / 2, hue), fillRule: .nonZero, strokeColor: rgba(0.4, 0.2, 0), lineWidth: 1,
                lineCap: .round, lineJoin: .round, miterLimit: 10, lineDashPattern: [], lineDashPhase: 0, strokeStart: 0, strokeEnd: 1))
            let t = Double(frame) / 60 + Double(i) * 0.01
            let s = CGFloat(0.8 + 0.4 * sin(t * 2))
            let x = CGFloat((i * 37) % 1240) + 20, y = CGFloat((i * 53) % 680) + 20
            var m = CATransform3DMakeTranslation(-12, -12, 0)
            m = CATransform3DConcat(m, CATransform3DMakeScale(s, s, 1))
            m = CATransform3DConcat(m, CATransform3DMakeRotation(CGFloat(t), 0, 0, 1))
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(x, y, 0))
            nodes.append(RenderNode(layerID: UInt64(100 + i), bounds: CGRect(x: 0, y: 0, width: 24, height: 24), transform: m,
                                    opacity: 0.5 + 0.5 * sin(t), content: content))
        }
        return RenderNode(layerID: 1, bounds: CGRect(x: 0, y: 0, width: 1280, height: 720), sublayers: nodes)
    }

    private func measure(_ host: WindowHost, frames: Int, scene: (Int) -> RenderNode) -> (ms: Double, stats: RenderStats) {
        var snapshots: [RenderSnapshot] = []
        for f in 0..<frames { snapshots.append(RenderSnapshot(time: Double(f) / 60, root: scene(f))) }
        for s in snapshots.prefix(5) { host.renderer.render(s, background: rgba(0.1, 0.1, 0.15)); host.present() }
        let start = DispatchTime.now().uptimeNanoseconds
        var renderNs: UInt64 = 0
        for s in snapshots {
            let t0 = DispatchTime.now().uptimeNanoseconds
            host.renderer.render(s, background: rgba(0.1, 0.1, 0.15))
            renderNs += DispatchTime.now().uptimeNanoseconds - t0
            host.present()
        }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(frames)
        print(String(format: "  render() %.2f ms/frame of %.2f", Double(renderNs) / 1e6 / Double(frames), ms))
        return (ms, host.renderer.stats)
    }

    func testTwoThousandStars() throws {
        let h = try host()
        for distinct in [false, true] {
            let r = measure(h, frames: 60) { stars(count: 2000, frame: $0, distinctColours: distinct) }
            print("2000 stars (\(distinct ? "distinct colours" : "same content")) on \(h.rendererName): \(String(format: "%.2f", r.ms)) ms/frame, \(r.stats.drawCalls) draw calls, \(r.stats.storeRedraws) redraws")
        }
    }

    func testTwentyThousandParticles() throws {
        let h = try host()
        var px = [UInt32](repeating: 0, count: 16 * 16)
        for y in 0..<16 { for x in 0..<16 {
            let d = hypot(Double(x) - 7.5, Double(y) - 7.5) / 8
            let a = UInt32(max(0, 1 - d) * 255)
            px[y * 16 + x] = (a << 24) | (a << 16) | (a << 8) | a
        } }
        let image = CGImage(width: 16, height: 16, pixels: px)!
        let r = measure(h, frames: 60) { f in
            var particles: [Particle] = []
            particles.reserveCapacity(20_000)
            for i in 0..<20_000 {
                let t = Double(f) / 60 + Double(i)
                particles.append(Particle(position: CGPoint(x: 640 + 500 * sin(t * 0.37), y: 360 + 300 * cos(t * 0.53)),
                                          scale: CGFloat(0.5 + 0.5 * sin(t)), rotation: CGFloat(t),
                                          color: rgba(1, 0.6, 0.2, 0.5)))
            }
            var emitter = RenderNode(layerID: 2, bounds: CGRect(x: 0, y: 0, width: 1280, height: 720))
            emitter.particles = [ParticleBatch(image: image, additive: true, particles: particles)]
            return RenderNode(layerID: 1, bounds: CGRect(x: 0, y: 0, width: 1280, height: 720), sublayers: [emitter])
        }
        print("20000 particles on \(h.rendererName): \(String(format: "%.2f", r.ms)) ms/frame, \(r.stats.drawCalls) draw calls")
    }
}
