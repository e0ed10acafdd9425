import XCTest
@testable import AnimationCore

/// The per-frame shortcuts of snapshots: the cached content of plain layers, the multiplied-out
/// own transform, the fast identity/finiteness tests, and the emitter's per-batch parameters.
final class SnapshotCacheTests: ClockedTestCase {
    private func content(_ layer: CALayer, at t: Double = 100.5) -> LayerContent {
        layer.renderSnapshot(at: t).root.content
    }

    /// A plain layer's content is cached, and rebuilt after any content property changes,
    /// with or without geometry animations attached.
    func testCachedContentFollowsEveryContentProperty() {
        for animated in [false, true] {
            let layer = makeLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            if animated {
                let move = CABasicAnimation(keyPath: "position.x")
                move.fromValue = 0; move.toValue = 100; move.duration = 10
                layer.add(move, forKey: "m")
                at(0.1)
            }
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            XCTAssertEqual(content(layer).backgroundColor, RGBA(red: 1, green: 0, blue: 0, alpha: 1))
            XCTAssertEqual(content(layer).backgroundColor, RGBA(red: 1, green: 0, blue: 0, alpha: 1))  // from the cache
            layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            XCTAssertEqual(content(layer).backgroundColor, RGBA(red: 0, green: 1, blue: 0, alpha: 1))
            layer.cornerRadius = 4
            XCTAssertEqual(content(layer).cornerRadius, 4)
            layer.borderWidth = 2; layer.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            XCTAssertEqual(content(layer).borderWidth, 2)
            XCTAssertEqual(content(layer).borderColor, RGBA(red: 0, green: 0, blue: 1, alpha: 1))
            XCTAssertNil(content(layer).shadow)
            layer.shadowOpacity = 0.5
            XCTAssertEqual(content(layer).shadow?.opacity, 0.5)
            let image = CGImage(width: 2, height: 2, pixels: [UInt32](repeating: 0xFF00_00FF, count: 4))!
            layer.contents = image
            XCTAssertTrue(content(layer).image?.image === image)
            layer.contentsGravity = .center
            XCTAssertEqual(content(layer).image?.gravity, .center)
            layer.contents = nil
            XCTAssertNil(content(layer).image)
        }
    }

    /// Shape, gradient and text layers cache their content too: every subclass property, the
    /// ones without implicit animations included, rebuilds it, with or without an animation of
    /// geometry attached.
    func testCachedSubclassContentFollowsEverySubclassProperty() {
        // Without implicit animations, which would present the content rather than cache it.
        func quietly(_ change: () -> Void) {
            CATransaction.begin(); CATransaction.setDisableActions(true); change(); CATransaction.commit()
        }
        for animated in [false, true] {
            func spin(_ layer: CALayer) {
                guard animated else { return }
                let turn = CABasicAnimation(keyPath: "transform.rotation.z")
                turn.fromValue = 0; turn.toValue = 3; turn.duration = 10
                layer.add(turn, forKey: "turn")
                at(0.1)
            }
            let shape = makeLayer(CAShapeLayer.self)
            quietly { shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil) }
            spin(shape)
            XCTAssertEqual(content(shape).shape?.fillRule, .nonZero)
            XCTAssertEqual(shape.contentCacheVersion, shape.stateVersion, "the content is cached")
            quietly { shape.fillRule = .evenOdd }
            XCTAssertEqual(content(shape).shape?.fillRule, .evenOdd)
            quietly { shape.lineCap = .round }
            XCTAssertEqual(content(shape).shape?.lineCap, .round)
            quietly { shape.lineJoin = .bevel }
            XCTAssertEqual(content(shape).shape?.lineJoin, .bevel)
            quietly { shape.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }
            XCTAssertEqual(content(shape).shape?.fillColor, RGBA(red: 0, green: 0, blue: 1, alpha: 1))
            quietly { shape.strokeEnd = 0.25 }
            XCTAssertEqual(content(shape).shape?.strokeEnd, 0.25)
            quietly { shape.lineDashPattern = [2, 3] }
            XCTAssertEqual(content(shape).shape?.lineDashPattern, [2, 3])
            let other = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8), transform: nil)
            quietly { shape.path = other }
            XCTAssertTrue(content(shape).shape?.path === other)

            let gradient = makeLayer(CAGradientLayer.self)
            quietly { gradient.colors = [CGColor.black, CGColor.white] }
            spin(gradient)
            XCTAssertEqual(content(gradient).gradient?.type, .axial)
            XCTAssertEqual(gradient.contentCacheVersion, gradient.stateVersion, "the content is cached")
            quietly { gradient.type = .radial }
            XCTAssertEqual(content(gradient).gradient?.type, .radial)
            quietly { gradient.locations = [0.2, 0.9] }
            XCTAssertEqual(content(gradient).gradient?.locations, [0.2, 0.9])
            quietly { gradient.endPoint = CGPoint(x: 1, y: 1) }
            XCTAssertEqual(content(gradient).gradient?.endPoint, CGPoint(x: 1, y: 1))

            let text = makeLayer(CATextLayer.self)
            quietly { text.string = "one" }
            spin(text)
            XCTAssertEqual(content(text).text?.string, "one")
            XCTAssertEqual(text.contentCacheVersion, text.stateVersion, "the content is cached")
            quietly { text.string = "two" }
            XCTAssertEqual(content(text).text?.string, "two")
            quietly { text.font = "DejaVu Serif" }
            XCTAssertEqual(content(text).text?.fontName, "DejaVu Serif")
            quietly { text.alignmentMode = .right }
            XCTAssertEqual(content(text).text?.alignment, .right)
            quietly { text.isWrapped = true }
            XCTAssertEqual(content(text).text?.isWrapped, true)
            quietly { text.truncationMode = .end }
            XCTAssertEqual(content(text).text?.truncation, .end)
        }
    }

    /// Non-image contents are reported again by a later snapshot (the content is not cached then).
    func testNonImageContentsAreReportedEveryFrame() {
        let layer = makeLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.contents = "not an image"
        let saved = CADiagnostics.handler
        defer { CADiagnostics.handler = saved }
        var log: [String] = []
        CADiagnostics.handler = { log.append($0) }
        _ = content(layer)
        CADiagnostics.reset()  // messages are de-duplicated: forget the first one
        _ = content(layer)
        XCTAssertEqual(log.filter { $0.contains("not an image") }.count, 2)
    }

    /// An animation of a content property bypasses the cache: the snapshot shows the animated value.
    func testAnimatedContentIsNotTakenFromTheCache() {
        let layer = makeLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.cornerRadius = 1
        _ = content(layer)
        let round = CABasicAnimation(keyPath: "cornerRadius")
        round.fromValue = 0; round.toValue = 10; round.duration = 1
        layer.add(round, forKey: "r")
        at(0)
        XCTAssertEqual(Double(content(layer, at: 100.5).cornerRadius), 5, accuracy: 1e-9)
        layer.removeAllAnimations()
        XCTAssertEqual(content(layer).cornerRadius, 1)
    }

    /// Snapshots look for a mask only on layers that have one (`hasMask`): setting, replacing
    /// and removing it, or moving it to another layer, shows at once.
    func testMaskFlagFollowsTheMask() {
        let a = makeLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = makeLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let m1 = makeLayer(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        let m2 = makeLayer(frame: CGRect(x: 0, y: 0, width: 6, height: 6))
        XCTAssertNil(a.renderSnapshot(at: 100).root.mask)
        a.mask = m1
        XCTAssertEqual(a.renderSnapshot(at: 100).root.mask?.value.layerID, m1.renderID)
        a.mask = m2
        XCTAssertEqual(a.renderSnapshot(at: 100).root.mask?.value.layerID, m2.renderID)
        b.addSublayer(m2)  // taking the mask away as a sublayer clears it
        XCTAssertNil(a.mask)
        XCTAssertNil(a.renderSnapshot(at: 100).root.mask)
        a.mask = m1
        a.mask = nil
        XCTAssertNil(a.renderSnapshot(at: 100).root.mask)
    }

    /// The multiplied-out own transform equals `T(−a) · transform · T(p)` computed with full products.
    func testOwnTransformMatchesTheFullProducts() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let transforms = [
            CATransform3DIdentity, CATransform3DMakeScale(1.5, 0.5, 2),
            CATransform3DConcat(CATransform3DMakeRotation(0.7, 0.3, 1, 0.2), perspective),
            CATransform3DConcat(CATransform3DMakeTranslation(3, -4, 5), CATransform3DMakeRotation(-1.1, 0, 0, 1)),
        ]
        let bounds = CGRect(x: -3, y: 7, width: 40, height: 25)
        for x in transforms {
            for (az, z) in [(0.0, 0.0), (4.5, -2.25)] {
                let a = CGPoint(x: 0.3, y: 0.8), p = CGPoint(x: 123.25, y: -17.5)
                let ax = bounds.minX + a.x * bounds.width, ay = bounds.minY + a.y * bounds.height
                let expected = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-ax, -ay, -az), x),
                                                   CATransform3DMakeTranslation(p.x, p.y, z))
                let m = CALayer.ownTransform(bounds: bounds, anchorPoint: a, anchorPointZ: az,
                                             transform: x, position: p, zPosition: z)
                XCTAssertEqual(m, expected)
            }
        }
    }

    func testIdentityAndFinitenessTests() {
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        XCTAssertTrue(CATransform3DIdentity.hasFiniteEntries)
        for i in 0..<16 {
            var e = CATransform3DIdentity.entries
            e[i] += 0.5
            XCTAssertFalse(CATransform3DIsIdentity(CATransform3D(entries: e)), "entry \(i)")
            for bad in [Double.infinity, -.infinity, .nan] {
                e[i] = bad
                XCTAssertFalse(CATransform3D(entries: e).hasFiniteEntries, "entry \(i) = \(bad)")
            }
            e[i] = 1e300
            XCTAssertTrue(CATransform3D(entries: e).hasFiniteEntries)
        }
        var negativeZero = CATransform3DIdentity
        negativeZero.m12 = -0.0
        XCTAssertTrue(CATransform3DIsIdentity(negativeZero))
    }

    /// Emitter particles are the same as before the per-batch parameters (values recorded from
    /// the per-particle version), at several times, whatever the order the times are asked in.
    /// (The circle and rectangle-outline positions were recorded again when those shapes came to
    /// follow Apple's documentation: radius `emitterSize.width`, sides as likely as their length.)
    func testEmitterParticlesAreUnchanged() {
        func emitter(_ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode) -> CALayer {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            let e = CAEmitterLayer()
            e.frame = root.bounds
            e.emitterShape = shape; e.emitterMode = mode
            e.emitterPosition = CGPoint(x: 200, y: 150); e.emitterSize = CGSize(width: 120, height: 80)
            e.seed = 11; e.velocity = 1.5; e.scale = 0.75; e.spin = 2
            let c = CAEmitterCell()
            c.contents = CGImage(width: 2, height: 2, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 4))!
            c.birthRate = 40; c.lifetime = 2; c.lifetimeRange = 0.5
            c.velocity = 30
            c.velocityRange = 10
            c.emissionLongitude = 0.3
            c.emissionRange = 1.2
            c.emissionLatitude = 0.4
            c.xAcceleration = 3; c.yAcceleration = 9; c.scale = 0.5; c.scaleRange = 0.2; c.scaleSpeed = 0.1
            c.spin = 0.5; c.spinRange = 1; c.color = CGColor(red: 0.8, green: 0.6, blue: 0.4, alpha: 0.9)
            c.redRange = 0.1
            c.greenRange = 0.2
            c.blueRange = 0.05
            c.alphaRange = 0.1
            c.alphaSpeed = -0.2
            c.redSpeed = 0.05
            e.emitterCells = [c]
            root.addSublayer(e)
            return root
        }
        // (time, live count, middle particle: x, y, scale, rotation, r, g, b, a)
        typealias Row = (Double, Int, [Double])
        let shared: [[Double]] = [
            [0.38401639430309825, 0.18951418219857175, 0.7194474187322942, 0.7433910734681088, 0.40672499934569534,
             0.8172712630370346],
            [0.5322798104807687, 2.330090570050428, 0.8221164323925266, 0.5153112170601827, 0.35436875554263,
             0.7357557493238274],
            [0.4510181187142394, 2.391177432714016, 0.867908732181398, 0.626682434574598, 0.4230621916463818,
             0.7184305974078001],
        ]
        let expected: [(CAEmitterLayerEmitterShape, CAEmitterLayerEmitterMode, [Row])] = [
            (.circle, .volume, [(0.5, 21, [188.58683767410665, 195.9060670472932]),
                                (1.7, 69, [228.61428204296544, 87.9425138406996]),
                                (3.0, 78, [319.6646846463065, 174.42053250008613])]),
            (.rectangle, .outline, [(0.5, 21, [240.53270634859302, 104.96602729693781]),
                                    (1.7, 69, [217.53618275501606, 225.12148073849914]),
                                    (3.0, 78, [189.6709627190791, 230.1595454277461])]),
            (.line, .volume, [(0.5, 21, [250.92057084765926, 144.9660272969378]),
                              (1.7, 69, [192.76264711690266, 185.12148073849914]),
                              (3.0, 78, [215.8957994328115, 190.1595454277461])]),
        ]
        for (shape, mode, rows) in expected {
            let root = emitter(shape, mode)
            for (index, (t, count, xy)) in rows.enumerated().reversed() {  // latest time first: no stepping
                let ps = root.renderSnapshot(at: t).root.sublayers[0].particles[0].particles
                XCTAssertEqual(ps.count, count, "\(shape.rawValue) at \(t)")
                guard ps.count == count else { continue }
                let p = ps[count / 2], v = shared[index]
                XCTAssertEqual([Double(p.position.x), Double(p.position.y)], xy, "\(shape.rawValue) at \(t)")
                XCTAssertEqual([Double(p.scale), Double(p.rotation), p.color.red, p.color.green, p.color.blue,
                                p.color.alpha], v,
                               "\(shape.rawValue) at \(t)")
            }
        }
    }
}
