import CSDL2
import Foundation

/// Frames begun with `Renderer.beginReadback()` and not yet taken, oldest first: frames read
/// already (the SDL backend, or taken out of the ring early) and frames still in the OpenGL
/// ring's pixel buffers.
final class ReadbackQueue {
    enum Entry {
        case read(RenderedImage)
        case inRing
    }
    var entries: [Entry] = []
    /// The pixel buffers of the OpenGL backend; nil on the SDL backend.
    var ring: GLReadbackRing?

    /// Takes every frame out of the ring (read now), so the ring can be closed or replaced.
    func settle() {
        guard let ring else { return }
        entries = entries.map { entry in
            if case .inRing = entry, let image = ring.finishOldest() { return .read(image) }
            return entry
        }
    }

    func close() {
        entries.removeAll()
        ring?.close()
        ring = nil
    }
}

extension Renderer {
    /// Frames the backend reads back at once before the oldest has to be taken
    /// (`finishReadback()`): 2 on the OpenGL backend, whose pixel buffers let the transfer of
    /// a frame overlap the drawing of the next; 1 on the SDL backend, which reads at once.
    public var readbackDepth: Int { readbacks.ring?.depth ?? 1 }

    /// Frames begun with `beginReadback()` and not yet taken with `finishReadback()`.
    public var readbacksInFlight: Int { readbacks.entries.count }

    /// Frees the OpenGL backend's pixel buffers that hold no frame in flight (up to
    /// `readbackDepth`, each a frame's size); the next `beginReadback()` makes new ones. A window
    /// calls it when a recording ends, so it does not keep them for the rest of its life (an
    /// export closes its renderer instead).
    public func releaseReadbackBuffers() { readbacks.ring?.releaseFreeBuffers() }

    /// Pixel buffers the read-back keeps (0 on the SDL backend).
    var readbackBuffersKept: Int { readbacks.ring?.buffersKept ?? 0 }

    /// Whether `beginReadback()` copies frames through OpenGL pixel buffer objects (the OpenGL
    /// backend) rather than reading them at once with `SDL_RenderReadPixels`. Setting it to false
    /// makes the OpenGL backend read each frame at once too (`readbackDepth` 1), as it did before
    /// pixel buffers, to compare the two; true brings the pixel buffers back where the backend is
    /// OpenGL (the SDL backend has none). Frames in flight are kept.
    public var readsBackAsynchronously: Bool {
        get { readbacks.ring != nil }
        set { setAsynchronousReadback(newValue && backend == .openGL) }
    }

    /// Starts reading back the frame just drawn; `finishReadback()` returns it later, exactly
    /// as `readPixels()` would have now. On the OpenGL backend the copy goes into a pixel buffer
    /// object and this returns without waiting for it (`GLReadbackRing`); on the SDL backend the
    /// frame is read now (`SDL_RenderReadPixels`). Beginning more than `readbackDepth` frames
    /// reads the oldest at once to make room (it is kept until taken).
    ///
    /// Core Animation has no counterpart: `CARenderer` draws into the caller's OpenGL context,
    /// which reads its own pixels.
    public func beginReadback() {
        guard let c = compositor else { return }
        let (w, h) = c.device.outputSize()
        if let ring = readbacks.ring {
            if ring.count == ring.depth { readbacks.settle() }
            c.batch.flush()
            if ring.begin(c.device.renderer, width: w, height: h) {
                readbacks.entries.append(.inRing)
                return
            }
        }
        readbacks.entries.append(.read(readPixels()))
    }

    /// The oldest frame begun with `beginReadback()` and not yet taken, waiting for its copy
    /// where it is still in flight; nil when none is.
    public func finishReadback() -> RenderedImage? {
        guard !readbacks.entries.isEmpty else { return nil }
        switch readbacks.entries.removeFirst() {
        case let .read(image): return image
        case .inRing: return readbacks.ring?.finishOldest() ?? RenderedImage(width: 1, height: 1)
        }
    }

    /// Makes `beginReadback()` use OpenGL pixel buffers (`on`, where the renderer draws with
    /// OpenGL) or `SDL_RenderReadPixels`. Frames in flight are kept, read now.
    func setAsynchronousReadback(_ on: Bool) {
        readbacks.settle()
        readbacks.ring?.close()
        readbacks.ring = nil
        guard on, let c = compositor, !c.device.isSoftware,
              let context = try? GLContext.of(c.device.renderer) else { return }
        readbacks.ring = GLReadbackRing(context: context)
    }
}
