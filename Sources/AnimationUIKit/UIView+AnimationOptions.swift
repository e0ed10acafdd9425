import Foundation
import AnimationCore

extension UIView {
    /// Options for `UIView.animate…` and `UIView.transition…`, with UIKit's raw values.
    ///
    /// Honoured here: `repeat`, `autoreverse`, `overrideInheritedDuration`, `overrideInheritedCurve`,
    /// the four curves, the transition types and `showHideTransitionViews`/`allowAnimatedContent`
    /// for transitions. Accepted without effect: `layoutSubviews`, `allowUserInteraction` (touches
    /// reach animating views whether or not it is set; UIKit ignores them without it),
    /// `beginFromCurrentState` (animations always start from the current presentation value),
    /// `overrideInheritedOptions` and the preferred frame rates.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The option bits, laid out as UIKit's (so raw values from iOS code mean the same here).
        public let rawValue: UInt
        /// Wraps any bits; unknown ones are ignored.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Accepted without effect: there is no layout pass to animate here.
        public static let layoutSubviews = Self(rawValue: 1 << 0)
        /// Accepted without effect: nothing blocks events during animations here; hit-test `layer.presentation()` to
        /// find a moving view.
        public static let allowUserInteraction = Self(rawValue: 1 << 1)
        /// Accepted without effect: animations here always start from the current presentation value, which is what
        /// this option asks for in UIKit.
        public static let beginFromCurrentState = Self(rawValue: 1 << 2)
        /// Repeats forever (`repeatCount = .infinity`); the completion then never runs.
        public static let `repeat` = Self(rawValue: 1 << 3)
        /// Plays forwards then backwards (then jumps to the new value, as in UIKit).
        public static let autoreverse = Self(rawValue: 1 << 4)
        /// In a nested block, use this block's duration instead of the enclosing block's.
        public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
        /// In a nested block, use this block's curve instead of the enclosing block's.
        public static let overrideInheritedCurve = Self(rawValue: 1 << 6)
        /// For `transition(with:…)`: lets changes made in the block animate on their own too, besides the transition.
        public static let allowAnimatedContent = Self(rawValue: 1 << 7)
        /// For `transition(from:to:…)`: hide `fromView` and show `toView` instead of swapping them.
        public static let showHideTransitionViews = Self(rawValue: 1 << 8)
        /// Accepted without effect: nested blocks here inherit only duration and curve.
        public static let overrideInheritedOptions = Self(rawValue: 1 << 9)

        /// Ease in and out (the default: raw value 0).
        public static let curveEaseInOut = Self(rawValue: 0 << 16)
        /// Starts slowly and ends at full speed.
        public static let curveEaseIn = Self(rawValue: 1 << 16)
        /// Starts at full speed and slows to a stop.
        public static let curveEaseOut = Self(rawValue: 2 << 16)
        /// Constant speed throughout.
        public static let curveLinear = Self(rawValue: 3 << 16)

        /// No transition: the change is shown at once (the default).
        public static let transitionNone = Self(rawValue: 0 << 20)
        /// The view flips half a turn about its vertical axis, from the left, showing the new content.
        public static let transitionFlipFromLeft = Self(rawValue: 1 << 20)
        /// The view flips half a turn about its vertical axis, from the right.
        public static let transitionFlipFromRight = Self(rawValue: 2 << 20)
        /// The old content curls up from the bottom, uncovering the new.
        public static let transitionCurlUp = Self(rawValue: 3 << 20)
        /// The new content curls down from the top over the old.
        public static let transitionCurlDown = Self(rawValue: 4 << 20)
        /// The old content fades into the new.
        public static let transitionCrossDissolve = Self(rawValue: 5 << 20)
        /// The view flips half a turn about its horizontal axis, from the top.
        public static let transitionFlipFromTop = Self(rawValue: 6 << 20)
        /// The view flips half a turn about its horizontal axis, from the bottom.
        public static let transitionFlipFromBottom = Self(rawValue: 7 << 20)

        /// Accepted without effect: frames are drawn at the display's rate.
        public static let preferredFramesPerSecondDefault = Self(rawValue: 0 << 24)
        /// Accepted without effect: frames are drawn at the display's rate.
        public static let preferredFramesPerSecond60 = Self(rawValue: 3 << 24)
        /// Accepted without effect: frames are drawn at the display's rate.
        public static let preferredFramesPerSecond30 = Self(rawValue: 7 << 24)

        /// The timing function the curve bits select (UIKit's curves are Core Animation's named ones).
        var timingFunction: CAMediaTimingFunction {
            UIView.timingFunction(curveBits: (rawValue >> 16) & 0xF)
        }

        /// The `CATransition` type the transition bits select, or nil for `transitionNone`.
        var transitionType: CATransitionType? {
            switch (rawValue >> 20) & 0xF {
            case 1: return .flipFromLeft
            case 2: return .flipFromRight
            case 3: return .curlUp
            case 4: return .curlDown
            case 5: return .fade
            case 6: return .flipFromTop
            case 7: return .flipFromBottom
            default: return nil
            }
        }
    }

    /// Options for `UIView.animateKeyframes…`, with UIKit's raw values.
    ///
    /// The calculation mode sets the keyframe animations' `calculationMode`. As in UIKit, the
    /// curve bits of `AnimationOptions` may be passed through the raw value
    /// (`KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`); they pace
    /// the whole animation, ease-in-out by default. Each keyframe segment itself is linear.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The option bits, laid out as UIKit's; curve bits of `AnimationOptions` are read too.
        public let rawValue: UInt
        /// Wraps any bits; unknown ones are ignored.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Accepted without effect: there is no layout pass to animate here.
        public static let layoutSubviews = Self(rawValue: 1 << 0)
        /// Accepted without effect: nothing blocks events during animations here.
        public static let allowUserInteraction = Self(rawValue: 1 << 1)
        /// Accepted without effect: animations always start from the presentation value.
        public static let beginFromCurrentState = Self(rawValue: 1 << 2)
        /// Repeats forever; the completion then never runs.
        public static let `repeat` = Self(rawValue: 1 << 3)
        /// Plays forwards then backwards (then jumps to the new values, as in UIKit).
        public static let autoreverse = Self(rawValue: 1 << 4)
        /// In a nested block, use this block's duration instead of the enclosing one's.
        public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
        /// Accepted without effect: nested blocks inherit only duration and curve.
        public static let overrideInheritedOptions = Self(rawValue: 1 << 9)

        /// Straight interpolation between keyframes (the default).
        public static let calculationModeLinear = Self(rawValue: 0 << 10)
        /// Each keyframe's values hold until the next; no interpolation.
        public static let calculationModeDiscrete = Self(rawValue: 1 << 10)
        /// Constant speed over the whole animation; keyframe times are ignored.
        public static let calculationModePaced = Self(rawValue: 2 << 10)
        /// A smooth curve through the keyframes' values.
        public static let calculationModeCubic = Self(rawValue: 3 << 10)
        /// The smooth curve, travelled at constant speed.
        public static let calculationModeCubicPaced = Self(rawValue: 4 << 10)

        /// The keyframe calculation mode the mode bits select.
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The overall timing function from curve bits passed through the raw value.
        var timingFunction: CAMediaTimingFunction {
            UIView.timingFunction(curveBits: (rawValue >> 16) & 0xF)
        }
    }

    /// UIKit's named curves (`UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear

        /// The matching Core Animation timing function.
        public var timingFunction: CAMediaTimingFunction { UIView.timingFunction(curveBits: UInt(rawValue)) }
    }

    static func timingFunction(curveBits: UInt) -> CAMediaTimingFunction {
        switch curveBits {
        case 1: return CAMediaTimingFunction(name: .easeIn)
        case 2: return CAMediaTimingFunction(name: .easeOut)
        case 3: return CAMediaTimingFunction(name: .linear)
        default: return CAMediaTimingFunction(name: .easeInEaseOut)
        }
    }
}
