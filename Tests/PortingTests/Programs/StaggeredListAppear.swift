import AnimationUIKit

/// List rows that slide up and fade in one after another (a delay per row).
final class StaggeredListAppear: UIView {
    private(set) var rows: [UIView] = []

    func addRows(_ count: Int) {
        for i in 0..<count {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 60, width: bounds.width, height: 56))
            row.backgroundColor = .white
            addSubview(row)
            rows.append(row)
        }
    }

    func animateIn() {
        for (i, row) in rows.enumerated() {
            row.alpha = 0
            row.transform = CGAffineTransform(translationX: 0, y: 40)
            UIView.animate(withDuration: 0.4, delay: 0.05 * Double(i), options: [.curveEaseOut], animations: {
                row.alpha = 1
                row.transform = .identity
            })
        }
    }
}
