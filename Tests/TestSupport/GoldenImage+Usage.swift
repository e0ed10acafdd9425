import Foundation

// Golden images no test uses: a golden stays only while a test compares with it.
extension GoldenImage {
    /// The golden images in the `Golden/` folder beside `filePath` that no test of its target
    /// uses, sorted: PNGs whose name is neither in `generatedNames` nor written as a string
    /// literal (`"name"`) in a Swift file of the target's folder (the folder holding `Golden/`).
    ///
    /// Tests that build golden names from a table (a scene and its times) pass the names made
    /// from that same table as `generatedNames`, so a name counts as used exactly while the
    /// table the tests run holds it.
    public static func unusedGoldens(besideTestFile filePath: String = #filePath,
                                     generatedNames: Set<String> = []) -> [String] {
        let goldens = goldenDirectory(for: filePath)
        let target = (filePath as NSString).deletingLastPathComponent
        let files = (try? FileManager.default.contentsOfDirectory(atPath: goldens)) ?? []
        let names = files.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }
        let sources = swiftSources(in: target).joined(separator: "\n")
        return names.filter { !generatedNames.contains($0) && !sources.contains("\"\($0)\"") }.sorted()
    }

    /// Every `Golden` folder of a test target under `testsDirectory` (`Tests/<target>/Golden`).
    public static func goldenDirectories(in testsDirectory: String) -> [String] {
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: testsDirectory)) ?? []
        return targets.sorted().map { (testsDirectory as NSString).appendingPathComponent("\($0)/Golden") }.filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// The text of every Swift file under `directory` (its subfolders too).
    public static func swiftSources(in directory: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().compactMap {
            try? String(contentsOfFile: (directory as NSString).appendingPathComponent($0), encoding: .utf8)
        }
    }
}
