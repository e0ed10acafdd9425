import XCTest
@testable import AnimationCore
@testable import AnimationUIKit

final class UIViewHierarchyTests: UIViewTestCase {
    func testViewOwnsItsLayerAndMapsProperties() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertTrue(v.layer.delegate === v)
        XCTAssertEqual(v.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(v.layer.position, CGPoint(x: 60, y: 45))
        XCTAssertEqual(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        v.alpha = 0.5
        XCTAssertEqual(v.layer.opacity, 0.5)
        v.backgroundColor = .red
        XCTAssertEqual(v.layer.backgroundColor, UIColor.red.cgColor)
        XCTAssertEqual(v.backgroundColor, .red)
        v.clipsToBounds = true
        XCTAssertTrue(v.layer.masksToBounds)
        v.isHidden = true
        XCTAssertTrue(v.layer.isHidden)
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(Double(v.layer.transform.m12), 1, accuracy: 1e-12)
        XCTAssertEqual(Double(v.transform.b), 1, accuracy: 1e-12)
        XCTAssertEqual(Double(v.frame.width), 50, accuracy: 1e-9, "frame is the transformed bounding box")
        v.tag = 7
        XCTAssertTrue(v.isUserInteractionEnabled)
    }

    func testLayerClass() {
        final class GradientView: UIView { override class var layerClass: AnyClass { CAGradientLayer.self } }
        XCTAssertTrue(GradientView().layer is CAGradientLayer)
        XCTAssertTrue(type(of: UIView().layer) == CALayer.self)
    }

    func testSubviewsMirrorSublayers() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView()
        let extra = CALayer()
        root.layer.addSublayer(extra)
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        XCTAssertEqual(root.subviews, [c, a, b])
        XCTAssertTrue(a.superview === root)
        XCTAssertEqual(root.layer.sublayers!.map(\.renderID), [extra, c.layer, a.layer, b.layer].map(\.renderID))
        root.bringSubviewToFront(c)
        XCTAssertEqual(root.subviews, [a, b, c])
        root.sendSubviewToBack(b)
        XCTAssertEqual(root.subviews, [b, a, c])
        root.insertSubview(b, aboveSubview: c)
        XCTAssertEqual(root.subviews, [a, c, b])
        root.insertSubview(b, belowSubview: a)
        XCTAssertEqual(root.subviews, [b, a, c])
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        XCTAssertEqual(root.subviews, [c, a, b])
        XCTAssertEqual(root.layer.sublayers!.map(\.renderID), [extra, c.layer, a.layer, b.layer].map(\.renderID))
        a.removeFromSuperview()
        XCTAssertNil(a.superview)
        XCTAssertNil(a.layer.superlayer)
        XCTAssertEqual(root.subviews, [c, b])
        let other = UIView()
        other.addSubview(b)
        XCTAssertEqual(root.subviews, [c])
        XCTAssertTrue(b.layer.superlayer === other.layer)
    }

    func testCycleIsRefusedAndHooksRun() {
        final class Spy: UIView {
            var log: [String] = []
            override func didAddSubview(_ subview: UIView) { log.append("add") }
            override func willRemoveSubview(_ subview: UIView) { log.append("remove") }
            override func didMoveToSuperview() { log.append(superview == nil ? "detached" : "attached") }
        }
        let parent = Spy(), child = Spy()
        parent.addSubview(child)
        child.addSubview(parent)
        XCTAssertNil(parent.superview)
        parent.addSubview(parent)
        XCTAssertEqual(parent.subviews.count, 1)
        child.removeFromSuperview()
        XCTAssertEqual(parent.log, ["add", "remove"])
        XCTAssertEqual(child.log, ["attached", "detached"])
        XCTAssertTrue(parent.viewWithTag(0) === parent)
    }

    func testConvertPoints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        root.addSubview(a)
        a.addSubview(b)
        assertPoint(b.convert(.zero, to: root), CGPoint(x: 110, y: 70))
        assertPoint(root.convert(CGPoint(x: 110, y: 70), to: b), .zero)
        assertPoint(b.convert(CGPoint(x: 110, y: 70), from: root), .zero)
        assertPoint(a.convert(CGPoint(x: 1, y: 2), to: nil), CGPoint(x: 101, y: 52))
        a.transform = CGAffineTransform(scaleX: 2, y: 2)      // about a's centre (200, 150)
        assertPoint(a.convert(CGPoint(x: 100, y: 100), to: root), CGPoint(x: 200, y: 150))
        assertPoint(a.convert(.zero, to: root), CGPoint(x: 0, y: -50))
        a.bounds.origin = CGPoint(x: 10, y: 10)
        a.transform = .identity
        assertPoint(a.convert(CGPoint(x: 10, y: 10), to: root), CGPoint(x: 100, y: 50))
    }

    func testHitTest() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))   // sticks out of a
        root.addSubview(a)
        a.addSubview(b)
        XCTAssertTrue(root.hitTest(CGPoint(x: 160, y: 160)) === b)
        XCTAssertTrue(root.hitTest(CGPoint(x: 120, y: 120)) === a)
        XCTAssertTrue(root.hitTest(CGPoint(x: 230, y: 230)) === root, "outside a, so b is not reached")
        XCTAssertNil(root.hitTest(CGPoint(x: 500, y: 10)))
        b.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(CGPoint(x: 160, y: 160)) === a)
        a.alpha = 0
        XCTAssertTrue(root.hitTest(CGPoint(x: 160, y: 160)) === root)
        a.alpha = 1
        a.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 160, y: 160)) === root)
        a.isHidden = false
        a.transform = CGAffineTransform(translationX: 200, y: 0)
        XCTAssertTrue(root.hitTest(CGPoint(x: 320, y: 120)) === a)
    }

    func testLayoutIfNeededRunsLayoutSubviewsInsideABlock() {
        final class Column: UIView {
            var height: CGFloat = 10
            override func layoutSubviews() { subviews.first?.frame = CGRect(x: 0, y: 0, width: 10, height: height) }
        }
        let column = Column(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let bar = UIView()
        column.addSubview(bar)
        column.setNeedsLayout()
        column.layoutIfNeeded()
        CARunLoop.tick()
        XCTAssertEqual(bar.frame.height, 10)
        column.height = 80
        column.setNeedsLayout()
        UIView.animate(withDuration: 1) { column.layoutIfNeeded() }
        XCTAssertEqual(bar.frame.height, 80)
        XCTAssertEqual(Set(bar.layer.animationKeys() ?? []), ["position", "bounds.size"])
    }
}
