import CSDL2
import Foundation

/// The OpenGL context behind an SDL renderer, when it can run the direct-OpenGL paths: SDL's
/// "opengl" renderer on a context of OpenGL 3.3 or later (SDL asks for 2.1 compatibility;
/// drivers give their newest compatibility version), or its "opengles2" renderer on OpenGL
/// ES 3.0 or later. SDL's software renderer, Direct3D, Metal and older contexts have none,
/// and draw everything through `SDL_RenderGeometry`.
struct GLContext {
    let functions: GLFunctions
    /// `GL_RENDERER` (e.g. "llvmpipe (LLVM 15.0.7, 256 bits)", "NVIDIA H200/PCIe/SSE2").
    let rendererName: String
    /// `GL_VERSION` as the driver gives it.
    let versionString: String
    let isES: Bool
    /// SDL's OpenGL ES renderer keeps ARGB8888 textures as RGBA bytes and swaps red and blue
    /// in its shaders when it draws them into the window; ours must do the same.
    let swapsRedAndBlue: Bool
    /// The window and OpenGL context of the SDL renderer.
    private let window: OpaquePointer?
    private let glContext: SDL_GLContext?

    /// Makes the renderer's context current (for deleting objects outside a draw).
    func makeCurrent() -> Bool {
        guard let window, let glContext else { return false }
        return SDL_GL_MakeCurrent(window, glContext) == 0
    }

    /// The context of `renderer` (made current first), or why the direct-OpenGL paths cannot
    /// use it (`RenderError.openGLFailure`).
    static func of(_ renderer: OpaquePointer) throws -> GLContext {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let driver = info.name.map { String(cString: $0) } ?? ""
        guard driver == "opengl" || driver == "opengles2" else {
            throw RenderError.openGLFailure(stage: "context check", log: "SDL's \(driver) renderer is not OpenGL")
        }
        // Creating a texture makes the renderer's context current (there may be several).
        if let probe = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                         Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 1, 1) {
            SDL_DestroyTexture(probe)
        }
        let gl = try GLFunctions.load()
        let version = gl.string(GL.version) ?? ""
        guard let parsed = parseVersion(version) else {
            throw RenderError.openGLFailure(stage: "context check", log: "unreadable GL_VERSION \"\(version)\"")
        }
        let enough = parsed.es ? parsed.major >= 3 : (parsed.major, parsed.minor) >= (3, 3)
        guard enough else {
            throw RenderError.openGLFailure(stage: "context check",
                                            log: "\(version) is older than OpenGL 3.3 / OpenGL ES 3.0")
        }
        return GLContext(functions: gl, rendererName: gl.string(GL.renderer) ?? "unknown", versionString: version,
                         isES: parsed.es, swapsRedAndBlue: driver == "opengles2",
                         window: SDL_RenderGetWindow(renderer), glContext: SDL_GL_GetCurrentContext())
    }

    /// Major and minor version of a `GL_VERSION` string: "4.5 (Compatibility Profile) Mesa
    /// 23.2.1" or "OpenGL ES 3.2 Mesa 23.2.1"; nil when it has neither form.
    static func parseVersion(_ s: String) -> (major: Int, minor: Int, es: Bool)? {
        let es = s.hasPrefix("OpenGL ES")
        let rest = es ? s.dropFirst("OpenGL ES".count).drop { $0 == " " || $0 == "-" || $0.isLetter } : Substring(s)
        let numbers = rest.prefix { $0.isNumber || $0 == "." }.split(separator: ".")
        guard numbers.count >= 2, let major = Int(numbers[0]), let minor = Int(numbers[1]) else { return nil }
        return (major, minor, es)
    }

    /// The current SDL target's size in pixels, and whether it is a texture (drawn upright in
    /// OpenGL's coordinates: row 0 is SDL's top row) rather than the window's framebuffer
    /// (drawn upside down).
    static func currentTargetSize(_ renderer: OpaquePointer) -> (width: Int, height: Int, isTexture: Bool) {
        if let t = SDL_GetRenderTarget(renderer) {
            var w: Int32 = 0, h: Int32 = 0
            SDL_QueryTexture(t, nil, nil, &w, &h)
            return (Int(w), Int(h), true)
        }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h), false)
    }

    /// Sets the whole current target as viewport and SDL's clip rectangle as scissor (SDL
    /// applies both only before its own draws, so they may not be in OpenGL's state yet).
    func applyViewportAndScissor(_ renderer: OpaquePointer) {
        let gl = functions, target = GLContext.currentTargetSize(renderer)
        gl.viewport(0, 0, Int32(target.width), Int32(target.height))
        guard SDL_RenderIsClipEnabled(renderer) == SDL_TRUE else { gl.disable(GL.scissorTest); return }
        var r = SDL_Rect()
        SDL_RenderGetClipRect(renderer, &r)
        gl.enable(GL.scissorTest)
        gl.scissor(r.x, target.isTexture ? r.y : Int32(target.height) - r.y - r.h, max(0, r.w), max(0, r.h))
    }

    /// The first line of a shader for this context.
    var shaderHeader: String { isES ? "#version 300 es\nprecision highp float;\n" : "#version 330 core\n" }

    /// Compiles and links a program; throws `RenderError.openGLFailure` with the driver's log.
    func makeProgram(vertex: String, fragment: String) throws -> UInt32 {
        let gl = functions
        let vs = try compile(GL.vertexShader, shaderHeader + vertex, stage: "vertex shader")
        defer { gl.deleteShader(vs) }
        let fs = try compile(GL.fragmentShader, shaderHeader + fragment, stage: "fragment shader")
        defer { gl.deleteShader(fs) }
        let program = gl.createProgram()
        gl.attachShader(program, vs); gl.attachShader(program, fs)
        gl.linkProgram(program)
        var ok: Int32 = 0
        gl.getProgramiv(program, GL.linkStatus, &ok)
        guard ok != 0 else {
            let log = infoLog { gl.getProgramiv(program, GL.infoLogLength, $0) } read: {
                gl.getProgramInfoLog(program, $0, nil, $1)
            }
            gl.deleteProgram(program)
            throw RenderError.openGLFailure(stage: "program link", log: log)
        }
        return program
    }

    private func compile(_ kind: UInt32, _ source: String, stage: String) throws -> UInt32 {
        let gl = functions
        let shader = gl.createShader(kind)
        source.withCString { text in
            var pointer: UnsafePointer<CChar>? = text
            gl.shaderSource(shader, 1, &pointer, nil)
        }
        gl.compileShader(shader)
        var ok: Int32 = 0
        gl.getShaderiv(shader, GL.compileStatus, &ok)
        guard ok != 0 else {
            let log = infoLog { gl.getShaderiv(shader, GL.infoLogLength, $0) } read: {
                gl.getShaderInfoLog(shader, $0, nil, $1)
            }
            gl.deleteShader(shader)
            throw RenderError.openGLFailure(stage: stage + " compile", log: log)
        }
        return shader
    }

    private func infoLog(length: (UnsafeMutablePointer<Int32>) -> Void,
                         read: (Int32, UnsafeMutablePointer<CChar>) -> Void) -> String {
        var n: Int32 = 0
        length(&n)
        guard n > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(n) + 1)
        buffer.withUnsafeMutableBufferPointer { read(n, $0.baseAddress!) }
        return String(cString: buffer)
    }
}
