/// A lookup in a file of `key<TAB>value` lines sorted by the key's bytes, read in place.
///
/// A binary search over byte offsets: the probe's line is found by scanning back to the newline before it and
/// forward to the one after, so no index of line starts is built and nothing proportional to the file is allocated.
/// A lookup reads about log₂(lines) lines: 16 for 35,000. Keys compare as unsigned bytes, the order in which the
/// generator (`Tests/Lexicon/make_dictionary.py`) sorts them; a key is matched whole, never as a prefix.
struct SortedLines {
    private let bytes: UnsafeRawBufferPointer

    /// `bytes` must stay valid and unchanged while this value is used (the dictionary's are the executable's own).
    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The value on the line whose key is exactly `key`, or nil.
    func value(for key: some Collection<UInt8>) -> String? {
        var low = 0  // always the start of a line
        var high = bytes.count  // always the start of a line, or the end
        while low < high {
            let middle = low + (high - low) / 2
            let start = lineStart(before: middle, notBefore: low)
            let end = lineEnd(from: middle)
            let tab = keyEnd(from: start, to: end)
            switch compare(key, toBytesFrom: start, to: tab) {
            case .less: high = start
            case .greater: low = end == bytes.count ? end : end + 1
            case .equal:
                let value = UnsafeRawBufferPointer(rebasing: bytes[min(tab + 1, end)..<end])
                return String(decoding: value, as: UTF8.self)
            }
        }
        return nil
    }

    /// The first offset of the line holding `offset`: just after the newline before it, or `floor`, which is known
    /// to start a line.
    private func lineStart(before offset: Int, notBefore floor: Int) -> Int {
        var start = offset
        while start > floor, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }

    /// The offset of the newline that ends the line holding `offset`, or the end of the bytes.
    private func lineEnd(from offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return end
    }

    /// The offset of the tab that ends the key of the line `start..<end` (the line's end when it has none).
    private func keyEnd(from start: Int, to end: Int) -> Int {
        var tab = start
        while tab < end, bytes[tab] != UInt8(ascii: "\t") { tab += 1 }
        return tab
    }

    private enum Order { case less, equal, greater }

    /// How `key` orders against the bytes `start..<end`, as unsigned bytes, a prefix before what it begins.
    private func compare(_ key: some Collection<UInt8>, toBytesFrom start: Int, to end: Int) -> Order {
        var offset = start
        for byte in key {
            guard offset < end else { return .greater }
            let other = bytes[offset]
            if byte != other { return byte < other ? .less : .greater }
            offset += 1
        }
        return offset < end ? .less : .equal
    }
}
