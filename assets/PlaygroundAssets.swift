/// The `assets/` folder (fonts and images) as a SwiftPM target of its own, so that SwiftPM ships
/// its subfolders as resources in a bundle beside every executable that links `AnimationRender`
/// (`AnimationPlayground_PlaygroundAssets.resources/fonts`, `…/images`). `AssetLibrary` looks
/// there, so the app finds its assets from any working directory.
///
/// A new subfolder of `assets/` needs its own `.copy` line in Package.swift.
public enum PlaygroundAssets {
    /// The folder SwiftPM copies this target's resources into, beside the executable on Linux.
    public static let resourceBundleName = "AnimationPlayground_PlaygroundAssets.resources"
}
