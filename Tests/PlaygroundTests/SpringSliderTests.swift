import AnimationCore
import AnimationRender
import TestSupport
import Foundation
@testable import Gallery
@testable import PlaygroundKit
import XCTest

/// The spring editor's sliders (mass, stiffness, damping, initial velocity): their scales, the
/// pointer dragging them, and the spring folder scene picking the edited spring up.
final class SpringSliderTests: PlaygroundTestCase {
    // MARK: Scales

    func testTheTracksEndsAreTheRangesEnds() {
        for parameter in SpringParameter.allCases {
            XCTAssertEqual(parameter.value(atFraction: 0), parameter.range.lowerBound, "\(parameter)")
            XCTAssertEqual(parameter.value(atFraction: 1), parameter.range.upperBound, "\(parameter)")
            XCTAssertEqual(parameter.value(atFraction: -3), parameter.range.lowerBound, "clamped")
            XCTAssertEqual(parameter.value(atFraction: .nan), parameter.range.lowerBound,
                           "not finite reads as the left end")
        }
        XCTAssertEqual(SpringParameter.initialVelocity.value(atFraction: 0.5), 0, "velocity 0 in the middle")
        XCTAssertEqual(SpringParameter.stiffness.value(atFraction: 0.5), 70.7, "logarithmic: √5000, three digits")
    }

    func testFractionAndValueRoundTripToThreeDigits() {
        for parameter in SpringParameter.allCases {
            for f in stride(from: 0.0, through: 1.0, by: 0.05) {
                let v = parameter.value(atFraction: f)
                XCTAssertEqual(parameter.fraction(of: v), f, accuracy: 0.01, "\(parameter) at \(f)")
                XCTAssertEqual(v, SpringParameter.rounded(v), "\(parameter) \(v) has three significant digits")
            }
        }
        XCTAssertEqual(SpringParameter.mass.fraction(of: 1e6), 1, "beyond the range: at the end")
        XCTAssertEqual(SpringParameter.damping.fraction(of: -4), 0)
    }

    func testSettingOneParameterKeepsTheOthersAndRefusesBadValues() {
        var editor = SpringEditor(SpringSolver(mass: 2, stiffness: 300, damping: 8, initialVelocity: 1))

        editor.set(.stiffness, to: 150)
        let messages = diagnostics { editor.set(.mass, to: 0) }

        XCTAssertEqual(editor.spring, SpringSolver(mass: 2, stiffness: 150, damping: 8, initialVelocity: 1))
        XCTAssertEqual(messages.count, 1, "mass 0 is refused")
    }

    // MARK: Dragging, bound to an attached spring

    private func attachedSpringModel() -> (GalleryModel, TestScene) {
        let (model, scenes) = makeModel(count: 1)
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 0.0
        spring.toValue = 50.0
        spring.duration = spring.settlingDuration
        scenes[0].square.add(spring, forKey: "drop")
        model.focus(0)
        model.press("i")
        model.selectInspectorRow(model.timelineInspector!.rows.firstIndex { $0.key == "drop" }!)
        return (model, scenes[0])
    }

    /// The point on slider `parameter`'s track where `value` sits.
    private func point(_ model: GalleryModel, _ parameter: SpringParameter, _ value: Double) -> CGPoint {
        let track = model.inspectorLayout.sliderTrack(parameter.rawValue)
        return CGPoint(x: track.minX + CGFloat(parameter.fraction(of: value)) * track.width, y: track.midY)
    }

    func testDraggingTheStiffnessSliderSetsTheAttachedSpringOnRelease() {
        let (model, scene) = attachedSpringModel()
        XCTAssertTrue(model.inspectorShowsSpring)

        model.handle(.click(point(model, .stiffness, 100)))
        model.handle(.pointerMoved(point(model, .stiffness, 400)))
        let whileDragging = (scene.square.animation(forKey: "drop") as! CASpringAnimation).stiffness
        model.handle(.pointerUp(point(model, .stiffness, 400)))

        let attached = scene.square.animation(forKey: "drop") as! CASpringAnimation
        XCTAssertEqual(whileDragging, 100, "the animation changes on release")
        XCTAssertEqual(Double(attached.stiffness), 400, accuracy: 400 * 0.006, "three digits of the dragged value")
        XCTAssertEqual(attached.mass, 1)
        XCTAssertEqual(attached.damping, 10)
        XCTAssertEqual(model.inspector.springEditor?.spring.stiffness, Double(attached.stiffness))
        XCTAssertEqual(model.takenOver, [], "presses on the panel do not reach the scene")
    }

    func testEachSliderSetsItsOwnParameter() {
        let (model, scene) = attachedSpringModel()
        let wanted: [(SpringParameter, Double)] = [(.mass, 3), (.stiffness, 250), (.damping, 20),
                                                   (.initialVelocity, -5)]

        for (parameter, value) in wanted {
            model.handle(.click(point(model, parameter, value)))
            model.handle(.pointerUp(point(model, parameter, value)))
        }

        let attached = scene.square.animation(forKey: "drop") as! CASpringAnimation
        let got = [attached.mass, attached.stiffness, attached.damping, attached.initialVelocity].map(Double.init)
        for ((parameter, value), g) in zip(wanted, got) {
            XCTAssertEqual(g, value, accuracy: abs(value) * 0.006, "\(parameter)")
        }
    }

    func testSlidersReplaceThePresetsWhileASpringIsPlotted() throws {
        let (model, _) = attachedSpringModel()
        let image = try render(model)
        try saveShot(image, "sliders")

        let l = model.inspectorLayout
        let knob = point(model, .stiffness, 100)
        let white = RGBA8(r: 0xE8, g: 0xEC, b: 0xF4)
        XCTAssertLessThanOrEqual(image[Int(knob.x), Int(knob.y)].maxChannelDifference(to: white), 30,
                                 "the stiffness knob at 100")
        XCTAssertTrue(model.stage.inspectorPanel.buttons[0].isHidden, "no curve presets for a spring")
        XCTAssertEqual(model.stage.inspectorPanel.sliderLabels[1].string as? String, "stiffness 100")
        XCTAssertFalse(model.stage.inspectorPanel.buttons[5].isHidden, "Copy as Swift stays")
        // The copy button sits below the last slider.
        XCTAssertGreaterThanOrEqual(l.copyButton.minY, l.springSliders.last!.maxY)
    }

    // MARK: The spring folder scene

    func testTheFolderScenesSpringIsBoundAndItsNextMoveUsesTheSliders() {
        let folder = SpringFolderScene()
        let model = GalleryModel(scenes: [folder])
        model.focus(0)
        model.startAll()
        at(SpringFolderScene.firstOpenDelay + 0.1)       // the demo is opening the folder
        model.press("i")

        XCTAssertEqual(model.inspector.springName, SpringFolderScene.folderSpringName)
        XCTAssertTrue(model.inspectorShowsSpring)
        XCTAssertEqual(model.inspector.springEditor?.spring, SpringFolderScene.talkSpring)
        let selected = model.timelineInspector!.rows[model.inspector.selectedRow]
        XCTAssertEqual(selected.layer, folder.box.layer, "the folder's own row is selected")
        XCTAssertEqual(selected.spring, SpringFolderScene.talkSpring)

        let damping = point(model, .damping, 2)
        model.handle(.click(damping))
        model.handle(.pointerUp(damping))

        let tuned = folder.tunableSpring(named: SpringFolderScene.folderSpringName)!
        XCTAssertEqual(tuned.damping, 2, accuracy: 0.01)
        XCTAssertEqual(tuned.stiffness, SpringFolderScene.talkSpring.stiffness, "the other parameters are kept")
        // The demo's next move (the close) springs with the edited, far less damped spring.
        folder.userDidTakeOver()
        at(2)
        let closeStart = 2.0
        folder.closeFolder()
        let from = folder.openFrame, to = folder.closedFrame
        for t in [0.1, 0.3, 0.6] {
            at(closeStart + t)
            // The centre (the size overshoots through zero with so little damping).
            let shown = folder.box.layer.presentation()!.position
            let expected = from.midX + (to.midX - from.midX) * CGFloat(tuned.value(at: t))
            XCTAssertEqual(Double(shown.x), Double(expected), accuracy: 1e-4, "centre at \(t) s into the close")
        }
    }

    private func render(_ model: GalleryModel) throws -> RenderedImage {
        let size = model.windowSize
        let renderer = try Renderer(softwareWidth: Int(size.width), height: Int(size.height))
        defer { renderer.close() }
        model.refresh()
        renderer.render(model.stage.root.renderSnapshot(), background: Theme.background)
        return try renderer.readPixels()
    }
}
