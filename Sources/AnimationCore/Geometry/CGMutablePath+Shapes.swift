import Foundation

// Core Graphics' shape builders: arcs, ellipses and rounded rectangles, all
// emitted as cubic Bézier curves.
//
// Angles are measured from the +x axis towards +y. With UIKit's y-down
// coordinates an increasing angle turns clockwise *on screen*. Core Graphics
// names directions for its native y-up space, so `clockwise: false` means
// "increasing angle" (clockwise on a y-down screen) and `clockwise: true`
// means "decreasing angle". `UIBezierPath` names directions for the y-down
// screen, so its `clockwise` is the opposite flag (see `UIBezierPath.swift`).

/// The control-point distance, as a fraction of the radius, of a cubic Bézier
/// approximating a circular arc of `sweep` radians: 4/3 · tan(sweep / 4).
func bezierArcHandleFactor(sweep: CGFloat) -> CGFloat {
    4.0 / 3.0 * CGFloat(tan(Double(sweep) / 4))
}

extension CGMutablePath {
    /// Adds a circular arc from `startAngle` to `endAngle` (radians), with Core Graphics' meaning of `clockwise`.
    ///
    /// `clockwise: false` sweeps with increasing angle (clockwise on a y-down screen),
    /// `clockwise: true` with decreasing angle. A requested sweep of 2π or more in
    /// the chosen direction draws the full circle; otherwise the sweep is reduced
    /// modulo 2π (so equal angles draw nothing but the start point). When the last
    /// subpath is open, a line joins its current point to the arc's start;
    /// otherwise (empty path, or after `closeSubpath`) the arc starts a new subpath.
    /// The arc becomes cubic curves of at most 90° each.
    /// Differs from Apple: a negative or non-finite radius, centre or angle adds nothing.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        guard startAngle.isFinite, endAngle.isFinite else { return }
        let twoPi = 2 * CGFloat.pi
        let requested = clockwise ? startAngle - endAngle : endAngle - startAngle
        var sweep: CGFloat
        if requested >= twoPi {
            sweep = twoPi
        } else {
            sweep = requested.truncatingRemainder(dividingBy: twoPi)
            if sweep < 0 { sweep += twoPi }
        }
        appendArc(center: center, radius: radius, startAngle: startAngle,
                  sweep: clockwise ? -sweep : sweep, transform: transform)
    }

    /// Adds an arc of `delta` radians starting at `startAngle`; positive `delta` increases the angle
    /// (clockwise on a y-down screen).
    ///
    /// Unlike `addArc(center:…)` the sweep is not reduced modulo 2π: a delta of
    /// 3π goes round one and a half times. Joins an open subpath with a line, as `addArc` does.
    /// Differs from Apple: sweeps beyond 1000 turns are clamped to 1000 turns.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard startAngle.isFinite, delta.isFinite else { return }
        let limit = 2000 * CGFloat.pi
        appendArc(center: center, radius: radius, startAngle: startAngle,
                  sweep: min(limit, max(-limit, delta)), transform: transform)
    }

    /// Adds a line from the current point towards `tangent1End` and an arc of `radius` tangent to both
    /// lines (current point → `tangent1End` and `tangent1End` → `tangent2End`), as `CGPathAddArcToPoint`.
    ///
    /// The path ends at the arc's second tangent point, not at `tangent2End`. If the
    /// three points are collinear, coincide, or the radius is 0, it adds a line to
    /// `tangent1End` instead. The transform applies to the tangent points and radius;
    /// the current point is already in path space.
    /// Differs from Apple: on an empty path it adds nothing (Core Graphics logs an
    /// error and adds nothing too); a negative or non-finite radius adds nothing.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard !elements.isEmpty, radius >= 0, radius.isFinite,
              tangent1End.isFiniteGeometry, tangent2End.isFiniteGeometry else { return }
        let inverse = transform.inverted()
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard determinant != 0, determinant.isFinite else {
            addLine(to: tangent1End, transform: transform)
            return
        }
        let p0 = currentPoint.applying(inverse), p1 = tangent1End, p2 = tangent2End
        let u = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let lu = hypot(u.x, u.y), lv = hypot(v.x, v.y)
        let cross = u.x * v.y - u.y * v.x
        guard radius > 0, lu > 0, lv > 0, abs(cross) > 1e-12 * lu * lv else {
            addLine(to: p1, transform: transform)
            return
        }
        let uu = CGPoint(x: u.x / lu, y: u.y / lu), vv = CGPoint(x: v.x / lv, y: v.y / lv)
        // Angle at the corner between the two legs.
        let phi = CGFloat(acos(Double(max(-1, min(1, uu.x * vv.x + uu.y * vv.y)))))
        let tangentDistance = radius / CGFloat(tan(Double(phi) / 2))
        let centreDistance = radius / CGFloat(sin(Double(phi) / 2))
        let bisector = CGPoint(x: uu.x + vv.x, y: uu.y + vv.y)
        let lb = hypot(bisector.x, bisector.y)
        let centre = CGPoint(x: p1.x + bisector.x / lb * centreDistance, y: p1.y + bisector.y / lb * centreDistance)
        let t1 = CGPoint(x: p1.x + uu.x * tangentDistance, y: p1.y + uu.y * tangentDistance)
        let startAngle = CGFloat(atan2(Double(t1.y - centre.y), Double(t1.x - centre.x)))
        // Turning left (cross of the travel directions > 0) means increasing angle.
        let travelCross = (p1.x - p0.x) * (p2.y - p1.y) - (p1.y - p0.y) * (p2.x - p1.x)
        let sweep = (CGFloat.pi - phi) * (travelCross > 0 ? 1 : -1)
        appendArc(center: centre, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
    }

    /// Adds an ellipse inscribed in `rect` as a closed subpath of four cubic curves.
    ///
    /// It starts at the rightmost point (maxX, midY) and runs towards maxY first —
    /// clockwise on a y-down screen — as Core Graphics does. Each quarter uses the
    /// control distance 4/3 · tan(π/8) ≈ 0.5523 of the semi-axis.
    /// Differs from Apple: a null or non-finite rectangle adds nothing.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull, rect.isFiniteGeometry else { return }
        let r = rect.standardized
        let kx = r.width / 2 * bezierArcHandleFactor(sweep: .pi / 2)
        let ky = r.height / 2 * bezierArcHandleFactor(sweep: .pi / 2)
        let (minX, midX, maxX, minY, midY, maxY) = (r.minX, r.midX, r.maxX, r.minY, r.midY, r.maxY)
        move(to: CGPoint(x: maxX, y: midY), transform: transform)
        addCurve(to: CGPoint(x: midX, y: maxY), control1: CGPoint(x: maxX, y: midY + ky),
                 control2: CGPoint(x: midX + kx, y: maxY), transform: transform)
        addCurve(to: CGPoint(x: minX, y: midY), control1: CGPoint(x: midX - kx, y: maxY),
                 control2: CGPoint(x: minX, y: midY + ky), transform: transform)
        addCurve(to: CGPoint(x: midX, y: minY), control1: CGPoint(x: minX, y: midY - ky),
                 control2: CGPoint(x: midX - kx, y: minY), transform: transform)
        addCurve(to: CGPoint(x: maxX, y: midY), control1: CGPoint(x: midX + kx, y: minY),
                 control2: CGPoint(x: maxX, y: midY - ky), transform: transform)
        closeSubpath()
    }

    /// Adds a rectangle with elliptical corners of `cornerWidth` × `cornerHeight` as a closed subpath.
    ///
    /// With both corner sizes 0 this is `addRect` (as Apple documents). Otherwise the
    /// subpath is always four lines and four cubic corners, starting on the top edge
    /// just after the top-left corner and running clockwise on a y-down screen, so
    /// rounded rectangles with different radii interpolate element by element.
    /// Differs from Apple: Core Graphics asserts when a corner size is negative or
    /// exceeds half the side; here it is clamped to 0…half. Apple does not document
    /// its element order.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let corner = CGSize(width: cornerWidth, height: cornerHeight)
        addRoundedRect(in: rect, corners: [corner, corner, corner, corner], transform: transform)
    }

    /// Rounded rectangle with per-corner radii in the order top-left, top-right,
    /// bottom-right, bottom-left (y-down names); each clamped to 0…half the side.
    func addRoundedRect(in rect: CGRect, corners: [CGSize], transform: CGAffineTransform) {
        guard !rect.isNull, rect.isFiniteGeometry, corners.count == 4,
              corners.allSatisfy({ $0.width.isFinite && $0.height.isFinite }) else { return }
        let r = rect.standardized
        let c = corners.map { CGSize(width: min(max($0.width, 0), r.width / 2),
                                     height: min(max($0.height, 0), r.height / 2)) }
        if c.allSatisfy({ $0.width == 0 && $0.height == 0 }) {
            addRect(r, transform: transform)
            return
        }
        let k = bezierArcHandleFactor(sweep: .pi / 2)
        let (minX, maxX, minY, maxY) = (r.minX, r.maxX, r.minY, r.maxY)
        let (tl, tr, br, bl) = (c[0], c[1], c[2], c[3])
        func corner(to end: CGPoint, _ c1: CGPoint, _ c2: CGPoint) {
            addCurve(to: end, control1: c1, control2: c2, transform: transform)
        }
        move(to: CGPoint(x: minX + tl.width, y: minY), transform: transform)
        addLine(to: CGPoint(x: maxX - tr.width, y: minY), transform: transform)
        corner(to: CGPoint(x: maxX, y: minY + tr.height),
               CGPoint(x: maxX - tr.width + k * tr.width, y: minY),
               CGPoint(x: maxX, y: minY + tr.height - k * tr.height))
        addLine(to: CGPoint(x: maxX, y: maxY - br.height), transform: transform)
        corner(to: CGPoint(x: maxX - br.width, y: maxY),
               CGPoint(x: maxX, y: maxY - br.height + k * br.height),
               CGPoint(x: maxX - br.width + k * br.width, y: maxY))
        addLine(to: CGPoint(x: minX + bl.width, y: maxY), transform: transform)
        corner(to: CGPoint(x: minX, y: maxY - bl.height),
               CGPoint(x: minX + bl.width - k * bl.width, y: maxY),
               CGPoint(x: minX, y: maxY - bl.height + k * bl.height))
        addLine(to: CGPoint(x: minX, y: minY + tl.height), transform: transform)
        corner(to: CGPoint(x: minX + tl.width, y: minY),
               CGPoint(x: minX, y: minY + tl.height - k * tl.height),
               CGPoint(x: minX + tl.width - k * tl.width, y: minY))
        closeSubpath()
    }

    /// Appends an arc of `sweep` radians (positive = increasing angle) as cubic curves of at most 90°,
    /// joined to an open subpath by a line or starting a new subpath.
    func appendArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat,
                   transform: CGAffineTransform) {
        guard center.isFiniteGeometry, radius.isFinite, radius >= 0,
              startAngle.isFinite, sweep.isFinite else { return }
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(Double(angle))),
                    y: center.y + radius * CGFloat(sin(Double(angle))))
        }
        let start = point(startAngle)
        if let last = elements.last, last != .closeSubpath {
            elements.append(.lineTo(start.applying(transform)))
        } else {
            move(to: start, transform: transform)
        }
        guard sweep != 0, radius > 0 else { return }
        let quarters = (abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)
        let count = max(1, Int(min(quarters, 4000)))
        let step = sweep / CGFloat(count)
        let handle = radius * bezierArcHandleFactor(sweep: step)
        var a0 = startAngle, p0 = start
        for i in 1...count {
            let a1 = i == count ? startAngle + sweep : startAngle + step * CGFloat(i)
            let p1 = point(a1)
            let c1 = CGPoint(x: p0.x - handle * CGFloat(sin(Double(a0))), y: p0.y + handle * CGFloat(cos(Double(a0))))
            let c2 = CGPoint(x: p1.x + handle * CGFloat(sin(Double(a1))), y: p1.y - handle * CGFloat(cos(Double(a1))))
            addCurve(to: p1, control1: c1, control2: c2, transform: transform)
            a0 = a1
            p0 = p1
        }
    }
}

extension CGPath {
    /// An ellipse inscribed in `rect`, optionally transformed (see `CGMutablePath.addEllipse(in:transform:)`).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let m = CGMutablePath()
        m.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: m.elements)
    }

    /// A rounded rectangle, optionally transformed
    /// (see `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)`).
    ///
    /// Differs from Apple: out-of-range corner sizes are clamped instead of asserting.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>? = nil) {
        let m = CGMutablePath()
        m.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                         transform: transform?.pointee ?? .identity)
        self.init(elements: m.elements)
    }
}


