import AnimationCore
import AnimationRender
import AnimationUIKit
import Foundation
@testable import Gallery
@testable import PlaygroundKit
import XCTest

/// A scene open full-window in a 1600 × 1000 window uses the room beside its design rectangle as
/// an app uses a larger screen: Login's clouds drift across the whole width, Cook lays its
/// screen out for the window's shape, and the colours beside a scene follow its picture as it
/// changes (Flight info's weather, Logo reveal's screens, the group demo's stage).
final class FullWindowRoomTests: PlaygroundTestCase {
    static let windowSize = CGSize(width: 1600, height: 1000)

    /// The open scene and where its design rectangle is drawn in the window.
    struct Open {
        let model: GalleryModel
        let scene: Scene
        /// The scene's viewport in the window, and its design rectangle there.
        let content: CGRect
        let fitted: CGRect
        let scale: CGFloat

        /// The window pixel showing scene point (`x`, `y`), which may lie beside the design rectangle.
        func pixel(x: CGFloat, y: CGFloat) -> (x: Int, y: Int) {
            (Int(fitted.minX + x * scale), Int(fitted.minY + y * scale))
        }

        /// The scene's x of the window's pixel column `x`.
        func sceneX(ofWindowX x: CGFloat) -> CGFloat { (x - fitted.minX) / scale }
    }

    /// Opens the scene `identifier` full-window at `t0` and starts it.
    func open(_ identifier: String) throws -> Open {
        AssetLibrary.installProviders()
        let entry = try XCTUnwrap(SceneCatalog.entry(identifier))
        let model = GalleryModel(entries: [entry], windowSize: Self.windowSize)
        CARunLoop.tick()
        model.focus(0)
        model.refresh()
        let scene = try XCTUnwrap(model.scene(at: 0))
        if scene.state == .idle { scene.start() }
        CARunLoop.tick()
        let content = TileLayout.contentRect(ofTile: model.stage.focusedTileFrame, local: false)
        let s = TileLayout.scale(fitting: scene.designSize, in: content.size, maximumScale: scene.maximumScale)
        let fitted = TileLayout.fit(scene.designSize, in: content, maximumScale: scene.maximumScale)
        XCTAssertGreaterThan(fitted.minX - content.minX, 200, "the window leaves room beside the scene")
        return Open(model: model, scene: scene, content: content, fitted: fitted, scale: s)
    }

    /// Runs the open scene to `t0 + seconds` (the gallery refreshed every frame) and renders the window.
    func render(_ open: Open, at seconds: CFTimeInterval) throws -> RenderedImage {
        var t = clock.now
        while t < t0 + seconds - 1e-9 {
            t = min(t + 1.0 / 60, t0 + seconds)
            clock.set(t)
            CARunLoop.tick()
            open.model.refresh()
        }
        let renderer = try Renderer(headlessWidth: Int(Self.windowSize.width), height: Int(Self.windowSize.height))
        defer { renderer.close() }
        renderer.render(open.model.stage.root.renderSnapshot(), background: Theme.background)
        return renderer.readPixels()
    }

    func rgba8(_ c: CGColor) -> RGBA8 {
        func byte(_ v: CGFloat) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }
        return RGBA8(r: byte(c.red), g: byte(c.green), b: byte(c.blue))
    }

    // MARK: Login's clouds

    /// Walks 70 s of `identifier`'s clouds and checks that they drift over the whole window: each
    /// crossing ends at the viewport's right edge and starts again past its left edge, so that a
    /// cloud is seen wholly in the room on either side of the scene.
    func assertCloudsCrossTheWindow(_ identifier: String, clouds: (Scene) -> [CALayer]) throws {
        let open = try open(identifier)
        let left = open.sceneX(ofWindowX: open.content.minX), right = open.sceneX(ofWindowX: open.content.maxX)
        var wholeLeft = false, wholeRight = false, farthest = -CGFloat.infinity
        var t = 0.0
        while t <= 70 {
            run(to: t)
            open.model.refresh()
            for cloud in clouds(open.scene) {
                let frame = (cloud.presentation() ?? cloud).frame
                farthest = max(farthest, frame.minX)
                if frame.maxX < 0 && frame.minX >= left - 1 { wholeLeft = true }
                if frame.minX > 320 && frame.maxX <= right + 1 { wholeRight = true }
            }
            t += 0.25
        }
        XCTAssertTrue(wholeLeft, "\(identifier): a cloud is seen wholly left of the scene")
        XCTAssertTrue(wholeRight, "\(identifier): a cloud is seen wholly right of the scene")
        // Sampled every 0.25 s: a cloud moves about 7 points between samples.
        XCTAssertGreaterThan(farthest, right - 10, "\(identifier): a crossing ends at the viewport's right edge")
    }

    func testLoginsCloudsDriftAcrossTheWholeWindow() throws {
        try assertCloudsCrossTheWindow("login") { ($0 as! LoginScene).form.clouds.map(\.layer) }
    }

    func testLoginLayersCloudsDriftAcrossTheWholeWindow() throws {
        try assertCloudsCrossTheWindow("login-layers") { ($0 as! LoginLayersScene).form.clouds.map(\.layer) }
    }

    /// A pixel probe: when a cloud is wholly in the room right of the scene, its middle is drawn
    /// there (white), not the sky.
    func testLoginsCloudIsDrawnBesideTheScene() throws {
        let open = try open("login"), scene = try XCTUnwrap(open.scene as? LoginScene)
        let right = open.sceneX(ofWindowX: open.content.maxX)
        var t = 0.0, seen: CGRect?
        while t <= 70, seen == nil {
            run(to: t)
            seen = scene.form.clouds.map { ($0.layer.presentation() ?? $0.layer).frame }
                .first { $0.minX > 330 && $0.maxX < right - 10 }
            t += 0.25
        }
        let cloud = try XCTUnwrap(seen, "a cloud drifts wholly into the room right of the scene")
        let image = try render(open, at: clock.now - t0)
        let p = open.pixel(x: cloud.midX, y: cloud.midY + cloud.height * 0.15)
        let pixel = image[p.x, p.y]
        XCTAssertGreaterThan(pixel.maxChannelDifference(to: rgba8(LoginForm.skyColor.cgColor)), 60,
                             "the cloud, not the sky, at \(p): \(pixel)")
    }

    // MARK: Cook

    func testCooksScreenFillsAWideWindowAndItsShelfSpansIt() throws {
        let open = try open("cook"), scene = try XCTUnwrap(open.scene as? CookScene)
        let image = try render(open, at: 0.3)
        let desk = rgba8(try XCTUnwrap(scene.rootLayer.backgroundColor))
        for x in [Int(open.content.minX) + 20, 800, Int(open.content.maxX) - 20] {
            let pixel = image[x, Int(open.fitted.midY)]
            XCTAssertGreaterThan(pixel.maxChannelDifference(to: desk), 60,
                                 "the kitchen, not the desk, at x \(x): \(pixel)")
        }
        let first = scene.thumbnails[0], last = scene.thumbnails[scene.thumbnails.count - 1]
        func inWindow(_ view: UIView) -> CGRect { view.superview?.convert(view.frame, to: scene.sceneWindow) ?? .null }
        let shelf = inWindow(first).union(inWindow(last)), screen = scene.sceneWindow.frame
        let shelfLeft = (screen.minX + shelf.minX) * open.scale + open.fitted.minX
        let shelfRight = (screen.minX + shelf.maxX) * open.scale + open.fitted.minX
        XCTAssertLessThan(shelfLeft - open.content.minX, 0.05 * open.content.width,
                          "the shelf starts near the left edge")
        XCTAssertLessThan(open.content.maxX - shelfRight, 0.05 * open.content.width,
                          "the shelf ends near the right edge")
    }

    func testCooksDetailsStillGrowOutOfTheTappedThumbnailInAWideWindow() throws {
        let open = try open("cook"), scene = try XCTUnwrap(open.scene as? CookScene)
        scene.userDidTakeOver()
        run(to: 0.2)
        let thumbnail = scene.thumbnails[3]
        let cell = try XCTUnwrap(thumbnail.superview?.convert(thumbnail.frame, to: scene.sceneWindow))
        scene.didTapThumbnail(3)
        run(to: 0.2 + 1.0 / 60)
        let details = try XCTUnwrap(scene.details?.view.layer)
        let early = (details.presentation() ?? details).frame
        XCTAssertEqual(early.midX, cell.midX, accuracy: 0.1 * cell.width, "the details start over the tapped cell")
        XCTAssertEqual(early.midY, cell.midY, accuracy: 0.1 * cell.height)
        run(to: 2.5)
        XCTAssertEqual((details.presentation() ?? details).frame, scene.sceneWindow.bounds, "then fill the screen")
        XCTAssertGreaterThan(scene.sceneWindow.bounds.width, 700, "a screen as wide as the window")
    }

    // MARK: Colours that follow the picture

    func testFlightInfosWeatherReachesTheWindowsSidesAndChangesWithIt() throws {
        let open = try open("flight-info")
        let side = open.pixel(x: -40, y: 280), inside = open.pixel(x: 4, y: 280)
        let snowy = try render(open, at: 0.5)
        let sunny = try render(open, at: 5)
        for (image, weather) in [(snowy, "snowy"), (sunny, "sunny")] {
            let beside = image[side.x, side.y], on = image[inside.x, inside.y]
            XCTAssertLessThanOrEqual(beside.maxChannelDifference(to: on), 12,
                                     "\(weather): beside the board \(beside), on it \(on)")
        }
        XCTAssertGreaterThan(snowy[side.x, side.y].maxChannelDifference(to: sunny[side.x, side.y]), 40,
                             "the colour beside the board changes with the weather")
    }

    func testLogoRevealsSidesAreTheScreenThatCoversTheEdges() throws {
        let open = try open("logo-reveal")
        let side = open.pixel(x: -40, y: 300)
        let first = try render(open, at: 0.5)
        let lessons = try render(open, at: 4)
        let green = rgba8(LogoMasterViewController.green.cgColor), white = RGBA8(r: 255, g: 255, b: 255)
        XCTAssertLessThanOrEqual(first[side.x, side.y].maxChannelDifference(to: green), 3,
                                 "green beside the first screen: \(first[side.x, side.y])")
        XCTAssertLessThanOrEqual(lessons[side.x, side.y].maxChannelDifference(to: white), 3,
                                 "white beside the lessons: \(lessons[side.x, side.y])")
    }

    func testGroupDemosStageColourReachesTheWindowsSides() throws {
        let open = try open("animation-group-demo")
        let scene = try XCTUnwrap(open.scene as? AnimationGroupDemoScene)
        let image = try render(open, at: 0.5)
        let stage = open.pixel(x: -40, y: 200), floor = open.pixel(x: -40, y: 450)
        let stageColor = rgba8(try XCTUnwrap(scene.stageView.backgroundColor?.cgColor))
        let floorColor = rgba8(try XCTUnwrap(scene.rootLayer.backgroundColor))
        XCTAssertLessThanOrEqual(image[stage.x, stage.y].maxChannelDifference(to: stageColor), 3, "beside the stage")
        XCTAssertLessThanOrEqual(image[floor.x, floor.y].maxChannelDifference(to: floorColor), 3, "beside the buttons")
    }

    // MARK: Snow

    /// A pixel probe: snow falls beside the scene as over it (flakes are light, the sky dark).
    func testSnowFallsBesideTheSceneToo() throws {
        let open = try open("snow")
        let image = try render(open, at: 1)
        func flakes(_ xs: StrideTo<Int>) -> Int {
            var count = 0
            for x in xs {
                for y in stride(from: Int(open.fitted.minY), to: Int(open.fitted.maxY), by: 2)
                where image[x, y].g > 120 {
                    count += 1
                }
            }
            return count
        }
        let beside = flakes(stride(from: Int(open.content.minX) + 4, to: Int(open.fitted.minX) - 4, by: 2))
        let over = flakes(stride(from: Int(open.fitted.minX) + 4, to: Int(open.fitted.maxX) - 4, by: 2))
        let widths = (open.fitted.minX - open.content.minX - 8) / (open.fitted.width - 8)
        XCTAssertGreaterThan(over, 50, "snow over the scene")
        XCTAssertGreaterThan(Double(beside), 0.4 * Double(over) * Double(widths),
                             "snow beside it too: \(beside) vs \(over)")
    }
}

// MARK: Bars and lists that span the window

extension FullWindowRoomTests {
    /// Asserts that the window pixel showing scene point (`x`, `y`) is `color` (within `tolerance`).
    func assertPixel(_ image: RenderedImage, _ open: Open, x: CGFloat, y: CGFloat, is color: CGColor,
                     tolerance: Int = 3, _ what: String, line: UInt = #line) {
        let p = open.pixel(x: x, y: y), expected = rgba8(color), pixel = image[p.x, p.y]
        XCTAssertLessThanOrEqual(pixel.maxChannelDifference(to: expected), tolerance,
                                 "\(what) at scene (\(x), \(y)): \(pixel), expected \(expected)", line: line)
    }

    /// A pixel probe: while refreshing, the blue header and the list's rules reach past the
    /// design width to the window's sides.
    func testRefreshsHeaderAndRulesSpanTheWindow() throws {
        let open = try open("refresh"), scene = try XCTUnwrap(open.scene as? RefreshScene)
        let image = try render(open, at: 2.5)
        XCTAssertEqual(Double(scene.scrollView.contentOffset.y), -110, accuracy: 0.5, "the header is in view")
        let blue = try XCTUnwrap(scene.refreshView.backgroundColor?.cgColor)
        let rule = UIColor(white: 0.88, alpha: 1).cgColor
        // The first row's rule is at content y 55…56, shown 110 pt lower.
        for x: CGFloat in [-60, 380] {
            assertPixel(image, open, x: x, y: 20, is: blue, "the header")
            assertPixel(image, open, x: x, y: 110 + 28, is: UIColor.white.cgColor, "the row's white")
        }
        assertPixel(image, open, x: 380, y: 110 + 55.5, is: rule, tolerance: 6, "the rule, right of the design width")
        // Rows keep their inset from the visible left edge (about x = −268 here), not from the design's.
        assertPixel(image, open, x: -200, y: 110 + 55.5, is: rule, tolerance: 6, "the rule, left of the design width")
    }

    /// A pixel probe: the open menu bar and the rows' alternating backgrounds reach the sides.
    func testPackingListsBarAndRowsSpanTheWindow() throws {
        let open = try open("packing-list")
        let shut = try render(open, at: 0.3)
        for x: CGFloat in [-60, 380] {
            assertPixel(shut, open, x: x, y: 60 + 28, is: UIColor.white.cgColor, "the first row")
            assertPixel(shut, open, x: x, y: 60 + 56 + 28, is: UIColor(white: 0.97, alpha: 1).cgColor, "the second row")
        }
        let opened = try render(open, at: 1.9)
        for x: CGFloat in [-60, 380] {
            assertPixel(opened, open, x: x, y: 150, is: PackingListScene.menuColor.cgColor, "the open menu bar")
        }
    }

    /// A pixel probe: the contact list's bar, white and rules reach the sides, and the open menu
    /// is at the window's left edge (the list slid off it), not beside the design rectangle.
    func testPhoneBooksListSpansTheWindowAndItsMenuOpensAtTheLeftEdge() throws {
        let open = try open("phone-book")
        let shut = try render(open, at: 0.1)
        let rule = UIColor(white: 0.88, alpha: 1).cgColor
        for x: CGFloat in [-60, 380] {
            assertPixel(shut, open, x: x, y: 20, is: PhoneBookViews.barColor.cgColor, "the bar")
            assertPixel(shut, open, x: x, y: 64 + 23, is: UIColor.white.cgColor, "the list's white")
        }
        assertPixel(shut, open, x: 380, y: 64 + 45.5, is: rule, tolerance: 6, "the rule")
        let opened = try render(open, at: 4)
        let left = open.sceneX(ofWindowX: open.content.minX)
        assertPixel(opened, open, x: left + 30, y: 40, is: PhoneBookViews.menuColors[0].cgColor, "the menu's first row")
        assertPixel(opened, open, x: left + PhoneBookScene.menuWidth + 30, y: 200, is: UIColor.white.cgColor,
                    "the list, just right of the menu")
    }
}
