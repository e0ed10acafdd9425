import AnimationCore

/// The images a transition in flight drew of its old and new subtrees, kept from one draw to the
/// next while the subtree they show is unchanged, so a cross-dissolve of a picture (the flight
/// board's weather) renders its two pictures once, not on every frame and in every damaged
/// rectangle. An image is redrawn when its subtree differs in anything drawn (`drawsSame`), and
/// never kept for subtrees whose pixels can change without the nodes changing: particles (their
/// batches change every frame anyway), blurred backdrops (they show what lies behind) and nested
/// transitions.
///
/// Images not drawn in a frame are given back to the target pool at the start of the next.
final class TransitionImageCache {
    /// Which image: the layer in transition, and whether it is its old or its new subtree.
    struct Key: Hashable {
        let layerID: UInt64
        let isOld: Bool
    }
    private struct Entry {
        let node: RenderNode
        /// Pixels per point and the layer-space rectangle the image covers.
        let scale: Double
        let frame: CGRect
        let width: Int, height: Int
        let target: OffscreenTarget
        var lastFrame: Int
    }
    private var entries: [Key: Entry] = [:]
    private var frame = 0
    /// Images drawn, kept or not, and images reused (for tests).
    private(set) var drawnCount = 0
    private(set) var reusedCount = 0

    /// Number of images kept.
    var count: Int { entries.count }

    /// Gives back the images no draw of the last frame used.
    func beginFrame(_ frame: Int, recycle: (OffscreenTarget) -> Void) {
        self.frame = frame
        guard !entries.isEmpty else { return }
        for (key, entry) in entries where entry.lastFrame < frame - 1 {
            recycle(entry.target)
            entries[key] = nil
        }
    }

    /// The kept image of `node` for `key` at this size and scale, nil when there is none or
    /// the subtree changed.
    func image(for key: Key, node: RenderNode, scale: Double, frame rect: CGRect, width: Int,
               height: Int) -> OffscreenTarget? {
        guard var entry = entries[key], entry.width == width, entry.height == height, entry.scale == scale,
              entry.frame == rect, entry.node.drawsSame(as: node) else { return nil }
        entry.lastFrame = frame
        entries[key] = entry
        reusedCount += 1
        return entry.target
    }

    /// Keeps `target`, just drawn from `node`, when its pixels depend only on the nodes; returns
    /// whether it was kept (the caller recycles it otherwise). A kept image it replaces goes to
    /// `recycle`.
    func keep(_ target: OffscreenTarget, for key: Key, node: RenderNode, scale: Double, frame rect: CGRect,
              width: Int, height: Int, recycle: (OffscreenTarget) -> Void) -> Bool {
        drawnCount += 1
        if let old = entries.removeValue(forKey: key) { recycle(old.target) }
        guard node.isFixedPicture else { return false }
        entries[key] = Entry(node: node, scale: scale, frame: rect, width: width, height: height, target: target,
                             lastFrame: frame)
        return true
    }

    /// Gives every kept image to `recycle`.
    func removeAll(recycle: (OffscreenTarget) -> Void) {
        for entry in entries.values { recycle(entry.target) }
        entries = [:]
    }
}

extension RenderNode {
    /// True when the subtree's pixels follow from its nodes alone: no particles, blurred
    /// backdrops or transitions anywhere in it.
    var isFixedPicture: Bool {
        particles.isEmpty && visualEffect == nil && transition == nil
            && (mask?.value.isFixedPicture ?? true) && sublayers.allSatisfy(\.isFixedPicture)
    }

    /// True when this subtree draws exactly what `other` draws: every value the compositor
    /// reads is equal, in every node and mask.
    func drawsSame(as other: RenderNode) -> Bool {
        guard layerID == other.layerID, bounds == other.bounds, transform == other.transform,
              opacity == other.opacity, zPosition == other.zPosition, isDoubleSided == other.isDoubleSided,
              masksToBounds == other.masksToBounds, allowsGroupOpacity == other.allowsGroupOpacity,
              preserves3D == other.preserves3D, tint == other.tint,
              allowsEdgeAntialiasing == other.allowsEdgeAntialiasing, visualEffect == other.visualEffect,
              transition == nil, other.transition == nil, particles.isEmpty, other.particles.isEmpty,
              sublayers.count == other.sublayers.count, content == other.content else { return false }
        switch (mask, other.mask) {
        case (nil, nil): break
        case let (a?, b?): guard a.value.drawsSame(as: b.value) else { return false }
        default: return false
        }
        for i in sublayers.indices where !sublayers[i].drawsSame(as: other.sublayers[i]) { return false }
        return true
    }
}
