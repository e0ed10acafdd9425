import CSDL2
import Foundation

/// Packs small backing stores into shared textures ("pages"), so consecutive layers with
/// different content still use the same texture and are submitted in one geometry call (each
/// texture switch costs a draw call, which dominates on software GL such as llvmpipe).
///
/// Pages are sized to need: the first is `initialPageSize`² and each further page doubles the
/// side up to `maximumPageSize`² (a page's whole texture is resident memory from the start —
/// llvmpipe and SDL's software renderer clear it — so a few small stores should not cost a
/// 16 MB page). Pages are divided into shelves of a few height classes; freed slots are reused
/// first-fit within their shelf, and an emptied page starts over. Stores larger than
/// `maximumSide` (or when all pages are full) get a texture of their own.
final class TextureAtlas {
    /// A place in a page.
    struct Slot {
        unowned let page: Page
        let x: Int, y: Int, width: Int, height: Int
    }

    final class Page {
        let texture: Texture
        let size: Int
        private struct Shelf { var y: Int; var height: Int; var end: Int; var gaps: [(x: Int, width: Int)] }
        private var shelves: [Shelf] = []
        private var top = 0
        private(set) var live = 0
        /// True once a slot was released: free space may then hold old pixels.
        private(set) var hasReleasedSlots = false

        init(texture: Texture) { self.texture = texture; size = texture.width }

        func allocate(width: Int, height: Int) -> (x: Int, y: Int)? {
            let h = TextureAtlas.heightClass(height)
            for i in shelves.indices where shelves[i].height == h {
                if let g = shelves[i].gaps.firstIndex(where: { $0.width >= width }) {
                    let gap = shelves[i].gaps[g]
                    if gap.width == width { shelves[i].gaps.remove(at: g) }
                    else { shelves[i].gaps[g] = (gap.x + width, gap.width - width) }
                    live += 1
                    return (gap.x, shelves[i].y)
                }
                if shelves[i].end + width <= size {
                    let x = shelves[i].end
                    shelves[i].end += width
                    live += 1
                    return (x, shelves[i].y)
                }
            }
            guard top + h <= size, width <= size else { return nil }
            shelves.append(Shelf(y: top, height: h, end: width, gaps: []))
            top += h
            live += 1
            return (0, top - h)
        }

        func release(x: Int, y: Int, width: Int) {
            hasReleasedSlots = true
            live -= 1
            if live <= 0 { shelves.removeAll(); top = 0; live = 0; return }
            guard let i = shelves.firstIndex(where: { $0.y == y }) else { return }
            if x + width == shelves[i].end {
                shelves[i].end = x
                // Swallow gaps that now touch the end.
                while let g = shelves[i].gaps.firstIndex(where: { $0.x + $0.width == shelves[i].end }) {
                    shelves[i].end = shelves[i].gaps[g].x
                    shelves[i].gaps.remove(at: g)
                }
            } else {
                shelves[i].gaps.append((x, width))
            }
        }
    }

    private unowned let device: RenderDevice
    private(set) var pages: [Page] = []
    /// Side of the first page.
    let initialPageSize: Int
    /// Largest page side; pages double from `initialPageSize` up to this.
    let maximumPageSize: Int
    /// Stores up to this many pixels per side go into the atlas.
    let maximumSide = 256
    /// Pages at most (512, 1024, then 2048-pixel pages: at least the room of eight 2048² pages).
    let maximumPages = 10

    init(device: RenderDevice, initialPageSize: Int = 512, maximumPageSize: Int = 2048) {
        self.device = device
        // Every page must hold the largest store, whose shelf is taller than the store.
        var smallest = 1
        while smallest < TextureAtlas.heightClass(maximumSide) { smallest *= 2 }
        self.maximumPageSize = max(maximumPageSize, smallest)
        self.initialPageSize = min(max(initialPageSize, smallest), self.maximumPageSize)
    }

    /// Side of the next page made: double the largest page there is, within the limits.
    var nextPageSize: Int {
        guard let largest = pages.map(\.size).max() else { return initialPageSize }
        return min(maximumPageSize, largest * 2)
    }

    /// Shelf heights: steps of about 1.25× so little height is wasted.
    static func heightClass(_ h: Int) -> Int {
        var c = 8
        while c < h { c = max(c + 4, Int((Double(c) * 1.25).rounded(.up))) }
        return c
    }

    func allocate(width: Int, height: Int) -> Slot? {
        guard width <= maximumSide, height <= maximumSide else { return nil }
        for page in pages {
            if let p = page.allocate(width: width, height: height) {
                return Slot(page: page, x: p.x, y: p.y, width: width, height: height)
            }
        }
        let side = nextPageSize
        guard pages.count < maximumPages,
              let t = device.makeTexture(width: side, height: side) else { return nil }
        let page = Page(texture: t)
        pages.append(page)
        guard let p = page.allocate(width: width, height: height) else { return nil }
        return Slot(page: page, x: p.x, y: p.y, width: width, height: height)
    }

    /// Uploads a store's premultiplied pixels (`stride` bytes per row, the slot's size) into
    /// `slot`, with the one-pixel ring around it made transparent in the same upload when the
    /// page may hold old pixels there. Filtering at a store's edge reads one texel beyond its
    /// slot: a neighbouring store's outer texels are its transparent padding, but free space may
    /// still hold pixels of a store released earlier (a taller store in the same shelf, a page
    /// started over), which would show as a faint line along the layer's edge. A page that never
    /// released a slot holds only live stores and never-written (transparent) space, so the
    /// pixels go up alone then. One `SDL_UpdateTexture` instead
    /// of five: on llvmpipe each upload to a page the queued drawing reads waits for that drawing,
    /// and stores whose content changes every frame (replicated dots changing colour) were
    /// redrawn a few dozen times a frame.
    func upload(_ pixels: UnsafeRawPointer, stride: Int, into slot: Slot) {
        guard slot.page.hasReleasedSlots else {
            device.upload(pixels, stride: stride, width: slot.width, height: slot.height, to: slot.page.texture,
                          x: slot.x, y: slot.y)
            return
        }
        device.uploadWithTransparentRing(pixels, stride: stride, width: slot.width, height: slot.height,
                                         to: slot.page.texture, x: slot.x, y: slot.y)
    }

    func release(_ slot: Slot) {
        slot.page.release(x: slot.x, y: slot.y, width: slot.width)
        // Keep one empty page around; drop further empty ones.
        let empty = pages.filter { $0.live == 0 }
        if empty.count > 1 { for p in empty.dropFirst() { pages.removeAll { $0 === p } } }
    }

    func removeAll() { pages.removeAll() }

    /// Texture bytes held by the pages.
    var byteCount: Int { pages.reduce(0) { $0 + $1.size * $1.size * 4 } }
}
