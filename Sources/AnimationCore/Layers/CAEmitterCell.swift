import Foundation

/// One kind of particle an emitter makes, with Apple's properties and defaults.
/// Each "range" is the half-width of a uniform random spread around its value.
open class CAEmitterCell: @unchecked Sendable {
    /// A name for the cell; nothing here reads it (Apple uses it in key paths such as `emitterCells.spark.birthRate`,
    /// which are not supported).
    open var name: String?
    /// False to stop the cell emitting and drawing (true by default).
    open var isEnabled: Bool = true
    /// Particles per second (multiplied by the layer's `birthRate`).
    open var birthRate: Float = 0
    /// Seconds a particle lives.
    open var lifetime: Float = 0
    /// The spread of each particle's lifetime around `lifetime`, in seconds.
    open var lifetimeRange: Float = 0
    /// Direction in the x-y plane, radians (0 points along +x; y points down on screen).
    open var emissionLongitude: CGFloat = 0
    /// Angle out of the x-y plane (particles are drawn flat, so only its effect on speed shows).
    open var emissionLatitude: CGFloat = 0
    /// Spread of the emission direction around the longitude.
    open var emissionRange: CGFloat = 0
    /// The particles' initial speed in points per second, along the emission direction.
    open var velocity: CGFloat = 0
    /// The spread of the initial speed around `velocity`.
    open var velocityRange: CGFloat = 0
    /// Acceleration along x, in points per second squared (gravity sideways).
    open var xAcceleration: CGFloat = 0
    /// Acceleration along y, in points per second squared; positive pulls down on screen.
    open var yAcceleration: CGFloat = 0
    /// Acceleration along z; stored and copied, but particles are drawn flat, so it has no visible effect here.
    open var zAcceleration: CGFloat = 0
    /// The particles' initial size as a multiple of the image's (1 by default).
    open var scale: CGFloat = 1
    /// The spread of the initial scale around `scale`.
    open var scaleRange: CGFloat = 0
    /// Change of scale per second.
    open var scaleSpeed: CGFloat = 0
    /// Rotation speed, radians per second.
    open var spin: CGFloat = 0
    /// The spread of the rotation speed around `spin`.
    open var spinRange: CGFloat = 0
    /// Multiplied into the image's colour.
    open var color: CGColor? = .white
    /// The spread of each colour component around `color`'s.
    open var redRange: Float = 0, greenRange: Float = 0, blueRange: Float = 0, alphaRange: Float = 0
    /// Change per second of each colour component.
    open var redSpeed: Float = 0, greenSpeed: Float = 0, blueSpeed: Float = 0, alphaSpeed: Float = 0
    /// The particle image: a `CGImage` (or a `CGImageConvertible`, such as a `UIImage`).
    open var contents: Any?
    /// The part of `contents` each particle shows, in unit coordinates (all of it by default).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels per point.
    open var contentsScale: CGFloat = 1
    /// Cells emitted by each particle (not simulated here: stored only, with a diagnostic).
    open var emitterCells: [CAEmitterCell]? {
        didSet {
            if emitterCells != nil {
                CADiagnostics.report("CAEmitterCell.emitterCells (sub-emitters) are not simulated")
            }
        }
    }

    /// A cell with Apple's defaults: it emits nothing until `birthRate`, `lifetime` and `contents` are set.
    public init() {}

    /// A new cell (Apple's `+emitterCell` class method).
    public class func emitterCell() -> CAEmitterCell { CAEmitterCell() }

    /// The image, when `contents` holds one.
    var image: CGImage? { contents.flatMap(CGImage.from) }
}
