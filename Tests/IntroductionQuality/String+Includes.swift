import Foundation

extension String {
    /// Whether `needle` occurs in the string, byte for byte: a plain UTF-8 search, much faster than
    /// Foundation's locale-aware `contains` over the thousands of texts the harness reads.
    func includes(_ needle: String) -> Bool {
        guard !needle.isEmpty else { return true }
        return withCString { haystack in needle.withCString { strstr(haystack, $0) != nil } }
    }
}
