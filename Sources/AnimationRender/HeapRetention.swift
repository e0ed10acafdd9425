import CSDL2

/// Keeps freed heap memory in the process when the renderer is Mesa's CPU rasterizer.
///
/// llvmpipe bins every frame's triangles into 64 KB blocks taken from the C heap and frees
/// them when the frame is rasterized: about 10 MB a frame for 20,000 particles. glibc hands
/// the top of the heap back to the system as soon as more than 128 KB are free there, so every
/// frame faulted those pages in again, zero-filled (about 1,900 page faults a frame in
/// `render.emitter.20000`; `perf stat -e page-faults`). Raising glibc's trim threshold keeps
/// them: the page faults of a 120-frame run went from 254,000 to 16,000 and frames were about
/// 4 % faster. Peak resident memory does not grow (the blocks are in use at the peak anyway);
/// resident memory simply stays at that peak instead of falling between frames.
///
/// A process-wide setting (`mallopt(M_TRIM_THRESHOLD)`), applied once, only on glibc and only
/// for CPU rasterizers; elsewhere nothing changes.
enum HeapRetention {
    /// Free memory glibc may keep at the top of the heap.
    static let trimThreshold: Int32 = 64 << 20
    private(set) static var isApplied = false

    /// Allocations from this size up get their own `mmap` (glibc's default is 128 KB).
    static let mmapThreshold: Int32 = 32 << 20
    private(set) static var keepsFrameBuffers = false

    /// Serves frame-sized buffers (a 1280×800 frame is 4 MB) from the heap instead of a fresh
    /// `mmap` each: used by headless renderers, which read every frame back.
    ///
    /// Setting the trim threshold (above) turns off glibc's own rule that raises the `mmap`
    /// threshold after a large block is freed, so each frame's readback buffer, SDL's copy of
    /// it and the PNG encoder's input were mapped, zero-filled page by page and unmapped again:
    /// a 150-frame 1280×800 gallery export took 187,000 page faults and 8.1 s of CPU; with this
    /// 17,600 and 6.3 s (`perf stat -e page-faults,task-clock`, 2026-11-25). Freed blocks stay
    /// in the heap up to the trim threshold; peak memory is that of the frames in flight.
    static func keepFrameBuffers() {
        #if os(Linux)
        guard !keepsFrameBuffers else { return }
        keepsFrameBuffers = mallopt(M_MMAP_THRESHOLD, mmapThreshold) == 1
        #endif
    }

    static func retainFreedHeap() {
        #if os(Linux)
        guard !isApplied else { return }
        isApplied = mallopt(M_TRIM_THRESHOLD, trimThreshold) == 1
        #endif
    }
}
