import AnimationCore
import Foundation
@testable import Gallery
import XCTest

// Helpers for the spring folder's tests (`SpringFolderSceneTests`, `SpringFolderTuningTests`).
extension GalleryTestCase {
    /// The talk's spring, solved as UIKit's block solves it.
    var folderSpring: SpringSolver { SpringSolver.uiKit(dampingRatio: 0.75, duration: 1, initialVelocity: 0.5) }

    /// A running scene whose scripted demo is off (a person has taken over).
    func takenOverFolder() -> SpringFolderScene {
        let scene = SpringFolderScene()
        scene.start()
        scene.userDidTakeOver()
        CARunLoop.tick()
        return scene
    }

    func assertFrame(_ actual: CGRect, _ expected: CGRect, accuracy: Double = 1e-6, _ message: String = "",
                     file: StaticString = #filePath, line: UInt = #line) {
        for (a, e) in [(actual.midX, expected.midX), (actual.midY, expected.midY),
                       (actual.width, expected.width), (actual.height, expected.height)] {
            XCTAssertEqual(Double(a), Double(e), accuracy: accuracy, "\(actual) vs \(expected) \(message)", file: file,
                           line: line)
        }
    }

    /// `from` moved `progress` of the way to `to`.
    func between(_ from: CGRect, _ to: CGRect, _ progress: Double) -> CGRect {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(progress) }
        let w = mix(from.width, to.width), h = mix(from.height, to.height)
        return CGRect(x: mix(from.midX, to.midX) - w / 2, y: mix(from.midY, to.midY) - h / 2, width: w, height: h)
    }
}
