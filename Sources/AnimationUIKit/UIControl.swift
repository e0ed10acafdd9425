import Foundation

/// The base of views that send actions for touches and edits: states, events and tracking.
///
/// A press on an enabled control highlights it and sends `.touchDown` (and `.touchDownRepeat`
/// for a multiple click); moving keeps it highlighted while the pointer is within
/// `touchSlop` (70 pt, UIKit's allowance) of the bounds, sending the drag events; the release
/// sends `.touchUpInside` (then `.primaryActionTriggered`) or `.touchUpOutside`; a cancelled
/// touch (a gesture recognized, the window lost focus) sends `.touchCancel`. A disabled control
/// takes the touch and sends nothing.
///
/// Differences from UIKit: Linux has no Objective-C selectors, so `addTarget(_:action:for:)` is
/// replaced by `addTarget(_:for:)` taking a closure (it receives the control with its own type);
/// `addAction(_:for:)` with `UIAction` is as in UIKit. Targets cannot be removed one by one
/// (`removeAllTargets()` clears the closures; `removeAction(identifiedBy:for:)` removes actions).
open class UIControl: UIView {
    /// A control's state: a set of flags, as UIKit's (`.normal` is the empty set).
    public struct State: OptionSet, Hashable, Sendable {
        /// The state bits, with UIKit's values.
        public let rawValue: UInt
        /// Wraps any bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No flag set: enabled, not highlighted or selected.
        public static let normal = State([])
        /// Set while a touch is down on the control and within `touchSlop` of it.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Set while `isEnabled` is false: the control takes touches and sends nothing.
        public static let disabled = State(rawValue: 1 << 1)
        /// Set while `isSelected` is true (a toggled button, a chosen segment).
        public static let selected = State(rawValue: 1 << 2)
        /// UIKit's focus-engine flag; no control sets it here (there is no focus engine).
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Control events, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The event bits, with UIKit's values.
        public let rawValue: UInt
        /// Wraps any bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch began on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch began as the second or later click of a multiple click (sent with `.touchDown`).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved while within `touchSlop` of the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved while further than `touchSlop` from the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch moved back within `touchSlop` of the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch moved out past `touchSlop` from the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch ended within `touchSlop` of the control: the usual "tap" event.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch ended further than `touchSlop` from the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled (a gesture was recognized, or the window lost focus).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed by the user (a slider moved, a switch flipped).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened (sent after `.touchUpInside` here).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field became first responder.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed by editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field stopped being first responder.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text field whose delegate allowed it.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (`.touchDown` to `.touchCancel`).
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event (`.editingDidBegin` to `.editingDidEndOnExit`).
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event, including the bits UIKit reserves for applications and the system.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How far outside the bounds, in points, a pressed control still counts the pointer inside.
    public static let touchSlop: CGFloat = 70

    /// When false the control ignores touches and shows its disabled look; disabling it while
    /// pressed ends the press without sending anything.
    open var isEnabled: Bool = true {
        didSet {
            guard oldValue != isEnabled else { return }
            if !isEnabled && isTracking { endTracking() }
            stateDidChange()
        }
    }
    /// True while pressed with the pointer inside.
    open var isHighlighted: Bool = false { didSet { if oldValue != isHighlighted { stateDidChange() } } }
    /// The selected flag (set by the app; a button shows its selected title).
    open var isSelected: Bool = false { didSet { if oldValue != isSelected { stateDidChange() } } }
    /// True between a press on the control and its release or cancel.
    public private(set) var isTracking = false
    /// True while tracking with the pointer inside.
    public private(set) var isTouchInside = false

    /// The current state flags.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    private var actions: [(events: Event, action: UIAction)] = []
    private var closures: [(events: Event, body: (UIControl) -> Void)] = []

    /// Called when `isEnabled`, `isHighlighted` or `isSelected` changes: update the look here.
    open func stateDidChange() {}

    /// Runs `action` for `controlEvents` (an action with the same identifier is replaced).
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
        actions.append((controlEvents, action))
    }

    /// Removes `action` from `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `identifier` from `controlEvents`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        for i in actions.indices.reversed() where actions[i].action.identifier == identifier {
            let left = actions[i].events.subtracting(controlEvents)
            if left.isEmpty { actions.remove(at: i) } else { actions[i].events = left }
        }
    }

    /// Adds a closure for `controlEvents`: the Linux stand-in for `addTarget(_:action:for:)`.
    public func addTarget(for controlEvents: Event, _ body: @escaping (UIControl) -> Void) {
        closures.append((controlEvents, body))
    }

    /// Removes every closure added with `addTarget`.
    public func removeAllTargets() { closures = [] }

    /// The events that have at least one action or closure.
    public var allControlEvents: Event {
        (actions.map(\.events) + closures.map(\.events)).reduce(into: []) { $0.formUnion($1) }
    }

    /// Runs the actions and closures registered for any of `controlEvents`, in the order added
    /// (actions first, as UIKit runs `UIAction`s before targets).
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.sender = self
            entry.action.handler(entry.action)
            entry.action.sender = nil
        }
        for entry in closures where !entry.events.isDisjoint(with: controlEvents) { entry.body(self) }
    }

    // MARK: Tracking

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        let was = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if inside != was { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        endTracking()
        if inside { sendActions(for: .touchUpInside); sendActions(for: .primaryActionTriggered) }
        else { sendActions(for: .touchUpOutside) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        endTracking()
        sendActions(for: .touchCancel)
    }

    private func endTracking() {
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    private func isInsideForTracking(_ p: CGPoint) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(p)
    }
}

extension UIControl {
    /// Adds a closure for `controlEvents` that receives the control with its own type
    /// (`button.addTarget(for: .touchUpInside) { (b: UIButton) in … }`).
    public func addTarget<Control: UIControl>(for controlEvents: Event, _ body: @escaping (Control) -> Void) {
        addTarget(for: controlEvents) { (c: UIControl) in if let typed = c as? Control { body(typed) } }
    }
}
