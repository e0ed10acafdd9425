import Foundation

/// What snapshots read from a layer every frame without recomputing it: its animations as one
/// program, and whether its model transform is the identity (both kept until they change).
extension CALayer {
    /// Evaluates `animationProgram` into `g` at local time `t` (see `AnimationProgram.apply`);
    /// nil when there is no program. The program is reached without retaining it: the layer
    /// holds it, and evaluating it runs no code that could change the layer's animations.
    @inline(__always) func applyAnimationProgram(to g: inout LayerScalars, at t: Double) -> Bool? {
        guard let program = animationProgramReference else { return nil }
        return program._withUnsafeGuaranteedRef { program in
            program.apply(to: &g, at: t,
                          modelTransformIsIdentity: program.readsModelTransform && modelTransformIsIdentity)
        }
    }
    /// `state.transform.isIdentity`, kept until the state changes: a transform-component
    /// animation (`transform.scale`…) reads the identity's component when the transform is the
    /// identity, and comparing sixteen numbers per layer per frame cost more than the rest of
    /// the read. Written by snapshots, on the layer's own thread (or its worker's, like the
    /// content cache).
    @inline(__always) final var modelTransformIsIdentity: Bool {
        if transformIdentityVersion != stateVersion {
            transformIdentityCache = state.scalars.transform.isIdentity
            transformIdentityVersion = stateVersion
        }
        return transformIdentityCache
    }
}
