import AnimationCore
import Foundation
@testable import Gallery
import XCTest

final class BouncingLoaderSceneTests: GalleryTestCase {
    typealias S = BouncingLoaderScene
    let top = BouncingLoaderScene.iconTop.y        // 12
    let bottom = BouncingLoaderScene.iconBottom.y  // 43
    let cycle = BouncingLoaderScene.cycleDuration  // 1.65

    func started() -> BouncingLoaderScene {
        let scene = BouncingLoaderScene()
        scene.start()
        CARunLoop.tick()
        return scene
    }

    func iconY(_ scene: BouncingLoaderScene) -> Double { Double(shown(scene.iconLayer).position.y) }

    func testIconBouncesTwiceAndTurnsHalfATurnOnEachRise() {
        let scene = started()
        let span = Double(bottom - top)
        let samples: [(t: Double, y: Double, angle: Double)] = [
            (0.0, Double(top), 0),
            (0.2, Double(top) + span * eased(.easeIn, 0.5), 0),
            (0.4, Double(bottom), 0),
            (0.6, Double(bottom) - span * eased(.easeOut, 0.5), .pi * eased(.easeOut, 0.5)),
            (0.8, Double(top), .pi),
            (1.0, Double(top) + span * eased(.easeIn, 0.5), .pi),
            (1.2, Double(bottom), .pi),
            (1.4, Double(bottom) - span * eased(.easeOut, 0.5), .pi + .pi * eased(.easeOut, 0.5)),
            (1.6, Double(top), 2 * .pi),
            (1.63, Double(top), 2 * .pi),
        ]
        for s in samples {
            at(s.t)
            XCTAssertEqual(iconY(scene), s.y, accuracy: 1e-6, "y at \(s.t)")
            assertSameAngle(shownRotation(scene.iconLayer), s.angle, "angle at \(s.t)")
            XCTAssertEqual(Double(shown(scene.iconLayer).position.x), 34, accuracy: 1e-9)
        }
        // The next cycle repeats the first exactly.
        for s in samples.prefix(6) {
            at(cycle + s.t)
            XCTAssertEqual(iconY(scene), s.y, accuracy: 1e-6, "y at \(cycle + s.t)")
            assertSameAngle(shownRotation(scene.iconLayer), s.angle, "angle at \(cycle + s.t)")
        }
    }

    func testTheFullTurnIsOneGroupOfOnePointSixFiveSeconds() {
        let scene = started()
        let group = scene.iconLayer.animation(forKey: S.iconKey) as? CAAnimationGroup
        XCTAssertNotNil(group)
        XCTAssertEqual(group?.duration ?? 0, 1.65, accuracy: 1e-12)
        XCTAssertEqual(group?.repeatCount, .infinity)
        XCTAssertEqual(group?.animations?.count, 6)
        for letter in scene.letterLayers {
            let g = letter.animation(forKey: S.letterKey)
            XCTAssertEqual(g?.duration ?? 0, 1.65, accuracy: 1e-12)
            XCTAssertEqual(g?.beginTime, group?.beginTime, "letters and icon share their cycle")
        }
    }

    func testLettersAreTheTenCharactersLaidOutLeftToRight() {
        let scene = BouncingLoaderScene()
        XCTAssertEqual(scene.letterLayers.map { $0.string as? String }, "Loading...".map { String($0) })
        for (a, b) in zip(scene.letterLayers, scene.letterLayers.dropFirst()) {
            XCTAssertEqual(a.frame.maxX, b.frame.minX, accuracy: 1e-9, "adjacent, no gaps")
        }
        for l in scene.letterLayers {
            XCTAssertEqual(l.bounds.width, l.preferredFrameSize().width, accuracy: 1e-9)
            XCTAssertEqual(l.position.y, 62.5)
            XCTAssertEqual(l.opacity, 0, "hidden until their animation shows them")
        }
        let word = scene.letterLayers.first!.frame.union(scene.letterLayers.last!.frame)
        XCTAssertEqual(word.midX, 34, accuracy: 1e-9, "centred under the icon")
    }

    func testEachLetterDropsAndFadesInAtItsStaggeredTime() {
        let scene = started()
        for i in [0, 3, 9] {
            let letter = scene.letterLayers[i]
            let begin = 0.1 * Double(i)
            if i > 0 {
                at(begin - 0.01)
                XCTAssertEqual(shown(letter).opacity, 0, "letter \(i) before its time")
            }
            at(begin + 1e-9)  // (just after: `t0 + 0.3 - t0` is not exactly 0.3)
            XCTAssertEqual(shown(letter).opacity, 0, accuracy: 1e-6)
            XCTAssertEqual(Double(shown(letter).position.y), 61, accuracy: 1e-6)
            at(begin + 0.075)
            XCTAssertEqual(Double(shown(letter).position.y), 61 + 1.5 * eased(.easeIn, 0.5), accuracy: 1e-6)
            at(begin + 0.125)
            XCTAssertEqual(Double(shown(letter).opacity), eased(.easeOut, 0.5), accuracy: 1e-6)
            at(begin + 0.15)
            XCTAssertEqual(Double(shown(letter).position.y), 62.5, accuracy: 1e-9)
            at(begin + 0.25)
            XCTAssertEqual(shown(letter).opacity, 1, accuracy: 1e-9)
        }
        at(1.64)
        XCTAssertTrue(scene.letterLayers.allSatisfy { shown($0).opacity == 1 }, "the whole word shows at the end")
        at(cycle + 1e-9)
        XCTAssertTrue(scene.letterLayers.allSatisfy { shown($0).opacity < 1e-6 },
                      "and disappears as the cycle restarts")
        at(cycle + 0.9 + 0.25)
        XCTAssertEqual(shown(scene.letterLayers[9]).opacity, 1)
    }

    func testStopFinishesTheCycleThenRests() {
        let scene = started()
        let states = recordStates(of: scene)
        at(cycle + 0.5)
        scene.stop()
        CARunLoop.tick()
        XCTAssertEqual(scene.state, .stopping)
        at(cycle + 1.2)
        XCTAssertEqual(iconY(scene), Double(bottom), accuracy: 1e-6, "still bouncing")
        at(2 * cycle - 0.01)
        XCTAssertEqual(scene.state, .stopping)
        XCTAssertEqual(shown(scene.letterLayers[9]).opacity, 1)
        at(2 * cycle)
        XCTAssertEqual(scene.state, .stopped)
        XCTAssertEqual(states.states, [.stopping, .stopped])
        at(2 * cycle + 0.2)
        XCTAssertEqual(iconY(scene), Double(top), accuracy: 1e-9, "rests on top")
        XCTAssertTrue(scene.letterLayers.allSatisfy { shown($0).opacity == 0 })
        XCTAssertNil(scene.iconLayer.animationKeys())
        scene.start()
        CARunLoop.tick()
        XCTAssertEqual(scene.state, .running)
        at(2 * cycle + 0.2 + 0.4)
        XCTAssertEqual(iconY(scene), Double(bottom), accuracy: 1e-6, "bouncing again from the start")
    }

    func testRestartBeginsANewCycleNow() {
        let scene = started()
        at(1.0)
        scene.stop()
        at(1.1)
        scene.restart()
        CARunLoop.tick()
        XCTAssertEqual(scene.state, .running)
        XCTAssertEqual(iconY(scene), Double(top), accuracy: 1e-9)
        at(1.5)
        XCTAssertEqual(iconY(scene), Double(bottom), accuracy: 1e-6)
        at(10)
        XCTAssertEqual(scene.state, .running, "the earlier stop does not end the new run")
    }
}
