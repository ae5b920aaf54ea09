/// The hurried generator's own source of randomness: SplitMix64 (Steele, Lea and Flood, 2014), so a seed names one
/// profile on every platform and in every Swift version, which `SystemRandomNumberGenerator` cannot promise.
package struct HurriedRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose whole sequence is decided by `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0), by Lemire's multiply-shift; the small bias is no concern for a test
    /// generator, and unlike the standard library's it never depends on how the library samples.
    package mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in `range`.
    package mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True with probability `percent` / 100.
    package mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// One element of a non-empty collection.
    package mutating func pick<C: RandomAccessCollection>(_ items: C) -> C.Element where C.Index == Int {
        items[items.startIndex + below(items.count)]
    }

    /// One of `items`, each as likely as its weight.
    package mutating func weighted<T>(_ items: [(T, Int)]) -> T {
        var roll = below(items.reduce(0) { $0 + $1.1 })
        for (item, weight) in items {
            if roll < weight { return item }
            roll -= weight
        }
        return items[items.count - 1].0
    }

    /// `count` different elements of `items`, in a random order (all of them when there are fewer).
    package mutating func sample<T>(_ items: [T], _ count: Int) -> [T] {
        var pool = items
        var result: [T] = []
        while result.count < count, !pool.isEmpty {
            result.append(pool.remove(at: below(pool.count)))
        }
        return result
    }

    /// A fresh generator for one part of a profile, so adding a draw in one part does not change the others.
    package mutating func split() -> HurriedRandom {
        HurriedRandom(seed: next())
    }
}
