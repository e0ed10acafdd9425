import AnimationCore
import Foundation
@testable import PlaygroundKit
import TestSupport

/// A seeded stream of random `InputEvent`s for storm tests, drawn from a weighted table of
/// kinds. To storm a new kind of input (pointer moves and ups, the wheel, text), add one entry
/// to `kinds`; nothing else changes.
struct InputStorm {
    /// One kind of event: how often it is drawn (relative weight) and how it is made.
    struct Kind {
        let name: String
        let weight: Int
        let make: (inout SeededGenerator, _ window: CGSize) -> InputEvent
    }

    /// The keys the gallery knows, and a few it does not.
    static let keys: [Key] = [.left, .right, .up, .down, .enter, .escape, .space, .tab, .backspace, .delete, .home,
                              .end, .pageUp, .pageDown]
        + (0...9).map { .digit($0) } + "sprfh?,.[]/xqz-= ".map { .character($0) }

    /// Typed text: words the filter knows, control characters, emoji, right-to-left text, a long paste.
    static let texts: [String] = ["spring", "CAReplicatorLayer", "s", "/", "\u{1}\u{7F}\n\t", "🐧❄️👍🏽",
                                  "مرحبا", "שלום", String(repeating: "a", count: 500), ""]

    /// Window sizes a storm resizes to, from the smallest to the largest the soak test uses.
    static let sizes: [CGSize] = [CGSize(width: 1, height: 1), CGSize(width: 320, height: 240),
                                  CGSize(width: 800, height: 500),
                                  CGSize(width: 1280, height: 800), CGSize(width: 2560, height: 1600),
                                  CGSize(width: 4000, height: 3000)]

    static let kinds: [Kind] = [
        Kind(name: "key", weight: 45) { rng, _ in
            .key(keys.randomElement(using: &rng)!, shift: Int.random(in: 0..<4, using: &rng) == 0)
        },
        Kind(name: "text", weight: 8) { rng, _ in .text(texts.randomElement(using: &rng)!) },
        Kind(name: "pointer down", weight: 12) { rng, window in
            .pointerDown(point(in: window, using: &rng), clickCount: Int.random(in: 1...3, using: &rng))
        },
        Kind(name: "pointer moved", weight: 15) { rng, window in .pointerMoved(point(in: window, using: &rng)) },
        Kind(name: "pointer up", weight: 10) { rng, window in .pointerUp(point(in: window, using: &rng)) },
        Kind(name: "wheel", weight: 5) { rng, window in
            .wheel(dx: CGFloat(Int.random(in: -3...3, using: &rng)), dy: CGFloat(Int.random(in: -10...10, using: &rng)),
                   at: point(in: window, using: &rng))
        },
        Kind(name: "focus lost", weight: 2) { _, _ in .focusLost },
        Kind(name: "resize", weight: 3) { rng, _ in
            let size = Bool.random(using: &rng) ? sizes.randomElement(using: &rng)!
                : CGSize(width: Double(Int.random(in: 1...2500, using: &rng)),
                         height: Double(Int.random(in: 1...1600, using: &rng)))
            return .resize(size, pixelScale: [1, 1.5, 2].randomElement(using: &rng)!)
        },
    ]

    /// A point mostly inside `window`, sometimes outside it or at its edges.
    static func point(in window: CGSize, using rng: inout SeededGenerator) -> CGPoint {
        CGPoint(x: Double.random(in: -20...(window.width + 20), using: &rng),
                y: Double.random(in: -20...(window.height + 20), using: &rng))
    }

    private var rng: SeededGenerator
    private let totalWeight = InputStorm.kinds.reduce(0) { $0 + $1.weight }
    /// How many events of each kind were drawn.
    private(set) var drawn: [String: Int] = [:]
    /// The window size the last resize asked for (pointer positions are drawn inside it).
    private(set) var window = CGSize(width: 1280, height: 800)

    init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    /// The next event.
    mutating func next() -> InputEvent {
        var pick = Int.random(in: 0..<totalWeight, using: &rng)
        let kind = Self.kinds.first { pick -= $0.weight; return pick < 0 }!
        drawn[kind.name, default: 0] += 1
        let event = kind.make(&rng, window)
        if case let .resize(size, _) = event { window = size }
        return event
    }

    /// A random time step in seconds: mostly a frame or less, sometimes a long pause.
    mutating func timeStep() -> CFTimeInterval {
        Int.random(in: 0..<50, using: &rng) == 0
            ? Double.random(in: 0.2...3, using: &rng)
            : Double.random(in: 0...0.02, using: &rng)
    }
}
