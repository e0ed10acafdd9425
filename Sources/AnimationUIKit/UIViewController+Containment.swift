import Foundation
import AnimationCore

// Child view controllers, as UIKit's container API:
//
//     addChild(card)                      // calls card.willMove(toParent: self)
//     view.addSubview(card.view)          // shown parent: card.viewWillAppear … viewDidAppear
//     card.didMove(toParent: self)
//
//     card.willMove(toParent: nil)
//     card.view.removeFromSuperview()     // card.viewWillDisappear, viewDidDisappear
//     card.removeFromParent()             // calls card.didMove(toParent: nil)

extension UIViewController {
    /// The child controllers, in the order added.
    public var children: [UIViewController] { childStorage }

    /// Adds `childController` as a child (removing it from its old parent first), calling its
    /// `willMove(toParent:)`; the caller adds its view and then calls `didMove(toParent:)`.
    /// Adding a controller to itself or to one of its own descendants is refused with a diagnostic.
    public func addChild(_ childController: UIViewController) {
        var ancestor: UIViewController? = self
        while let a = ancestor {
            if a === childController {
                CADiagnostics.report("UIViewController.addChild: a controller cannot be its own ancestor; ignored")
                return
            }
            ancestor = a.parent
        }
        if childController.parent === self { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        childStorage.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent, then calls its `didMove(toParent: nil)`.
    /// (Its view stays where it is: remove it first, as in UIKit.)
    public func removeFromParent() {
        guard let parent else { return }
        parent.childStorage.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }
}
