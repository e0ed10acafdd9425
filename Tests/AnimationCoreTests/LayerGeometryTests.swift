import XCTest
@testable import AnimationCore

final class LayerGeometryTests: ClockedTestCase {
    func testFrameIsDerivedFromPositionBoundsAndAnchor() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        layer.position = CGPoint(x: 100, y: 100)

        XCTAssertEqual(layer.frame, CGRect(x: 100, y: 80, width: 40, height: 20))
    }

    func testSettingFrameMovesAndResizes() {
        let layer = CALayer()

        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)

        XCTAssertEqual(layer.position, CGPoint(x: 25, y: 40))
        XCTAssertEqual(layer.bounds.size, CGSize(width: 30, height: 40))
    }

    func testFrameOfARotatedLayerIsItsBoundingBox() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)

        let f = layer.frame

        XCTAssertEqual(f.width, 100 * 2.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(f.midX, 50, accuracy: 1e-9)
    }

    func testConvertPointThroughNestedLayers() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let child = CALayer()
        child.frame = CGRect(x: 100, y: 50, width: 100, height: 100)
        child.transform = CATransform3DMakeScale(2, 2, 1)
        root.addSublayer(child)

        let p = root.convert(CGPoint(x: 50, y: 50), from: child)

        XCTAssertEqual(p.x, 150, accuracy: 1e-9)
        XCTAssertEqual(p.y, 100, accuracy: 1e-9)
        let back = child.convert(p, from: root)
        XCTAssertEqual(back.x, 50, accuracy: 1e-9)
        XCTAssertEqual(back.y, 50, accuracy: 1e-9)
    }

    func testHitTestFindsTheFrontmostSublayer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let back = CALayer(), front = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        front.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        root.addSublayer(back); root.addSublayer(front)

        XCTAssertTrue(root.hitTest(CGPoint(x: 75, y: 75)) === front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 25, y: 25)) === back)
        XCTAssertTrue(root.hitTest(CGPoint(x: 190, y: 10)) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 300, y: 10)))
    }

    func testHitTestThroughA3DPerspectiveTransform() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let card = CALayer()
        card.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        card.transform = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        root.addSublayer(card)

        // The card is foreshortened to about half its width: its far edge is no longer under x = 290.
        XCTAssertTrue(root.hitTest(CGPoint(x: 200, y: 200)) === card)
        XCTAssertTrue(root.hitTest(CGPoint(x: 290, y: 200)) === root)
    }

    func testPresentationHitTestFindsTheMovingLayer() {
        let root = makeLayer(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let ball = makeLayer(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSublayer(ball)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10; move.toValue = 390; move.duration = 1
        ball.add(move, forKey: nil)

        at(0.5)

        XCTAssertTrue(root.presentation()!.hitTest(CGPoint(x: 200, y: 10))?.model() === ball)
        XCTAssertFalse(root.hitTest(CGPoint(x: 200, y: 10)) === ball, "the model layer is still at the start")
    }

    func testSublayerEditing() {
        let root = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        root.addSublayer(a)
        root.insertSublayer(b, at: 0)
        root.insertSublayer(c, above: b)
        root.insertSublayer(d, below: b)

        XCTAssertEqual(root.sublayers!.map { ObjectIdentifier($0) }, [d, b, c, a].map { ObjectIdentifier($0) })
        root.replaceSublayer(c, with: a)
        XCTAssertEqual(root.sublayers!.map { ObjectIdentifier($0) }, [d, b, a].map { ObjectIdentifier($0) })
        b.removeFromSuperlayer()
        XCTAssertNil(b.superlayer)
        XCTAssertEqual(root.sublayers!.count, 2)
        a.addSublayer(root)
        XCTAssertNil(root.superlayer, "a layer cannot become its own descendant")
    }
}

final class LayerBadInputTests: ClockedTestCase {
    func testNonFiniteGeometryIsIgnoredAndTheModelKept() {
        let layer = makeLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var messages: [String] = []
        let saved = CADiagnostics.handler
        CADiagnostics.handler = { messages.append($0) }
        defer { CADiagnostics.handler = saved }

        layer.position = CGPoint(x: CGFloat.nan, y: 0)
        layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        layer.transform = CATransform3DMakeScale(.nan, 1, 1)
        layer.opacity = .nan
        layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)

        XCTAssertEqual(layer.position, CGPoint(x: 5, y: 5))
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(CATransform3DIsIdentity(layer.transform))
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertNil(layer.animationKeys(), "no implicit animation towards a NaN")
        XCTAssertTrue(messages.contains { $0.contains("position") })
        XCTAssertTrue(messages.contains { $0.contains("bounds") })
    }
}
