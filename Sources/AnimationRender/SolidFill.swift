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
        guard kind != .borderOnly, let bg = c.backgroundColor, bg.alpha > 0, c.partSet.isEmpty,
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
        guard let store = cornerSquare(node, bounds: b, corner: radius, kind: kind, projection: projection) else { return false }
        let texture = store.texture, texels = store.texels
        let shiftX = store.square.width - b.width, shiftY = store.square.height - b.height
        // The cross: a full-height middle column and the two side strips between the corners.
        solid(CGRect(x: b.minX + radius, y: b.minY, width: b.width - 2 * radius, height: b.height))
        solid(CGRect(x: b.minX, y: b.minY + radius, width: radius, height: b.height - 2 * radius))
        solid(CGRect(x: b.maxX - radius, y: b.minY + radius, width: radius, height: b.height - 2 * radius))
        // The corners from the store (its texture coordinates are linear in layer space).
        let tint = device.vertexColor(tint: paint.tint, alpha: paint.alpha)
        for k in 0..<4 {
            let right = k % 2 == 1, bottom = k >= 2
            let r = CGRect(x: right ? b.maxX - radius : b.minX, y: bottom ? b.maxY - radius : b.minY,
                           width: radius, height: radius)
            // The same corner in the square.
            let s = r.offsetBy(dx: right ? shiftX : 0, dy: bottom ? shiftY : 0)
            QuadMesh.emit(rect: r, uv: UVRect(u0: texels.u(s.minX), v0: texels.v(s.minY), u1: texels.u(s.maxX), v1: texels.v(s.maxY)), projection: projection,
                          color: tint, texture: texture, blend: over, batch: batch, viewport: viewport)
        }
        return true
    }

    /// True when the `kind` store of `c` is only its border (a ring in the border colour).
    static func isBorderRing(_ c: LayerContent, kind: StoreKind) -> Bool {
        guard ContentRasterizer.hasBorder(c) else { return false }
        if kind == .borderOnly { return true }
        return kind == .full && c.backgroundColor.map { $0.alpha <= 0 } ?? true && c.partSet.isEmpty
    }

    /// Draws a border ring as a nine-slice of the store of a small square with the same radius and
    /// border: its four corners as they are and its edges' middle stretched along the layer's
    /// sides (the centre, transparent, is not drawn). The store of the whole layer would be
    /// mostly transparent pixels, all of them shaded every frame. Returns false when the fast
    /// path does not apply (the caller draws the whole store instead).
    func drawBorderRing(_ node: RenderNode, kind: StoreKind, projection: Projection, paint: Paint) -> Bool {
        guard device.premultiplied, projection.isAffine, projection.m44 > QuadMesh.nearW else { return false }
        let b = ContentRasterizer.usableBounds(node.bounds)
        guard b.width > 0, b.height > 0 else { return true }
        let c = node.content
        let radius = c.cornerRadius.isFinite ? max(0, min(c.cornerRadius, min(b.width, b.height) / 2)) : 0
        let corner = min(max(radius, min(c.borderWidth, min(b.width, b.height) / 2)), min(b.width, b.height) / 2)
        guard let store = cornerSquare(node, bounds: b, corner: corner, kind: kind, projection: projection) else { return false }
        let square = store.square, texture = store.texture, texels = store.texels, L = texels.rect
        let color = device.vertexColor(tint: paint.tint, alpha: paint.alpha)
        let viewport = targets.viewport, over = device.sourceOver
        // Layer-space columns and rows of the nine-slice (the store's padding outside the bounds
        // keeps the outer edge antialiased), and where each lies in the square's store.
        let padX = b.minX - L.minX, padY = b.minY - L.minY
        let xs = [b.minX - padX, b.minX + corner, b.maxX - corner, b.maxX + padX]
        let ys = [b.minY - padY, b.minY + corner, b.maxY - corner, b.maxY + padY]
        let shiftX = square.width - b.width, shiftY = square.height - b.height
        let us = [texels.u(xs[0]), texels.u(xs[1]), texels.u(xs[2] + shiftX), texels.u(xs[3] + shiftX)]
        let vs = [texels.v(ys[0]), texels.v(ys[1]), texels.v(ys[2] + shiftY), texels.v(ys[3] + shiftY)]
        let middleU = texels.u(square.midX), middleV = texels.v(square.midY)
        for row in 0..<3 {
            for column in 0..<3 where !(row == 1 && column == 1) {
                let r = CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
                guard r.width > 0, r.height > 0 else { continue }
                let coordinates = UVRect(u0: column == 1 ? middleU : us[column], v0: row == 1 ? middleV : vs[row],
                                         u1: column == 1 ? middleU : us[column + 1], v1: row == 1 ? middleV : vs[row + 1])
                QuadMesh.emit(rect: r, uv: coordinates, projection: projection, color: color, texture: texture, blend: over,
                              batch: batch, viewport: viewport)
            }
        }
        return true
    }

    /// The store of a small square at the layer's origin with the layer's content, whose
    /// `corner`-point corners are the layer's (same radius, border and colour): only those, and
    /// for rings the middle of its sides, are ever drawn, so no store of the layer's whole area
    /// is needed (and the square fits in the atlas, shared by every layer that looks alike).
    private func cornerSquare(_ node: RenderNode, bounds b: CGRect, corner: CGFloat, kind: StoreKind,
                              projection: Projection) -> (square: CGRect, texture: Texture, texels: StoreTexels)? {
        let square = CGRect(x: b.minX, y: b.minY, width: min(b.width, 2 * corner + 4), height: min(b.height, 2 * corner + 4))
        guard let entry = stores.store(for: RenderNode(layerID: node.layerID, bounds: square, content: node.content), kind: kind,
                                       magnification: projection.magnification(over: b)),
              let layout = entry.layout, let texture = entry.texture else { return nil }
        return (square, texture, StoreTexels(rect: layout.rect, uv: entry.uv))
    }
}
