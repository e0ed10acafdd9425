import AnimationCore
import CSDL2
import Foundation

/// One particle's quad as `ParticleRenderer.draw` submits it, worked out from the particle
/// alone (a pure function, so a large batch's quads can be worked out on all cores while the
/// rasterizer threads wait, then submitted in order by one thread).
struct ParticleQuad {
    enum Kind: UInt8 {
        /// Position, scale or rotation not finite (reported, not drawn).
        case nonFinite
        /// Nothing to draw: zero scale, transparent, or behind the eye.
        case invisible
        /// Outside the visible part of the target.
        case culled
        /// Drawn: corners `c0 … c3` (relative to the target), inside `minX … maxY` (drawing coordinates).
        case drawn
    }
    var kind: Kind
    var c0 = SDL_Vertex(), c1 = SDL_Vertex(), c2 = SDL_Vertex(), c3 = SDL_Vertex()
    var minX: Float = 0, minY: Float = 0, maxX: Float = 0, maxY: Float = 0

    init(kind: Kind) { self.kind = kind }

    /// What one batch's particles share.
    struct Setup {
        let projection: Projection
        let halfW: Double, halfH: Double
        let u0: Float, v0: Float, u1: Float, v1: Float
        /// Affine projections divide by one `w` for every corner.
        let affine: Bool, invW: Double
        let viewport: CullRect
        let originX: Float, originY: Float
        let tint: RGBA, alpha: Double, premultiplied: Bool
    }

    /// The quad of `particle`: its image's rectangle scaled and turned about its centre, projected.
    @inline(__always)
    init(_ particle: Particle, _ s: Setup) {
        let scale = Double(particle.scale), r = Double(particle.rotation)
        let cx = Double(particle.position.x), cy = Double(particle.position.y)
        guard scale.isFinite, r.isFinite, cx.isFinite, cy.isFinite else { self.init(kind: .nonFinite); return }
        if scale == 0 { self.init(kind: .invisible); return }
        let p = s.projection
        let c = cos(r), sn = sin(r)
        let ax = s.halfW * scale * c, ay = s.halfW * scale * sn      // rotated half-width axis
        let bx = -s.halfH * scale * sn, by = s.halfH * scale * c     // rotated half-height axis
        let color = RenderDevice.vertexColor(tint: particle.color.clamped.multiplied(by: s.tint), alpha: s.alpha,
                                             premultiplied: s.premultiplied)
        if color.a == 0 { self.init(kind: .invisible); return }
        // Corners: centre ∓ half-width axis ∓ half-height axis, projected.
        let q0 = p.apply(cx - ax - bx, cy - ay - by), q1 = p.apply(cx + ax - bx, cy + ay - by)
        let q2 = p.apply(cx + ax + bx, cy + ay + by), q3 = p.apply(cx - ax + bx, cy - ay + by)
        let k0: Double, k1: Double, k2: Double, k3: Double
        if s.affine { k0 = s.invW; k1 = s.invW; k2 = s.invW; k3 = s.invW } else {
            guard q0.w > QuadMesh.nearW, q1.w > QuadMesh.nearW, q2.w > QuadMesh.nearW, q3.w > QuadMesh.nearW else {
                self.init(kind: .invisible); return
            }
            k0 = 1 / q0.w; k1 = 1 / q1.w; k2 = 1 / q2.w; k3 = 1 / q3.w
        }
        let x0 = q0.x * k0, y0 = q0.y * k0, x1 = q1.x * k1, y1 = q1.y * k1
        let x2 = q2.x * k2, y2 = q2.y * k2, x3 = q3.x * k3, y3 = q3.y * k3
        let minX = min(min(x0, x1), min(x2, x3)), maxX = max(max(x0, x1), max(x2, x3))
        let minY = min(min(y0, y1), min(y2, y3)), maxY = max(max(y0, y1), max(y2, y3))
        // Outside the visible part of the target (the window, or a clipping tile): no pixels.
        let viewport = s.viewport
        if maxX < viewport.minX || minX > viewport.maxX || maxY < viewport.minY || minY > viewport.maxY {
            self.init(kind: .culled); return
        }
        self.init(kind: .drawn)
        let ox = s.originX, oy = s.originY
        c0 = SDL_Vertex(position: SDL_FPoint(x: Float(x0) - ox, y: Float(y0) - oy), color: color, tex_coord: SDL_FPoint(x: s.u0, y: s.v0))
        c1 = SDL_Vertex(position: SDL_FPoint(x: Float(x1) - ox, y: Float(y1) - oy), color: color, tex_coord: SDL_FPoint(x: s.u1, y: s.v0))
        c2 = SDL_Vertex(position: SDL_FPoint(x: Float(x2) - ox, y: Float(y2) - oy), color: color, tex_coord: SDL_FPoint(x: s.u1, y: s.v1))
        c3 = SDL_Vertex(position: SDL_FPoint(x: Float(x3) - ox, y: Float(y3) - oy), color: color, tex_coord: SDL_FPoint(x: s.u0, y: s.v1))
        self.minX = Float(minX); self.minY = Float(minY); self.maxX = Float(maxX); self.maxY = Float(maxY)
    }
}

/// Reused memory for a batch's quads worked out on all cores.
final class ParticleQuadBuffer {
    private(set) var capacity = 0
    private(set) var quads: UnsafeMutablePointer<ParticleQuad>?

    /// Room for `n` quads (grown as needed; kept for the next frames).
    func reserve(_ n: Int) -> UnsafeMutablePointer<ParticleQuad> {
        if let quads, capacity >= n { return quads }
        quads?.deallocate()
        let grown = max(n, capacity * 2)
        let fresh = UnsafeMutablePointer<ParticleQuad>.allocate(capacity: grown)
        quads = fresh; capacity = grown
        return fresh
    }

    /// Gives the memory back (after a frame without large batches).
    func release() {
        quads?.deallocate()
        quads = nil; capacity = 0
    }

    deinit { quads?.deallocate() }

    /// Cores used for one batch.
    static let workers = ProcessInfo.processInfo.activeProcessorCount

    /// Works out quad `i` of `count` into `quads[i]` on all cores; `particle(i)` is particle
    /// `i` in drawing order.
    static func fill(_ quads: UnsafeMutablePointer<ParticleQuad>, count: Int, _ setup: ParticleQuad.Setup,
                     particle: (Int) -> Particle) {
        let chunks = workers * 2
        DispatchQueue.concurrentPerform(iterations: chunks) { c in
            for i in (count * c / chunks)..<(count * (c + 1) / chunks) {
                (quads + i).initialize(to: ParticleQuad(particle(i), setup))
            }
        }
    }
}
