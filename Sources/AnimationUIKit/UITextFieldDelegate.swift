import Foundation

/// What a text field asks and tells its delegate; every method is optional (defaults below:
/// the `should…` questions answer true).
///
/// Order while editing: `textFieldShouldBeginEditing` → `textFieldDidBeginEditing` (then the
/// `.editingDidBegin` actions); for each change `textField(_:shouldChangeCharactersIn:…)` (then
/// `.editingChanged`); on Return `textFieldShouldReturn` (then `.editingDidEndOnExit` and the
/// end of editing); at the end `textFieldShouldEndEditing` → `textFieldDidEndEditing` (then
/// `.editingDidEnd`).
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    /// `range` is in UTF-16 code units of the current text, as in UIKit.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Returns true: the field may start editing.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Returns true: the field may stop editing.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Returns true: every edit is accepted.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool {
        true
    }
    /// Returns true: Return ends editing.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
