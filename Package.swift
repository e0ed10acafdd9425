// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "AnimationPlayground",
    products: [
        .library(name: "AnimationCore", targets: ["AnimationCore"]),
        .library(name: "AnimationUIKit", targets: ["AnimationUIKit"]),
        .library(name: "AnimationRender", targets: ["AnimationRender"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        // The app as a library: a package made with `playground new` runs it with its own scenes.
        .library(name: "PlaygroundKit", targets: ["PlaygroundKit"]),
        .executable(name: "playground", targets: ["playground"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    // Every target that uses AnimationCore's types lists AnimationCore among its dependencies, even
    // where `import AnimationUIKit` (which re-exports it, as UIKit re-exports QuartzCore) is all its
    // files need. Without that, an incremental build after a core type gains or loses a stored
    // property does not recompile a target that reaches the core only through the re-export
    // (swiftlang/swift#89636, swiftlang/swift-package-manager#10502): Gallery and PortingTests ran
    // with the old layout and crashed with "malloc(): corrupted top size". The direct dependency
    // puts AnimationCore's module in the target's build inputs, so the driver sees it change.
    // The same holds for every module of this package: a target lists each one its files import
    // (PlaygroundTests imported AnimationRender without listing it, and after `RenderStats` gained
    // fields it read them at the old offsets). `PackageManifestTests` checks that rule;
    // `scripts/check-incremental.sh` (run by CI) makes two such changes and checks the binaries.
    targets: [
        // Pure Swift + Foundation: the layer tree, animations, timing and the render snapshot.
        .target(name: "AnimationCore"),
        // UIKit's layer above the core (views, view animations, controls, gestures, scroll views),
        // re-exporting AnimationCore and Foundation as UIKit re-exports QuartzCore and Foundation.
        .target(name: "AnimationUIKit", dependencies: ["AnimationCore"]),

        // C libraries, reached only from AnimationRender.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        // pixman (cairo's own pixel library): box-filtered downscaling and the Gaussian blur of backdrops.
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1",
                       providers: [.apt(["libpixman-1-dev"])]),
        // zlib: the deflate stream of PNG export's own encoder (`PNGEncoder`).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib",
                       providers: [.apt(["zlib1g-dev"])]),
        // libjpeg(-turbo): `UIImage(data:)`'s JPEG decoding (and an encoder for tests), wrapped in
        // C so that libjpeg's errors come back as messages instead of ending the process.
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", pkgConfig: "SDL2_ttf",
                       providers: [.apt(["libsdl2-ttf-dev"])]),

        // assets/ (fonts, images) as resources, so the app finds them from any working directory.
        .target(name: "PlaygroundAssets", path: "assets",
                resources: [.copy("fonts"), .copy("images")]),
        .target(name: "AnimationRender",
                dependencies: ["AnimationCore", "PlaygroundAssets", "CCairo", "CPixman", "CSDL2", "CSDL2TTF", "CZlib",
                               "CJPEG"]),
        .target(name: "Gallery", dependencies: ["AnimationUIKit", "AnimationCore"]),
        // The app's logic (state machine, keyboard, HUD, window loop) as a library so it can be tested.
        // It reaches SDL only through AnimationRender (`DisplayWindow`, `WindowEvent`).
        .target(name: "PlaygroundKit",
                dependencies: ["AnimationUIKit", "AnimationCore", "AnimationRender", "Gallery",
                               .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(name: "playground", dependencies: ["PlaygroundKit", "Gallery", "AnimationCore"]),
        .executableTarget(name: "Benchmarks",
                          dependencies: ["AnimationCore", "AnimationRender", "Gallery"],
                          exclude: ["README.md"]),

        // What every test target shares (Tests/TestSupport): the manual-clock XCTestCase base, the
        // seeded generator, diagnostics capture, and the golden-image comparison with its check
        // for golden files no test uses. Test support only: no library or app depends on it.
        .target(name: "TestSupport", dependencies: ["AnimationCore", "AnimationRender"], path: "Tests/TestSupport"),
        .testTarget(name: "AnimationCoreTests", dependencies: ["AnimationCore", "TestSupport"]),
        // AnimationRender: `UIImage(data:)` is decoded by the renderer's decoder, installed as in the app.
        .testTarget(name: "AnimationUIKitTests",
                    dependencies: ["AnimationUIKit", "AnimationCore", "AnimationRender", "TestSupport"],
                    resources: [.copy("Golden")]),
        .testTarget(name: "AnimationRenderTests", dependencies: ["AnimationRender", "AnimationCore", "TestSupport"],
                    resources: [.copy("Golden")]),
        .testTarget(name: "GalleryTests",
                    dependencies: ["Gallery", "AnimationCore", "AnimationUIKit", "AnimationRender", "TestSupport"],
                    resources: [.copy("Golden")]),
        .testTarget(name: "PlaygroundTests",
                    dependencies: ["PlaygroundKit", "Gallery", "AnimationCore", "AnimationUIKit", "AnimationRender",
                                   "TestSupport"]),
        // iOS animation code ported by changing its imports only, checked for iOS's values.
        .testTarget(name: "PortingTests", dependencies: ["AnimationUIKit", "AnimationCore", "TestSupport"]),
    ]
)
