import AnimationUIKit

/// The folder's spring (phases 2 and 3) is tunable. The talk gives it as UIKit's damping ratio
/// 0.75 and initial velocity 0.5 settling in 1 s; the editor sees the spring UIKit solves for
/// those (`SpringSolver.uiKit`). An edited spring is used from the next open or close on (the
/// move in progress finishes with the spring it started with); the comparison strip keeps the
/// talk's springs, so the edited folder can be compared with them.
extension SpringFolderScene: TunableScene {
    /// The name of the folder's spring.
    public static let folderSpringName = "folder"

    /// The spring the talk's call plays: damping ratio 0.75, initial velocity 0.5, settling in 1 s.
    public static var talkSpring: SpringSolver {
        SpringSolver.uiKit(dampingRatio: Double(folderDamping), duration: springDuration,
                           initialVelocity: Double(folderVelocity))
    }

    /// One spring: the folder's.
    public var tunableSpringNames: [String] { [Self.folderSpringName] }

    /// The folder's spring for `"folder"` (the edited one, or the talk's); nil for any other name.
    public func tunableSpring(named name: String) -> SpringSolver? {
        name == Self.folderSpringName ? tunedFolderSpring ?? Self.talkSpring : nil
    }

    /// Uses `spring` for the folder from its next move on; the talk's own spring goes back to
    /// the talk's `UIView.animate` call.
    @discardableResult
    public func setTunableSpring(_ spring: SpringSolver, named name: String) -> Bool {
        guard name == Self.folderSpringName else {
            CADiagnostics.report(
                "\(identifier): no tunable spring named \"\(name)\" (it has \"\(Self.folderSpringName)\")")
            return false
        }
        tunedFolderSpring = spring == Self.talkSpring ? nil : spring
        return true
    }
}
