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

    static func retainFreedHeap() {
        #if os(Linux)
        guard !isApplied else { return }
        isApplied = mallopt(M_TRIM_THRESHOLD, trimThreshold) == 1
        #endif
    }
}
