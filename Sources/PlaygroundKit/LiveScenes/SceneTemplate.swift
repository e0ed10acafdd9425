import Foundation

/// The files `playground new NAME` writes: a package with one scene, its `main.swift`, a README
/// and a `.gitignore`. `libraries` is the folder of the playground's own package, which the new
/// package depends on by path.
enum SceneTemplate {
    static func files(name: String, libraries: URL) -> [(path: String, text: String)] {
        let identity = libraries.lastPathComponent
        let sceneType = name + "Scene"
        let identifier = kebab(name)
        return [
            ("Package.swift", manifest(name: name, libraries: libraries.path, identity: identity)),
            ("Sources/\(name)/\(sceneType).swift", scene(type: sceneType, identifier: identifier, title: name)),
            ("Sources/\(name)/main.swift", main(sceneType: sceneType)),
            ("README.md", readme(name: name, identifier: identifier, libraries: libraries.path, identity: identity)),
            (".gitignore", ".build/\n.swiftpm/\nPackage.resolved\n*.gif\n*.mp4\n"),
        ]
    }

    /// "MySpinner" → "my-spinner": the scene's name on the command line.
    static func kebab(_ name: String) -> String {
        var out = ""
        for (i, c) in name.enumerated() {
            if c == "_" { out += "-"; continue }
            if c.isUppercase, i > 0, !out.hasSuffix("-") { out += "-" }
            out += c.lowercased()
        }
        return out
    }

    static func manifest(name: String, libraries: String, identity: String) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription

        // A scene package for Animation Playground. `playground watch .` builds it and shows its
        // scenes, rebuilding on every save; see README.md.
        let package = Package(
            name: "\(name)",
            dependencies: [
                // The playground's libraries, by path. For a git URL instead:
                // .package(url: "https://example.org/you/animation-playground.git", branch: "main"),
                // and use the repository's name as `package:` below.
                .package(path: "\(libraries)"),
            ],
            targets: [
                .executableTarget(name: "\(name)", dependencies: [
                    .product(name: "AnimationUIKit", package: "\(identity)"),
                    // Listed as well, though AnimationUIKit re-exports it: incremental builds then
                    // always recompile this target when a core type changes (see the playground's
                    // Package.swift).
                    .product(name: "AnimationCore", package: "\(identity)"),
                    .product(name: "Gallery", package: "\(identity)"),
                    .product(name: "PlaygroundKit", package: "\(identity)"),
                ]),
            ]
        )

        """
    }

    static func scene(type: String, identifier: String, title: String) -> String {
        """
        import AnimationUIKit
        import Gallery

        /// A square springs in, then turns forever on a custom timing curve.
        ///
        /// Save this file while `playground watch` runs: the window shows the new code at the same
        /// scene time. `SceneController` runs the scene's life (idle, running, stopping, stopped);
        /// this file holds only the choreography. Things to try next:
        /// - the colour, the size, the spring's `damping` and `stiffness`;
        /// - another curve: `CAMediaTimingFunction(name: .easeInEaseOut)`, or drag the curve in
        ///   the inspector (`I`) and copy it back as Swift (`C`);
        /// - `CAKeyframeAnimation` for a path, `CAAnimationGroup` to combine, `CAShapeLayer`'s
        ///   `strokeEnd` to draw a line, `CAReplicatorLayer` to repeat a layer;
        /// - `UIView.animate(withDuration:)` with a `UIView` for UIKit-style animation.
        final class \(type): SceneController, CatalogScene {
            static let metadata = SceneMetadata(
                identifier: "\(identifier)", title: "\(title)", designSize: CGSize(width: 320, height: 240),
                info: SceneInfo(group: .myScenes, summary: "A square springs in, then turns on a custom curve.",
                                techniques: ["CASpringAnimation", "CABasicAnimation",
                                             "CAMediaTimingFunction(controlPoints:)"]))

            /// The square's colour.
            static let tint = CGColor(red: 0.36, green: 0.62, blue: 1.0, alpha: 1)

            let rootLayer = CALayer()
            let square = CALayer()

            override init() {
                super.init()
                rootLayer.bounds = CGRect(origin: .zero, size: Self.metadata.designSize)
                rootLayer.backgroundColor = CGColor(red: 0.08, green: 0.09, blue: 0.12, alpha: 1)
                square.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
                square.position = CGPoint(x: 160, y: 120)
                square.cornerRadius = 16
                square.backgroundColor = Self.tint
                rootLayer.addSublayer(square)
            }

            /// What `start()` plays (Space, R and the gallery call it; the state is `running`).
            override func play(from previous: SceneState) {
                let now = square.convertTime(CACurrentMediaTime(), from: nil)

                // 1. Spring in: the scale overshoots and settles.
                let springIn = CASpringAnimation(keyPath: "transform.scale")
                springIn.fromValue = 0.2
                springIn.toValue = 1
                springIn.damping = 8
                springIn.stiffness = 120
                springIn.duration = springIn.settlingDuration
                springIn.beginTime = now
                springIn.fillMode = .backwards
                square.add(springIn, forKey: "spring-in")

                // 2. Then turn forever: a quarter turn a second, eased by a custom curve.
                let turn = CABasicAnimation(keyPath: "transform.rotation.z")
                turn.fromValue = 0
                turn.toValue = Double.pi / 2
                turn.duration = 1
                turn.timingFunction = CAMediaTimingFunction(controlPoints: 0.7, 0, 0.3, 1)
                turn.repeatCount = .infinity
                turn.isCumulative = true
                turn.beginTime = now + 0.8
                square.add(turn, forKey: "turn")
            }

            /// Space while running: come to rest (call `finishStopping()` when done; a completion
            /// wrapped in `inThisRun { scene in … }` is dropped after a restart).
            override func beginStopping() {
                square.removeAllAnimations()
                finishStopping()
            }

            /// R: back to rest before `play(from:)` runs again.
            override func reset() {
                square.removeAllAnimations()
            }
        }

        """
    }

    static func main(sceneType: String) -> String {
        """
        import Gallery
        import PlaygroundKit

        // The scenes of this package, shown first in the playground ("My scenes").
        // Add a scene: a new file with a `CatalogScene`, and its entry here.
        PlaygroundApp.main(scenes: [SceneEntry(\(sceneType).self)])

        """
    }

    static func readme(name: String, identifier: String, libraries: String, identity: String) -> String {
        """
        # \(name)

        A scene package for Animation Playground (its libraries are at `\(libraries)`).

        Watch it — the window shows your scene and updates at the same moment on every save;
        build errors and crashes are shown in the window while the last good build keeps running:

            \(libraries)/run.sh watch .

        Export it without a window (GIF, WebP, MP4 or a folder of PNG frames):

            \(libraries)/run.sh --package . --headless --scene \(identifier) \\
                --frames 90 --fps 30 --out \(identifier).gif

        `swift run \(name)` runs it on its own, with every option of the playground
        (`swift run \(name) --help`). The scene is in `Sources/\(name)/`; add more in new files and
        list them in `main.swift`. To depend on the playground by git URL instead of by path, edit
        the comment in `Package.swift`.

        """
    }
}
