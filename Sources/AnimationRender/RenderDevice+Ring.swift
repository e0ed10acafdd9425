extension RenderDevice {
    /// Uploads `width × height` premultiplied pixels (`stride` bytes per row) into `texture` at
    /// `(x, y)` with the one-pixel ring around them, clipped to the texture, made transparent:
    /// one `SDL_UpdateTexture` for both. Filtering at a store's edge reads one texel beyond it,
    /// which may hold pixels of what the texture held before (an atlas slot released earlier,
    /// a spare texture larger than the store, `SpareTextures`).
    func uploadWithTransparentRing(_ pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int,
                                   to texture: Texture, x: Int, y: Int) {
        let x0 = max(0, x - 1), x1 = min(texture.width, x + width + 1)
        let y0 = max(0, y - 1), y1 = min(texture.height, y + height + 1)
        let w = x1 - x0, h = y1 - y0
        guard w > 0, h > 0 else { return }
        if ringScratch.count < w * h { ringScratch = [UInt32](repeating: 0, count: w * h) }
        ringScratch.withUnsafeMutableBufferPointer { out in
            let base = out.baseAddress!
            base.update(repeating: 0, count: w * h)
            for row in 0..<height {
                let dst = base + (y - y0 + row) * w + (x - x0)
                UnsafeMutableRawPointer(dst).copyMemory(from: pixels + row * stride, byteCount: width * 4)
            }
            upload(UnsafeRawPointer(base), stride: w * 4, width: w, height: h, to: texture, x: x0, y: y0)
        }
    }
}
