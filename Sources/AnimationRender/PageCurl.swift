import AnimationCore
import CSDL2
import Foundation

/// The page-curl deformation: the page is a grid whose part beyond a moving axis wraps around a
/// cylinder (and, past half a turn, lies flipped on top), lifting from the bottom-right corner
/// towards the top-left. The back of the page shows the image lighter and translucent; the
/// bend is shaded. Triangles are drawn from the flat page up to the top of the curl.
enum PageCurl {
    /// Grid cells per side.
    static let cells = 28

    static func draw(_ texture: Texture, uv: UVRect, rect: CGRect, progress q: Double, world: CATransform3D,
                     paint: Paint, compositor c: Compositor) {
        guard q > 0 else {
            QuadMesh.emit(rect: rect, uv: uv, projection: Projection(world),
                          color: c.device.vertexColor(tint: paint.tint, alpha: paint.alpha), texture: texture,
                          blend: c.device.sourceOver, batch: c.batch, viewport: c.targets.viewport)
            return
        }
        let W = Double(rect.width), H = Double(rect.height)
        let tilt = 0.3                                               // radians off vertical
        let nx = -sin(tilt), ny = -cos(tilt)                         // the curl moves up and to the left
        let ox = Double(rect.maxX), oy = Double(rect.maxY)           // the corner that lifts first
        let sMax = (Double(rect.minX) - ox) * nx + (Double(rect.minY) - oy) * ny
        let r = max(4, 0.14 * min(W, H))
        let axis = q * (sMax + Double.pi * r + 2)
        // Gentle perspective about the centre so the lifted part grows towards the viewer.
        var persp = CATransform3DIdentity
        persp.m34 = -1 / (4 * max(W, H))
        let local = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-rect.midX, -rect.midY, 0), persp),
            CATransform3DMakeTranslation(rect.midX, rect.midY, 0))
        let m = CATransform3DConcat(local, world)
        let n = cells, stride = n + 1
        struct V {
            var x: Float
            var y: Float
            var w: Double
            var u: Float
            var v: Float
            var z: Double
            var shade: Double
        }
        var verts = [V](); verts.reserveCapacity(stride * stride)
        for j in 0...n {
            for i in 0...n {
                let fu = Double(i) / Double(n), fv = Double(j) / Double(n)
                let px = Double(rect.minX) + W * fu, py = Double(rect.minY) + H * fv
                let s = (px - ox) * nx + (py - oy) * ny
                var sNew = s, z = 0.0, shade = 0.0
                if s < axis {
                    let delta = axis - s, phi = delta / r
                    if phi <= .pi { sNew = axis - r * sin(phi); z = r * (1 - cos(phi)); shade = sin(phi) }
                    else { sNew = axis + (delta - .pi * r); z = 2 * r }
                }
                let qx = px + (sNew - s) * nx, qy = py + (sNew - s) * ny
                let h = m.apply(x: CGFloat(qx), y: CGFloat(qy), z: CGFloat(z))
                let wv = Double(h.w)
                let X = wv > QuadMesh.nearW ? Float(Double(h.x) / wv) : 0,
                    Y = wv > QuadMesh.nearW ? Float(Double(h.y) / wv) : 0
                verts.append(V(x: X, y: Y, w: wv, u: uv.u0 + (uv.u1 - uv.u0) * Float(fu),
                               v: uv.v0 + (uv.v1 - uv.v0) * Float(fv), z: z, shade: shade))
            }
        }
        // Cells sorted from the flat page up to the top of the curl (painter's order).
        var order: [(Int, Double)] = []
        order.reserveCapacity(n * n)
        for j in 0..<n { for i in 0..<n {
            let k = j * stride + i
            order.append((k, verts[k].z + verts[k + 1].z + verts[k + stride].z + verts[k + stride + 1].z))
        } }
        order.sort { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        let batch = c.batch
        _ = batch.begin(texture, blend: c.device.sourceOver, vertexCount: n * n * 6)
        for (k, _) in order {
            let quad = [k, k + 1, k + stride + 1, k + stride]
            guard quad.allSatisfy({ verts[$0].w > QuadMesh.nearW }) else { continue }
            for tri in [[quad[0], quad[1], quad[2]], [quad[0], quad[2], quad[3]]] {
                let a = verts[tri[0]], b = verts[tri[1]], d = verts[tri[2]]
                let area = (b.x - a.x) * (d.y - a.y) - (b.y - a.y) * (d.x - a.x)
                let back = area < 0
                let base = batch.begin(texture, blend: c.device.sourceOver, vertexCount: 3)
                for v in [a, b, d] {
                    let light = back ? 0.95 - 0.2 * v.shade : 1 - 0.35 * v.shade
                    let tint = RGBA(red: paint.tint.red * light, green: paint.tint.green * light,
                                    blue: paint.tint.blue * light, alpha: paint.tint.alpha * (back ? 0.8 : 1))
                    batch.addVertex(v.x, v.y, v.u, v.v, c.device.vertexColor(tint: tint, alpha: paint.alpha))
                }
                batch.addTriangle(base, base + 1, base + 2)
            }
        }
        batch.flush()
    }
}
