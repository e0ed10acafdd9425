// swift-tools-version:5.9
import PackageDescription

// A standalone app on Animation Playground's libraries, without the playground app: a window,
// one layer animation, the run-loop turn and the renderer. CI builds it (see .ci/run).
let package = Package(
    name: "MinimalHost",
    dependencies: [
        // This checkout, by path; elsewhere `.package(url: "…", branch: "main")`.
        .package(name: "AnimationPlayground", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "MinimalHost", dependencies: [
            .product(name: "AnimationUIKit", package: "AnimationPlayground"),
            .product(name: "AnimationCore", package: "AnimationPlayground"),
            .product(name: "AnimationRender", package: "AnimationPlayground"),
        ]),
    ]
)
