import Foundation
import Gallery
@testable import PlaygroundKit
import XCTest

final class CatalogListingTests: XCTestCase {
    func testTheListingHasASectionHeadingPerGroupAndALinePerScene() {
        let text = CatalogListing.text(of: SceneCatalog.entries)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)

        for entry in SceneCatalog.entries {
            XCTAssertTrue(lines.contains { $0.hasPrefix("  \(entry.identifier) ") && $0.contains(entry.title) },
                          entry.identifier)
            XCTAssertTrue(text.contains(entry.info.summary))
        }
        let headings = lines.filter { !$0.hasPrefix(" ") && !$0.isEmpty }
        XCTAssertEqual(headings.count, Set(SceneCatalog.entries.map(\.info.group)).count)
        XCTAssertTrue(headings[0].contains("(lab-4.2-bolt-spinner.md)"))
    }

    func testAnEmptyCatalogueSaysSo() {
        XCTAssertEqual(CatalogListing.text(of: []), "(no scenes yet)\n")
    }
}
