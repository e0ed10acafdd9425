import AnimationCore
import Foundation
import Gallery

/// The playground's colours and type: a dark background, slightly lighter tiles with a subtle
/// border, and one blue accent for the selection.
public enum Theme {
    static func rgb(_ hex: UInt32, alpha: CGFloat = 1) -> CGColor {
        CGColor(red: CGFloat((hex >> 16) & 255) / 255, green: CGFloat((hex >> 8) & 255) / 255,
                blue: CGFloat(hex & 255) / 255, alpha: alpha)
    }

    /// The window's clear colour (straight RGBA for `Renderer.render(_:background:)`).
    public static let background = RGBA(red: 0x11 / 255.0, green: 0x13 / 255.0, blue: 0x19 / 255.0, alpha: 1)
    static let tile = rgb(0x1B1F2A)
    static let tileBorder = rgb(0x2C3344)
    static let content = rgb(0x0D0F14)
    static let accent = rgb(0x5B9DFF)
    static let text = rgb(0xE8ECF4)
    static let secondaryText = rgb(0x8D96A8)
    static let panel = rgb(0x1A1E28, alpha: 0.94)
    static let panelBorder = rgb(0x3A4356)

    static let regularFont = "DejaVu Sans"
    static let boldFont = "DejaVu Sans Bold"

    static let tileCornerRadius: CGFloat = 12
    static let borderWidth: CGFloat = 1
    static let selectedBorderWidth: CGFloat = 3

    /// The colour of the little state dot next to a scene's state.
    static func stateColor(_ state: SceneState, paused: Bool) -> CGColor {
        if paused { return rgb(0xF2C14E) }
        switch state {
        case .running: return rgb(0x4CD07D)
        case .stopping: return rgb(0xF28C4E)
        case .stopped: return rgb(0x6B7385)
        case .idle: return rgb(0x6B7385)
        }
    }

    /// A text layer with the playground's defaults.
    static func label(size: CGFloat, bold: Bool = false, color: CGColor = text,
                      alignment: CATextLayerAlignmentMode = .left) -> CATextLayer {
        let l = CATextLayer()
        l.font = bold ? boldFont : regularFont
        l.fontSize = size
        l.foregroundColor = color
        l.alignmentMode = alignment
        l.truncationMode = .end
        l.anchorPoint = .zero
        return l
    }

    /// Runs `body` with implicit animations off (chrome changes apply at once).
    static func withoutAnimation(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
}
