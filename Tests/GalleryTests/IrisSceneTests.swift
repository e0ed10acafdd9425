import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

final class IrisSceneTests: GalleryTestCase {
    typealias S = IrisScene

    func press(_ scene: S) { scene.sceneWindow.sendPointer(.began, at: scene.micButton.center) }
    func release(_ scene: S) { scene.sceneWindow.sendPointer(.ended, at: scene.micButton.center) }

    func scaleY(_ layer: CALayer) -> Double {
        Double(shown(layer).value(forKeyPath: "transform.scale.y") as? CGFloat ?? .nan)
    }
    func meterScale(_ k: Int) -> Double { IrisDotAnimations.meterScale(for: VoiceLevels.level(at: k)) }

    /// The drawn copies of the dot at `t0 + seconds`, right to left.
    func copies(_ scene: S, at seconds: Double) -> [RenderNode] {
        let root = scene.rootLayer.renderSnapshot(at: t0 + seconds).root
        return root.allNodes.first { $0.layerID == scene.replicator.renderID }?.sublayers ?? []
    }

    /// Holds the button from 0 s and lets it go at `seconds`, a frame every 0.05 s.
    func holdAndRelease(_ scene: S, at seconds: Double) {
        press(scene)
        for k in 1...Int((seconds / 0.05).rounded()) { at(0.05 * Double(k)) }
        release(scene)
    }

    func testOneDotReplicatedAlongTheRowAsTheDocumentSetsIt() {
        let scene = S()

        XCTAssertEqual(scene.replicator.frame, scene.rootLayer.bounds)
        XCTAssertEqual(scene.dot.frame, CGRect(x: 314, y: 240, width: 6, height: 6))
        XCTAssertEqual(scene.dot.backgroundColor, UIColor.gray.cgColor)
        XCTAssertEqual(scene.dot.borderWidth, 0.5)
        XCTAssertEqual(scene.dot.cornerRadius, 1.5)
        XCTAssertEqual(scene.replicator.instanceCount, 40)
        XCTAssertEqual(scene.replicator.instanceDelay, 0.02)
        XCTAssertEqual(scene.replicator.instanceTransform.m41, -8)
        XCTAssertEqual(scene.mode, .idle)
        XCTAssertEqual(scene.meterLabel.text, "Hold the microphone to speak")
    }

    func testHoldingTheMicrophoneScalesTheDotToTheFirstLevel() {
        let scene = S()

        press(scene)
        at(0.05)
        let halfway = scaleY(scene.dot)

        XCTAssertEqual(scene.mode, .listening)
        XCTAssertEqual(halfway, 1 + (meterScale(0) - 1) / 2, accuracy: 1e-9)
        XCTAssertEqual(scene.meterLabel.text, String(format: "%.1f dB", VoiceLevels.level(at: 0)))
    }

    func testMeterFollowsTheVoiceEveryTenthOfASecond() {
        let scene = S()
        press(scene)

        for t in [0.1, 0.2, 0.3] { at(t) }
        at(0.35)

        XCTAssertEqual(scaleY(scene.dot), (meterScale(2) + meterScale(3)) / 2, accuracy: 1e-9)
        XCTAssertEqual(scene.voice.index, 4)
        let scales = (0..<20).map { meterScale($0) }
        XCTAssertGreaterThan(scales.max()! - scales.min()!, 10, "the voice rises and falls")
        XCTAssertTrue((0..<50).allSatisfy { (-50...0).contains(VoiceLevels.level(at: $0)) })
    }

    func testCopiesFollowTheMeterTwentyMillisecondsApart() {
        let scene = S()
        press(scene)
        for k in 1...10 { at(0.1 * Double(k)) }

        let now = copies(scene, at: 1.0)

        XCTAssertEqual(now.count, 40)
        XCTAssertGreaterThan(Set(now.map { ($0.transform.m22 * 1000).rounded() }).count, 10,
                             "the level runs along the row")
        for i in [1, 3, 10, 39] {
            XCTAssertEqual(now[i].transform.m22, copies(scene, at: 1.0 - 0.02 * Double(i))[0].transform.m22,
                           accuracy: 1e-9)
        }
    }

    func testReleasingSpeaksTheAnswerWithStretchFadeAndTint() {
        let scene = S()
        holdAndRelease(scene, at: 1.0)

        at(1.28)
        let tintStart = shown(scene.dot).backgroundColor
        at(1.33)
        let stretch = (Double(shown(scene.dot).transform.m11), scaleY(scene.dot))
        at(1.66)
        let faded = Double(shown(scene.dot).opacity)
        at(1.94)

        XCTAssertEqual(scene.mode, .speaking)
        XCTAssertTrue(scene.micButton.isHidden)
        XCTAssertEqual(scene.meterLabel.text, S.answers[0])
        assertColor(tintStart, UIColor.magenta.cgColor)
        XCTAssertEqual(stretch.0, 1.4, accuracy: 1e-9)
        XCTAssertEqual(stretch.1, 15, accuracy: 1e-9)
        XCTAssertEqual(faded, 0.2, accuracy: 1e-6)
        assertColor(shown(scene.dot).backgroundColor, UIColor.cyan.cgColor)
    }

    func assertColor(_ actual: CGColor?, _ expected: CGColor, file: StaticString = #filePath, line: UInt = #line) {
        let a = actual?.components ?? [], e = expected.components ?? []
        XCTAssertEqual(a.count, e.count, file: file, line: line)
        for (x, y) in zip(a, e) {
            XCTAssertEqual(Double(x), Double(y), accuracy: 1e-9, "\(a) vs \(e)", file: file, line: line)
        }
    }

    func testSpeakingBendsTheRowThroughTheReplicatorsRotation() {
        let scene = S()
        holdAndRelease(scene, at: 1.0)

        at(1.33)
        let bent = shown(scene.replicator).instanceTransform
        at(1.33 + 0.99)
        let other = shown(scene.replicator).instanceTransform

        XCTAssertEqual(Double(atan2(bent.m12, bent.m11)), 0.01, accuracy: 1e-9)
        XCTAssertEqual(Double(atan2(other.m12, other.m11)), -0.01, accuracy: 1e-9)
        XCTAssertEqual(Double(bent.m41), -8, accuracy: 1e-9, "still a step to the left")
    }

    func testAnswerEndsAfterThreeSecondsAndTheDotSettles() {
        let scene = S()
        holdAndRelease(scene, at: 1.0)
        at(2.5)

        at(4.0)
        let buttonBack = !scene.micButton.isHidden
        at(4.33)

        XCTAssertTrue(buttonBack)
        XCTAssertEqual(scene.meterLabel.text, S.prompt)
        XCTAssertEqual(scene.mode, .idle)
        XCTAssertEqual(scaleY(scene.dot), 1, accuracy: 1e-9)
        assertColor(shown(scene.dot).backgroundColor, UIColor.gray.cgColor)
        XCTAssertEqual(shown(scene.replicator).instanceTransform, CATransform3DMakeTranslation(-8, 0, 0))
    }

    func testDemoHoldsTheButtonUntilAPersonTakesOver() {
        let scene = S()
        scene.start()
        CARunLoop.tick()

        at(0.5)
        let pressed = scene.mode
        at(3.0)
        let speaking = scene.mode
        scene.userDidTakeOver()
        for t in stride(from: 3.5, through: 10, by: 0.5) { at(t) }

        XCTAssertEqual(pressed, .listening)
        XCTAssertEqual(speaking, .speaking)
        XCTAssertEqual(scene.mode, .idle, "no second press at 8.5 s")
    }

    func testStopCutsTheAnswerShortAndSettles() {
        let scene = S()
        let states = recordStates(of: scene)
        scene.start()
        CARunLoop.tick()
        for t in [0.5, 1.0, 3.0, 3.5] { at(t) }

        scene.stop()
        at(3.7)
        let stopping = scene.state
        at(3.83)

        XCTAssertEqual(stopping, .stopping)
        XCTAssertEqual(states.states, [.running, .stopping, .stopped])
        XCTAssertFalse(scene.micButton.isHidden)
    }
}
