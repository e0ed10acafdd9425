import AnimationCore
import AnimationRender
import Foundation
import Gallery
@testable import PlaygroundKit
import XCTest

/// Every scene open full-window, at several window sizes: the header's title (the scene's name,
/// "CAAnimationGroup demo" included) and the footer with its source, summary and techniques are
/// laid out whole, and the footer stays clear of the "Inspector (I)" button.
final class FullWindowTextTests: PlaygroundTestCase {
    static let windowSizes = [CGSize(width: 1600, height: 1000), CGSize(width: 1280, height: 800),
                              CGSize(width: 1024, height: 700)]

    func fit(_ layer: CATextLayer) throws -> TextFit {
        let content = TextContent(string: (layer.string as? String) ?? "", fontName: layer.font as? String,
                                  fontSize: layer.fontSize, color: RGBA(red: 1, green: 1, blue: 1, alpha: 1),
                                  alignment: layer.alignmentMode, isWrapped: layer.isWrapped,
                                  truncation: layer.truncationMode)
        return try XCTUnwrap(TextFit.layOut(content, in: layer.bounds.size))
    }

    func testTitleAndFooterAreWholeForEverySceneAtEverySize() throws {
        AssetLibrary.installProviders()
        var problems: [String] = []
        for size in Self.windowSizes {
            let model = GalleryModel(entries: SceneCatalog.entries, windowSize: size)
            CARunLoop.tick()
            for (i, entry) in SceneCatalog.entries.enumerated() {
                model.focus(i)
                model.refresh()
                let stage = model.stage
                let where_ = "\(entry.identifier) at \(Int(size.width))×\(Int(size.height))"
                let title = try fit(stage.heading), footer = try fit(stage.infoLine)
                if !title.fits { problems.append("\(where_): title drawn as \(title.lines)") }
                if !footer.fits { problems.append("\(where_): footer drawn as \(footer.lines)") }
                let button = stage.inspectorPanel.layout.toggleButton
                let footerFrame = stage.infoLine.frame
                if footerFrame.intersects(button) { problems.append("\(where_): footer under the Inspector button") }
                if footerFrame.intersects(stage.focusedTileFrame) {
                    problems.append("\(where_): footer over the scene")
                }
                model.focus(nil)
            }
        }
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n"))
    }
}
