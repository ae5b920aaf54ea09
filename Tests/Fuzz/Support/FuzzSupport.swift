/// Shared by every fuzz target (compiled into each): how to fail, and how to cut an input.

/// Stops the run when `condition` is false, so libFuzzer saves the input: a mismatch is a finding like a crash.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

/// Ways to cut an input, derived from the input's own bytes, so a saved input replays with the same cuts.
enum FuzzSplits {
    /// Cut offsets (sorted, each in `1..<count`): one cut at a point the bytes choose, byte by byte, and
    /// pieces of 1 to 8 units whose sizes the bytes choose. Whole (no cut) is the caller's reference.
    static func plans(count: Int, seed bytes: some Sequence<UInt8>) -> [[Int]] {
        guard count > 1 else { return [] }
        var state = fnv1a(bytes) | 1
        func next() -> UInt64 {
            // xorshift64, as ByteSplits.irregular uses.
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        let single = [Int(next() % UInt64(count - 1)) + 1]
        var irregular: [Int] = []
        var offset = Int(next() % 8) + 1
        while offset < count {
            irregular.append(offset)
            offset += Int(next() % 8) + 1
        }
        return [single, Array(1..<count), irregular]
    }

    /// Requires `read` to make of `elements` in every plan's pieces what it makes of them whole; `context` names
    /// the case in the message. Returns the whole outcome, for the target's other checks.
    @discardableResult
    static func requireSameWhole<Element, Outcome: Equatable>(
        _ elements: [Element], seed bytes: [UInt8], context: String, _ read: ([ArraySlice<Element>]) -> Outcome
    ) -> Outcome {
        let whole = read([elements[...]])
        for plan in plans(count: elements.count, seed: bytes) {
            let split = read(pieces(elements, at: plan))
            require(split == whole, "\(context), cuts \(plan): \(split) != whole \(whole)")
        }
        return whole
    }

    /// The pieces of `elements` cut at `offsets`.
    static func pieces<Element>(_ elements: [Element], at offsets: [Int]) -> [ArraySlice<Element>] {
        var pieces: [ArraySlice<Element>] = []
        var start = 0
        for cut in offsets {
            pieces.append(elements[start..<cut])
            start = cut
        }
        pieces.append(elements[start...])
        return pieces
    }

    private static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}

/// The input as bytes.
func inputBytes(_ start: UnsafeRawPointer, _ count: Int) -> [UInt8] {
    Array(UnsafeRawBufferPointer(start: start, count: count))
}
