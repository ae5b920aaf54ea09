import Glibc

extension String {
    /// Whether `needle` occurs in the string, byte for byte (exact, case-sensitive).
    ///
    /// A plain UTF-8 byte search: a match of whole UTF-8 sequences is a match of the characters, and unlike
    /// Foundation's `contains` it does no locale-aware folding, which made the composer's checks slow.
    package func includes(_ needle: String) -> Bool {
        guard !needle.isEmpty else { return true }
        return withCString { haystack in needle.withCString { strstr(haystack, $0) != nil } }
    }
}
