/// Why a TLS test peer (certificates or the TLS proxy) could not be set up; the sentence says what to do.
public struct TLSTestPeerError: Error, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
