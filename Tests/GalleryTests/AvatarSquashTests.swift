import AnimationCore
import AnimationRender
import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

/// A squashed avatar (its mask and ring turned into `ShapeMorphingScene.morphSize`, taller than
/// the avatar) shows the portrait's background everywhere inside its ring, never the scene
/// behind it (the dark, flat-topped crescent the mask used to uncover above the portrait).
final class AvatarSquashTests: GalleryTestCase {
    func testInsideTheSquashedRingIsPortraitNotScene() throws {
        AssetLibrary.installProviders()
        let side: CGFloat = 90
        let avatar = AvatarView(frame: CGRect(x: 40, y: 60, width: side, height: side), name: "?", palette: .unknown)
        let morphed = CGRect(x: 0, y: side - side * 1.1, width: side * 0.85, height: side * 1.1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        avatar.maskLayer.path = UIBezierPath(ovalIn: morphed).cgPath
        avatar.circleLayer.path = UIBezierPath(ovalIn: morphed).cgPath
        CATransaction.commit()
        let holder = CALayer()
        holder.bounds = CGRect(x: 0, y: 0, width: 200, height: 240)
        holder.anchorPoint = .zero
        holder.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        holder.addSublayer(avatar.layer)

        let renderer = try Renderer(headlessWidth: 200, height: 240)
        renderer.render(holder.renderSnapshot(at: CACurrentMediaTime()), background: .black)
        let image = renderer.readPixels()

        // Just inside the ring at its top, above the avatar's bounds.
        let x = Int(40 + morphed.midX), y = Int(60 + morphed.minY + AvatarView.lineWidth / 2 + 3)
        XCTAssertLessThan(CGFloat(y), 60, "the probe is above the avatar's bounds")
        let p = image[x, y]
        XCTAssertGreaterThan(Int(p.r) + Int(p.g) + Int(p.b), 3 * 100, "inside the ring at (\(x), \(y)): \(p)")
    }
}
