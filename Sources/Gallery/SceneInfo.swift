import AnimationUIKit

/// The catalogue's sections, in the order the grid shows them: by source document, and the
/// tutorial by its apps.
public enum SceneGroup: Int, CaseIterable, Comparable, Sendable {
    /// The user's own scenes (a package made with `playground new`), shown first.
    case myScenes = -1
    case lab, loadingIndicator
    case login, flight, packingList, shapeMorphing, gradient, refresh, iris, cook, logoReveal,
         phoneBook, imageGallery, snow, southPole
    case wwdc, animationGroupDemo

    /// The section heading ("Tutorial · Login").
    public var title: String {
        switch self {
        case .myScenes: return "My scenes"
        case .lab: return "Lab 4.2 · Bolt spinner"
        case .loadingIndicator: return "Loading indicator"
        case .login: return "Tutorial · Login"
        case .flight: return "Tutorial · Flight"
        case .packingList: return "Tutorial · Packing list"
        case .shapeMorphing: return "Tutorial · Shape morphing"
        case .gradient: return "Tutorial · Gradient"
        case .refresh: return "Tutorial · Refresh"
        case .iris: return "Tutorial · Iris"
        case .cook: return "Tutorial · Cook"
        case .logoReveal: return "Tutorial · Logo reveal"
        case .phoneBook: return "Tutorial · Phone book"
        case .imageGallery: return "Tutorial · Image gallery"
        case .snow: return "Tutorial · Snow"
        case .southPole: return "Tutorial · South Pole"
        case .wwdc: return "WWDC · Building interruptible, responsive interactions"
        case .animationGroupDemo: return "CAAnimationGroup demo"
        }
    }

    /// The source document the group's scenes come from (a file in the seeds folder).
    public var document: String {
        switch self {
        case .myScenes: return "your package"
        case .lab: return "lab-4.2-bolt-spinner.md"
        case .loadingIndicator: return "bouncing-loader.zh.md"
        case .wwdc: return "wwdc-interactions.md"
        case .animationGroupDemo: return "caanimation-group-demo.md"
        default: return "ios-animations-tutorial.md"
        }
    }

    /// Orders groups by raw value, the catalogue's section order.
    public static func < (a: SceneGroup, b: SceneGroup) -> Bool { a.rawValue < b.rawValue }
}

/// What the catalogue says about a scene: where it comes from and what it shows.
public struct SceneInfo: Equatable, Sendable {
    /// The catalogue section.
    public var group: SceneGroup
    /// The section(s) of the document ("§18", "§1–8, §12–15"); empty when the document has none.
    public var section: String
    /// One line: what the scene shows.
    public var summary: String
    /// The API it demonstrates ("CAGradientLayer", "CABasicAnimation(keyPath: \"locations\")").
    public var techniques: [String]

    /// Info from its parts, as given; `section` is empty for a document without sections.
    public init(group: SceneGroup, section: String = "", summary: String, techniques: [String]) {
        self.group = group; self.section = section; self.summary = summary; self.techniques = techniques
    }

    /// The source as one line: "ios-animations-tutorial.md §18".
    public var source: String { section.isEmpty ? group.document : "\(group.document) \(section)" }

    /// True when `query` (case-insensitive) occurs in the title, the group, the document,
    /// the summary or a technique: what the grid's `/` filter matches.
    public func matches(_ query: String, title: String) -> Bool {
        let q = query.trimmingCharacters(in: .whitespaces).lowercased()
        if q.isEmpty { return true }
        let fields = [title, group.title, group.document, section, summary] + techniques
        return fields.contains { $0.lowercased().contains(q) }
    }
}
