import Foundation

/// A single-line editable text control.
///
///     let name = UITextField(frame: CGRect(x: 20, y: 80, width: 240, height: 34))
///     name.placeholder = "Username"
///     name.borderStyle = .roundedRect
///     name.delegate = self
///
/// A click on the field begins editing (it becomes the window's first responder, a caret
/// blinks where it was clicked: a `CAKeyframeAnimation` on the caret's opacity, 0.5 s on,
/// 0.5 s off, in layer time). Text typed through `UIWindow.sendText` is inserted at the caret
/// (control characters and line breaks are dropped), Backspace and Delete remove the grapheme
/// before or after it, ←/→ move it by one character, Home/End (and ↑/↓) to the ends. Editing
/// ends on Return (after `textFieldShouldReturn`), Tab (which moves to the next text field in
/// the window, Shift+Tab to the previous), Escape, a click elsewhere, or `resignFirstResponder()`.
///
/// Long text scrolls: the field draws at most 512 characters around the caret, so a keystroke
/// costs the same with 10 characters or 10⁵ (the text itself is kept whole; locating the caret
/// uses UTF-16 offsets, which Swift's strings find without walking the text).
///
/// A click puts the caret at the character boundary nearest to it.
///
/// Desktop editing (UITextField+Selection.swift): Shift with the arrows, Home and End selects;
/// Ctrl+← / Ctrl+→ (or Alt) jump by words; a drag or a double click selects; Ctrl+A selects
/// all; Ctrl+C, Ctrl+X and Ctrl+V copy, cut and paste through `UIPasteboard.general` (the
/// system clipboard in the playground); Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes.
/// Typing or deleting replaces the selection. A secure field draws a bullet per character and
/// refuses to copy or cut, as UIKit's does.
///
/// Differences from UIKit: Tab and Escape are Mac-style additions (iOS has no Tab); the
/// selection is `selectedRange` (UTF-16, as `UITextView`'s) rather than `UITextRange`s; undo is
/// the field's own history (no `undoManager`); no clear button, left/right views or attributed
/// text. Right-to-left text (Hebrew, Arabic) is drawn in visual order, shaped; the caret and the
/// selection follow the drawn characters (UITextField+Bidi.swift), but ←/→ move in typed order.
open class UITextField: UIControl {
    /// The border drawn around the field.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// The text (never nil when read; setting nil clears it). Setting it moves the caret to the
    /// end, clears the selection and forgets the undo history.
    open var text: String? {
        get { storage }
        set {
            storage = Self.filtered(newValue ?? "")
            caretUTF16 = storage.utf16.count
            anchorUTF16 = nil
            undoHistory = TextFieldUndoHistory()
            updateDisplay()
        }
    }

    /// Grey text shown while the field is empty.
    open var placeholder: String? { didSet { updateDisplay() } }
    /// The font of the text and placeholder (the system font at 17 pt by default).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { textLabel.font = font; updateDisplay() } }
    /// The text colour (black by default).
    open var textColor: UIColor? = .black { didSet { updateDisplay() } }
    /// The border (`.none` by default).
    open var borderStyle: BorderStyle = .none { didSet { applyBorder() } }
    /// Shows a bullet for each character (a password field).
    open var isSecureTextEntry: Bool = false { didSet { updateDisplay() } }
    /// Asked and told about editing.
    open weak var delegate: UITextFieldDelegate?
    /// True while the field is the first responder.
    public internal(set) var isEditing = false

    var storage = ""
    /// Where the drawn part of the text starts (a UTF-16 offset).
    var displayStartUTF16 = 0
    /// The caret, as a UTF-16 offset into `storage` (always on a grapheme boundary).
    var caretUTF16 = 0
    /// The other end of the selection (nil or equal to the caret: nothing selected).
    var anchorUTF16: Int?
    /// Past states for Ctrl+Z and Ctrl+Shift+Z (UITextField+Selection.swift).
    var undoHistory = TextFieldUndoHistory()
    /// The highlight behind the selected text.
    let selectionView = UIView()

    let textLabel = UILabel()
    let caretView = UIView()
    static let padding: CGFloat = 6
    static let visibleCharacters = 256
    static let blinkKey = "UITextFieldCaretBlink"

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        textLabel.isUserInteractionEnabled = false
        caretView.isUserInteractionEnabled = false
        caretView.isHidden = true
        caretView.backgroundColor = UIButton.systemBlue
        selectionView.isUserInteractionEnabled = false
        selectionView.isHidden = true
        selectionView.backgroundColor = UIColor(red: 0.70, green: 0.84, blue: 1, alpha: 1)
        addSubview(selectionView)
        addSubview(textLabel)
        addSubview(caretView)
        textLabel.font = font
        updateDisplay()
    }

    /// Archives are not supported: always nil (declared so subclasses keep UIKit's initializers).
    public required init?(coder: NSCoder) { return nil }

    open override var frame: CGRect { didSet { updateDisplay() } }
    open override var bounds: CGRect { didSet { updateDisplay() } }

    /// True when the field holds text.
    public var hasText: Bool { !storage.isEmpty }

    /// The caret's position as a character count from the start (for tests and scenes).
    public var caretOffset: Int {
        storage[..<caretIndex].count
    }

    var caretIndex: String.Index { String.Index(utf16Offset: caretUTF16, in: storage) }

    /// A field disabled while editing ends editing.
    open override func stateDidChange() {
        if !isEnabled && isEditing { resignFirstResponder() }
    }

    // MARK: Drawing

    /// Lays out the label (a window of the text around the caret) and the caret.
    func updateDisplay() {
        let f = font ?? .systemFont(ofSize: 17)
        let showsPlaceholder = storage.isEmpty
        let caret = caretIndex
        let start = storage.index(caret, offsetBy: -Self.visibleCharacters, limitedBy: storage.startIndex)
            ?? storage.startIndex
        let end = storage.index(caret, offsetBy: Self.visibleCharacters, limitedBy: storage.endIndex)
            ?? storage.endIndex
        displayStartUTF16 = start.utf16Offset(in: storage)
        let shown = showsPlaceholder ? (placeholder ?? "") : masked(storage[start..<end])
        textLabel.text = shown
        textLabel.textColor = showsPlaceholder ? UIColor(white: 0.7, alpha: 1) : (textColor ?? .black)
        let lineHeight = f.lineHeight.rounded(.up)
        let full = CAResourceProviders.measure(shown, fontName: f.fontName, fontSize: f.pointSize).width
        let extents = showsPlaceholder ? nil : bidiExtents(of: shown)
        let beforeCaret: CGFloat
        if showsPlaceholder {
            beforeCaret = 0
        } else if let extents {
            beforeCaret = Self.caretX(before: storage[start..<caret].count, extents: extents,
                                      rightToLeft: RightToLeftText.isRightToLeftParagraph(shown))
        } else {
            let prefix = masked(storage[start..<caret])
            beforeCaret = CAResourceProviders.measure(prefix, fontName: f.fontName, fontSize: f.pointSize).width
        }
        let room = max(bounds.width - 2 * Self.padding, 1)
        let shift = min(0, room - beforeCaret)
        let y = bounds.minY + (bounds.height - lineHeight) / 2
        textLabel.frame = CGRect(x: bounds.minX + Self.padding + shift, y: y, width: full.rounded(.up),
                                 height: lineHeight)
        caretView.frame = CGRect(x: bounds.minX + Self.padding + shift + beforeCaret, y: y, width: 2,
                                 height: lineHeight)
        layoutSelection(start: start, end: end, font: f, extents: extents)
    }

    /// Puts the highlight behind the selected part of the drawn text (hidden when none).
    private func layoutSelection(start: String.Index, end: String.Index, font f: UIFont,
                                 extents: [TextCharacterExtent]?) {
        guard let range = selectedUTF16Range, !range.isEmpty, isEditing else {
            selectionView.isHidden = true
            caretView.isHidden = !isEditing
            return
        }
        let lo = max(range.lowerBound, start.utf16Offset(in: storage))
        let hi = min(range.upperBound, end.utf16Offset(in: storage))
        func x(_ offset: Int) -> CGFloat {
            let i = String.Index(utf16Offset: offset, in: storage)
            let prefix = masked(storage[start..<i])
            return CAResourceProviders.measure(prefix, fontName: f.fontName, fontSize: f.pointSize).width
        }
        var from: CGFloat, to: CGFloat
        if let extents {
            let index = { (o: Int) in self.storage[start..<String.Index(utf16Offset: o, in: self.storage)].count }
            let span = Self.selectionSpan(index(lo)..<index(max(hi, lo)), extents: extents) ?? 0...0
            from = span.lowerBound; to = span.upperBound
        } else {
            from = x(lo); to = x(max(hi, lo))
        }
        selectionView.frame = CGRect(x: textLabel.frame.minX + from, y: textLabel.frame.minY,
                                     width: to - from, height: textLabel.frame.height)
        selectionView.isHidden = false
        caretView.isHidden = true   // a selection hides the caret, as on the desktop
    }

    /// The caret position (a UTF-16 offset) nearest to `x` in the field's bounds, among the
    /// characters drawn now: a binary search over the widths of their prefixes.
    func caretUTF16(nearestX x: CGFloat) -> Int {
        guard !storage.isEmpty else { return 0 }
        let f = font ?? .systemFont(ofSize: 17)
        let start = String.Index(utf16Offset: displayStartUTF16, in: storage)
        var stops = [start]
        var i = start
        while i < storage.endIndex, stops.count <= 2 * Self.visibleCharacters {
            i = storage.index(after: i)
            stops.append(i)
        }
        let target = x - textLabel.frame.minX
        let window = String(storage[start..<stops[stops.count - 1]])
        if !isSecureTextEntry, let extents = bidiExtents(of: window) {
            let k = Self.boundary(nearestX: target, extents: extents,
                                  rightToLeft: RightToLeftText.isRightToLeftParagraph(window))
            return stops[min(k, stops.count - 1)].utf16Offset(in: storage)
        }
        func width(_ k: Int) -> CGFloat {
            CAResourceProviders.measure(masked(storage[start..<stops[k]]), fontName: f.fontName,
                                        fontSize: f.pointSize).width
        }
        var lo = 0, hi = stops.count - 1   // the last stop whose prefix fits lies in lo…hi
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if width(mid) <= target { lo = mid } else { hi = mid - 1 }
        }
        if lo + 1 < stops.count, width(lo + 1) - target < target - width(lo) { lo += 1 }
        return stops[lo].utf16Offset(in: storage)
    }

    /// The text as drawn: bullets for a secure field.
    func masked(_ text: Substring) -> String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : String(text)
    }

    private func applyBorder() {
        switch borderStyle {
        case .none:
            layer.borderWidth = 0; layer.cornerRadius = 0
        case .line:
            layer.borderWidth = 1; layer.borderColor = UIColor.black.cgColor; layer.cornerRadius = 0
        case .bezel:
            layer.borderWidth = 1; layer.borderColor = UIColor.gray.cgColor; layer.cornerRadius = 0
        case .roundedRect:
            layer.borderWidth = 0.5; layer.borderColor = UIColor.lightGray.cgColor; layer.cornerRadius = 5
            if backgroundColor == nil { backgroundColor = .white }
        }
    }

    /// Shows the caret and starts its blink (or hides it).
    func showCaret(_ visible: Bool) {
        caretView.isHidden = !visible || !(selectedUTF16Range?.isEmpty ?? true)
        guard visible else { caretView.layer.removeAnimation(forKey: Self.blinkKey); return }
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [1, 0]
        blink.keyTimes = [0, 0.5]
        blink.calculationMode = .discrete
        blink.duration = 1
        blink.repeatCount = .infinity
        caretView.layer.add(blink, forKey: Self.blinkKey)
    }

    // MARK: Responder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks `textFieldShouldBeginEditing`, takes first responder status (the
    /// previous first responder ends editing first), shows the caret at the end of the text,
    /// then tells `textFieldDidBeginEditing` and sends `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        caretUTF16 = storage.utf16.count
        anchorUTF16 = nil
        updateDisplay()
        showCaret(true)
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing: asks `textFieldShouldEndEditing` (false keeps editing and returns false),
    /// hides the caret, tells `textFieldDidEndEditing` and sends `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        _ = super.resignFirstResponder()
        isEditing = false
        anchorUTF16 = nil
        updateDisplay()
        showCaret(false)
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    // MARK: Touches

    /// While editing, a press puts the caret under the pointer and a drag selects from there.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isTracking, isEditing, let location = touches.first?.location(in: self) else { return }
        caretUTF16 = caretUTF16(nearestX: location.x)
        anchorUTF16 = caretUTF16
        undoHistory.breakCoalescing()
        updateDisplay()
        showCaret(true)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard isTracking, isEditing, anchorUTF16 != nil,
              let location = touches.first?.location(in: self) else { return }
        caretUTF16 = caretUTF16(nearestX: location.x)
        updateDisplay()
    }

    /// A click begins editing with the caret at the nearest character boundary; a double click
    /// selects the word under the pointer.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        let location = touches.first?.location(in: self)
        let clicks = touches.first?.tapCount ?? 1
        let inside = location.map { bounds.contains($0) } ?? false
        super.touchesEnded(touches, with: event)
        guard wasTracking, inside, isEnabled, let location else { return }
        let wasEditing = isEditing
        let caret = caretUTF16(nearestX: location.x)
        guard isEditing || becomeFirstResponder() else { return }
        caretUTF16 = caret
        if !wasEditing { anchorUTF16 = nil }
        if clicks >= 2 { selectWord(atUTF16: caret) }
        updateDisplay()
        showCaret(true)
    }

    /// `text` without control characters and line breaks (a single-line field).
    static func filtered(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: isRefused) else { return s }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: s.unicodeScalars.filter { !isRefused($0) })
        return String(out)
    }

    private static func isRefused(_ u: Unicode.Scalar) -> Bool {
        u.properties.generalCategory == .control || u == "\u{2028}" || u == "\u{2029}"
    }
}
