import Foundation

extension String {
    /// Whether `needle` occurs in the string, byte for byte: a plain UTF-8 search, much faster than
    /// Foundation's locale-aware `contains` over the thousands of texts the harness reads.
    func includes(_ needle: String) -> Bool {
        guard !needle.isEmpty else { return true }
        return withCString { haystack in needle.withCString { strstr(haystack, $0) != nil } }
    }

    /// Non-overlapping occurrences of `needle`, byte for byte.
    func occurrences(of needle: String) -> Int {
        guard !needle.isEmpty else { return 0 }
        let length = needle.utf8.count
        return withCString { haystack in
            needle.withCString { pattern in
                var count = 0
                var cursor = strstr(haystack, pattern)
                while let match = cursor {
                    count += 1
                    cursor = strstr(match + length, pattern)
                }
                return count
            }
        }
    }
}
