import Foundation

// Selection, word motion, the clipboard commands and undo of a text field.

extension UITextField {
    /// The selected part of the text in UTF-16 units (`length` 0: the caret, no selection).
    public var selectedRange: NSRange {
        get {
            let r = selectedUTF16Range ?? caretUTF16..<caretUTF16
            return NSRange(location: r.lowerBound, length: r.count)
        }
        set {
            let count = storage.utf16.count
            let lo = min(max(newValue.location, 0), count)
            let hi = min(max(lo + max(newValue.length, 0), lo), count)
            anchorUTF16 = boundary(lo)
            caretUTF16 = boundary(hi)
            undoHistory.breakCoalescing()
            updateDisplay()
        }
    }

    /// The selected text, or nil when nothing is selected.
    public var selectedText: String? {
        guard let r = selectedUTF16Range, !r.isEmpty else { return nil }
        return String(storage[index(r.lowerBound)..<index(r.upperBound)])
    }

    /// Selects the whole text (Ctrl+A).
    public func selectAll(_ sender: Any?) {
        guard isEditing || becomeFirstResponder() else { return }
        anchorUTF16 = 0
        caretUTF16 = storage.utf16.count
        undoHistory.breakCoalescing()
        updateDisplay()
    }

    /// Puts the selected text on `UIPasteboard.general` (Ctrl+C). A secure field copies nothing.
    public func copy(_ sender: Any?) {
        guard !isSecureTextEntry, let text = selectedText else { return }
        UIPasteboard.general.string = text
    }

    /// Copies the selected text and removes it (Ctrl+X). A secure field cuts nothing.
    public func cut(_ sender: Any?) {
        guard isEditing, !isSecureTextEntry, let text = selectedText else { return }
        UIPasteboard.general.string = text
        _ = deleteSelection()
    }

    /// Replaces the selection (or inserts at the caret) with the pasteboard's text, with line
    /// breaks and control characters dropped (Ctrl+V).
    public func paste(_ sender: Any?) {
        guard isEditing, let text = UIPasteboard.general.string else { return }
        let clean = Self.filtered(text)
        guard !clean.isEmpty else { return }
        replace(selectionOrCaret, with: clean, kind: .other)
    }

    /// Whether Ctrl+Z has something to undo.
    public var canUndo: Bool { !undoHistory.undoStack.isEmpty }
    /// Whether Ctrl+Shift+Z has something to redo.
    public var canRedo: Bool { !undoHistory.redoStack.isEmpty }

    /// Goes back to the text, caret and selection before the last edit (Ctrl+Z); a run of typing
    /// (or of deleting) is one step. Sends `.editingChanged`.
    public func undo() {
        guard let previous = undoHistory.undoStack.popLast() else { return }
        undoHistory.redoStack.append(snapshot)
        restore(previous)
    }

    /// Does again what `undo()` undid (Ctrl+Shift+Z or Ctrl+Y). Sends `.editingChanged`.
    public func redo() {
        guard let next = undoHistory.redoStack.popLast() else { return }
        undoHistory.undoStack.append(snapshot)
        restore(next)
    }

    // MARK: For the key handling

    /// A Ctrl (or Super) chord with a letter; true when it is an editing command.
    func handleCommand(_ c: Character, shift: Bool) -> Bool {
        switch c.lowercased() {
        case "a": selectAll(nil)
        case "c": copy(nil)
        case "x": cut(nil)
        case "v": paste(nil)
        case "z": if shift { redo() } else { undo() }
        case "y": redo()
        default: return false
        }
        return true
    }

    /// The selection as UTF-16 offsets, nil when there is no anchor.
    var selectedUTF16Range: Range<Int>? {
        guard let a = anchorUTF16 else { return nil }
        return min(a, caretUTF16)..<max(a, caretUTF16)
    }

    /// The selection, or the empty range at the caret.
    var selectionOrCaret: Range<String.Index> {
        let r = selectedUTF16Range ?? caretUTF16..<caretUTF16
        return index(r.lowerBound)..<index(r.upperBound)
    }

    /// Removes the selected text; false when nothing is selected.
    func deleteSelection() -> Bool {
        guard let r = selectedUTF16Range, !r.isEmpty else { return false }
        replace(index(r.lowerBound)..<index(r.upperBound), with: "", kind: .other)
        return true
    }

    /// Selects the word around `offset` (or the run of spaces or punctuation there).
    func selectWord(atUTF16 offset: Int) {
        guard !storage.isEmpty else { return }
        var lo = index(offset), hi = lo
        let probe = hi < storage.endIndex ? hi : storage.index(before: hi)
        let isWord = Self.isWordCharacter(storage[probe])
        if hi == storage.endIndex { lo = probe }
        while lo > storage.startIndex, Self.isWordCharacter(storage[storage.index(before: lo)]) == isWord {
            lo = storage.index(before: lo)
        }
        while hi < storage.endIndex, Self.isWordCharacter(storage[hi]) == isWord { hi = storage.index(after: hi) }
        anchorUTF16 = lo.utf16Offset(in: storage)
        caretUTF16 = hi.utf16Offset(in: storage)
        undoHistory.breakCoalescing()
    }

    /// The start of the word before `i` (skipping the spaces and punctuation before it first).
    func wordBoundary(before i: String.Index) -> String.Index {
        var j = i
        func previousIsWord() -> Bool { Self.isWordCharacter(storage[storage.index(before: j)]) }
        while j > storage.startIndex, !previousIsWord() { j = storage.index(before: j) }
        while j > storage.startIndex, previousIsWord() { j = storage.index(before: j) }
        return j
    }

    /// The end of the word after `i` (skipping the spaces and punctuation after it first).
    func wordBoundary(after i: String.Index) -> String.Index {
        var j = i
        while j < storage.endIndex, !Self.isWordCharacter(storage[j]) { j = storage.index(after: j) }
        while j < storage.endIndex, Self.isWordCharacter(storage[j]) { j = storage.index(after: j) }
        return j
    }

    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "'" }

    private var snapshot: TextFieldUndoHistory.Snapshot {
        TextFieldUndoHistory.Snapshot(text: storage, caret: caretUTF16, anchor: anchorUTF16)
    }

    private func restore(_ s: TextFieldUndoHistory.Snapshot) {
        storage = s.text
        caretUTF16 = min(s.caret, storage.utf16.count)
        anchorUTF16 = s.anchor.map { min($0, storage.utf16.count) }
        undoHistory.breakCoalescing()
        updateDisplay()
        showCaret(isEditing)
        sendActions(for: .editingChanged)
    }

    private func index(_ utf16: Int) -> String.Index { String.Index(utf16Offset: utf16, in: storage) }

    /// The grapheme boundary at or after `utf16`.
    private func boundary(_ utf16: Int) -> Int {
        let i = index(utf16)
        guard i < storage.endIndex, i.samePosition(in: storage) == nil else { return utf16 }
        return storage.rangeOfComposedCharacterSequence(at: i).upperBound.utf16Offset(in: storage)
    }
}

/// A text field's undo and redo stacks, with runs of typing (or deleting) kept as one step.
struct TextFieldUndoHistory {
    /// The text, caret and selection anchor at one moment.
    struct Snapshot: Equatable {
        var text: String
        var caret: Int
        var anchor: Int?
    }

    /// What an edit was, for joining runs.
    enum EditKind { case typing, deleting, other }

    /// The most steps kept; older ones are forgotten.
    static let limit = 100

    var undoStack: [Snapshot] = []
    var redoStack: [Snapshot] = []
    private var lastKind: EditKind?

    /// Records the state before an edit of `kind`, unless it continues a run of the same kind.
    mutating func record(_ before: Snapshot, kind: EditKind) {
        redoStack.removeAll()
        if kind != .other, kind == lastKind, !undoStack.isEmpty { return }
        undoStack.append(before)
        if undoStack.count > Self.limit { undoStack.removeFirst(undoStack.count - Self.limit) }
        lastKind = kind == .other ? nil : kind
    }

    /// The next edit starts a new step (the caret moved, or an undo happened).
    mutating func breakCoalescing() { lastKind = nil }
}
