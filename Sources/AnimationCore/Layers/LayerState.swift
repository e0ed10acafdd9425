import Foundation

/// The stored values behind `CALayer`'s public appearance, geometry and timing properties
/// (everything `assignProperties(from:)` copies), kept in one value so that a presentation
/// copy of a built-in layer class is made with one assignment instead of ~40 property writes.
///
/// The public properties are computed accessors over this value; they keep their
/// implicit-action behaviour (`willChange`) and stay overridable. The plain numbers live in
/// `scalars`, which snapshots copy on their own (it holds no references, so copying it
/// retains nothing); the properties below forward to it.
struct LayerState {
    /// Geometry, opacity, flags, the numeric appearance properties and timing.
    var scalars = LayerScalars()

    // Appearance held by reference
    var backgroundColor: CGColor?
    var borderColor: CGColor? = .black
    var shadowColor: CGColor? = .black
    var shadowPath: CGPath?
    var contents: Any?
    var contentsGravity: CALayerContentsGravity = .resize
    var minificationFilter: CALayerContentsFilter = .linear
    var magnificationFilter: CALayerContentsFilter = .linear
    var name: String?
    var fillMode: CAMediaTimingFillMode = .removed

    // Forwarded to `scalars`
    var bounds: CGRect { get { scalars.bounds } set { scalars.bounds = newValue } }
    var position: CGPoint { get { scalars.position } set { scalars.position = newValue } }
    var anchorPoint: CGPoint { get { scalars.anchorPoint } set { scalars.anchorPoint = newValue } }
    var anchorPointZ: CGFloat { get { scalars.anchorPointZ } set { scalars.anchorPointZ = newValue } }
    var zPosition: CGFloat { get { scalars.zPosition } set { scalars.zPosition = newValue } }
    var transform: CATransform3D { get { scalars.transform } set { scalars.transform = newValue } }
    var sublayerTransform: CATransform3D {
        get { scalars.sublayerTransform }
        set { scalars.sublayerTransform = newValue }
    }
    var opacity: Float { get { scalars.opacity } set { scalars.opacity = newValue } }
    var isHidden: Bool { get { scalars.isHidden } set { scalars.isHidden = newValue } }
    var masksToBounds: Bool { get { scalars.masksToBounds } set { scalars.masksToBounds = newValue } }
    var isDoubleSided: Bool { get { scalars.isDoubleSided } set { scalars.isDoubleSided = newValue } }
    var allowsGroupOpacity: Bool { get { scalars.allowsGroupOpacity } set { scalars.allowsGroupOpacity = newValue } }
    var allowsEdgeAntialiasing: Bool {
        get { scalars.allowsEdgeAntialiasing }
        set { scalars.allowsEdgeAntialiasing = newValue }
    }
    var cornerRadius: CGFloat { get { scalars.cornerRadius } set { scalars.cornerRadius = newValue } }
    var borderWidth: CGFloat { get { scalars.borderWidth } set { scalars.borderWidth = newValue } }
    var shadowOpacity: Float { get { scalars.shadowOpacity } set { scalars.shadowOpacity = newValue } }
    var shadowOffset: CGSize { get { scalars.shadowOffset } set { scalars.shadowOffset = newValue } }
    var shadowRadius: CGFloat { get { scalars.shadowRadius } set { scalars.shadowRadius = newValue } }
    var contentsRect: CGRect { get { scalars.contentsRect } set { scalars.contentsRect = newValue } }
    var contentsScale: CGFloat { get { scalars.contentsScale } set { scalars.contentsScale = newValue } }
    var beginTime: CFTimeInterval { get { scalars.beginTime } set { scalars.beginTime = newValue } }
    var duration: CFTimeInterval { get { scalars.duration } set { scalars.duration = newValue } }
    var speed: Float { get { scalars.speed } set { scalars.speed = newValue } }
    var timeOffset: CFTimeInterval { get { scalars.timeOffset } set { scalars.timeOffset = newValue } }
    var repeatCount: Float { get { scalars.repeatCount } set { scalars.repeatCount = newValue } }
    var repeatDuration: CFTimeInterval { get { scalars.repeatDuration } set { scalars.repeatDuration = newValue } }
    var autoreverses: Bool { get { scalars.autoreverses } set { scalars.autoreverses = newValue } }
}

/// The part of `LayerState` made of plain numbers and flags (no references). Snapshots
/// evaluate number and point animations directly in a copy of it (see `LaneTrack`).
struct LayerScalars {
    var bounds: CGRect = .zero
    var position: CGPoint = .zero
    var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var zPosition: CGFloat = 0
    var transform: CATransform3D = CATransform3DIdentity
    var sublayerTransform: CATransform3D = CATransform3DIdentity
    var opacity: Float = 1
    var isHidden: Bool = false
    var masksToBounds: Bool = false
    var isDoubleSided: Bool = true
    var allowsGroupOpacity: Bool = true
    var allowsEdgeAntialiasing: Bool = true
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var shadowOpacity: Float = 0
    var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsScale: CGFloat = 1
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses: Bool = false

    /// The layer's local time for a parent time: `(t − beginTime) × speed + timeOffset`
    /// (as `CALayer.localTime(fromParentTime:)`).
    @inline(__always) func localTime(fromParentTime t: Double) -> Double {
        // Most layers keep the default timing (begin +0, speed 1, offset +0), where the formula
        // is ((t − 0) × 1) + 0 = t + 0 to the bit (−0 becomes +0, as in the formula): tested
        // on the bit patterns, it skips the conversion and the two finiteness tests.
        if beginTime.bitPattern == 0, speed == 1, timeOffset.bitPattern == 0 { return t + 0 }
        let s = Double(speed)
        return (t - beginTime) * (s.isFinite ? s : 1) + (timeOffset.isFinite ? timeOffset : 0)
    }
}
