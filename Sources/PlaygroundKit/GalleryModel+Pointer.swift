import AnimationCore
import AnimationUIKit
import Foundation
import Gallery

// The pointer and the wheel. In the grid a click selects a tile (a double click opens it), the
// wheel scrolls. Full-window, presses, moves, releases and the wheel go to the scene: to its
// `window` (hit testing, gesture recognizers, controls) when it has one, else a press goes to
// `pointerDown(at:)`. A press captures the pointer, so the moves and the release reach the
// scene even outside its tile.
extension GalleryModel {
    /// How far one wheel step scrolls the grid, in points.
    static let wheelStep: CGFloat = 60

    func pointerDown(_ p: CGPoint, clickCount: Int) {
        if showsHelp { showsHelp = false; return }
        if inspectorPointerDown(p) { return }
        if let f = focused {
            guard let local = stage.scenePoint(p, inTile: f), let scene = scene(at: f) else { return }
            takeOver(f)
            if let window = scene.window {
                pointerCaptured = true
                window.sendPointer(.began, at: windowPoint(p, in: window), clickCount: clickCount)
            } else {
                _ = scene.pointerDown(at: local)
            }
            return
        }
        guard let k = stage.layout.tileIndex(at: p, offset: stage.offset) else { return }
        selection = stage.items[k]
        revealSelection()
        if clickCount >= 2 { focus(selection) }
    }

    /// Returns true when the move reached a scene or changed what the inspector shows (the host
    /// then redraws). A drag in the panel or in the scene keeps the pointer; otherwise the open
    /// panel has it while it is over the panel (the row under it is shown).
    func pointerMoved(_ p: CGPoint) -> Bool {
        if inspectorPointerMoved(p) { return true }
        if pointerCaptured, let f = focused, let window = scene(at: f)?.window {
            window.sendPointer(.moved, at: windowPoint(p, in: window))
            return true
        }
        let hover = inspectorHover(p)
        if hover.overPanel { return hover.changed }
        guard let f = focused, let window = scene(at: f)?.window else { return hover.changed }
        // Hover: only inside the scene, and only for scenes that listen.
        guard stage.scenePoint(p, inTile: f) != nil else { return hover.changed }
        return window.sendPointer(.moved, at: windowPoint(p, in: window)) || hover.changed
    }

    func pointerUp(_ p: CGPoint) {
        if inspectorPointerUp(p) { return }
        guard pointerCaptured, let f = focused, let window = scene(at: f)?.window else { return }
        pointerCaptured = false
        window.sendPointer(.ended, at: windowPoint(p, in: window))
    }

    func wheel(dx: CGFloat, dy: CGFloat, at p: CGPoint) {
        guard dx.isFinite, dy.isFinite else { return }
        if let f = focused {
            guard stage.scenePoint(p, inTile: f) != nil, let window = scene(at: f)?.window else { return }
            takeOver(f)
            // UIWindow's convention: positive deltaY moves the content up (towards the end).
            window.sendScroll(deltaX: dx * Self.wheelStep, deltaY: -dy * Self.wheelStep, at: windowPoint(p, in: window))
            return
        }
        stage.scroll(to: stage.offset - dy * Self.wheelStep, animated: true)
    }

    /// Cancels whatever the pointer was doing in entry `i`'s scene (focus lost, scene closed).
    func releasePointer(of i: Int) {
        pointerCaptured = false
        scene(at: i)?.window?.cancelAllInteractions()
    }

    /// Hands entry `i`'s scene to the person: its scripted demo stops (once).
    func takeOver(_ i: Int) {
        guard !takenOver.contains(i), let scene = scene(at: i) else { return }
        takenOver.insert(i)
        scene.userDidTakeOver()
    }

    /// `p` (window points) in `window`'s own coordinates.
    private func windowPoint(_ p: CGPoint, in window: UIWindow) -> CGPoint {
        stage.convert(p, to: window.layer)
    }
}
