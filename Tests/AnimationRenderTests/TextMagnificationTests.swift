import AnimationCore
import AnimationRender
import XCTest

/// Text rasterized while its layer is magnified lays out as at 1×: a label sized to its text
/// (as `UILabel.sizeToFit` and `UITextField` size theirs) shows the whole text at any scale.
final class TextMagnificationTests: XCTestCase {
    private let magnifications: [CGFloat] = [1, 1.325, 2, 3.4]

    /// A one-line text layer sized to its measured width (rounded up; or `boxWidth`), at (4, 4)
    /// in a root scaled by `m`, rendered; its ink's extent in points from the layer's left
    /// edge, and the layer's width.
    private func ink(_ string: String, size: CGFloat, m: CGFloat, alignment: CATextLayerAlignmentMode = .left,
                     truncation: CATextLayerTruncationMode = .end,
                     boxWidth: CGFloat? = nil) throws -> (left: CGFloat, right: CGFloat, width: CGFloat) {
        let measured = TTFTextMeasurer().size(of: string, fontName: nil, fontSize: size)
        let box = CGRect(x: 4, y: 4, width: boxWidth ?? measured.width.rounded(.up),
                         height: measured.height.rounded(.up))
        let text = TextContent(string: string, fontName: nil, fontSize: size, color: rgba(0, 0, 0),
                               alignment: alignment,
                               isWrapped: false, truncation: truncation)
        let label = layer(2, box, content: LayerContent(text: text))
        let w = Int(((box.maxX + 4) * m).rounded(.up)), h = Int(((box.maxY + 4) * m).rounded(.up))
        var top = RenderNode(layerID: 1, bounds: CGRect(x: 0, y: 0, width: w, height: h), sublayers: [label])
        top.sublayerTransformForTests(m)
        let image = try renderImage(top, width: w, height: h)
        var xs: [Int] = []
        for x in 0..<w {
            for y in 0..<h where image[x, y].maxChannelDifference(to: white8) > 60 {
                xs.append(x)
                break
            }
        }
        let a = try XCTUnwrap(xs.min(), "no ink at \(m)×"), b = try XCTUnwrap(xs.max())
        return (CGFloat(a) / m - box.minX, CGFloat(b + 1) / m - box.minX, box.width)
    }
}

private extension RenderNode {
    /// Scales the sublayers by `m` (as a magnified window does).
    mutating func sublayerTransformForTests(_ m: CGFloat) {
        sublayers = sublayers.map {
            var n = $0
            n.transform = CATransform3DConcat(n.transform, CATransform3DMakeScale(m, m, 1))
            return n
        }
    }
}

extension TextMagnificationTests {
    /// The login form's placeholders and typed text, and its 14 pt info line.
    private var samples: [(String, CGFloat)] {
        [("Username", 17), ("Password", 17), ("bahama", 17), ("Tap on a field and enter username and password", 14)]
    }

    func testInkCoversTheSameShareOfTheLayerAtAnyMagnification() throws {
        for (string, size) in samples {
            let reference = try ink(string, size: size, m: 1)
            for m in magnifications.dropFirst() {
                let r = try ink(string, size: size, m: m)

                XCTAssertEqual(r.right - r.left, reference.right - reference.left, accuracy: 1.5,
                               "\"\(string)\" at \(m)×: ink \(r.left)…\(r.right) pt, "
                                   + "at 1× \(reference.left)…\(reference.right) pt")
                XCTAssertLessThanOrEqual(r.right, r.width + 0.5, "\"\(string)\" at \(m)× stays inside its layer")
            }
        }
    }

    func testNoEllipsisWhenTheTextFitsAt1x() throws {
        for (string, size) in samples {
            for m in magnifications + [0.5] {
                let truncating = try ink(string, size: size, m: m, truncation: .end)
                let whole = try ink(string, size: size, m: m, truncation: .none)

                XCTAssertEqual(truncating.right, whole.right, accuracy: 0.01, "\"\(string)\" at \(m)× is not shortened")
                XCTAssertGreaterThan(truncating.right, truncating.width - 3, "\"\(string)\" at \(m)× reaches its end")
            }
        }
    }

    func testTextTooLongAt1xIsStillTruncatedWhenMagnified() throws {
        let string = "Tap on a field and enter username and password"
        for m in magnifications {
            let whole = try ink(string, size: 14, m: m, truncation: .none)
            let narrow = try ink(string, size: 14, m: m, truncation: .end, boxWidth: 200)

            XCTAssertLessThanOrEqual(narrow.right, 200.5, "at \(m)× the ellipsis keeps the text in its 200 pt")
            XCTAssertGreaterThan(narrow.right, 180, "at \(m)× the line is cut near the end of its layer, not earlier")
            XCTAssertGreaterThan(whole.right, 340, "the whole line is about 348 pt")
        }
    }

    func testCentredTextStaysCentredWhenMagnified() throws {
        for m in magnifications {
            let r = try ink("Log In", size: 20, m: m, alignment: .center, boxWidth: 200)

            XCTAssertEqual((r.left + r.right) / 2, 100, accuracy: 1.5, "at \(m)×")
        }
    }
}
