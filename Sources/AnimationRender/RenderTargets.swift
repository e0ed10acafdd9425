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
    func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }
    func offsetBy(_ dx: Int, _ dy: Int) -> PixelRect { PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy) }
    var sdl: SDL_Rect { SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, width)), h: Int32(max(0, height))) }
    /// The smallest pixel rectangle containing a floating-point box (grown by `margin`).
    static func enclosing(minX: Double, minY: Double, maxX: Double, maxY: Double, margin: Int = 0) -> PixelRect {
        func clampInt(_ v: Double) -> Int { Int(max(-1e7, min(1e7, v))) }
        return PixelRect(x0: clampInt(minX.rounded(.down)) - margin, y0: clampInt(minY.rounded(.down)) - margin,
                         x1: clampInt(maxX.rounded(.up)) + margin, y1: clampInt(maxY.rounded(.up)) + margin)
    }
}

/// The area of the current target that can be drawn into, for culling (in drawing coordinates).
struct CullRect {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
}

/// An offscreen render target: a texture whose pixel (0, 0) sits at `origin` in the drawing
/// coordinates of the space it belongs to.
final class OffscreenTarget {
    let texture: Texture
    let originX: Int, originY: Int
    let width: Int, height: Int
    init(texture: Texture, originX: Int, originY: Int, width: Int, height: Int) {
        self.texture = texture; self.originX = originX; self.originY = originY; self.width = width; self.height = height
    }
    /// Where the target lies in drawing coordinates.
    var rect: PixelRect { PixelRect(x0: originX, y0: originY, x1: originX + width, y1: originY + height) }
}

/// The stack of render targets the compositor draws into, the clip rectangle, and a pool of
/// offscreen textures.
///
/// Drawing coordinates are those of the "space" being drawn: the screen, or (for a transition)
/// a layer's own image. An offscreen target of the same space covers only the region that is
/// needed (e.g. a clipped layer's bounds); vertices are shifted by its origin as they are
/// submitted, so layers draw into it with unchanged coordinates. Texture sizes are rounded up
/// to 64 pixels so targets of animating layers can be reused from frame to frame.
final class RenderTargets {
    private unowned let device: RenderDevice
    private unowned let batch: GeometryBatch

    private struct Level {
        var target: OffscreenTarget?              // nil: the renderer's own target
        var region: PixelRect                     // what this level covers, drawing coordinates
        var clip: PixelRect?                      // drawing coordinates
        var savedBounds: (minX: Float, minY: Float, maxX: Float, maxY: Float)?
        /// The corner clip of the enclosing space, suspended while a new space (image target) is drawn.
        var suspendedCornerClip: CornerClip?
        /// True for the levels that start a drawing space: the renderer's own target and image targets.
        var startsSpace = false
    }
    private var levels: [Level] = []
    /// Reused by `readComposite` for the offscreen levels' pixels.
    private var compositeScratch: [UInt32] = []
    /// A texture waiting in a pool, and the frame it was given back.
    private struct Pooled {
        let texture: Texture
        let since: Int
    }
    private var pool: [Pooled] = []
    private var streamingPool: [Pooled] = []
    /// A pooled texture not taken again within this many frames is released: a size that stopped
    /// being needed (a layer that moved, a scene closed) does not hold its memory for good while
    /// other offscreen passes keep the pool busy.
    var poolKeepFrames = 120
    private(set) var screenWidth = 0, screenHeight = 0
    private var frame = 0

    init(device: RenderDevice, batch: GeometryBatch) { self.device = device; self.batch = batch }

    /// Starts a frame on the default target of `width × height` pixels.
    func beginFrame(width: Int, height: Int) {
        if width != screenWidth || height != screenHeight { pool.removeAll(); streamingPool.removeAll() }
        screenWidth = width; screenHeight = height
        frame += 1
        pool.removeAll { frame - $0.since > poolKeepFrames }
        streamingPool.removeAll { frame - $0.since > poolKeepFrames }
        levels = [Level(target: nil, region: PixelRect(x0: 0, y0: 0, x1: width, y1: height), clip: nil,
                        savedBounds: nil,
                        startsSpace: true)]
        batch.cornerClip = nil
        batch.setTarget(originX: 0, originY: 0, width: width, height: height)
        SDL_SetRenderTarget(device.renderer, nil)
        SDL_RenderSetClipRect(device.renderer, nil)
        batch.resetDrawnBounds()
    }

    /// The region of the current level (drawing coordinates).
    var region: PixelRect { levels.last!.region }
    /// The current clip rectangle, nil for none.
    var clip: PixelRect? { levels.last!.clip }
    /// What can be seen of the current level: its region within the clip.
    var visible: PixelRect { clip.map { $0.intersection(region) } ?? region }
    var viewport: CullRect {
        let r = visible
        return CullRect(minX: Double(r.x0), minY: Double(r.y0), maxX: Double(r.x1), maxY: Double(r.y1))
    }

    /// Sets the clip rectangle of the current level (drawing coordinates), nil for none.
    func setClip(_ rect: PixelRect?) {
        guard levels.last!.clip != rect else { return }
        batch.flush()
        levels[levels.count - 1].clip = rect
        applyClip()
    }

    private func applyClip() {
        let level = levels.last!
        if var r = level.clip?.intersection(level.region).offsetBy(-level.region.x0, -level.region.y0).sdl {
            if r.w <= 0 || r.h <= 0 { r = SDL_Rect(x: 0, y: 0, w: 0, h: 0) }
            SDL_RenderSetClipRect(device.renderer, &r)
        } else {
            SDL_RenderSetClipRect(device.renderer, nil)
        }
    }

    private func bind(_ level: Level) {
        SDL_SetRenderTarget(device.renderer, level.target?.texture.handle)
        batch.setTarget(originX: Float(level.region.x0), originY: Float(level.region.y0),
                        width: level.target?.texture.width ?? screenWidth,
                        height: level.target?.texture.height ?? screenHeight)
        applyClip()
    }

    /// Pushes a transparent target covering `region` (drawing coordinates) of the current
    /// space, keeping the clip; nil when the region is empty or no texture is available.
    func pushRegionTarget(_ region: PixelRect) -> OffscreenTarget? {
        guard !region.isEmpty, let t = acquire(width: region.width, height: region.height) else { return nil }
        let target = OffscreenTarget(texture: t, originX: region.x0, originY: region.y0, width: region.width,
                                     height: region.height)
        push(Level(target: target, region: region, clip: levels.last!.clip, savedBounds: nil))
        return target
    }

    /// Pushes a transparent target that starts a new drawing space of `width × height`.
    func pushImageTarget(width: Int, height: Int) -> OffscreenTarget? {
        guard let t = acquire(width: width, height: height) else { return nil }
        let target = OffscreenTarget(texture: t, originX: 0, originY: 0, width: width, height: height)
        push(Level(target: target, region: PixelRect(x0: 0, y0: 0, x1: width, y1: height), clip: nil, savedBounds: nil,
                   suspendedCornerClip: batch.cornerClip, startsSpace: true))
        batch.cornerClip = nil
        return target
    }

    /// A pooled target texture of the size rounded up to 64 pixels, else the smallest pooled one
    /// at most one step (64 pixels) larger each way, else a new one.
    private func acquire(width: Int, height: Int) -> Texture? {
        let w = (width + 63) / 64 * 64, h = (height + 63) / 64 * 64
        var best: Int?
        for (i, pooled) in pool.enumerated() {
            let t = pooled.texture
            guard t.width >= w, t.height >= h, t.width <= w + 64, t.height <= h + 64 else { continue }
            if best.map({ t.byteCount < pool[$0].texture.byteCount }) ?? true { best = i }
        }
        if let i = best {
            return pool.remove(at: i).texture
        }
        return device.makeTexture(width: w, height: h, access: SDL_TEXTUREACCESS_TARGET)
    }

    private func push(_ level: Level) {
        batch.flush()
        var l = level
        l.savedBounds = batch.drawnBounds
        batch.resetDrawnBounds()
        levels.append(l)
        SDL_SetRenderTarget(device.renderer, l.target?.texture.handle)
        SDL_SetRenderDrawBlendMode(device.renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(device.renderer, 0, 0, 0, 0)
        SDL_RenderSetClipRect(device.renderer, nil)
        SDL_RenderClear(device.renderer)
        bind(l)
    }

    /// Pops the current target; returns the rectangle drawn into it (drawing coordinates,
    /// within its region and clip) and restores the parent level.
    func pop() -> PixelRect {
        batch.flush()
        let top = levels.removeLast()
        if let c = top.suspendedCornerClip { batch.cornerClip = c }
        var drawn = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        if let b = batch.drawnBounds {
            drawn = PixelRect.enclosing(minX: Double(b.minX), minY: Double(b.minY), maxX: Double(b.maxX),
                                        maxY: Double(b.maxY), margin: 1)
                .intersection(top.region)
            if let c = top.clip { drawn = drawn.intersection(c) }
        }
        batch.resetDrawnBounds()
        batch.restoreDrawnBounds(top.savedBounds)
        bind(levels.last!)
        return drawn
    }

    /// Makes `target` the SDL target (vertices in its drawing coordinates, no clip) for `body`.
    func withTarget<R>(_ target: OffscreenTarget, _ body: () -> R) -> R {
        batch.flush()
        SDL_SetRenderTarget(device.renderer, target.texture.handle)
        SDL_RenderSetClipRect(device.renderer, nil)
        batch.setTarget(originX: Float(target.originX), originY: Float(target.originY),
                        width: target.texture.width, height: target.texture.height)
        let saved = batch.drawnBounds
        let r = body()
        batch.flush()
        batch.resetDrawnBounds()
        batch.restoreDrawnBounds(saved)
        bind(levels.last!)
        return r
    }

    /// The region of the level that starts the current drawing space (the screen, or an image
    /// target's whole image): what a backdrop can be read from.
    var spaceRegion: PixelRect { levels[levels.lastIndex(where: { $0.startsSpace }) ?? 0].region }

    /// What has been drawn so far under `rect` (drawing coordinates, inside `spaceRegion`) in
    /// the current drawing space, as premultiplied ARGB32 rows of `rect.width` pixels: the level
    /// that starts the space with every offscreen level above it composited over it
    /// (source-over), as the content behind a backdrop would appear if the pending offscreen
    /// passes were combined without their masks and opacities. Pixels outside every level are
    /// transparent.
    func readComposite(_ rect: PixelRect, into buffer: inout [UInt32]) {
        let n = rect.width * rect.height
        guard n > 0 else { return }
        if buffer.count < n { buffer = [UInt32](repeating: 0, count: n) }
        batch.flush()
        let base = levels.lastIndex(where: { $0.startsSpace }) ?? 0
        for index in base..<levels.count {
            let level = levels[index]
            let part = rect.intersection(level.region)
            if part.isEmpty {
                if index == base { buffer.withUnsafeMutableBufferPointer { $0.update(repeating: 0) } }
                continue
            }
            SDL_SetRenderTarget(device.renderer, level.target?.texture.handle)
            SDL_RenderSetClipRect(device.renderer, nil)
            var source = part.offsetBy(-level.region.x0, -level.region.y0).sdl
            device.stats.backdropReads += 1
            if index == base && part == rect {
                buffer.withUnsafeMutableBufferPointer {
                    _ = SDL_RenderReadPixels(device.renderer, &source, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                             $0.baseAddress, Int32(rect.width * 4))
                }
                continue
            }
            if index == base { buffer.withUnsafeMutableBufferPointer { $0.update(repeating: 0) } }
            if compositeScratch.count < part.width * part.height {
                compositeScratch = [UInt32](repeating: 0, count: part.width * part.height)
            }
            compositeScratch.withUnsafeMutableBufferPointer {
                _ = SDL_RenderReadPixels(device.renderer, &source, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                         $0.baseAddress, Int32(part.width * 4))
            }
            for y in 0..<part.height {
                let row = (part.y0 - rect.y0 + y) * rect.width + (part.x0 - rect.x0)
                for x in 0..<part.width {
                    let over = compositeScratch[y * part.width + x]
                    buffer[row + x] = index == base ? over : PixelMath.sourceOver(over, buffer[row + x])
                }
            }
        }
        bind(levels.last!)
    }

    /// An offscreen level above the one that starts the current drawing space: its texture
    /// (SDL's top row first) and the region it covers, in drawing coordinates.
    struct LevelAboveSpace {
        let texture: Texture
        let region: PixelRect
    }

    /// The offscreen levels `readComposite` combines over the level that starts the current
    /// drawing space, bottom first; empty when the current target starts the space.
    var levelsAboveSpace: [LevelAboveSpace] {
        let base = levels.lastIndex(where: { $0.startsSpace }) ?? 0
        return levels[(base + 1)...].compactMap { level in
            level.target.map { LevelAboveSpace(texture: $0.texture, region: level.region) }
        }
    }

    /// Runs `body` with the level that starts the current drawing space as SDL's target (no
    /// clip), so OpenGL reads that level's pixels in place (the OpenGL blur, which then
    /// combines `levelsAboveSpace` over them itself), and binds the current level again after.
    func withSpaceStartBound<R>(_ body: () -> R) -> R {
        batch.flush()
        let base = levels[levels.lastIndex(where: { $0.startsSpace }) ?? 0]
        SDL_SetRenderTarget(device.renderer, base.target?.texture.handle)
        SDL_RenderSetClipRect(device.renderer, nil)
        defer { bind(levels.last!) }
        return body()
    }

    /// Textures the pool holds at most.
    static let poolCapacity = 12

    /// Returns a target's texture to the pool; when the pool is full, the texture given back
    /// longest ago makes room. (The newest used to be destroyed instead: a mask growing every
    /// frame filled the pool with sizes it had left behind, and the target the logo reveal
    /// needed every frame was made and destroyed every frame.)
    func recycle(_ target: OffscreenTarget) {
        if pool.count >= RenderTargets.poolCapacity, let oldest = pool.indices.min(by: { pool[$0].since < pool[$1].since }) {
            pool.remove(at: oldest)
        }
        pool.append(Pooled(texture: target.texture, since: frame))
    }

    /// A streaming texture of at least `width × height` for CPU-combined results.
    func streamingTexture(width: Int, height: Int) -> Texture? {
        if let i = streamingPool.firstIndex(where: { $0.texture.width >= width && $0.texture.height >= height }) {
            return streamingPool.remove(at: i).texture
        }
        let w = (width + 63) / 64 * 64, h = (height + 63) / 64 * 64
        return device.makeTexture(width: w, height: h, access: SDL_TEXTUREACCESS_STREAMING)
    }

    func recycleStreaming(_ texture: Texture) {
        if streamingPool.count < 4 { streamingPool.append(Pooled(texture: texture, since: frame)) }
    }

    /// Drops every pooled texture.
    func removeAll() { pool.removeAll(); streamingPool.removeAll(); compositeScratch = [] }
}
