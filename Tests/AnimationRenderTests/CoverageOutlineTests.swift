import AnimationCore
@testable import AnimationRender
import XCTest

/// The polygon around a store's visible pixels that GPU renderers draw instead of its rectangle.
final class CoverageOutlineTests: XCTestCase {
    /// Premultiplied pixels of `width`×`height` whose alpha is `alpha(x, y)` (0…255).
    private func pixels(_ width: Int, _ height: Int, _ alpha: (Int, Int) -> UInt32) -> [UInt32] {
        var p = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let a = alpha(x, y)
                p[y * width + x] = a << 24 | a << 16 | a << 8 | a
            }
        }
        return p
    }

    private func outline(_ p: [UInt32], _ width: Int, _ height: Int) -> CoverageOutline? {
        p.withUnsafeBytes {
            CoverageOutline.make(pixels: $0.baseAddress!, stride: width * 4, width: width, height: height)
        }
    }

    /// True when (x, y) lies inside the convex polygon `points` (either winding), with slack `eps`.
    private func contains(_ points: [CoverageOutline.Point], _ x: Double, _ y: Double, eps: Double = 1e-9) -> Bool {
        var sign = 0.0
        for i in 0..<points.count {
            let a = points[i], b = points[(i + 1) % points.count]
            let c = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x)
            if abs(c) <= eps { continue }
            if sign == 0 { sign = c } else if (c > 0) != (sign > 0) { return false }
        }
        return true
    }

    /// A filled five-point star (outer radius 30, inner 13) in a 64×64 store with a transparent
    /// border, as cairo would leave it: alpha from the distance to the star's edge.
    private func starPixels() -> [UInt32] {
        var star: [(Double, Double)] = []
        for i in 0..<10 {
            let r = i % 2 == 0 ? 30.0 : 13.0, a = Double(i) * Double.pi / 5 - Double.pi / 2
            star.append((32 + r * cos(a), 32 + r * sin(a)))
        }
        // Even-odd ray cast from the pixel's centre.
        return pixels(64, 64) { x, y in
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            var inside = false
            for i in 0..<star.count {
                let (ax, ay) = star[i], (bx, by) = star[(i + 1) % star.count]
                if (ay > py) != (by > py), px < ax + (py - ay) / (by - ay) * (bx - ax) { inside.toggle() }
            }
            return inside ? 255 : 0
        }
    }

    func testStarOutlineEnclosesEveryVisiblePixelWithFewVertices() throws {
        let p = starPixels()
        let o = try XCTUnwrap(outline(p, 64, 64), "a star leaves most of its square empty")
        XCTAssertLessThanOrEqual(o.points.count, CoverageOutline.maximumVertices)
        XCTAssertGreaterThanOrEqual(o.points.count, 3)
        XCTAssertLessThan(o.coverage, 0.75, "the polygon spares a good share of the square")
        // Every visible pixel's square, grown by half a pixel (bilinear footprint), is inside.
        var visible = 0
        for y in 0..<64 { for x in 0..<64 where p[y * 64 + x] != 0 {
            visible += 1
            for (cx, cy) in [(-0.5, -0.5), (1.5, -0.5), (1.5, 1.5), (-0.5, 1.5)] {
                let u = (Double(x) + cx) / 64, v = (Double(y) + cy) / 64
                XCTAssertTrue(contains(o.points, min(1, max(0, u)), min(1, max(0, v)), eps: 1e-9),
                              "pixel (\(x), \(y)) corner outside the outline")
            }
        } }
        XCTAssertGreaterThan(visible, 600)
    }

    func testOpaqueOrNearlyFullStoresKeepTheirRectangle() {
        XCTAssertNil(outline(pixels(40, 30) { _, _ in 255 }, 40, 30))
        // A disc fills π/4 of its square: the few pixels spared do not pay for extra triangles
        // at this size, or the polygon is close to the square.
        let disc = pixels(12, 12) { x, y in
            let dx = Double(x) - 5.5, dy = Double(y) - 5.5
            return dx * dx + dy * dy <= 30 ? 255 : 0
        }
        if let o = outline(disc, 12, 12) {
            XCTAssertLessThan(Double(o.triangleCount - 2) * CoverageOutline.triangleCost, (1 - o.coverage) * 144)
        }
    }

    func testEmptyStoreHasAnEmptyOutline() throws {
        let o = try XCTUnwrap(outline([UInt32](repeating: 0, count: 100), 10, 10))
        XCTAssertTrue(o.points.isEmpty)
        XCTAssertEqual(o.coverage, 0)
    }

    func testCostModelPrefersThePolygonOnlyWhenItSavesMoreThanItsTriangles() throws {
        let o = try XCTUnwrap(outline(starPixels(), 64, 64))
        XCTAssertTrue(o.isCheaper(onScreenArea: 64 * 64))
        // Tiny on screen, extra triangles cost more than the transparent pixels spared.
        if o.triangleCount > 2 { XCTAssertFalse(o.isCheaper(onScreenArea: 20)) }
    }

    func testBadSizesGiveNoOutline() {
        let p = [UInt32](repeating: 0, count: 4)
        XCTAssertNil(
            p.withUnsafeBytes { CoverageOutline.make(pixels: $0.baseAddress!, stride: 4, width: 2, height: 2) })
        XCTAssertNil(
            p.withUnsafeBytes { CoverageOutline.make(pixels: $0.baseAddress!, stride: 8, width: 0, height: 2) })
    }

    /// The integer-key hull used by `make` equals the general one on the points `make` collects
    /// (each visible row's ends, grown half a pixel, clamped): random blobs, single pixels, rows,
    /// columns, and shapes touching the store's edges.
    func testHalfPixelHullEqualsTheGeneralHull() {
        var rng = SystemRandomNumberGenerator()
        func candidates(_ rows: [(Int, Int)?], width: Int) -> [CoverageOutline.Point] {
            let w = Double(width), h = Double(rows.count)
            var out: [CoverageOutline.Point] = []
            for (y, row) in rows.enumerated() {
                guard let (left, right) = row else { continue }
                let top = max(0, Double(y) - 0.5), bottom = min(h, Double(y) + 1.5)
                let x0 = max(0, Double(left) - 0.5), x1 = min(w, Double(right) + 1.5)
                out += [.init(x: x0, y: top), .init(x: x0, y: bottom), .init(x: x1, y: top), .init(x: x1, y: bottom)]
            }
            return out
        }
        var shapes: [([(Int, Int)?], Int)] = [([(0, 0)], 1), ([(3, 3)], 9), ([nil, (2, 2), nil], 5), ([(0, 7)], 8),
                                              (Array(repeating: (4, 4), count: 9), 9)]
        for _ in 0..<300 {
            let width = Int.random(in: 1...120, using: &rng), height = Int.random(in: 1...120, using: &rng)
            let rows: [(Int, Int)?] = (0..<height).map { _ in
                if Int.random(in: 0..<5, using: &rng) == 0 { return nil }
                let a = Int.random(in: 0..<width, using: &rng), b = Int.random(in: 0..<width, using: &rng)
                return (min(a, b), max(a, b))
            }
            shapes.append((rows, width))
        }
        for (rows, width) in shapes {
            let points = candidates(rows, width: width)
            guard !points.isEmpty else { continue }
            XCTAssertEqual(CoverageOutline.convexHull(ofHalfPixelPoints: points), CoverageOutline.convexHull(points),
                           "\(width) wide, rows \(rows)")
        }
    }
}
