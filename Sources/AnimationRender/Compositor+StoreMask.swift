import AnimationCore
import CSDL2
import Foundation

/// A mask read from the mask layer's own store on the OpenGL backend (`GLMaskCompositor`).
///
/// Without it every masked layer draws its mask into a target of its own first (a clear, a
/// draw, a target switch each way), and the mask pass reads that target. Where the mask is one
/// layer whose picture is one cached store (no sublayers, particles, mask, clip, transition or
/// visual effect, content other than a solid colour, border ring or gradient strip, which are
/// drawn without a store of their full picture) under a 2D affine transform, the target would
/// only hold that store drawn through the transform: the mask pass samples the store itself
/// instead, bilinearly at each pixel centre, as SDL draws it (`RenderStats.maskTargets` counts
/// the targets still drawn). Core Animation renders a mask as a layer tree offscreen too; the
/// shortcut changes no picture beyond the golden tolerance.
extension Compositor {
    /// `mask` (placed by `parent`) as a store the OpenGL mask pass can sample, or nil when it
    /// must be drawn into a target: not the OpenGL backend, more than one store, perspective,
    /// or a mask the target path would draw as nothing (hidden, culled back face).
    func storeMaskOnGL(_ mask: RenderNode, parent: CATransform3D) -> StoreMask? {
        guard masks.samplesStoreMasks, mask.sublayers.isEmpty, !mask.particles.contains(where: hasParticles),
              mask.mask == nil, mask.transition == nil, mask.visualEffect == nil, !mask.masksToBounds,
              Compositor.isFinite(mask.transform), mask.bounds.isFiniteRect,
              mask.bounds.width >= 0, mask.bounds.height >= 0, mask.opacity.isFinite else { return nil }
        let content = mask.content
        guard !content.partSet.isEmpty, Compositor.stripAxis(of: content, kind: .full) == nil else { return nil }
        let color = device.vertexColor(tint: mask.tint.clamped, alpha: min(1, max(0, mask.opacity)))
        guard color.a > 0 else { return nil }
        let world = CATransform3DConcat(mask.transform, parent)
        let projection = Projection(world)
        guard projection.isAffine, projection.m44 > QuadMesh.nearW,
              mask.isDoubleSided || projection.determinant > 0 else { return nil }
        // As `drawStore` asks for it, so both paths share one cached store.
        let area = ContentRasterizer.usableBounds(mask.bounds)
        let magnification = projection.magnification(
            over: area.width > 0 && area.height > 0 ? area : CGRect(x: 0, y: 0, width: 1, height: 1))
        guard let entry = stores.store(for: mask, kind: .full, magnification: magnification),
              let layout = entry.layout, let texture = entry.texture else { return nil }
        let rect = entry.isText ? Compositor.pixelAligned(layout, projection: projection) : layout.rect
        guard rect.width > 0, rect.height > 0,
              let bounds = projectedBounds(rect, projection, margin: 1) else { return nil }
        device.stats.layersDrawn += 1   // the mask layer, as the target path counts it
        let w = projection.m44
        return StoreMask(texture: texture, rect: rect, uv: entry.uv,
                         a: projection.m11 / w, b: projection.m12 / w, c: projection.m21 / w,
                         d: projection.m22 / w, tx: projection.m41 / w, ty: projection.m42 / w,
                         alpha: color.a, bounds: bounds)
    }
}
