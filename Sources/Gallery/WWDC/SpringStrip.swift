import AnimationUIKit
import Foundation

/// The spring scene's comparison strip: one row per (damping ratio, initial velocity) pair,
/// each a label ("ζ 0.75 · v 0.5"), a track and a marker that springs along it.
struct SpringStrip {
    /// The rows' backgrounds (label and track), top to bottom.
    let rows: [UIView]
    /// The markers, one per row; add them above the rows.
    let markers: [UIView]
    /// Each marker's centre at the left and right end of its track.
    let starts: [CGPoint]
    let ends: [CGPoint]

    static let markerSize: CGFloat = 14
    static let labelWidth: CGFloat = 96
    static let headingHeight: CGFloat = 22

    /// Lays the rows out in `frame` (the scene's coordinates) under a one-line heading.
    init(springs: [(damping: CGFloat, velocity: CGFloat)], in frame: CGRect) {
        let rowHeight = (frame.height - Self.headingHeight) / CGFloat(max(springs.count, 1))
        let heading = UIView(
            frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.headingHeight))
        heading.layer.addSublayer(SceneText.layer(
            "1 s springs: damping ratio ζ, velocity v", size: 11,
            color: UIColor(white: 0.75, alpha: 1), frame: heading.bounds.insetBy(dx: 8, dy: 4)))
        var rows = [heading], markers: [UIView] = [], starts: [CGPoint] = [], ends: [CGPoint] = []
                for (i, spring) in springs.enumerated() {
            let y = frame.minY + Self.headingHeight + CGFloat(i) * rowHeight
            let row = UIView(frame: CGRect(x: frame.minX, y: y, width: frame.width, height: rowHeight))
            let name = "ζ \(SceneText.decimal(spring.damping)) · v \(SceneText.decimal(spring.velocity))"
            row.layer.addSublayer(SceneText.layer(name, size: 11, color: .white,
                                                  frame: CGRect(x: 8, y: 0, width: Self.labelWidth, height: rowHeight)))
            let trackLeft = 8 + Self.labelWidth + Self.markerSize / 2
            let trackRight = frame.width - 8 - Self.markerSize / 2
            let track = CALayer()
            track.frame = CGRect(x: trackLeft, y: rowHeight / 2 - 1, width: trackRight - trackLeft, height: 2)
            track.backgroundColor = UIColor(white: 1, alpha: 0.18).cgColor
            row.layer.addSublayer(track)
            rows.append(row)

            let marker = UIView(frame: CGRect(x: 0, y: 0, width: Self.markerSize, height: Self.markerSize))
            marker.backgroundColor = UIColor(hue: CGFloat(i) / CGFloat(springs.count), saturation: 0.6, brightness: 1,
                                             alpha: 1)
            marker.layer.cornerRadius = Self.markerSize / 2
            markers.append(marker)
            starts.append(CGPoint(x: frame.minX + trackLeft, y: y + rowHeight / 2))
            ends.append(CGPoint(x: frame.minX + trackRight, y: y + rowHeight / 2))
        }
        self.rows = rows; self.markers = markers; self.starts = starts; self.ends = ends
    }
}

/// The spring stage's decoration: a grid of app icons, as on the home screen behind a folder.
enum HomeScreenIcons {
    static func add(to stage: UIView) {
        let side: CGFloat = 52, columns = 4, rows = 4
        let gapX = (stage.bounds.width - CGFloat(columns) * side) / CGFloat(columns + 1)
        let gapY = (stage.bounds.height - CGFloat(rows) * side) / CGFloat(rows + 1)
        for r in 0..<rows {
            for c in 0..<columns {
                let icon = CALayer()
                icon.frame = CGRect(x: gapX + CGFloat(c) * (side + gapX), y: gapY + CGFloat(r) * (side + gapY),
                                    width: side, height: side)
                icon.cornerRadius = 12
                let hue = CGFloat((r * columns + c) % 7) / 7
                icon.backgroundColor = UIColor(hue: hue, saturation: 0.45, brightness: 0.8, alpha: 0.55).cgColor
                stage.layer.addSublayer(icon)
            }
        }
    }
}
