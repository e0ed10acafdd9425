import AnimationCore
import AnimationRender
import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

/// The login's status banner holds each of its messages whole, between its notched ends, and
/// the text sits in the middle of the ribbon (not at its top).
final class LoginBannerTests: GalleryTestCase {
    func fit(_ message: String, in label: UILabel) throws -> TextFit {
        let layer = try XCTUnwrap(label.layer as? CATextLayer)
        let content = TextContent(string: message, fontName: layer.font as? String, fontSize: layer.fontSize,
                                  color: RGBA(red: 0, green: 0, blue: 0, alpha: 1), alignment: layer.alignmentMode,
                                  isWrapped: layer.isWrapped, truncation: layer.truncationMode)
        return try XCTUnwrap(TextFit.layOut(content, in: label.bounds.size))
    }

    func testEveryMessageFitsBetweenTheRibbonsNotches() throws {
        AssetLibrary.installProviders()
        let scene = LoginScene()
        let label = scene.form.statusLabel
        let notch = LoginForm.Layout.status.width * LoginForm.ribbonNotch

        XCTAssertGreaterThanOrEqual(label.frame.minX, notch)
        XCTAssertLessThanOrEqual(label.frame.maxX, LoginForm.Layout.status.width - notch)
        for message in LoginForm.statusMessages {
            let laidOut = try fit(message, in: label)
            XCTAssertTrue(laidOut.fits,
                          "\(message): \(laidOut.lines) needs \(laidOut.width) pt of \(label.bounds.width)")
        }
    }

    func testTheTextIsCentredOnTheRibbon() throws {
        AssetLibrary.installProviders()
        let scene = LoginScene()
        let label = scene.form.statusLabel

        let laidOut = try fit("Sending credentials ...", in: label)

        let textMiddle = label.frame.minY + laidOut.height / 2
        XCTAssertEqual(textMiddle, LoginForm.Layout.status.height / 2, accuracy: 1.5,
                       "the line's middle on the ribbon's")
    }
}
