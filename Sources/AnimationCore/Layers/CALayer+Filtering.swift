import Foundation

extension CALayer {
    /// How `contents` is sampled where the image is drawn smaller than its pixels: `.linear`
    /// (default), `.nearest` or `.trilinear`. Unlike Apple's `.linear`, which skips image
    /// pixels when shrinking more than 2×, the renderer box-filters the image to the size shown
    /// for `.linear` and `.trilinear` alike (what mipmaps approximate). Not animatable.
    public var minificationFilter: CALayerContentsFilter {
        get { state.minificationFilter }
        set { state.minificationFilter = newValue }
    }

    /// How `contents` is sampled where the image is drawn larger than its pixels: `.linear`
    /// (default, bilinear) or `.nearest` (hard pixel edges, for pixel art). Not animatable.
    public var magnificationFilter: CALayerContentsFilter {
        get { state.magnificationFilter }
        set { state.magnificationFilter = newValue }
    }

    /// Whether the layer's edges are antialiased where it is rotated, sheared or off whole
    /// pixels. **Differs from Apple:** on by default here (Apple: off), since desktop users
    /// expect smooth edges. Turned off, a layer whose content is only a background colour is
    /// drawn with hard pixel edges, as on Apple; content drawn from a backing store (images,
    /// shapes, text, rounded corners) keeps the filtered edge of its store.
    public var allowsEdgeAntialiasing: Bool {
        get { state.allowsEdgeAntialiasing }
        set { state.allowsEdgeAntialiasing = newValue }
    }
}
