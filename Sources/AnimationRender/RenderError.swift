import Foundation

/// Everything that can go wrong in `AnimationRender`, each with a one-sentence message
/// that names the file or the resource involved.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    /// A requested size is not positive, not finite, or too large.
    case invalidSize(width: Int, height: Int, reason: String)
    /// An SDL call failed; `call` is the function, `message` is `SDL_GetError()`.
    case sdlFailure(call: String, message: String)
    /// A cairo call failed; `call` is the function, `status` cairo's status text.
    case cairoFailure(call: String, status: String)
    /// A file that was needed does not exist.
    case fileNotFound(path: String)
    /// A PNG file exists but could not be decoded.
    case corruptImage(path: String, reason: String)
    /// A PNG file could not be written.
    case writeFailed(path: String, reason: String)
    /// A font file is missing or could not be opened by SDL2_ttf.
    case fontUnavailable(path: String, reason: String)
    /// The `assets/` directory (with `assets/fonts`) could not be found.
    case assetsNotFound(searched: [String])
    /// An OpenGL shader did not compile or a program did not link (`stage`: "vertex shader",
    /// "fragment shader" or "program"), or the context lacks what the direct-OpenGL path needs;
    /// `log` is the driver's message.
    case openGLFailure(stage: String, log: String)

    public var description: String {
        switch self {
        case let .invalidSize(w, h, reason):
            return "Invalid size \(w)×\(h): \(reason)."
        case let .sdlFailure(call, message):
            return "SDL call \(call) failed: \(message.isEmpty ? "no reason given" : message)."
        case let .cairoFailure(call, status):
            return "cairo call \(call) failed: \(status)."
        case let .fileNotFound(path):
            return "File not found: \(path)."
        case let .corruptImage(path, reason):
            return "Image file \(path) could not be decoded: \(reason)."
        case let .writeFailed(path, reason):
            return "Could not write \(path): \(reason)."
        case let .fontUnavailable(path, reason):
            return "Font file \(path) could not be opened: \(reason)."
        case let .assetsNotFound(searched):
            return "No assets directory with a fonts/ folder was found (set ANIMATION_PLAYGROUND_ASSETS); "
                + "searched: \(searched.joined(separator: ", "))."
        case let .openGLFailure(stage, log):
            let message = log.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "\n", with: "; ")
            return "OpenGL \(stage) failed: \(message.isEmpty ? "no reason given" : message)."
        }
    }
}
