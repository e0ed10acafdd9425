import Foundation

// Beginning and ending editing, keys and typed text.

extension UITextField: KeyboardFocusable {
    func handleKey(_ key: UIKeyboardKey, modifiers: UIKeyModifierFlags) -> Bool {
        guard isEditing else { return false }
        let shift = modifiers.contains(.shift)
        let command = !modifiers.isDisjoint(with: [.control, .command])
        let word = command || modifiers.contains(.alternate)
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
            if deleteSelection() { return true }
            let caret = caretIndex
            guard caret > storage.startIndex else { return true }
            let from = word ? wordBoundary(before: caret) : storage.index(before: caret)
            replace(from..<caret, with: "", kind: .deleting)
        case .deleteForward:
            if deleteSelection() { return true }
            let caret = caretIndex
            guard caret < storage.endIndex else { return true }
            let to = word ? wordBoundary(after: caret) : storage.index(after: caret)
            replace(caret..<to, with: "", kind: .deleting)
        case .leftArrow, .rightArrow:
            let left = key == .leftArrow
            if !shift, let range = selectedUTF16Range, !range.isEmpty {
                // An arrow without Shift collapses the selection to its side.
                moveCaret(toUTF16: left ? range.lowerBound : range.upperBound, extending: false)
                return true
            }
            let caret = caretIndex
            let target: String.Index
            if left {
                target = caret == storage.startIndex ? caret
                    : (word ? wordBoundary(before: caret) : storage.index(before: caret))
            } else {
                target = caret == storage.endIndex ? caret
                    : (word ? wordBoundary(after: caret) : storage.index(after: caret))
            }
            moveCaret(toUTF16: target.utf16Offset(in: storage), extending: shift)
        case .home, .upArrow:
            moveCaret(toUTF16: 0, extending: shift)
        case .end, .downArrow:
            moveCaret(toUTF16: storage.utf16.count, extending: shift)
        case .character(let c):
            guard command else { return false }
            return handleCommand(c, shift: shift)
        }
        return true
    }

    func handleText(_ text: String) -> Bool {
        guard isEditing else { return false }
        let clean = Self.filtered(text)
        guard !clean.isEmpty else { return true }
        replace(selectionOrCaret, with: clean, kind: .typing)
        return true
    }

    /// Replaces `range` of the text after asking the delegate; moves the caret past the new text
    /// and clears the selection. Records the state before for undo (`kind` decides whether it
    /// joins the previous step: a run of typing, or of deleting, is undone at once).
    func replace(_ range: Range<String.Index>, with replacement: String, kind: TextFieldUndoHistory.EditKind) {
        let nsRange = NSRange(range, in: storage)
        let allowed = delegate?.textField(self, shouldChangeCharactersIn: nsRange, replacementString: replacement)
        guard allowed ?? true else { return }
        let before = TextFieldUndoHistory.Snapshot(text: storage, caret: caretUTF16, anchor: anchorUTF16)
        undoHistory.record(before, kind: kind)
        let startUTF16 = nsRange.location
        storage.replaceSubrange(range, with: replacement)
        caretUTF16 = min(startUTF16 + replacement.utf16.count, storage.utf16.count)
        anchorUTF16 = nil
        // A combining mark typed after a letter joins its grapheme: keep the caret on a boundary.
        let idx = String.Index(utf16Offset: caretUTF16, in: storage)
        if idx < storage.endIndex, idx.samePosition(in: storage) == nil {
            caretUTF16 = storage.rangeOfComposedCharacterSequence(at: idx).upperBound.utf16Offset(in: storage)
        }
        updateDisplay()
        sendActions(for: .editingChanged)
    }

    /// Moves the caret to `offset` (a grapheme boundary); with `extending` the selection's
    /// anchor stays where the caret was, otherwise the selection goes.
    func moveCaret(toUTF16 offset: Int, extending: Bool) {
        if extending { anchorUTF16 = anchorUTF16 ?? caretUTF16 } else { anchorUTF16 = nil }
        caretUTF16 = offset
        undoHistory.breakCoalescing()
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
