import Foundation

/// How the ends of an open stroked subpath are drawn, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The stroke stops flat at the end point.
    case butt
    /// A half-circle of the line width's diameter is added at each end.
    case round
    /// A half-square of half the line width is added at each end.
    case square
}

/// How the corners between stroked segments are drawn, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner, bevelled once it exceeds the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off flat.
    case bevel
}
