import AnimationCore
import AnimationRender
import Foundation
import Gallery
@testable import PlaygroundKit
import XCTest

/// The recording message bar never covers the full-window footer line, the tile's title strip or
/// the Inspector button, at any size, for every scene, also when a scene opens while a message
/// is shown.
final class WindowNoticeLayoutTests: PlaygroundTestCase {
    private let text = "recorded playground-group-demo-20261127-163000.gif: 90 frames, 1228x636, 3.00 s, 2.1 MB"

    func testTheMessageStaysAboveTheFooterAndTheButtonForEverySceneAtEverySize() {
        AssetLibrary.installProviders()
        var problems: [String] = []
        for size in FullWindowTextTests.windowSizes {
            let model = GalleryModel(entries: SceneCatalog.entries, windowSize: size)
            CARunLoop.tick()
            let notice = WindowNotice()
            notice.show(text, isError: false, now: 0, in: size)   // shown in the grid, then a scene opens
            for (i, entry) in SceneCatalog.entries.enumerated() {
                model.focus(i)
                model.refresh()
                notice.obstacleTop = model.stage.footerTop   // as the window does before each frame
                let bar = notice.layer.frame
                let where_ = "\(entry.identifier) at \(Int(size.width))×\(Int(size.height))"
                if bar.intersects(model.stage.infoLine.frame) { problems.append("\(where_): over the footer") }
                if bar.intersects(TileLayout.labelRect(ofTile: model.stage.focusedTileFrame)) {
                    problems.append("\(where_): over the tile's title strip")
                }
                let button = model.stage.inspectorPanel.layout.toggleButton
                if bar.intersects(button) { problems.append("\(where_): over the button") }
                if bar.minY < 0 || bar.maxY > size.height { problems.append("\(where_): outside the window \(bar)") }
            }
        }
        XCTAssertEqual(problems, [])
    }

    func testInTheGridTheMessageSitsOnTheBottomMargin() {
        let size = CGSize(width: 1280, height: 800)
        let model = GalleryModel(entries: SceneCatalog.entries, windowSize: size)
        let notice = WindowNotice()
        notice.obstacleTop = model.stage.footerTop

        notice.show(text, isError: false, now: 0, in: size)

        XCTAssertNil(model.stage.footerTop)
        XCTAssertEqual(notice.layer.frame.maxY, 788)
    }
}
