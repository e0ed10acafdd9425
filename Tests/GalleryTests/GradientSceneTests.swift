import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

final class GradientSceneTests: GalleryTestCase {
    typealias S = GradientScene

    func locations(_ scene: GradientScene) -> [Double] {
        (shown(scene.gradientLayer).locations ?? []).map(\.doubleValue)
    }

    func assertLocations(_ actual: [Double], _ expected: [Double], _ message: String = "",
                         file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, message, file: file, line: line)
        for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: 1e-9, message, file: file, line: line) }
    }

    func testSetUpSevenColoursLeftToRightMaskedByTheText() {
        let scene = GradientScene()
        let g = scene.gradientLayer
        XCTAssertEqual(g.startPoint, CGPoint(x: 0, y: 0.5))
        XCTAssertEqual(g.endPoint, CGPoint(x: 1, y: 0.5))
        let expected: [UIColor] = [.white, .green, .orange, .yellow, .cyan, .red, .white]
        XCTAssertEqual(g.colors?.compactMap { $0 as? CGColor }, expected.map(\.cgColor))
        XCTAssertTrue(g.mask === scene.textLayer)
        XCTAssertEqual(scene.textLayer.string as? String, "> Slide to unlock")
        XCTAssertEqual(scene.rootLayer.backgroundColor, .black)
        // The mask covers the part of the gradient the scene shows.
        let shownPart = scene.rootLayer.convert(scene.textLayer.frame, from: g)
        XCTAssertEqual(shownPart.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(shownPart.width, scene.designSize.width, accuracy: 1e-9)
    }

    func testRestsOnTheDocumentsInitialLocationsBeforeStarting() {
        let scene = GradientScene()

        let resting = locations(scene)

        XCTAssertEqual(resting.count, scene.gradientLayer.colors?.count, "one location per colour")
        assertLocations([resting[0], resting[3], resting[6]], S.documentLocations, "the document's 0.25, 0.5, 0.75")
        XCTAssertEqual(resting, resting.sorted())
        XCTAssertNotEqual(resting, S.fromLocations, "not the animation's first value")
    }

    func testStartingReplacesTheRestingLocationsWithTheSweep() {
        let scene = GradientScene()
        at(1)
        let before = locations(scene)

        scene.start()
        CARunLoop.tick()

        assertLocations(before, S.initialLocations)
        assertLocations(locations(scene), S.fromLocations, "the sweep's first value once started")
    }

    func testLocationsSweepOverThreeSecondsAndRepeat() {
        let scene = GradientScene()
        scene.start()
        CARunLoop.tick()
        let from = S.fromLocations, to = S.toLocations
        let mid = zip(from, to).map { ($0 + $1) / 2 }
        assertLocations(locations(scene), from, "at 0 s")
        at(1.5)
        assertLocations(locations(scene), mid, "at 1.5 s (linear)")
        at(2.999)
        assertLocations(locations(scene), zip(from, to).map { $0 + ($1 - $0) * 2.999 / 3 }, "just before 3 s")
        at(3)
        assertLocations(locations(scene), from, "at 3 s the sweep starts again")
        at(4.5)
        assertLocations(locations(scene), mid, "at 4.5 s")
        at(300 + 1.5)
        assertLocations(locations(scene), mid, "forever")
    }

    func testStopLetsTheSweepFinish() {
        let scene = GradientScene()
        let states = recordStates(of: scene)
        scene.start()
        CARunLoop.tick()
        at(4)
        scene.stop()
        CARunLoop.tick()
        XCTAssertEqual(scene.state, .stopping)
        at(4.5)
        assertLocations(locations(scene), zip(S.fromLocations, S.toLocations).map { ($0 + $1) / 2 })
        at(6)
        XCTAssertEqual(scene.state, .stopped)
        XCTAssertNil(scene.gradientLayer.animationKeys())
        at(7.5)
        assertLocations(locations(scene), S.initialLocations, "rests on the initial locations")
        XCTAssertEqual(states.states, [.running, .stopping, .stopped])
    }
}
