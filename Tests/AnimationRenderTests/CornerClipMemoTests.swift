import AnimationCore
@testable import AnimationRender
import CSDL2
import XCTest

/// `CornerClipMemo`: a triangle cut against rounded corners again (the next frame, or another
/// redrawn rectangle) is not cut again, and what is drawn is the same to the bit.
final class CornerClipMemoTests: XCTestCase {
    private func withBatch(_ body: (GeometryBatch) throws -> Void) throws {
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 200, 160, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        let renderer = try XCTUnwrap(SDL_CreateSoftwareRenderer(surface))
        let device = RenderDevice(renderer: renderer)
        let batch = GeometryBatch(device: device)
        batch.setTarget(originX: 0, originY: 0, width: 200, height: 160)
        try body(batch)
        withExtendedLifetime(device) { SDL_DestroyRenderer(renderer); SDL_FreeSurface(surface) }
    }

    private let clip = CornerClip(minX: 10, minY: 20, maxX: 150, maxY: 130, rx: 24, ry: 18)

    /// A quad over the whole clip (a card's background) and one crossing a corner, translucent
    /// and textured, as the compositor adds them.
    private func addQuads(_ batch: GeometryBatch, shift: Float = 0) {
        func quad(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, _ color: SDL_Color) {
            let first = batch.begin(nil, blend: SDL_BLENDMODE_BLEND, vertexCount: 4)
            batch.addVertex(x0 + shift, y0, 0, 0, color); batch.addVertex(x1 + shift, y0, 1, 0, color)
            batch.addVertex(x1 + shift, y1, 1, 1, color); batch.addVertex(x0 + shift, y1, 0, 1, color)
            batch.addTriangle(first, first + 1, first + 2); batch.addTriangle(first, first + 2, first + 3)
        }
        quad(10, 20, 150, 130, SDL_Color(r: 200, g: 100, b: 50, a: 255))
        quad(120.3, 5.7, 170.1, 40.9, SDL_Color(r: 60, g: 90, b: 30, a: 128))
        quad(40, 60, 80, 90, SDL_Color(r: 1, g: 2, b: 3, a: 4))  // inside the arcs: not cut
    }

    private func drawn(_ batch: GeometryBatch) -> (positions: [UInt32], colors: [UInt32], indices: [Int32]) {
        let used = Set(batch.indices)
        let vs = batch.vertices.enumerated().filter { used.contains(Int32($0.offset)) }.map(\.element)
        return (vs.flatMap { [$0.position.x.bitPattern, $0.position.y.bitPattern, $0.tex_coord.x.bitPattern,
                              $0.tex_coord.y.bitPattern] },
                vs.map {
                    UInt32($0.color.r) | UInt32($0.color.g) << 8 | UInt32($0.color.b) << 16 | UInt32($0.color.a) << 24
                },
                batch.indices)
    }

    /// Checks `seen` against the same quads cut by a batch that never saw any before.
    private func assertFreshCut(equals seen: (positions: [UInt32], colors: [UInt32], indices: [Int32]),
                                shift: Float = 0,
                                origin: (Float, Float) = (0, 0), file: StaticString = #filePath,
                                line: UInt = #line) throws {
        try withBatch { fresh in
            fresh.cornerClip = clip
            fresh.setTarget(originX: origin.0, originY: origin.1, width: 200, height: 160)
            addQuads(fresh, shift: shift)
            let cut = drawn(fresh)
            XCTAssertEqual(seen.positions, cut.positions, file: file, line: line)
            XCTAssertEqual(seen.colors, cut.colors, file: file, line: line)
        }
    }

    private func reset(_ batch: GeometryBatch) {
        batch.vertices.removeAll(); batch.indices.removeAll()
    }

    func testAgainInTheNextFrameAndTheSameFrameDrawsTheSameBits() throws {
        try withBatch { batch in
            batch.cornerClip = clip
            addQuads(batch)
            let first = drawn(batch)
            XCTAssertEqual(batch.cornerMemo.misses, 4, "two triangles of the card, two of the quad on its corner")
            XCTAssertEqual(batch.cornerMemo.hits, 0)
            XCTAssertGreaterThan(first.indices.count, 8 * 3, "cut into fans")

            reset(batch)
            addQuads(batch)  // another redrawn rectangle of the same frame
            XCTAssertEqual(batch.cornerMemo.hits, 4)
            let again = drawn(batch)
            XCTAssertEqual(again.positions, first.positions); XCTAssertEqual(again.colors, first.colors)

            for _ in 0..<2 {  // the next frames
                batch.cornerMemo.beginFrame()
                reset(batch)
                addQuads(batch)
                let next = drawn(batch)
                XCTAssertEqual(next.positions, first.positions); XCTAssertEqual(next.colors, first.colors)
                XCTAssertEqual(next.indices, first.indices)
            }
            XCTAssertEqual(batch.cornerMemo.misses, 4)
            XCTAssertEqual(batch.cornerMemo.hits, 12)
        }
    }

    func testAMovedTriangleIsCutAfreshAndOldOnesAreForgotten() throws {
        try withBatch { batch in
            batch.cornerClip = clip
            addQuads(batch)
            reset(batch)
            batch.cornerMemo.beginFrame()
            addQuads(batch, shift: 0.25)
            XCTAssertEqual(batch.cornerMemo.misses, 8, "moved a quarter pixel: every cut triangle is new")
            let moved = drawn(batch)

            // The same shifted quads in a batch that never saw the first ones.
            try assertFreshCut(equals: moved, shift: 0.25)
            // Two frames without the unshifted quads: they are forgotten.
            batch.cornerMemo.beginFrame(); batch.cornerMemo.beginFrame()
            XCTAssertTrue(batch.cornerMemo.current.entries.isEmpty)
            reset(batch)
            addQuads(batch)
            XCTAssertEqual(batch.cornerMemo.misses, 12)
        }
    }

    func testTheSameTriangleUnderAnotherTargetOriginDrawsWhereTheCutWould() throws {
        try withBatch { batch in
            batch.cornerClip = clip
            addQuads(batch)
            reset(batch)
            // An offscreen target whose origin is (30, 12): positions are stored relative to it.
            batch.setTarget(originX: 30, originY: 12, width: 200, height: 160)
            addQuads(batch)
            XCTAssertEqual(batch.cornerMemo.hits, 4, "the same triangles in drawing coordinates")
            let hit = drawn(batch)
            try assertFreshCut(equals: hit, origin: (30, 12))
        }
    }

    func testFramesRememberAtMostTheCapacity() throws {
        try withBatch { batch in
            batch.cornerClip = clip
            for i in 0..<(CornerClipMemo.capacity + 50) {
                let first = batch.begin(nil, blend: SDL_BLENDMODE_BLEND, vertexCount: 3)
                let x = 5 + Float(i) * 1e-3
                batch.addVertex(x, 15, 0, 0, SDL_Color(r: 9, g: 9, b: 9, a: 255))
                batch.addVertex(x + 30, 15, 0, 0, SDL_Color(r: 9, g: 9, b: 9, a: 255))
                batch.addVertex(x, 45, 0, 0, SDL_Color(r: 9, g: 9, b: 9, a: 255))
                batch.addTriangle(first, first + 1, first + 2)
                if batch.vertices.count > 100_000 { reset(batch) }
            }
            XCTAssertEqual(batch.cornerMemo.current.entries.count, CornerClipMemo.capacity)
        }
    }
}
