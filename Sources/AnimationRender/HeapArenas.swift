import CSDL2
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Keeps glibc's heap to one arena while an address-space limit (`ulimit -v`) applies.
///
/// glibc gives each thread that allocates its own arena and reserves 64 MB of address space for
/// it (up to 8 per processor). Under `ulimit -v` those reservations decide what fits: an export
/// of 1280×800 frames wrote them under 400 and 500 MB but trapped in an allocation under 600 and
/// 700 MB, where llvmpipe's threads had room to reserve arenas of their own and the frames then
/// did not fit. With one arena it wrote them under every limit from 400 MB up, so the figures of
/// `MemoryNeed` (PlaygroundKit) hold. Without such a limit nothing changes (threads keep their own arenas).
///
/// Under the limit, blocks of 256 KB and more are also always mapped on their own
/// (`M_MMAP_THRESHOLD`; glibc otherwise raises the threshold after such a block is freed and
/// keeps later ones in the heap), so frame-sized buffers give their address space back when
/// freed and `VmSize` tells what the window really holds (`WindowMemoryGuard`).
public enum HeapArenas {
    private nonisolated(unsafe) static var applied = false

    /// Sets `M_ARENA_MAX` to 1 when `RLIMIT_AS` is finite; true when it did. Call before
    /// starting threads (arenas already made stay). Once per process.
    @discardableResult
    public static func limitUnderAddressSpaceLimit() -> Bool {
        var limit = rlimit()
        guard !applied, getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0,
              limit.rlim_cur != rlim_t.max else { return false }
        applied = mallopt(M_ARENA_MAX, 1) == 1
        _ = mallopt(M_MMAP_THRESHOLD, 256 << 10)
        return applied
    }
}
