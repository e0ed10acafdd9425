import AnimationCore
import CSDL2
import Foundation

/// A layer's world transform restricted to its own plane (z = 0): the homography
/// `(x, y) → (X/W, Y/W)` that places its bounds-space points in target pixels.
struct Projection {
    let m11, m12, m14, m21, m22, m24, m41, m42, m44: Double

    init(_ t: CATransform3D) {
        m11 = Double(t.m11); m12 = Double(t.m12); m14 = Double(t.m14)
        m21 = Double(t.m21); m22 = Double(t.m22); m24 = Double(t.m24)
        m41 = Double(t.m41); m42 = Double(t.m42); m44 = Double(t.m44)
    }

    /// No perspective: W is the same everywhere.
    var isAffine: Bool { m14 == 0 && m24 == 0 }

    @inline(__always)
    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (x * m11 + y * m21 + m41, x * m12 + y * m22 + m42, x * m14 + y * m24 + m44)
    }

    /// Positive when the layer's front faces the viewer (where it is in front of the eye).
    var determinant: Double {
        m11 * (m22 * m44 - m24 * m42) - m12 * (m21 * m44 - m24 * m41) + m14 * (m21 * m42 - m22 * m41)
    }

    /// Axis-aligned without rotation, skew or mirroring (a clip rectangle can stand in for it).
    var isAxisAligned: Bool {
        isAffine && abs(m12) < 1e-9 && abs(m21) < 1e-9 && m11 > 0 && m22 > 0 && m44 > 0
    }

    /// Pixels per point at the most magnified place of `rect` (for choosing a raster scale).
    func magnification(over rect: CGRect) -> Double {
        if isAffine {
            guard m44 > 1e-12 else { return 0 }
            return max((m11 * m11 + m12 * m12).squareRoot(), (m21 * m21 + m22 * m22).squareRoot()) / abs(m44)
        }
        var best = 0.0
        let xs = [rect.minX, rect.midX, rect.maxX], ys = [rect.minY, rect.midY, rect.maxY]
        for x in xs { for y in ys {
            let p = apply(Double(x), Double(y))
            guard p.w > 0.02 else { continue }
            let w2 = p.w * p.w
            let dxdx = (m11 * p.w - p.x * m14) / w2, dydx = (m12 * p.w - p.y * m14) / w2
            let dxdy = (m21 * p.w - p.x * m24) / w2, dydy = (m22 * p.w - p.y * m24) / w2
            best = max(best, (dxdx * dxdx + dydx * dydx).squareRoot(), (dxdy * dxdy + dydy * dydy).squareRoot())
        } }
        return best
    }
}

/// Texture coordinates of the part of a texture a quad shows.
struct UVRect {
    var u0: Float = 0, v0: Float = 0, u1: Float = 1, v1: Float = 1
}

/// Texture coordinates of layer-space points in a store whose texture part `uv` covers the
/// layer-space rectangle `rect` (linear in layer space), for drawing parts of a store.
struct StoreTexels {
    let rect: CGRect
    let uv: UVRect

    func u(_ x: CGFloat) -> Float { uv.u0 + (uv.u1 - uv.u0) * Float((x - rect.minX) / rect.width) }
    func v(_ y: CGFloat) -> Float { uv.v0 + (uv.v1 - uv.v0) * Float((y - rect.minY) / rect.height) }
}

/// Turns a layer-space rectangle into textured triangles: two for affine transforms, a grid
/// fine enough for perspective otherwise, with cells behind the eye (W ≤ ε) clipped away.
enum QuadMesh {
    /// Smallest W kept; points closer to the eye plane are clipped.
    static let nearW = 0.02
    /// Vertices beyond this many pixels from the origin are not submitted.
    static let guardBand = 1.0e6

    /// Emits `rect` showing `uv` of `texture` through `projection`. Returns false when nothing
    /// was visible. `viewport` culls quads entirely outside the target. With an `outline` of the
    /// texture's visible pixels, an affine quad is drawn as that polygon when it is cheaper.
    @discardableResult
    static func emit(rect: CGRect, uv: UVRect, projection p: Projection, color: SDL_Color,
                     texture: Texture?, blend: SDL_BlendMode, batch: GeometryBatch,
                     viewport: CullRect, outline: CoverageOutline? = nil) -> Bool {
        if let outline, outline.points.isEmpty { return false }
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        guard x1 > x0, y1 > y0 else { return false }
        let c0 = p.apply(x0, y0), c1 = p.apply(x1, y0), c2 = p.apply(x1, y1), c3 = p.apply(x0, y1)
        let wMin = min(min(c0.w, c1.w), min(c2.w, c3.w)), wMax = max(max(c0.w, c1.w), max(c2.w, c3.w))
        guard wMax > nearW else { return false }
        guard wMin > nearW else {
            return emitGrid(x0, y0, x1, y1, uv: uv, p: p, n: 24, color: color,
                            texture: texture, blend: blend, batch: batch, viewport: viewport)
        }
        // Screen corners and a bounding-box cull against the target.
        let ax = c0.x / c0.w, ay = c0.y / c0.w, bx = c1.x / c1.w, by = c1.y / c1.w
        let cx = c2.x / c2.w, cy = c2.y / c2.w, dx = c3.x / c3.w, dy = c3.y / c3.w
        let minX = min(min(ax, bx), min(cx, dx)), maxX = max(max(ax, bx), max(cx, dx))
        let minY = min(min(ay, by), min(cy, dy)), maxY = max(max(ay, by), max(cy, dy))
        if maxX < viewport.minX || maxY < viewport.minY || minX > viewport.maxX || minY > viewport.maxY { return false }
        let span = max(maxX - minX, maxY - minY)
        if p.isAffine && span < 16384 {
            if let outline, outline.isCheaper(onScreenArea: abs((bx - ax) * (dy - ay) - (by - ay) * (dx - ax))) {
                // The parallelogram's point (s, t) is a + s (b − a) + t (d − a).
                let base = batch.begin(texture, blend: blend, vertexCount: outline.points.count)
                for q in outline.points {
                    let s = q.x, t = q.y
                    batch.addVertex(Float(ax + s * (bx - ax) + t * (dx - ax)), Float(ay + s * (by - ay) + t * (dy - ay)),
                                    uv.u0 + Float(s) * (uv.u1 - uv.u0), uv.v0 + Float(t) * (uv.v1 - uv.v0), color)
                }
                for k in 1..<Int32(outline.points.count - 1) { batch.addTriangle(base, base + k, base + k + 1) }
                return true
            }
            let base = batch.begin(texture, blend: blend, vertexCount: 4)
            batch.addVertex(Float(ax), Float(ay), uv.u0, uv.v0, color)
            batch.addVertex(Float(bx), Float(by), uv.u1, uv.v0, color)
            batch.addVertex(Float(cx), Float(cy), uv.u1, uv.v1, color)
            batch.addVertex(Float(dx), Float(dy), uv.u0, uv.v1, color)
            batch.addTriangle(base, base + 1, base + 2); batch.addTriangle(base, base + 2, base + 3)
            return true
        }
        let ratio = wMax / wMin
        var n = Int(((span * (ratio - 1)) / 4).squareRoot().rounded(.up))
        if span >= 16384 { n = max(n, Int((span / 8192).rounded(.up))) }
        return emitGrid(x0, y0, x1, y1, uv: uv, p: p, n: min(max(n, 1), 48), color: color,
                        texture: texture, blend: blend, batch: batch, viewport: viewport)
    }

    private struct GridPoint { var x: Double; var y: Double; var u: Double; var v: Double }

    private static func emitGrid(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, uv: UVRect, p: Projection, n: Int,
                                 color: SDL_Color, texture: Texture?, blend: SDL_BlendMode, batch: GeometryBatch,
                                 viewport: CullRect) -> Bool {
        let stride = n + 1
        let base = batch.begin(texture, blend: blend, vertexCount: stride * stride)
        var w = [Double](repeating: 0, count: stride * stride)
        var sx = [Double](repeating: 0, count: stride * stride), sy = w
        for j in 0...n {
            let fy = Double(j) / Double(n), y = y0 + (y1 - y0) * fy
            let v = Double(uv.v0) + Double(uv.v1 - uv.v0) * fy
            for i in 0...n {
                let fx = Double(i) / Double(n), x = x0 + (x1 - x0) * fx
                let u = Double(uv.u0) + Double(uv.u1 - uv.u0) * fx
                let q = p.apply(x, y)
                let k = j * stride + i
                w[k] = q.w
                if q.w > nearW { sx[k] = q.x / q.w; sy[k] = q.y / q.w }
                batch.addVertex(Float(sx[k]), Float(sy[k]), Float(u), Float(v), color)
            }
        }
        var any = false
        for j in 0..<n {
            for i in 0..<n {
                let k = [j * stride + i, j * stride + i + 1, (j + 1) * stride + i + 1, (j + 1) * stride + i]
                let visible = k.filter { w[$0] > nearW }.count
                if visible == 4 {
                    let xs = k.map { sx[$0] }, ys = k.map { sy[$0] }
                    if xs.max()! < viewport.minX || ys.max()! < viewport.minY || xs.min()! > viewport.maxX || ys.min()! > viewport.maxY { continue }
                    if xs.contains(where: { abs($0) > guardBand }) || ys.contains(where: { abs($0) > guardBand }) {
                        RenderDiagnostics.report("a layer spans more than ±\(Int(guardBand)) pixels on screen; its parts that far out are not drawn")
                        continue
                    }
                    let b = k.map { base + Int32($0) }
                    batch.addTriangle(b[0], b[1], b[2]); batch.addTriangle(b[0], b[2], b[3])
                    any = true
                } else if visible > 0 {
                    // Clip the cell in layer space against W = nearW (W is linear there), then fan it.
                    let fx0 = Double(i) / Double(n), fx1 = Double(i + 1) / Double(n)
                    let fy0 = Double(j) / Double(n), fy1 = Double(j + 1) / Double(n)
                    func gp(_ fx: Double, _ fy: Double) -> GridPoint {
                        GridPoint(x: x0 + (x1 - x0) * fx, y: y0 + (y1 - y0) * fy,
                                  u: Double(uv.u0) + Double(uv.u1 - uv.u0) * fx, v: Double(uv.v0) + Double(uv.v1 - uv.v0) * fy)
                    }
                    let poly = clip([gp(fx0, fy0), gp(fx1, fy0), gp(fx1, fy1), gp(fx0, fy1)], p: p)
                    guard poly.count >= 3 else { continue }
                    let first = Int32(batch.vertices.count)
                    var ok = true
                    for g in poly {
                        let q = p.apply(g.x, g.y)
                        let X = q.x / q.w, Y = q.y / q.w
                        if abs(X) > guardBand || abs(Y) > guardBand { ok = false }
                        batch.addVertex(Float(X), Float(Y), Float(g.u), Float(g.v), color)
                    }
                    guard ok else {
                        RenderDiagnostics.report("a layer spans more than ±\(Int(guardBand)) pixels on screen; its parts that far out are not drawn")
                        batch.truncate(vertexCount: first); continue
                    }
                    for t in 1..<(poly.count - 1) { batch.addTriangle(first, first + Int32(t), first + Int32(t) + 1) }
                    any = true
                }
            }
        }
        if !any { batch.truncate(vertexCount: base) }
        return any
    }

    /// Sutherland–Hodgman against the half-plane W(x, y) ≥ nearW.
    private static func clip(_ poly: [GridPoint], p: Projection) -> [GridPoint] {
        var out: [GridPoint] = []
        for i in 0..<poly.count {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            let wa = p.apply(a.x, a.y).w, wb = p.apply(b.x, b.y).w
            if wa > nearW { out.append(a) }
            if (wa > nearW) != (wb > nearW) {
                let t = (nearW * 1.0001 - wa) / (wb - wa)
                out.append(GridPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t,
                                     u: a.u + (b.u - a.u) * t, v: a.v + (b.v - a.v) * t))
            }
        }
        return out
    }
}
