import AnimationCore
import AnimationRender
import XCTest

/// Compositing: 3D transforms, ordering, culling, clipping, group opacity, masks, tints.
final class CompositionTests: XCTestCase {
    private let cardContent = LayerContent(backgroundColor: rgba(0.15, 0.45, 0.9), cornerRadius: 8, borderWidth: 3,
                                           borderColor: rgba(0.2, 0.1, 0.3),
                                           gradient: GradientContent(type: .axial,
                                                                     colors: [rgba(1, 0.6, 0.1), rgba(0.9, 0.1, 0.4)],
                                                                     locations: nil, startPoint: CGPoint(x: 0, y: 0),
                                                                     endPoint: CGPoint(x: 1, y: 1)))

    func testPerspectiveCardRotatedAboutY() throws {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        let card = layer(2, CGRect(x: 30, y: 20, width: 100, height: 80), content: cardContent, transform: t)
        let image = try renderImage(root([card]))
        // A positive angle about y turns the right edge away from the viewer (shorter) and
        // brings the left edge closer (taller), as Core Animation's matrices do.
        func columnHeight(_ x: Int) -> Int { (0..<testHeight).filter { image[x, $0] != white8 }.count }
        let xs = (0..<testWidth).filter { columnHeight($0) > 0 }
        let left = xs.first! + 2, right = xs.last! - 2
        XCTAssertGreaterThan(columnHeight(left), columnHeight(right) + 8, "perspective: far edge should be shorter")
        XCTAssertLessThan(right - left, 100, "foreshortened width")
        assertGolden(image, "perspective-card")
    }

    func testZPositionOrdersSiblings() throws {
        var a = layer(2, CGRect(x: 30, y: 30, width: 60, height: 60),
                      content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        var b = layer(3, CGRect(x: 60, y: 40, width: 60, height: 60),
                      content: LayerContent(backgroundColor: rgba(0, 0, 1)))
        let c = layer(4, CGRect(x: 45, y: 50, width: 60, height: 60),
                      content: LayerContent(backgroundColor: rgba(0, 1, 0)))
        a.zPosition = 10; b.zPosition = 5
        let image = try renderImage(root([a, b, c]))
        assertPixel(image, 70, 60, red8)      // a (z 10) over everything
        assertPixel(image, 100, 60, blue8)    // b (z 5) over c (z 0)
        assertPixel(image, 60, 105, green8)   // c alone
        assertGolden(image, "zposition")
    }

    func testEqualZPositionKeepsArrayOrder() throws {
        let a = layer(2, CGRect(x: 30, y: 30, width: 60, height: 60),
                      content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        let b = layer(3, CGRect(x: 60, y: 40, width: 60, height: 60),
                      content: LayerContent(backgroundColor: rgba(0, 0, 1)))
        let image = try renderImage(root([a, b]))
        assertPixel(image, 70, 60, blue8)
    }

    func testSingleSidedLayerIsCulledWhenFacingAway() throws {
        let flip = CATransform3DMakeRotation(.pi, 0, 1, 0)
        var single = layer(2, CGRect(x: 10, y: 30, width: 60, height: 60),
                           content: LayerContent(backgroundColor: rgba(1, 0, 0)), transform: flip)
        single.isDoubleSided = false
        let double = layer(3, CGRect(x: 90, y: 30, width: 60, height: 60),
                           content: LayerContent(backgroundColor: rgba(0, 0, 1)), transform: flip)
        var front = layer(4, CGRect(x: 60, y: 95, width: 40, height: 20),
                          content: LayerContent(backgroundColor: rgba(0, 1, 0)))
        front.isDoubleSided = false
        let image = try renderImage(root([single, double, front]))
        assertPixel(image, 40, 60, white8)    // back-facing single-sided: culled
        assertPixel(image, 120, 60, blue8)    // double-sided: drawn mirrored
        assertPixel(image, 80, 105, green8)   // single-sided facing the viewer: drawn
    }

    func testMasksToBoundsClipsSublayers() throws {
        let child = layer(3, CGRect(x: -20, y: -20, width: 140, height: 50),
                          content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        var square = layer(2, CGRect(x: 10, y: 30, width: 60, height: 60),
                           content: LayerContent(backgroundColor: rgba(0, 0, 1)),
                           sublayers: [child])
        square.masksToBounds = true
        var rounded = layer(4, CGRect(x: 90, y: 30, width: 60, height: 60),
                            content: LayerContent(backgroundColor: rgba(0, 0, 1), cornerRadius: 20), sublayers: [child])
        rounded.masksToBounds = true
        let image = try renderImage(root([square, rounded]))
        assertPixel(image, 40, 40, red8)       // child inside the bounds
        assertPixel(image, 40, 25, white8)     // child above the bounds: clipped
        assertPixel(image, 75, 40, white8)     // child right of the bounds: clipped
        assertPixel(image, 40, 80, blue8)
        assertPixel(image, 91, 31, white8)     // rounded corner clips the child too
        assertPixel(image, 120, 40, red8)
        assertGolden(image, "masks-to-bounds")
    }

    func testMasksToBoundsOnRotatedLayer() throws {
        let child = layer(3, CGRect(x: -30, y: 20, width: 160, height: 20),
                          content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        var parent = layer(2, CGRect(x: 40, y: 20, width: 80, height: 80),
                           content: LayerContent(backgroundColor: rgba(0.8, 0.8, 1)),
                           transform: CATransform3DMakeRotation(.pi / 6, 0, 0, 1), sublayers: [child])
        parent.masksToBounds = true
        let image = try renderImage(root([parent]))
        assertPixel(image, 5, 45, white8)
        assertPixel(image, 155, 75, white8)
        assertGolden(image, "masks-to-bounds-rotated")
    }

    private func overlapping(group: Bool) throws -> RenderedImage {
        let a = layer(3, CGRect(x: 10, y: 10, width: 60, height: 60),
                      content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        let b = layer(4, CGRect(x: 40, y: 30, width: 60, height: 60),
                      content: LayerContent(backgroundColor: rgba(0, 0, 1)))
        var parent = layer(2, CGRect(x: 20, y: 10, width: 120, height: 100), opacity: 0.5, sublayers: [a, b])
        parent.allowsGroupOpacity = group
        return try renderImage(root([parent]))
    }

    func testGroupOpacityVersusPerLayerOpacity() throws {
        let grouped = try overlapping(group: true), separate = try overlapping(group: false)
        // Red alone: 50 % red over white in both.
        assertPixel(grouped, 35, 30, RGBA8(r: 255, g: 128, b: 128), tolerance: 3)
        assertPixel(separate, 35, 30, RGBA8(r: 255, g: 128, b: 128), tolerance: 3)
        // Overlap: with group opacity the subtree is flattened first, so only blue shows (uniform).
        assertPixel(grouped, 75, 55, RGBA8(r: 128, g: 128, b: 255), tolerance: 3)
        assertPixel(grouped, 100, 80, RGBA8(r: 128, g: 128, b: 255), tolerance: 3)
        // Without it each child fades on its own and the red shows through the blue.
        assertPixel(separate, 75, 55, RGBA8(r: 128, g: 64, b: 191), tolerance: 3)
        XCTAssertNotEqual(grouped[75, 55], separate[75, 55])
        assertGolden(grouped, "group-opacity")
    }

    func testReplicatorInstancesShareOneStoreAndTint() throws {
        let star = ShapeContent(path: starPath(size: 30), fillColor: rgba(1, 1, 1), fillRule: .nonZero,
                                strokeColor: nil,
                                lineWidth: 0, lineCap: .butt, lineJoin: .miter, miterLimit: 10, lineDashPattern: [],
                                lineDashPhase: 0, strokeStart: 0, strokeEnd: 1)
        var instances: [RenderNode] = []
        for i in 0..<6 {
            let angle = CGFloat(i) * .pi / 3
            let t = CATransform3DConcat(CATransform3DMakeTranslation(-15, -45, 0),
                                        CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 0, 1),
                                                            CATransform3DMakeTranslation(80, 60, 0)))
            let f = Double(i) / 5
            instances.append(RenderNode(layerID: 7, bounds: CGRect(x: 0, y: 0, width: 30, height: 30), transform: t,
                                        tint: rgba(1 - f, 0.3, f), content: LayerContent(shape: star)))
        }
        let renderer = try Renderer(softwareWidth: testWidth, height: testHeight)
        renderer.render(RenderSnapshot(time: 0, root: root(instances)), background: .white)
        XCTAssertEqual(renderer.stats.storeRedraws, 1, "all instances share one backing store")
        let image = renderer.readPixels()
        assertPixel(image, 80, 30, RGBA8(r: 255, g: 77, b: 0), tolerance: 4)     // instance 0 (top): tinted red
        assertGolden(image, "replicator-tint")
    }

    private func maskedReveal(progress: CGFloat) throws -> RenderedImage {
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 25, y: 15, width: 70, height: 70))
        let maskShape = ShapeContent(path: ring, fillColor: nil, fillRule: .nonZero, strokeColor: rgba(0, 0, 0),
                                     lineWidth: 28, lineCap: .butt, lineJoin: .round, miterLimit: 10,
                                     lineDashPattern: [],
                                     lineDashPhase: 0, strokeStart: 0, strokeEnd: progress)
        let mask = RenderNode(layerID: 9, bounds: CGRect(x: 0, y: 0, width: 120, height: 100),
                              content: LayerContent(shape: maskShape))
        var node = layer(2, CGRect(x: 20, y: 10, width: 120, height: 100), content: cardContent)
        node.mask = Box(mask)
        return try renderImage(root([node]))
    }

    func testMaskedRevealAtQuarterHalfAndFull() throws {
        let quarter = try maskedReveal(progress: 0.25), half = try maskedReveal(progress: 0.5),
            full = try maskedReveal(progress: 1)
        // The ellipse path starts at its rightmost point and runs clockwise on screen.
        XCTAssertNotEqual(quarter[115, 66], white8)    // just below the start: revealed at 25 %
        assertPixel(quarter, 55, 85, white8)           // lower left: not yet
        XCTAssertNotEqual(half[55, 85], white8)        // revealed at 50 %
        assertPixel(half, 80, 25, white8)              // top: not yet
        XCTAssertNotEqual(full[80, 25], white8)
        assertPixel(full, 80, 60, white8)              // the ring's hole is never revealed
        assertGolden(quarter, "mask-reveal-25")
        assertGolden(half, "mask-reveal-50")
        assertGolden(full, "mask-reveal-100")
    }
}

/// `CATransformLayer` (`preserves3D`): sublayers keep their depth and are sorted by it.
final class TransformLayerTests: XCTestCase {
    private func scene(preserves3D: Bool) throws -> RenderedImage {
        // Two cards 60 points apart in depth; the far one comes first in the array.
        let far = RenderNode(layerID: 3, bounds: CGRect(x: 0, y: 0, width: 60, height: 60),
                             transform: CATransform3DMakeTranslation(-20, -30, -60),
                             content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        let near = RenderNode(layerID: 4, bounds: CGRect(x: 0, y: 0, width: 60, height: 60),
                              transform: CATransform3DMakeTranslation(-40, -30, 60),
                              content: LayerContent(backgroundColor: rgba(0, 0, 1)))
        // Turned half-way round: the card that was near is now at the back.
        var t = CATransform3DMakeRotation(.pi, 0, 1, 0)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        t = CATransform3DConcat(CATransform3DConcat(t, perspective), CATransform3DMakeTranslation(80, 60, 0))
        var container = RenderNode(layerID: 2, bounds: .zero, transform: t, sublayers: [far, near])
        container.preserves3D = preserves3D
        return try renderImage(root([container]))
    }

    func testTransformLayerSortsByDepth() throws {
        let image = try scene(preserves3D: true)
        // After the half turn the red card (z −60) is in front: it must cover the overlap.
        assertPixel(image, 80, 60, red8)
        let flat = try scene(preserves3D: false)
        // A flat container draws in array order: the blue card (second) covers the overlap.
        assertPixel(flat, 80, 60, blue8)
    }
}
