@testable import AnimationCore
import TestSupport
import XCTest

/// De-duplication of diagnostics stays bounded under a flood of distinct messages.
final class RecentSetTests: XCTestCase {
    func testTheOldestIsForgottenOnceFull() {
        var set = RecentSet<Int>(capacity: 3)

        XCTAssertTrue(set.insert(1))
        XCTAssertFalse(set.insert(1), "a repeat is not new")
        set.insert(2); set.insert(3); set.insert(4)

        XCTAssertEqual(set.count, 3)
        XCTAssertFalse(set.contains(1), "the oldest went")
        XCTAssertTrue(set.contains(2) && set.contains(3) && set.contains(4))
        XCTAssertTrue(set.insert(1), "a forgotten element is new again")
        XCTAssertFalse(set.contains(2))
    }

    func testAFloodOfDistinctMessagesKeepsTheCoreBoundedAndStillDeduplicatesRecentOnes() {
        var repeats = 0
        let messages = diagnostics {
            for i in 0..<10_000 { CADiagnostics.report("value \(i) repaired") }
            XCTAssertEqual(CADiagnostics.rememberedCount, CADiagnostics.maximumRemembered)
            // A recent message in a hot loop is not delivered again (it was before, once full).
            let before = CADiagnostics.rememberedCount
            for _ in 0..<100 { CADiagnostics.report("value 9999 repaired") }
            repeats = CADiagnostics.rememberedCount - before
        }

        XCTAssertEqual(messages.count, 10_000, "each distinct message delivered once, the repeats not at all")
        XCTAssertEqual(repeats, 0)
    }
}
