import CSDL2
import Foundation

/// Reads finished frames back from SDL's OpenGL renderer without waiting for them: each frame
/// is copied into a pixel buffer object (`GL_PIXEL_PACK_BUFFER`, `glReadPixels` into the buffer
/// returns at once) with a fence after it, and is mapped (`glMapBufferRange`) only when the
/// caller takes it, a frame later, so the driver's transfer of frame n overlaps the drawing of
/// frame n + 1. `depth` buffers are kept, one per frame in flight.
///
/// The bytes are exactly those of `Renderer.readPixels()` (SDL's `SDL_RenderReadPixels` into
/// `RGBA32`): the framebuffer SDL binds for the window (its default target) is read as
/// `GL_RGBA`/`GL_UNSIGNED_BYTE`, its rows turned top-down (OpenGL's row 0 is the bottom one)
/// and translucent pixels un-premultiplied (`GLReadbackTests` compares the two byte for byte).
///
/// Part of the direct-OpenGL backend (issue 26); runs inside SDL's context and puts back the
/// pack state it changes (buffer binding, alignment, row length). Use it from the renderer's
/// thread only.
final class GLReadbackRing {
    let context: GLContext
    /// Pixel buffers kept, and so frames in flight at most.
    let depth: Int
    private var free: [Slot] = []
    private var inFlight: [Slot] = []

    private final class Slot {
        let buffer: UInt32
        var capacity = 0
        var width = 0, height = 0
        var fence: OpaquePointer?
        init(buffer: UInt32) { self.buffer = buffer }
    }

    init(context: GLContext, depth: Int = 2) {
        self.context = context
        self.depth = max(1, depth)
    }

    /// Frames begun and not yet finished.
    var count: Int { inFlight.count }

    /// Pixel buffers kept: those of frames in flight and the free ones kept for the next frames.
    var buffersKept: Int { free.count + inFlight.count }

    /// Deletes the buffers that hold no frame in flight; `begin` makes new ones as needed.
    func releaseFreeBuffers() {
        guard !free.isEmpty, context.makeCurrent() else { return }
        for slot in free {
            var buffer = slot.buffer
            context.functions.deleteBuffers(1, &buffer)
        }
        free.removeAll()
    }

    /// Starts copying the window framebuffer of `renderer` (`width × height`, its output size)
    /// into a free buffer. Returns false when every buffer holds a frame in flight (finish one
    /// first) or the context cannot be made current; nothing is started then.
    func begin(_ renderer: OpaquePointer, width: Int, height: Int) -> Bool {
        guard inFlight.count < depth, width > 0, height > 0 else { return false }
        SDL_SetRenderTarget(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_RenderFlush(renderer)
        guard context.makeCurrent() else { return false }
        let gl = context.functions
        let slot = free.popLast() ?? makeSlot()
        let bytes = width * height * 4
        let pack = PackState(gl)
        gl.bindBuffer(GL.pixelPackBuffer, slot.buffer)
        if slot.capacity != bytes {
            gl.bufferData(GL.pixelPackBuffer, bytes, nil, GL.streamRead)
            slot.capacity = bytes
        }
        gl.pixelStorei(GL.packAlignment, 4)
        gl.pixelStorei(GL.packRowLength, 0)
        gl.readPixels(0, 0, Int32(width), Int32(height), GL.rgba, GL.unsignedByte, nil)
        slot.fence = gl.fenceSync(GL.syncGPUCommandsComplete, 0)
        gl.flush()
        pack.restore()
        slot.width = width; slot.height = height
        inFlight.append(slot)
        return true
    }

    /// The oldest frame begun, as `Renderer.readPixels()` gives it, once its copy has finished
    /// (waits for it); nil when none is in flight. A buffer the driver cannot map gives a
    /// transparent image of the frame's size, as a failed `SDL_RenderReadPixels` does.
    func finishOldest() -> RenderedImage? {
        guard !inFlight.isEmpty else { return nil }
        let slot = inFlight.removeFirst()
        defer { free.append(slot) }
        let (w, h) = (slot.width, slot.height)
        guard context.makeCurrent() else { return RenderedImage(width: w, height: h) }
        let gl = context.functions
        if let fence = slot.fence {
            // Up to 10 s; after that the map below waits for the copy itself (or fails).
            var tries = 0
            while tries < 10, gl.clientWaitSync(fence, GL.syncFlushCommandsBit, 1_000_000_000) == GL.timeoutExpired {
                tries += 1
            }
            gl.deleteSync(fence)
            slot.fence = nil
        }
        let pack = PackState(gl)
        defer { pack.restore() }
        gl.bindBuffer(GL.pixelPackBuffer, slot.buffer)
        guard let mapped = gl.mapBufferRange(GL.pixelPackBuffer, 0, w * h * 4, GL.mapReadBit) else {
            return RenderedImage(width: w, height: h)
        }
        defer { _ = gl.unmapBuffer(GL.pixelPackBuffer) }
        let row = w * 4
        let bytes = [UInt8](unsafeUninitializedCapacity: w * h * 4) { out, count in
            let base = out.baseAddress!
            for y in 0..<h {
                // OpenGL's rows go bottom-up from the window's bottom edge.
                (base + y * row).update(from: mapped.assumingMemoryBound(to: UInt8.self) + (h - 1 - y) * row,
                                        count: row)
            }
            PixelMath.unpremultiplyInPlace(base, pixels: w * h)
            count = w * h * 4
        }
        return (try? RenderedImage(width: w, height: h, pixels: bytes)) ?? RenderedImage(width: w, height: h)
    }

    /// Deletes the buffers and fences (frames still in flight are dropped).
    func close() {
        let slots = free + inFlight
        free.removeAll(); inFlight.removeAll()
        guard !slots.isEmpty, context.makeCurrent() else { return }
        for slot in slots {
            if let fence = slot.fence { context.functions.deleteSync(fence) }
            var buffer = slot.buffer
            context.functions.deleteBuffers(1, &buffer)
        }
    }

    private func makeSlot() -> Slot {
        var buffer: UInt32 = 0
        context.functions.genBuffers(1, &buffer)
        return Slot(buffer: buffer)
    }

    /// The pack state SDL's own reads set for themselves, put back as found.
    private struct PackState {
        let gl: GLFunctions
        let buffer, alignment, rowLength: Int32
        init(_ gl: GLFunctions) {
            self.gl = gl
            buffer = gl.integers(GL.pixelPackBufferBinding)[0]
            alignment = gl.integers(GL.packAlignment)[0]
            rowLength = gl.integers(GL.packRowLength)[0]
        }
        func restore() {
            gl.bindBuffer(GL.pixelPackBuffer, UInt32(bitPattern: buffer))
            gl.pixelStorei(GL.packAlignment, alignment)
            gl.pixelStorei(GL.packRowLength, rowLength)
        }
    }
}
