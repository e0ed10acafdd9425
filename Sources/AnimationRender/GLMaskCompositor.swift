import CSDL2
import Foundation

/// Combines a masked layer with OpenGL, inside the SDL renderer's own context: the layer's
/// offscreen content and its masks' offscreen targets (SDL render-target textures, already
/// drawn) are read by one small program that multiplies the content by each mask's alpha and
/// by the layer's colour, and draws the result source-over into SDL's current target.
///
/// The SDL path does the same with blend modes: one `dst × src.alpha` pass per mask into the
/// content target (a target switch and a full pass each), then a draw of the content into the
/// parent. This path needs neither the passes nor the switches back into the content target.
/// Neither reads pixels back (only SDL's software renderer does, `RenderStats.maskReads`).
/// Each mask's product is rounded to bytes as the 8-bit content target rounds it, so both paths
/// give the same pixels to within a unit of the blender's rounding.
///
/// A mask that is one layer with a store (no sublayers) under a 2D affine transform needs no
/// target at all: the pass samples the layer's own cached store texture (`Mask.store`),
/// bilinearly as SDL draws a store into a target, through the inverse of the layer's
/// transform, and nothing is drawn for it before the pass (`RenderStats.maskTargets`).
///
/// Part of the direct-OpenGL backend (issue 26; see `GLParticleRenderer`). Not used: the
/// stencil buffer. SDL's render targets have none, and masks are soft (antialiased edges,
/// gradients, images), which a stencil test would make hard.
final class GLMaskCompositor {
    let context: GLContext
    private let program: UInt32
    private var uniforms: [String: Int32] = [:]
    private var vertexArray: UInt32 = 0
    /// Masked layers combined since the compositor was made (for tests).
    private(set) var combined = 0
    /// Masks one pass combines at most (a mask layer, and the rounded bounds of a layer that clips).
    static let maximumMasks = 2

    init(context: GLContext) throws {
        self.context = context
        program = try context.makeProgram(vertex: GLMaskShader.vertex, fragment: GLMaskShader.fragment)
        let gl = context.functions
        for name in ["rect", "targetSize", "flipY", "content", "mask0", "mask1", "masks", "contentOffset",
                     "mask0Offset", "mask1Offset", "flip", "targetHeight", "color", "swapRedBlue",
                     "mask0Store", "mask1Store", "mask0U", "mask1U", "mask0V", "mask1V", "mask0Box", "mask1Box",
                     "mask0Alpha", "mask1Alpha"] {
            uniforms[name] = name.withCString { gl.getUniformLocation(program, $0) }
        }
        gl.genVertexArrays(1, &vertexArray)
    }

    /// Deletes the program and vertex array (the renderer goes back to SDL's blend passes).
    func close() {
        guard context.makeCurrent() else { return }
        let gl = context.functions
        gl.deleteVertexArrays(1, &vertexArray)
        gl.deleteProgram(program)
        vertexArray = 0
    }

    /// A texture read by the pass: pixel `p` of the current target is its texel `p + offset`.
    struct Source {
        let texture: Texture
        let offsetX: Int, offsetY: Int
    }

    /// A layer's store sampled as a mask: the current target's pixel centre `(x, y)` (SDL's
    /// rows, top down) is texture coordinate `(u·(x, y, 1), v·(x, y, 1))`; outside `box` (the
    /// part of the texture the store covers) the mask is clear; its alpha is times `alpha`.
    struct StoreSample {
        let texture: Texture
        let u: SIMD3<Float>, v: SIMD3<Float>
        let box: UVRect
        let alpha: Float
    }

    /// What a mask is read from: a target drawn for it, or a layer's store.
    enum Mask {
        case target(Source)
        case store(StoreSample)

        var texture: Texture {
            switch self {
            case .target(let source): return source.texture
            case .store(let sample): return sample.texture
            }
        }
    }

    /// Draws `rect` (the current target's pixels) of `content` times `masks`' alpha times
    /// `color` (premultiplied, 0…255 as SDL's vertex colours) source-over into SDL's current
    /// target; false (nothing drawn) where it cannot: more masks than `maximumMasks`, or a
    /// texture SDL keeps as a rectangle texture. The caller has flushed SDL's queue.
    func draw(_ content: Source, masks: [Mask], rect: PixelRect, color: SDL_Color, renderer: OpaquePointer) -> Bool {
        guard masks.count <= Self.maximumMasks, !rect.isEmpty else { return false }
        let gl = context.functions
        gl.activeTexture(GL.texture0)
        let savedUnits = (0..<3).map { unit -> UInt32 in
            gl.activeTexture(GL.texture0 + UInt32(unit))
            return UInt32(bitPattern: gl.integers(GL.textureBinding2D)[0])
        }
        gl.activeTexture(GL.texture0)
        var names: [UInt32] = []
        for texture in [content.texture] + masks.map(\.texture) {
            guard let name = Self.textureName(texture, gl) else {
                gl.bindTexture(GL.texture2D, savedUnits[0])
                return false
            }
            names.append(name)
        }
        let saved = GLStateGuard(gl)
        defer {
            for unit in (0..<3).reversed() {
                gl.activeTexture(GL.texture0 + UInt32(unit))
                gl.bindTexture(GL.texture2D, savedUnits[unit])
            }
            saved.restore()
        }
        let target = GLContext.currentTargetSize(renderer)
        gl.useProgram(program)
        setUniforms(content, masks: masks, rect: rect, color: color, target: target)
        for (unit, name) in names.enumerated() {
            gl.activeTexture(GL.texture0 + UInt32(unit))
            gl.bindTexture(GL.texture2D, name)
        }
        gl.blendFuncSeparate(GL.one, GL.oneMinusSrcAlpha, GL.one, GL.oneMinusSrcAlpha)
        gl.blendEquationSeparate(GL.funcAdd, GL.funcAdd)
        gl.enable(GL.blend)
        gl.disable(GL.scissorTest)   // `rect` lies within SDL's clip
        gl.viewport(0, 0, Int32(target.width), Int32(target.height))
        gl.bindVertexArray(vertexArray)
        gl.drawArrays(GL.triangles, 0, 6)
        combined += 1
        return true
    }

    private func setUniforms(_ content: Source, masks: [Mask], rect: PixelRect, color: SDL_Color,
                             target: (width: Int, height: Int, isTexture: Bool)) {
        let gl = context.functions
        func loc(_ name: String) -> Int32 { uniforms[name] ?? -1 }
        gl.uniform4f(loc("rect"), Float(rect.x0), Float(rect.y0), Float(rect.x1), Float(rect.y1))
        gl.uniform2f(loc("targetSize"), Float(target.width), Float(target.height))
        gl.uniform1f(loc("flipY"), target.isTexture ? -1 : 1)
        gl.uniform1i(loc("flip"), target.isTexture ? 0 : 1)
        gl.uniform1i(loc("targetHeight"), Int32(target.height))
        gl.uniform1i(loc("masks"), Int32(masks.count))
        gl.uniform1i(loc("content"), 0)
        gl.uniform2i(loc("contentOffset"), Int32(content.offsetX), Int32(content.offsetY))
        for (index, mask) in masks.enumerated() {
            let name = "mask\(index)"
            gl.uniform1i(loc(name), Int32(index + 1))
            switch mask {
            case .target(let source):
                gl.uniform1i(loc(name + "Store"), 0)
                gl.uniform2i(loc(name + "Offset"), Int32(source.offsetX), Int32(source.offsetY))
            case .store(let sample):
                gl.uniform1i(loc(name + "Store"), 1)
                gl.uniform3f(loc(name + "U"), sample.u.x, sample.u.y, sample.u.z)
                gl.uniform3f(loc(name + "V"), sample.v.x, sample.v.y, sample.v.z)
                gl.uniform4f(loc(name + "Box"), sample.box.u0, sample.box.v0, sample.box.u1, sample.box.v1)
                gl.uniform1f(loc(name + "Alpha"), sample.alpha)
            }
        }
        // Unused mask samplers still need units of their own, distinct from the content's.
        for index in (masks.count + 1)..<(Self.maximumMasks + 1) {
            gl.uniform1i(loc("mask\(index - 1)"), Int32(index))
        }
        gl.uniform4f(loc("color"), Float(color.r) / 255, Float(color.g) / 255, Float(color.b) / 255,
                     Float(color.a) / 255)
        // As in `GLParticleRenderer`: SDL's OpenGL ES renderer keeps ARGB8888 pixels as RGBA bytes.
        let swap: Int32 = context.swapsRedAndBlue ? (target.isTexture ? 2 : 1) : 0
        gl.uniform1i(loc("swapRedBlue"), swap)
    }

    /// The OpenGL name of an SDL texture bound as a plain 2D texture, nil for a rectangle
    /// texture (texture coordinates in pixels). Leaves unit 0's binding changed.
    static func textureName(_ texture: Texture, _ gl: GLFunctions) -> UInt32? {
        var texW: Float = 0, texH: Float = 0
        guard SDL_GL_BindTexture(texture.handle, &texW, &texH) == 0 else { return nil }
        let name = UInt32(bitPattern: gl.integers(GL.textureBinding2D)[0])
        SDL_GL_UnbindTexture(texture.handle)
        return texW == 1 && texH == 1 && name != 0 ? name : nil
    }
}
