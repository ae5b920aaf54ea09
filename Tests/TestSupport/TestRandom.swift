/// The tests' seeded generator (xorshift64): the same seed gives the same documents, plans and pieces on every run
/// and platform, which the system generator cannot promise.
public struct TestRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose whole output follows from `seed` (0 is allowed: the state is never zero).
    public init(seed: UInt64) {
        state = seed | 1
    }

    public mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}

extension TestRandom {
    /// True with probability `percent` / 100.
    public mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &self) < percent
    }

    /// Cut points for `count` bytes: a few random ones, or every byte now and then.
    public mutating func cuts(_ count: Int) -> [Int] {
        guard count > 1 else { return [] }
        if chance(15) { return Array(1..<count) }
        return (0..<Int.random(in: 1...8, using: &self)).map { _ in Int.random(in: 1..<count, using: &self) }
    }
}
