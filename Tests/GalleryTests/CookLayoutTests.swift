import AnimationCore
import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

/// Cook's screen sits in the middle of its 480 × 480 desk, upright and turned, so the scene
/// never leaves a third of itself empty on one side.
final class CookLayoutTests: GalleryTestCase {
    func testTheScreenIsCentredUprightAndTurned() {
        let scene = CookScene()
        XCTAssertEqual(scene.sceneWindow.frame, CGRect(x: 80, y: 0, width: 320, height: 480), "upright")

        scene.turnScreen()
        at(UIWindow.rotationDuration / 2)
        let halfway = shown(scene.sceneWindow.layer).position
        at(UIWindow.rotationDuration + 0.1)

        XCTAssertEqual(scene.sceneWindow.frame, CGRect(x: 0, y: 80, width: 480, height: 320), "turned")
        XCTAssertEqual(halfway, CGPoint(x: 240, y: 240), "turning about the desk's centre")
    }
}
