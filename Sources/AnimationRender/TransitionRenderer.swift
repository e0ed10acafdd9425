import AnimationCore
import CSDL2
import Foundation

/// Draws a layer with a `CATransition` in flight: the old subtree (`from`) and the new one
/// (the node itself) are each drawn into an image of the layer's bounds, then combined at
/// `progress`: fade (cross-dissolve), push, moveIn and reveal (sliding by the subtype's
/// direction; like Core Animation, not clipped unless the layer masks to bounds), the four
/// flips (a 3D half-turn about the centre with perspective: the first half shows `from`,
/// the second half the new state) and page curls (the page wraps around a moving cylinder).
///
/// A layer whose own `isHidden` changes in the transition has a blank old (or new) subtree: a
/// flip then turns the layer in or away, and a curl curls the layer itself (a curl down that
/// hides a layer lifts it up and away; a curl up that shows one lays it down) — unlike Core
/// Animation, which would curl a transparent page over it.
final class TransitionRenderer {
    private unowned let compositor: Compositor
    /// Largest side of a transition image in pixels.
    let maximumImageSide = 2048

    /// Images of old and new subtrees kept while they do not change.
    let images = TransitionImageCache()

    init(compositor: Compositor) { self.compositor = compositor }

    /// Gives back the kept images no draw of the last frame used.
    func beginFrame(_ frame: Int) {
        let targets = compositor.targets
        images.beginFrame(frame) { targets.recycle($0) }
    }

    func removeAll() {
        let targets = compositor.targets
        images.removeAll { targets.recycle($0) }
    }

    func draw(_ node: RenderNode, transition: TransitionState, world: CATransform3D, paint: Paint, depth: Int) {
        var to = node
        to.transition = nil
        var from = transition.from.value
        from.transition = nil
        var p = transition.progress
        if !p.isFinite {
            RenderDiagnostics.report("layer \(node.layerID): transition progress is not finite; showing the new state")
            p = 1
        }
        p = min(1, max(0, p))
        let frame = ContentRasterizer.usableBounds(node.bounds)
        let c = compositor
        if p >= 1 || frame.width <= 0 || frame.height <= 0 || !c.device.supportsTargets {
            c.drawBody(to, world: world, paint: paint, depth: depth + 1); return
        }
        if p <= 0 { c.drawBody(from, world: world, paint: paint, depth: depth + 1); return }
        c.device.stats.offscreenPasses += 1
        var scale = Double(StoreLayout.quantize(Projection(world).magnification(over: frame)))
        scale = min(scale, Double(maximumImageSide) / Double(max(frame.width, frame.height)))
        let w = max(1, Int((Double(frame.width) * scale).rounded(.up)))
        let h = max(1, Int((Double(frame.height) * scale).rounded(.up)))
        let imageWorld = CATransform3DConcat(CATransform3DMakeTranslation(-frame.minX, -frame.minY, 0),
                                             CATransform3DMakeScale(CGFloat(scale), CGFloat(scale), 1))
        // Only render the images a type needs (flips show one at a time).
        let type = transition.type
        let isFlip = [.flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom].contains(type)
        let needsFrom = !isFlip || p < 0.5, needsTo = !isFlip || p >= 0.5
        var passing: [OffscreenTarget] = []
        func image(_ subtree: RenderNode, isOld: Bool) -> OffscreenTarget? {
            let key = TransitionImageCache.Key(layerID: node.layerID, isOld: isOld)
            if let kept = images.image(for: key, node: subtree, scale: scale, frame: frame, width: w, height: h) {
                return kept
            }
            guard let drawn = renderImage(subtree, world: imageWorld, width: w, height: h, depth: depth) else {
                return nil
            }
            let targets = c.targets
            if !images.keep(drawn, for: key, node: subtree, scale: scale, frame: frame, width: w, height: h,
                            recycle: { targets.recycle($0) }) {
                passing.append(drawn)
            }
            return drawn
        }
        let imageFrom = needsFrom ? image(from, isOld: true) : nil
        let imageTo = needsTo ? image(to, isOld: false) : nil
        defer {
            c.batch.flush()
            for t in passing { c.targets.recycle(t) }
            c.masks.recycleLent()
        }
        let placed = CGRect(x: frame.minX, y: frame.minY, width: CGFloat(w) / CGFloat(scale),
                            height: CGFloat(h) / CGFloat(scale))
        let direction = self.direction(transition.subtype)
        let travel = CGSize(width: direction.dx * frame.width, height: direction.dy * frame.height)
        func slide(_ image: OffscreenTarget?, _ f: Double) {
            guard let image, let d = c.masks.drawable([(image, 1)]) else { return }
            let t = CATransform3DMakeTranslation(travel.width * CGFloat(f), travel.height * CGFloat(f), 0)
            drawImage(d, rect: placed, world: CATransform3DConcat(t, world), paint: paint)
        }
        switch type {
        case .push:
            slide(imageFrom, -p); slide(imageTo, 1 - p)
        case .moveIn:
            slide(imageFrom, 0); slide(imageTo, 1 - p)
        case .reveal:
            slide(imageTo, 0); slide(imageFrom, -p)
        case _ where isFlip:
            let vertical = type == .flipFromLeft || type == .flipFromRight
            let sign: CGFloat = (type == .flipFromLeft || type == .flipFromBottom) ? 1 : -1
            let angle = CGFloat(p < 0.5 ? p : p - 1) * .pi * sign
            let local = flipTransform(frame: frame, angle: angle, vertical: vertical)
            if let image = p < 0.5 ? imageFrom : imageTo, let d = c.masks.drawable([(image, 1)]) {
                drawImage(d, rect: placed, world: CATransform3DConcat(local, world), paint: paint)
            }
        case .curlUp, .curlDown:
            // The curling page is the new state in a curl down, the old one in a curl up. When
            // that page is blank (a layer shown or hidden by the transition), the other page
            // curls instead, the other way, so the layer is seen coming or going.
            var curlUp = type == .curlUp
            if (curlUp ? from : to).drawsNothing { curlUp.toggle() }
            let flat = curlUp ? imageTo : imageFrom, curled = curlUp ? imageFrom : imageTo
            if let flat, let d = c.masks.drawable([(flat, 1)]) {
                drawImage(d, rect: placed, world: world, paint: paint)
            }
            if let curled, let d = c.masks.drawable([(curled, 1)]) {
                PageCurl.draw(d.texture, uv: d.uv, rect: placed, progress: curlUp ? p : 1 - p, world: world,
                              paint: paint, compositor: c)
            }
        default:
            if type != .fade {
                RenderDiagnostics.report("transition type \"\(type.rawValue)\" is not supported; drawing it as a fade")
            }
            guard let a = imageFrom, let b = imageTo, let mixed = c.masks.drawable([(a, 1 - p), (b, p)]) else { return }
            drawImage(mixed, rect: placed, world: world, paint: paint)
        }
    }

    /// The unit direction the new content comes from (default: from the left, as Core Animation).
    private func direction(_ subtype: CATransitionSubtype?) -> (dx: CGFloat, dy: CGFloat) {
        switch subtype {
        case .fromRight?: return (1, 0)
        case .fromTop?: return (0, -1)
        case .fromBottom?: return (0, 1)
        default: return (-1, 0)
        }
    }

    /// A rotation about the frame's vertical (or horizontal) centre line with perspective.
    private func flipTransform(frame: CGRect, angle: CGFloat, vertical: Bool) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2 * max(frame.width, frame.height))
        let rotation = vertical ? CATransform3DMakeRotation(angle, 0, 1, 0) : CATransform3DMakeRotation(angle, 1, 0, 0)
        let toCentre = CATransform3DMakeTranslation(-frame.midX, -frame.midY, 0)
        let back = CATransform3DMakeTranslation(frame.midX, frame.midY, 0)
        return CATransform3DConcat(CATransform3DConcat(CATransform3DConcat(toCentre, rotation), perspective), back)
    }

    /// Draws a subtree into a new image target in its own bounds space.
    private func renderImage(_ node: RenderNode, world: CATransform3D, width: Int, height: Int,
                             depth: Int) -> OffscreenTarget? {
        let c = compositor
        guard let target = c.targets.pushImageTarget(width: width, height: height) else { return nil }
        c.drawBody(node, world: world, paint: .opaque, depth: depth + 1)
        _ = c.targets.pop()
        return target
    }

    /// Draws an image (in the device's texture format) over `rect` through `world`.
    private func drawImage(_ image: (texture: Texture, uv: UVRect), rect: CGRect, world: CATransform3D, paint: Paint) {
        let c = compositor
        QuadMesh.emit(rect: rect, uv: image.uv, projection: Projection(world),
                      color: c.device.vertexColor(tint: paint.tint, alpha: paint.alpha),
                      texture: image.texture, blend: c.device.sourceOver, batch: c.batch, viewport: c.targets.viewport)
        c.batch.flush()
    }
}

extension RenderNode {
    /// True when the subtree draws nothing: no content, particles or drawing sublayers (a
    /// layer hidden by a transition is such a node).
    var drawsNothing: Bool {
        content.isEmpty && particles.isEmpty && sublayers.allSatisfy(\.drawsNothing)
    }
}
