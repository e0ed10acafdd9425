import AnimationCore
import CSDL2
import Foundation

/// An integer pixel rectangle (x0, y0 inclusive; x1, y1 exclusive).
struct PixelRect: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    func intersection(_ o: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }
    var sdl: SDL_Rect { SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, width)), h: Int32(max(0, height))) }
}

/// The stack of render targets the compositor draws into, the clip rectangle, and pools of
/// offscreen textures. Viewport-sized targets share the screen's pixel coordinates, so
/// layers draw into them with the same vertices; "image" targets have their own size
/// (transitions draw a layer into one in its own bounds space).
final class RenderTargets {
    private unowned let device: RenderDevice
    private unowned let batch: GeometryBatch

    private struct Level {
        var texture: Texture?
        var width: Int, height: Int
        var clip: PixelRect?
        var savedBounds: (minX: Float, minY: Float, maxX: Float, maxY: Float)?
        var isImage: Bool
    }
    private var levels: [Level] = []
    private var pool: [Texture] = []
    private var streamingPool: [Texture] = []
    private(set) var screenWidth = 0, screenHeight = 0
    private var framesSinceImageUse = 0

    init(device: RenderDevice, batch: GeometryBatch) { self.device = device; self.batch = batch }

    /// Starts a frame on the default target of `width × height` pixels.
    func beginFrame(width: Int, height: Int) {
        if width != screenWidth || height != screenHeight { pool.removeAll(); streamingPool.removeAll() }
        screenWidth = width; screenHeight = height
        levels = [Level(texture: nil, width: width, height: height, clip: nil, savedBounds: nil, isImage: false)]
        SDL_SetRenderTarget(device.renderer, nil)
        SDL_RenderSetClipRect(device.renderer, nil)
        batch.resetDrawnBounds()
        framesSinceImageUse += 1
        if framesSinceImageUse > 120 { pool.removeAll { $0.width != width || $0.height != height } }
    }

    var depth: Int { levels.count - 1 }
    var current: (width: Int, height: Int) { (levels.last!.width, levels.last!.height) }
    var viewport: (width: Double, height: Double) { (Double(levels.last!.width), Double(levels.last!.height)) }
    var currentTexture: Texture? { levels.last!.texture }
    var clip: PixelRect? { levels.last!.clip }

    /// The clip rectangle of the current target, nil for none.
    func setClip(_ rect: PixelRect?) {
        guard levels.last!.clip != rect else { return }
        batch.flush()
        levels[levels.count - 1].clip = rect
        applyClip()
    }

    private func applyClip() {
        if var r = levels.last!.clip?.sdl { SDL_RenderSetClipRect(device.renderer, &r) }
        else { SDL_RenderSetClipRect(device.renderer, nil) }
    }

    private func bind(_ level: Level) {
        SDL_SetRenderTarget(device.renderer, level.texture?.handle)
        applyClip()
    }

    /// Pushes a transparent target the size of the current one (same coordinates, same clip), or nil.
    func pushLayerTarget() -> Texture? {
        let cur = levels.last!
        guard let t = acquire(width: cur.width, height: cur.height) else { return nil }
        push(Level(texture: t, width: cur.width, height: cur.height, clip: cur.clip, savedBounds: nil, isImage: cur.isImage))
        return t
    }

    /// Pushes a transparent target of its own size (no clip), from a pool keyed by size.
    func pushImageTarget(width: Int, height: Int) -> Texture? {
        guard let t = acquire(width: width, height: height) else { return nil }
        push(Level(texture: t, width: width, height: height, clip: nil, savedBounds: nil, isImage: true))
        return t
    }

    private func acquire(width: Int, height: Int) -> Texture? {
        if width != screenWidth || height != screenHeight { framesSinceImageUse = 0 }
        if let i = pool.firstIndex(where: { $0.width == width && $0.height == height }) { return pool.remove(at: i) }
        return device.makeTexture(width: width, height: height, access: SDL_TEXTUREACCESS_TARGET)
    }

    private func push(_ level: Level) {
        batch.flush()
        var l = level
        l.savedBounds = batch.drawnBounds
        batch.resetDrawnBounds()
        levels.append(l)
        bind(l)
        SDL_SetRenderDrawBlendMode(device.renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(device.renderer, 0, 0, 0, 0)
        SDL_RenderSetClipRect(device.renderer, nil)
        SDL_RenderClear(device.renderer)
        applyClip()
    }

    /// Pops the current target; returns the pixel rectangle drawn into it (clipped to it and
    /// to its clip rectangle), and restores the parent's drawn bounds.
    func pop() -> PixelRect {
        batch.flush()
        let top = levels.removeLast()
        var region = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        if let b = batch.drawnBounds {
            region = PixelRect(x0: Int(b.minX.rounded(.down)) - 1, y0: Int(b.minY.rounded(.down)) - 1,
                               x1: Int(b.maxX.rounded(.up)) + 1, y1: Int(b.maxY.rounded(.up)) + 1)
                .intersection(PixelRect(x0: 0, y0: 0, x1: top.width, y1: top.height))
            if let c = top.clip { region = region.intersection(c) }
        }
        batch.resetDrawnBounds()
        batch.restoreDrawnBounds(top.savedBounds)
        bind(levels.last!)
        return region
    }

    /// Makes `texture` the current SDL target temporarily (for reading or combining).
    func withTarget<R>(_ texture: Texture, _ body: () -> R) -> R {
        batch.flush()
        SDL_SetRenderTarget(device.renderer, texture.handle)
        SDL_RenderSetClipRect(device.renderer, nil)
        let r = body()
        batch.flush()
        bind(levels.last!)
        return r
    }

    /// Returns a target to its pool.
    func recycle(_ texture: Texture) {
        if pool.count < 12 { pool.append(texture) }
    }

    /// A streaming texture of at least `width × height` for CPU-combined results.
    func streamingTexture(width: Int, height: Int) -> Texture? {
        if let i = streamingPool.firstIndex(where: { $0.width >= width && $0.height >= height }) { return streamingPool.remove(at: i) }
        return device.makeTexture(width: width, height: height, access: SDL_TEXTUREACCESS_STREAMING)
    }

    func recycleStreaming(_ texture: Texture) { if streamingPool.count < 4 { streamingPool.append(texture) } }

    /// Drops every pooled texture.
    func removeAll() { pool.removeAll(); streamingPool.removeAll() }
}
