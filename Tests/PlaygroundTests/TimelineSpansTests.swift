import AnimationCore
import Foundation
@testable import PlaygroundKit
import XCTest

/// `TimelineInspector.spans(of:from:to:)`: where a row's bars go, for groups nested at any
/// depth, mapped through each group's timing; and `TimingCurvePreimage`, the inverse it uses.
final class TimelineSpansTests: PlaygroundTestCase {
    private let root = CALayer(), square = CALayer()

    override func setUp() {
        super.setUp()
        root.addSublayer(square)
        CARunLoop.tick()
    }

    private func move(duration: Double, begin: Double = 0) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0.0
        a.toValue = 100.0
        a.duration = duration
        a.beginTime = begin
        return a
    }

    private func group(_ children: [CAAnimation], duration: Double, begin: Double = 0) -> CAAnimationGroup {
        let g = CAAnimationGroup()
        g.animations = children
        g.duration = duration
        g.beginTime = begin
        return g
    }

    private func row(_ key: String) -> InspectedAnimation? {
        TimelineInspector(root: root).rows.first { $0.key == key }
    }

    private func assertSpans(_ spans: [Range<Double>], _ expected: [Range<Double>], accuracy: Double = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(spans.count, expected.count, "\(spans)", file: file, line: line)
        for (s, e) in zip(spans, expected) {
            XCTAssertEqual(s.lowerBound, e.lowerBound, accuracy: accuracy, file: file, line: line)
            XCTAssertEqual(s.upperBound, e.upperBound, accuracy: accuracy, file: file, line: line)
        }
    }

    func testAChildTwoGroupsDeepShowsInEveryCycleOfTheOuterGroup() {
        // outer: 2 s, twice; inner: from 0.5 s for 1 s; leaf: from 0.25 s of the inner for 0.5 s.
        let leaf = move(duration: 0.5, begin: 0.25)
        let outer = group([group([leaf], duration: 1, begin: 0.5)], duration: 2)
        outer.repeatCount = 2
        square.add(outer, forKey: "outer")

        let rows = TimelineInspector(root: root).rows
        let spans = TimelineInspector(root: root).spans(of: row("outer[0][0]")!, from: t0 - 1, to: t0 + 5)

        XCTAssertEqual(rows.map(\.key), ["outer", "outer[0]", "outer[0][0]"])
        XCTAssertEqual(rows.map(\.depth), [0, 1, 2])
        assertSpans(spans.active, [(t0 + 0.75)..<(t0 + 1.25), (t0 + 2.75)..<(t0 + 3.25)])
        XCTAssertEqual(spans.filled, [])
    }

    func testAChildsTimesGoThroughItsGroupsTimingFunction() {
        // The group eases in over 2 s: its local time 1 s (the child's begin) is reached at the
        // input where easeIn reaches one half.
        let child = move(duration: 1, begin: 1)
        let g = group([child], duration: 2)
        g.timingFunction = CAMediaTimingFunction(name: .easeIn)
        square.add(g, forKey: "g")
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        let half = bisect { easeIn.solve(forInput: $0) - 0.5 }

        let spans = TimelineInspector(root: root).spans(of: row("g[0]")!, from: t0, to: t0 + 3)

        // The core's solver is exact to about 1e-7 in x (`half` comes from it).
        assertSpans(spans.active, [(t0 + 2 * half)..<(t0 + 2)], accuracy: 1e-6)
        XCTAssertGreaterThan(half, 0.6, "easeIn is slow to start: the child begins well after the group's middle")
    }

    func testSpansAgreeWithMomentsForDeepEasedReversingGroups() {
        // Three levels, each with its own speed, offset, repeats, autoreverse, fills and curve.
        let leaf = move(duration: 0.2, begin: 0.1)
        leaf.repeatCount = 2
        leaf.fillMode = .forwards
        let inner = group([leaf], duration: 1, begin: 0.3)
        inner.speed = 2
        inner.repeatCount = 1.5
        inner.timingFunction = CAMediaTimingFunction(name: .easeOut)
        inner.fillMode = .backwards
        let outer = group([inner], duration: 2)
        outer.beginTime = t0 + 0.4
        outer.repeatCount = 2
        outer.autoreverses = true
        outer.timeOffset = 0.3
        outer.timingFunction = CAMediaTimingFunction(controlPoints: 0.3, -0.4, 0.6, 1.4)
        outer.fillMode = .both
        square.add(outer, forKey: "outer")
        let inspector = TimelineInspector(root: root)
        let start = t0 - 1, end = t0 + 10

        for key in ["outer", "outer[0]", "outer[0][0]"] {
            let r = row(key)!
            let spans = inspector.spans(of: r, from: start, to: end)
            let edges = (spans.active + spans.filled).flatMap { [$0.lowerBound, $0.upperBound] }
            var t = start + 0.000377, checked = 0, active = 0
            while t < end {
                defer { t += 0.001 }
                guard !edges.contains(where: { abs($0 - t) < 1e-7 }) else { continue }
                let phase = inspector.moment(of: r, atSceneTime: t).phase
                XCTAssertEqual(spans.active.contains { $0.contains(t) }, phase == .active, "\(key) at \(t - t0)")
                XCTAssertEqual(spans.filled.contains { $0.contains(t) },
                               phase == .filledBefore || phase == .filledAfter,
                               "\(key) at \(t - t0)")
                checked += 1
                if phase == .active { active += 1 }
            }
            XCTAssertGreaterThan(checked, 10_000)
            XCTAssertGreaterThan(active, 100, "\(key) is active somewhere on the axis")
        }
    }

    func testAChildTwoGroupsDeepPresentsWhatItsMomentSays() {
        let leaf = move(duration: 0.5, begin: 0.25)
        let inner = group([leaf], duration: 1, begin: 0.5)
        inner.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let outer = group([inner], duration: 2)
        outer.repeatCount = 2
        outer.autoreverses = true
        outer.timingFunction = CAMediaTimingFunction(name: .easeIn)
        square.add(outer, forKey: "outer")
        let inspector = TimelineInspector(root: root)
        let r = row("outer[0][0]")!
        let spans = inspector.spans(of: r, from: t0, to: t0 + 8)
        XCTAssertEqual(spans.active.count, 4, "forwards and back, twice")

        for span in spans.active {
            let t = (span.lowerBound + span.upperBound) / 2
            at(t - t0)
            let m = inspector.moment(of: r)
            XCTAssertEqual(m.phase, .active)
            XCTAssertEqual(Double(square.presentation()!.position.x), 100 * m.progress, accuracy: 1e-6)
        }
    }

    func testAPausedLayerShowsItsRowAcrossTheWholeAxis() {
        square.add(move(duration: 2), forKey: "move")
        at(1)
        TimeControl.pause(square)

        let spans = TimelineInspector(root: root).spans(of: row("move")!, from: t0, to: t0 + 4)

        assertSpans(spans.active, [t0..<(t0 + 4)])
    }

    func testPreimageOfAnOvershootingCurveHasEveryInputThatReachesTheSpan() {
        let f = CAMediaTimingFunction(controlPoints: 0.2, -0.6, 0.8, 1.6)
        let preimage = TimingCurvePreimage(f)
        let wanted = [0.9..<1.1, -0.2..<(-0.05)]

        let inputs = preimage.inputs(whereProgressIn: wanted)

        XCTAssertEqual(inputs.count, 3, "dips below 0 once, rises through 0.9…1.1, comes back down into it")
        var x = 0.0005
        while x < 1 {
            let y = f.solve(forInput: x)
            let near = inputs.contains { abs($0.lowerBound - x) < 1e-6 || abs($0.upperBound - x) < 1e-6 }
            if !near {
                XCTAssertEqual(inputs.contains { $0.contains(x) }, wanted.contains { $0.contains(y) }, "x \(x) y \(y)")
            }
            x += 0.001
        }
        XCTAssertLessThan(preimage.progressRange.lowerBound, -0.05)
        XCTAssertGreaterThan(preimage.progressRange.upperBound, 1.1)
    }

    /// The root of an increasing `f` on 0…1.
    private func bisect(_ f: (Double) -> Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 { let mid = (lo + hi) / 2; if f(mid) < 0 { lo = mid } else { hi = mid } }
        return (lo + hi) / 2
    }
}
