import AnimationCore
import AnimationRender
import Foundation

/// How the window stays within a memory limit: resizes past what the budget at opening allows,
/// or past what the room left now holds, are put back, and before each frame `WindowMemoryGuard`
/// drops the layer stores or makes the window smaller when the room left runs short. Each
/// refusal is one sentence in the window.
extension WindowApp {
    /// After a resize past what memory holds, the window is put back within the limit and says
    /// so in one sentence (in the window, and on stderr the first time). Under a limit the layer
    /// stores are dropped at each resize: those drawn for the old size would otherwise be kept
    /// beside the ones drawn again for the new one.
    func keepWindowWithinMemory() {
        guard let window, let sizeBudget else { return }
        if memoryGuard != nil { renderer?.purgeAllStores() }
        if let memoryGuard, drawnPixels > 0, let room = WindowMemoryGuard.currentRoom() {
            let opening = sizeBudget.budget.largestFrame(for: .window, drawing: sizeBudget.drawing)
            window.limitSize(toPixels: min(opening, memoryGuard.largestPixels(room: room, drawnPixels: drawnPixels)))
        }
        guard window.keepWithinSizeLimit() else { return }
        let (width, height) = window.size
        let text = sizeBudget.budget.windowKeptNotice(kept: PixelSize(width: width, height: height),
                                                      drawing: sizeBudget.drawing)
        notice.show(text, isError: true, now: CACurrentMediaTime(), in: CGSize(width: width, height: height))
        if !saidSizeKept { FileHandle.standardError.write(Data("playground: \(text)\n".utf8)) }
        saidSizeKept = true
    }

    /// Under a memory limit, checks the room left before a frame is drawn and acts on a shortage.
    func keepFramesWithinMemory() {
        guard memoryGuard != nil, let window, let renderer, let room = WindowMemoryGuard.currentRoom() else { return }
        let (pw, ph) = window.drawableSize
        drawnPixels = pw * ph
        switch memoryGuard?.action(room: room, pixels: pw * ph) {
        case let .dropStores(storeBudget)?:
            renderer.purgeAllStores()
            renderer.storeMinimumBudgetBytes = 0
            renderer.storeBudgetBytes = storeBudget
        case let .shrink(pixels)?:
            window.limitSize(toPixels: pixels)
            windowResized()
        case nil:
            break
        }
    }
}
