/// Ways to cut a byte string into pieces at awkward places, for drip-feeding parsers and servers.
///
/// Every function returns pieces that concatenate back to the input; a consumer that is correct must
/// produce the same result for every plan.
public enum ByteSplits {
    /// Pieces of at most `size` bytes (`size` 1 is byte by byte).
    public static func every(_ size: Int, _ bytes: [UInt8]) -> [[UInt8]] {
        precondition(size > 0, "piece size must be positive")
        return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
    }

    /// Pieces cut at these offsets (sorted, deduplicated, clamped to the input; empty pieces dropped).
    public static func at(_ offsets: [Int], _ bytes: [UInt8]) -> [[UInt8]] {
        let cuts = Set(offsets.filter { $0 > 0 && $0 < bytes.count }).sorted()
        var pieces: [[UInt8]] = []
        var start = 0
        for cut in cuts {
            pieces.append(Array(bytes[start..<cut]))
            start = cut
        }
        if start < bytes.count || pieces.isEmpty { pieces.append(Array(bytes[start...])) }
        return pieces
    }

    /// Offsets that fall inside a multi-byte UTF-8 character (between its lead and continuation bytes).
    public static func insideCharacters(_ bytes: [UInt8]) -> [Int] {
        bytes.indices.dropFirst().filter { bytes[$0] & 0xC0 == 0x80 }
    }

    /// Offsets between a CR and the LF after it (a CRLF line ending split across reads).
    public static func insideCRLF(_ bytes: [UInt8]) -> [Int] {
        bytes.indices.dropFirst().filter { bytes[$0 - 1] == 13 && bytes[$0] == 10 }
    }

    /// Every way to cut the input into two pieces.
    public static func allTwoPieceSplits(_ bytes: [UInt8]) -> [[[UInt8]]] {
        (1..<max(1, bytes.count)).map { at([$0], bytes) }
    }

    /// Pieces of varying, deterministic pseudo-random sizes in `1...maxSize` (same seed, same pieces).
    public static func irregular(_ bytes: [UInt8], maxSize: Int = 7, seed: UInt64 = 0x5EED) -> [[UInt8]] {
        precondition(maxSize > 0, "piece size must be positive")
        var random = TestRandom(seed: seed)
        var pieces: [[UInt8]] = []
        var start = 0
        while start < bytes.count {
            let size = Int(random.next() % UInt64(maxSize)) + 1
            pieces.append(Array(bytes[start..<min(start + size, bytes.count)]))
            start += size
        }
        return pieces
    }

    /// A set of awkward plans at once: whole, byte by byte, irregular, and cut inside every multi-byte
    /// character and every CRLF.
    public static func awkward(_ bytes: [UInt8]) -> [[[UInt8]]] {
        [[bytes], every(1, bytes), irregular(bytes), at(insideCharacters(bytes) + insideCRLF(bytes), bytes)]
    }
}
