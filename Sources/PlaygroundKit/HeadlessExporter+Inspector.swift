import AnimationCore
import Foundation
import Gallery

extension HeadlessExporter {
    /// Exports `scene` full-window in the playground's chrome with the timeline inspector open
    /// (`--headless --inspector`): the picture the README shows. The size defaults to 1280×800.
    @discardableResult
    public func run(inspecting scene: Scene) throws -> [String] {
        try AssetCheck.prepare()
        let out = size ?? PixelSize.defaultWindow
        return try withManualClock { _ in
            let model = GalleryModel(scenes: [scene], windowSize: CGSize(width: out.width, height: out.height))
            CARunLoop.tick()
            if let f = slowFactor { model.setGallerySlowMotion(true, factor: f) }
            model.startAll()
            model.focus(0)
            model.toggleInspector()
            return try render(model.stage.root, size: out) { model.refresh() }
        }
    }
}
