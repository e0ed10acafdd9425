/// A few textures released during the current frame, kept so a store of the same size drawn
/// later in the frame can take one instead of creating a texture (and the old one being
/// destroyed). The owner empties it at the end of every frame, so nothing is held longer.
struct SpareTextures {
    /// Textures kept at most; further ones are destroyed at once.
    let capacity: Int
    private(set) var textures: [Texture] = []

    init(capacity: Int = 4) { self.capacity = capacity }

    /// Keeps `texture` when there is room (otherwise it is released with its last reference).
    mutating func keep(_ texture: Texture) {
        if textures.count < capacity { textures.append(texture) }
    }

    /// A kept texture of exactly `width × height`, removed from the set; nil when there is none.
    mutating func take(width: Int, height: Int) -> Texture? {
        guard let i = textures.firstIndex(where: { $0.width == width && $0.height == height }) else { return nil }
        return textures.remove(at: i)
    }

    /// Releases every kept texture.
    mutating func removeAll() { textures.removeAll() }
}
