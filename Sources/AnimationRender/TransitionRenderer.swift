import AnimationCore
import CSDL2
import Foundation

final class TransitionRenderer {
    private unowned let compositor: Compositor
    init(compositor: Compositor) { self.compositor = compositor }
    func removeAll() {}
    func draw(_ node: RenderNode, transition: TransitionState, world: CATransform3D, paint: Paint, depth: Int) {
        var plain = node
        plain.transition = nil
        compositor.drawBody(plain, world: world, paint: paint, depth: depth)
    }
}
