import AnimationCore
import CSDL2
import Foundation

/// Layers whose own content is only a background colour are drawn as untextured triangles on
/// GPU renderers: llvmpipe fills untextured pixels about three times faster than textured
/// ones, and cards and scene backgrounds cover most of the window. Rounded corners keep their
/// antialiased edge: only the four corner squares are drawn, from the backing store of a small
/// rounded square with the same radius (not of the whole layer).
extension Compositor {
    /// The straight colour of content that is a background colour and nothing else (for `kind`).
    static func solidColor(of c: LayerContent, kind: StoreKind) -> RGBA? {
        guard kind != .borderOnly, let bg = c.backgroundColor, bg.alpha > 0,
              c.image == nil, c.shadow == nil, c.shape == nil, c.gradient == nil, c.text == nil,
              kind == .contentOnly || !ContentRasterizer.hasBorder(c) else { return nil }
        return bg.clamped
    }

    /// Draws a solid background (untextured; corners from the store when rounded). Returns
    /// false when the fast path does not apply (the caller draws the store instead).
    func drawSolid(_ node: RenderNode, color: RGBA, kind: StoreKind, projection: Projection, paint: Paint) -> Bool {
        guard device.premultiplied, projection.isAffine, projection.m44 > QuadMesh.nearW else { return false }
        let b = ContentRasterizer.usableBounds(node.bounds)
        guard b.width > 0, b.height > 0 else { return true }
        let radius = node.content.cornerRadius.isFinite ? max(0, min(node.content.cornerRadius, min(b.width, b.height) / 2)) : 0
        let fill = device.vertexColor(tint: paint.tint.multiplied(by: color), alpha: paint.alpha)
        let viewport = targets.viewport, over = device.sourceOver
        func solid(_ r: CGRect) {
            QuadMesh.emit(rect: r, uv: UVRect(), projection: projection, color: fill, texture: nil, blend: over,
                          batch: batch, viewport: viewport)
        }
        guard radius > 0.001 else { solid(b); return true }
        let magnification = projection.magnification(over: b)
        // The corners come from the store of a small square with the same radius and colour at
        // the same origin (its corners are the layer's, and it fits in the atlas): a card's
        // store would otherwise hold its whole area, of which only the corners are ever shown.
        let side = min(b.width, b.height, 2 * radius + 4)
        let square = CGRect(x: b.minX, y: b.minY, width: min(b.width, side), height: min(b.height, side))
        let cornerNode = RenderNode(layerID: node.layerID, bounds: square, content: node.content)
        guard let entry = stores.store(for: cornerNode, kind: kind, magnification: magnification),
              let layout = entry.layout, let texture = entry.texture else { return false }
        let shiftX = square.width - b.width, shiftY = square.height - b.height
        // The cross: a full-height middle column and the two side strips between the corners.
        solid(CGRect(x: b.minX + radius, y: b.minY, width: b.width - 2 * radius, height: b.height))
        solid(CGRect(x: b.minX, y: b.minY + radius, width: radius, height: b.height - 2 * radius))
        solid(CGRect(x: b.maxX - radius, y: b.minY + radius, width: radius, height: b.height - 2 * radius))
        // The corners from the store (its texture coordinates are linear in layer space).
        let tint = device.vertexColor(tint: paint.tint, alpha: paint.alpha)
        let L = layout.rect, uv = entry.uv
        func u(_ x: CGFloat) -> Float { uv.u0 + (uv.u1 - uv.u0) * Float((x - L.minX) / L.width) }
        func v(_ y: CGFloat) -> Float { uv.v0 + (uv.v1 - uv.v0) * Float((y - L.minY) / L.height) }
        for k in 0..<4 {
            let right = k % 2 == 1, bottom = k >= 2
            let r = CGRect(x: right ? b.maxX - radius : b.minX, y: bottom ? b.maxY - radius : b.minY,
                           width: radius, height: radius)
            // The same corner in the square.
            let s = r.offsetBy(dx: right ? shiftX : 0, dy: bottom ? shiftY : 0)
            QuadMesh.emit(rect: r, uv: UVRect(u0: u(s.minX), v0: v(s.minY), u1: u(s.maxX), v1: v(s.maxY)), projection: projection,
                          color: tint, texture: texture, blend: over, batch: batch, viewport: viewport)
        }
        return true
    }
}
