import AnimationRender
import Foundation

/// `--frame-log`: one tab-separated line per measured frame, to see which frames make a p99.
enum FrameLog {
    /// Appends the measured frames (the last `samples.count` of `core` and `stats`) of figure `name` to `path`.
    static func append(to path: String, name: String, samples: [Double], core: [Double], stats: [RenderStats]) {
        let skip = stats.count - samples.count
        guard skip >= 0, core.count == stats.count else { return }
        var text = ""
        for (k, ms) in samples.enumerated() {
            let s = stats[skip + k]
            let fields: [String] = [name, String(k), String(format: "%.3f", ms), String(format: "%.3f", core[skip + k]),
                                    String(s.storeRedraws), String(s.textureUploads), String(s.cpuFallbacks),
                                    String(s.backdropReads), String(s.offscreenPasses), String(s.triangles),
                                    String(s.damagedPixels), String(s.redrawRects), String(s.drawCalls),
                                    String(s.waitingUploads), String(s.occludedRects)]
            text += fields.joined(separator: "\t") + "\n"
        }
        if !FileManager.default.fileExists(atPath: path) {
            let header = "figure\tframe\tms\tcore_ms\tstore_redraws\tuploads\tcpu_fallbacks\tbackdrop_reads\t"
                + "offscreen\ttriangles\tdamaged_pixels\tredraw_rects\tdraw_calls\twaiting_uploads\toccluded_rects\n"
            FileManager.default.createFile(atPath: path, contents: Data(header.utf8))
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            FileHandle.standardError.write(Data("Benchmarks: cannot write the frame log \(path)\n".utf8))
            return
        }
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        handle.closeFile()
    }
}
