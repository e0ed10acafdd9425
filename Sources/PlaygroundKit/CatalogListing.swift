import Foundation
import Gallery

/// The text `playground --list` prints: the catalogue by section, each scene with its
/// identifier, title, source, summary and techniques.
public enum CatalogListing {
    /// The listing of `entries` (in their order; a heading whenever the group changes).
    public static func text(of entries: [SceneEntry]) -> String {
        guard !entries.isEmpty else { return "(no scenes yet)\n" }
        let width = entries.map(\.identifier.count).max() ?? 0
        var out = ""
        var group: SceneGroup?
        for e in entries {
            if e.info.group != group {
                group = e.info.group
                out += (out.isEmpty ? "" : "\n") + "\(e.info.group.title)  (\(e.info.group.document))\n"
            }
            let pad = String(repeating: " ", count: width - e.identifier.count + 2)
            out += "  \(e.identifier)\(pad)\(e.title)\(e.info.section.isEmpty ? "" : "  \(e.info.section)")\n"
            let indent = String(repeating: " ", count: width + 4)
            out += "\(indent)\(e.info.summary)\n"
            if !e.info.techniques.isEmpty { out += "\(indent)\(e.info.techniques.joined(separator: " · "))\n" }
        }
        return out
    }
}
