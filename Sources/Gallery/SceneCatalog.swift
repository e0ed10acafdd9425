import AnimationUIKit

/// The gallery's scenes, grouped by source document in the order the grid shows them.
public enum SceneCatalog {
    /// Every scene's entry, in catalogue order: the user's own scenes first ("My scenes"), then
    /// the built-in ones by `SceneGroup`, as listed here. Nothing is built until an entry's
    /// `make()` is called.
    public static var entries: [SceneEntry] { userEntries + builtIn }

    /// The scenes of the user's own package (`playground new`, `PlaygroundApp.main(scenes:)`),
    /// shown first, in the "My scenes" section. Set once, before the app starts.
    public nonisolated(unsafe) static var userEntries: [SceneEntry] = []

    /// The scenes that ship with the playground, in catalogue order.
    public static let builtIn: [SceneEntry] = {
        let listed: [SceneEntry] = [
            SceneEntry(BoltSpinnerScene.self),
            SceneEntry(BouncingLoaderScene.self),
            SceneEntry(GradientScene.self),
            SceneEntry(ReplicatorDotsScene.self),
            SceneEntry(IrisScene.self),
            SceneEntry(SnowScene.self),
            SceneEntry(SpringFolderScene.self),
            SceneEntry(BlurScene.self),
            SceneEntry(StrokeScene.self),
            SceneEntry(CustomActionScene.self),
            SceneEntry(AnimationGroupDemoScene.self),
            SceneEntry(ShapeMorphingScene.self),
            SceneEntry(RefreshScene.self),
            SceneEntry(SouthPoleScene.self),
            SceneEntry(PhoneBookScene.self),
            SceneEntry(ImageGalleryScene.self),
            SceneEntry(CookScene.self),
            SceneEntry(LogoRevealScene.self),
            SceneEntry(LoginScene.self),
            SceneEntry(LoginLayersScene.self),
            SceneEntry(FlightScene.self),
            SceneEntry(PackingListScene.self),
        ]
        // A stable sort: by group, keeping the listed order inside a group.
        return listed.enumerated()
            .sorted { ($0.element.info.group, $0.offset) < ($1.element.info.group, $1.offset) }
            .map(\.element)
    }()

    /// Makes a fresh instance of every scene, in catalogue order (tests and benchmarks; the app
    /// builds scenes lazily from `entries`).
    public static func makeAll() -> [Scene] { entries.map { $0.make() } }

    /// The identifiers of every scene, in catalogue order.
    public static var identifiers: [String] { entries.map(\.identifier) }

    /// The entry called `identifier`, or nil when there is none.
    public static func entry(_ identifier: String) -> SceneEntry? {
        entries.first { $0.identifier == identifier }
    }

    /// A fresh instance of the scene called `identifier`, or nil when there is none.
    public static func make(_ identifier: String) -> Scene? { entry(identifier)?.make() }
}
