import AnimationCore
import CSDL2
import Foundation

/// The hand-over from `Compositor` to the direct-OpenGL layer quads (`GLQuadRenderer`).
///
/// On the OpenGL backend a square, unbordered, axis-aligned solid layer is one shape quad (with
/// `drawsAnalyticShapesOnGL`, also one with any corner radius, border or 2D affine transform: no
/// corner stores or nine-slices (`SolidFill`) and no store of its rounded shape; off by default,
/// see `drawShapeOnGL`). Every other store is one textured quad: no coverage outline
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
    /// By default only square, unbordered, axis-aligned layers outside rounded clips: there the
    /// shader's coverage is exactly the SDL path's (`SolidFill.solidCoverage`). Rounded corners,
    /// borders, turned layers and rounded clips are drawn analytically only with
    /// `drawsAnalyticShapesOnGL`: their edge pixels differ from the stores cairo draws (arcs as
    /// chords, a store's own pixel grid, bilinear sampling when turned) by more than the golden
    /// tolerance — on llvmpipe up to 50/255 on 3–4 % of a test frame's pixels, 0.2–1.3 % of
    /// five gallery scenes' — so those go through stores (textured quads) for now.
    func drawShapeOnGL(_ node: RenderNode, kind: StoreKind, projection p: Projection, paint: Paint) -> Bool {
        guard node.allowsEdgeAntialiasing, drawsQuadsOnGL(p) else { return false }
        let c = node.content
        guard kind == .borderOnly || c.partSet.isEmpty else { return false }
        if !drawsAnalyticShapesOnGL {
            let square = !(c.cornerRadius > 0.001) && (kind == .contentOnly || !ContentRasterizer.hasBorder(c))
            guard square, kind != .borderOnly, batch.cornerClip == nil, p.isAxisAligned else { return false }
        }
        let fillColor = kind == .borderOnly ? nil : c.backgroundColor.flatMap { $0.alpha > 0 ? $0.clamped : nil }
        let hasBorder = kind != .contentOnly && ContentRasterizer.hasBorder(c)
        let b = ContentRasterizer.usableBounds(node.bounds)
        guard fillColor != nil || hasBorder, b.width > 0, b.height > 0 else { return true }
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
        // One pixel beyond the bounds on every side: the partly covered pixels of the edge.
        let a = p.m11 / p.m44, bb = p.m12 / p.m44, cc = p.m21 / p.m44, d = p.m22 / p.m44
        let perPointX = (a * a + bb * bb).squareRoot(), perPointY = (cc * cc + d * d).squareRoot()
        guard perPointX > 1e-6, perPointY > 1e-6 else { return false }
        let area = b.insetBy(dx: -CGFloat(1 / perPointX), dy: -CGFloat(1 / perPointY))
        return addQuadOnGL(area, projection: p, paint: shape)
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
