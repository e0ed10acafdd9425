import AnimationCore
import CSDL2
import Foundation

/// An axial gradient whose start and end points lie on a vertical (or horizontal) line changes
/// only along that line. Such a layer's store is a strip a couple of points across, drawn
/// stretched over the layer with its texture coordinate held within the strip's middle pixel:
/// the same pixels as a store of the whole layer (which for a full-window sky is a megabyte or
/// more, redrawn whenever the colours animate) at a sliver of the memory and of the rasterizing.
/// Only for axis-aligned layers without rounded corners or a border, where the stretched edges
/// need no antialiasing of their own.
extension Compositor {
    /// The direction a content's gradient changes along, when its store can be a strip.
    enum StripAxis { case vertical, horizontal }

    /// The axis of `c` when its `kind` store is only an axial gradient (over an optional
    /// background colour) that changes along x or along y alone.
    static func stripAxis(of c: LayerContent, kind: StoreKind) -> StripAxis? {
        guard kind != .borderOnly, c.partSet == .gradient, !(c.cornerRadius > 0),
              kind == .contentOnly || !ContentRasterizer.hasBorder(c), let g = c.gradient, g.type == .axial,
              !g.colors.isEmpty else { return nil }
        let s = g.startPoint, e = g.endPoint
        guard s.x.isFinite, s.y.isFinite, e.x.isFinite, e.y.isFinite, s != e else { return nil }
        if s.x == e.x { return .vertical }
        if s.y == e.y { return .horizontal }
        return nil
    }

    /// Draws a gradient strip store stretched over the layer. Returns false when the fast path
    /// does not apply (the caller draws the whole store instead).
    func drawGradientStrip(_ node: RenderNode, axis: StripAxis, kind: StoreKind, projection: Projection,
                           paint: Paint) -> Bool {
        guard projection.isAxisAligned else { return false }
        let b = ContentRasterizer.usableBounds(node.bounds)
        guard b.width > 0, b.height > 0 else { return true }
        // At least two pixels across at the size on screen, so the strip's middle texels are
        // fully covered; a layer no wider than that is drawn from its whole (small) store.
        let across = max(2, 3 / CGFloat(max(projection.magnification(over: b), 1e-3)))
        guard (axis == .vertical ? b.width : b.height) > across else { return false }
        let strip = axis == .vertical
            ? CGRect(x: b.minX, y: b.minY, width: min(b.width, across), height: b.height)
            : CGRect(x: b.minX, y: b.minY, width: b.width, height: min(b.height, across))
        let stripNode = RenderNode(layerID: node.layerID, bounds: strip, content: node.content)
        // A strip longer than a store may be is drawn at the largest raster scale step that
        // fits, without the capped-store report: along a smooth gradient the lower resolution
        // does not show (a hard stop is softened by at most a pixel or two).
        var magnification = projection.magnification(over: b)
        let length = Double(max(strip.width, strip.height)) + 2 / max(magnification, 1e-6)
        let room = Double(StoreLayout.maximumSide - 2)
        if Double(StoreLayout.quantize(magnification)) * length > room, room / length > 1e-3 {
            magnification = min(magnification, pow(2, (log2(room / length) * 2).rounded(.down) / 2))
        }
        guard let entry = stores.store(for: stripNode, kind: kind, magnification: magnification),
              let layout = entry.layout, let texture = entry.texture else { return false }
        let L = layout.rect, uv = entry.uv, texels = StoreTexels(rect: L, uv: uv)
        // Along the gradient the store's padding keeps the edges antialiased; across it the
        // texture coordinate stays on the strip's middle texels.
        let rect: CGRect, coordinates: UVRect
        switch axis {
        case .vertical:
            rect = CGRect(x: b.minX, y: L.minY, width: b.width, height: L.height)
            let (u0, u1) = middleSpan(texels.u(strip.midX), texels: texture.width)
            coordinates = UVRect(u0: u0, v0: uv.v0, u1: u1, v1: uv.v1)
        case .horizontal:
            rect = CGRect(x: L.minX, y: b.minY, width: L.width, height: b.height)
            let (v0, v1) = middleSpan(texels.v(strip.midY), texels: texture.height)
            coordinates = UVRect(u0: uv.u0, v0: v0, u1: uv.u1, v1: v1)
        }
        QuadMesh.emit(rect: rect, uv: coordinates, projection: projection,
                      color: device.vertexColor(tint: paint.tint, alpha: paint.alpha), texture: texture,
                      blend: device.sourceOver, batch: batch, viewport: targets.viewport)
        return true
    }

    /// The texture-coordinate span across a strip, around `middle` (a coordinate of a texture
    /// `texels` wide or high). GPU renderers sample bilinearly within a quarter texel of the
    /// middle line. SDL's software renderer draws an axis-aligned quad as a blit from a source
    /// rectangle of whole texels truncated from the coordinates, and fills it untextured (in the
    /// vertex colour: white) when that rectangle is empty; so there the span is the one texel
    /// column holding the middle line, offset by a quarter texel so truncation keeps it.
    private func middleSpan(_ middle: Float, texels: Int) -> (Float, Float) {
        let n = Float(max(texels, 1))
        guard device.isSoftware else { return (middle - 0.25 / n, middle + 0.25 / n) }
        let column = (middle * n).rounded(.down)
        return ((column + 0.25) / n, (column + 1.25) / n)
    }
}
