import AnimationUIKit

/// The South Pole scene's window, which takes the arrow keys: ← walks left, → walks right and
/// ↓ belly slides (the document's `actionLeft`, `actionRight` and slide actions).
///
/// Presses reach it through UIKit's responder chain (`pressesBegan(_:with:)`): the scene has no
/// first responder, so the window, the last responder, gets every key. It reports a key as used
/// (does not call `super`) even when a move is already in progress and the press is ignored,
/// so a held or repeated arrow never falls through to the playground's own arrow keys. Every
/// other key goes on to `super`, unused.
final class SouthPoleWindow: UIWindow {
    /// Asked to play a move; the scene sets it.
    var onMove: ((SouthPoleScene.Move) -> Void)?

    /// The move a key asks for, nil for keys the scene does not use.
    static func move(for key: UIKey?) -> SouthPoleScene.Move? {
        switch key?.keyCode {
        case .keyboardLeftArrow?: return .left
        case .keyboardRightArrow?: return .right
        case .keyboardDownArrow?: return .slide
        default: return nil
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let move = Self.move(for: presses.first?.key) else {
            super.pressesBegan(presses, with: event)
            return
        }
        onMove?(move)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if Self.move(for: presses.first?.key) == nil { super.pressesEnded(presses, with: event) }
    }
}
