import AnimationCore
import Foundation
@testable import Gallery
import XCTest

final class CustomActionSceneTests: GalleryTestCase {
    typealias S = CustomActionScene

    func takenOver() -> CustomActionScene {
        let scene = CustomActionScene()
        scene.start()
        scene.userDidTakeOver()
        CARunLoop.tick()
        return scene
    }

    func assertColor(_ actual: CGColor?, _ expected: CGColor, _ message: String = "",
                     file: StaticString = #filePath, line: UInt = #line) {
        guard let actual else { return XCTFail("no colour \(message)", file: file, line: line) }
        for (a, e) in zip(actual.components ?? [], expected.components ?? []) {
            XCTAssertEqual(Double(a), Double(e), accuracy: 1e-6, "\(actual) vs \(expected) \(message)", file: file,
                           line: line)
        }
    }

    func testSeededAlphasAreTenthsAndNeverHideTheViewAtFirst() {
        let alphas = S.alphas(count: 20)

        for a in alphas {
            XCTAssertEqual(Double(a * 10), Double((a * 10).rounded()), accuracy: 1e-9)
            XCTAssertTrue((0...0.9).contains(a))
        }
        XCTAssertFalse(alphas.prefix(5).contains(0))
        XCTAssertEqual(S.alphas(count: 5), S.alphas(count: 5), "replayable")
    }

    func testTapFadesFromTheOldOpacityToTheNewOneOverTheActionsDuration() {
        let scene = takenOver()
        let alpha = Double(S.alphas(count: 1)[0])

        scene.tap()

        XCTAssertEqual(Double(scene.actionView.alpha), alpha, accuracy: 1e-6, "the model has the new alpha at once")
        at(HueAction.duration / 2)
        XCTAssertEqual(Double(shown(scene.actionView.layer).opacity), (1 + alpha) / 2, accuracy: 1e-6,
                       "linear, half way")
        at(HueAction.duration)
        XCTAssertEqual(Double(shown(scene.actionView.layer).opacity), alpha, accuracy: 1e-6)
    }

    func testTapTurnsTheBackgroundToTheHueOfTheNewOpacity() {
        let scene = takenOver()
        let alpha = Float(S.alphas(count: 1)[0])

        scene.tap()

        at(0)
        assertColor(shown(scene.actionView.layer).backgroundColor, HueAction.color(forOpacity: 1), "starts red")
        at(HueAction.duration)
        assertColor(shown(scene.actionView.layer).backgroundColor, HueAction.color(forOpacity: alpha))
        at(5)
        assertColor(shown(scene.actionView.layer).backgroundColor, HueAction.color(forOpacity: alpha),
                    "kept by the forwards fill")
    }

    func testTheBlockLeavesOpacityToTheCustomAction() {
        let scene = takenOver()

        scene.tap()

        let keys = Set(scene.actionView.layer.animationKeys() ?? [])
        XCTAssertEqual(keys, [HueAction.opacityKey, HueAction.colorKey])
    }

    func testNextTapStartsFromWhatIsShown() {
        let scene = takenOver()
        let alphas = S.alphas(count: 2).map(Double.init)
        scene.tap()
        at(HueAction.duration / 3)
        let shownThen = Double(shown(scene.actionView.layer).opacity)

        scene.tap()

        XCTAssertEqual(Double(shown(scene.actionView.layer).opacity), shownThen, accuracy: 1e-6, "no jump")
        at(HueAction.duration / 3 + HueAction.duration)
        XCTAssertEqual(Double(shown(scene.actionView.layer).opacity), alphas[1], accuracy: 1e-6)
    }

    func testAClickAnywhereInTheWindowTaps() {
        let scene = takenOver()

        click(scene.window, at: CGPoint(x: 20, y: 460))

        XCTAssertEqual(Double(scene.actionView.alpha), Double(S.alphas(count: 1)[0]), accuracy: 1e-6)
        XCTAssertTrue(scene.window?.layer === scene.rootLayer)
    }

    func testScriptedDemoTapsEveryTwoSeconds() {
        let scene = CustomActionScene()
        scene.start()
        CARunLoop.tick()
        let alphas = S.alphas(count: 3)

        at(S.firstTapDelay - 0.01)
        XCTAssertEqual(scene.actionView.alpha, 1)
        for (i, alpha) in alphas.enumerated() {
            at(S.firstTapDelay + Double(i) * S.tapInterval)
            XCTAssertEqual(Double(scene.actionView.alpha), Double(alpha), accuracy: 1e-6, "tap \(i)")
        }
    }

    func testStopBringsTheAlphaBackToOneThenStops() {
        let scene = takenOver()
        scene.tap()
        at(1)

        scene.stop()
        CARunLoop.tick()

        XCTAssertEqual(scene.state, .stopping)
        at(2)
        XCTAssertEqual(scene.state, .stopped)
        XCTAssertEqual(shown(scene.actionView.layer).opacity, 1)
        assertColor(shown(scene.actionView.layer).backgroundColor, HueAction.color(forOpacity: 1))
    }
}
