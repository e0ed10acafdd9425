import AnimationRender
import Foundation

extension HeadlessExporter {
    /// Draws `frames` frames with `draw` and hands each to `sink` in order (the GIF, WebP and
    /// MP4 export's encoder), reading them back as the PNG export does: on the OpenGL backend
    /// frame k is copied into a pixel buffer (`Renderer.beginReadback()`) and taken after frame
    /// k + 1 is drawn, so the copy overlaps that drawing; on the SDL backend (`readbackDepth` 1)
    /// each frame is read and handed over before the next is drawn. Either way the sink gets
    /// exactly the bytes `Renderer.readPixels()` gives. Returns `path` of each frame the sink took.
    ///
    /// A signal (`interruption`, checked after each frame is drawn) hands every frame drawn so
    /// far to the sink, then throws `PlaygroundError.exportInterrupted` counting them. The sink's
    /// first error ends the export at once with that error: the frames before it were taken,
    /// the one read back after it is dropped.
    func feed(_ sink: (Int, RenderedImage) throws -> Void, from renderer: Renderer,
              draw: (Int) -> Void, path: (Int) -> String) throws -> [String] {
        var written: [String] = []
        /// Hands the oldest frame read back to the sink; false when none is in flight.
        func takeOldest() throws -> Bool {
            guard let image = renderer.finishReadback() else { return false }
            try sink(written.count, image)
            written.append(path(written.count))
            return true
        }
        for i in 0..<frames {
            draw(i)
            renderer.beginReadback()
            if renderer.readbacksInFlight >= renderer.readbackDepth { _ = try takeOldest() }
            let signal = interruption()
            if signal != 0, i + 1 < frames {
                while try takeOldest() {}
                throw PlaygroundError.exportInterrupted(signal: signal, framesWritten: written.count,
                                                        directory: outputDirectory)
            }
        }
        while try takeOldest() {}
        return written
    }
}
