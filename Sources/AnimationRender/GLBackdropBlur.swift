import AnimationCore
import CSDL2
import Foundation

/// Filters a backdrop with OpenGL, inside the SDL renderer's own context, without reading it
/// back to the CPU: the backdrop's pixels are copied from the target SDL draws into (the
/// window's framebuffer or a render-target texture) into a texture of ours, reduced by
/// halvings, blurred by six box passes (three across, three down) and adjusted (saturation,
/// scale, offset) into the SDL texture the backdrop is drawn from, as `BackdropBlur` does on
/// the CPU and with the same integer arithmetic per pass (`GLBackdropShader`).
///
/// Inside offscreen levels (a blur view in a masked layer or group) the backdrop is the level
/// that starts the drawing space with every offscreen level above it drawn over it (as
/// `RenderTargets.readComposite` combines them on the CPU): the copy is taken from the space's
/// level and each level's texture is then drawn over the copy, source-over (`Job.levels`).
///
/// Part of the direct-OpenGL backend (issue 26; see `GLParticleRenderer` for what else is
/// drawn with OpenGL). SDL's OpenGL state is saved and restored around the passes.
final class GLBackdropBlur {
    let context: GLContext
    private let reduceProgram, boxProgram, adjustProgram, levelProgram: UInt32
    private var uniforms: [UInt32: [String: Int32]] = [:]
    private var framebuffer: UInt32 = 0, vertexArray: UInt32 = 0
    /// The copy of the backdrop, and two images the reduced passes go back and forth between.
    private var copy = Image(), images = [Image(), Image()]
    /// Backdrops filtered since the blur was made (for tests).
    private(set) var filtered = 0

    private struct Image { var name: UInt32 = 0, width = 0, height = 0 }

    init(context: GLContext) throws {
        self.context = context
        reduceProgram = try context.makeProgram(vertex: GLBackdropShader.vertex, fragment: GLBackdropShader.reduce)
        boxProgram = try context.makeProgram(vertex: GLBackdropShader.vertex, fragment: GLBackdropShader.box)
        adjustProgram = try context.makeProgram(vertex: GLBackdropShader.vertex, fragment: GLBackdropShader.adjust)
        levelProgram = try context.makeProgram(vertex: GLBackdropShader.vertex, fragment: GLBackdropShader.level)
        let gl = context.functions
        for (program, names) in [(reduceProgram, ["source", "offset", "last", "flip", "taps"]),
                                 (boxProgram, ["source", "size", "step", "radius", "high", "low"]),
                                 (adjustProgram, ["source", "saturation", "scale", "offset", "adjusts", "swapIn",
                                                  "swapOut"]),
                                 (levelProgram, ["source", "start", "flip", "swap"])] {
            uniforms[program] = Dictionary(uniqueKeysWithValues: names.map { name in
                (name, name.withCString { gl.getUniformLocation(program, $0) })
            })
        }
        gl.genFramebuffers(1, &framebuffer)
        gl.genVertexArrays(1, &vertexArray)
    }

    /// Deletes the intermediate textures (made again at the next blur).
    func removeTextures() {
        guard context.makeCurrent() else { return }
        let gl = context.functions
        for image in [copy] + images where image.name != 0 {
            var name = image.name
            gl.deleteTextures(1, &name)
        }
        copy = Image(); images = [Image(), Image()]
    }

    /// Deletes everything (the renderer goes back to the CPU blur); the object is not used again.
    func close() {
        removeTextures()
        guard context.makeCurrent() else { return }
        let gl = context.functions
        gl.deleteFramebuffers(1, &framebuffer)
        gl.deleteVertexArrays(1, &vertexArray)
        framebuffer = 0; vertexArray = 0
        for program in [reduceProgram, boxProgram, adjustProgram, levelProgram] { gl.deleteProgram(program) }
    }

    /// What one backdrop needs: where it is read and how it is filtered.
    struct Job {
        /// The backdrop's rectangle (multiples of `factor`) and the part of it inside the
        /// drawing space (the rest repeats the edge), in the current target's pixels.
        let rect: PixelRect, inside: PixelRect
        let factor: Int
        /// σ at the reduced size (no blur below 0.5), and the filter's colour change.
        let reducedSigma: Double
        let filter: BackdropFilter
        /// Offscreen levels drawn over the current target's pixels, bottom first (empty when
        /// the backdrop is the current target's own pixels).
        var levels: [Level] = []
    }

    /// An offscreen level's texture (SDL's top row first) and the region it covers, in the
    /// pixels of the target the backdrop is copied from.
    struct Level {
        let texture: Texture
        let region: PixelRect
    }

    /// The radius of each box at the reduced size (`BackdropBlur.gaussian`), or nil when the
    /// reduced image needs no blur; boxes wider than 257 pixels are left to the CPU.
    static func boxRadius(reducedSigma sigma: Double) -> Int? {
        guard sigma >= 0.5 else { return nil }
        let d = max(1, Int(((4 * sigma * sigma + 1).squareRoot()).rounded()) | 1)
        return d / 2 > 0 ? d / 2 : nil
    }

    /// True when `job` can run here: its boxes are narrow enough (`NarrowBox`).
    static func accepts(_ job: Job) -> Bool {
        (boxRadius(reducedSigma: job.reducedSigma) ?? 0) <= BackdropBlur.NarrowBox.largestRadius
    }

    /// Filters `job`'s backdrop from SDL's current target into `output` (an SDL texture of at
    /// least the reduced size, which SDL then draws), and returns false where it could not (an
    /// incomplete framebuffer, a texture SDL keeps as a rectangle texture): the caller blurs
    /// on the CPU. The caller has flushed SDL's queue.
    func run(_ job: Job, renderer: OpaquePointer, into output: Texture) -> Bool {
        let gl = context.functions
        let target = GLContext.currentTargetSize(renderer)
        var texW: Float = 0, texH: Float = 0
        gl.activeTexture(GL.texture0)
        let savedTexture = UInt32(bitPattern: gl.integers(GL.textureBinding2D)[0])
        guard SDL_GL_BindTexture(output.handle, &texW, &texH) == 0 else { return false }
        let outputName = UInt32(bitPattern: gl.integers(GL.textureBinding2D)[0])
        SDL_GL_UnbindTexture(output.handle)
        guard texW == 1, texH == 1, outputName != 0 else { return false }
        let saved = GLStateGuard(gl)
        let savedDraw = UInt32(bitPattern: gl.integers(GL.drawFramebufferBinding)[0])
        let savedRead = UInt32(bitPattern: gl.integers(GL.readFramebufferBinding)[0])
        defer {
            gl.bindFramebuffer(GL.drawFramebuffer, savedDraw)
            gl.bindFramebuffer(GL.readFramebuffer, savedRead)
            gl.activeTexture(GL.texture0)
            gl.bindTexture(GL.texture2D, savedTexture)
            saved.restore()
        }
        // The part inside the space, copied from SDL's framebuffer (bottom-up in the window's).
        let inside = job.inside
        ensure(&copy, width: inside.width, height: inside.height)
        gl.bindTexture(GL.texture2D, copy.name)
        let readY = target.isTexture ? inside.y0 : target.height - inside.y1
        gl.copyTexSubImage2D(GL.texture2D, 0, 0, 0, Int32(inside.x0), Int32(readY),
                             Int32(inside.width), Int32(inside.height))
        gl.disable(GL.blend)
        gl.disable(GL.scissorTest)
        gl.bindFramebuffer(GL.framebuffer, framebuffer)
        gl.bindVertexArray(vertexArray)
        guard drawLevels(job, flip: !target.isTexture) else { return false }
        guard var current = reduce(job, flip: !target.isTexture) else { return false }
        if let radius = Self.boxRadius(reducedSigma: job.reducedSigma) {
            guard let blurred = blur(current, width: job.rect.width / job.factor,
                                     height: job.rect.height / job.factor, radius: radius) else { return false }
            current = blurred
        }
        let swapsOutput = context.swapsRedAndBlue
        let swapsInput = context.swapsRedAndBlue && target.isTexture
        guard adjust(current, into: outputName, width: job.rect.width / job.factor,
                     height: job.rect.height / job.factor, filter: job.filter,
                     swap: (swapsInput, swapsOutput)) else { return false }
        filtered += 1
        return true
    }

    /// Draws `job.levels` over the copy, source-over, each within the part of the copy it
    /// covers; false when a level's texture is not a plain 2D texture or the framebuffer is
    /// incomplete. Copy pixel (x, y) is the target's pixel (inside.x0 + x, inside.y0 + y), or
    /// with `flip` (a copy of the window's framebuffer, rows bottom-up) (…, inside.y1 − 1 − y).
    private func drawLevels(_ job: Job, flip: Bool) -> Bool {
        guard !job.levels.isEmpty else { return true }
        let gl = context.functions, u = uniforms[levelProgram]!, inside = job.inside
        gl.framebufferTexture2D(GL.framebuffer, GL.colorAttachment0, GL.texture2D, copy.name, 0)
        guard gl.checkFramebufferStatus(GL.framebuffer) == GL.framebufferComplete else { return false }
        gl.useProgram(levelProgram)
        gl.uniform1i(u["source"]!, 0)
        gl.uniform1i(u["flip"]!, flip ? 1 : 0)
        // Render-target textures keep SDL's OpenGL ES byte order; a window's copy does not.
        gl.uniform1i(u["swap"]!, context.swapsRedAndBlue && flip ? 1 : 0)
        gl.viewport(0, 0, Int32(inside.width), Int32(inside.height))
        gl.blendFuncSeparate(GL.one, GL.oneMinusSrcAlpha, GL.one, GL.oneMinusSrcAlpha)
        gl.blendEquationSeparate(GL.funcAdd, GL.funcAdd)
        gl.enable(GL.blend)
        gl.enable(GL.scissorTest)
        defer {
            gl.disable(GL.blend)
            gl.disable(GL.scissorTest)
        }
        for level in job.levels {
            let part = inside.intersection(level.region)
            guard !part.isEmpty else { continue }
            guard let name = GLMaskCompositor.textureName(level.texture, gl) else { return false }
            gl.bindTexture(GL.texture2D, name)
            let startY = flip ? inside.y1 - 1 - level.region.y0 : inside.y0 - level.region.y0
            gl.uniform2i(u["start"]!, Int32(inside.x0 - level.region.x0), Int32(startY))
            gl.scissor(Int32(part.x0 - inside.x0), Int32(flip ? inside.y1 - part.y1 : part.y0 - inside.y0),
                       Int32(part.width), Int32(part.height))
            gl.drawArrays(GL.triangles, 0, 3)
        }
        return true
    }

    /// Halvings from the copy down to the reduced size (a plain copy when `factor` is 1);
    /// returns which of `images` holds the result, nil when a framebuffer is incomplete.
    private func reduce(_ job: Job, flip: Bool) -> Int? {
        let gl = context.functions, u = uniforms[reduceProgram]!
        gl.useProgram(reduceProgram)
        gl.uniform1i(u["source"]!, 0)
        var width = job.rect.width, height = job.rect.height, reached = 1
        var source = copy.name, into = 0
        // The first pass reads the copy: rectangle pixel p is copy pixel p − (inside − rect).
        gl.uniform2i(u["offset"]!, Int32(job.rect.x0 - job.inside.x0), Int32(job.rect.y0 - job.inside.y0))
        gl.uniform2i(u["last"]!, Int32(job.inside.width - 1), Int32(job.inside.height - 1))
        gl.uniform1i(u["flip"]!, flip ? 1 : 0)
        repeat {
            let taps = reached < job.factor ? 2 : 1
            width = max(1, (width + taps - 1) / taps); height = max(1, (height + taps - 1) / taps)
            guard draw(into: into, width: width, height: height, from: source) else { return nil }
            gl.uniform1i(u["taps"]!, Int32(taps))
            gl.drawArrays(GL.triangles, 0, 3)
            source = images[into].name
            reached *= taps
            into = 1 - into
            gl.uniform2i(u["offset"]!, 0, 0)
            gl.uniform2i(u["last"]!, Int32(width - 1), Int32(height - 1))
            gl.uniform1i(u["flip"]!, 0)
        } while reached < job.factor
        return 1 - into
    }

    /// The six boxes of `BackdropBlur.gaussian` on the reduced image in `images[start]`;
    /// returns which image holds the result, nil when a framebuffer is incomplete.
    private func blur(_ start: Int, width: Int, height: Int, radius: Int) -> Int? {
        let gl = context.functions, u = uniforms[boxProgram]!
        gl.useProgram(boxProgram)
        gl.uniform1i(u["source"]!, 0)
        gl.uniform2i(u["size"]!, Int32(width), Int32(height))
        gl.uniform1i(u["radius"]!, Int32(radius))
        let scale = (UInt64(1) << 32) / UInt64(2 * radius + 1)
        gl.uniform1i(u["high"]!, Int32(scale >> 16))
        gl.uniform1i(u["low"]!, Int32(scale & 0xFFFF))
        var current = start
        for pass in 0..<6 {
            let across = pass < 3
            gl.uniform2i(u["step"]!, across ? 1 : 0, across ? 0 : 1)
            guard draw(into: 1 - current, width: width, height: height, from: images[current].name) else { return nil }
            gl.drawArrays(GL.triangles, 0, 3)
            current = 1 - current
        }
        return current
    }

    /// The colour change into the SDL texture `output`.
    private func adjust(_ source: Int, into output: UInt32, width: Int, height: Int, filter: BackdropFilter,
                        swap: (input: Bool, output: Bool)) -> Bool {
        let gl = context.functions, u = uniforms[adjustProgram]!
        gl.useProgram(adjustProgram)
        gl.framebufferTexture2D(GL.framebuffer, GL.colorAttachment0, GL.texture2D, output, 0)
        guard gl.checkFramebufferStatus(GL.framebuffer) == GL.framebufferComplete else { return false }
        gl.viewport(0, 0, Int32(width), Int32(height))
        gl.bindTexture(GL.texture2D, images[source].name)
        gl.uniform1i(u["source"]!, 0)
        let s = Float(filter.saturation), k = Float(filter.scale), o = Float(filter.offset)
        gl.uniform1f(u["saturation"]!, s)
        gl.uniform1f(u["scale"]!, k)
        gl.uniform1f(u["offset"]!, o)
        gl.uniform1i(u["adjusts"]!, s != 1 || k != 1 || o != 0 ? 1 : 0)
        gl.uniform1i(u["swapIn"]!, swap.input ? 1 : 0)
        gl.uniform1i(u["swapOut"]!, swap.output ? 1 : 0)
        gl.drawArrays(GL.triangles, 0, 3)
        gl.framebufferTexture2D(GL.framebuffer, GL.colorAttachment0, GL.texture2D, 0, 0)
        return true
    }

    /// Makes `images[index]` (at least `width × height`) the framebuffer's colour, with the
    /// texture `source` bound to read from; false when the framebuffer is incomplete.
    private func draw(into index: Int, width: Int, height: Int, from source: UInt32) -> Bool {
        let gl = context.functions
        ensure(&images[index], width: width, height: height)
        gl.framebufferTexture2D(GL.framebuffer, GL.colorAttachment0, GL.texture2D, images[index].name, 0)
        guard gl.checkFramebufferStatus(GL.framebuffer) == GL.framebufferComplete else { return false }
        gl.viewport(0, 0, Int32(width), Int32(height))
        gl.bindTexture(GL.texture2D, source)
        return true
    }

    /// Gives `image` a texture of at least `width × height` (grown in steps of 64 pixels).
    private func ensure(_ image: inout Image, width: Int, height: Int) {
        guard image.name == 0 || image.width < width || image.height < height else { return }
        let gl = context.functions
        if image.name == 0 { gl.genTextures(1, &image.name) }
        image.width = max(image.width, (width + 63) / 64 * 64)
        image.height = max(image.height, (height + 63) / 64 * 64)
        gl.bindTexture(GL.texture2D, image.name)
        gl.texImage2D(GL.texture2D, 0, Int32(GL.rgba8), Int32(image.width), Int32(image.height), 0, GL.rgba,
                      GL.unsignedByte, nil)
        gl.texParameteri(GL.texture2D, GL.textureMinFilter, GL.nearest)
        gl.texParameteri(GL.texture2D, GL.textureMagFilter, GL.nearest)
        gl.texParameteri(GL.texture2D, GL.textureWrapS, GL.clampToEdge)
        gl.texParameteri(GL.texture2D, GL.textureWrapT, GL.clampToEdge)
    }
}
