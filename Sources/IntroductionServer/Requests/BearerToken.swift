/// The token a request must carry as `Authorization: Bearer <token>`, compared in constant time.
package struct BearerToken: Sendable {
    private let expected: [UInt8]

    package init(_ token: String) {
        expected = Array(token.utf8)
    }

    /// Whether `authorization` (the header's value, nil when absent) carries the token.
    ///
    /// The time taken depends on the length of what was sent, never on how much of it matches: every byte is
    /// compared, differences are gathered with OR, and a length mismatch is folded in the same way, so a guesser
    /// learns nothing from timing.
    package func accepts(_ authorization: String?) -> Bool {
        guard let authorization else { return false }
        let bytes = Array(authorization.utf8)
        let scheme = Array("Bearer ".utf8)
        guard bytes.count > scheme.count,
            zip(bytes[..<scheme.count], scheme).allSatisfy({ ($0 | 0x20) == ($1 | 0x20) })
        else { return false }
        let sent = bytes[scheme.count...]
        var difference = UInt8(sent.count == expected.count ? 0 : 1)
        for (index, byte) in sent.enumerated() {
            difference |= byte ^ expected[index % max(1, expected.count)]
        }
        return difference == 0 && !expected.isEmpty
    }
}
