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
        if !options.json && !options.memoryChild { print(header) }
        if options.wants("core.snapshot") && !options.memoryChild {
            add(CoreBenchmarks.snapshot(frames: options.frames))
        }
        if options.wantsGroup("core.timing") && !options.memoryChild {
            CoreBenchmarks.timing(batches: 30).filter { options.wants($0.name) }.forEach(add)
        }
        if options.wantsGroup("text.measure") && !options.memoryChild {
            TextBenchmarks.measure(batches: 20).filter { options.wants($0.name) }.forEach(add)
        }
        do {
            let render = RenderBenchmarks(options: options)
            if options.memoryChild {
                let f = try render.memory()
                print(f.json)
                return
            }
            if options.wants("render.gallery") { add(try render.gallery()) }
            if options.wantsGroup("render.scene") { try render.scenes().forEach(add) }
            for n in [1_000, 5_000, 20_000] where options.wants("render.emitter.\(n)") {
                add(try render.emitter(particles: n))
            }
            for n in [200, 2_000] where options.wants("render.shapes.\(n)") { add(try render.shapes(count: n)) }
            if options.wants("render.blur") { add(try render.blur(enabled: true)) }
            if options.wants("render.blur.none") { add(try render.blur(enabled: false)) }
            if options.wants("render.backdrop.masked") { add(try render.blur(enabled: true, masked: true)) }
            if options.wants("render.mask") { add(try render.mask()) }
            if options.wants("memory") { add(try MemoryProbe.run(renderer: options.renderer)) }
        } catch {
            BenchmarkOptions.fail("\(error)")
        }
    }

    private var header: String {
        "figure".padding(toLength: 28, withPad: " ", startingAt: 0) + "  median ms     p99 ms  samples  extra"
    }

    private func row(_ f: Figure) -> String {
        let extra = f.extra.sorted { $0.key < $1.key }
            .map { "\($0.key)=\(String(format: "%.0f", $0.value))" }.joined(separator: " ")
        return f.name.padding(toLength: 28, withPad: " ", startingAt: 0)
            + String(format: "  %9.3f  %9.3f  %7d  ", f.median, f.p99, f.samples.count)
            + (f.label.map { "renderer=\($0) " } ?? "") + (f.backend.map { "backend=\($0) " } ?? "") + extra
    }
}
