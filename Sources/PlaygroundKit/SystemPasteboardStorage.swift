import AnimationRender
import AnimationUIKit
import Foundation

/// The system clipboard (SDL's) as the storage of `UIPasteboard.general`, so a scene's text
/// fields copy to and paste from other applications. The window app installs it once its
/// window is open; a clipboard SDL cannot write is reported once on standard error.
final class SystemPasteboardStorage: PasteboardStorage {
    private var reported = false

    func readString() -> String? { DisplayWindow.clipboardText() }

    func writeString(_ string: String) {
        do { try DisplayWindow.copyToClipboard(string) } catch {
            guard !reported else { return }
            reported = true
            FileHandle.standardError.write(Data("playground: could not copy to the clipboard: \(error)\n".utf8))
        }
    }
}
