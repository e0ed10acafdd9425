import AnimationCore
import Foundation

/// Pixel boxes of layers and subtrees, for damage tracking, backdrop regions and offscreen
/// levels: projected corners, a layer's own content, particles (from the program's analytic
/// box when the shader draws them) and sublayers, with a node budget.
extension Compositor {
    /// The pixel bounding box of a layer-space rectangle, nil when part of it is behind the eye.
    func projectedBounds(_ rect: CGRect, _ p: Projection, margin: Int = 2) -> PixelRect? {
        guard rect.width > 0, rect.height > 0 else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(x0, y0), (x1, y0), (x1, y1), (x0, y1)] {
            let q = p.apply(x, y)
            guard q.w > QuadMesh.nearW else { return nil }
            minX = min(minX, q.x / q.w); maxX = max(maxX, q.x / q.w)
            minY = min(minY, q.y / q.w); maxY = max(maxY, q.y / q.w)
        }
        return PixelRect.enclosing(minX: minX, minY: minY, maxX: maxX, maxY: maxY, margin: margin)
    }

    /// Where a layer with world transform `world` drawn through `mask` can show, in drawing
    /// coordinates: the box of the mask's subtree; nil when that is not worked out cheaply.
    /// `drawBody` draws the masked layer and its sublayers into this region only, so damage
    /// tracking clips their changes to it as well.
    func maskRegion(_ mask: RenderNode, layerWorld world: CATransform3D) -> PixelRect? {
        var budget = 64
        return subtreeBounds(mask, parent: Compositor.flattened(world), budget: &budget)
    }

    /// A pixel box containing everything `node` (placed by `parent`) and its subtree draw, or
    /// nil when that is not known cheaply (perspective behind the eye, transitions, too many nodes).
    func subtreeBounds(_ node: RenderNode, parent: CATransform3D, budget: inout Int) -> PixelRect? {
        guard Compositor.isFinite(node.transform), node.bounds.isFiniteRect else {
            return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        }
        return subtreeBounds(node, world: CATransform3DConcat(node.transform, parent), budget: &budget)
    }

    func subtreeBounds(_ node: RenderNode, world: CATransform3D, budget: inout Int) -> PixelRect? {
        budget -= 1
        guard budget >= 0, node.transition == nil else { return nil }
        let p = Projection(world)
        let bounds = ContentRasterizer.usableBounds(node.bounds)
        if node.masksToBounds { return projectedBounds(bounds, p) }
        var result = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        // A blur or vibrancy view draws over its bounds even with no content of its own.
        if node.visualEffect != nil {
            guard let r = projectedBounds(bounds, p) else { return nil }
            result = r
        }
        if !node.content.isEmpty, let extent = ContentRasterizer.extent(node.content, bounds: bounds, kind: .full) {
            guard let r = projectedBounds(extent, p) else { return nil }
            result = result.union(r)
        }
        for batch in node.particles where hasParticles(batch) {
            var box = CGRect.null
            var largest: CGFloat = 0
            if defersParticles, let program = batch.program, !batch.particlesAreWorkedOut {
                // Drawn by the shader: the box its particles can reach, without simulating them.
                box = program.positionBounds
                largest = program.largestScale
            } else {
                for particle in batch.particles {
                    box = box.union(CGRect(origin: particle.position, size: .zero))
                    largest = max(largest, abs(particle.scale))
                }
            }
            let half = hypot(CGFloat(batch.image.width), CGFloat(batch.image.height)) * largest / 2 + 1
            guard box.isFiniteRect, let r = projectedBounds(box.insetBy(dx: -half, dy: -half), p) else { return nil }
            result = result.union(r)
        }
        let childParent = node.preserves3D ? world : Compositor.flattened(world)
        for child in node.sublayers {
            guard let r = subtreeBounds(child, parent: childParent, budget: &budget) else { return nil }
            result = result.union(r)
        }
        return result
    }
}
