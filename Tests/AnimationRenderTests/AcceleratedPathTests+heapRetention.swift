@testable import AnimationRender
import CSDL2
import Foundation
import XCTest

/// `HeapRetention`: on Mesa's CPU rasterizer, memory freed at the top of the heap stays in the
/// process, so llvmpipe's per-frame triangle blocks are not faulted in again every frame.
extension AcceleratedPathTests {
    func testCPURasterizerKeepsFreedHeapMemory() throws {
        let host = try acceleratedHost()
        let gl = try XCTUnwrap(host.sdlRenderer.flatMap(GraphicsDriver.openGLRendererName))
        guard GraphicsDriver.isCPURasterizer(gl) else {
            XCTAssertFalse(HeapRetention.isApplied, "a real GPU (\(gl)) leaves glibc's settings alone")
            return
        }
        XCTAssertTrue(HeapRetention.isApplied)
        #if os(Linux)
        // 256 blocks of 64 KB (heap, not mmap, sizes), freed in reverse: about 16 MB free at the
        // top of the heap, which glibc's default 128 KB trim threshold would give back at once.
        let blocks = (0..<256).map { _ in malloc(64 << 10)! }
        for b in blocks { memset(b, 1, 64 << 10) }
        for b in blocks.reversed() { free(b) }
        XCTAssertGreaterThan(mallinfo2().keepcost, 8 << 20, "freed heap memory was given back to the system")
        #endif
    }
}
