import Foundation

// The optional parts of a layer's content (`LayerContent`), particles and transitions, as
// render snapshots carry them.

/// A `contents` image and how it is placed.
public struct ImageContent: Hashable, Sendable {
    /// The layer's `contents`, decoded to pixels.
    public var image: CGImage
    /// How the image is placed in the layer's bounds (the layer's `contentsGravity`).
    public var gravity: CALayerContentsGravity
    /// The part of the image shown, in unit coordinates (0…1).
    public var contentsRect: CGRect
    /// Image pixels per point (the layer's `contentsScale`): a 2× image placed by a gravity
    /// other than the resize modes covers half as many points as it has pixels.
    public var contentsScale: CGFloat
    /// How the image is sampled where it is drawn smaller than its pixels (the layer's
    /// `minificationFilter`).
    public var minificationFilter: CALayerContentsFilter
    /// How the image is sampled where it is drawn larger than its pixels (the layer's `magnificationFilter`).
    public var magnificationFilter: CALayerContentsFilter
    /// Makes image content; a `contentsScale` that is not a positive finite number becomes 1.
    public init(image: CGImage, gravity: CALayerContentsGravity = .resize,
                contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), contentsScale: CGFloat = 1,
                minificationFilter: CALayerContentsFilter = .linear,
                magnificationFilter: CALayerContentsFilter = .linear) {
        self.image = image
        self.gravity = gravity
        self.contentsRect = contentsRect
        self.contentsScale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        self.minificationFilter = minificationFilter
        self.magnificationFilter = magnificationFilter
    }
}

/// A layer shadow (drawn from `path`, or from the layer's opaque content when nil).
public struct ShadowContent: Hashable, Sendable {
    /// The layer's `shadowColor`, before `opacity` is applied.
    public var color: RGBA
    /// The layer's `shadowOpacity`, capped at 1 (a shadow is built only when it is above 0).
    public var opacity: Double
    /// How far the shadow is moved from the content, in points (y down).
    public var offset: CGSize
    /// The blur radius in points (the layer's `shadowRadius`, never negative here).
    public var radius: CGFloat
    /// The layer's `shadowPath`; nil means the shadow follows the content's alpha.
    public var path: CGPath?
    /// Makes a shadow from values already checked by the snapshot builder; nothing is clamped here.
    public init(color: RGBA, opacity: Double, offset: CGSize, radius: CGFloat, path: CGPath?) {
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
        self.path = path
    }
}

/// What a `CAShapeLayer` draws.
public struct ShapeContent: Hashable, Sendable {
    /// The layer's `path`, in its bounds space.
    public var path: CGPath
    /// The fill colour; nil means the path is not filled.
    public var fillColor: RGBA?
    /// How the inside of `path` is decided for the fill.
    public var fillRule: CAShapeLayerFillRule
    /// The stroke colour; nil means the path is not stroked.
    public var strokeColor: RGBA?
    /// The stroke width in points (never negative in snapshots).
    public var lineWidth: CGFloat
    /// How the ends of open subpaths are drawn.
    public var lineCap: CAShapeLayerLineCap
    /// How corners of the stroke are drawn.
    public var lineJoin: CAShapeLayerLineJoin
    /// The longest miter, as a multiple of `lineWidth`, before a corner is bevelled instead.
    public var miterLimit: CGFloat
    /// Dash and gap lengths in points, alternating; empty draws a solid line.
    public var lineDashPattern: [CGFloat]
    /// How far into the dash pattern the stroke starts, in points.
    public var lineDashPhase: CGFloat
    /// The trimmed range of the stroke, fractions of the path's length (0…1).
    public var strokeStart: CGFloat
    /// Where the drawn part of the stroke ends; see `strokeStart`.
    public var strokeEnd: CGFloat
    /// Makes shape content from values as given (the snapshot builder clamps the trim range to 0…1).
    public init(path: CGPath, fillColor: RGBA?, fillRule: CAShapeLayerFillRule, strokeColor: RGBA?,
                lineWidth: CGFloat, lineCap: CAShapeLayerLineCap, lineJoin: CAShapeLayerLineJoin,
                miterLimit: CGFloat, lineDashPattern: [CGFloat], lineDashPhase: CGFloat,
                strokeStart: CGFloat, strokeEnd: CGFloat) {
        self.path = path
        self.fillColor = fillColor
        self.fillRule = fillRule
        self.strokeColor = strokeColor
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.lineDashPattern = lineDashPattern
        self.lineDashPhase = lineDashPhase
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
    }
}

/// What a `CAGradientLayer` draws.
public struct GradientContent: Hashable, Sendable {
    /// Axial, radial or conic.
    public var type: CAGradientLayerType
    /// The gradient's colours, in order; at least one when the snapshot builder makes it.
    public var colors: [RGBA]
    /// Stops, one per colour, or nil for evenly spaced.
    public var locations: [CGFloat]?
    /// In unit coordinates of the layer's bounds.
    public var startPoint: CGPoint
    /// Where the gradient ends, in unit coordinates of the layer's bounds; see `CAGradientLayerType` for what it means
    /// per type.
    public var endPoint: CGPoint
    /// Makes gradient content from values as given.
    public init(type: CAGradientLayerType, colors: [RGBA], locations: [CGFloat]?,
                startPoint: CGPoint, endPoint: CGPoint) {
        self.type = type
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
}

/// What a `CATextLayer` draws.
public struct TextContent: Hashable, Sendable {
    /// The plain text drawn (attributes of an attributed string are not kept).
    public var string: String
    /// The font's name; nil for the default font.
    public var fontName: String?
    /// The font size in points.
    public var fontSize: CGFloat
    /// The text colour (the layer's `foregroundColor`, white when nil as on Apple's).
    public var color: RGBA
    /// How lines are placed horizontally in the bounds.
    public var alignment: CATextLayerAlignmentMode
    /// True to break lines that are wider than the bounds at word boundaries.
    public var isWrapped: Bool
    /// Where an unwrapped line that does not fit is shortened with "…".
    public var truncation: CATextLayerTruncationMode
    /// Makes text content from values as given.
    public init(string: String, fontName: String?, fontSize: CGFloat, color: RGBA,
                alignment: CATextLayerAlignmentMode, isWrapped: Bool, truncation: CATextLayerTruncationMode) {
        self.string = string
        self.fontName = fontName
        self.fontSize = fontSize
        self.color = color
        self.alignment = alignment
        self.isWrapped = isWrapped
        self.truncation = truncation
    }
}

/// All live particles of one emitter cell, in the emitter layer's bounds space.
public struct ParticleBatch: Sendable {
    /// The cell's image; every particle of the batch draws it.
    public var image: CGImage
    /// The cell's `contentsRect` (unit coordinates of the image).
    public var contentsRect: CGRect
    /// Additive blending (`CAEmitterLayerRenderMode.additive`) instead of source-over.
    public var additive: Bool
    /// The particles may be drawn in any order (`CAEmitterLayerRenderMode.unordered`, the
    /// default, and `.additive`); otherwise in the order of `particles` (oldest first).
    public var unordered: Bool
    /// The living particles, oldest first. A `CAEmitterLayer` snapshot works them out on the
    /// CPU only when this is first read (then keeps them): a renderer drawing the batch from
    /// `program` never reads it, and the core simulates nothing (`particlesSimulated`).
    public var particles: [Particle] {
        get { storage.particles }
        set { storage = DeferredParticles(newValue) }
    }
    private var storage: DeferredParticles
    /// The same particles as a program a GPU can run from constants uploaded once (set by
    /// `CAEmitterLayer`'s snapshots; nil for batches made by hand, which draw `particles`).
    public var program: ParticleProgram?
    /// True when `particles` are already worked out (made by hand, or read once), so reading
    /// them costs nothing more.
    public var particlesAreWorkedOut: Bool { storage.isWorkedOut }

    /// Makes a batch of particles already worked out, drawn from `particles` (no GPU program unless `program` is
    /// given).
    public init(image: CGImage, contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                additive: Bool, unordered: Bool = false, particles: [Particle], program: ParticleProgram? = nil) {
        self.image = image
        self.contentsRect = contentsRect
        self.additive = additive
        self.unordered = unordered
        self.storage = DeferredParticles(particles)
        self.program = program
    }

    /// A batch whose particles `simulate` works out when `particles` is first read.
    init(image: CGImage, contentsRect: CGRect, additive: Bool, unordered: Bool, program: ParticleProgram,
         simulate: @escaping @Sendable () -> [Particle]) {
        self.image = image
        self.contentsRect = contentsRect
        self.additive = additive
        self.unordered = unordered
        self.storage = DeferredParticles(simulate: simulate)
        self.program = program
    }
}

/// One particle: drawn as the cell's image centred at `position`, scaled, rotated and tinted.
public struct Particle: Sendable, Equatable {
    /// The particle's centre in the emitter layer's bounds space.
    public var position: CGPoint
    /// Multiplies the image's size in points (image pixels / cell `contentsScale`).
    public var scale: CGFloat
    /// Rotation in radians (clockwise on screen for positive values).
    public var rotation: CGFloat
    /// Multiplied into the image's colour and alpha.
    public var color: RGBA
    /// Makes a particle from values as given.
    public init(position: CGPoint, scale: CGFloat, rotation: CGFloat, color: RGBA) {
        self.position = position
        self.scale = scale
        self.rotation = rotation
        self.color = color
    }
}

/// A `CATransition` in progress on a layer: draw `from` (the layer as it was when the
/// transition was added) and the node itself (the new state) combined at `progress`.
public struct TransitionState: Sendable {
    /// The kind of transition.
    public var type: CATransitionType
    /// The direction for moving and pushing types; nil for the default (from the left).
    public var subtype: CATransitionSubtype?
    /// 0 at the start of the transition, 1 at the end (after its timing function).
    public var progress: Double
    /// The layer's subtree as it looked when the transition began, in the same space as the node.
    public var from: Box<RenderNode>
    /// Makes a transition state; `from` is boxed so the node stays small.
    public init(type: CATransitionType, subtype: CATransitionSubtype?, progress: Double, from: RenderNode) {
        self.type = type
        self.subtype = subtype
        self.progress = progress
        self.from = Box(from)
    }
}
