import Foundation

// String-backed constants with Apple's Swift names (each is a `RawRepresentable`
// struct on Apple's platforms too, so `.round` and `CAShapeLayerLineCap.round` both port).

/// How the ends of an open stroke are drawn.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name, the same string as Apple's `kCALineCap…` constant.
    public let rawValue: String
    /// Wraps any string; one other than the three below draws as `.butt`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The stroke stops square at the end point (the default).
    public static let butt = Self(rawValue: "butt")
    /// A half circle of diameter `lineWidth` is added past each end.
    public static let round = Self(rawValue: "round")
    /// A half square of side `lineWidth` is added past each end.
    public static let square = Self(rawValue: "square")
}

/// How corners of a stroke are drawn.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's name, the same string as Apple's `kCALineJoin…` constant.
    public let rawValue: String
    /// Wraps any string; one other than the three below draws as `.miter`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, cut to a bevel where they pass `miterLimit` (the default).
    public static let miter = Self(rawValue: "miter")
    /// Corners rounded with a radius of half the line width.
    public static let round = Self(rawValue: "round")
    /// Corners cut off straight.
    public static let bevel = Self(rawValue: "bevel")
}

/// The rule deciding which points are inside a filled path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name, the same string as Apple's `kCAFillRule…` constant.
    public let rawValue: String
    /// Wraps any string; one other than `"even-odd"` fills as `.nonZero`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A point is inside when the path winds round it a non-zero number of times (the default).
    public static let nonZero = Self(rawValue: "non-zero")
    /// A point is inside when a ray from it crosses the path an odd number of times.
    public static let evenOdd = Self(rawValue: "even-odd")
}

/// The geometry of a gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name, the same string as Apple's `kCAGradientLayer…` constant.
    public let rawValue: String
    /// Wraps any string; one the renderer does not know draws as `.axial` and is reported.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours change along the line from `startPoint` to `endPoint` (the default).
    public static let axial = Self(rawValue: "axial")
    /// An ellipse centred on `startPoint` whose edge passes through `endPoint`.
    public static let radial = Self(rawValue: "radial")
    /// Colours sweep round `startPoint`, clockwise on screen, starting towards `endPoint`.
    public static let conic = Self(rawValue: "conic")
}

/// How text lines are aligned inside a text layer.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, the same string as Apple's `kCAAlignment…` constant.
    public let rawValue: String
    /// Wraps any string; one the renderer does not know aligns lines left.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Left for left-to-right lines, right for right-to-left ones (the default).
    public static let natural = Self(rawValue: "natural")
    /// Lines start at the left edge.
    public static let left = Self(rawValue: "left")
    /// Lines end at the right edge.
    public static let right = Self(rawValue: "right")
    /// Lines are centred.
    public static let center = Self(rawValue: "center")
    /// Drawn like `.natural`: lines are not stretched to the full width, unlike Apple's.
    public static let justified = Self(rawValue: "justified")
}

/// Where text is truncated when it does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, the same string as Apple's `kCATruncation…` constant.
    public let rawValue: String
    /// Wraps any string; one the renderer does not know truncates at the end.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Lines that do not fit are clipped by the bounds (the default).
    public static let none = Self(rawValue: "none")
    /// The start of the line is replaced by "…".
    public static let start = Self(rawValue: "start")
    /// The end of the line is replaced by "…".
    public static let end = Self(rawValue: "end")
    /// The middle of the line is replaced by "…".
    public static let middle = Self(rawValue: "middle")
}

/// How a layer's `contents` image is placed in its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name, the same string as Apple's `kCAGravity…` constant.
    public let rawValue: String
    /// Wraps any string; one the renderer does not know is drawn as `.resize` and reported.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The image at its own size, centred.
    public static let center = Self(rawValue: "center")
    /// The image at its own size, centred on the top edge as seen on screen. Apple names gravity in
    /// a y-up space, so on iOS its `.top` lands at the bottom of the screen (`contentsAreFlipped`).
    public static let top = Self(rawValue: "top")
    /// The image at its own size, centred on the bottom edge as seen on screen.
    public static let bottom = Self(rawValue: "bottom")
    /// The image at its own size, centred on the left edge.
    public static let left = Self(rawValue: "left")
    /// The image at its own size, centred on the right edge.
    public static let right = Self(rawValue: "right")
    /// The image at its own size, in the top-left corner as seen on screen.
    public static let topLeft = Self(rawValue: "topLeft")
    /// The image at its own size, in the top-right corner as seen on screen.
    public static let topRight = Self(rawValue: "topRight")
    /// The image at its own size, in the bottom-left corner as seen on screen.
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    /// The image at its own size, in the bottom-right corner as seen on screen.
    public static let bottomRight = Self(rawValue: "bottomRight")
    /// The image stretched to fill the bounds (the default).
    public static let resize = Self(rawValue: "resize")
    /// The image scaled to fit inside the bounds, keeping its aspect ratio, centred.
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    /// The image scaled to cover the bounds, keeping its aspect ratio, centred (may overflow).
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

/// How a layer's `contents` image is sampled when it is drawn larger (`magnificationFilter`)
/// or smaller (`minificationFilter`) than its pixels.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The filter's name, the same string as Apple's `kCAFilter…` constant.
    public let rawValue: String
    /// Wraps any string; one the renderer does not know samples as `.linear` and is reported.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The nearest image pixel: hard pixel edges (pixel art).
    public static let nearest = Self(rawValue: "nearest")
    /// Bilinear interpolation between the four nearest pixels (the default).
    public static let linear = Self(rawValue: "linear")
    /// Like `linear`, and when shrinking, from a pre-filtered smaller copy (Apple: mipmaps;
    /// here the renderer box-filters the image to the size shown, for `.linear` as well).
    public static let trilinear = Self(rawValue: "trilinear")
}

/// How an emitter's particles are composited.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, the same string as Apple's `kCAEmitterLayer…` constant.
    public let rawValue: String
    /// Wraps any string; one not listed here draws particles oldest first.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Particles drawn in any order (the default); the renderer may sort them for speed.
    public static let unordered = Self(rawValue: "unordered")
    /// Particles drawn oldest first, so the newest are on top.
    public static let oldestFirst = Self(rawValue: "oldestFirst")
    /// Drawn oldest first like `.oldestFirst` here; Apple draws the oldest on top.
    public static let oldestLast = Self(rawValue: "oldestLast")
    /// Drawn oldest first like `.oldestFirst` here; Apple sorts particles by depth.
    public static let backToFront = Self(rawValue: "backToFront")
    /// Particles added to what is below (brightening), in any order.
    public static let additive = Self(rawValue: "additive")
}

/// The shape particles are emitted from.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The shape's name, the same string as Apple's `kCAEmitterLayer…` constant.
    public let rawValue: String
    /// Wraps any string; one not listed here emits every particle from `emitterPosition`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Every particle starts at `emitterPosition` (the default).
    public static let point = Self(rawValue: "point")
    /// A horizontal line of length `emitterSize.width` centred on `emitterPosition`.
    public static let line = Self(rawValue: "line")
    /// A rectangle of `emitterSize` centred on `emitterPosition`.
    public static let rectangle = Self(rawValue: "rectangle")
    /// Emits as `.rectangle`: the depth of the box is ignored here.
    public static let cuboid = Self(rawValue: "cuboid")
    /// A circle of radius `emitterSize.width` centred on `emitterPosition`.
    public static let circle = Self(rawValue: "circle")
    /// Emits as `.circle`: the depth is ignored here.
    public static let sphere = Self(rawValue: "sphere")
}

/// Which part of the emitter shape particles come from.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, the same string as Apple's `kCAEmitterLayer…` constant.
    public let rawValue: String
    /// Wraps any string; one not listed here emits as `.volume`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Emits over the shape's area, like `.volume`, here.
    public static let points = Self(rawValue: "points")
    /// Emits from the edge of the shape: a rectangle's perimeter or a circle's rim.
    public static let outline = Self(rawValue: "outline")
    /// Emits over the shape's area (for 3-D shapes, their flat section here).
    public static let surface = Self(rawValue: "surface")
    /// Emits over the shape's area (for 3-D shapes, their flat section here; the default).
    public static let volume = Self(rawValue: "volume")
}

/// The kind of a `CATransition`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The type's name, the same string as Apple's `kCATransition…` constant.
    public let rawValue: String
    /// Wraps any string; one the renderer does not know is drawn as `.fade` and reported.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old content cross-fades into the new (the default).
    public static let fade = Self(rawValue: "fade")
    /// The new content slides in over the old, which stays put.
    public static let moveIn = Self(rawValue: "moveIn")
    /// The new content slides in and pushes the old out the opposite side.
    public static let push = Self(rawValue: "push")
    /// The old content slides out, uncovering the new below it.
    public static let reveal = Self(rawValue: "reveal")
    /// UIKit's flip (not public on Apple's CATransition; used by `UIView.transition`).
    public static let flipFromLeft = Self(rawValue: "flipFromLeft")
    /// The layer turns half a turn about its vertical centre line, the other way from `.flipFromLeft`, showing the new
    /// content on its back.
    public static let flipFromRight = Self(rawValue: "flipFromRight")
    /// The layer turns half a turn about its horizontal centre line, showing the new content on its back.
    public static let flipFromTop = Self(rawValue: "flipFromTop")
    /// The layer turns half a turn about its horizontal centre line, the other way from `.flipFromTop`.
    public static let flipFromBottom = Self(rawValue: "flipFromBottom")
    /// UIKit's page curls (private types on Apple's side; used by `UIView.transition`).
    public static let curlUp = Self(rawValue: "pageCurl")
    /// The new content curls down over the old, the reverse of `.curlUp`.
    public static let curlDown = Self(rawValue: "pageUnCurl")
}

/// The direction of a `CATransition`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The subtype's name, the same string as Apple's `kCATransitionFrom…` constant.
    public let rawValue: String
    /// Wraps any string; one not listed here moves as `.fromLeft`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new content comes in from the right edge.
    public static let fromRight = Self(rawValue: "fromRight")
    /// The new content comes in from the left edge (also used when `subtype` is nil).
    public static let fromLeft = Self(rawValue: "fromLeft")
    /// The new content comes in from the top edge as seen on screen.
    public static let fromTop = Self(rawValue: "fromTop")
    /// The new content comes in from the bottom edge as seen on screen.
    public static let fromBottom = Self(rawValue: "fromBottom")
}
