import Foundation

extension RenderedImage {
    /// The image encoded as a PNG file's bytes, in memory (`PNGEncoder`: zlib level 3, no row
    /// filters; RGB when every pixel is opaque, RGBA otherwise). The straight-alpha pixels are
    /// stored exactly, so decoding the bytes gives `pixels` back.
    ///
    /// Callers that must not leave a half-written file behind (the playground's export) write
    /// these bytes themselves, so that a full disk is seen in `write`'s own `errno`.
    /// Unlike `writePNG(to:)` (cairo, smaller files) this trades ~15 % of file size for a
    /// third of the encoding time. Throws `RenderError.writeFailed` (with `path` "(memory)")
    /// when zlib cannot allocate or encode.
    public func pngData() throws -> [UInt8] {
        try pixels.withUnsafeBufferPointer { try PNGEncoder().encode(width: width, height: height, rgba: $0) }
    }
}
