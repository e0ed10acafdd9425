import Foundation
import AnimationCore

/// One measured figure: per-sample wall times in milliseconds, plus optional extra columns.
struct Figure {
    let name: String
    let samples: [Double]
    var extra: [String: Double] = [:]
    /// The render driver the figure was measured on, when it involves rendering.
    var label: String?
    /// The renderer's backend (`RenderBackend`: "opengl" or "sdl") and OpenGL's `GL_RENDERER`
    /// string (nil off OpenGL), when the figure involves rendering.
    var backend: String?
    var glRenderer: String?
    /// The OpenGL passes the backend ran (`GLPaths.description`: "masks,readback", "none").
    var glPaths: String?

    var median: Double { percentile(0.5) }
    var p99: Double { percentile(0.99) }

    func percentile(_ q: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let sorted = samples.sorted()
        let i = min(sorted.count - 1, max(0, Int((Double(sorted.count - 1) * q).rounded())))
        return sorted[i]
    }

    /// `{"name":…, "median_ms":…, "p99_ms":…, "samples":…}` plus any extra fields.
    var json: String {
        var fields = ["\"name\":\"\(name)\"", "\"median_ms\":\(fmt(median))", "\"p99_ms\":\(fmt(p99))",
                      "\"samples\":\(samples.count)"]
        if let label { fields.append("\"renderer\":\"\(label)\"") }
        if let backend { fields.append("\"backend\":\"\(backend)\"") }
        if backend != nil { fields.append("\"gl_renderer\":" + (glRenderer.map(Self.jsonString) ?? "null")) }
        if let glPaths { fields.append("\"gl_paths\":" + Self.jsonString(glPaths)) }
        for (k, v) in extra.sorted(by: { $0.key < $1.key }) { fields.append("\"\(k)\":\(fmt(v))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// `s` as a JSON string literal (quotes, backslashes and control characters escaped).
    static func jsonString(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where u.value < 0x20: out += String(format: "\\u%04x", u.value)
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }

    private func fmt(_ v: Double) -> String { v.isFinite ? String(format: "%.4f", v) : "null" }
}

/// Wall-clock timing for the benchmark only (the core never reads it).
enum Stopwatch {
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Runs `body` `warmup` times unmeasured, then `count` times, returning milliseconds per run.
    static func measure(warmup: Int, count: Int, _ body: (Int) -> Void) -> [Double] {
        for i in 0..<warmup { body(i) }
        var samples: [Double] = []
        samples.reserveCapacity(count)
        for i in 0..<count {
            let start = now()
            body(warmup + i)
            samples.append((now() - start) * 1000)
        }
        return samples
    }
}

/// Peak resident memory of this process in megabytes (VmHWM from /proc/self/status).
func peakResidentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return .nan }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.split(separator: " ").compactMap { Double($0) }
        if let kb = digits.first { return kb / 1024 }
    }
    return .nan
}
