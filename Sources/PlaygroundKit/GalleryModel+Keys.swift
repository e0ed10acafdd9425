import AnimationCore
import AnimationUIKit
import Foundation
import Gallery

// The keyboard: the playground's own keys, the grid's filter, and keys and text for the
// full-window scene. Order of precedence for a key:
// 1. a text field editing in the full-window scene gets it (Esc ends editing, never the scene);
// 2. while typing the filter, editing keys edit it (letters arrive as text);
// 3. the full-window scene's window may use it: a keystroke (`UIWindow.sendKey`, a `UIPress`
//    down and up) goes up the scene's responder chain, and a key a responder uses is the scene's
//    (the South Pole's arrows); Esc is never offered, so it always leaves the scene;
// 4. the playground's keys.
// SDL's auto-repeat sends a held arrow again as a new keystroke (there are no key-up events).
extension GalleryModel {
    func handleKey(_ key: Key, shift: Bool) -> InputResponse {
        if let f = focused, let window = scene(at: f)?.window, window.isEditingText {
            takeOver(f)
            if key == .escape {
                if !window.sendKey(.escape), window.isEditingText { window.cancelAllInteractions() }
                return InputResponse(changed: true)
            }
            if let k = Self.uiKey(key) { _ = window.sendKey(k, shift: shift) }
            return InputResponse(changed: true)
        }
        if isFiltering { return handleFilterKey(key) }
        if let f = focused, let window = scene(at: f)?.window, let k = Self.uiKey(key), k != .escape,
           window.sendKey(k, shift: shift) {
            takeOver(f)
            return InputResponse(changed: true)
        }
        guard !entries.isEmpty || key == .escape || key == .character("h") || key == .character("?")
            || key == .character("f") else {
            return InputResponse()
        }
        switch key {
        case .digit(let d):
            let numbered = numberedEntries
            let k = d == 0 ? 9 : d - 1
            guard numbered.indices.contains(k) else { return InputResponse() }
            selection = numbered[k]
            if focused != nil { focus(selection) }
        case .up where inspector.isOpen, .down where inspector.isOpen:
            selectInspectorRow(inspector.selectedRow + (key == .down ? 1 : -1))
        case .left, .right, .up, .down:
            let (dx, dy) = key == .left ? (-1, 0) : key == .right ? (1, 0) : key == .up ? (0, -1) : (0, 1)
            moveSelection(dx: dx, dy: dy)
        case .pageUp, .pageDown:
            guard focused == nil else { return InputResponse() }
            moveSelection(dx: 0, dy: (key == .pageDown ? 1 : -1) * stage.layout.rowsPerPage)
        case .home, .end:
            guard focused == nil, let target = key == .home ? stage.items.first : stage.items.last else {
                return InputResponse()
            }
            selection = target
            revealSelection()
        case .enter: if focused == nil, stage.items.contains(selection) { focus(selection) }
        case .escape:
            // One layer at a time: help, then the inspector panel, then the full-window scene,
            // then the filter; with nothing left to close, Esc quits.
            if showsHelp { showsHelp = false }
            else if inspector.isOpen { toggleInspector() }
            else if focused != nil { focus(nil) }
            else if !filter.isEmpty { setFilter("") }
            else { return InputResponse(quit: true, changed: false) }
        case .space: startOrStop(selection)
        case .character(let c): return handleCharacter(c, shift: shift)
        case .tab, .backspace, .delete: return InputResponse()
        }
        return InputResponse(changed: true)
    }

    /// A Ctrl chord goes to an editing text field of the full-window scene (select all, copy,
    /// cut, paste, undo, redo, word jumps); otherwise it is ignored.
    func handleKeyCommand(_ key: Key, shift: Bool) -> InputResponse {
        guard let f = focused, let window = scene(at: f)?.window, window.isEditingText else { return InputResponse() }
        let uiKey: UIKeyboardKey
        if case .character(let c) = key { uiKey = .character(c) } else if let k = Self.uiKey(key) { uiKey = k } else {
            return InputResponse()
        }
        takeOver(f)
        var modifiers: UIKeyModifierFlags = .control
        if shift { modifiers.insert(.shift) }
        return InputResponse(changed: window.sendKey(uiKey, modifiers: modifiers))
    }

    /// Text goes to an editing text field of the full-window scene, or into the filter while
    /// typing it; otherwise it is ignored (the key events already did their work).
    func handleText(_ text: String) -> InputResponse {
        if let f = focused, let window = scene(at: f)?.window, window.isEditingText {
            takeOver(f)
            return InputResponse(changed: window.sendText(text))
        }
        guard isFiltering else { return InputResponse() }
        if swallowsFilterSlash, text == "/" {
            swallowsFilterSlash = false
            return InputResponse()
        }
        swallowsFilterSlash = false
        let printable = text.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }
        guard !printable.isEmpty, filter.count < Self.maximumFilterLength else { return InputResponse() }
        setFilter(String((filter + String(String.UnicodeScalarView(printable))).prefix(Self.maximumFilterLength)))
        return InputResponse(changed: true)
    }

    private func handleCharacter(_ c: Character, shift: Bool) -> InputResponse {
        switch c {
        case "s":
            if shift { isGallerySlowed.toggle() } else { slowedScenes.formSymmetricDifference([selection]) }
            applySpeeds()
        case "[", "]": changeFactor(up: c == "]")
        case "p":
            if shift { isGalleryPaused.toggle() } else { pausedScenes.formSymmetricDifference([selection]) }
            applySpeeds()
        case ",", ".":
            if inspector.isOpen {
                scrub(by: (c == "." ? 1 : -1) * (shift ? InspectorState.largeStep : TimeControl.frameStep))
            }
            else { step(forward: c == ".") }
        case "i": toggleInspector()
        case "e":
            guard let f = focused, let record = onRecordToggle else { return InputResponse() }
            record(f)
        case "c" where inspector.isOpen:
            if shift { copySpringAsSwift() } else { copyCurveAsSwift() }
        case "r": scene(at: selection)?.restart()
        case "f":
            showsHUD.toggle()
            relayout(offset: stage.offset)
        case "h", "?": showsHelp.toggle()
        case "/" where shift: showsHelp.toggle()
        case "/":
            guard focused == nil else { return InputResponse() }
            isFiltering = true
            swallowsFilterSlash = true
        default: return InputResponse()
        }
        return InputResponse(changed: true)
    }

    // MARK: The filter

    /// The longest filter kept (a pasted novel is cut here).
    static let maximumFilterLength = 64

    private func handleFilterKey(_ key: Key) -> InputResponse {
        switch key {
        case .backspace:
            if filter.isEmpty { isFiltering = false } else { setFilter(String(filter.dropLast())) }
        case .enter, .tab:
            isFiltering = false
            if let first = stage.items.first, !stage.items.contains(selection) { selection = first }
        case .escape:
            isFiltering = false
            setFilter("")
        case .up, .down, .left, .right:
            isFiltering = false
            return handleKey(key, shift: false)
        default:
            return InputResponse()          // letters and digits arrive as text
        }
        return InputResponse(changed: true)
    }

    /// Sets the filter, lays the grid out for its matches (from the top) and keeps the selection
    /// on a match.
    func setFilter(_ text: String) {
        filter = text
        relayout(offset: 0)
        if !stage.items.contains(selection), let first = stage.items.first { selection = first }
    }

    // MARK: Selection and time

    private func moveSelection(dx: Int, dy: Int) {
        if focused != nil {
            guard dy == 0, let k = stage.items.firstIndex(of: selection) else { return }
            focus(stage.items[min(max(k + dx, 0), stage.items.count - 1)])
            return
        }
        guard !stage.items.isEmpty else { return }
        let k = stage.items.firstIndex(of: selection) ?? 0
        selection = stage.items[stage.layout.move(from: k, dx: dx, dy: dy)]
        revealSelection()
    }

    /// Space: a running scene plays its stop choreography; an idle or stopped one starts.
    /// A paused scene is resumed first, so its choreography can actually play.
    private func startOrStop(_ i: Int) {
        guard let scene = scene(at: i) else { return }
        if pausedScenes.remove(i) != nil { applySpeeds() }
        switch scene.state {
        case .running: scene.stop()
        case .stopping: break
        case .idle, .stopped: scene.start()
        }
    }

    /// `]` makes slow motion slower (a larger factor), `[` less slow, along `factorLadder`.
    private func changeFactor(up: Bool) {
        let ladder = Self.factorLadder
        let next = up ? ladder.first { $0 > slowFactor + 1e-9 } : ladder.last { $0 < slowFactor - 1e-9 }
        slowFactor = next ?? slowFactor
        applySpeeds()
    }

    /// One frame back or forward in the selected scene's time (pausing it first if nothing
    /// is paused); steps the gallery instead when only the gallery is paused.
    private func step(forward: Bool) {
        let delta = forward ? TimeControl.frameStep : -TimeControl.frameStep
        if !pausedScenes.contains(selection) && isGalleryPaused {
            for layer in stage.timeRoots { TimeControl.step(layer, by: delta) }
            return
        }
        guard let scene = scene(at: selection) else { return }
        if !pausedScenes.contains(selection) {
            pausedScenes.insert(selection)
            applySpeeds()
        }
        TimeControl.step(scene.rootLayer, by: delta)
    }

    /// The UIKit key for a playground key, for keys a scene's window can use.
    static func uiKey(_ key: Key) -> UIKeyboardKey? {
        switch key {
        case .enter: return .returnKey
        case .tab: return .tab
        case .backspace: return .backspace
        case .delete: return .deleteForward
        case .escape: return .escape
        case .left: return .leftArrow
        case .right: return .rightArrow
        case .up: return .upArrow
        case .down: return .downArrow
        case .home: return .home
        case .end: return .end
        default: return nil
        }
    }
}
