import XCTest
@testable import AnimationCore

/// Long sublayer arrays of plain leaves are built on all cores (`ParallelSnapshot`); these tests
/// pin that the result, and the diagnostics reported, are exactly those of the serial walk.
final class ParallelSnapshotTests: ClockedTestCase {
    private var savedMinimum = 0

    override func setUp() {
        super.setUp()
        savedMinimum = ParallelSnapshot.minimumChildren
    }

    override func tearDown() {
        ParallelSnapshot.minimumChildren = savedMinimum
        CADiagnostics.handler = CADiagnostics.defaultHandler
        super.tearDown()
    }

    /// The snapshot of `root` at `time`, built in parallel (when the machine allows) or serially.
    private func snapshot(_ root: CALayer, at time: Double, parallel: Bool) -> RenderNode {
        ParallelSnapshot.minimumChildren = parallel ? 64 : .max
        return root.renderSnapshot(at: time).root
    }

    /// Every value of the two subtrees, compared to the bit.
    private func assertIdentical(_ a: RenderNode, _ b: RenderNode, _ path: String = "root",
                                 file: StaticString = #filePath, line: UInt = #line) {
        func bits(_ n: RenderNode) -> [UInt64] {
            let t = n.transform
            return [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34,
                    t.m41, t.m42, t.m43, t.m44, n.bounds.origin.x, n.bounds.origin.y, n.bounds.width, n.bounds.height,
                    n.zPosition].map { Double($0).bitPattern } + [n.opacity.bitPattern, n.layerID]
        }
        XCTAssertEqual(bits(a), bits(b), path, file: file, line: line)
        XCTAssertEqual(a.content, b.content, path, file: file, line: line)
        XCTAssertEqual([a.isDoubleSided, a.masksToBounds, a.allowsGroupOpacity, a.preserves3D],
                       [b.isDoubleSided, b.masksToBounds, b.allowsGroupOpacity, b.preserves3D], path, file: file,
                       line: line)
        XCTAssertEqual(a.mask == nil, b.mask == nil, path, file: file, line: line)
        XCTAssertEqual(a.sublayers.count, b.sublayers.count, path, file: file, line: line)
        for (i, (x, y)) in zip(a.sublayers, b.sublayers).enumerated() {
            assertIdentical(x, y, "\(path).\(i)", file: file, line: line)
        }
    }

    /// A root with `count` plain leaves: moving, fading and springing, some hidden, some without animations.
    private func makeTree(count: Int) -> CALayer {
        let root = makeLayer(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        let move = CABasicAnimation(keyPath: "position")
        move.byValue = CGPoint(x: 40, y: 0); move.duration = 1.7; move.autoreverses = true
        move.repeatCount = .infinity; move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0.2, 1.0, 0.5, 0.2]; fade.keyTimes = [0, 0.3, 0.7, 1]; fade.duration = 2.3
        fade.repeatCount = .infinity
        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.fromValue = 0.5; spring.toValue = 1.0; spring.damping = 5; spring.duration = 3
        for i in 0..<count {
            let l = CALayer()
            l.frame = CGRect(x: Double(i % 50) * 12, y: Double(i / 50) * 8, width: 10, height: 6)
            l.backgroundColor = CGColor(red: 0.2, green: Double(i % 7) / 7, blue: 0.9, alpha: 1)
            l.isHidden = i % 13 == 5
            root.addSublayer(l)
            if i % 11 != 0 { l.add(move, forKey: "move") }
            if i % 3 != 0 { l.add(fade, forKey: "fade") }
            if i % 4 != 1 { l.add(spring, forKey: "spring") }
        }
        return root
    }

    func testParallelBuildEqualsTheSerialWalk() {
        let root = makeTree(count: 1500)
        for time in [0, 0.4, 1.7, 3.05].map({ t0 + $0 }) {
            let serial = snapshot(root, at: time, parallel: false)
            let parallel = snapshot(root, at: time, parallel: true)
            XCTAssertEqual(serial.sublayers.count, 1500 - 1500 / 13 - (1500 % 13 > 5 ? 1 : 0))
            assertIdentical(parallel, serial)
        }
        ParallelSnapshot.minimumChildren = 64
        let direct = ParallelSnapshot.nodes(of: root.sublayerStorage, time: 100.4, parentSpace: nil)
        if ParallelSnapshot.workers > 1 { XCTAssertEqual(direct?.count, 1385, "built in parallel") }
    }

    func testAnArrayWithAChildThatIsNotAPlainLeafIsBuiltSerially() {
        let root = makeTree(count: 300)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 3, height: 4), transform: nil)
        root.insertSublayer(shape, at: 250)
        let parent = root.sublayers![10]
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        parent.addSublayer(grandchild)
        let serial = snapshot(root, at: 100.9, parallel: false)
        let parallel = snapshot(root, at: 100.9, parallel: true)
        assertIdentical(parallel, serial)
        XCTAssertNotNil(parallel.sublayers.first { $0.layerID == shape.renderID }?.content.shape)
        XCTAssertEqual(parallel.sublayers.first { $0.layerID == parent.renderID }?.sublayers.count, 1)
        XCTAssertNil(ParallelSnapshot.nodes(of: root.sublayerStorage, time: 100.9, parentSpace: nil))
    }

    /// Diagnostics of children built on other threads reach the handler on the calling thread, in
    /// the order of the serial walk.
    func testDiagnosticsArriveOnTheCallingThreadInOrder() {
        let root = makeTree(count: 400)
        // Children that overflow to non-finite geometry in their parent's sublayer space.
        CATransaction.begin(); CATransaction.setDisableActions(true)
        root.sublayerTransform = CATransform3DMakeScale(1e300, 1e300, 1)
        let broken = [17, 121, 201, 333, 397]  // children without the spring (which would replace their transform)
        for i in broken {
            let l = root.sublayers![i]
            l.name = "broken-\(i)"
            l.isHidden = false
            l.transform = CATransform3DMakeScale(1e300, 1e300, 1)
        }
        CATransaction.commit()
        let caller = Thread.current
        var received: [String] = []
        var offThread = 0
        CADiagnostics.handler = { message in
            if Thread.current != caller { offThread += 1 }
            received.append(message)
        }
        _ = snapshot(root, at: 100.5, parallel: true)
        XCTAssertEqual(offThread, 0)
        XCTAssertEqual(received.filter { $0.contains("broken-") },
                       broken.map { "CALayer broken-\($0): non-finite geometry; the layer is not drawn" })
    }
}
