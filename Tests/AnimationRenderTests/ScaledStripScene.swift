import AnimationCore
import AnimationRender
import XCTest

/// A tile holding a vertical gradient (a sky), a horizontal one (a colour band) and two solid
/// layers, scaled as the gallery scales its scenes into tiles: for checking that gradient
/// strips stretched over their layers look like whole stores on either renderer.
struct ScaledStripScene {
    static let scales: [Double] = [0.5, 0.646, 1, 1.07, 1.6]
    let scale: Double
    let snapshot: RenderSnapshot
    /// The two gradient layers' rectangles on screen.
    let gradients: [CGRect]

    init(scale: Double) {
        self.scale = scale
        let sky = LayerContent(gradient: GradientContent(type: .axial,
                                                         colors: [rgba(0.05, 0.07, 0.2), rgba(0.1, 0.2, 0.5)],
                                                         locations: nil,
                                                         startPoint: CGPoint(x: 0.5, y: 0),
                                                         endPoint: CGPoint(x: 0.5, y: 1)))
        let band = LayerContent(gradient: GradientContent(type: .axial,
                                                          colors: [rgba(0.9, 0.1, 0.1), rgba(0.1, 0.8, 0.2),
                                                                   rgba(0.2, 0.3, 1)],
                                                          locations: nil, startPoint: CGPoint(x: 0, y: 0.5),
                                                          endPoint: CGPoint(x: 1, y: 0.5)))
        let skyFrame = CGRect(x: 10, y: 5, width: 40, height: 60),
            bandFrame = CGRect(x: 55, y: 10, width: 40, height: 20)
        var tile = layer(5, CGRect(x: 0, y: 0, width: 100, height: 70), sublayers: [
            layer(6, CGRect(x: 0, y: 0, width: 100, height: 70), content: LayerContent(backgroundColor: rgba(1, 1, 1))),
            layer(7, skyFrame, content: sky),
            layer(8, bandFrame, content: band),
            layer(9, CGRect(x: 55, y: 40, width: 30, height: 20),
                  content: LayerContent(backgroundColor: rgba(0.2, 0.6, 0.3), cornerRadius: 5)),
        ])
        tile.transform = CATransform3DConcat(CATransform3DMakeScale(CGFloat(scale), CGFloat(scale), 1),
                                             CATransform3DMakeTranslation(4, 4, 0))
        snapshot = RenderSnapshot(time: 0, root: root([tile]))
        gradients = [skyFrame, bandFrame].map {
            CGRect(x: 4 + $0.minX * scale, y: 4 + $0.minY * scale, width: $0.width * scale, height: $0.height * scale)
        }
    }

    /// The stretched strip's edges are not antialiased like the whole store's, so a pixel along
    /// each gradient layer's edge may differ; every other pixel must match, and the sky must be
    /// dark blue (not white, as strips once were when drawn scaled).
    func assertMatches(strips a: RenderedImage, whole b: RenderedImage, file: StaticString = #filePath,
                       line: UInt = #line) {
        func nearEdge(_ x: Int, _ y: Int) -> Bool {
            let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
            return gradients.contains {
                $0.insetBy(dx: -1.5, dy: -1.5).contains(p) && !$0.insetBy(dx: 1.5, dy: 1.5).contains(p)
            }
        }
        var edge = 0, interior = 0
        for y in 0..<a.height { for x in 0..<a.width {
            let p = a[x, y], q = b[x, y]
            let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
            if d > 6 { if nearEdge(x, y) { edge += 1 } else { interior += 1 } }
        } }
        XCTAssertEqual(interior, 0, "scale \(scale): strips and whole stores differ away from the edges",
                       file: file, line: line)
        XCTAssertLessThan(edge, Int(2 * (60 + 20 + 40 + 40) * scale) + 8, "scale \(scale): more than the edges differ",
                          file: file, line: line)
        let sky = a[Int(gradients[0].midX), Int(gradients[0].midY)]
        XCTAssertTrue(sky.r < 60 && sky.b > sky.r + 40, "scale \(scale): the sky's middle is \(sky), not dark blue",
                      file: file, line: line)
    }
}
