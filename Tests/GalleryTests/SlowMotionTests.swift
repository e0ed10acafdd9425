import AnimationCore
import Foundation
@testable import Gallery
import XCTest

/// The host slows a scene by setting its root layer's `speed` to 0.1 (with `beginTime` and
/// `timeOffset` keeping time continuous). Every moment of every choreography must then come
/// ten times later — delays, pauses, completions and stop sequences included.
final class SlowMotionTests: GalleryTestCase {
    /// Runs `scene` from `t0 + origin`, slowed to `speed` (1 = normal), stopping it at scene
    /// time `stopAt`, and samples it at each scene time in `times` (ascending). Scene time `s`
    /// is media time `origin + s / speed` (`speed` is a Float, as Apple's: 0.1 is 0.100000001…).
    func trace<S: Scene>(_ scene: S, origin: Double, speed: Float, times: [Double], stopAt: Double? = nil,
                         sample: (S) -> [Double]) -> [(values: [Double], state: SceneState)] {
        let factor = 1 / Double(speed)
        at(origin)
        scene.start()
        if speed != 1 { slowDown(scene.rootLayer, speed: speed) }
        CARunLoop.tick()
        var pendingStop = stopAt
        var out: [(values: [Double], state: SceneState)] = []
        for t in times {
            if let s = pendingStop, s <= t {
                at(origin + factor * s)
                scene.stop()
                CARunLoop.tick()
                pendingStop = nil
            }
            at(origin + factor * t)
            out.append((sample(scene), scene.state))
        }
        return out
    }

    func assertSameTrace(_ normal: [(values: [Double], state: SceneState)],
                         _ slow: [(values: [Double], state: SceneState)], times: [Double],
                         file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(normal.count, slow.count, file: file, line: line)
        for (i, (n, s)) in zip(normal, slow).enumerated() {
            XCTAssertEqual(n.state, s.state, "state at \(times[i]) s", file: file, line: line)
            XCTAssertEqual(n.values.count, s.values.count, file: file, line: line)
            for (a, b) in zip(n.values, s.values) {
                XCTAssertEqual(a, b, accuracy: 1e-6, "at \(times[i]) s: \(n.values) vs \(s.values)", file: file,
                               line: line)
            }
        }
    }

    func testBoltSpinnerEveryPhaseStretchesTenfold() {
        // Meeting at 0.5, turns at 0.5 and 2.0, stop at 2.2 → turn ends 2.5, halves gone 3.0, view 3.3.
        let times = [0, 0.1, 0.25, 0.5, 0.6, 0.7, 0.9, 1.2, 1.9, 2.1, 2.3, 2.45, 2.5, 2.75, 3.0, 3.15, 3.29, 3.301, 4]
        let sample = { (s: BoltSpinnerScene) -> [Double] in
            let top = self.shown(s.topHalf.layer), c = self.shown(s.boltContainerView.layer).transform
            return [Double(top.position.y), Double(top.opacity), Double(self.shown(s.spinnerView.layer).opacity),
                    Double(c.m11), Double(c.m12)]
        }
        let normal = trace(BoltSpinnerScene(), origin: 0, speed: 1, times: times, stopAt: 2.2, sample: sample)
        let slow = trace(BoltSpinnerScene(), origin: 100, speed: 0.1, times: times, stopAt: 2.2, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
        XCTAssertEqual(slow[3].values[0], Double(BoltSpinnerScene().meetingCenter(of: .top).y), accuracy: 1e-9,
                       "the halves meet at 10 × 0.5 s")
    }

    func testBouncingLoaderStretchesTenfold() {
        let times = [0, 0.2, 0.4, 0.6, 0.8, 1.2, 1.6, 1.7, 2.0, 3.0, 3.29, 3.31, 3.5]
        let sample = { (s: BouncingLoaderScene) -> [Double] in
            let icon = self.shown(s.iconLayer)
            return [Double(icon.position.y), Double(icon.transform.m11), Double(icon.transform.m12)]
                + s.letterLayers.map { Double(self.shown($0).opacity) }
        }
        let normal = trace(BouncingLoaderScene(), origin: 0, speed: 1, times: times, stopAt: 2.5, sample: sample)
        let slow = trace(BouncingLoaderScene(), origin: 100, speed: 0.1, times: times, stopAt: 2.5, sample: sample)
        assertSameTrace(normal, slow, times: times)
    }

    func testGradientStretchesTenfold() {
        let times = [0, 1.5, 2.9, 3.001, 4.5, 5.99, 6.001, 7]
        let sample = { (s: GradientScene) -> [Double] in
            (self.shown(s.gradientLayer).locations ?? []).map(\.doubleValue)
        }
        let normal = trace(GradientScene(), origin: 0, speed: 1, times: times, stopAt: 4, sample: sample)
        let slow = trace(GradientScene(), origin: 100, speed: 0.1, times: times, stopAt: 4, sample: sample)
        assertSameTrace(normal, slow, times: times)
    }

    func testReplicatorStretchesTenfold() {
        let times = [0, 0.1, 0.5, 1.0, 1.33, 1.5, 2.0, 2.101, 2.2]
        let sample = { (s: ReplicatorDotsScene) -> [Double] in
            let root = s.rootLayer.renderSnapshot().root
            let copies = root.allNodes.first { $0.layerID == s.replicator.renderID }?.sublayers ?? []
            return copies.map { Double($0.transform.m22) }
        }
        let normal = trace(ReplicatorDotsScene(), origin: 0, speed: 1, times: times, stopAt: 1.0, sample: sample)
        let slow = trace(ReplicatorDotsScene(), origin: 100, speed: 0.1, times: times, stopAt: 1.0, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
    }

    func testSnowStretchesTenfold() {
        let times = [0.5, 2, 3, 4, 6, 7.4, 7.501]
        let sample = { (s: SnowScene) -> [Double] in
            let ps = s.rootLayer.renderSnapshot().root.allNodes.flatMap { $0.particles.flatMap(\.particles) }
            return [Double(ps.count)] + ps.prefix(50).flatMap { [Double($0.position.x), Double($0.position.y)] }
        }
        let normal = trace(SnowScene(), origin: 0, speed: 1, times: times, stopAt: 3, sample: sample)
        let slow = trace(SnowScene(), origin: 100, speed: 0.1, times: times, stopAt: 3, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
        XCTAssertEqual(slow.last?.values.first, 0)
    }

    /// Sample times with an uneven step, so that no frame falls exactly on the moment a scripted
    /// step fires (the slowed clock, off by a Float's rounding, may reach it a frame later; the
    /// step itself still runs at its own time, but the frame would show the scene before it).
    func unevenFrames(until end: Double) -> [Double] {
        Array(stride(from: 0.05, through: end, by: 0.37))
    }

    func testSpringFolderStretchesTenfold() {
        let times = unevenFrames(until: 9)
        let sample = { (s: SpringFolderScene) -> [Double] in
            let box = self.shown(s.box.layer)
            return [Double(box.position.x), Double(box.position.y), Double(box.bounds.width)]
                + s.markers.map { Double(self.shown($0.layer).position.x) }
        }
        let normal = trace(SpringFolderScene(), origin: 0, speed: 1, times: times, stopAt: 5.6, sample: sample)
        let slow = trace(SpringFolderScene(), origin: 100, speed: 0.1, times: times, stopAt: 5.6, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
    }

    func testBlurScrollAndStopStretchTenfold() {
        let times = [0, 0.5, 2, 7.9, 16.2, 20, 20.3, 20.7, 20.81, 22]
        let sample = { (s: BlurScene) -> [Double] in [Double(s.presentedOffset)] }
        let normal = trace(BlurScene(), origin: 0, speed: 1, times: times, stopAt: 20, sample: sample)
        let slow = trace(BlurScene(), origin: 100, speed: 0.1, times: times, stopAt: 20, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
    }

    func testShapeMorphingStretchesTenfold() {
        let times = [0, 0.5, 1, 1.5, 2, 2.1, 2.6, 3.1, 3.6, 4.0, 4.1, 5]
        let sample = { (s: ShapeMorphingScene) -> [Double] in
            let mask = self.shown(s.myAvatar.maskLayer).path?.boundingBox ?? .zero
            return [Double(self.shown(s.myAvatar.layer).position.x),
                    Double(self.shown(s.opponentAvatar.layer).position.x),
                    Double(mask.width), Double(mask.height)]
        }
        let normal = trace(ShapeMorphingScene(), origin: 0, speed: 1, times: times, stopAt: 3.5, sample: sample)
        let slow = trace(ShapeMorphingScene(), origin: 100, speed: 0.1, times: times, stopAt: 3.5, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
    }

    func testStrokeStretchesTenfold() {
        let times = [0, 0.5, 1.0, 1.5, 2.2, 2.9, 3.6, 4.5, 5.0, 5.9, 6.2, 7, 7.49, 7.51, 8]
        let sample = { (s: StrokeScene) -> [Double] in
            let p = self.shown(s.star.shapeLayer)
            return [Double(p.strokeStart), Double(p.strokeEnd)]
        }
        let normal = trace(StrokeScene(), origin: 0, speed: 1, times: times, stopAt: 5, sample: sample)
        let slow = trace(StrokeScene(), origin: 100, speed: 0.1, times: times, stopAt: 5, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
    }

    func testRefreshStretchesTenfold() {
        let times = [0, 0.2, 0.4, 0.6, 0.8, 0.85, 1.0, 1.5, 2.0, 2.1, 2.3, 2.5, 3]
        let sample = { (s: RefreshScene) -> [Double] in
            let ring = self.shown(s.refreshView.ovalShapeLayer), plane = self.shown(s.refreshView.airplaneLayer)
            return [Double(s.scrollView.contentOffset.y), Double(ring.strokeStart), Double(ring.strokeEnd),
                    Double(plane.position.x), Double(plane.position.y), Double(plane.opacity)]
        }
        let normal = trace(RefreshScene(), origin: 0, speed: 1, times: times, stopAt: 2.0, sample: sample)
        let slow = trace(RefreshScene(), origin: 100, speed: 0.1, times: times, stopAt: 2.0, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
    }

    func testCustomActionStretchesTenfold() {
        let times = unevenFrames(until: 8)
        let sample = { (s: CustomActionScene) -> [Double] in
            let p = self.shown(s.actionView.layer)
            return [Double(p.opacity)] + (p.backgroundColor?.components ?? []).map(Double.init)
        }
        let normal = trace(CustomActionScene(), origin: 0, speed: 1, times: times, stopAt: 5, sample: sample)
        let slow = trace(CustomActionScene(), origin: 100, speed: 0.1, times: times, stopAt: 5, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
    }

    func testSouthPoleStretchesTenfold() {
        let times = [0, 0.04, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5]
        let sample = { (s: SouthPoleScene) -> [Double] in
            let penguin = self.shown(s.penguin.layer)
            let frames = s.walkFrames + s.slideFrames
            let index = frames.firstIndex { $0.cgImage === penguin.contents as AnyObject? } ?? -1
            return [Double(penguin.position.x), Double(penguin.position.y), Double(penguin.bounds.height),
                    Double(index)]
        }
        let normal = trace(SouthPoleScene(), origin: 0, speed: 1, times: times, stopAt: 3.2, sample: sample)
        let slow = trace(SouthPoleScene(), origin: 100, speed: 0.1, times: times, stopAt: 3.2, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
    }

    func testAnimationGroupDemoStretchesTenfold() {
        // View, mask, then the sequence with its tap and pause; stopped during the sequence.
        let times = unevenFrames(until: 32)
        let sample = { (s: AnimationGroupDemoScene) -> [Double] in
            let p = self.shown(s.pictureView.layer)
            return [Double(p.position.x), Double(p.position.y), Double(p.transform.m11), Double(p.transform.m12),
                    Double(p.opacity), Double(s.wipeMask.map { self.shown($0).strokeEnd } ?? -1),
                    s.isPaused ? 1 : 0, Double(s.completedSteps.count)]
        }
        let normal = trace(AnimationGroupDemoScene(), origin: 0, speed: 1, times: times, stopAt: 19, sample: sample)
        let slow = trace(AnimationGroupDemoScene(), origin: 100, speed: 0.1, times: times, stopAt: 19, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertTrue(slow.contains { $0.values[6] == 1 }, "the scripted pause is in the trace")
        XCTAssertTrue(slow.contains { $0.values[5] > 0 && $0.values[5] < 1 }, "and the clock wipe")
        XCTAssertEqual(slow.last?.values[7], 5, "the stopped sequence ran to its end")
        XCTAssertEqual(slow.last?.state, .stopped)
    }

    func testIrisStretchesTenfold() {
        let times = [0, 0.5, 0.55, 0.6, 0.7, 1.0, 2.0, 3.0, 3.2, 3.5, 3.7, 3.8, 4.4]
        let sample = { (s: IrisScene) -> [Double] in
            let dot = self.shown(s.dot)
            return [Double(dot.transform.m22), Double(dot.transform.m11), Double(dot.opacity), Double(s.voice.index)]
        }
        let normal = trace(IrisScene(), origin: 0, speed: 1, times: times, stopAt: 3.6, sample: sample)
        let slow = trace(IrisScene(), origin: 100, speed: 0.1, times: times, stopAt: 3.6, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
    }

    func testPhoneBookDemoStretchesTenfold() {
        // The scripted drags, their snaps and the stop's snap shut, sampled every 1/20 s.
        let times = stride(from: 0.05, through: 7.5, by: 0.05).map { $0 }
        let sample = { (s: PhoneBookScene) -> [Double] in
            let menu = self.shown(s.menuView.layer).transform, button = self.shown(s.menuButton.layer).transform
            return [Double(self.shown(s.centerView.layer).position.x), Double(menu.m11), Double(menu.m13),
                    Double(menu.m41), Double(button.m11), Double(button.m12)]
        }
        let normal = trace(PhoneBookScene(), origin: 0, speed: 1, times: times, stopAt: 7.0, sample: sample)
        let slow = trace(PhoneBookScene(), origin: 100, speed: 0.1, times: times, stopAt: 7.0, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
        XCTAssertEqual(normal[Int(3.5 / 0.05) - 1].values[0], 160 + Double(PhoneBookScene.menuWidth), accuracy: 1e-6,
                       "open at 3.5 s")
    }

    func testImageGalleryDemoStretchesTenfold() {
        let times = stride(from: 0.05, through: 6.5, by: 0.05).map { $0 }
        let sample = { (s: ImageGalleryScene) -> [Double] in
            s.cards.flatMap { card -> [Double] in
                let t = self.shown(card.layer).transform
                return [Double(t.m22), Double(t.m23), Double(t.m42)]
            }
        }
        let normal = trace(ImageGalleryScene(), origin: 0, speed: 1, times: times, stopAt: 6.0, sample: sample)
        let slow = trace(ImageGalleryScene(), origin: 100, speed: 0.1, times: times, stopAt: 6.0, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
        XCTAssertEqual(normal[Int(2.0 / 0.05) - 1].values[2], 100, accuracy: 1e-6, "the back card fanned out at 2 s")
    }

    func testCookPopStretchesTenfold() {
        // Sampled between the transitions' ends (a Float speed of 0.1 is not exactly a tenth);
        // the pop, the dismissal, the turn to landscape at 4.6 s and the next loop's pop.
        let times = stride(from: 0.025, through: 9.0, by: 0.05).map { $0 }
        let sample = { (s: CookScene) -> [Double] in
            let screen = [Double(self.shown(s.sceneWindow.layer).bounds.width),
                          Double(self.shown(s.kitchen.backdrop.layer).opacity)]
            guard let view = s.details?.view else { return [0, 0, 0] + screen }
            let layer = self.shown(view.layer)
            return [Double(layer.transform.m11), Double(layer.position.x), Double(layer.position.y)] + screen
        }
        let normal = trace(CookScene(), origin: 0, speed: 1, times: times, stopAt: 6.5, sample: sample)
        let slow = trace(CookScene(), origin: 100, speed: 0.1, times: times, stopAt: 6.5, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
        XCTAssertEqual(normal[40].values[0], 1, accuracy: 1e-6, "full screen at 2.025 s")
        XCTAssertEqual(normal[96].values[3], 400, accuracy: 1e-6,
                       "half way through the turn at 4.825 s (begun on the 4.625 s frame)")
        XCTAssertEqual(normal[101].values[3], 480, accuracy: 1e-6, "landscape at 5.075 s")
    }

    func testLogoRevealStretchesTenfold() {
        // Sampled every 0.03 s from 0.01, so no sample lands on a transition's end (the taps
        // fire on the tick after their time, and a Float speed of 0.1 is not exactly a tenth).
        let times = stride(from: 0.01, through: 8.5, by: 0.03).map { $0 }
        let sample = { (s: LogoRevealScene) -> [Double] in
            let mask = s.detail?.view.layer.mask.map { Double(self.shown($0).transform.m11) } ?? 0
            return [mask, Double(s.navigation.viewControllers.count), Double(self.shown(s.master.logo).transform.m11)]
        }
        let normal = trace(LogoRevealScene(), origin: 0, speed: 1, times: times, stopAt: 8.0, sample: sample)
        let slow = trace(LogoRevealScene(), origin: 100, speed: 0.1, times: times, stopAt: 8.0, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(normal[100].values[1], 2, "pushed by 3.01 s")
    }

    func testFlightBoardStretchesTenfold() {
        // Change at 3 (plane lands 4.5), change at 6, stop at 6.2 → stopped when it ends at 7.5.
        let times = [0, 1, 2.99, 3.0, 3.2, 3.4, 3.75, 4.2, 4.5, 6.1, 6.4, 7.49, 7.5, 9.5]
        let sample = { (s: FlightScene) -> [Double] in
            let plane = self.shown(s.planeImageView.layer), label = self.shown(s.flightNumberLabel.layer)
            return [Double(plane.position.x), Double(plane.position.y), Double(plane.opacity),
                    Double(label.transform.m22), Double(label.transform.m42),
                    Double(self.shown(s.snowView.layer).opacity),
                    Double(self.shown(s.departingFromLabel.layer).opacity),
                    Double(s.auxiliaryLabels.count)]
        }
        let normal = trace(FlightScene(), origin: 0, speed: 1, times: times, stopAt: 6.2, sample: sample)
        let slow = trace(FlightScene(), origin: 100, speed: 0.1, times: times, stopAt: 6.2, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
    }

    /// The form's moving parts, for both Login scenes.
    func loginSample(_ f: LoginForm) -> [Double] {
        let button = shown(f.loginButton.layer), status = shown(f.status.layer)
        return [Double(shown(f.heading.layer).position.x), Double(shown(f.password.layer).position.x),
                Double(shown(f.clouds[0].layer).position.x), Double(shown(f.clouds[3].layer).opacity),
                Double(button.position.y), Double(button.bounds.width), Double(button.opacity),
                Double(button.transform.m11),
                Double(status.position.x), f.status.isHidden ? 1 : 0, Double(f.statusLabel.text?.count ?? 0),
                Double(f.username.text?.count ?? 0), Double(f.password.text?.count ?? 0),
                Double(shown(f.username.layer).position.y)]
    }

    func testLoginDemoStretchesTenfold() {
        // Intro to 1.1, demo from 1.5 (press at 4.3), stop at 6: the reset plays at once (0.33 s).
        // Ticks every 0.1 s, so each chained step starts within 0.1 s of when it is due.
        let times = (0...100).map { Double($0) / 10 }
        let sample = { (s: LoginScene) -> [Double] in self.loginSample(s.form) }
        let normal = trace(LoginScene(), origin: 0, speed: 1, times: times, stopAt: 6, sample: sample)
        let slow = trace(LoginScene(), origin: 100, speed: 0.1, times: times, stopAt: 6, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
    }

    func testLoginLayersDemoStretchesTenfold() {
        // Group and fly-ins to 1.1, demo from 2 (flash at 3, press at 4.7), stop at 5: reset and balloon fade.
        let times = (0...100).map { Double($0) / 10 }
        let sample = { (s: LoginLayersScene) -> [Double] in
            let balloon = s.balloon.map { self.shown($0).position } ?? .zero
            return self.loginSample(s.form) + [Double(balloon.x), Double(balloon.y),
                                               Double(self.shown(s.form.info.layer).position.x)]
        }
        let normal = trace(LoginLayersScene(), origin: 0, speed: 1, times: times, stopAt: 5, sample: sample)
        let slow = trace(LoginLayersScene(), origin: 100, speed: 0.1, times: times, stopAt: 5, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
    }

    func testPackingListDemoStretchesTenfold() {
        // Menu opens at 0.6, item picked at 2.1, its picture rises at 3.6 and leaves by 5.3;
        // stop at 4 → stopped once it has left.
        let times = (0...80).map { Double($0) / 10 }
        let sample = { (s: PackingListScene) -> [Double] in
            let title = self.shown(s.titleLabel.layer), button = self.shown(s.menuButton.layer)
            let picture = s.shownPictures.first.map { self.shown($0.layer).position } ?? .zero
            return [Double(self.shown(s.menu.layer).bounds.height), Double(title.position.x), Double(title.position.y),
                    Double(button.transform.m11), Double(button.transform.m12), Double(s.items.count),
                    Double(picture.y), Double(self.shown(s.tableView.layer).position.y)]
        }
        let normal = trace(PackingListScene(), origin: 0, speed: 1, times: times, stopAt: 4, sample: sample)
        let slow = trace(PackingListScene(), origin: 100, speed: 0.1, times: times, stopAt: 4, sample: sample)
        assertSameTrace(normal, slow, times: times)
        XCTAssertEqual(slow.last?.state, .stopped)
    }
}
