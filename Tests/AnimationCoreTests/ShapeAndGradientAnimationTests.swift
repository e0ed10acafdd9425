import XCTest
@testable import AnimationCore

final class ShapeAndGradientAnimationTests: ClockedTestCase {
    func testPathsWithTheSameStructureMorph() {
        let shape = makeLayer(CAShapeLayer.self)
        let from = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let to = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 50))
        let morph = CABasicAnimation(keyPath: "path")
        morph.fromValue = from; morph.toValue = to; morph.duration = 1
        shape.add(morph, forKey: nil)

        at(0.5)

        let box = (shape.presentation() as! CAShapeLayer).path!.boundingBox
        XCTAssertEqual(box, CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    func testPathsWithDifferentStructureSwitchHalfWay() {
        let shape = makeLayer(CAShapeLayer.self)
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        let morph = CABasicAnimation(keyPath: "path")
        morph.fromValue = rect; morph.toValue = oval; morph.duration = 1
        shape.add(morph, forKey: nil)

        at(0.4); XCTAssertEqual((shape.presentation() as! CAShapeLayer).path, rect)
        at(0.6); XCTAssertEqual((shape.presentation() as! CAShapeLayer).path, oval)
    }

    func testStrokeEndAnimatesAndSubclassValuesReachThePresentation() {
        let shape = makeLayer(CAShapeLayer.self)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        shape.lineWidth = 4
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0; grow.toValue = 1; grow.duration = 2
        shape.add(grow, forKey: nil)

        at(0.5)

        let p = shape.presentation() as! CAShapeLayer
        XCTAssertEqual(p.strokeEnd, 0.25, accuracy: 1e-9)
        XCTAssertEqual(p.lineWidth, 4)
        XCTAssertEqual(shape.renderSnapshot(at: 100.5).root.content.shape?.strokeEnd ?? 0, 0.25, accuracy: 1e-9)
    }

    func testGradientLocationsAndColorsAnimateElementWise() {
        let gradient = makeLayer(CAGradientLayer.self)
        gradient.colors = [CGColor.black, CGColor.white]
        let move = CABasicAnimation(keyPath: "locations")
        move.fromValue = [0.0, 0.25]; move.toValue = [0.5, 1.0]; move.duration = 1
        let tint = CABasicAnimation(keyPath: "colors")
        tint.fromValue = [CGColor.black, CGColor.black]
        tint.toValue = [CGColor.white, CGColor.white]
        tint.duration = 1
        gradient.add(move, forKey: "l"); gradient.add(tint, forKey: "c")

        at(0.5)

        let p = gradient.presentation() as! CAGradientLayer
        XCTAssertEqual(p.locations!.map(\.doubleValue), [0.25, 0.625])
        XCTAssertEqual((p.colors![0] as! CGColor).red, 0.5, accuracy: 1e-9)
    }

    func testReplicatorAndEmitterAbsurdValuesAreCapped() {
        let emitter = makeLayer(CAEmitterLayer.self)
        let cell = CAEmitterCell()
        cell.contents = CGImage(width: 1, height: 1, pixels: [0xFFFF_FFFF])
        cell.birthRate = 1e9
        cell.lifetime = 10
        emitter.emitterCells = [cell]
        emitter.beginTime = CACurrentMediaTime()

        let batches = emitter.renderSnapshot(at: 105).root.particles

        XCTAssertEqual(batches[0].particles.count, CAEmitterLayer.maximumParticlesPerCell)
    }

    func testNaNBirthRateCountsAsZero() {
        let emitter = makeLayer(CAEmitterLayer.self)
        let cell = CAEmitterCell()
        cell.contents = CGImage(width: 1, height: 1, pixels: [0xFFFF_FFFF])
        cell.birthRate = 10; cell.lifetime = 10
        emitter.emitterCells = [cell]
        emitter.beginTime = CACurrentMediaTime()
        clock.set(t0 + 1)

        emitter.birthRate = .nan

        let count = emitter.renderSnapshot(at: 103).root.particles.first?.particles.count ?? 0
        XCTAssertEqual(count, 11, "births stop at the change (t = 1 s: particles 0…10)")
    }
}
