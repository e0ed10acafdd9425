import CSDL2
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// glibc's heap figures (`mallinfo2`, all arenas) and the resident set (`/proc/self/statm`), for
/// the app's memory log: with `HeapRetention` the heap keeps what the renderer frees, and these
/// tell how much. Lives here, with the renderer's other heap code, so apps need no C module.
public struct HeapFigures: Equatable, Sendable {
    /// Bytes in blocks handed out by `malloc` and not yet freed (heap and mapped).
    public var usedBytes = 0
    /// Bytes freed but kept inside the heap (reused before the heap grows; resident where touched).
    public var freeBytes = 0
    /// Bytes of the blocks large enough to get their own `mmap` (part of `usedBytes`).
    public var mappedBytes = 0

    /// The figures now.
    public static var current: HeapFigures {
        #if os(Linux)
        let m = mallinfo2()
        return HeapFigures(usedBytes: Int(m.uordblks) + Int(m.hblkhd), freeBytes: Int(m.fordblks),
                           mappedBytes: Int(m.hblkhd))
        #else
        return HeapFigures()
        #endif
    }

    /// Resident memory in KB, 0 where `/proc` cannot be read.
    public static var residentKB: Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(getpagesize()) / 1024
    }
}
