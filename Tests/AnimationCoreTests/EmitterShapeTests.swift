import XCTest
@testable import AnimationCore
import TestSupport

/// Where particles are born for each emitter shape and mode, as Apple documents the shapes:
/// still particles (no velocity) show their emission points; about 2,000 of them per case.
final class EmitterShapeTests: ManualClockTestCase {
    private func points(_ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode,
                        size: CGSize) -> [CGPoint] {
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        emitter.emitterPosition = CGPoint(x: 200, y: 200)
        emitter.emitterShape = shape
        emitter.emitterMode = mode
        emitter.emitterSize = size
        emitter.seed = 7
        emitter.beginTime = CACurrentMediaTime()
        let cell = CAEmitterCell()
        cell.contents = CGImage(width: 2, height: 2, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 4))
        cell.birthRate = 2000
        cell.lifetime = 10
        emitter.emitterCells = [cell]
        CARunLoop.tick()
        let snapshot = emitter.renderSnapshot(at: CACurrentMediaTime() + 1)
        return snapshot.root.particles.flatMap { $0.particles.map(\.position) }
    }

    private func share(_ ps: [CGPoint], _ inside: (CGPoint) -> Bool) -> Double {
        Double(ps.filter(inside).count) / Double(ps.count)
    }

    func testPointEmitsFromThePosition() {
        let ps = points(.point, .volume, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(ps.count, 2001)
        XCTAssertTrue(ps.allSatisfy { $0 == CGPoint(x: 200, y: 200) })
    }

    func testLineSpreadsEvenlyAlongItsWidthInEveryMode() {
        for mode in [CAEmitterLayerEmitterMode.outline, .surface, .volume, .points] {
            let ps = points(.line, mode, size: CGSize(width: 200, height: 50))
            XCTAssertEqual(ps.count, 2001)
            XCTAssertTrue(ps.allSatisfy { $0.y == 200 && $0.x >= 100 && $0.x <= 300 }, "\(mode.rawValue)")
            XCTAssertEqual(share(ps) { $0.x < 150 }, 0.25, accuracy: 0.04, "\(mode.rawValue)")
            XCTAssertEqual(share(ps) { $0.x > 250 }, 0.25, accuracy: 0.04, "\(mode.rawValue)")
        }
    }

    func testRectangleSurfaceFillsItsArea() {
        let ps = points(.rectangle, .surface, size: CGSize(width: 200, height: 100))
        XCTAssertTrue(ps.allSatisfy { abs($0.x - 200) <= 100 && abs($0.y - 200) <= 50 })
        for (right, below) in [(false, false), (false, true), (true, false), (true, true)] {
            XCTAssertEqual(share(ps) { ($0.x > 200) == right && ($0.y > 200) == below }, 0.25, accuracy: 0.04)
        }
        XCTAssertEqual(share(ps) { abs($0.x - 200) < 50 && abs($0.y - 200) < 25 }, 0.25, accuracy: 0.04,
                       "the middle quarter of the area holds a quarter")
    }

    func testRectangleOutlineSpreadsOverThePerimeterByLength() {
        let ps = points(.rectangle, .outline, size: CGSize(width: 300, height: 20))
        let onEdge = ps.allSatisfy { p in
            let dx = abs(p.x - 200), dy = abs(p.y - 200)
            return (abs(dx - 150) < 1e-9 && dy <= 10 + 1e-9) || (abs(dy - 10) < 1e-9 && dx <= 150 + 1e-9)
        }
        XCTAssertTrue(onEdge, "every particle on the rectangle's edge")
        let sides = share(ps) { abs(abs($0.x - 200) - 150) < 1e-9 && abs(abs($0.y - 200) - 10) > 1e-9 }
        XCTAssertEqual(sides, 40.0 / 640, accuracy: 0.02, "the short sides hold their share of the length")
        XCTAssertEqual(share(ps) { $0.y < 200 && abs($0.y - 190) < 1e-9 }, 300.0 / 640, accuracy: 0.04)
    }

    func testCircleSurfaceFillsTheDiscOfRadiusWidth() {
        let ps = points(.circle, .surface, size: CGSize(width: 50, height: 0))
        let r = ps.map { hypot($0.x - 200, $0.y - 200) }
        XCTAssertTrue(r.allSatisfy { $0 <= 50 + 1e-9 }, "radius is emitterSize.width")
        XCTAssertGreaterThan(r.max() ?? 0, 48)
        XCTAssertEqual(share(ps) { hypot($0.x - 200, $0.y - 200) < 25 }, 0.25, accuracy: 0.04, "even by area")
        XCTAssertEqual(share(ps) { $0.x > 200 }, 0.5, accuracy: 0.04)
        XCTAssertEqual(share(ps) { $0.y > 200 }, 0.5, accuracy: 0.04)
    }

    func testCircleOutlineIsTheRim() {
        let ps = points(.circle, .outline, size: CGSize(width: 50, height: 0))
        XCTAssertTrue(ps.allSatisfy { abs(hypot($0.x - 200, $0.y - 200) - 50) < 1e-9 })
        XCTAssertEqual(share(ps) { $0.x > 200 && $0.y > 200 }, 0.25, accuracy: 0.04)
    }
}
