import Foundation

/// Measures `memory` in a fresh child process, so the figure is the peak resident memory of a
/// 600-frame gallery run alone, not of the figures measured before it.
enum MemoryProbe {
    static func run(renderer: BenchmarkOptions.RendererKind) throws -> Figure {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        child.arguments = ["--memory-child", "--renderer", renderer.rawValue]
        let pipe = Pipe()
        child.standardOutput = pipe
        try child.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard child.terminationStatus == 0,
              let range = text.range(of: "\"peak_rss_mb\":"),
              let mb = Double(text[range.upperBound...].prefix { "0123456789.".contains($0) }) else {
            throw BenchmarkError("the memory run failed (exit \(child.terminationStatus)): \(text)")
        }
        return Figure(name: "memory", samples: [mb], extra: ["peak_rss_mb": mb, "frames": 600])
    }
}
