import Foundation

/// Notices saves of `.swift` files under a package folder, by polling: several quick saves make
/// one build.
///
/// Each `poll(now:)` lists the `.swift` files (skipping `.build`, hidden folders and other
/// build output) with their sizes and modification times. A difference from the last listing
/// — a file saved, added, deleted or renamed — starts a quiet period; the build is due once
/// `quietPeriod` seconds pass with no further difference. Files of any other kind are ignored.
/// Polling needs no inotify, and an editor that saves by writing a new file and renaming it
/// over the old one is seen the same way as one that writes in place.
public final class SourceWatcher {
    /// One file's fingerprint.
    struct Stamp: Equatable { let size: Int; let modified: Date }

    public let root: URL
    /// Seconds without a further change before a build is due.
    public let quietPeriod: Double
    private var listing: [String: Stamp]
    private var lastChange: Double?

    /// A watcher of `root`'s `.swift` files as they are now (nothing is due yet).
    public init(root: URL, quietPeriod: Double = 0.15) {
        self.root = root.standardizedFileURL
        self.quietPeriod = quietPeriod
        listing = [:]
        listing = list()
    }

    /// True once when the sources changed and then stayed the same for `quietPeriod` seconds.
    public func poll(now: Double) -> Bool {
        let current = list()
        if current != listing {
            listing = current
            lastChange = now
            return false
        }
        guard let changed = lastChange, now - changed >= quietPeriod else { return false }
        lastChange = nil
        return true
    }

    /// True while a change is waiting for its quiet period to end.
    public var isPending: Bool { lastChange != nil }

    /// The paths (relative to `root`) of the `.swift` files watched now.
    public var files: [String] { listing.keys.sorted() }

    /// Folders never looked into: build output, and anything hidden (`.build`, `.git`, `.swiftpm`).
    static func skips(_ name: String) -> Bool { name.hasPrefix(".") || name == "Packages" }

    private func list() -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        let keys: [URLResourceKey] = [.isDirectoryKey, .fileSizeKey, .contentModificationDateKey]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else {
            return result
        }
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in walker {
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isDirectory == true {
                if Self.skips(url.lastPathComponent) { walker.skipDescendants() }
                continue
            }
            guard url.pathExtension == "swift" else { continue }
            let path = url.standardizedFileURL.path
            let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            result[relative] = Stamp(size: values?.fileSize ?? -1,
                                     modified: values?.contentModificationDate ?? .distantPast)
        }
        return result
    }
}
