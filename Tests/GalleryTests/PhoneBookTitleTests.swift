import AnimationCore
import AnimationRender
import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

/// The contact list's "Contacts" title stays whole on screen with the menu open (the list has
/// slid `menuWidth` to the right).
final class PhoneBookTitleTests: GalleryTestCase {
    func testTheTitleIsWholeOnScreenWithTheMenuOpen() throws {
        AssetLibrary.installProviders()
        let scene = PhoneBookScene()
        let title = try XCTUnwrap(
            allViews(scene.centerView).compactMap { $0 as? UILabel }.first { $0.text == "Contacts" })
        let layer = try XCTUnwrap(title.layer as? CATextLayer)

        UIView.performWithoutAnimation { scene.setMenu(toPercent: 1) }

        let size = try XCTUnwrap(CAResourceProviders.text?.size(of: "Contacts", fontName: layer.font as? String,
                                                                 fontSize: layer.fontSize))
        let frame = title.convert(title.bounds, to: scene.sceneWindow)
        let textLeft: CGFloat
        switch layer.alignmentMode {
        case .center: textLeft = frame.midX - size.width / 2
        case .right: textLeft = frame.maxX - size.width
        default: textLeft = frame.minX
        }
        XCTAssertLessThanOrEqual(textLeft + size.width, scene.sceneWindow.bounds.width, "the title's last letter")
        XCTAssertGreaterThanOrEqual(textLeft, 0)
    }

    private func allViews(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(allViews) }
}
