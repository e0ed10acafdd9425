import CJPEG
import Foundation

extension RenderedImage {
    /// The image encoded as a JPEG file's bytes (libjpeg, 4:2:0, `quality` 1…100; alpha is
    /// dropped), for `UIImage(data:)` tests and tools. Throws `RenderError.writeFailed` (path
    /// "(memory)") when libjpeg refuses.
    public func jpegData(quality: Int = 90) throws -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = pixels.withUnsafeBufferPointer { src in
            cjpeg_encode(src.baseAddress, Int32(width), Int32(height), Int32(quality), &out, &length,
                         &message, Int32(message.count))
        }
        guard status == 0, let bytes = out else {
            throw RenderError.writeFailed(path: "(memory)", reason: "libjpeg: " + String(cString: message))
        }
        defer { cjpeg_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: Int(length)))
    }
}
