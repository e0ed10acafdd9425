/// Textures of stores released for newer content of the same layer, kept for a couple of frames
/// so that a store drawn later in the frame, or in the next one, can take one instead of
/// creating a texture (and the old one being destroyed).
///
/// Shapes that morph every frame (a path animation) need a store of another size each frame;
/// on llvmpipe the gallery created and destroyed about 11 small textures a frame for them, 5 %
/// of its main thread in `SDL_CreateTexture` and `SDL_DestroyTexture`. Such stores take
/// textures rounded up to `bucketed` sizes (`StoreCache`), so a size that changes a little
/// still finds one here. A texture is taken only where no drawing queued in the frame reads it:
/// kept in an earlier frame, or released without having been drawn in this one.
struct SpareTextures {
    /// Textures kept at most, and their bytes at most; further ones are destroyed at once. A
    /// replicator whose copies change colour every frame needs a store per copy every frame
    /// (30 in the gallery's replicated dots), each released as soon as it was drawn.
    let capacity: Int
    let maxBytes: Int
    /// Frames a texture is kept before it is destroyed.
    let framesKept: Int

    /// A kept texture, the frame it was released in, and whether this frame's drawing reads it.
    struct Kept {
        let texture: Texture
        let frame: Int
        let drawnInItsFrame: Bool
    }
    private(set) var textures: [Kept] = []
    private(set) var bytes = 0

    init(capacity: Int = 64, maxBytes: Int = 16 << 20, framesKept: Int = 2) {
        self.capacity = capacity; self.maxBytes = maxBytes; self.framesKept = framesKept
    }

    /// Keeps `texture`, released in `frame` (`drawn`: drawing queued in that frame reads it),
    /// when there is room; otherwise it is destroyed with its last reference.
    mutating func keep(_ texture: Texture, frame: Int, drawn: Bool) {
        guard textures.count < capacity, bytes + texture.byteCount <= maxBytes else { return }
        textures.append(Kept(texture: texture, frame: frame, drawnInItsFrame: drawn))
        bytes += texture.byteCount
    }

    /// A kept texture of exactly `width × height` that no drawing queued in `frame` reads,
    /// removed from the set; nil when there is none.
    mutating func take(width: Int, height: Int, frame: Int) -> Texture? {
        guard let i = textures.firstIndex(where: {
            $0.texture.width == width && $0.texture.height == height && ($0.frame < frame || !$0.drawnInItsFrame)
        }) else { return nil }
        let texture = textures.remove(at: i).texture
        bytes -= texture.byteCount
        return texture
    }

    /// Destroys the textures kept `framesKept` frames or more by the end of `frame`.
    mutating func endFrame(_ frame: Int) {
        textures.removeAll { frame - $0.frame + 1 >= framesKept }
        bytes = textures.reduce(0) { $0 + $1.texture.byteCount }
    }

    /// Releases every kept texture.
    mutating func removeAll() { textures.removeAll(); bytes = 0 }

    /// `n` pixels rounded up to a multiple of 16: the texture size of a store whose content is
    /// new every frame, so that a store a little larger or smaller fits the same texture.
    static func bucketed(_ n: Int) -> Int { (max(1, n) + 15) / 16 * 16 }
}
