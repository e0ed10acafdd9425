import AnimationUIKit

/// What a host paints around a scene shown in more room than its design size (full-window, or
/// a tile of another shape): the scene's own sky, ground or sea carried out to the window's
/// edges, as an iOS app's background fills a larger screen, instead of bars of a colour that is
/// not the scene's.
///
/// Core Animation has no such notion (an app lays itself out for its screen); a gallery scene
/// keeps its design size and is scaled to fit, so its host extends the backdrop around it.
///
/// The backdrop is horizontal bands, top to bottom: each fills the whole width from its `top`
/// (in the scene's points; the first band reaches up to the window's top edge) down to the next
/// band's top (the last reaches down to the window's bottom edge).
public struct SceneBackdrop: Equatable {
    /// One band: its colour from `top` (scene points) down to the next band.
    public struct Band: Equatable {
        /// Where the band starts, in the scene's points from its top edge.
        public var top: CGFloat
        /// The band's colour.
        public var color: CGColor
        /// A band of `color` from `top` down.
        public init(top: CGFloat, color: CGColor) { self.top = top; self.color = color }
    }

    /// The bands, top to bottom (sorted by `top` when made).
    public let bands: [Band]

    /// Bands from the given ones, in order of their tops.
    public init(_ bands: [Band]) { self.bands = bands.sorted { $0.top < $1.top } }

    /// One colour all round.
    public init(color: CGColor) { self.init([Band(top: 0, color: color)]) }

    /// The band rectangles for a viewport of `size` (its own points) in which the scene's
    /// design rectangle is drawn at `sceneFrame`, `scale` viewport points per scene point.
    public func frames(in size: CGSize, sceneFrame: CGRect, scale: CGFloat) -> [(frame: CGRect, color: CGColor)] {
        var result: [(frame: CGRect, color: CGColor)] = []
        for (k, band) in bands.enumerated() {
            let top = k == 0 ? 0 : sceneFrame.minY + band.top * scale
            let bottom = k + 1 < bands.count ? sceneFrame.minY + bands[k + 1].top * scale : size.height
            guard bottom > top, top.isFinite, bottom.isFinite else { continue }
            result.append((CGRect(x: 0, y: top, width: size.width, height: bottom - top), band.color))
        }
        return result
    }

    /// The part of the scene's coordinate space a viewport of `size` shows when the design
    /// rectangle is drawn at `sceneFrame`, `scale` viewport points per scene point: what a host
    /// passes to `Scene.layOut(visibleArea:)`.
    public static func visibleArea(in size: CGSize, sceneFrame: CGRect, scale: CGFloat) -> CGRect {
        guard scale > 0, scale.isFinite else { return CGRect(origin: .zero, size: sceneFrame.size) }
        return CGRect(x: -sceneFrame.minX / scale, y: -sceneFrame.minY / scale,
                      width: size.width / scale, height: size.height / scale)
    }

    /// Makes `container`'s sublayers the band layers for a viewport of `size` (reusing the
    /// layers it has), without implicit animation; `container` is placed at the viewport's origin.
    public func install(in container: CALayer, viewport size: CGSize, sceneFrame: CGRect, scale: CGFloat) {
        let rects = frames(in: size, sceneFrame: sceneFrame, scale: scale)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        container.anchorPoint = .zero
        container.position = .zero
        container.bounds = CGRect(origin: .zero, size: size)
        var layers = container.sublayers ?? []
        while layers.count < rects.count {
            let band = CALayer()
            band.anchorPoint = .zero
            container.addSublayer(band)
            layers.append(band)
        }
        for (k, layer) in layers.enumerated() {
            guard k < rects.count else { layer.removeFromSuperlayer(); continue }
            layer.bounds = CGRect(origin: .zero, size: rects[k].frame.size)
            layer.position = rects[k].frame.origin
            layer.backgroundColor = rects[k].color
        }
        CATransaction.commit()
    }
}
