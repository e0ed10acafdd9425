import AnimationUIKit

/// A grid of tiles that rise into place one after another, each block delayed 0.1 s more.
final class StaggeredTiles: UIView {
    private(set) var tiles: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        for i in 0..<4 {
            let tile = UIView(frame: CGRect(x: CGFloat(i) * 60, y: 0, width: 50, height: 50))
            tile.alpha = 0
            tile.transform = CGAffineTransform(translationX: 0, y: 30)
            addSubview(tile)
            tiles.append(tile)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func reveal() {
        for (i, tile) in tiles.enumerated() {
            UIView.animate(withDuration: 0.4, delay: 0.1 * Double(i), options: .curveLinear, animations: {
                tile.alpha = 1
                tile.transform = .identity
            })
        }
    }
}
