import AnimationCore
import TestSupport
import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

final class LoginSceneTests: GalleryTestCase {
    typealias S = LoginScene
    typealias F = LoginForm
    let restingButton = CGPoint(x: 160, y: 293)

    /// A started scene; `demo: false` hands it to the "user" first, so nothing is scripted.
    func started(demo: Bool = false) -> LoginScene {
        let scene = LoginScene()
        if !demo { scene.userDidTakeOver() }
        scene.start()
        CARunLoop.tick()
        return scene
    }

    /// A scene whose button was clicked at 2.0 (released at 2.05: the press time `P`).
    func pressed() -> (LoginScene, p: Double) {
        let scene = started()
        click(scene.form.loginButton, in: scene.form.window, at: 2.0)
        return (scene, 2.05)
    }

    func testHeadingAndFieldsSlideInFromTheLeftWithTheirDelays() {
        let scene = started()
        let f = scene.form, half = eased(.easeInEaseOut, 0.5)

        XCTAssertEqual(shownNumber(f.heading.layer, "position.x"), -160, accuracy: 1e-9)
        at(0.25)
        XCTAssertEqual(shownNumber(f.heading.layer, "position.x"), -160 + 320 * half, accuracy: 1e-6)
        XCTAssertEqual(shownNumber(f.username.layer, "position.x"), -160, accuracy: 1e-9, "waits 0.3 s")
        at(0.55)
        XCTAssertEqual(shownNumber(f.username.layer, "position.x"), -160 + 320 * half, accuracy: 1e-6)
        XCTAssertEqual(shownNumber(f.password.layer, "position.x"), -160, accuracy: 1e-9, "waits 0.6 s")
        at(0.85)
        XCTAssertEqual(shownNumber(f.password.layer, "position.x"), -160 + 320 * half, accuracy: 1e-6)
        at(1.1)
        for view in [f.heading, f.username, f.password] as [UIView] {
            XCTAssertEqual(shownNumber(view.layer, "position.x"), 160, accuracy: 1e-9)
        }
    }

    func testCloudsFadeInOneAfterAnother() {
        let scene = started()
        let clouds = scene.form.clouds

        at(0.75)
        XCTAssertEqual(Double(shown(clouds[0].layer).opacity), eased(.easeInEaseOut, 0.5), accuracy: 1e-6)
        XCTAssertEqual(Double(shown(clouds[1].layer).opacity), eased(.easeInEaseOut, 0.1), accuracy: 1e-6)
        XCTAssertEqual(shown(clouds[2].layer).opacity, 0)
        XCTAssertEqual(shown(clouds[3].layer).opacity, 0)
        at(1.35)
        XCTAssertEqual(Double(shown(clouds[3].layer).opacity), eased(.easeInEaseOut, 0.5), accuracy: 1e-6)
        at(1.6)
        XCTAssertEqual(clouds.map { shown($0.layer).opacity }, [1, 1, 1, 1])
    }

    func testButtonRisesAndFadesInOnASpring() {
        let scene = started()
        let button = scene.form.loginButton.layer

        at(0.5)
        XCTAssertEqual(shownNumber(button, "position.y"), restingButton.y + 30, accuracy: 1e-9)
        XCTAssertEqual(shown(button).opacity, 0)
        var highest = Double.infinity
        for i in 1...50 {
            at(0.5 + Double(i) * 0.01)
            highest = min(highest, shownNumber(button, "position.y"))
        }
        XCTAssertLessThan(highest, restingButton.y - 1, "damping 0.5 overshoots above the resting place")
        XCTAssertEqual(shownNumber(button, "position.y"), restingButton.y, accuracy: 1e-9)
        XCTAssertEqual(shown(button).opacity, 1)
    }

    func testPressWidensTheButtonOnALooseSpringAndDropsItOnAStiffOne() {
        let (scene, p) = pressed()
        let button = scene.form.loginButton

        var widest = 0.0
        for i in 1...33 {
            at(p + Double(i) * 0.01)
            widest = max(widest, shownNumber(button.layer, "bounds.size.width"))
        }
        XCTAssertEqual(shownNumber(button.layer, "position.y"), restingButton.y + 60, accuracy: 1e-9,
                       "the jump takes 0.33 s")
        XCTAssertEqual(rgb(shown(button.layer).backgroundColor), rgb(F.buttonYellow.cgColor))
        XCTAssertEqual(shown(scene.form.spinner.layer).position, F.Layout.spinnerShown)
        XCTAssertEqual(shown(scene.form.spinner.layer).opacity, 1)
        XCTAssertGreaterThan(widest, 340 + 1, "damping 0.2 overshoots the 80 pt")
        run(to: p + 1.5)
        XCTAssertEqual(shownNumber(button.layer, "bounds.size.width"), 340, accuracy: 1e-9)
    }

    func testStatusBannerCurlsDownWithTheFirstMessageWhenTheJumpEnds() throws {
        let (scene, p) = pressed()
        let status = scene.form.status

        run(to: p + 0.32)
        XCTAssertTrue(status.isHidden)
        run(to: p + 0.34)
        XCTAssertFalse(status.isHidden)
        XCTAssertEqual(scene.form.statusLabel.text, "Connecting ...")
        let curl = try XCTUnwrap(status.layer.animation(forKey: "transition") as? CATransition)
        XCTAssertEqual(curl.type, .curlDown)
        XCTAssertEqual(curl.duration, 0.33)
    }

    func testEachMessageSlidesAwayAfterOneAndAHalfSecondsAndTheNextCurlsDown() throws {
        let (scene, p) = pressed()
        let status = scene.form.status

        run(to: p + 0.33 + 0.33 + 1.5 + 0.02)
        let slide = try XCTUnwrap(status.layer.animation(forKey: "position") as? CABasicAnimation)
        XCTAssertEqual(slide.duration, 0.33)
        let begin = status.layer.convertTime(slide.beginTime, to: nil) - t0
        XCTAssertEqual(begin, p + 2.16, accuracy: 0.011, "0.33 s curl, 1.5 s pause")
        at(begin + 0.165)
        XCTAssertEqual(shownNumber(status.layer, "position.x"), 160 + 320 * eased(.easeInEaseOut, 0.5), accuracy: 1e-6)
        run(to: begin + 0.35)
        XCTAssertEqual(scene.form.statusLabel.text, "Authorizing ...")
        XCTAssertEqual(status.center, scene.form.statusPosition, "put back before the next message")
        XCTAssertEqual((status.layer.animation(forKey: "transition") as? CATransition)?.type, .curlDown)
    }

    func testAfterTheLastMessageTheBannerFlipsAwayAndTheButtonGoesBack() throws {
        let (scene, p) = pressed()
        let f = scene.form

        run(to: p + 6.9)
        XCTAssertEqual(f.statusLabel.text, "Failed")
        run(to: p + 8.66)
        let flip = try XCTUnwrap(f.status.layer.animation(forKey: "transition") as? CATransition)
        XCTAssertEqual(flip.type, .flipFromTop)
        XCTAssertEqual(flip.duration, 0.2)
        XCTAssertTrue(f.status.isHidden)
        XCTAssertTrue(f.isLoggingIn)
        run(to: p + 9.0)
        XCTAssertFalse(f.isLoggingIn)
        XCTAssertEqual(shownNumber(f.loginButton.layer, "bounds.size.width"), 260, accuracy: 1e-9)
        XCTAssertEqual(shownNumber(f.loginButton.layer, "position.y"), restingButton.y, accuracy: 1e-9)
        XCTAssertEqual(rgb(shown(f.loginButton.layer).backgroundColor), rgb(F.buttonGreen.cgColor))
        XCTAssertEqual(shown(f.spinner.layer).opacity, 0)
    }

    /// The node of `layer` in `node`'s subtree.
    private func find(_ layer: CALayer, in node: RenderNode) -> RenderNode? {
        if node.layerID == layer.renderID { return node }
        for child in node.sublayers { if let n = find(layer, in: child) { return n } }
        return nil
    }

    /// True when the subtree draws something of its own somewhere.
    private func draws(_ node: RenderNode) -> Bool {
        !node.content.isEmpty || node.sublayers.contains(where: draws)
    }

    func testTheBannerCurlsInFromNothingAndFlipsAwayToNothing() throws {
        let (scene, p) = pressed()
        let f = scene.form

        run(to: p + 0.34)
        let curl = try XCTUnwrap(f.status.layer.animation(forKey: "transition"))
        let curlBegin = f.status.layer.convertTime(curl.beginTime, to: nil) - t0
        at(curlBegin + 0.165)
        let curling = try XCTUnwrap(find(f.status.layer, in: f.window.layer.renderSnapshot().root))
        let tr = try XCTUnwrap(curling.transition, "mid-curl, the banner carries its transition")
        XCTAssertEqual(tr.type, .curlDown)
        XCTAssertEqual(tr.progress, eased(.easeOut, 0.5), accuracy: 1e-6)
        XCTAssertFalse(draws(tr.from.value), "before: nothing (the banner was hidden)")
        XCTAssertTrue(draws(curling), "after: the banner with \"Connecting ...\"")
        XCTAssertNotNil(find(f.statusLabel.layer, in: curling))

        run(to: p + 8.66)
        let flip = try XCTUnwrap(f.status.layer.animation(forKey: "transition"))
        let flipBegin = f.status.layer.convertTime(flip.beginTime, to: nil) - t0
        at(flipBegin + 0.1)
        let flipping = try XCTUnwrap(find(f.status.layer, in: f.window.layer.renderSnapshot().root),
                                     "hidden, but kept while it flips away")
        let away = try XCTUnwrap(flipping.transition)
        XCTAssertEqual(away.type, .flipFromTop)
        XCTAssertEqual(away.progress, eased(.easeInEaseOut, 0.5), accuracy: 1e-6)
        XCTAssertTrue(draws(away.from.value), "before: the banner with \"Failed\"")
        XCTAssertFalse(draws(flipping), "after: nothing")
        at(flipBegin + 0.21)
        XCTAssertNil(find(f.status.layer, in: f.window.layer.renderSnapshot().root), "gone once the flip is over")
    }

    func testCloudsDriftRightAtOneScreenPerThirtySecondsForever() {
        let scene = started()
        let cloud = scene.form.clouds[0]   // frame x 16, width 96: 304 pt to go, 28.5 s

        at(10)
        XCTAssertEqual(shownNumber(cloud.layer, "position.x"), 64 + 304 * 10 / 28.5, accuracy: 1e-6)
        run(to: 28.5, step: 0.5)
        // Back to just off the left edge, then 416 pt more in 39 s.
        run(to: 28.5 + 19.5, step: 0.5)
        XCTAssertEqual(shownNumber(cloud.layer, "position.x"), -48 + 416 * 0.5, accuracy: 1e-6)
    }

    /// In a gallery tile the scene's window is scaled (here to 0.3, as a small grid tile): its
    /// `frame` is 96 pt wide but the clouds still cross the window's own 320 pt, with no negative
    /// duration (clouds 2 and 3 start past 96 pt: −19.8 s and −26.2 s were reported).
    func testCloudsCrossTheWholeWindowInAScaledTile() {
        let scene = LoginScene()
        scene.form.window.layer.transform = CATransform3DMakeScale(0.3, 0.3, 1)
        scene.userDidTakeOver()
        let cloud = scene.form.clouds[0]   // frame x 16, width 96: 304 pt to go, 28.5 s

        let messages = diagnostics {
            scene.start()
            CARunLoop.tick()
            at(10)
        }

        XCTAssertEqual(messages, [])
        XCTAssertEqual(cloud.frame.origin.x, 320, "the model is at the right edge")
        XCTAssertEqual(shownNumber(cloud.layer, "position.x"), 64 + 304 * 10 / 28.5, accuracy: 1e-6)
    }

    func testTheBannerSlidesAWholeWindowAwayInAScaledTile() throws {
        let scene = LoginScene()
        scene.form.window.layer.transform = CATransform3DMakeScale(0.3, 0.3, 1)
        scene.userDidTakeOver()
        scene.start()
        CARunLoop.tick()
        click(scene.form.loginButton, in: scene.form.window, at: 2.0)
        let status = scene.form.status

        run(to: 2.05 + 0.33 + 0.33 + 1.5 + 0.02)
        let slide = try XCTUnwrap(status.layer.animation(forKey: "position") as? CABasicAnimation)

        XCTAssertEqual(status.center.x, 160 + 320)
        XCTAssertTrue(slide.isAdditive)
        XCTAssertEqual((slide.fromValue as? CGPoint)?.x, -320, "a whole window-width from the model value")
    }

    func testTypedTextGoesIntoTheFieldsAndTabAndReturnMoveOn() {
        let scene = started()
        let f = scene.form, w = f.window

        click(f.username, in: w, at: 1.5)
        w.sendText("bahama")
        w.sendKey(.tab)
        XCTAssertFalse(f.username.isEditing)
        XCTAssertTrue(f.password.isEditing)
        w.sendText("sun")
        w.sendKey(.returnKey)

        XCTAssertEqual(f.username.text, "bahama")
        XCTAssertEqual(f.password.text, "sun")
        XCTAssertFalse(f.password.isEditing)
    }

    func testThePasswordFieldShowsBulletsNotThePassword() {
        let scene = started()
        let f = scene.form, w = f.window
        XCTAssertTrue(f.password.isSecureTextEntry)
        XCTAssertFalse(f.username.isSecureTextEntry)

        click(f.password, in: w, at: 1.5)
        w.sendText("sun")

        XCTAssertEqual(f.password.text, "sun")
        let drawn = f.password.subviews.compactMap { ($0 as? UILabel)?.text }
        XCTAssertEqual(drawn, ["\u{2022}\u{2022}\u{2022}"], "the field draws three bullets and no letters")
    }

    func testReturnInTheUsernameMovesToThePassword() {
        let scene = started()
        let f = scene.form, w = f.window

        click(f.username, in: w, at: 1.5)
        w.sendText("bahama")
        w.sendKey(.returnKey)

        XCTAssertFalse(f.username.isEditing)
        XCTAssertTrue(f.password.isEditing)
        w.sendText("x")
        XCTAssertEqual(f.password.text, "x")
    }

    func testDemoTypesBothFieldsAndPressesTheButton() {
        let scene = started(demo: true)
        let f = scene.form

        run(to: S.demoStart + 2.85)
        XCTAssertEqual(f.username.text, "bahama")
        XCTAssertEqual(f.password.text, "sunshine")
        XCTAssertTrue(f.isLoggingIn)
        run(to: S.demoStart + S.demoPeriod + 0.05, step: 0.05)
        XCTAssertEqual(f.username.text, "", "the next cycle starts on empty fields")
        XCTAssertFalse(f.isLoggingIn)
    }

    func testTakingOverStopsTheDemo() {
        let scene = started(demo: true)

        at(1)
        scene.userDidTakeOver()
        run(to: 6, step: 0.05)
        XCTAssertEqual(scene.form.username.text, "")
        XCTAssertFalse(scene.form.isLoggingIn)
    }

    func testStopResetsTheLoginAtOnceThenFreezesTheClouds() throws {
        let (scene, p) = pressed()

        run(to: p + 1)
        scene.stop()
        let flip = try XCTUnwrap(scene.form.status.layer.animation(forKey: "transition") as? CATransition)
        XCTAssertEqual(flip.type, .flipFromTop, "§7's reset plays now")
        run(to: p + 1 + 0.32)
        XCTAssertEqual(scene.state, .stopping)
        run(to: p + 1 + 0.35)
        XCTAssertEqual(scene.state, .stopped)
        // The 1.5 s width spring from the press still runs underneath the reset (additive, as
        // since iOS 8): a residual under 1 pt now, none once it ends.
        XCTAssertEqual(shownNumber(scene.form.loginButton.layer, "bounds.size.width"), 260, accuracy: 1)
        XCTAssertEqual(shownNumber(scene.form.loginButton.layer, "position.y"), restingButton.y, accuracy: 1e-9)
        run(to: p + 1.5 + 0.01)
        XCTAssertEqual(shownNumber(scene.form.loginButton.layer, "bounds.size.width"), 260, accuracy: 1e-9)
        run(to: p + 4)
        XCTAssertEqual(scene.form.statusLabel.text, "Connecting ...", "no more messages")
        let x = shownNumber(scene.form.clouds[0].layer, "position.x")
        at(p + 12)
        XCTAssertEqual(shownNumber(scene.form.clouds[0].layer, "position.x"), x, "the clouds stand still")
    }
}
