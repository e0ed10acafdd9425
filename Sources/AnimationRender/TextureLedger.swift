/// Counts the SDL textures one `RenderDevice` made that are still alive, and their bytes.
///
/// Every texture the renderer makes (backing stores, atlas pages, offscreen targets,
/// backdrops, particle images) goes through `RenderDevice.makeTexture`, and each `Texture`
/// reports its own destruction here, so the totals cover all texture memory the renderer
/// holds: on Mesa's llvmpipe that is ordinary heap memory of the process. Read on the
/// rendering thread only, like the device.
final class TextureLedger {
    private(set) var count = 0
    private(set) var bytes = 0
    /// Textures made since the device started, destroyed or not.
    private(set) var made = 0

    func made(_ texture: Texture) { count += 1; made += 1; bytes += texture.byteCount }
    func destroyed(_ texture: Texture) { count -= 1; bytes -= texture.byteCount }
}
