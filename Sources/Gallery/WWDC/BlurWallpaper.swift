import AnimationUIKit
import Foundation

/// The home screen behind the blur scene's panels: rows of vivid app icons, each with a white
/// letter, drawn three times one above the other so that scrolling by `tileHeight` loops seamlessly
/// (and an ease to rest past the end of a period still finds icons below).
final class BlurWallpaper: UIView {
    static let columns = 4, rows = 6
    static let iconSide: CGFloat = 56
    static let rowPitch: CGFloat = 80
    /// The height of one copy of the icon grid (the scroll's period).
    static var tileHeight: CGFloat { CGFloat(rows) * rowPitch }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A wallpaper `width` wide and three tiles high.
    init(width: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: 3 * Self.tileHeight))
        backgroundColor = UIColor(red: 0.13, green: 0.16, blue: 0.30, alpha: 1)
        let gap = (width - CGFloat(Self.columns) * Self.iconSide) / CGFloat(Self.columns + 1)
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWX")
        for copy in 0..<3 {
            for row in 0..<Self.rows {
                for column in 0..<Self.columns {
                    let index = row * Self.columns + column
                    let icon = CALayer()
                    icon.frame = CGRect(x: gap + CGFloat(column) * (Self.iconSide + gap),
                                        y: CGFloat(copy) * Self.tileHeight + CGFloat(row) * Self.rowPitch + 12,
                                        width: Self.iconSide, height: Self.iconSide)
                    icon.cornerRadius = 13
                    let hue = CGFloat((index * 5) % 12) / 12
                    icon.backgroundColor = UIColor(hue: hue, saturation: 0.75, brightness: 0.95, alpha: 1).cgColor
                    let letter = SceneText.layer(String(letters[index % letters.count]), size: 28, color: .white,
                                                 frame: CGRect(x: 0, y: 0, width: Self.iconSide, height: Self.iconSide),
                                                 alignment: .center)
                    icon.addSublayer(letter)
                    layer.addSublayer(icon)
                }
            }
        }
    }
}
