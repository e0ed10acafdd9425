@testable import AnimationRender
import XCTest

/// The bidirectional algorithm's levels and visual order for mixed left-to-right and
/// right-to-left text (UAX #9 examples written out by hand).
final class BidiLevelsTests: XCTestCase {
    private func levels(_ s: String, rtl: Bool? = nil) -> [Int] {
        let classes = s.map(BidiLevels.bidiClass(of:))
        return BidiLevels.levels(of: classes, rightToLeft: rtl ?? BidiLevels.isRightToLeftParagraph(classes))
    }

    /// The characters of `s` in the order they are drawn, left to right.
    private func visual(_ s: String, rtl: Bool? = nil) -> String {
        let chars = Array(s), lv = levels(s, rtl: rtl)
        return String(BidiLevels.visualOrder(Array(zip(chars, lv)), level: \.1).map(\.0))
    }

    func testClassesOfLettersDigitsAndMarks() {
        XCTAssertEqual(BidiLevels.bidiClass(of: "a"), .l)
        XCTAssertEqual(BidiLevels.bidiClass(of: "ש"), .r)
        XCTAssertEqual(BidiLevels.bidiClass(of: "س"), .al)
        XCTAssertEqual(BidiLevels.bidiClass(of: "7"), .en)
        XCTAssertEqual(BidiLevels.bidiClass(of: "\u{0663}"), .an)
        XCTAssertEqual(BidiLevels.bidiClass(of: " "), .ws)
        XCTAssertEqual(BidiLevels.bidiClass(of: "😀"), .on)
        XCTAssertEqual(BidiLevels.bidiClass(of: "\u{05B8}"), .nsm, "a Hebrew point alone takes its neighbour's type")
    }

    func testParagraphDirectionFromTheFirstStrongLetter() {
        XCTAssertFalse(BidiLevels.isRightToLeftParagraph("123 abc שלום".map(BidiLevels.bidiClass(of:))))
        XCTAssertTrue(BidiLevels.isRightToLeftParagraph("123 שלום abc".map(BidiLevels.bidiClass(of:))))
        XCTAssertFalse(BidiLevels.isRightToLeftParagraph("!?".map(BidiLevels.bidiClass(of:))))
    }

    func testHebrewReadsFromTheRight() {
        XCTAssertEqual(levels("שלום"), [1, 1, 1, 1])
        XCTAssertEqual(visual("שלום"), "םולש")
    }

    func testMixedTextKeepsNumbersLeftToRightInsideTheRightToLeftRun() {
        // In a left-to-right paragraph "שלום 123" is one right-to-left stretch (numbers count as
        // right to left for the space between them): drawn "abc 123 םולש".
        XCTAssertEqual(levels("abc שלום 123"), [0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2])
        XCTAssertEqual(visual("abc שלום 123"), "abc 123 םולש")
    }

    func testRightToLeftParagraphWithLatinAndNumbers() {
        // "12" after Latin letters is left to right with them (W7): drawn "abc 12 םולש".
        XCTAssertEqual(visual("שלום abc 12"), "abc 12 םולש")
        // A number after Arabic letters is an Arabic number: still left to right.
        XCTAssertEqual(visual("سلام 25"), "25 مالس")
    }

    func testSeparatorsJoinNumbersAndTerminatorsStayWithThem() {
        XCTAssertEqual(visual("שלום 1.5 ש"), "ש 1.5 םולש")
        XCTAssertEqual(visual("שלום 50%"), "50% םולש")
        XCTAssertEqual(visual("abc $20 def"), "abc $20 def")
    }

    func testNeutralsBetweenDifferentDirectionsTakeTheParagraphs() {
        // The "-" between Latin and Hebrew in a right-to-left paragraph is right to left.
        XCTAssertEqual(levels("ש-a", rtl: true), [1, 1, 2])
        XCTAssertEqual(levels("a-ש", rtl: false), [0, 0, 1])
    }

    func testTrailingSpacesTakeTheParagraphLevel() {
        XCTAssertEqual(levels("abc שלום  "), [0, 0, 0, 0, 1, 1, 1, 1, 0, 0])
    }

    func testMarksStayWithTheirLetterAndEmojiAreNeutral() {
        XCTAssertEqual(levels("שָׁלוֹם"), Array(repeating: 1, count: "שָׁלוֹם".count))
        XCTAssertEqual(levels("abc 😀 def"), [0, 0, 0, 0, 0, 0, 0, 0, 0])
        XCTAssertEqual(levels("שלום 😀"), [1, 1, 1, 1, 1, 1])
    }

    func testVisualOrderOfNestedLevels() {
        let items = Array(zip(["a", "b", "c", "d", "e"], [0, 1, 2, 2, 1]))
        XCTAssertEqual(BidiLevels.visualOrder(items, level: \.1).map(\.0), ["a", "e", "c", "d", "b"])
        XCTAssertEqual(BidiLevels.visualOrder([("x", 0)], level: \.1).map(\.0), ["x"])
        XCTAssertTrue(BidiLevels.visualOrder([(String, Int)](), level: \.1).isEmpty)
    }
}
