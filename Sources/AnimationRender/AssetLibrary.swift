import AnimationCore
import Foundation
import PlaygroundAssets

/// Finds the project's `assets/` directory and installs the resource providers the pure
/// core needs (`CAResourceProviders.images` and `.text`).
///
/// Search order (`candidates`): the `ANIMATION_PLAYGROUND_ASSETS` environment variable (the
/// assets directory itself); the copy SwiftPM ships as the `PlaygroundAssets` target's
/// resources, in the bundle folder beside the executable
/// (`AnimationPlayground_PlaygroundAssets.resources`), so the app finds its assets from any
/// working directory; then `assets/` in every directory from the
/// executable's folder upwards and from the current directory upwards (the source tree).
/// The first that holds `fonts/` wins.
///
/// Unlike `Bundle.module`, which ends the process when its bundle is missing, a failed search
/// throws `RenderError.assetsNotFound` listing every place it looked.
public enum AssetLibrary {
    /// The environment variable that points straight at the assets directory.
    public static let environmentVariable = "ANIMATION_PLAYGROUND_ASSETS"

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cachedDirectory: String??

    /// The assets directory, or nil when none was found (see `locate()` for the error).
    public static var directory: String? {
        lock.lock()
        if let c = cachedDirectory { lock.unlock(); return c }
        lock.unlock()
        let found = try? locate()
        lock.lock(); cachedDirectory = .some(found); lock.unlock()
        return found
    }

    /// The resource bundle SwiftPM builds from `assets/` (beside the executable on Linux).
    public static let resourceBundleName = PlaygroundAssets.resourceBundleName

    /// Searches for the assets directory; throws `RenderError.assetsNotFound` listing where it looked.
    public static func locate() throws -> String {
        let fm = FileManager.default
        let exe = executablePath().map { ($0 as NSString).deletingLastPathComponent }
        let searched = candidates(environment: ProcessInfo.processInfo.environment, executableDirectory: exe,
                                  currentDirectory: fm.currentDirectoryPath)
        if let found = searched.first(where: { fm.fileExists(atPath: $0 + "/fonts") }) { return found }
        throw RenderError.assetsNotFound(searched: searched)
    }

    /// The directories `locate()` tries, in order (see the type's comment).
    public static func candidates(environment: [String: String], executableDirectory: String?,
                                  currentDirectory: String) -> [String] {
        var list: [String] = []
        if let env = environment[environmentVariable], !env.isEmpty { list.append(env) }
        if let exe = executableDirectory { list.append(exe + "/" + resourceBundleName) }
        for start in [executableDirectory, currentDirectory].compactMap({ $0 }) {
            var dir = (start as NSString).standardizingPath
            while true {
                list.append(dir == "/" ? "/assets" : dir + "/assets")
                let parent = (dir as NSString).deletingLastPathComponent
                if parent == dir || parent.isEmpty { break }
                dir = parent
            }
        }
        return list
    }

    /// Forgets the cached location (after changing the environment, in tests).
    public static func resetCachedDirectory() {
        lock.lock(); cachedDirectory = nil; lock.unlock()
    }

    private static func executablePath() -> String? {
        if let p = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return p }
        return Bundle.main.executablePath
    }

    /// The path of `name` inside the assets directory, if that file exists.
    public static func path(of name: String) -> String? {
        guard let dir = directory else { return nil }
        let p = dir + "/" + name
        return FileManager.default.fileExists(atPath: p) ? p : nil
    }

    /// Installs the PNG image loader (`UIImage(named:)`) and the SDL2_ttf text measurer
    /// into `CAResourceProviders`. Safe to call more than once.
    public static func installProviders() {
        if !(CAResourceProviders.images is PNGImageLoader) { CAResourceProviders.images = PNGImageLoader() }
        if !(CAResourceProviders.text is TTFTextMeasurer) { CAResourceProviders.text = TTFTextMeasurer() }
    }
}

/// Loads PNG images by name from the assets directory (with or without ".png"), looking in
/// `assets/`, `assets/images/` and the other immediate subfolders. Decoded images are cached
/// by name so repeated loads return the same `CGImage` (and hit the renderer's caches), up to
/// 64 MB of pixels, least recently used dropped first (`DecodedImageCache`).
public final class PNGImageLoader: ImageLoading {
    private let lock = NSLock()
    private var cache: DecodedImageCache
    private let directory: String?

    /// A loader for `directory`, or for `AssetLibrary.directory` when nil.
    public convenience init(directory: String? = nil) {
        self.init(directory: directory, cacheBytes: DecodedImageCache.defaultByteLimit)
    }

    /// A loader keeping at most `cacheBytes` of decoded pixels (for tests).
    init(directory: String?, cacheBytes: Int) {
        self.directory = directory
        cache = DecodedImageCache(byteLimit: cacheBytes)
    }

    /// Images kept, and their decoded bytes (for tests).
    var cached: (count: Int, bytes: Int) {
        lock.lock(); defer { lock.unlock() }
        return (cache.count, cache.byteCount)
    }

    public func loadImage(named name: String) -> CGImage? {
        lock.lock(); defer { lock.unlock() }
        if let hit = cache.image(named: name) { return hit }
        guard let path = resolve(name) else {
            let where_ = directory ?? AssetLibrary.directory ?? "(no assets directory found)"
            RenderDiagnostics.report("\(RenderError.fileNotFound(path: "\(where_)/\(pngName(name))")) "
                                     + "The image \"\(name)\" is drawn as nothing.")
            return nil
        }
        do {
            let image = try RenderedImage.loadCGImage(contentsOfPNG: path)
            cache.insert(image, named: name)
            return image
        } catch {
            RenderDiagnostics.report("\(error) The image \"\(name)\" is drawn as nothing.")
            return nil
        }
    }

    private func pngName(_ name: String) -> String { name.lowercased().hasSuffix(".png") ? name : name + ".png" }

    private func resolve(_ name: String) -> String? {
        let fm = FileManager.default
        if name.hasPrefix("/") { return fm.fileExists(atPath: name) ? name : nil }
        guard let dir = directory ?? AssetLibrary.directory else { return nil }
        let file = pngName(name)
        var folders = [dir, dir + "/images"]
        if let subs = try? fm.contentsOfDirectory(atPath: dir) {
            folders += subs.sorted().map { dir + "/" + $0 }.filter { $0 != dir + "/images" }
        }
        for folder in folders {
            for candidate in [folder + "/" + file, folder + "/" + name] where fm.fileExists(atPath: candidate) {
                var isDir: ObjCBool = false
                if fm.fileExists(atPath: candidate, isDirectory: &isDir), !isDir.boolValue { return candidate }
            }
        }
        return nil
    }
}
