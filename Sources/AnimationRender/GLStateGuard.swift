import Foundation

/// The OpenGL state SDL's renderer relies on, saved before a direct-OpenGL draw inside SDL's
/// context and put back after it: SDL caches what it last set (program, blending, viewport,
/// scissor, texture, array buffer) and does not set it again, so anything left changed would
/// change SDL's next draws. The framebuffer is not saved: the direct paths draw into the one
/// SDL bound for the current target and never bind another.
struct GLStateGuard {
    private let gl: GLFunctions
    private let program, arrayBuffer, vertexArray, activeTexture: Int32
    private let viewport, scissorBox: [Int32]
    private let blendOn, scissorOn: Bool
    private let blend: [Int32]   // src RGB, dst RGB, src alpha, dst alpha, equation RGB, equation alpha

    init(_ gl: GLFunctions) {
        self.gl = gl
        program = gl.integers(GL.currentProgram)[0]
        arrayBuffer = gl.integers(GL.arrayBufferBinding)[0]
        vertexArray = gl.integers(GL.vertexArrayBinding)[0]
        activeTexture = gl.integers(GL.activeTexture)[0]
        viewport = gl.integers(GL.viewport, count: 4)
        scissorBox = gl.integers(GL.scissorBox, count: 4)
        blendOn = gl.isEnabled(GL.blend) != 0
        scissorOn = gl.isEnabled(GL.scissorTest) != 0
        blend = [GL.blendSrcRGB, GL.blendDstRGB, GL.blendSrcAlpha, GL.blendDstAlpha,
                 GL.blendEquationRGB, GL.blendEquationAlpha].map { gl.integers($0)[0] }
    }

    /// Puts every saved value back.
    func restore() {
        gl.useProgram(UInt32(bitPattern: program))
        gl.bindVertexArray(UInt32(bitPattern: vertexArray))
        gl.bindBuffer(GL.arrayBuffer, UInt32(bitPattern: arrayBuffer))
        gl.activeTexture(UInt32(bitPattern: activeTexture))
        gl.viewport(viewport[0], viewport[1], viewport[2], viewport[3])
        gl.scissor(scissorBox[0], scissorBox[1], scissorBox[2], scissorBox[3])
        if scissorOn { gl.enable(GL.scissorTest) } else { gl.disable(GL.scissorTest) }
        let b = blend.map { UInt32(bitPattern: $0) }
        gl.blendFuncSeparate(b[0], b[1], b[2], b[3])
        gl.blendEquationSeparate(b[4], b[5])
        if blendOn { gl.enable(GL.blend) } else { gl.disable(GL.blend) }
    }
}
