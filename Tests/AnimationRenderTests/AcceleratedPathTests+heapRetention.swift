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
        // 256 blocks of 64 KB (heap, not mmap, sizes), freed in reverse: what of them grew the
        // heap is free at its top afterwards, which glibc's default 128 KB trim threshold would
        // give back at once (the heap would shrink). Blocks that reuse holes left by earlier
        // renderers (headless ones open and close OpenGL contexts) do not grow it.
        let blocks = (0..<256).map { _ in malloc(64 << 10)! }
        for b in blocks { memset(b, 1, 64 << 10) }
        let peak = mallinfo2().arena
        for b in blocks.reversed() { free(b) }
        XCTAssertGreaterThanOrEqual(mallinfo2().arena + (1 << 20), peak,
                                    "freed heap memory was given back to the system")
        #endif
    }
}
