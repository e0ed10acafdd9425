// Shared helpers for AnimationRenderTests: building render nodes by hand and checking images.
import AnimationCore
import AnimationRender
import Foundation
import TestSupport
import XCTest

/// Frame size used by most tests.
let testWidth = 160, testHeight = 120

/// A node placed at `frame` in its parent (bounds origin zero), with optional content.
func layer(_ id: UInt64, _ frame: CGRect, content: LayerContent = LayerContent(), opacity: Double = 1,
           transform: CATransform3D? = nil, sublayers: [RenderNode] = []) -> RenderNode {
    var t = CATransform3DMakeTranslation(frame.minX, frame.minY, 0)
    if let extra = transform {
        // Apply `extra` about the layer's centre, then move it into place (Core Animation's anchor point 0.5, 0.5).
        let w = frame.width / 2, h = frame.height / 2
        t = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-w, -h, 0), extra),
                                CATransform3DMakeTranslation(frame.minX + w, frame.minY + h, 0))
    }
    return RenderNode(layerID: id, bounds: CGRect(origin: .zero, size: frame.size), transform: t, opacity: opacity,
                      content: content, sublayers: sublayers)
}

/// A root node covering the test frame.
func root(_ sublayers: [RenderNode], background: RGBA? = nil) -> RenderNode {
    RenderNode(layerID: 1, bounds: CGRect(x: 0, y: 0, width: testWidth, height: testHeight),
               content: LayerContent(backgroundColor: background), sublayers: sublayers)
}

func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA { RGBA(red: r, green: g, blue: b, alpha: a) }

/// Renders `root` headless at the test size over `background`.
func renderImage(_ root: RenderNode, background: RGBA = .white, width: Int = testWidth,
                 height: Int = testHeight) throws -> RenderedImage {
    let renderer = try Renderer(headlessWidth: width, height: height)
    renderer.render(RenderSnapshot(time: 0, root: root), background: background)
    return renderer.readPixels()
}

/// Fails the test unless `image` matches `Golden/<name>.png` (see `GoldenImage`).
func assertGolden(_ image: RenderedImage, _ name: String, tolerance: GoldenImage.Tolerance = .standard,
                  file: StaticString = #filePath, line: UInt = #line) {
    if let failure = GoldenImage.verify(image, named: name, tolerance: tolerance, filePath: "\(file)") {
        XCTFail(failure, file: file, line: line)
    }
}

/// Asserts a pixel is within `tolerance` of the expected colour.
func assertPixel(_ image: RenderedImage, _ x: Int, _ y: Int, _ expected: RGBA8, tolerance: Int = 3,
                 file: StaticString = #filePath, line: UInt = #line) {
    let p = image[x, y]
    XCTAssert(p.maxChannelDifference(to: expected) <= tolerance, "pixel (\(x), \(y)) is \(p), expected \(expected)",
              file: file, line: line)
}

let red8 = RGBA8(r: 255, g: 0, b: 0), white8 = RGBA8(r: 255, g: 255, b: 255), blue8 = RGBA8(r: 0, g: 0, b: 255)
let green8 = RGBA8(r: 0, g: 255, b: 0), black8 = RGBA8(r: 0, g: 0, b: 0)

/// A star-shaped path centred in a `size × size` box.
func starPath(size: CGFloat, points: Int = 5) -> CGPath {
    let m = CGMutablePath()
    let c = size / 2
    for i in 0..<(points * 2) {
        let r = i % 2 == 0 ? c * 0.95 : c * 0.4
        let a = Double(i) * Double.pi / Double(points) - Double.pi / 2
        let p = CGPoint(x: c + r * cos(a), y: c + r * sin(a))
        if i == 0 { m.move(to: p) } else { m.addLine(to: p) }
    }
    m.closeSubpath()
    return m
}

/// A checkerboard test image (premultiplied ARGB), `cells` squares per side of `cell` pixels.
func checkerImage(cell: Int = 8, cells: Int = 4, a: UInt32 = 0xFF_FF_80_00, b: UInt32 = 0xFF_00_40_C0) -> CGImage {
    let n = cell * cells
    var px = [UInt32](repeating: 0, count: n * n)
    for y in 0..<n { for x in 0..<n { px[y * n + x] = ((x / cell) + (y / cell)) % 2 == 0 ? a : b } }
    return CGImage(width: n, height: n, pixels: px, name: "checker")!
}

/// Renderers at the test size to compare redrawing only what changed with redrawing whole
/// frames: (path, redrawing changes, redrawing everything), headless OpenGL and SDL's software
/// renderer.
func partialAndFullRenderers() throws -> [(String, Renderer, Renderer)] {
    let partial = try Renderer(headlessWidth: testWidth, height: testHeight)
    let full = try Renderer(headlessWidth: testWidth, height: testHeight)
    full.redrawsOnlyChanges = false
    let softPartial = try Renderer(softwareWidth: testWidth, height: testHeight)
    let softFull = try Renderer(softwareWidth: testWidth, height: testHeight)
    softFull.redrawsOnlyChanges = false
    return [("OpenGL", partial, full), ("software", softPartial, softFull)]
}

/// Renders `node` with `renderer` over white and reads the frame back.
func drawFrame(_ renderer: Renderer, _ node: RenderNode) -> RenderedImage {
    renderer.render(RenderSnapshot(time: 0, root: node), background: .white)
    return renderer.readPixels()
}
