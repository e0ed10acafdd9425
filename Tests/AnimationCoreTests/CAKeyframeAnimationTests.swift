import XCTest
@testable import AnimationCore

final class CAKeyframeAnimationTests: ClockedTestCase {
    private func keyframes(_ keyPath: String, _ configure: (CAKeyframeAnimation) -> Void) -> CAKeyframeAnimation {
        let k = CAKeyframeAnimation(keyPath: keyPath)
        k.duration = 1
        configure(k)
        return k
    }

    func testLinearValuesWithKeyTimes() {
        let layer = makeLayer()
        layer.add(keyframes("opacity") { $0.values = [0.0, 1.0, 0.0]; $0.keyTimes = [0, 0.8, 1] }, forKey: nil)

        at(0.4); XCTAssertEqual(presented(layer, "opacity"), 0.5, accuracy: 1e-6)
        at(0.9); XCTAssertEqual(presented(layer, "opacity"), 0.5, accuracy: 1e-6)
    }

    func testMismatchedKeyTimesAreSpacedEvenly() {
        let layer = makeLayer()
        layer.add(keyframes("opacity") { $0.values = [0.0, 1.0, 0.0]; $0.keyTimes = [0, 1] }, forKey: nil)

        at(0.25)

        XCTAssertEqual(presented(layer, "opacity"), 0.5, accuracy: 1e-6)
    }

    func testDiscreteHoldsEachValue() {
        let layer = makeLayer()
        layer.add(keyframes("position.x") { $0.values = [10, 20, 30, 40]; $0.calculationMode = .discrete }, forKey: nil)

        at(0.1); XCTAssertEqual(presented(layer, "position.x"), 10)
        at(0.3); XCTAssertEqual(presented(layer, "position.x"), 20)
        at(0.74); XCTAssertEqual(presented(layer, "position.x"), 30)
        at(0.76); XCTAssertEqual(presented(layer, "position.x"), 40)
    }

    func testDiscreteWithKeyTimes() {
        let layer = makeLayer()
        layer.add(keyframes("position.x") {
            $0.values = [10, 20]; $0.keyTimes = [0, 0.9, 1]; $0.calculationMode = .discrete
        }, forKey: nil)

        at(0.85); XCTAssertEqual(presented(layer, "position.x"), 10)
        at(0.95); XCTAssertEqual(presented(layer, "position.x"), 20)
    }

    func testPerSegmentTimingFunctions() {
        let layer = makeLayer()
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        layer.add(keyframes("opacity") {
            $0.values = [0.0, 1.0, 0.0]
            $0.timingFunctions = [easeIn, CAMediaTimingFunction(name: .linear)]
        }, forKey: nil)

        at(0.25); XCTAssertEqual(presented(layer, "opacity"), easeIn.solve(forInput: 0.5), accuracy: 1e-6)
        at(0.75); XCTAssertEqual(presented(layer, "opacity"), 0.5, accuracy: 1e-6)
    }

    func testPacedValuesMoveAtConstantSpeed() {
        let layer = makeLayer()
        layer.add(keyframes("position.x") { $0.values = [0, 10, 100]; $0.calculationMode = .paced }, forKey: nil)

        at(0.05); XCTAssertEqual(presented(layer, "position.x"), 5, accuracy: 1e-6)
        at(0.5); XCTAssertEqual(presented(layer, "position.x"), 50, accuracy: 1e-6)
    }

    func testPacedMotionAlongACircleHasConstantSpeed() {
        let layer = makeLayer()
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 200, height: 200))
        layer.add(keyframes("position") { $0.path = path; $0.calculationMode = .paced }, forKey: nil)
        var distances: [CGFloat] = []
        var last: CGPoint?

        for i in 0..<20 {
            at(Double(i) / 20)
            let p = layer.presentation()!.position
            XCTAssertEqual(hypot(p.x - 100, p.y - 100), 100, accuracy: 0.5, "stays on the circle")
            if let last { distances.append(hypot(p.x - last.x, p.y - last.y)) }
            last = p
        }

        let chord = 2 * 100 * sin(CGFloat.pi / 20)
        for d in distances { XCTAssertEqual(d, chord, accuracy: 0.5) }
    }

    func testLinearPathVisitsEachElementEndAtItsKeyTime() {
        let layer = makeLayer()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        layer.add(keyframes("position") { $0.path = path }, forKey: nil)

        at(0.25); XCTAssertEqual(layer.presentation()!.position, CGPoint(x: 50, y: 0))
        at(0.5); XCTAssertEqual(layer.presentation()!.position, CGPoint(x: 100, y: 0))
        at(0.75); XCTAssertEqual(layer.presentation()!.position, CGPoint(x: 100, y: 150))
    }

    func testRotateAutoTurnsTheLayerAlongThePath() {
        let layer = makeLayer()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 0, y: 100))
        layer.add(keyframes("position") { $0.path = path; $0.rotationMode = .rotateAuto }, forKey: nil)

        at(0.5)

        XCTAssertEqual(presented(layer, "transform.rotation.z"), Double.pi / 2, accuracy: 1e-6,
                       "heading down the screen")
    }

    func testCubicPassesThroughEveryKeyframeSmoothly() {
        let layer = makeLayer()
        layer.add(keyframes("position.x") { $0.values = [0, 100, 0, 100]; $0.calculationMode = .cubic }, forKey: nil)

        at(1.0 / 3); XCTAssertEqual(presented(layer, "position.x"), 100, accuracy: 1e-6)
        at(0.5); XCTAssertEqual(presented(layer, "position.x"), 50, accuracy: 1e-6, "symmetric segment")
        at(1.0 / 3 + 0.01); let after = presented(layer, "position.x")
        at(1.0 / 3 - 0.01); let before = presented(layer, "position.x")
        XCTAssertGreaterThan(after, 95); XCTAssertGreaterThan(before, 95)
    }

    func testNoUsableValuesIsIgnored() {
        let layer = makeLayer()

        layer.add(keyframes("opacity") { $0.values = ["a", "b"] }, forKey: "k")

        XCTAssertNil(layer.animation(forKey: "k"))
    }
}
