import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A scratch output folder and, beside it, an "outside" folder of files that symbolic links
/// planted in the output point at: after an export, `assertOutsideUntouched()` checks that
/// every outside file still holds what it held and that nothing was added there.
class FileSafetyTestCase: XCTestCase {
    var out: String!
    var outside: String!

    override func setUp() {
        super.setUp()
        let root = NSTemporaryDirectory() + "file-safety-\(UUID().uuidString)"
        out = root + "/out"
        outside = root + "/outside"
        for folder in [out!, outside!] {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: (out as NSString).deletingLastPathComponent)
        super.tearDown()
    }

    /// A file outside the output holding "keep NAME"; returns its path.
    func victim(_ name: String) -> String {
        let path = outside + "/" + name
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("keep \(name)".utf8)))
        return path
    }

    /// Plants a symbolic link at `name` in the output folder pointing at `target`.
    func plantLink(_ name: String, to target: String) {
        XCTAssertEqual(symlink(target, out + "/" + name), 0, "planting \(name)")
    }

    /// Every outside file holds "keep NAME" and no file was added there.
    func assertOutsideUntouched(file: StaticString = #filePath, line: UInt = #line) {
        for name in entries(outside) {
            let text = (try? String(contentsOfFile: outside + "/" + name, encoding: .utf8)) ?? "<unreadable>"
            XCTAssertEqual(text, "keep \(name)", "\(name) outside the output was written", file: file, line: line)
        }
    }

    /// The folder's entries, sorted.
    func entries(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// True when `path` is a regular file (not a link).
    func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The id of a process that has exited and been waited for.
    func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
