import Foundation

extension SnapshotBuilder {
    /// The content of a layer of a built-in class (`LayerKind.cachesContent`) whose animations
    /// change no content property: built from the model's state and subclass properties and kept
    /// until either changes (`stateVersion`). Not kept when
    /// `contents` is not an image, so its diagnostic is still reported every frame.
    @inline(__always)  // the usual case, a cache hit, then copies the content once, into the node
    static func cachedContent(of layer: CALayer) -> LayerContent {
        if layer.contentCacheVersion == layer.stateVersion { return layer.contentCache }
        return refreshContentCache(of: layer)
    }

    /// `cachedContent(of:)` on a miss: builds the content and keeps it when it may be kept.
    @inline(never)
    private static func refreshContentCache(of layer: CALayer) -> LayerContent {
        let state = layer.state
        let c = content(of: state, layer: layer)
        if state.contents == nil || c.image != nil {
            layer.contentCache = c
            layer.contentCacheVersion = layer.stateVersion
        }
        return c
    }

    /// What the layer's backing store is drawn from: the presented base values `p` and the
    /// subclass properties (path, gradient, text) of `layer`.
    static func content(of p: LayerState, layer: CALayer) -> LayerContent {
        var c = LayerContent(backgroundColor: p.backgroundColor?.rgba,
                             cornerRadius: p.cornerRadius.isFinite ? max(0, p.cornerRadius) : 0,
                             borderWidth: p.borderWidth.isFinite ? max(0, p.borderWidth) : 0,
                             borderColor: p.borderColor?.rgba ?? .clear)
        if let contents = p.contents {
            if let image = CGImage.from(contents) {
                c.image = ImageContent(image: image, gravity: p.contentsGravity, contentsRect: p.contentsRect,
                                       contentsScale: p.contentsScale, minificationFilter: p.minificationFilter,
                                       magnificationFilter: p.magnificationFilter)
            } else {
                CADiagnostics.report("CALayer.contents holds a \(type(of: contents)), not an image; ignored")
            }
        }
        if p.shadowOpacity > 0, let color = p.shadowColor {
            c.shadow = ShadowContent(color: color.rgba, opacity: Double(min(1, p.shadowOpacity)),
                                     offset: p.shadowOffset, radius: max(0, p.shadowRadius), path: p.shadowPath)
        }
        switch layer {
        case let s as CAShapeLayer:
            if let path = s.path {
                c.shape = ShapeContent(path: path, fillColor: s.fillColor?.rgba, fillRule: s.fillRule,
                                       strokeColor: s.strokeColor?.rgba, lineWidth: max(0, s.lineWidth),
                                       lineCap: s.lineCap, lineJoin: s.lineJoin, miterLimit: s.miterLimit,
                                       lineDashPattern: (s.lineDashPattern ?? []).map { CGFloat($0.doubleValue) },
                                       lineDashPhase: s.lineDashPhase,
                                       strokeStart: min(1, max(0, s.strokeStart)),
                                       strokeEnd: min(1, max(0, s.strokeEnd)))
            }
        case let g as CAGradientLayer:
            let colors = g.colorValues
            if !colors.isEmpty {
                c.gradient = GradientContent(type: g.type, colors: colors,
                                             locations: g.locations.map { $0.map { CGFloat($0.doubleValue) } },
                                             startPoint: g.startPoint, endPoint: g.endPoint)
            }
        case let tl as CATextLayer:
            let s = tl.plainString
            if !s.isEmpty {
                c.text = TextContent(string: s, fontName: tl.fontName, fontSize: tl.fontSize,
                                     color: tl.foregroundColor?.rgba ?? .white, alignment: tl.alignmentMode,
                                     isWrapped: tl.isWrapped, truncation: tl.truncationMode)
            }
        default: break
        }
        return c
    }
}
