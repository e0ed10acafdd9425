import AnimationCore
import Foundation
@testable import PlaygroundKit
import XCTest

/// `TimelineInspector`: every animation of a layer tree, its timing in the scene's time, and
/// where it is at known times.
final class TimelineInspectorTests: PlaygroundTestCase {
    private let root = CALayer(), square = CALayer(), dot = CALayer()

    override func setUp() {
        super.setUp()
        square.name = "square"
        root.addSublayer(square)
        square.addSublayer(dot)
        CARunLoop.tick()
    }

    private func move(duration: Double, begin: Double? = nil) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0.0
        a.toValue = 100.0
        a.duration = duration
        if let begin { a.beginTime = t0 + begin }
        return a
    }

    private func row(_ key: String) -> InspectedAnimation? {
        TimelineInspector(root: root).rows.first { $0.key == key }
    }

    func testListsEveryAnimationWithItsLayerKeyKeyPathAndKind() {
        square.add(move(duration: 1), forKey: "move")
        let hop = CAKeyframeAnimation(keyPath: "position.y")
        hop.values = [0.0, 10.0, 0.0]
        dot.add(hop, forKey: "hop")
        let pulse = CAAnimationGroup()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        let grow = CASpringAnimation(keyPath: "bounds.size.width")
        grow.fromValue = 10.0
        grow.toValue = 20.0
        pulse.animations = [fade, grow]
        root.add(pulse, forKey: "pulse")
        let swap = CATransition()
        dot.add(swap, forKey: "swap")

        let rows = TimelineInspector(root: root).rows

        XCTAssertEqual(rows.map(\.key), ["pulse", "pulse[0]", "pulse[1]", "move", "hop", "swap"],
                       "root first, groups before their children")
        XCTAssertEqual(rows.map(\.kind), [.group, .basic, .spring, .basic, .keyframe, .transition])
        XCTAssertEqual(rows.map(\.keyPath), [nil, "opacity", "bounds.size.width", "position.x", "position.y", nil])
        XCTAssertEqual(rows.map(\.layerName), ["CALayer", "CALayer", "CALayer", "square", "CALayer 0.0", "CALayer 0.0"])
        XCTAssertEqual(rows.map(\.depth), [0, 1, 1, 0, 0, 0])
    }

    func testBarsAreInTheScenesOwnTime() {
        square.speed = 0.5
        square.add(move(duration: 2, begin: 1), forKey: "move")

        let r = row("move")

        // The square's time runs at half the root's: its 2 s animation takes 4 s of scene time,
        // and its beginTime (t0 + 1 in the square's time) is scene time (t0 + 1) / 0.5.
        XCTAssertEqual(r?.begin ?? 0, (t0 + 1) * 2, accuracy: 1e-9)
        XCTAssertEqual(r?.activeDuration ?? 0, 4, accuracy: 1e-9)
        XCTAssertEqual(r?.cycle ?? 0, 4, accuracy: 1e-9)
    }

    func testZeroDurationReadsAsTheDefaultQuarterSecond() {
        square.add(move(duration: 0), forKey: "move")

        XCTAssertEqual(row("move")?.activeDuration ?? 0, 0.25, accuracy: 1e-12)
    }

    func testMomentGivesInputTimeProgressAndThePresentedValue() {
        let a = move(duration: 2)
        a.timingFunction = CAMediaTimingFunction(name: .easeIn)
        square.add(a, forKey: "move")
        CARunLoop.tick()
        at(0.5)
        let inspector = TimelineInspector(root: root)

        let m = inspector.moment(of: row("move")!)

        XCTAssertEqual(m.phase, .active)
        XCTAssertEqual(m.inputTime, 0.25, accuracy: 1e-9)
        let eased = CAMediaTimingFunction(name: .easeIn).solve(forInput: 0.25)
        XCTAssertEqual(m.progress, eased, accuracy: 1e-9)
        XCTAssertEqual(Double(square.presentation()!.position.x), 100 * eased, accuracy: 1e-6)
        XCTAssertEqual(inspector.presentedValue(of: row("move")!), TimelineInspector.format(100 * eased))
    }

    func testRepeatsAndAutoreverseGiveIterationAndReversedInput() {
        let a = move(duration: 1)
        a.repeatCount = 2
        a.autoreverses = true
        square.add(a, forKey: "move")
        let inspector = TimelineInspector(root: root)
        let r = row("move")!

        let reversing = inspector.moment(of: r, atSceneTime: t0 + 1.25)
        let second = inspector.moment(of: r, atSceneTime: t0 + 2.5)

        XCTAssertEqual(r.activeDuration, 4, accuracy: 1e-12, "two cycles of there and back")
        XCTAssertEqual(reversing.iteration, 0)
        XCTAssertEqual(reversing.inputTime, 0.75, accuracy: 1e-9, "a quarter of the way back")
        XCTAssertEqual(second.iteration, 1)
        XCTAssertEqual(second.inputTime, 0.5, accuracy: 1e-9)
    }

    func testFillModesDecideThePhaseOutsideTheActiveInterval() {
        let held = move(duration: 1, begin: 1)
        held.fillMode = .both
        square.add(held, forKey: "held")
        dot.add(move(duration: 1, begin: 1), forKey: "plain")
        let inspector = TimelineInspector(root: root)

        XCTAssertEqual(inspector.moment(of: row("held")!, atSceneTime: t0 + 0.5).phase, .filledBefore)
        XCTAssertEqual(inspector.moment(of: row("held")!, atSceneTime: t0 + 3).phase, .filledAfter)
        XCTAssertEqual(inspector.moment(of: row("held")!, atSceneTime: t0 + 3).inputTime, 1)
        XCTAssertEqual(inspector.moment(of: row("plain")!, atSceneTime: t0 + 0.5).phase, .removed)
        XCTAssertEqual(inspector.moment(of: row("plain")!, atSceneTime: t0 + 3).phase, .removed)
        XCTAssertEqual(inspector.moment(of: row("plain")!, atSceneTime: t0 + 1.5).phase, .active)
    }

    func testGroupChildRunsInItsGroupsTime() {
        // The bolt's rhythm: a 0.5 s turn in a 1.5 s group that repeats forever.
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0.0
        turn.toValue = -2 * Double.pi
        turn.duration = 0.5
        let cycle = CAAnimationGroup()
        cycle.animations = [turn]
        cycle.duration = 1.5
        cycle.repeatCount = .infinity
        square.add(cycle, forKey: "cycle")
        let inspector = TimelineInspector(root: root)
        let child = row("cycle[0]")!

        let midTurn = inspector.moment(of: child, atSceneTime: t0 + 1.5 + 0.25)
        let inPause = inspector.moment(of: child, atSceneTime: t0 + 1.5 + 1)

        XCTAssertEqual(row("cycle")!.activeDuration, .infinity)
        XCTAssertEqual(child.begin, t0, accuracy: 1e-9)
        XCTAssertEqual(child.activeDuration, 0.5, accuracy: 1e-9)
        let bars = inspector.spans(of: child, from: t0, to: t0 + 4).active
        XCTAssertEqual(bars.count, 3, "the bar repeats with its group")
        for (bar, begin) in zip(bars, [t0, t0 + 1.5, t0 + 3]) { XCTAssertEqual(bar.lowerBound, begin, accuracy: 1e-9) }
        XCTAssertEqual(bars.last?.upperBound ?? 0, t0 + 3.5, accuracy: 1e-9)
        XCTAssertEqual(midTurn.phase, .active)
        XCTAssertEqual(midTurn.inputTime, 0.5, accuracy: 1e-9)
        XCTAssertEqual(inPause.phase, .removed, "the turn does not fill: the pause shows the model value")
    }

    func testKeyframeTimesAreMarkedEvenlyWhenNotGiven() {
        let hop = CAKeyframeAnimation(keyPath: "position.y")
        hop.values = [0.0, 10.0, 30.0, 0.0]
        dot.add(hop, forKey: "hop")
        let timed = CAKeyframeAnimation(keyPath: "opacity")
        timed.values = [0.0, 1.0, 0.5]
        timed.keyTimes = [0, 0.2, 1]
        square.add(timed, forKey: "timed")

        XCTAssertEqual(row("hop")!.keyframeTimes, [0, 1.0 / 3, 2.0 / 3, 1])
        XCTAssertEqual(row("timed")!.keyframeTimes, [0, 0.2, 1])
        XCTAssertEqual(row("timed")!.kind, .keyframe)
    }

    func testSpringRowCarriesTheSolverAndItsSettlingDuration() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.damping = 5
        spring.fromValue = 0.0
        spring.toValue = 1.0
        spring.duration = spring.settlingDuration
        square.add(spring, forKey: "spring")

        let r = row("spring")!

        XCTAssertEqual(r.spring?.damping, 5)
        XCTAssertEqual(r.spring?.settlingDuration ?? 0, spring.settlingDuration, accuracy: 1e-12)
        XCTAssertNil(r.timingFunction, "springs ignore their timing function")
    }

    func testSpringProgressIsTheOscillatorsValueAsPresented() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.damping = 4
        spring.fromValue = 0.0
        spring.toValue = 100.0
        spring.duration = spring.settlingDuration
        square.add(spring, forKey: "spring")
        CARunLoop.tick()
        at(0.3)

        let m = TimelineInspector(root: root).moment(of: row("spring")!)

        XCTAssertGreaterThan(m.progress, 1, "damping 4 has overshot by 0.3 s")
        XCTAssertEqual(Double(square.presentation()!.position.x), 100 * m.progress, accuracy: 1e-6)
    }

    func testSceneTimeFollowsSlowMotionAndPause() {
        at(1)
        let inspector = TimelineInspector(root: root)
        let before = inspector.sceneTime
        TimeControl.setSpeed(0.1, of: root)
        at(3)
        let slowed = inspector.sceneTime
        TimeControl.pause(root)
        at(5)

        XCTAssertEqual(slowed - before, 0.2, accuracy: 1e-6, "two seconds at ×0.1")
        XCTAssertEqual(inspector.sceneTime, slowed, accuracy: 1e-9, "paused: the playhead stands still")
    }

    func testEmptyTreeHasNoRows() {
        XCTAssertTrue(TimelineInspector(root: root).rows.isEmpty)
    }
}
