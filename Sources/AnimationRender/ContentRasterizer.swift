import AnimationCore
import CCairo
import Foundation

/// Which part of a layer's own drawing a backing store holds. Core Animation draws the
/// border above the sublayers, so a layer with sublayers gets a separate border store.
enum StoreKind: UInt8, Hashable {
    /// Shadow, background, contents and border.
    case full
    /// Shadow, background and contents, without the border.
    case contentOnly
    /// Only the border.
    case borderOnly
}

/// Turns a layer's `LayerContent` into premultiplied pixels with cairo: the area it covers
/// (`extent`) and the pixels at a given scale (`rasterize`).
final class ContentRasterizer {
    private var fontLibrary: FontLibrary?
    /// Mask rasters of masked stores (`FlatMask`), kept while their masks stay the same.
    var maskRasters = MaskRasterCache()
    /// Reduced copies of images drawn much smaller than their pixels.
    let imageReductions = ImageReductions()

    /// Fonts are opened on first use and closed by `close()`.
    var fonts: FontLibrary {
        if let f = fontLibrary { return f }
        let f = FontLibrary(); fontLibrary = f
        return f
    }

    func close() { fontLibrary?.close(); fontLibrary = nil; maskRasters.removeAll(); imageReductions.removeAll() }

    static func hasBorder(_ c: LayerContent) -> Bool {
        c.borderWidth > 0 && c.borderWidth.isFinite && c.borderColor.alpha > 0
    }

    /// The layer-space rectangle the store must cover, or nil when nothing is drawn.
    static func extent(_ c: LayerContent, bounds rawBounds: CGRect, kind: StoreKind) -> CGRect? {
        let b = usableBounds(rawBounds)
        var r: CGRect?
        func add(_ x: CGRect?) {
            guard let x, !x.isNull, x.isFiniteRect, x.width > 0, x.height > 0 else { return }
            r = r.map { $0.union(x) } ?? x
        }
        // `partSet` says which parts are set without copying them out of their box.
        let parts = c.partSet
        if kind != .borderOnly {
            if let bg = c.backgroundColor, bg.alpha > 0 { add(b) }
            if parts.contains(.gradient) { add(b) }
            if parts.contains(.text) { add(b) }
            if parts.contains(.image), let image = c.image { add(ImageRasterizer.destinationRect(image, bounds: b)) }
            if parts.contains(.shape), let shape = c.shape { add(ShapeRasterizer.extent(shape)) }
        }
        if kind != .contentOnly, hasBorder(c) { add(b) }
        if kind != .borderOnly, parts.contains(.shadow), let shadow = c.shadow {
            add(ShadowRasterizer.extent(shadow, sourceExtent: r))
        }
        return r
    }

    /// Bounds with a negative or non-finite size become empty (reported by the compositor).
    static func usableBounds(_ b: CGRect) -> CGRect {
        guard b.isFiniteRect, b.size.width >= 0, b.size.height >= 0 else {
            return CGRect(origin: b.origin.x.isFinite && b.origin.y.isFinite ? b.origin : .zero, size: .zero)
        }
        return b
    }

    /// Draws the store's pixels, or nil when cairo cannot allocate them.
    func rasterize(_ c: LayerContent, bounds rawBounds: CGRect, kind: StoreKind, layout: StoreLayout) -> CairoCanvas? {
        guard let canvas = CairoCanvas(width: layout.pixelWidth, height: layout.pixelHeight) else { return nil }
        let b = ContentRasterizer.usableBounds(rawBounds)
        if kind != .borderOnly, let shadow = c.shadow, ShadowRasterizer.isVisible(shadow) {
            let own: CairoCanvas?
            if shadow.path == nil {
                guard let content = CairoCanvas(width: layout.pixelWidth, height: layout.pixelHeight) else {
                    return canvas
                }
                content.setLayerSpace(origin: layout.rect.origin, scale: layout.scale)
                draw(c, bounds: b, kind: kind, into: content, layout: layout)
                own = content
            } else { own = nil }
            ShadowRasterizer.draw(shadow, content: own, into: canvas, scale: layout.scale,
                                  storeOrigin: layout.rect.origin)
            if let own { canvas.paint(own); return canvas }
        }
        canvas.setLayerSpace(origin: layout.rect.origin, scale: layout.scale)
        draw(c, bounds: b, kind: kind, into: canvas, layout: layout)
        return canvas
    }

    private func draw(_ c: LayerContent, bounds b: CGRect, kind: StoreKind, into canvas: CairoCanvas,
                      layout: StoreLayout) {
        let cr = canvas.context
        let radius = c.cornerRadius.isFinite ? max(0, c.cornerRadius) : 0
        if kind != .borderOnly {
            if let bg = c.backgroundColor, bg.alpha > 0, b.width > 0, b.height > 0 {
                cairo_new_path(cr)
                canvas.addRoundedRect(b, radius: radius)
                canvas.setSource(bg)
                cairo_fill(cr)
            }
            if let image = c.image { ImageRasterizer.draw(image, bounds: b, in: canvas, reductions: imageReductions) }
            if let g = c.gradient {
                GradientRasterizer.draw(g, bounds: b, cornerRadius: radius, in: canvas,
                                        storeOrigin: layout.rect.origin, scale: layout.scale)
            }
            if let shape = c.shape { ShapeRasterizer.draw(shape, in: canvas, scale: layout.scale) }
            if let text = c.text {
                TextRasterizer.draw(text, bounds: b, in: canvas, storeOrigin: layout.rect.origin,
                                    scale: layout.scale, fonts: fonts)
            }
        }
        if kind != .contentOnly, ContentRasterizer.hasBorder(c), b.width > 0, b.height > 0 {
            let w = min(c.borderWidth, min(b.width, b.height) / 2)
            cairo_new_path(cr)
            canvas.addRoundedRect(b, radius: radius)
            canvas.addRoundedRect(b.insetBy(dx: w, dy: w), radius: max(0, radius - w))
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            canvas.setSource(c.borderColor)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
    }
}
