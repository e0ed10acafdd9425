import AnimationUIKit

/// The phone book's pictures, drawn in code: the contact list, the side menu's coloured rows
/// and the menu button's three bars.
enum PhoneBookViews {
    static let ink = UIColor(red: 0.16, green: 0.18, blue: 0.24, alpha: 1)
    static let barColor = UIColor(red: 0.20, green: 0.47, blue: 0.86, alpha: 1)
    static let names = ["Ada Lovelace", "Alan Turing", "Barbara Liskov", "Edsger Dijkstra", "Frances Allen",
                        "Grace Hopper", "John McCarthy", "Ken Thompson", "Margaret Hamilton"]
    static let menuColors: [UIColor] = [
        UIColor(red: 0.95, green: 0.36, blue: 0.33, alpha: 1), UIColor(red: 0.98, green: 0.62, blue: 0.22, alpha: 1),
        UIColor(red: 0.99, green: 0.82, blue: 0.26, alpha: 1), UIColor(red: 0.35, green: 0.76, blue: 0.42, alpha: 1),
        UIColor(red: 0.24, green: 0.64, blue: 0.89, alpha: 1), UIColor(red: 0.52, green: 0.40, blue: 0.85, alpha: 1),
    ]

    /// Where the bar's title starts: right of the menu button (8 + 32 pt) with a gap.
    static let titleInset: CGFloat = 52

    /// The screen under the menu: a blue bar with the title, and one row per contact.
    static func contactList(frame: CGRect, barHeight: CGFloat) -> ContactListView {
        let list = ContactListView(frame: frame)
        list.backgroundColor = .white
        list.addSubview(list.sides)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: frame.width, height: barHeight))
        bar.backgroundColor = barColor
        list.addSubview(bar)
        list.bar = bar
        // Leading, after the menu button: a centred title would slide off the right edge with
        // the list when the menu opens.
        let title = UILabel(
            frame: CGRect(x: titleInset, y: barHeight - 34, width: frame.width - titleInset - 16, height: 24))
        title.text = "Contacts"
        title.font = .boldSystemFont(ofSize: 18)
        title.textColor = .white
        title.textAlignment = .left
        list.addSubview(title)
        let rowHeight: CGFloat = 46
        for (i, name) in names.enumerated() {
            let y = barHeight + CGFloat(i) * rowHeight
            let avatar = CAShapeLayer()
            avatar.path = CGPath(ellipseIn: CGRect(x: 14, y: y + 8, width: 30, height: 30))
            avatar.fillColor = menuColors[i % menuColors.count].withAlphaComponent(0.8).cgColor
            list.layer.addSublayer(avatar)
            let label = UILabel(frame: CGRect(x: 56, y: y + 13, width: frame.width - 70, height: 20))
            label.text = name
            label.font = .systemFont(ofSize: 15)
            label.textColor = ink
            list.addSubview(label)
            let rule = UIView(frame: CGRect(x: 56, y: y + rowHeight - 1, width: frame.width - 56, height: 1))
            rule.backgroundColor = UIColor(white: 0.88, alpha: 1)
            list.addSubview(rule)
            list.rules.append(rule)
        }
        return list
    }

    /// The contact list; in a host wider than the design size its white, its bar and its rules
    /// reach out to the visible area's sides (`span`) while names and title keep their places.
    final class ContactListView: UIView {
        /// The list's white beside its design frame (hidden at design size).
        let sides = UIView()
        fileprivate(set) var bar = UIView()
        fileprivate(set) var rules: [UIView] = []

        /// Spans the white, the bar and the rules over `span` (x in the list's own coordinates).
        func extend(over span: ClosedRange<CGFloat>) {
            let left = min(span.lowerBound, 0), right = max(span.upperBound, bounds.width)
            sides.backgroundColor = .white
            sides.isHidden = left == 0 && right == bounds.width
            sides.frame = CGRect(x: left, y: 0, width: right - left, height: bounds.height)
            bar.frame = CGRect(x: left, y: 0, width: right - left, height: bar.frame.height)
            for rule in rules { rule.frame.size.width = right - rule.frame.minX }
        }
    }

    /// The side menu: a column of coloured rows, each with a white glyph.
    static func menu(frame: CGRect) -> UIView {
        let menu = UIView(frame: frame)
        menu.backgroundColor = ink
        let rowHeight = frame.height / CGFloat(menuColors.count)
        for (i, color) in menuColors.enumerated() {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * rowHeight, width: frame.width, height: rowHeight))
            row.backgroundColor = color
            let glyph = CAShapeLayer()
            let c = CGPoint(x: frame.width / 2, y: rowHeight / 2)
            glyph.path = glyphPath(i, centre: c)
            glyph.fillColor = UIColor.white.withAlphaComponent(0.9).cgColor
            glyph.fillRule = .evenOdd
            row.layer.addSublayer(glyph)
            menu.addSubview(row)
        }
        return menu
    }

    /// A simple white symbol per menu row: circle, square, triangle, diamond, ring, bar.
    static func glyphPath(_ index: Int, centre c: CGPoint) -> CGPath {
        let r: CGFloat = 13
        let path = CGMutablePath()
        switch index % 6 {
        case 0: path.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case 1: path.addRect(CGRect(x: c.x - r * 0.85, y: c.y - r * 0.85, width: 1.7 * r, height: 1.7 * r))
        case 2: path.addLines(between: [CGPoint(x: c.x, y: c.y - r), CGPoint(x: c.x + r, y: c.y + r * 0.8),
                                        CGPoint(x: c.x - r, y: c.y + r * 0.8)]); path.closeSubpath()
        case 3: path.addLines(between: [CGPoint(x: c.x, y: c.y - r), CGPoint(x: c.x + r, y: c.y),
                                        CGPoint(x: c.x, y: c.y + r), CGPoint(x: c.x - r, y: c.y)]); path.closeSubpath()
        case 4: path.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
                path.addEllipse(in: CGRect(x: c.x - r / 2, y: c.y - r / 2, width: r, height: r))
        default: path.addRect(CGRect(x: c.x - r, y: c.y - r / 3, width: 2 * r, height: 2 * r / 3))
        }
        return path
    }

    /// The menu button: three white bars on a transparent square, turned by the scene. The bars
    /// are the view's own layer (a shape layer), so its 3D turn applies to them directly.
    final class MenuButtonView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override init(frame: CGRect) {
            super.init(frame: frame)
            let bars = layer as! CAShapeLayer
            let path = CGMutablePath()
            let w = frame.width, h = frame.height
            for i in 0..<3 {
                path.addRect(CGRect(x: w * 0.2, y: h * (0.28 + 0.2 * CGFloat(i)), width: w * 0.6, height: h * 0.08))
            }
            bars.path = path
            bars.fillColor = UIColor.white.cgColor
        }
    }
}
