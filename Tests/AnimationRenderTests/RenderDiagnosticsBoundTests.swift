@testable import AnimationRender
import AnimationCore
import TestSupport
import XCTest

/// The renderer's own de-duplication set stays bounded under a flood of distinct messages.
final class RenderDiagnosticsBoundTests: XCTestCase {
    func testAFloodOfDistinctMessagesIsRememberedUpToTheLimit() {
        RenderDiagnostics.reset()
        let delivered = diagnostics {
            for i in 0..<5_000 { RenderDiagnostics.report("texture \(i) skipped") }
            for _ in 0..<50 { RenderDiagnostics.report("texture 4999 skipped") }
        }

        XCTAssertEqual(RenderDiagnostics.rememberedCount, RenderDiagnostics.maximumKept)
        XCTAssertEqual(RenderDiagnostics.messages.count, RenderDiagnostics.maximumKept)
        XCTAssertEqual(delivered.count, 5_000, "each distinct message once, the recent repeat not again")
        RenderDiagnostics.reset()
    }
}
