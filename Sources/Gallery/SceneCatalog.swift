import Foundation
import AnimationCore

/// The gallery's scenes, in tile order.
public enum SceneCatalog {
    /// Makes a fresh instance of every scene, in the order the tiles show them
    /// (tile n is selected with number key n).
    public static func makeAll() -> [Scene] {
        factories.map { $0() }
    }

    /// The identifiers of every scene, in tile order.
    public static var identifiers: [String] { makeAll().map(\.identifier) }

    /// A fresh instance of the scene called `identifier`, or nil when there is none.
    public static func make(_ identifier: String) -> Scene? {
        makeAll().first { $0.identifier == identifier }
    }

    /// One factory per scene file.
    static let factories: [() -> Scene] = [
        { BoltSpinnerScene() },
        { BouncingLoaderScene() },
        { GradientScene() },
        { ReplicatorDotsScene() },
        { SnowScene() },
        { SpringFolderScene() },
        { StrokeScene() },
        { CustomActionScene() },
        { AnimationGroupDemoScene() },
    ]
}
