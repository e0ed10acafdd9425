import CSDL2
import Foundation

/// The OpenGL 3.3 core / OpenGL ES 3.0 entry points the direct-OpenGL paths use, loaded
/// through `SDL_GL_GetProcAddress` from the context current when `load()` runs (an SDL
/// renderer's). No OpenGL headers or libraries are linked: SDL loads the driver.
///
/// Part of the direct-OpenGL backend (issue 26): see `GLParticleRenderer` for what is drawn
/// with it so far.
struct GLFunctions {
    typealias Enum = UInt32
    let getString: @convention(c) (Enum) -> UnsafePointer<UInt8>?
    let getIntegerv: @convention(c) (Enum, UnsafeMutablePointer<Int32>?) -> Void
    let getError: @convention(c) () -> Enum
    let isEnabled: @convention(c) (Enum) -> UInt8
    let enable: @convention(c) (Enum) -> Void
    let disable: @convention(c) (Enum) -> Void
    let createShader: @convention(c) (Enum) -> UInt32
    typealias Sources = UnsafePointer<UnsafePointer<CChar>?>?
    typealias Log = UnsafeMutablePointer<CChar>?
    let shaderSource: @convention(c) (UInt32, Int32, Sources, UnsafePointer<Int32>?) -> Void
    let compileShader: @convention(c) (UInt32) -> Void
    let getShaderiv: @convention(c) (UInt32, Enum, UnsafeMutablePointer<Int32>?) -> Void
    let getShaderInfoLog: @convention(c) (UInt32, Int32, UnsafeMutablePointer<Int32>?, Log) -> Void
    let deleteShader: @convention(c) (UInt32) -> Void
    let createProgram: @convention(c) () -> UInt32
    let attachShader: @convention(c) (UInt32, UInt32) -> Void
    let linkProgram: @convention(c) (UInt32) -> Void
    let getProgramiv: @convention(c) (UInt32, Enum, UnsafeMutablePointer<Int32>?) -> Void
    let getProgramInfoLog: @convention(c) (UInt32, Int32, UnsafeMutablePointer<Int32>?, Log) -> Void
    let deleteProgram: @convention(c) (UInt32) -> Void
    let useProgram: @convention(c) (UInt32) -> Void
    let getUniformLocation: @convention(c) (UInt32, UnsafePointer<CChar>?) -> Int32
    let uniform1i: @convention(c) (Int32, Int32) -> Void
    let uniform1f: @convention(c) (Int32, Float) -> Void
    let uniform2f: @convention(c) (Int32, Float, Float) -> Void
    let uniform2i: @convention(c) (Int32, Int32, Int32) -> Void
    let uniform3f: @convention(c) (Int32, Float, Float, Float) -> Void
    let uniform4f: @convention(c) (Int32, Float, Float, Float, Float) -> Void
    let genVertexArrays: @convention(c) (Int32, UnsafeMutablePointer<UInt32>?) -> Void
    let deleteVertexArrays: @convention(c) (Int32, UnsafePointer<UInt32>?) -> Void
    let bindVertexArray: @convention(c) (UInt32) -> Void
    let genBuffers: @convention(c) (Int32, UnsafeMutablePointer<UInt32>?) -> Void
    let deleteBuffers: @convention(c) (Int32, UnsafePointer<UInt32>?) -> Void
    let bindBuffer: @convention(c) (Enum, UInt32) -> Void
    let bufferData: @convention(c) (Enum, Int, UnsafeRawPointer?, Enum) -> Void
    let bufferSubData: @convention(c) (Enum, Int, Int, UnsafeRawPointer?) -> Void
    let vertexAttribPointer: @convention(c) (UInt32, Int32, Enum, UInt8, Int32, UnsafeRawPointer?) -> Void
    let enableVertexAttribArray: @convention(c) (UInt32) -> Void
    let vertexAttribDivisor: @convention(c) (UInt32, UInt32) -> Void
    let drawArraysInstanced: @convention(c) (Enum, Int32, Int32, Int32) -> Void
    let blendFuncSeparate: @convention(c) (Enum, Enum, Enum, Enum) -> Void
    let blendEquationSeparate: @convention(c) (Enum, Enum) -> Void
    let viewport: @convention(c) (Int32, Int32, Int32, Int32) -> Void
    let scissor: @convention(c) (Int32, Int32, Int32, Int32) -> Void
    let activeTexture: @convention(c) (Enum) -> Void
    let bindTexture: @convention(c) (Enum, UInt32) -> Void
    let genTextures: @convention(c) (Int32, UnsafeMutablePointer<UInt32>?) -> Void
    let deleteTextures: @convention(c) (Int32, UnsafePointer<UInt32>?) -> Void
    let texImage2D: @convention(c) (Enum, Int32, Int32, Int32, Int32, Int32, Enum, Enum, UnsafeRawPointer?) -> Void
    let texParameteri: @convention(c) (Enum, Enum, Int32) -> Void
    let copyTexSubImage2D: @convention(c) (Enum, Int32, Int32, Int32, Int32, Int32, Int32, Int32) -> Void
    let genFramebuffers: @convention(c) (Int32, UnsafeMutablePointer<UInt32>?) -> Void
    let deleteFramebuffers: @convention(c) (Int32, UnsafePointer<UInt32>?) -> Void
    let bindFramebuffer: @convention(c) (Enum, UInt32) -> Void
    let framebufferTexture2D: @convention(c) (Enum, Enum, Enum, UInt32, Int32) -> Void
    let checkFramebufferStatus: @convention(c) (Enum) -> Enum
    let drawArrays: @convention(c) (Enum, Int32, Int32) -> Void
    let readPixels: @convention(c) (Int32, Int32, Int32, Int32, Enum, Enum, UnsafeMutableRawPointer?) -> Void
    let pixelStorei: @convention(c) (Enum, Int32) -> Void
    let mapBufferRange: @convention(c) (Enum, Int, Int, UInt32) -> UnsafeMutableRawPointer?
    let unmapBuffer: @convention(c) (Enum) -> UInt8
    let fenceSync: @convention(c) (Enum, UInt32) -> OpaquePointer?
    let clientWaitSync: @convention(c) (OpaquePointer?, UInt32, UInt64) -> Enum
    let deleteSync: @convention(c) (OpaquePointer?) -> Void
    let flush: @convention(c) () -> Void

    /// Loads every entry point from the current context; throws `RenderError.sdlFailure`
    /// naming the first one missing.
    static func load() throws -> GLFunctions {
        func f<T>(_ name: String) throws -> T {
            guard let p = SDL_GL_GetProcAddress(name) else {
                throw RenderError.sdlFailure(call: "SDL_GL_GetProcAddress(\(name))", message: RenderDevice.lastError)
            }
            return unsafeBitCast(p, to: T.self)
        }
        return GLFunctions(
            getString: try f("glGetString"), getIntegerv: try f("glGetIntegerv"), getError: try f("glGetError"),
            isEnabled: try f("glIsEnabled"), enable: try f("glEnable"), disable: try f("glDisable"),
            createShader: try f("glCreateShader"), shaderSource: try f("glShaderSource"),
            compileShader: try f("glCompileShader"), getShaderiv: try f("glGetShaderiv"),
            getShaderInfoLog: try f("glGetShaderInfoLog"), deleteShader: try f("glDeleteShader"),
            createProgram: try f("glCreateProgram"), attachShader: try f("glAttachShader"),
            linkProgram: try f("glLinkProgram"), getProgramiv: try f("glGetProgramiv"),
            getProgramInfoLog: try f("glGetProgramInfoLog"), deleteProgram: try f("glDeleteProgram"),
            useProgram: try f("glUseProgram"), getUniformLocation: try f("glGetUniformLocation"),
            uniform1i: try f("glUniform1i"), uniform1f: try f("glUniform1f"), uniform2f: try f("glUniform2f"),
            uniform2i: try f("glUniform2i"), uniform3f: try f("glUniform3f"),
            uniform4f: try f("glUniform4f"),
            genVertexArrays: try f("glGenVertexArrays"),
            deleteVertexArrays: try f("glDeleteVertexArrays"), bindVertexArray: try f("glBindVertexArray"),
            genBuffers: try f("glGenBuffers"), deleteBuffers: try f("glDeleteBuffers"),
            bindBuffer: try f("glBindBuffer"),
            bufferData: try f("glBufferData"), bufferSubData: try f("glBufferSubData"),
            vertexAttribPointer: try f("glVertexAttribPointer"),
            enableVertexAttribArray: try f("glEnableVertexAttribArray"),
            vertexAttribDivisor: try f("glVertexAttribDivisor"), drawArraysInstanced: try f("glDrawArraysInstanced"),
            blendFuncSeparate: try f("glBlendFuncSeparate"), blendEquationSeparate: try f("glBlendEquationSeparate"),
            viewport: try f("glViewport"), scissor: try f("glScissor"), activeTexture: try f("glActiveTexture"),
            bindTexture: try f("glBindTexture"),
            genTextures: try f("glGenTextures"), deleteTextures: try f("glDeleteTextures"),
            texImage2D: try f("glTexImage2D"), texParameteri: try f("glTexParameteri"),
            copyTexSubImage2D: try f("glCopyTexSubImage2D"),
            genFramebuffers: try f("glGenFramebuffers"), deleteFramebuffers: try f("glDeleteFramebuffers"),
            bindFramebuffer: try f("glBindFramebuffer"), framebufferTexture2D: try f("glFramebufferTexture2D"),
            checkFramebufferStatus: try f("glCheckFramebufferStatus"), drawArrays: try f("glDrawArrays"),
            readPixels: try f("glReadPixels"), pixelStorei: try f("glPixelStorei"),
            mapBufferRange: try f("glMapBufferRange"), unmapBuffer: try f("glUnmapBuffer"),
            fenceSync: try f("glFenceSync"), clientWaitSync: try f("glClientWaitSync"),
            deleteSync: try f("glDeleteSync"), flush: try f("glFlush"))
    }

    /// The integer state `name` (`glGetIntegerv`), for up to four values.
    func integers(_ name: Enum, count: Int = 1) -> [Int32] {
        var v = [Int32](repeating: 0, count: max(4, count))
        v.withUnsafeMutableBufferPointer { getIntegerv(name, $0.baseAddress) }
        return Array(v.prefix(count))
    }

    func string(_ name: Enum) -> String? { getString(name).map { String(cString: $0) } }
}

/// The OpenGL enum values used (from the Khronos registry; the same in OpenGL and OpenGL ES).
enum GL {
    static let vendor: UInt32 = 0x1F00, renderer: UInt32 = 0x1F01, version: UInt32 = 0x1F02
    static let vertexShader: UInt32 = 0x8B31, fragmentShader: UInt32 = 0x8B30
    static let compileStatus: UInt32 = 0x8B81, linkStatus: UInt32 = 0x8B82, infoLogLength: UInt32 = 0x8B84
    static let arrayBuffer: UInt32 = 0x8892, dynamicDraw: UInt32 = 0x88E8, streamDraw: UInt32 = 0x88E0
    static let float: UInt32 = 0x1406, triangles: UInt32 = 0x0004
    static let blend: UInt32 = 0x0BE2, scissorTest: UInt32 = 0x0C11
    static let one: UInt32 = 1, zero: UInt32 = 0, oneMinusSrcAlpha: UInt32 = 0x0303, funcAdd: UInt32 = 0x8006
    static let texture2D: UInt32 = 0x0DE1, texture0: UInt32 = 0x84C0
    static let currentProgram: UInt32 = 0x8B8D, arrayBufferBinding: UInt32 = 0x8894
    static let vertexArrayBinding: UInt32 = 0x85B5, activeTexture: UInt32 = 0x84E0
    static let textureBinding2D: UInt32 = 0x8069, viewport: UInt32 = 0x0BA2, scissorBox: UInt32 = 0x0C10
    static let blendSrcRGB: UInt32 = 0x80C9, blendDstRGB: UInt32 = 0x80C8
    static let blendSrcAlpha: UInt32 = 0x80CB, blendDstAlpha: UInt32 = 0x80CA
    static let blendEquationRGB: UInt32 = 0x8009, blendEquationAlpha: UInt32 = 0x883D
    static let noError: UInt32 = 0
    static let framebuffer: UInt32 = 0x8D40, readFramebuffer: UInt32 = 0x8CA8, drawFramebuffer: UInt32 = 0x8CA9
    static let drawFramebufferBinding: UInt32 = 0x8CA6, readFramebufferBinding: UInt32 = 0x8CAA
    static let colorAttachment0: UInt32 = 0x8CE0, framebufferComplete: UInt32 = 0x8CD5
    static let rgba: UInt32 = 0x1908, rgba8: UInt32 = 0x8058, unsignedByte: UInt32 = 0x1401
    static let textureMinFilter: UInt32 = 0x2801, textureMagFilter: UInt32 = 0x2800, nearest: Int32 = 0x2600
    static let textureWrapS: UInt32 = 0x2802, textureWrapT: UInt32 = 0x2803, clampToEdge: Int32 = 0x812F
    static let pixelPackBuffer: UInt32 = 0x88EB, pixelPackBufferBinding: UInt32 = 0x88ED, streamRead: UInt32 = 0x88E1
    static let packRowLength: UInt32 = 0x0D02, packAlignment: UInt32 = 0x0D05, mapReadBit: UInt32 = 0x0001
    static let syncGPUCommandsComplete: UInt32 = 0x9117, syncFlushCommandsBit: UInt32 = 0x0001
    static let timeoutExpired: UInt32 = 0x911B
}
