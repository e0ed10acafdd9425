import AnimationRender
import Foundation
import XCTest

/// The assets are found from any working directory: the environment override first, then the
/// copy SwiftPM ships beside the executable, then the source tree.
final class AssetLookupTests: XCTestCase {
    var directory: String!

    override func setUp() {
        super.setUp()
        directory = NSTemporaryDirectory() + "asset-lookup-\(UUID().uuidString)"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
        AssetLibrary.resetCachedDirectory()
        super.tearDown()
    }

    func testTheLookupOrder() {
        let list = AssetLibrary.candidates(environment: [AssetLibrary.environmentVariable: "/custom/assets"],
                                           executableDirectory: "/opt/app/bin", currentDirectory: "/home/me")

        XCTAssertEqual(list, [
            "/custom/assets",
            "/opt/app/bin/AnimationPlayground_PlaygroundAssets.resources",
            "/opt/app/bin/assets", "/opt/app/assets", "/opt/assets", "/assets",
            "/home/me/assets", "/home/assets", "/assets",
        ])
    }

    func testAnEmptyOverrideIsIgnored() {
        let list = AssetLibrary.candidates(environment: [AssetLibrary.environmentVariable: ""],
                                           executableDirectory: nil, currentDirectory: "/w")

        XCTAssertEqual(list, ["/w/assets", "/assets"])
    }

    /// The test binary, like the app, has the shipped copy beside it: the fonts are in the bundle.
    func testTheAssetsShipAsResourcesBesideTheExecutable() throws {
        let exe = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let bundle = (exe as NSString).deletingLastPathComponent + "/" + AssetLibrary.resourceBundleName

        for file in ["fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf", "images/snowflake-1.png"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: bundle + "/" + file)
            XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeRegular, "\(file) is a real copy, not a link")
            XCTAssertGreaterThan((attributes[.size] as? NSNumber)?.intValue ?? 0, 0, file)
        }
    }

    /// Started from a directory with no assets above it, and no override, the app still finds them.
    func testFoundFromAnotherWorkingDirectory() throws {
        let fm = FileManager.default
        let saved = (fm.currentDirectoryPath, ProcessInfo.processInfo.environment[AssetLibrary.environmentVariable])
        try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
        unsetenv(AssetLibrary.environmentVariable)
        XCTAssertTrue(fm.changeCurrentDirectoryPath(directory))
        defer {
            _ = fm.changeCurrentDirectoryPath(saved.0)
            if let value = saved.1 { setenv(AssetLibrary.environmentVariable, value, 1) }
        }

        let found = try AssetLibrary.locate()

        XCTAssertTrue(found.hasSuffix("/" + AssetLibrary.resourceBundleName), found)
    }
}
