import Foundation

/// A titled closure a control runs for its events (`UIControl.addAction(_:for:)`).
///
/// Differences from UIKit: not a `UIMenuElement`; `attributes`, `state` and menus are absent.
open class UIAction {
    /// A name that identifies an action (adding another with the same one replaces it).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// Wraps any string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Wraps any string (UIKit's unlabelled form).
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title.
    open var title: String
    /// The action's image.
    open var image: UIImage?
    /// The action's identifier (a unique one when none is given).
    public let identifier: Identifier
    /// The control that is running the action (set while the handler runs).
    public internal(set) weak var sender: AnyObject?
    let handler: (UIAction) -> Void

    /// An action that calls `handler` with itself.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }
}
