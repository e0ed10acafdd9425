import AnimationUIKit

/// A scene whose timing curves and springs a person may change while it runs (the playground's
/// curve and spring editors). Each tunable value has a name ("rotation"); the scene reads the
/// current value whenever it builds its next cycle, so a change shows from the next cycle on
/// and the motion in progress never jumps.
///
/// Not an Apple API: it is how the playground reaches into a scene, as a designer would edit a
/// constant and run the app again.
public protocol TunableScene: Scene {
    /// The names of the timing curves the scene lets an editor change, in display order.
    var tunableCurveNames: [String] { get }
    /// The curve under `name` now, or nil for an unknown name.
    func tunableCurve(named name: String) -> CAMediaTimingFunction?
    /// Uses `curve` for `name` from the next cycle on. Returns false (with a diagnostic) for an
    /// unknown name.
    @discardableResult
    func setTunableCurve(_ curve: CAMediaTimingFunction, named name: String) -> Bool

    /// The names of the springs the scene lets an editor change, in display order.
    var tunableSpringNames: [String] { get }
    /// The spring under `name` now (mass, stiffness, damping, initial velocity), or nil.
    func tunableSpring(named name: String) -> SpringSolver?
    /// Uses `spring` for `name` from the next cycle on. Returns false (with a diagnostic) for an
    /// unknown name.
    @discardableResult
    func setTunableSpring(_ spring: SpringSolver, named name: String) -> Bool
}

extension TunableScene {
    /// None: the scene has no tunable curves unless it says so.
    public var tunableCurveNames: [String] { [] }
    /// Nil for every name.
    public func tunableCurve(named name: String) -> CAMediaTimingFunction? { nil }
    /// Reports that the scene has no such curve and returns false.
    @discardableResult
    public func setTunableCurve(_ curve: CAMediaTimingFunction, named name: String) -> Bool {
        CADiagnostics.report("\(identifier): no tunable curve named \"\(name)\"")
        return false
    }
    /// None: the scene has no tunable springs unless it says so.
    public var tunableSpringNames: [String] { [] }
    /// Nil for every name.
    public func tunableSpring(named name: String) -> SpringSolver? { nil }
    /// Reports that the scene has no such spring and returns false.
    @discardableResult
    public func setTunableSpring(_ spring: SpringSolver, named name: String) -> Bool {
        CADiagnostics.report("\(identifier): no tunable spring named \"\(name)\"")
        return false
    }
}
