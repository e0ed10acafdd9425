import Foundation

extension CALayer {
    /// The sublayers in drawing order (back to front); setting replaces them all.
    public var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            willChange("sublayers")
            for l in sublayerStorage { l.superlayer = nil }
            sublayerStorage = []
            for l in newValue ?? [] { addSublayer(l) }
            didChange("sublayers")
        }
    }

    /// The body of the open `insertSublayer(_:at:)` declared in the class.
    func insertSublayerImplementation(_ layer: CALayer, at index: UInt32) {
        guard layer !== self, !isDescendant(of: layer) else {
            CADiagnostics.report("CALayer.insertSublayer: a layer cannot contain itself or an ancestor; ignored")
            return
        }
        if layer.maskOwner != nil { layer.maskOwner?.mask = nil }
        if layer.superlayer != nil { layer.removeFromSuperlayer() }
        let i = min(Int(index), sublayerStorage.count)
        sublayerStorage.insert(layer, at: i)
        layer.superlayer = self
    }

    /// The body of the open `insertSublayer(_:below:)`.
    func insertSublayerImplementation(_ layer: CALayer, below sibling: CALayer?) {
        let i = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(i))
        if let s = sibling, let li = sublayerStorage.firstIndex(where: { $0 === layer }),
           let si = sublayerStorage.firstIndex(where: { $0 === s }), li > si {
            sublayerStorage.swapAt(li, si)
        }
    }

    /// The body of the open `insertSublayer(_:above:)`.
    func insertSublayerImplementation(_ layer: CALayer, above sibling: CALayer?) {
        guard let s = sibling, sublayerStorage.contains(where: { $0 === s }) else {
            addSublayer(layer)
            return
        }
        layer.removeFromSuperlayer()
        let si = sublayerStorage.firstIndex { $0 === s }!
        insertSublayer(layer, at: UInt32(si + 1))
    }

    /// The body of the open `replaceSublayer(_:with:)`.
    func replaceSublayerImplementation(_ old: CALayer, with new: CALayer) {
        guard let i = sublayerStorage.firstIndex(where: { $0 === old }) else {
            CADiagnostics.report("CALayer.replaceSublayer: the layer to replace is not a sublayer; ignored")
            return
        }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(i))
    }

    /// The body of the open `removeFromSuperlayer()`.
    func removeFromSuperlayerImplementation() {
        guard let parent = superlayer else { return }
        parent.sublayerStorage.removeAll { $0 === self }
        superlayer = nil
    }

    /// True when `layer` is this layer or one of its ancestors.
    func isDescendant(of layer: CALayer) -> Bool {
        var l: CALayer? = self
        while let c = l {
            if c === layer { return true }
            l = c.superlayer ?? c.maskOwner
        }
        return false
    }

    /// The topmost ancestor (a mask's ancestor is its owner's).
    var rootLayer: CALayer {
        var l = self
        while let p = l.superlayer ?? l.maskOwner { l = p }
        return l
    }
}
