import AnimationCore
@testable import AnimationRender
import CSDL2
import XCTest

/// `TargetClip` (on CPU rasterizers): triangles crossing the render target's edge are cut to the part inside, with
/// every attribute interpolated, before they are submitted.
final class TargetClipTests: XCTestCase {
    private let width: Float = 100, height: Float = 80

    /// A batch on a software device with target clipping switched on (it is on by default only
    /// on GPU renderers), and its closer.
    private func clippingBatch() throws -> (GeometryBatch, () -> Void) {
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 100, 80, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        let renderer = try XCTUnwrap(SDL_CreateSoftwareRenderer(surface))
        let device = RenderDevice(renderer: renderer)
        let batch = GeometryBatch(device: device)
        XCTAssertFalse(batch.clipsToTarget, "off by default on the software renderer")
        batch.clipsToTarget = true
        batch.setTarget(originX: 0, originY: 0, width: Int(width), height: Int(height))
        return (batch, { withExtendedLifetime(device) { SDL_DestroyRenderer(renderer); SDL_FreeSurface(surface) } })
    }

    /// Texture coordinates and colour are affine functions of position over a triangle; these
    /// give them for the test triangles, so cut vertices can be checked.
    private func u(_ x: Float, _ y: Float) -> Float { 0.01 * x + 0.002 * y }
    private func v(_ x: Float, _ y: Float) -> Float { 0.003 * x - 0.01 * y + 0.5 }
    private func red(_ x: Float, _ y: Float) -> Float { 128 + 0.2 * x + 0.1 * y }

    private func add(_ batch: GeometryBatch, _ points: [(Float, Float)]) {
        let first = batch.begin(nil, blend: SDL_BLENDMODE_BLEND, vertexCount: 3)
        for (x, y) in points {
            let r = red(x, y)
            batch.addVertex(x, y, u(x, y), v(x, y),
                            SDL_Color(r: r.isFinite ? UInt8(r.rounded()) : 0, g: 0, b: 0, a: 255))
        }
        batch.addTriangle(first, first + 1, first + 2)
    }

    /// Area of the submitted triangles, and a check that every submitted vertex is inside the
    /// target (`size`, its origin at `origin` in drawing coordinates) with attributes on the
    /// original triangle's plane.
    private func submittedArea(_ batch: GeometryBatch, size: (Float, Float)? = nil, origin: (Float, Float) = (0, 0),
                               file: StaticString = #filePath, line: UInt = #line) -> Float {
        let (w, h) = size ?? (width, height)
        var area: Float = 0
        for t in stride(from: 0, to: batch.indices.count, by: 3) {
            let p = (0..<3).map { batch.vertices[Int(batch.indices[t + $0])] }
            for q in p {
                let x = q.position.x, y = q.position.y, dx = x + origin.0, dy = y + origin.1
                XCTAssertTrue(x >= 0 && x <= w && y >= 0 && y <= h, "vertex \(x), \(y) outside", file: file, line: line)
                XCTAssertEqual(q.tex_coord.x, u(dx, dy), accuracy: 1e-4, file: file, line: line)
                XCTAssertEqual(q.tex_coord.y, v(dx, dy), accuracy: 1e-4, file: file, line: line)
                XCTAssertEqual(Float(q.color.r), red(dx, dy), accuracy: 1.01, file: file, line: line)
            }
            area += abs((p[1].position.x - p[0].position.x) * (p[2].position.y - p[0].position.y)
                        - (p[2].position.x - p[0].position.x) * (p[1].position.y - p[0].position.y)) / 2
        }
        return area
    }

    func testTrianglesInsideAreKeptAsTheyAre() throws {
        let (batch, close) = try clippingBatch()
        defer { close() }
        add(batch, [(0, 0), (100, 0), (0, 80)])          // touching the edges is inside
        add(batch, [(10, 10), (60, 20), (30, 70)])
        let indices = batch.indices, count = batch.vertices.count
        batch.clipPendingTriangles(to: try XCTUnwrap(batch.targetClip))
        XCTAssertEqual(batch.indices, indices)
        XCTAssertEqual(batch.vertices.count, count, "nothing copied")
    }

    func testTriangleAcrossTwoEdgesIsCutToTheTarget() throws {
        let (batch, close) = try clippingBatch()
        defer { close() }
        // The right triangle (60,40) (140,40) (60,120): inside the target its part is the
        // quadrilateral (60,40) (100,40) (100,80) (60,80), the triangle's hypotenuse passing
        // through (100,80) exactly: 40 × 40.
        add(batch, [(60, 40), (140, 40), (60, 120)])
        batch.clipPendingTriangles(to: try XCTUnwrap(batch.targetClip))
        XCTAssertGreaterThanOrEqual(batch.indices.count, 6)
        XCTAssertEqual(submittedArea(batch), 1_600, accuracy: 0.01)
    }

    func testTriangleAroundTheTargetBecomesTheTarget() throws {
        let (batch, close) = try clippingBatch()
        defer { close() }
        add(batch, [(-50, -50), (400, -50), (-50, 400)])
        batch.clipPendingTriangles(to: try XCTUnwrap(batch.targetClip))
        XCTAssertEqual(submittedArea(batch), width * height, accuracy: 0.01)
    }

    func testTrianglesOutsideOrNotANumberAreDropped() throws {
        let (batch, close) = try clippingBatch()
        defer { close() }
        add(batch, [(-30, 10), (-5, 20), (-20, 60)])                 // left of the target
        add(batch, [(120, 90), (150, 100), (130, 140)])              // beyond the bottom-right corner
        add(batch, [(10, 10), (.nan, 20), (30, 40)])
        add(batch, [(10, 10), (50, 20), (30, 40)])                   // the only one kept
        batch.clipPendingTriangles(to: try XCTUnwrap(batch.targetClip))
        XCTAssertEqual(batch.indices.count, 3)
        XCTAssertEqual(submittedArea(batch), 500, accuracy: 0.01)
    }

    func testTargetOfAnOffscreenPassClipsInItsOwnCoordinates() throws {
        let (batch, close) = try clippingBatch()
        defer { close() }
        // A 64 × 64 target whose origin is at (200, 100) in drawing coordinates.
        batch.setTarget(originX: 200, originY: 100, width: 64, height: 64)
        add(batch, [(180, 120), (240, 120), (180, 180)])             // crosses its left edge
        batch.clipPendingTriangles(to: try XCTUnwrap(batch.targetClip))
        let area = submittedArea(batch, size: (64, 64), origin: (200, 100))
        // In target coordinates the triangle is (-20,20) (40,20) (-20,80); x ≥ 0 and y ≤ 64
        // leave the trapezoid under the hypotenuse x + y = 60 between y = 20 and y = 60 at
        // x ≥ 0: ∫(60 − y) dy from 20 to 60 = 800.
        XCTAssertEqual(area, 800, accuracy: 0.01)
    }
}
