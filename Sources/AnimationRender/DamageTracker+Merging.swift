/// Joining the changed rectangles of a frame into the few that are redrawn.
extension DamageTracker {
    /// `rects` within `screen`, overlapping or nearby ones merged, at most `maximumRects`
    /// (nil: the whole screen).
    static func merged(_ rects: [PixelRect], within screen: PixelRect) -> [PixelRect]? {
        var out: [PixelRect] = []
        for r in rects {
            let c = r.intersection(screen)
            if !c.isEmpty { out.append(c) }
        }
        // Merge rectangles that overlap or lie within a few pixels of each other (each pass
        // over the tree costs more than a thin strip of pixels).
        let slack = 8
        var changed = true
        while changed {
            changed = false
            var i = 0
            while i < out.count {
                var j = i + 1
                while j < out.count {
                    let a = out[i], b = out[j]
                    if a.x0 <= b.x1 + slack && b.x0 <= a.x1 + slack && a.y0 <= b.y1 + slack && b.y0 <= a.y1 + slack {
                        out[i] = a.union(b)
                        out.remove(at: j)
                        changed = true
                    } else {
                        j += 1
                    }
                }
                i += 1
            }
            // Too many: join the pair whose union adds the least area.
            if !changed && out.count > maximumRects {
                var best = (0, 1, Int.max)
                for i in out.indices {
                    for j in (i + 1)..<out.count {
                        let u = out[i].union(out[j])
                        let extra = u.width * u.height - out[i].width * out[i].height - out[j].width * out[j].height
                        if extra < best.2 { best = (i, j, extra) }
                    }
                }
                out[best.0] = out[best.0].union(out[best.1])
                out.remove(at: best.1)
                changed = true
            }
        }
        let area = out.reduce(0) { $0 + $1.width * $1.height }
        if Double(area) > fullShare * Double(screen.width * screen.height) { return nil }
        return out
    }
}
