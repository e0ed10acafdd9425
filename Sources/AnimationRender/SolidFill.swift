import AnimationCore
import CSDL2
import Foundation

/// Layers whose own content is only a background colour are drawn as untextured triangles on
/// GPU renderers: llvmpipe fills untextured pixels about three times faster than textured
/// ones, and cards and scene backgrounds cover most of the window. Rounded corners keep their
/// antialiased edge: only the four corner squares are drawn, from the backing store of a small
/// rounded square with the same radius (not of the whole layer).
///
/// Edges stay antialiased (`allowsEdgeAntialiasing`, on by default here): a square layer that
/// is axis-aligned but not on whole pixels gets its partly covered edge rows and columns as
/// quads whose vertex colour carries their coverage; a rotated or sheared one, and a rounded
/// one off whole pixels, is drawn from its store instead, whose transparent padding gives the
/// edge its coverage through bilinear filtering.
extension Compositor {
    /// The straight colour of content that is a background colour and nothing else (for `kind`).
    static func solidColor(of c: LayerContent, kind: StoreKind) -> RGBA? {
        guard kind != .borderOnly, let bg = c.backgroundColor, bg.alpha > 0, c.partSet.isEmpty,
              kind == .contentOnly || !ContentRasterizer.hasBorder(c) else { return nil }
        return bg.clamped
    }

    /// Draws a solid background (untextured; corners from the store when rounded, at least at
    /// `storeScale`). Returns false when the fast path does not apply (the caller draws the store).
    func drawSolid(_ node: RenderNode, color: RGBA, kind: StoreKind, projection: Projection, paint: Paint,
                   storeScale: CGFloat? = nil) -> Bool {
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
        guard let edges = pixelEdges(b, projection) else {
            // Rotated or sheared: hard edges only when the layer asks for them (as on Apple).
            if !node.allowsEdgeAntialiasing && radius <= 0.001 { solid(b); return true }
            return false
        }
        guard radius > 0.001 else {
            if edges.whole || !node.allowsEdgeAntialiasing { solid(b) } else { solidCoverage(edges.rect, color: color, paint: paint) }
            return true
        }
        return drawRoundedSolid(node, bounds: b, radius: radius, pixels: edges.rect, color: color, kind: kind,
                                projection: projection, paint: paint, storeScale: storeScale)
    }

    /// A rounded solid layer, axis-aligned, in pixels: the cross between the corners as
    /// untextured quads (their outer edges with coverage), split at whole pixels so no two
    /// pieces share a partly covered pixel, and the four corners — a little wider than the
    /// radius, up to the split — from the store of a small rounded square. The square is white
    /// and the corners take the layer's colour from their vertices, so layers that differ only
    /// in colour share one store, and a colour that changes every frame (replicated dots whose
    /// instance colours shift) redraws nothing.
    private func drawRoundedSolid(_ node: RenderNode, bounds b: CGRect, radius: CGFloat,
                                  pixels r: (x0: Double, y0: Double, x1: Double, y1: Double), color: RGBA,
                                  kind: StoreKind, projection: Projection, paint: Paint,
                                  storeScale: CGFloat?) -> Bool {
        let sx = (r.x1 - r.x0) / Double(b.width), sy = (r.y1 - r.y0) / Double(b.height)
        guard sx >= 0.25, sy >= 0.25 else { return false }
        let left = (r.x0 + Double(radius) * sx).rounded(.up), right = (r.x1 - Double(radius) * sx).rounded(.down)
        let top = (r.y0 + Double(radius) * sy).rounded(.up), bottom = (r.y1 - Double(radius) * sy).rounded(.down)
        guard left < right, top < bottom,
              let store = cornerSquare(node, content: LayerContent(backgroundColor: .white, cornerRadius: node.content.cornerRadius),
                                       bounds: b, corner: radius, kind: kind, projection: projection,
                                       scale: storeScale) else { return false }
        solidCoverage((left, r.y0, right, r.y1), color: color, paint: paint)
        solidCoverage((r.x0, top, left, bottom), color: color, paint: paint)
        solidCoverage((right, top, r.x1, bottom), color: color, paint: paint)
        let identity = Projection(CATransform3DIdentity)
        // The square is white: the corners take the layer's colour from their vertices.
        let tint = device.vertexColor(tint: paint.tint.multiplied(by: color), alpha: paint.alpha)
        let texels = store.texels
        let shiftX = store.square.width - b.width, shiftY = store.square.height - b.height
        func point(x: Double) -> CGFloat { b.minX + CGFloat((x - r.x0) / sx) }
        func point(y: Double) -> CGFloat { b.minY + CGFloat((y - r.y0) / sy) }
        for k in 0..<4 {
            let isRight = k % 2 == 1, isBottom = k >= 2
            let px0 = isRight ? right : r.x0, px1 = isRight ? r.x1 : left
            let py0 = isBottom ? bottom : r.y0, py1 = isBottom ? r.y1 : top
            // The same corner in the square (its texture coordinates are linear in layer space).
            let dx = isRight ? shiftX : 0, dy = isBottom ? shiftY : 0
            let uv = UVRect(u0: texels.u(point(x: px0) + dx), v0: texels.v(point(y: py0) + dy),
                            u1: texels.u(point(x: px1) + dx), v1: texels.v(point(y: py1) + dy))
            QuadMesh.emit(rect: CGRect(x: px0, y: py0, width: px1 - px0, height: py1 - py0), uv: uv, projection: identity,
                          color: tint, texture: store.texture, blend: device.sourceOver, batch: batch, viewport: targets.viewport)
        }
        return true
    }

    /// Where axis-aligned `b` lands in pixels, and whether all four edges are on whole pixels;
    /// nil when the projection rotates, shears or mirrors.
    private func pixelEdges(_ b: CGRect, _ p: Projection) -> (rect: (x0: Double, y0: Double, x1: Double, y1: Double), whole: Bool)? {
        guard p.isAxisAligned else { return nil }
        let a = p.apply(Double(b.minX), Double(b.minY)), c = p.apply(Double(b.maxX), Double(b.maxY))
        let r = (x0: a.x / a.w, y0: a.y / a.w, x1: c.x / c.w, y1: c.y / c.w)
        func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-3 }
        return (r, whole(r.x0) && whole(r.y0) && whole(r.x1) && whole(r.y1))
    }

    /// Fills the pixel rectangle `r` (fractional edges) with untextured quads: the whole pixels
    /// inside at full colour, each partly covered edge row, column and corner pixel with its
    /// coverage (the exact box-filtered edge).
    private func solidCoverage(_ r: (x0: Double, y0: Double, x1: Double, y1: Double), color: RGBA, paint: Paint) {
        let identity = Projection(CATransform3DIdentity)
        let viewport = targets.viewport, tint = paint.tint.multiplied(by: color)
        for (x0, x1, cx) in Compositor.coverageSpans(r.x0, r.x1) {
            for (y0, y1, cy) in Compositor.coverageSpans(r.y0, r.y1) {
                QuadMesh.emit(rect: CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), uv: UVRect(), projection: identity,
                              color: device.vertexColor(tint: tint, alpha: paint.alpha * cx * cy), texture: nil,
                              blend: device.sourceOver, batch: batch, viewport: viewport)
            }
        }
    }

    /// `a…b` cut at whole pixels into at most three spans with the share of a pixel each covers:
    /// the partly covered first pixel, the whole pixels, the partly covered last pixel.
    static func coverageSpans(_ a: Double, _ b: Double) -> [(Double, Double, Double)] {
        guard b > a else { return [] }
        let first = a.rounded(.down), last = b.rounded(.up)
        if last - first <= 1 { return [(first, last, b - a)] }
        var spans: [(Double, Double, Double)] = []
        let innerStart = a > first ? first + 1 : first, innerEnd = b < last ? last - 1 : last
        if a > first { spans.append((first, innerStart, innerStart - a)) }
        if innerEnd > innerStart { spans.append((innerStart, innerEnd, 1)) }
        if b < last { spans.append((innerEnd, last, b - innerEnd)) }
        return spans
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
    /// path does not apply (the caller draws the whole store instead). The square's store is drawn
    /// at least at `storeScale` when given.
    func drawBorderRing(_ node: RenderNode, kind: StoreKind, projection: Projection, paint: Paint,
                        storeScale: CGFloat? = nil) -> Bool {
        guard device.premultiplied, projection.isAffine, projection.m44 > QuadMesh.nearW else { return false }
        let b = ContentRasterizer.usableBounds(node.bounds)
        guard b.width > 0, b.height > 0 else { return true }
        let c = node.content
        let radius = c.cornerRadius.isFinite ? max(0, min(c.cornerRadius, min(b.width, b.height) / 2)) : 0
        let corner = min(max(radius, min(c.borderWidth, min(b.width, b.height) / 2)), min(b.width, b.height) / 2)
        guard let store = cornerSquare(node, content: node.content, bounds: b, corner: corner, kind: kind,
                                       projection: projection, scale: storeScale) else { return false }
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

    /// The store of a small square at the layer's origin drawn with `content` (the layer's, or
    /// for a solid layer the same shape in white), whose `corner`-point corners are the layer's
    /// (same radius and border): only those, and for rings the middle of its sides, are ever
    /// drawn, so no store of the layer's whole area is needed (and the square fits in the
    /// atlas, shared by every layer that looks alike). Drawn at least at `scale` when given.
    private func cornerSquare(_ node: RenderNode, content: LayerContent, bounds b: CGRect, corner: CGFloat, kind: StoreKind,
                              projection: Projection,
                              scale: CGFloat?) -> (square: CGRect, texture: Texture, texels: StoreTexels)? {
        let square = CGRect(x: b.minX, y: b.minY, width: min(b.width, 2 * corner + 4), height: min(b.height, 2 * corner + 4))
        guard let entry = stores.store(for: RenderNode(layerID: node.layerID, bounds: square, content: content), kind: kind,
                                       magnification: projection.magnification(over: b), minimumScale: scale),
              let layout = entry.layout, let texture = entry.texture else { return nil }
        return (square, texture, StoreTexels(rect: layout.rect, uv: entry.uv))
    }
}
