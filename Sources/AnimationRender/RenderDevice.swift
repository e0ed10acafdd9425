import AnimationCore
import CSDL2
import Foundation

/// An owned `SDL_Texture`, destroyed in `deinit` (and struck from its device's ledger).
final class Texture {
    let handle: OpaquePointer
    let width: Int
    let height: Int
    private let ledger: TextureLedger?
    /// Set for render targets on OpenGL renderers: destruction waits for the next frame.
    private let retirement: TargetTextureRetirement?
    init(handle: OpaquePointer, width: Int, height: Int, ledger: TextureLedger? = nil, retirement: TargetTextureRetirement? = nil) {
        self.handle = handle; self.width = width; self.height = height; self.ledger = ledger; self.retirement = retirement
        ledger?.made(self)
    }
    deinit {
        ledger?.destroyed(self)
        if let retirement { retirement.retire(handle) } else { SDL_DestroyTexture(handle) }
    }
    var byteCount: Int { width * height * 4 }
    /// The device's `frame` in which drawing from this texture was last queued.
    var lastDrawnFrame = -1
}

/// The SDL renderer and what it can do. On renderers with custom blend modes (OpenGL,
/// Direct3D, Metal…) textures hold premultiplied pixels and blend with
/// `ONE, ONE_MINUS_SRC_ALPHA`; on SDL's software renderer they hold straight alpha and use
/// `SDL_BLENDMODE_BLEND`, and offscreen results are combined on the CPU.
final class RenderDevice {
    let renderer: OpaquePointer
    /// True when custom blend modes work: premultiplied textures and GPU-side mask combining.
    let premultiplied: Bool
    let supportsTargets: Bool
    let isSoftware: Bool
    /// True when an OpenGL renderer is rasterized on the CPU (Mesa's llvmpipe): see `GraphicsDriver`.
    let isCPURasterizer: Bool
    /// Source-over for the texture format in use.
    let sourceOver: SDL_BlendMode
    /// Additive (particles with `renderMode = .additive`).
    let additive: SDL_BlendMode
    /// dst × src.alpha (mask combining on the GPU); only when `premultiplied`.
    let multiplyByAlpha: SDL_BlendMode
    /// dst + src for premultiplied pixels, alpha included (cross-fades on the GPU).
    let premultipliedAdd: SDL_BlendMode
    /// Counters of the current frame (updated per layer and particle: no dynamic exclusivity check).
    @exclusivity(unchecked) var stats = RenderStats()
    /// Called before pixels are uploaded into a texture: the geometry batch submits triangles
    /// still pending on it, so a store redrawn mid-frame (say at a larger scale, in the same
    /// atlas page) cannot change what layers drawn earlier in the frame show.
    var willUpload: ((Texture) -> Void)?
    /// The frame being drawn (`beginFrame`), which textures record when drawing from them is
    /// queued (`Texture.lastDrawnFrame`), so uploads into them are counted
    /// (`RenderStats.waitingUploads`).
    private(set) var frame = 0

    /// Starts a frame. The last one was presented (a window) or read back (export), which
    /// waited until all its drawing was rasterized.
    func beginFrame() { frame += 1 }

    /// Reused conversion buffer for straight-alpha uploads.
    private var scratch: [UInt32] = []
    /// Reused buffer of pixels and their transparent ring (`uploadWithTransparentRing`).
    var ringScratch: [UInt32] = []
    /// The textures this device made that are still alive.
    let ledger = TextureLedger()
    /// Render-target textures given up, freed at the next frame's start (see the type).
    let retirement: TargetTextureRetirement

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        isSoftware = info.name.map { String(cString: $0) } == "software"
        retirement = TargetTextureRetirement(renderer: renderer)
        isCPURasterizer = GraphicsDriver.openGLRendererName(renderer).map(GraphicsDriver.isCPURasterizer) ?? false
        supportsTargets = SDL_RenderTargetSupported(renderer) == SDL_TRUE
        let over = SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                                              SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
        var custom = false
        if let probe = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 1, 1) {
            custom = SDL_SetTextureBlendMode(probe, over) == 0
            SDL_DestroyTexture(probe)
        }
        premultiplied = custom
        sourceOver = custom ? over : SDL_BLENDMODE_BLEND
        additive = custom
            ? SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE, SDL_BLENDOPERATION_ADD,
                                         SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_ONE, SDL_BLENDOPERATION_ADD)
            : SDL_BLENDMODE_ADD
        multiplyByAlpha = SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                                                     SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
        premultipliedAdd = SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE, SDL_BLENDOPERATION_ADD,
                                                      SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE, SDL_BLENDOPERATION_ADD)
    }

    static var lastError: String { String(cString: SDL_GetError()) }

    /// A new texture (static, streaming or render target), or nil (reported).
    func makeTexture(width: Int, height: Int, access: SDL_TextureAccess = SDL_TEXTUREACCESS_STATIC) -> Texture? {
        guard width > 0, height > 0,
              let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(access.rawValue),
                                        Int32(width), Int32(height)) else {
            RenderDiagnostics.report("SDL_CreateTexture \(width)×\(height) failed: \(RenderDevice.lastError)")
            return nil
        }
        SDL_SetTextureScaleMode(t, isSoftware ? SDL_ScaleModeNearest : SDL_ScaleModeLinear)
        SDL_SetTextureBlendMode(t, sourceOver)
        let deferred = access == SDL_TEXTUREACCESS_TARGET && retirement.defersTargets
        return Texture(handle: t, width: width, height: height, ledger: ledger, retirement: deferred ? retirement : nil)
    }

    /// Uploads premultiplied ARGB32 rows (`stride` bytes apart) into `texture` at `(x, y)`,
    /// converting to straight alpha when the device needs it.
    func upload(_ base: UnsafeRawPointer, stride: Int, width: Int, height: Int, to texture: Texture, x: Int = 0, y: Int = 0) {
        var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(width), h: Int32(height))
        stats.textureUploads += 1
        if texture.lastDrawnFrame == frame { stats.waitingUploads += 1 }
        willUpload?(texture)
        if premultiplied {
            SDL_UpdateTexture(texture.handle, &rect, base, Int32(stride))
            return
        }
        let count = width * height
        if scratch.count < count { scratch = [UInt32](repeating: 0, count: count) }
        scratch.withUnsafeMutableBufferPointer { dst in
            for row in 0..<height {
                let src = (base + row * stride).assumingMemoryBound(to: UInt32.self)
                let out = dst.baseAddress! + row * width
                for i in 0..<width { out[i] = PixelMath.unpremultipliedARGB(src[i]) }
            }
            _ = SDL_UpdateTexture(texture.handle, &rect, dst.baseAddress, Int32(width * 4))
        }
    }

    /// Uploads a cairo canvas.
    func upload(_ canvas: CairoCanvas, to texture: Texture) {
        upload(UnsafeRawPointer(canvas.data()), stride: canvas.stride, width: canvas.width, height: canvas.height, to: texture)
    }

    /// The vertex colour that multiplies a texture by `tint` and `alpha` in the device's format.
    func vertexColor(tint: RGBA, alpha: Double) -> SDL_Color {
        let a = max(0, min(1, alpha * tint.alpha))
        func b(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        let k = premultiplied ? a : 1
        return SDL_Color(r: b(tint.red * k), g: b(tint.green * k), b: b(tint.blue * k), a: b(a))
    }

    /// The output size of the current default target.
    func outputSize() -> (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }
}
