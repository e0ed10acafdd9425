import Foundation

/// One element of a path, as Core Graphics' `CGPathElement` describes it.
public enum PathElement: Equatable, Hashable, Sendable {
    case moveTo(CGPoint)
    case lineTo(CGPoint)
    case quadCurveTo(CGPoint, control: CGPoint)
    case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath

    /// The element's end point (nil for `closeSubpath`).
    public var endPoint: CGPoint? {
        switch self {
        case .moveTo(let p), .lineTo(let p), .quadCurveTo(let p, _), .curveTo(let p, _, _): return p
        case .closeSubpath: return nil
        }
    }

    /// The same element with every point mapped by `f`.
    public func mapPoints(_ f: (CGPoint) -> CGPoint) -> PathElement {
        switch self {
        case .moveTo(let p): return .moveTo(f(p))
        case .lineTo(let p): return .lineTo(f(p))
        case .quadCurveTo(let p, let c): return .quadCurveTo(f(p), control: f(c))
        case .curveTo(let p, let c1, let c2): return .curveTo(f(p), control1: f(c1), control2: f(c2))
        case .closeSubpath: return .closeSubpath
        }
    }

    /// True when two elements have the same kind (paths interpolate only when every element does).
    public func hasSameKind(as other: PathElement) -> Bool {
        switch (self, other) {
        case (.moveTo, .moveTo), (.lineTo, .lineTo), (.quadCurveTo, .quadCurveTo),
             (.curveTo, .curveTo), (.closeSubpath, .closeSubpath): return true
        default: return false
        }
    }
}

/// An immutable vector path: a list of move, line, curve and close elements.
///
/// Apple's `CGPath` is an opaque Core Foundation type; here its elements are
/// public (`elements`) so the renderer and the path measurements can read them.
/// Two paths are equal when their elements are equal.
open class CGPath: Hashable, @unchecked Sendable {
    /// The path's elements in order.
    public internal(set) var elements: [PathElement]

    /// An empty path.
    public init() { elements = [] }

    /// A path made of `elements`, as given.
    public init(elements: [PathElement]) { self.elements = elements }

    /// A closed rectangle, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let m = CGMutablePath()
        m.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: m.elements)
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element (`.zero` for an empty path).
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for e in elements {
            switch e {
            case .moveTo(let p):
                start = p
                current = p
            case .closeSubpath: current = start
            default: current = e.endPoint ?? current
            }
        }
        return current
    }

    /// The smallest rectangle containing every point of the path, control points included.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for e in elements {
            switch e {
            case .moveTo(let p), .lineTo(let p): points.append(p)
            case .quadCurveTo(let p, let c): points += [p, c]
            case .curveTo(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        return CGPath.bounds(of: points)
    }

    static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath { CGMutablePath(elements: elements) }

    /// An immutable copy.
    public func copy() -> CGPath { CGPath(elements: elements) }

    /// A copy with every point mapped through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.mapPoints { $0.applying(t) } })
    }

    /// Calls `body` with each element, as `CGPath.applyWithBlock` does.
    public func forEachElement(_ body: (PathElement) -> Void) { elements.forEach(body) }

    /// Equal when both paths have the same elements (Apple's `CGPath` compares the same way).
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs === rhs || lhs.elements == rhs.elements }
    /// Hashes the elements, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

/// A path that can be built up element by element.
open class CGMutablePath: CGPath, @unchecked Sendable {
    public override init() { super.init() }
    public override init(elements: [PathElement]) { super.init(elements: elements) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveTo(point.applying(transform)))
    }

    /// A straight line to `point` (starts a subpath there if there is none).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty {
            move(to: point, transform: transform)
            return
        }
        elements.append(.lineTo(point.applying(transform)))
    }

    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty { move(to: control, transform: transform) }
        elements.append(.quadCurveTo(end.applying(transform), control: control.applying(transform)))
    }

    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        if elements.isEmpty { move(to: control1, transform: transform) }
        elements.append(.curveTo(end.applying(transform), control1: control1.applying(transform),
                                 control2: control2.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
    }

    /// A closed rectangle as its own subpath (clockwise on a y-down screen, as Core Graphics).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Connected straight lines through `points`, starting a new subpath.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Appends every element of `path`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.mapPoints { $0.applying(transform) } }
    }
}
