import AnimationCore
import Foundation

/// The messages `CADiagnostics` reports while `body` runs (the rate limit is reset before and
/// after, so every message counts).
public func diagnostics(during body: () -> Void) -> [String] {
    let saved = CADiagnostics.handler
    CADiagnostics.reset()
    var messages: [String] = []
    CADiagnostics.handler = { messages.append($0) }
    body()
    CADiagnostics.handler = saved
    CADiagnostics.reset()
    return messages
}
