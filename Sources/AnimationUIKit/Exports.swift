// `import UIKit` on Apple platforms also brings QuartzCore, CoreGraphics and Foundation;
// `import AnimationUIKit` does the same here, so a port changes only its import lines.
@_exported import AnimationCore
@_exported import Foundation
