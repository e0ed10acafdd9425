import AnimationCore
import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

final class LoginLayersSceneTests: GalleryTestCase {
    typealias S = LoginLayersScene

    func started(demo: Bool = false) -> LoginLayersScene {
        let scene = LoginLayersScene()
        if !demo { scene.userDidTakeOver() }
        scene.start()
        CARunLoop.tick()
        return scene
    }

    /// The spring under `key` on `layer`, if any.
    func spring(on layer: CALayer, _ key: String) -> CASpringAnimation? {
        layer.animation(forKey: key) as? CASpringAnimation
    }

    /// Types `text` into the username field and tabs out of it at exactly `t`.
    func leaveUsername(_ scene: LoginLayersScene, with text: String, at t: Double) {
        let w = scene.form.window
        click(scene.form.username, in: w, at: t - 0.2)
        w.sendText(text)
        clock.set(t0 + t)
        w.sendKey(.tab)
        CARunLoop.tick()
    }

    func testFormFliesInAndPulsesWhenItsAnimationStops() {
        let scene = started()
        let f = scene.form

        at(0.1)
        XCTAssertEqual(shownNumber(f.username.layer, "position.x"), -160, accuracy: 1e-9,
                       "filled backwards before its begin time")
        at(0.25)
        XCTAssertEqual(shownNumber(f.heading.layer, "position.x"), 0, accuracy: 1e-6, "linear: half way")
        at(0.5)
        XCTAssertEqual(shownNumber(f.heading.layer, "position.x"), 160, accuracy: 1e-9)
        at(0.625)
        XCTAssertEqual(shownNumber(f.heading.layer, "transform.scale.x"), 1.125, accuracy: 1e-6,
                       "the pulse: 1.25 → 1 in 0.25 s")
        at(0.75)
        XCTAssertEqual(shownNumber(f.heading.layer, "transform.scale.x"), 1, accuracy: 1e-9)
        at(0.8)
        XCTAssertEqual(shownNumber(f.username.layer, "transform.scale.x"), 1.25, accuracy: 1e-6,
                       "the username's pulse begins at 0.8")
    }

    func testInfoFliesInOverFiveSecondsUntilAFieldBeginsEditing() {
        let scene = started()
        let info = scene.form.info.layer

        at(2.5)
        XCTAssertEqual(shownNumber(info, "position.x"), 160 + 320 * 0.5, accuracy: 1e-6)
        XCTAssertNotNil(info.animation(forKey: S.infoKey))
        click(scene.form.username, in: scene.form.window, at: 2.5)
        XCTAssertNil(info.animation(forKey: S.infoKey), "removed by its key")
        XCTAssertEqual(shownNumber(info, "position.x"), 160, accuracy: 1e-9)
    }

    func testCloudsFadeInWithABackwardsFill() {
        let scene = started()
        let clouds = scene.form.clouds

        at(0.2)
        XCTAssertEqual(clouds.map { shown($0.layer).opacity }, [0, 0, 0, 0])
        at(0.75)
        XCTAssertEqual(Double(shown(clouds[0].layer).opacity), 0.5, accuracy: 1e-6)
        XCTAssertEqual(Double(shown(clouds[1].layer).opacity), 0.1, accuracy: 1e-6)
        at(1.6)
        XCTAssertEqual(clouds.map { shown($0.layer).opacity }, [1, 1, 1, 1])
    }

    func testACloudThatLeavesIsPutBackByItsDelegateAndStartsAgainAfterAFifthOfASecond() throws {
        let scene = started()
        let cloud = scene.form.clouds[0].layer   // 304 pt to go: 28.5 s

        at(14.25)
        XCTAssertEqual(shownNumber(cloud, "position.x"), 64 + 304 * 0.5, accuracy: 1e-6)
        run(to: 28.5, step: 0.25)
        XCTAssertNil(cloud.animation(forKey: "cloud"))
        XCTAssertEqual(shownNumber(cloud, "position.x"), -48, accuracy: 1e-9)
        at(28.69)
        XCTAssertNil(cloud.animation(forKey: "cloud"))
        at(28.7)
        let again = try XCTUnwrap(cloud.animation(forKey: "cloud"))
        XCTAssertEqual(again.value(forKey: "name") as? String, "cloud")
        XCTAssertEqual(again.duration, 416 * 30 / 320, accuracy: 1e-9)
    }

    func testButtonArrivesWithTheGroupScaleRotationAndFade() {
        let scene = started()
        let button = scene.form.loginButton.layer

        at(0.25)
        XCTAssertEqual(shown(button).opacity, 0, "filled backwards")
        XCTAssertEqual(shownNumber(button, "transform.scale.x"), 3.5, accuracy: 1e-6)
        assertSameAngle(shownRotation(button), .pi / 4, accuracy: 1e-6)
        at(0.75)
        let e = eased(.easeIn, 0.5)
        XCTAssertEqual(Double(shown(button).opacity), e, accuracy: 1e-6)
        XCTAssertEqual(shownNumber(button, "transform.scale.x"), 3.5 - 2.5 * e, accuracy: 1e-6)
        assertSameAngle(shownRotation(button), .pi / 4 * (1 - e), accuracy: 1e-6)
        at(1.0)
        XCTAssertTrue(CATransform3DIsIdentity(shown(button).transform))
        XCTAssertEqual(shown(button).opacity, 1)
    }

    func testShortTextJumpsAndFlashesTheBorderOnItsSprings() throws {
        let scene = started()
        let field = scene.form.username.layer
        let restY = Double(field.position.y)

        leaveUsername(scene, with: "ann", at: 2)
        let jump = try XCTUnwrap(spring(on: field, S.jumpKey))
        XCTAssertEqual(jump.keyPath, "position.y")
        XCTAssertEqual([jump.mass, jump.stiffness, jump.damping, jump.initialVelocity], [10, 1500, 50, 100])
        XCTAssertEqual(jump.duration, jump.settlingDuration)
        let flash = try XCTUnwrap(spring(on: field, S.flashKey))
        XCTAssertEqual(flash.keyPath, "borderColor")
        XCTAssertEqual([flash.damping, flash.stiffness], [7, 200])
        XCTAssertEqual(flash.duration, flash.settlingDuration)
        XCTAssertEqual(field.borderWidth, 3)
        XCTAssertEqual(shownNumber(field, "position.y"), restY + 1, accuracy: 1e-9)
        XCTAssertEqual(rgb(shown(field).borderColor), [1, 0.27, 0], "starts orange-red")
        at(2 + flash.settlingDuration - 0.01)
        let settled = rgb(shown(field).borderColor)
        XCTAssertEqual(settled.count, 3)
        for c in settled { XCTAssertEqual(c, 1, accuracy: 0.02, "settles on white") }
    }

    func testLongEnoughTextNeitherJumpsNorFlashes() {
        let scene = started()

        leaveUsername(scene, with: "annabel", at: 2)
        XCTAssertNil(spring(on: scene.form.username.layer, S.jumpKey))
        XCTAssertNil(spring(on: scene.form.username.layer, S.flashKey))
    }

    func testBalloonFliesItsTwelveSecondKeyframePath() throws {
        let scene = started()
        click(scene.form.loginButton, in: scene.form.window, at: 2)
        let p = 2.05

        let balloon = try XCTUnwrap(scene.balloon)
        let layers = scene.rootLayer.sublayers ?? []
        XCTAssertLessThan(layers.firstIndex { $0 === balloon }!,
                          layers.firstIndex { $0 === scene.form.username.layer }!,
                          "below the username field")
        XCTAssertEqual(shown(balloon).position, CGPoint(x: -50, y: 0))
        at(p + 3)
        XCTAssertEqual(shown(balloon).position.x, -50 + 420 * 0.5, accuracy: 1e-6)
        XCTAssertEqual(shown(balloon).position.y, 80, accuracy: 1e-6)
        at(p + 6)
        XCTAssertEqual(shown(balloon).position, CGPoint(x: 370, y: 160))
        at(p + 12 - 1e-6)
        // The document reads the button's centre after §4 has moved it 60 pt down.
        XCTAssertEqual(shown(balloon).position.y, 293 + 60, accuracy: 1e-3, "back level with the pressed button")
        run(to: p + 12.05, step: 0.05)
        XCTAssertNil(scene.balloon)
        XCTAssertNil(balloon.superlayer, "gone once landed off screen")
    }

    func testDemoFlashesTheShortUsernameThenLaunchesTheBalloon() {
        let scene = started(demo: true)

        run(to: S.demoStart + 1.05)
        XCTAssertEqual(scene.form.username.text, "ann")
        XCTAssertNotNil(spring(on: scene.form.username.layer, S.flashKey))
        run(to: S.demoStart + 2.75)
        XCTAssertEqual(scene.form.password.text, "coconut")
        XCTAssertNotNil(scene.balloon)
        XCTAssertTrue(scene.form.isLoggingIn)
    }

    func testStopFadesTheBalloonOutAndResetsTheForm() throws {
        let scene = started()
        click(scene.form.loginButton, in: scene.form.window, at: 2)
        let balloon = try XCTUnwrap(scene.balloon)

        run(to: 3)
        scene.stop()
        at(3 + S.balloonFadeDuration / 2)
        XCTAssertEqual(Double(shown(balloon).opacity), 0.5, accuracy: 1e-6)
        XCTAssertEqual(scene.state, .stopping)
        run(to: 3 + S.balloonFadeDuration + 0.02)
        XCTAssertNil(balloon.superlayer)
        XCTAssertFalse(scene.form.isLoggingIn)
        XCTAssertEqual(scene.state, .stopped)
    }
}
