import Foundation

/// Runs the selected figures and prints them.
struct BenchmarkRunner {
    let options: BenchmarkOptions

    func run() {
        var figures: [Figure] = []
        func add(_ f: Figure) {
            figures.append(f)
            print(options.json ? f.json : row(f))
            fflush(stdout)
        }
        if !options.json { print(header) }
        if options.wants("core.snapshot") { add(CoreBenchmarks.snapshot(frames: options.frames)) }
        if options.wants("core.timing") { CoreBenchmarks.timing(batches: 30).forEach(add) }
    }

    private var header: String {
        "figure".padding(toLength: 28, withPad: " ", startingAt: 0) + "  median ms     p99 ms  samples  extra"
    }

    private func row(_ f: Figure) -> String {
        let extra = f.extra.sorted { $0.key < $1.key }.map { "\($0.key)=\(String(format: "%.0f", $0.value))" }.joined(separator: " ")
        return f.name.padding(toLength: 28, withPad: " ", startingAt: 0)
            + String(format: "  %9.3f  %9.3f  %7d  ", f.median, f.p99, f.samples.count) + extra
    }
}
