import AnimationCore
import CSDL2
import Foundation

/// The hand-over from `Compositor` to the direct-OpenGL layer quads (`GLQuadRenderer`).
///
/// On the OpenGL backend a layer whose content is a background colour and a border is one shape
/// quad at any 2D affine transform and raster scale, and a circular rounded clip cuts quads in
/// the fragment stage (`drawsAnalyticShapesOnGL`, on by default): no stores, nine-slices
/// (`SolidFill`) or corner-clip geometry for them. Rounded corners and turned border rings stay
/// stores unless `drawsRoundedShapesOnGL` is set; with `drawsAnalyticShapesOnGL` off, only
/// square, unbordered, axis-aligned solids are shape quads. Every other store is one textured
/// quad: no coverage outline
/// (`CoverageOutline`, which trades triangles for fill on llvmpipe). Falls back to
/// `SDL_RenderGeometry` (returns false) under perspective (`QuadMesh`'s grid), inside an
/// elliptical rounded clip (`GeometryBatch.cornerClip` under a non-uniform scale; a circular
/// one is cut in the fragment stage), for shapes that turn edge antialiasing off, on renderers
/// with straight alpha, and for quads reaching past `QuadMesh.guardBand`. A store with a mask
/// folded in (`FlatMask`) is a textured quad like any other.
extension Compositor {
    /// Draws the `kind` part of `node`'s content as a GL shape quad when that part is only a
    /// background colour and a border; returns false (nothing drawn) when it is anything else
    /// or the GL path does not apply.
    ///
    /// The quad shows what the `SDL_RenderGeometry` path would: the store cairo draws (whole, or
    /// for rounded solids and border rings the small square `SolidFill` slices) sampled
    /// bilinearly, worked out in the fragment stage (`GLQuadShader`), so no store, slice,
    /// outline or corner-clip geometry is made. With `drawsAnalyticShapesOnGL` off, only
    /// square, unbordered, axis-aligned layers outside rounded clips are drawn here. When it
    /// returns false after working out the store's scale, `storeScale` is that scale: the store
    /// path draws the store at least that large, so a store drawn after frames the shader drew
    /// is as large as the `SDL_RenderGeometry` path's, which those frames grew.
    func drawShapeOnGL(_ node: RenderNode, kind: StoreKind, projection p: Projection, paint: Paint,
                       storeScale: inout CGFloat?) -> Bool {
        // Under perspective too, for the scale memory below (`drawsQuadsOnGL` then declines).
        guard node.allowsEdgeAntialiasing, drawsLayerQuadsOnGL, batch.quads != nil,
              device.premultiplied else { return false }
        let c = node.content
        guard kind == .borderOnly || c.partSet.isEmpty else { return false }
        if !drawsAnalyticShapesOnGL {
            let square = !(c.cornerRadius > 0.001) && (kind == .contentOnly || !ContentRasterizer.hasBorder(c))
            guard square, kind != .borderOnly, drawsQuadsOnGL(p), batch.cornerClip == nil,
                  p.isAxisAligned else { return false }
        } else if !drawsRoundedShapesOnGL && c.cornerRadius > 0.001 {
            return false
        }
        let fillColor = kind == .borderOnly ? nil : c.backgroundColor.flatMap { $0.alpha > 0 ? $0.clamped : nil }
        let hasBorder = kind != .contentOnly && ContentRasterizer.hasBorder(c)
        let b = ContentRasterizer.usableBounds(node.bounds)
        guard fillColor != nil || hasBorder, b.width > 0, b.height > 0 else { return drawsQuadsOnGL(p) }
        // As cairo draws it (`ContentRasterizer`): the radius at most half the shorter side, the
        // border at most that, its inner edge rounded by the radius less the border width.
        let shortSide = min(b.width, b.height)
        let radius = c.cornerRadius.isFinite ? max(0, c.cornerRadius) : 0
        var shape = GLQuadRenderer.Appearance(fill: fillColor.map { Self.premultiplied($0, paint) } ?? .zero)
        shape.rect = SIMD4(Float(b.minX), Float(b.minY), Float(b.maxX), Float(b.maxY))
        shape.radius = Float(min(radius, shortSide / 2))
        if hasBorder {
            let width = min(c.borderWidth, shortSide / 2)
            shape.borderWidth = Float(width)
            shape.innerRadius = Float(max(0, min(radius - width, (shortSide - 2 * width) / 2)))
            shape.border = Self.premultiplied(c.borderColor.clamped, paint)
        }
        let ownFill = fillColor.map { Self.premultiplied($0, .opaque) } ?? .zero
        let ownBorder = hasBorder ? Self.premultiplied(c.borderColor.clamped, .opaque) : .zero
        // The store's scale is looked up (and remembered) before the cases below that leave the
        // layer to the `SDL_RenderGeometry` path: that path grows the store it draws from, so
        // the shader must know of those frames too (a picture turned and enlarged, then upright;
        // a card swung towards the viewer in perspective, then flat).
        let grid = storeGrid(b, kind: kind, radius: CGFloat(shape.radius), border: hasBorder ? c.borderWidth : nil,
                             colors: (fill: ownFill, border: ownBorder), projection: p)
        storeScale = grid.remembered > 0 ? grid.remembered : nil
        guard drawsQuadsOnGL(p) else { return false }
        // A turned border ring's nine-slice loses part of its outer edge's ramp between slices
        // on the SDL path, which the shader does not reproduce: those stay slices by default.
        if hasBorder, fillColor == nil, drawsSlicedStores, !p.isAxisAligned, !drawsRoundedShapesOnGL { return false }
        shape.storeScale = grid.scale
        shape.borderAlpha = ownBorder.w
        shape.highPhase = grid.phase
        shape.slice = grid.slice
        // Two pixels beyond the bounds on every side: the partly covered pixels of the edge and
        // of the store's padding sampled between pixels.
        let a = p.m11 / p.m44, bb = p.m12 / p.m44, cc = p.m21 / p.m44, d = p.m22 / p.m44
        let perPointX = (a * a + bb * bb).squareRoot(), perPointY = (cc * cc + d * d).squareRoot()
        guard perPointX > 1e-6, perPointY > 1e-6 else { return false }
        let area = b.insetBy(dx: -CGFloat(2 / perPointX), dy: -CGFloat(2 / perPointY))
        return addQuadOnGL(area, projection: p, paint: shape)
    }

    /// The store the `SDL_RenderGeometry` path would draw a shape from (see `drawStore`): its
    /// pixels per point (`StoreLayout`'s raster scale) and how far its pixel grid is shifted in
    /// the layer's right and bottom halves, where a sliced store's square (`SolidFill`: rounded
    /// solids drawn axis-aligned, border rings) is drawn shifted. Scale 0 for a square solid
    /// drawn axis-aligned, which that path fills with coverage quads instead of a store. The
    /// store's scale is the one `StoreCache` would keep for it (`ShapeScaleMemory`); for a
    /// border ring drawn as a nine-slice, also the size of its corner slices.
    private func storeGrid(_ b: CGRect, kind: StoreKind, radius: CGFloat, border: CGFloat?,
                           colors: (fill: SIMD4<Float>, border: SIMD4<Float>),
                           projection p: Projection)
        -> (scale: Float, phase: SIMD2<Float>, slice: Float, remembered: CGFloat) {
        let rounded = radius > 0.001
        if border == nil, !rounded, p.isAxisAligned { return (0, .zero, 0, 0) }
        let shortSide = min(b.width, b.height)
        var corner: CGFloat?
        if let width = border, colors.fill.w <= 0, drawsSlicedStores, p.isAffine, p.m44 > QuadMesh.nearW {
            corner = min(max(radius, min(width, shortSide / 2)), shortSide / 2)
        } else if border == nil, rounded, slicesRoundedSolid(b, radius: radius, projection: p) {
            corner = radius
        }
        let size = corner.map { CGSize(width: min(b.width, 2 * $0 + 4), height: min(b.height, 2 * $0 + 4)) } ?? b.size
        // A solid's store is white (tinted when drawn, one store for every colour); a bordered
        // store has the colours.
        let key = ShapeScaleMemory.Key(kind: kind, width: Float(size.width), height: Float(size.height),
                                       radius: Float(radius), border: Float(border ?? 0),
                                       fill: border == nil ? SIMD4(repeating: 1) : colors.fill,
                                       borderColor: colors.border)
        let quantized = StoreLayout.quantize(p.magnification(over: b))
        let remembered = shapeScales.scale(for: key, quantized: quantized)
        var scale = Double(remembered)
        let longest = Double(max(size.width, size.height)), side = Double(StoreLayout.maximumSide)
        if longest * scale > side { scale = side / longest }
        let ring = border != nil && corner != nil
        return (Float(scale), SIMD2(Float(b.width - size.width), Float(b.height - size.height)),
                ring ? Float(corner ?? 0) : 0, remembered)
    }

    /// Whether `drawSolid` draws this rounded solid from the corners of a small square's store
    /// (axis-aligned, not mirrored, with whole pixels between its corners), not a store of it all.
    private func slicesRoundedSolid(_ b: CGRect, radius: CGFloat, projection p: Projection) -> Bool {
        guard p.isAxisAligned else { return false }
        let a = p.apply(Double(b.minX), Double(b.minY)), c = p.apply(Double(b.maxX), Double(b.maxY))
        let x0 = a.x / a.w, y0 = a.y / a.w, x1 = c.x / c.w, y1 = c.y / c.w
        let sx = (x1 - x0) / Double(b.width), sy = (y1 - y0) / Double(b.height), r = Double(radius)
        guard sx >= 0.25, sy >= 0.25 else { return false }
        return (x0 + r * sx).rounded(.up) < (x1 - r * sx).rounded(.down)
            && (y0 + r * sy).rounded(.up) < (y1 - r * sy).rounded(.down)
    }

    /// Draws `rect` of a store (`uv` of `texture`) tinted by `paint` as a GL textured quad;
    /// returns false (nothing drawn) when the GL path does not apply.
    func drawStoreOnGL(_ rect: CGRect, uv: UVRect, texture: Texture, projection p: Projection, tint: RGBA,
                       alpha: Double) -> Bool {
        guard drawsQuadsOnGL(p) else { return false }
        guard rect.width > 0, rect.height > 0 else { return true }
        var quad = GLQuadRenderer.Appearance(fill: Self.premultiplied(tint, Paint(alpha: alpha, tint: .white)))
        quad.texture = texture
        quad.uv = uv
        return addQuadOnGL(rect, projection: p, paint: quad)
    }

    /// Whether the GL quads draw under `p` here: an OpenGL backend, premultiplied targets, a 2D
    /// affine transform, and no rounded clip in force unless its corners are circular.
    private func drawsQuadsOnGL(_ p: Projection) -> Bool {
        guard drawsLayerQuadsOnGL, batch.quads != nil, device.premultiplied, p.isAffine,
              p.m44 > QuadMesh.nearW else { return false }
        if let c = batch.cornerClip { return drawsAnalyticShapesOnGL && abs(c.rx - c.ry) <= 0.01 * max(c.rx, c.ry) }
        return true
    }

    /// Queues layer-space `rect` through affine `p`; false when it reaches past the guard band.
    private func addQuadOnGL(_ rect: CGRect, projection p: Projection,
                             paint original: GLQuadRenderer.Appearance) -> Bool {
        var paint = original
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        let w = p.m44
        let xs = SIMD4((x0 * p.m11 + y0 * p.m21 + p.m41) / w, (x1 * p.m11 + y0 * p.m21 + p.m41) / w,
                       (x1 * p.m11 + y1 * p.m21 + p.m41) / w, (x0 * p.m11 + y1 * p.m21 + p.m41) / w)
        let ys = SIMD4((x0 * p.m12 + y0 * p.m22 + p.m42) / w, (x1 * p.m12 + y0 * p.m22 + p.m42) / w,
                       (x1 * p.m12 + y1 * p.m22 + p.m42) / w, (x0 * p.m12 + y1 * p.m22 + p.m42) / w)
        let minX = xs.min(), maxX = xs.max(), minY = ys.min(), maxY = ys.max()
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite,
              max(abs(minX), abs(maxX), abs(minY), abs(maxY)) < QuadMesh.guardBand else { return false }
        let viewport = targets.viewport
        if maxX < viewport.minX || maxY < viewport.minY || minX > viewport.maxX || minY > viewport.maxY { return true }
        if let c = batch.cornerClip {
            let ox = batch.offsetX, oy = batch.offsetY
            paint.clip = SIMD4(c.minX - ox, c.minY - oy, c.maxX - ox, c.maxY - oy)
            paint.clipRadius = c.rx
        }
        let offset = SIMD4<Double>(repeating: 1)
        let corners = GLQuadRenderer.Corners(
            x: SIMD4<Float>(xs - offset * Double(batch.offsetX)), y: SIMD4<Float>(ys - offset * Double(batch.offsetY)),
            localX: SIMD4(Float(x0), Float(x1), Float(x1), Float(x0)),
            localY: SIMD4(Float(y0), Float(y0), Float(y1), Float(y1)))
        batch.addQuad(corners, paint)
        batch.includeInDrawnBounds(minX: Float(minX), minY: Float(minY), maxX: Float(maxX), maxY: Float(maxY))
        device.stats.layerQuadsOnGPU += 1
        return true
    }

    /// `color` tinted and faded by `paint`, premultiplied (as `RenderDevice.vertexColor`, unrounded).
    static func premultiplied(_ color: RGBA, _ paint: Paint) -> SIMD4<Float> {
        let t = paint.tint.multiplied(by: color)
        let a = max(0, min(1, paint.alpha * t.alpha))
        return SIMD4(Float(t.red * a), Float(t.green * a), Float(t.blue * a), Float(a))
    }
}

extension GeometryBatch {
    /// Queues a GL layer quad; triangles pending for `SDL_RenderGeometry` are submitted first.
    func addQuad(_ corners: GLQuadRenderer.Corners, _ paint: GLQuadRenderer.Appearance) {
        guard let quads else { return }
        if !vertices.isEmpty || !indices.isEmpty { flush() }
        quadsPending = true
        quads.add(corners, paint)
    }

    /// Draws the pending GL layer quads after everything SDL has queued.
    func flushQuads() {
        quadsPending = false
        guard let quads, quads.hasPending else { return }
        SDL_RenderFlush(device.renderer)
        let drawn = quads.draw(device.renderer)
        device.stats.drawCalls += drawn.draws
        device.stats.triangles += drawn.triangles
    }
}
