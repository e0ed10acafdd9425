import Foundation

// Beginning and ending editing, keys and typed text.

extension UITextField: KeyboardFocusable {
    func handleKey(_ key: UIKeyboardKey, shift: Bool) -> Bool {
        guard isEditing else { return false }
        switch key {
        case .returnKey:
            if delegate?.textFieldShouldReturn(self) ?? true {
                sendActions(for: .editingDidEndOnExit)
                resignFirstResponder()
            }
        case .tab:
            moveToNeighbourField(backwards: shift)
        case .escape:
            resignFirstResponder()
        case .backspace:
            let caret = caretIndex
            guard caret > storage.startIndex else { return true }
            replace(storage.index(before: caret)..<caret, with: "")
        case .deleteForward:
            let caret = caretIndex
            guard caret < storage.endIndex else { return true }
            replace(caret..<storage.index(after: caret), with: "")
        case .leftArrow:
            let caret = caretIndex
            if caret > storage.startIndex { moveCaret(to: storage.index(before: caret)) }
        case .rightArrow:
            let caret = caretIndex
            if caret < storage.endIndex { moveCaret(to: storage.index(after: caret)) }
        case .home, .upArrow:
            moveCaret(to: storage.startIndex)
        case .end, .downArrow:
            moveCaret(to: storage.endIndex)
        }
        return true
    }

    func handleText(_ text: String) -> Bool {
        guard isEditing else { return false }
        let clean = Self.filtered(text)
        guard !clean.isEmpty else { return true }
        let caret = caretIndex
        replace(caret..<caret, with: clean)
        return true
    }

    /// Replaces `range` of the text after asking the delegate; moves the caret past the new text.
    private func replace(_ range: Range<String.Index>, with replacement: String) {
        let nsRange = NSRange(range, in: storage)
        guard delegate?.textField(self, shouldChangeCharactersIn: nsRange, replacementString: replacement) ?? true else { return }
        let startUTF16 = nsRange.location
        storage.replaceSubrange(range, with: replacement)
        caretUTF16 = min(startUTF16 + replacement.utf16.count, storage.utf16.count)
        // A combining mark typed after a letter joins its grapheme: keep the caret on a boundary.
        let idx = String.Index(utf16Offset: caretUTF16, in: storage)
        if idx < storage.endIndex, idx.samePosition(in: storage) == nil {
            caretUTF16 = storage.rangeOfComposedCharacterSequence(at: idx).upperBound.utf16Offset(in: storage)
        }
        updateDisplay()
        sendActions(for: .editingChanged)
    }

    private func moveCaret(to index: String.Index) {
        caretUTF16 = index.utf16Offset(in: storage)
        updateDisplay()
        showCaret(true)   // restart the blink, visible, as a moved caret is
    }

    private func moveToNeighbourField(backwards: Bool) {
        guard let window else { resignFirstResponder(); return }
        let fields = window.textFieldsInOrder()
        guard fields.count > 1, let i = fields.firstIndex(where: { $0 === self }) else { return }
        let next = fields[(i + (backwards ? fields.count - 1 : 1)) % fields.count]
        next.becomeFirstResponder()
    }
}
