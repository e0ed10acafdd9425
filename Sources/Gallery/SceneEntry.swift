import AnimationUIKit

/// What the catalogue knows about a scene without building it: its names, design size and
/// `SceneInfo`, and how to make one. The gallery builds a scene only when its tile is first
/// shown, so thirty scenes cost no more than the tiles on screen.
public struct SceneEntry {
    /// The name used on the command line (`--scene bolt-spinner`).
    public let identifier: String
    /// The human name shown on the tile.
    public let title: String
    /// The size the scene is laid out at, in points.
    public let designSize: CGSize
    /// Where the scene comes from and what it shows.
    public let info: SceneInfo
    private let factory: () -> Scene

    /// An entry for a scene type whose names and info are static (`CatalogScene`).
    public init<S: CatalogScene>(_ type: S.Type) {
        let m = S.metadata
        self.init(identifier: m.identifier, title: m.title, designSize: m.designSize, info: m.info) { S() }
    }

    /// An entry with its metadata given explicitly and a factory that must make a scene with
    /// the same identifier, title and design size.
    public init(identifier: String, title: String, designSize: CGSize, info: SceneInfo, make: @escaping () -> Scene) {
        self.identifier = identifier; self.title = title; self.designSize = designSize; self.info = info
        factory = make
    }

    /// An entry for an already built scene (tests, or a host that builds scenes itself).
    public init(prebuilt scene: Scene) {
        self.init(identifier: scene.identifier, title: scene.title, designSize: scene.designSize, info: scene.info) {
            scene
        }
    }

    /// A new scene (the same instance every time for `init(prebuilt:)`).
    public func make() -> Scene { factory() }
}

/// The names, size and info of a scene type, declared once as `static let metadata`.
public struct SceneMetadata: Sendable {
    /// The name used on the command line (`--scene bolt-spinner`).
    public var identifier: String
    /// The human name shown on the tile.
    public var title: String
    /// The size the scene is laid out at, in points.
    public var designSize: CGSize
    /// Where the scene comes from and what it shows.
    public var info: SceneInfo

    /// Metadata from its four parts, as given.
    public init(identifier: String, title: String, designSize: CGSize, info: SceneInfo) {
        self.identifier = identifier; self.title = title; self.designSize = designSize; self.info = info
    }
}

/// A scene the catalogue can list without building it: its metadata is static, and it can be
/// made with `init()`. The `Scene` requirements `identifier`, `title`, `designSize` and `info`
/// come from `metadata`.
public protocol CatalogScene: Scene {
    static var metadata: SceneMetadata { get }
    init()
}

extension CatalogScene {
    /// `metadata.identifier`.
    public var identifier: String { Self.metadata.identifier }
    /// `metadata.title`.
    public var title: String { Self.metadata.title }
    /// `metadata.designSize`.
    public var designSize: CGSize { Self.metadata.designSize }
    /// `metadata.info`.
    public var info: SceneInfo { Self.metadata.info }
}
