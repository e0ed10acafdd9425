import Foundation

/// The stored values behind `CALayer`'s public appearance, geometry and timing properties
/// (everything `assignProperties(from:)` copies), kept in one value so that a presentation
/// copy of a built-in layer class is made with one assignment instead of ~40 property writes.
///
/// The public properties are computed accessors over this value; they keep their
/// implicit-action behaviour (`willChange`) and stay overridable.
struct LayerState {
    // Geometry
    var bounds: CGRect = .zero
    var position: CGPoint = .zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var zPosition: CGFloat = 0
    var transform: CATransform3D = CATransform3DIdentity
    var sublayerTransform: CATransform3D = CATransform3DIdentity

    // Appearance
    var opacity: Float = 1
    var isHidden: Bool = false
    var masksToBounds: Bool = false
    var isDoubleSided: Bool = true
    var allowsGroupOpacity: Bool = true
    var backgroundColor: CGColor?
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = .black
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var contents: Any?
    var contentsGravity: CALayerContentsGravity = .resize
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsScale: CGFloat = 1
    var name: String?

    // Timing (CAMediaTiming)
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses: Bool = false
    var fillMode: CAMediaTimingFillMode = .removed
}
