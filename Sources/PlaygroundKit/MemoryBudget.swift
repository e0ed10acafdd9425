import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How much memory the process may still use, and whether a frame size fits in it.
///
/// The available amount is the smallest of: the kernel's `MemAvailable` (/proc/meminfo), the
/// room left under `RLIMIT_AS` (address space, after the current `VmSize`) and `RLIMIT_DATA`
/// (after `VmData`), and the room left in the process's cgroup (`memory.max − memory.current`).
/// The need of a size is an estimate: a frame's pixel buffers times the copies a frame passes
/// through, plus a fixed allowance for the app itself. Checking before starting means a size too
/// large is refused with a sentence instead of trapping inside an allocation.
public struct MemoryBudget: Equatable, Sendable {
    /// Bytes the process may still allocate.
    public var available: Int

    public init(available: Int) { self.available = available }

    /// Bytes of one 32-bit-per-pixel buffer of `size`.
    static func bufferBytes(_ size: PixelSize) -> Int {
        size.width.multipliedReportingOverflow(by: size.height).partialValue.multipliedReportingOverflow(by: 4).partialValue
    }

    /// What the app needs besides frame buffers (code, fonts, stores, SDL): 64 MB.
    public static let baseline = 64 << 20

    /// Bytes a headless export at `size` needs: the renderer's target, the pixels read back and
    /// the frame made of them, one frame waiting in the `FrameWriteQueue` and one being encoded,
    /// and the encoded bytes (6 copies of a frame).
    public static func exportNeed(_ size: PixelSize) -> Int { baseline + 6 * bufferBytes(size) }

    /// Bytes a window of `size` pixels needs: the window surface, the renderer's target and a
    /// frame of layer stores (3 copies of a frame).
    public static func windowNeed(_ size: PixelSize) -> Int { baseline + 3 * bufferBytes(size) }

    /// Throws `PlaygroundError.notEnoughMemory` when `need` bytes do not fit.
    public func check(need: Int, size: PixelSize) throws {
        if need > available { throw PlaygroundError.notEnoughMemory(size: size, need: need, available: available) }
    }

    /// The budget of this process now.
    public static func current() -> MemoryBudget {
        var limits: [Int] = []
        if let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8), let free = kilobytes("MemAvailable", in: text) {
            limits.append(free)
        }
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        for (resource, field) in [(RLIMIT_AS, "VmSize"), (RLIMIT_DATA, "VmData")] {
            var limit = rlimit()
            guard getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { continue }
            let used = kilobytes(field, in: status) ?? 0
            limits.append(max(0, Int(clamping: limit.rlim_cur) - used))
        }
        if let max = number(inFile: "/sys/fs/cgroup/memory.max"), let used = number(inFile: "/sys/fs/cgroup/memory.current") {
            limits.append(Swift.max(0, max - used))
        }
        return MemoryBudget(available: limits.min() ?? Int.max)
    }

    /// The value of `field` (in kB, as /proc writes it) in bytes, from /proc/meminfo or /proc/self/status text.
    static func kilobytes(_ field: String, in text: String) -> Int? {
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let digits = line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
            return digits.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }

    /// A file holding one whole number ("max" and missing files give nil).
    private static func number(inFile path: String) -> Int? {
        (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// "3.3 GB", "512 MB": bytes in decimal units, as people read sizes.
    public static func format(_ bytes: Int) -> String {
        let b = Double(bytes)
        if b >= 1e9 { return String(format: "%.1f GB", b / 1e9) }
        return String(format: "%.0f MB", (b / 1e6).rounded(.up))
    }
}
