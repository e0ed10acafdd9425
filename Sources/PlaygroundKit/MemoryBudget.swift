import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How much memory the process may still use under each limit that applies, and whether frames
/// of a size fit, with which renderer.
///
/// The limits: the kernel's `MemAvailable` (/proc/meminfo), the room left under `RLIMIT_AS`
/// (`ulimit -v`: address space, after the current `VmSize`) and `RLIMIT_DATA` (`ulimit -d`, after
/// `VmData`), and the room left in the process's cgroup (`memory.max − memory.current`). Address
/// space is compared with what the renderer maps (`MemoryNeed.addressSpace`), the others with
/// what it touches (`MemoryNeed.resident`). Checking before starting means a size too large is
/// refused with a sentence naming the limit, instead of a trap inside an allocation or a crash
/// inside the OpenGL driver, which does not check its allocations.
public struct MemoryBudget: Equatable, Sendable {
    /// The room left under one limit.
    public struct Room: Equatable, Sendable {
        public var limit: MemoryLimit
        /// Bytes the process may still allocate under `limit`.
        public var bytes: Int
        public init(_ limit: MemoryLimit, bytes: Int) { self.limit = limit; self.bytes = bytes }
    }

    /// Every limit that applies, with its room.
    public var rooms: [Room]

    /// Bytes the process may still allocate: the smallest room.
    public var available: Int { rooms.map(\.bytes).min() ?? Int.max }

    public init(rooms: [Room]) { self.rooms = rooms }
    /// A budget of `available` bytes of the system's memory and no other limit.
    public init(available: Int) { rooms = [Room(.systemMemory, bytes: available)] }

    /// Bytes of one 32-bit-per-pixel buffer of `size`.
    static func bufferBytes(_ size: PixelSize) -> Int {
        size.width.multipliedReportingOverflow(by: size.height).partialValue
            .multipliedReportingOverflow(by: 4).partialValue
    }

    /// Throws `PlaygroundError.notEnoughMemory`, naming the first limit `need` does not fit under.
    public func check(_ need: MemoryNeed, size: PixelSize) throws {
        for room in rooms {
            let bytes = room.limit.countsAddressSpace ? need.addressSpace : need.resident
            if bytes > room.bytes {
                throw PlaygroundError.notEnoughMemory(size: size, need: bytes, available: room.bytes, limit: room.limit)
            }
        }
    }

    /// How frames of `size` can be drawn for `use`: with OpenGL when it fits, else with SDL's
    /// software renderer (and the sentence saying why), else `PlaygroundError.notEnoughMemory`
    /// for the software renderer's need (the smaller one). `rasterThreads`: see `MemoryNeed.rasterThreads`;
    /// `encoders`: an export's PNG threads (`FrameWriteQueue`).
    public func renderer(for size: PixelSize, use: MemoryNeed.Use,
                         rasterThreads: Int = MemoryNeed.rasterThreads(), encoders: Int = 1) throws -> RendererChoice {
        do {
            try check(MemoryNeed.of(size, for: use, drawing: .openGL, rasterThreads: rasterThreads, encoders: encoders),
                      size: size)
            return .openGL
        } catch let PlaygroundError.notEnoughMemory(_, need, available, limit) {
            try check(MemoryNeed.of(size, for: use, drawing: .software, encoders: encoders), size: size)
            return .software(notice: "\(limit.description) leaves \(MemoryBudget.format(available)), too little for "
                + "OpenGL at \(size) (about \(MemoryBudget.format(need))); drawing with SDL's software renderer, "
                + "whose layer edges are jagged")
        }
    }

    /// How an export of `size` is drawn, and how many threads encode its PNGs: the most, up to
    /// `processors`, with which OpenGL still fits every limit; else one, drawn as
    /// `renderer(for:use:)` chooses (OpenGL, software with its notice, or `notEnoughMemory`).
    /// Fewer encoders are preferred to the software renderer's jagged edges.
    public func exportPlan(for size: PixelSize, processors: Int = ProcessInfo.processInfo.activeProcessorCount,
                           rasterThreads: Int = MemoryNeed.rasterThreads()) throws
        -> (drawing: RendererChoice, encoders: Int) {
        for n in stride(from: max(1, processors), to: 1, by: -1) {
            let need = MemoryNeed.of(size, for: .export, drawing: .openGL, rasterThreads: rasterThreads, encoders: n)
            if (try? check(need, size: size)) != nil { return (.openGL, n) }
        }
        return (try renderer(for: size, use: .export, rasterThreads: rasterThreads), 1)
    }

    /// The most pixels a frame for `use` drawn with `drawing` may have within every limit (0 when
    /// not even an empty one fits). The window is kept from being resized beyond it.
    public func largestFrame(for use: MemoryNeed.Use, drawing: MemoryNeed.Drawing,
                             rasterThreads: Int = MemoryNeed.rasterThreads()) -> Int {
        tightest(for: use, drawing: drawing, rasterThreads: rasterThreads).pixels
    }

    /// The limit that bounds `largestFrame` and the pixels it allows (nil limit: none applies).
    func tightest(for use: MemoryNeed.Use, drawing: MemoryNeed.Drawing,
                  rasterThreads: Int = MemoryNeed.rasterThreads()) -> (pixels: Int, limit: MemoryLimit?) {
        let fixed = MemoryNeed.fixedPart(drawing, use: use, rasterThreads: rasterThreads)
        let bounds = rooms.map { room in
            let fixedBytes = room.limit.countsAddressSpace ? fixed.addressSpace : fixed.resident
            return (pixels: max(0, (room.bytes - fixedBytes) / MemoryNeed.perPixel(use, drawing)), limit: room.limit)
        }
        guard let least = bounds.min(by: { $0.pixels < $1.pixels }) else { return (Int.max, nil) }
        return (least.pixels, least.limit)
    }

    /// The sentence a window shows when it is kept at `kept` points instead of the larger size
    /// it was resized to, because frames any larger would not fit (see `largestFrame`).
    public func windowKeptNotice(kept: PixelSize, drawing: MemoryNeed.Drawing) -> String {
        let limit = tightest(for: .window, drawing: drawing).limit ?? .systemMemory
        let renderer = drawing == .openGL ? "OpenGL" : "SDL's software renderer"
        return "The window stays at \(kept): \(limit.description) leaves no room for larger frames with \(renderer)."
    }

    /// What `renderer(for:use:)` chose.
    public enum RendererChoice: Equatable, Sendable {
        case openGL
        /// SDL's software renderer; `notice` is the one sentence to show.
        case software(notice: String)
    }

    /// The budget of this process now.
    public static func current() -> MemoryBudget {
        var rooms: [Room] = []
        if let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
           let free = kilobytes("MemAvailable", in: text) {
            rooms.append(Room(.systemMemory, bytes: free))
        }
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        if let limit = softLimit(RLIMIT_AS) {
            rooms.append(Room(.addressSpace(limit), bytes: max(0, limit - (kilobytes("VmSize", in: status) ?? 0))))
        }
        if let limit = softLimit(RLIMIT_DATA) {
            rooms.append(Room(.dataSegment(limit), bytes: max(0, limit - (kilobytes("VmData", in: status) ?? 0))))
        }
        if let max = number(inFile: "/sys/fs/cgroup/memory.max"),
           let used = number(inFile: "/sys/fs/cgroup/memory.current") {
            rooms.append(Room(.cgroup(max), bytes: Swift.max(0, max - used)))
        }
        return MemoryBudget(rooms: rooms)
    }

    /// The soft limit of `resource` in bytes; nil when unlimited.
    static func softLimit(_ resource: __rlimit_resource) -> Int? {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0,
              limit.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: limit.rlim_cur)
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
        (try? String(contentsOfFile: path, encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// "3.3 GB", "512 MB": bytes in decimal units, as people read sizes.
    public static func format(_ bytes: Int) -> String {
        let b = Double(bytes)
        if b >= 1e9 { return String(format: "%.1f GB", b / 1e9) }
        return String(format: "%.0f MB", (b / 1e6).rounded(.up))
    }
}

/// A limit on the memory of the process, as a sentence names it.
public enum MemoryLimit: Equatable, Sendable, CustomStringConvertible {
    /// The memory the system has available (`MemAvailable`).
    case systemMemory
    /// `RLIMIT_AS` (`ulimit -v`), in bytes.
    case addressSpace(Int)
    /// `RLIMIT_DATA` (`ulimit -d`), in bytes.
    case dataSegment(Int)
    /// The cgroup's `memory.max`, in bytes.
    case cgroup(Int)

    /// Whether the limit counts mapped address space (reserved or not) rather than memory in use.
    var countsAddressSpace: Bool { if case .addressSpace = self { true } else { false } }

    /// Whether the limit is the process's own (`ulimit -v`, `ulimit -d`), whose room the process
    /// measures exactly; the system's and the cgroup's also count page cache the kernel reclaims.
    var isPerProcess: Bool {
        switch self {
        case .addressSpace, .dataSegment: true
        case .systemMemory, .cgroup: false
        }
    }

    public var description: String {
        switch self {
        case .systemMemory: "the memory the system has available"
        case let .addressSpace(bytes):
            "the address-space limit (ulimit -v \(bytes >> 10)) of \(MemoryBudget.format(bytes))"
        case let .dataSegment(bytes):
            "the data-segment limit (ulimit -d \(bytes >> 10)) of \(MemoryBudget.format(bytes))"
        case let .cgroup(bytes): "the cgroup's memory limit of \(MemoryBudget.format(bytes))"
        }
    }
}
