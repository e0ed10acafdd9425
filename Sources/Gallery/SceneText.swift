import AnimationUIKit
import Foundation

/// Text for scenes that label what they show (the UIKit layer has no `UILabel` yet).
enum SceneText {
    /// A text layer showing `string` at `size` points in `color`, filling `frame` and
    /// vertically centred in it (the layer is shrunk to one line's height).
    static func layer(_ string: String, size: CGFloat, color: UIColor, frame: CGRect,
                      alignment: CATextLayerAlignmentMode = .left) -> CATextLayer {
        let text = CATextLayer()
        text.string = string
        text.fontSize = size
        text.foregroundColor = color.cgColor
        text.alignmentMode = alignment
        text.contentsScale = 2
        let height = min(frame.height, text.preferredFrameSize().height)
        text.frame = CGRect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
        return text
    }

    /// "0.75", "1", "0.5": at most two decimals, no trailing zeros.
    static func decimal(_ value: CGFloat) -> String {
        var s = String(format: "%.2f", Double(value))
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
