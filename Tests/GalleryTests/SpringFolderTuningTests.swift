import AnimationCore
import Foundation
@testable import Gallery
import XCTest

/// The spring folder as a `TunableScene`: the talk's spring until edited, an edited spring from
/// the next open or close on.
final class SpringFolderTuningTests: GalleryTestCase {
    typealias S = SpringFolderScene
    /// A bouncier spring than the talk's: mass 2, stiffness 300, damping 8, initial velocity 1.
    let edited = SpringSolver(mass: 2, stiffness: 300, damping: 8, initialVelocity: 1)

    func testTheFolderSpringIsTheTalksUntilEdited() {
        let scene = SpringFolderScene()

        XCTAssertEqual(scene.tunableSpringNames, [S.folderSpringName])
        XCTAssertEqual(scene.tunableSpring(named: S.folderSpringName), folderSpring)
        XCTAssertEqual(scene.tunableCurveNames, [], "no curve to tune")
    }

    func testAnEditedSpringDrivesTheNextMoveAndNotTheOneInProgress() {
        let scene = takenOverFolder()
        scene.openFolder()
        at(0.3)

        XCTAssertTrue(scene.setTunableSpring(edited, named: S.folderSpringName))

        XCTAssertEqual(scene.tunableSpring(named: S.folderSpringName), edited)
        at(0.6)
        assertFrame(shown(scene.box.layer).frame,
                    between(scene.closedFrame, scene.openFrame, folderSpring.value(at: 0.6)),
                    "the opening in progress keeps the talk's spring")
        at(1.5)
        scene.closeFolder()
        for t in [0.1, 0.25, 0.5, 1.0] {
            at(1.5 + t)
            assertFrame(shown(scene.box.layer).frame, between(scene.openFrame, scene.closedFrame, edited.value(at: t)),
                        accuracy: 1e-5, "the close follows the edited spring at \(t) s")
        }
        XCTAssertNotEqual(edited.value(at: 0.25), folderSpring.value(at: 0.25), accuracy: 0.05,
                          "the two springs differ there")
    }

    func testTheEditedMoveLastsItsSettlingDurationThenTheDemoGoesOn() {
        let scene = SpringFolderScene()
        scene.setTunableSpring(edited, named: S.folderSpringName)
        scene.start()
        CARunLoop.tick()
        at(S.firstOpenDelay)
        XCTAssertTrue(scene.isOpen)

        at(S.firstOpenDelay + edited.settlingDuration + 0.02)
        assertFrame(shown(scene.box.layer).frame, scene.openFrame, accuracy: 0.5)
        at(S.firstOpenDelay + edited.settlingDuration + S.openHold + 0.05)

        XCTAssertFalse(scene.isOpen, "the demo closes the folder a hold after the edited spring settled")
    }

    func testSettingTheTalksSpringAgainGoesBackToTheTalksCall() {
        let scene = takenOverFolder()
        scene.setTunableSpring(edited, named: S.folderSpringName)

        scene.setTunableSpring(folderSpring, named: S.folderSpringName)
        scene.openFolder()

        at(0.3)
        assertFrame(shown(scene.box.layer).frame,
                    between(scene.closedFrame, scene.openFrame, folderSpring.value(at: 0.3)))
        let animation = scene.box.layer.animation(forKey: "position") as? CASpringAnimation
        XCTAssertEqual(animation?.duration, S.springDuration, "UIView.animate's spring lasts the talk's 1 s")
    }

    func testAnUnknownSpringNameIsRefused() {
        let scene = SpringFolderScene()
        var messages: [String] = []
        let saved = CADiagnostics.handler
        CADiagnostics.handler = { messages.append($0) }
        defer { CADiagnostics.handler = saved }

        let accepted = scene.setTunableSpring(edited, named: "box")

        XCTAssertFalse(accepted)
        XCTAssertEqual(scene.tunableSpring(named: S.folderSpringName), folderSpring)
        XCTAssertNil(scene.tunableSpring(named: "box"))
        XCTAssertEqual(messages.count, 1)
    }
}
