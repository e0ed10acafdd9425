import AnimationCore
import AnimationRender
import Foundation
import Gallery

/// Frame rate and frame time over a sliding window of recent frames.
public struct FrameMeter {
    private var times: [CFTimeInterval] = []
    private var costs: [Double] = []
    /// How much history the averages cover, in seconds.
    public var window: CFTimeInterval = 1

    public init() {}

    /// Records a frame presented at `time` that took `cost` seconds of work.
    public mutating func record(at time: CFTimeInterval, cost: Double) {
        times.append(time); costs.append(cost)
        while let first = times.first, time - first > window, times.count > 2 {
            times.removeFirst(); costs.removeFirst()
        }
    }

    /// Forgets history (after the app slept waiting for events).
    public mutating func reset() { times.removeAll(); costs.removeAll() }

    /// Frames per second over the window (0 with fewer than two frames).
    public var framesPerSecond: Double {
        guard times.count >= 2, let first = times.first, let last = times.last, last > first else { return 0 }
        return Double(times.count - 1) / (last - first)
    }

    /// Mean work per frame, in milliseconds.
    public var averageMilliseconds: Double {
        costs.isEmpty ? 0 : costs.reduce(0, +) / Double(costs.count) * 1000
    }
}

/// What the HUD shows for one frame.
public struct HUDReadout: Equatable {
    public var framesPerSecond: Double
    public var frameMilliseconds: Double
    public var sceneTitle: String
    public var sceneState: SceneState
    /// The scene's own speed and the gallery's (1 = normal, 0 = paused).
    public var sceneSpeed: Float
    public var gallerySpeed: Float
    public var render: RenderStats
    /// The SDL render driver ("software", "opengl"…).
    public var backend = ""

    public init(framesPerSecond: Double, frameMilliseconds: Double, sceneTitle: String, sceneState: SceneState,
                sceneSpeed: Float, gallerySpeed: Float, render: RenderStats) {
        self.framesPerSecond = framesPerSecond; self.frameMilliseconds = frameMilliseconds
        self.sceneTitle = sceneTitle; self.sceneState = sceneState
        self.sceneSpeed = sceneSpeed; self.gallerySpeed = gallerySpeed; self.render = render
    }

    /// The HUD's lines.
    public var text: String {
        func speed(_ s: Float) -> String {
            if s == 0 { return "paused" }
            if s == 1 { return "×1" }
            return s < 1
                ? String(format: "×%.3g (1/%.3g)", Double(s), 1 / Double(s))
                : String(format: "×%.3g", Double(s))
        }
        return [
            String(format: "%.1f fps   %.1f ms", framesPerSecond, frameMilliseconds)
                + (backend.isEmpty ? "" : "   \(backend)"),
            "\(sceneTitle): \(sceneState.rawValue)",
            "speed \(speed(sceneSpeed))   gallery \(speed(gallerySpeed))",
            "redraws \(render.storeRedraws)   uploads \(render.textureUploads)",
            "layers \(render.layersDrawn)   draws \(render.drawCalls)   stores \(render.storesAlive)",
        ].joined(separator: "\n")
    }
}

/// The small heads-up display (`F`): a translucent panel in the top-right corner.
public final class HUD {
    /// The panel; the stage adds it above the gallery.
    public let layer = CALayer()
    let label: CATextLayer
    /// The text on screen.
    public private(set) var text = ""
    static let size = CGSize(width: 300, height: 112)

    init() {
        label = Theme.label(size: 13, color: Theme.text)
        layer.name = "hud"
        layer.anchorPoint = .zero
        layer.bounds = CGRect(origin: .zero, size: HUD.size)
        layer.backgroundColor = Theme.panel
        layer.borderColor = Theme.panelBorder
        layer.borderWidth = 1
        layer.cornerRadius = 8
        label.bounds = CGRect(x: 0, y: 0, width: HUD.size.width - 24, height: HUD.size.height - 16)
        label.position = CGPoint(x: 12, y: 9)
        layer.addSublayer(label)
        layer.isHidden = true
    }

    /// Puts the panel in the top-right corner of a window of `size`.
    func place(in size: CGSize) {
        layer.position = CGPoint(x: max(TileLayout.gap, size.width - HUD.size.width - TileLayout.gap),
                                 y: TileLayout.headerHeight + 8)
    }

    /// Shows `readout` (only redraws the text when it changed).
    public func show(_ readout: HUDReadout) {
        let t = readout.text
        guard t != text else { return }
        text = t
        Theme.withoutAnimation { label.string = t }
    }
}
