import AnimationCore
@testable import AnimationUIKit
import XCTest

/// `UIVisualEffectView` with blur and vibrancy effects: which layers carry which filter, what
/// reaches the render snapshot, layout, and animating `effect`.
final class UIVisualEffectViewTests: UIViewTestCase {
    /// The snapshot nodes of `view`'s subtree, depth first.
    private func nodes(_ view: UIView) -> [RenderNode] {
        func walk(_ n: RenderNode) -> [RenderNode] { [n] + n.sublayers.flatMap(walk) }
        return walk(view.layer.renderSnapshot().root)
    }

    func testABlurDrawsItsStylesFilterBehindTheTintAndTheContent() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let label = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        view.contentView.addSubview(label)

        let drawn = nodes(view)
        let backdrops = drawn.compactMap { n -> BackdropFilter? in
            if case .backdrop(let f)? = n.visualEffect { return f } else { return nil }
        }
        XCTAssertEqual(backdrops, [BackdropFilter(blurRadius: 20, saturation: 1.8)])
        let order = view.subviews
        XCTAssertEqual(order.count, 3)
        XCTAssertTrue(order.last === view.contentView, "the content is drawn last, over the blur and tint")
        XCTAssertEqual(order[1].backgroundColor, UIColor(white: 0.11, alpha: 0.73), "the dark style's tint")
        XCTAssertEqual(order[0].layer.visualEffect, .backdrop(BackdropFilter(blurRadius: 20, saturation: 1.8)))
    }

    func testEachNamedStyleHasItsRadiusAndTint() {
        let looks: [(UIBlurEffect.Style, CGFloat, UIColor)] = [
            (.extraLight, 20, UIColor(white: 0.97, alpha: 0.8)), (.light, 30, UIColor(white: 1, alpha: 0.3)),
            (.dark, 20, UIColor(white: 0.11, alpha: 0.73)), (.regular, 30, UIColor(white: 1, alpha: 0.3)),
            (.prominent, 20, UIColor(white: 0.97, alpha: 0.8)),
        ]
        for (style, radius, tint) in looks {
            let view = UIVisualEffectView(effect: UIBlurEffect(style: style))
            XCTAssertEqual(view.subviews[0].layer.visualEffect?.filter.blurRadius, radius, "\(style)")
            XCTAssertEqual(view.subviews[1].backgroundColor, tint, "\(style)")
        }
        for style in UIBlurEffect.Style.allCases {
            let filter = UIVisualEffectView(effect: UIBlurEffect(style: style)).subviews[0].layer.visualEffect?.filter
            XCTAssertNotNil(filter, "\(style) blurs")
            XCTAssertGreaterThan(filter?.blurRadius ?? 0, 0, "\(style)")
        }
    }

    func testVibrancyMakesTheContentViewVibrantDarkerOverLightAndLighterOverDark() {
        let overLight = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light)))
        let overDark = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)))
        guard case .vibrancy(let light)? = overLight.contentView.layer.visualEffect,
              case .vibrancy(let dark)? = overDark.contentView.layer.visualEffect else {
            return XCTFail("the content views are vibrant")
        }
        XCTAssertLessThan(light.scale, 1); XCTAssertEqual(light.offset, 0)
        XCTAssertGreaterThan(dark.offset, 0)
        // A weaker style (iOS 13) changes the backdrop less.
        let weak = UIVisualEffectView(
            effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .separator))
        XCTAssertGreaterThan(weak.contentView.layer.visualEffect?.filter.scale ?? 0, light.scale)
        // No backdrop of its own: the vibrancy view shows the blur it sits on.
        XCTAssertEqual(overLight.subviews[0].alpha, 0)
    }

    func testTheEffectSubviewsFollowTheViewsSize() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        view.frame = CGRect(x: 30, y: 40, width: 120, height: 80)
        for sub in view.subviews { XCTAssertEqual(sub.frame, CGRect(x: 0, y: 0, width: 120, height: 80)) }
        view.bounds = CGRect(x: 0, y: 0, width: 60, height: 20)
        for sub in view.subviews { XCTAssertEqual(sub.frame.size, CGSize(width: 60, height: 20)) }
    }

    func testSettingTheEffectInsideAnAnimationBlockFadesTheBlurAndTintIn() {
        let view = UIVisualEffectView(effect: nil)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(view.subviews[0].alpha, 0, "no effect: no blur")
        CARunLoop.tick()
        at(0)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            view.effect = UIBlurEffect(style: .extraLight)
        })
        at(0.5)
        XCTAssertEqual(Double(presented(view.subviews[0]).opacity), 0.5, accuracy: 1e-6, "the blur half faded in")
        let tint = presented(view.subviews[1]).backgroundColor?.components ?? []
        XCTAssertEqual(Double(tint.last ?? -1), 0.4, accuracy: 1e-6, "the tint half way to 0.8 alpha")
        at(1)
        XCTAssertEqual(view.subviews[0].alpha, 1)
        XCTAssertEqual(view.effect, UIBlurEffect(style: .extraLight))
        view.effect = nil
        XCTAssertEqual(view.subviews[0].alpha, 0)
    }

    func testEffectsCompareByStyle() {
        XCTAssertEqual(UIBlurEffect(style: .dark), UIBlurEffect(style: .dark))
        XCTAssertNotEqual(UIBlurEffect(style: .dark), UIBlurEffect(style: .light))
        XCTAssertNotEqual(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)),
                          UIBlurEffect(style: .dark) as UIVisualEffect)
        XCTAssertEqual(UIVisualEffectView(frame: .zero).effect, nil)
    }

    func testHostileFilterValuesAreSanitized() {
        let f = BackdropFilter(blurRadius: .nan, saturation: -.infinity, scale: .nan, offset: 7).sanitized
        XCTAssertEqual(f, BackdropFilter(blurRadius: 0, saturation: 1, scale: 1, offset: 1),
                       "non-finite values count as none")
        XCTAssertEqual(BackdropFilter(blurRadius: 1e300).sanitized.blurRadius, 100)
    }
}
