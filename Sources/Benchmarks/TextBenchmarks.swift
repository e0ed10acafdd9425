import Foundation
import AnimationCore
import AnimationRender

/// Figures for measuring text: what a label's `sizeToFit` and a text field's caret cost.
enum TextBenchmarks {
    /// `text.measure.latin` and `text.measure.mixed`: 1,000 one-line measurements per sample of a
    /// Latin line (one run, the ASCII path) and of a line mixing Latin, Hebrew, Arabic, digits
    /// and an emoji (bidi levels, fallback fonts, five shaped runs), at 17 pt.
    static func measure(batches: Int) -> [Figure] {
        let measurer = TTFTextMeasurer()
        let lines = [("text.measure.latin", "Tap on a field and enter username and password"),
                     ("text.measure.mixed", "Tap שלום עולם and 123 😀 مرحبا بالعالم today")]
        let batch = 1_000
        return lines.map { name, line in
            var sink: CGFloat = 0
            let samples = Stopwatch.measure(warmup: 2, count: batches) { _ in
                for _ in 0..<batch { sink += measurer.size(of: line, fontName: nil, fontSize: 17).width }
            }
            precondition(sink > 0)
            var f = Figure(name: name, samples: samples)
            f.extra["measurements_per_second"] = Double(batch) / (f.median / 1000)
            f.extra["batch"] = Double(batch)
            return f
        }
    }
}
