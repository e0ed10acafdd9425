import Foundation
@testable import PlaygroundKit
import XCTest

/// The help overlay (`H`) and the README's key table list the same keys, in the same order.
final class HelpOverlayTests: XCTestCase {
    /// The first column of every row of the README's table under "## Using the playground",
    /// without Markdown backticks.
    func readmeKeys() throws -> [String] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try XCTUnwrap(text.range(of: "## Using the playground"))
        var keys: [String] = []
        var inTable = false
        for line in text[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("|") {
                inTable = true
                let cell = line.split(separator: "|", omittingEmptySubsequences: false)[1]
                    .trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
                if cell != "key", !cell.allSatisfy({ $0 == "-" || $0 == " " }) { keys.append(cell) }
            } else if inTable {
                break
            }
        }
        return keys
    }

    func testHelpListsTheREADMEsKeysInTheSameOrder() throws {
        let readme = try readmeKeys()

        XCTAssertGreaterThan(readme.count, 10, "the README's table was found")
        XCTAssertEqual(HelpOverlay.bindings.map(\.keys), readme)
    }

    func testHelpNamesTheFilterRecordAndPagingKeys() {
        let keys = HelpOverlay.bindings.map(\.keys).joined(separator: " ")

        for key in ["/", "E", "Page Up", "Page Down", "Home", "End"] {
            XCTAssertTrue(keys.contains(key), "help names \(key)")
        }
    }
}
