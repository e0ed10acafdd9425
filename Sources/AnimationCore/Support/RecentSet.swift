/// A set that remembers at most `capacity` elements, forgetting the oldest inserted first.
///
/// The diagnostics use it to report each distinct message once without growing without bound
/// when a flood of distinct texts (ones quoting values, say) comes in: a message forgotten that
/// way may be reported once more, later. (No Apple counterpart; Foundation's sets are unbounded.)
public struct RecentSet<Element: Hashable> {
    /// The most elements remembered at once.
    public let capacity: Int
    private var members = Set<Element>()
    /// The members in the order they came; `oldest` is the next to forget once full.
    private var order: [Element] = []
    private var oldest = 0

    /// An empty set remembering at most `capacity` elements (at least one).
    public init(capacity: Int) { self.capacity = max(1, capacity) }

    /// The elements remembered now.
    public var count: Int { members.count }

    /// True when `element` is remembered.
    public func contains(_ element: Element) -> Bool { members.contains(element) }

    /// Remembers `element`, forgetting the oldest when full; true when it was not remembered yet.
    @discardableResult
    public mutating func insert(_ element: Element) -> Bool {
        guard members.insert(element).inserted else { return false }
        if order.count < capacity {
            order.append(element)
        } else {
            members.remove(order[oldest])
            order[oldest] = element
            oldest = (oldest + 1) % capacity
        }
        return true
    }

    /// Forgets every element.
    public mutating func removeAll() {
        members.removeAll(); order.removeAll(); oldest = 0
    }
}
