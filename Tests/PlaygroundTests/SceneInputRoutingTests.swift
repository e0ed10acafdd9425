import AnimationCore
import AnimationUIKit
import Foundation
import Gallery
@testable import PlaygroundKit
import XCTest

/// A window that records what the gallery sends it, and can pretend a text field is editing.
final class RecordingWindow: UIWindow {
    var log: [String] = []
    var points: [CGPoint] = []
    var editing = false
    /// Keys it claims to use when not editing (a scene listening for arrows).
    var usesKeys: Set<UIKeyboardKey> = []

    override func sendPointer(_ phase: UIPointerPhase, at point: CGPoint, clickCount: Int = 1) -> Bool {
        log.append("\(phase)\(clickCount > 1 ? "×\(clickCount)" : "")")
        points.append(point)
        return true
    }
    override func sendScroll(deltaX: CGFloat, deltaY: CGFloat, at point: CGPoint) -> Bool {
        log.append("scroll \(Int(deltaX)),\(Int(deltaY))")
        return true
    }
    override func sendKey(_ key: UIKeyboardKey, shift: Bool = false) -> Bool {
        log.append("key \(key)")
        if editing, key == .escape { editing = false; return true }
        return editing || usesKeys.contains(key)
    }
    override func sendText(_ text: String) -> Bool {
        log.append("text \(text)")
        return editing
    }
    override func sendKey(_ key: UIKeyboardKey, modifiers: UIKeyModifierFlags) -> Bool {
        log.append("command \(key)\(modifiers.contains(.shift) ? " shift" : "")")
        return editing
    }
    override var isEditingText: Bool { editing }
    override func cancelAllInteractions() {
        log.append("cancel")
        editing = false
    }
}

/// A scene with a window filling its 200 × 100 design size.
final class InteractiveTestScene: Scene {
    let title = "Interactive"
    let identifier = "interactive"
    let designSize = CGSize(width: 200, height: 100)
    let info = SceneInfo(group: .wwdc, summary: "Records its input.", techniques: ["UIWindow"])
    let recorder = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    var rootLayer: CALayer { recorder.layer }
    var window: UIWindow? { recorder }
    private(set) var state: SceneState = .idle { didSet { if state != oldValue { onStateChange?(state) } } }
    var onStateChange: ((SceneState) -> Void)?
    private(set) var takeOvers = 0

    func start() { state = .running }
    func stop() { state = .stopped }
    func restart() { state = .running }
    func userDidTakeOver() { takeOvers += 1 }
}

/// Pointer, wheel, keys and text reach the full-window scene's window.
final class SceneInputRoutingTests: PlaygroundTestCase {
    private func makeFocusedModel() -> (GalleryModel, InteractiveTestScene) {
        let scene = InteractiveTestScene()
        let model = GalleryModel(scenes: [TestScene("a"), scene])
        CARunLoop.tick()
        model.startAll()
        model.focus(1)
        CARunLoop.tick()
        return (model, scene)
    }

    /// The window point of the scene's design point `p`.
    private func windowPoint(_ model: GalleryModel, _ p: CGPoint) -> CGPoint {
        model.stage.root.convert(p, from: model.scene(at: 1)!.rootLayer)
    }

    func testADragGoesToTheWindowInItsOwnCoordinatesEvenOutsideTheTile() {
        let (model, scene) = makeFocusedModel()

        model.handle(.pointerDown(windowPoint(model, CGPoint(x: 50, y: 40)), clickCount: 1))
        model.handle(.pointerMoved(windowPoint(model, CGPoint(x: 80, y: 40))))
        model.handle(.pointerMoved(CGPoint(x: 1, y: 1)))
        model.handle(.pointerUp(CGPoint(x: 1, y: 1)))
        model.handle(.pointerMoved(CGPoint(x: 2, y: 2)))

        XCTAssertEqual(scene.recorder.log, ["began", "moved", "moved", "ended"],
                       "after the release, moves outside are not sent")
        XCTAssertEqual(scene.recorder.points[0].x, 50, accuracy: 1e-6)
        XCTAssertEqual(scene.recorder.points[0].y, 40, accuracy: 1e-6)
        XCTAssertEqual(scene.recorder.points[1].x, 80, accuracy: 1e-6)
        XCTAssertLessThan(scene.recorder.points[2].x, 0, "captured: a point left of the scene")
    }

    func testTheFirstTouchHandsTheSceneToThePersonOnce() {
        let (model, scene) = makeFocusedModel()
        XCTAssertEqual(scene.takeOvers, 0, "opening a scene does not stop its demo")

        model.handle(.click(windowPoint(model, CGPoint(x: 10, y: 10))))
        model.handle(.pointerUp(windowPoint(model, CGPoint(x: 10, y: 10))))
        model.handle(.click(windowPoint(model, CGPoint(x: 10, y: 10))))

        XCTAssertEqual(scene.takeOvers, 1)
    }

    func testDoubleClicksAndTheWheelReachTheScene() {
        let (model, scene) = makeFocusedModel()

        model.handle(.pointerDown(windowPoint(model, CGPoint(x: 20, y: 20)), clickCount: 2))
        model.handle(.wheel(dx: 0, dy: -1, at: windowPoint(model, CGPoint(x: 20, y: 20))))

        XCTAssertEqual(scene.recorder.log, ["began×2", "scroll 0,60"],
                       "the wheel towards the user moves the content up")
    }

    func testFocusLossCancelsTheDrag() {
        let (model, scene) = makeFocusedModel()
        model.handle(.click(windowPoint(model, CGPoint(x: 20, y: 20))))

        model.handle(.focusLost)
        model.handle(.pointerUp(windowPoint(model, CGPoint(x: 20, y: 20))))

        XCTAssertEqual(scene.recorder.log, ["began", "cancel"], "no release after the cancel")
    }

    func testClosingTheSceneMidDragCancelsIt() {
        let (model, scene) = makeFocusedModel()
        model.handle(.click(windowPoint(model, CGPoint(x: 20, y: 20))))

        model.press(.escape)

        XCTAssertNil(model.focused)
        XCTAssertEqual(scene.recorder.log, ["began", "cancel"])
    }

    func testWhileEditingKeysAndTextGoToTheSceneAndEscEndsEditing() {
        let (model, scene) = makeFocusedModel()
        scene.recorder.editing = true

        model.handle(.text("héllo ✓"))
        model.press("s")
        model.press(.tab)
        model.press(.escape)

        XCTAssertEqual(scene.recorder.log, ["text héllo ✓", "key tab", "key escape"])
        XCTAssertFalse(model.slowedScenes.contains(1), "S typed into a field is not slow motion")
        XCTAssertEqual(model.focused, 1, "Esc ended editing, not the scene")
        model.press(.escape)
        XCTAssertNil(model.focused, "a second Esc leaves the scene")
    }

    func testEditingChordsGoToAnEditingFieldOnly() {
        let (model, scene) = makeFocusedModel()
        model.handle(.keyCommand(.character("c"), shift: false))
        XCTAssertEqual(scene.recorder.log, [], "no field is editing: Ctrl+C does nothing")

        scene.recorder.editing = true
        model.handle(.keyCommand(.character("z"), shift: true))
        model.handle(.keyCommand(.left, shift: false))
        XCTAssertEqual(scene.recorder.log, ["command character(\"z\") shift", "command leftArrow"])
    }

    func testTheScreenAnswersForTheWindow() {
        let model = GalleryModel(scenes: [TestScene("a")], windowSize: CGSize(width: 900, height: 600), pixelScale: 2)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 900, height: 600))
        XCTAssertEqual(UIScreen.main.scale, 2)
        model.handle(.resize(CGSize(width: 1024, height: 700), pixelScale: 1))
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 1024, height: 700))
        XCTAssertEqual(UIScreen.main.nativeScale, 1)
    }

    func testKeysTheSceneUsesAreItsOwnAndTheRestArePlaygroundKeys() {
        let (model, scene) = makeFocusedModel()
        scene.recorder.usesKeys = [.leftArrow]

        model.press(.left)
        XCTAssertEqual(model.focused, 1, "the scene used the arrow")
        model.press(.right)
        XCTAssertEqual(model.focused, 1, "the last scene: nothing to the right")
        model.press("s")
        XCTAssertTrue(model.slowedScenes.contains(1), "playground keys work when nothing is editing")
        model.handle(.text("s"))
        XCTAssertFalse(scene.recorder.log.contains("text s"), "text is not sent when nothing edits")
    }

    func testSouthPoleTakesItsArrowsAndEscStillLeavesIt() {
        let model = GalleryModel(scenes: [TestScene("a"), SouthPoleScene(), TestScene("b")])
        CARunLoop.tick()
        model.focus(1)
        CARunLoop.tick()
        let penguin = {
            (model.scene(at: 1)?.rootLayer.sublayers?.compactMap { $0.contents == nil ? nil : $0 }.first?.position.x)
                ?? -1
        }
        let before = penguin()

        model.press(.right)
        model.press(.down)
        let focusedAfterArrows = model.focused
        let slowed = model.press("s").changed
        model.press(.escape)
        let focusedAfterEsc = model.focused
        model.press(.right)

        XCTAssertEqual(focusedAfterArrows, 1, "the penguin's arrows, not the next scene")
        XCTAssertEqual(penguin(), before + SouthPoleScene.walkSize.width, accuracy: 1e-9, "the walk's model position")
        XCTAssertTrue(slowed, "S is still the playground's")
        XCTAssertNil(focusedAfterEsc, "Esc always leaves the scene")
        XCTAssertEqual(model.selection, 2, "in the grid the arrows move the selection")
    }

    func testAPlainSceneStillGetsPresses() {
        let scene = TestScene("plain")
        let model = GalleryModel(scenes: [scene])
        model.focus(0)
        let p = model.stage.root.convert(CGPoint(x: 100, y: 50), from: scene.rootLayer)

        model.handle(.click(p))
        model.handle(.pointerMoved(p))
        model.handle(.pointerUp(p))

        XCTAssertEqual(scene.presses.count, 1)
        XCTAssertEqual(scene.presses[0].x, 100, accuracy: 1e-6)
    }
}
