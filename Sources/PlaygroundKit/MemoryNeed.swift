import Foundation

/// What drawing frames of one size takes beyond what the app already uses when it checks
/// (`MemoryBudget`): memory touched (`resident`) and address space mapped (`addressSpace`, what
/// `ulimit -v` limits: thread stacks and the driver's reservations count, touched or not).
///
/// Measured with the snow scene on Mesa's llvmpipe with 2 cores and one heap arena
/// (`HeapArenas`): the smallest `ulimit -v` under which `playground --headless --frames 2` still
/// wrote its frames, found by bisection (the app's own `VmSize` when it checks is about 105 MB):
///
/// | export          | 64×64  | 4000×3000 |
/// |-----------------|--------|-----------|
/// | OpenGL          | 381 MB | 530 MB    |
/// | SDL's software  | 166 MB | 441 MB    |
///
/// OpenGL with 8 rasterizer threads (`LP_NUM_THREADS=8`) took 477 MB at 64×64: 16 MB a thread
/// (its 8 MB stack and its share of the driver). A window draws into its surface and presents,
/// so it needs fewer copies of a frame than an export, which also reads back and encodes.
/// The figures below round those up (24 bytes a pixel is six 32-bit copies of a frame), so a
/// size accepted here leaves some room; one refused may have just fitted.
public struct MemoryNeed: Equatable, Sendable {
    /// Bytes of memory the frames touch.
    public var resident: Int
    /// Bytes of address space the renderer maps.
    public var addressSpace: Int

    public init(resident: Int, addressSpace: Int) { self.resident = resident; self.addressSpace = addressSpace }

    /// What the frames are for.
    public enum Use: Sendable { case export, window }
    /// How they are drawn.
    public enum Drawing: Sendable { case openGL, software }

    /// The app's own growth after the check besides frames (scenes, fonts, stores), touched: 64 MB.
    public static let baseline = 64 << 20
    /// Mesa's llvmpipe besides frames: its code, compiled shaders and bins (64 MB touched), and
    /// with the app's own growth after the check, 256 MB mapped (measured: 276 MB with 2 threads).
    static let openGLResident = 64 << 20
    static let openGLAddressSpace = 256 << 20
    /// What an OpenGL window maps beyond an export besides frames: the gallery's scenes, their
    /// tiles' stores and glyphs. Under `ulimit -v 500000` the window at 1280×800 had grown by
    /// 328 MB a second after the check, 20 MB more than `openGLAddressSpace`, its threads and
    /// frames; resizing it back and forth draws the tiles' stores again at each size, which
    /// added up to 45 MB more before the store budget levelled it off.
    static let openGLWindowAddressSpace = 48 << 20
    /// Address space an OpenGL window keeps free for the driver's buffers at a size the window
    /// has before the app can put it back: Mesa draws into buffers of whatever size X gave the
    /// window (without a window manager X ignores its maximum size) and does not check the
    /// allocation. A window resized to 4000×3000 under `ulimit -v 500000` briefly mapped 44 MB
    /// more, one 4000×3000 buffer, and about one run in ten aborted; presenting that frame
    /// takes an image of the same size again.
    static let openGLWindowHeadroom = 128 << 20
    /// Address space each llvmpipe rasterizer thread adds.
    static let perRasterThread = 16 << 20
    /// Address space each PNG encoding thread after the first adds (its 8 MB stack; the first
    /// was in the measurements above).
    static let perEncoderThread = 8 << 20
    /// SDL's software renderer and the app's growth after the check, mapped (measured: 61 MB).
    static let softwareAddressSpace = 80 << 20

    /// Copies of a 32-bit frame that are alive at once: an export's target, the pixels read back
    /// and the frame made of them, one frame waiting in the `FrameWriteQueue`, and for each of its
    /// `encoders` threads one frame being encoded and its encoded bytes (6 with one encoder); with
    /// OpenGL one more, the second pixel buffer the read-back keeps in flight
    /// (`Renderer.beginReadback`, counted whichever backend draws);
    /// an OpenGL window's surface, the renderer's target and its
    /// offscreen passes, the layer stores of a frame and the driver's copy for presenting (5: a
    /// window resized to 4000×3000 under `ulimit -v 614400` drew on, under 512000 it crashed in
    /// Mesa); a software window also keeps its layer stores (up to 8 frames, `StoreCache`) in
    /// memory the process maps and combines offscreen passes and masks on the CPU, in frame-sized
    /// arrays (16: the bolt spinner opened in a software window, one heap arena, grew the
    /// process by 67, 125 and 407 MB at 1280×800, 1600×1000 and 3000×2000, 64 bytes a pixel;
    /// with 8, a window resized large under `ulimit -v 300000` aborted in a mask's array).
    static func framesAlive(_ use: Use, _ drawing: Drawing, encoders: Int = 1) -> Int {
        switch (use, drawing) {
        case (.export, .software): 4 + 2 * max(1, encoders)
        case (.export, .openGL): 5 + 2 * max(1, encoders)
        case (.window, .openGL): 5
        case (.window, .software): 16
        }
    }

    /// The need of frames of `size` for `use` drawn with `drawing`, with `rasterThreads`
    /// llvmpipe threads (counted for OpenGL only) and, for an export, `encoders` PNG threads.
    public static func of(_ size: PixelSize, for use: Use, drawing: Drawing,
                          rasterThreads: Int = MemoryNeed.rasterThreads(), encoders: Int = 1) -> MemoryNeed {
        let fixed = fixedPart(drawing, use: use, rasterThreads: rasterThreads)
        let pixels = size.width.multipliedReportingOverflow(by: size.height).partialValue
        let frames = perPixel(use, drawing, encoders: encoders).multipliedReportingOverflow(by: pixels).partialValue
        let stacks = use == .export ? perEncoderThread * (max(1, encoders) - 1) : 0
        return MemoryNeed(resident: fixed.resident &+ frames, addressSpace: fixed.addressSpace &+ frames &+ stacks)
    }

    /// Bytes each pixel of a frame costs.
    static func perPixel(_ use: Use, _ drawing: Drawing, encoders: Int = 1) -> Int {
        4 * framesAlive(use, drawing, encoders: encoders)
    }

    /// The need without frames (a frame of no pixels) for `use`.
    static func fixedPart(_ drawing: Drawing, use: Use = .export, rasterThreads: Int) -> MemoryNeed {
        switch drawing {
        case .openGL:
            let window = use == .window ? openGLWindowAddressSpace + openGLWindowHeadroom : 0
            return MemoryNeed(resident: baseline + openGLResident,
                              addressSpace: openGLAddressSpace + window + perRasterThread * max(1, rasterThreads))
        case .software:
            return MemoryNeed(resident: baseline, addressSpace: softwareAddressSpace)
        }
    }

    /// The threads llvmpipe starts: `LP_NUM_THREADS` when set, else one per processor (at most 32).
    public static func rasterThreads(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        if let text = environment["LP_NUM_THREADS"], let n = Int(text), n >= 0 { return min(n, 32) }
        return min(ProcessInfo.processInfo.activeProcessorCount, 32)
    }
}
