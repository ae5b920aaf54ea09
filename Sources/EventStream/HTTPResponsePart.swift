public import FoundationEssentials

/// One piece of a streamed HTTP response, in wire order: exactly one `head`, then any number of `body`
/// pieces.
///
/// Body boundaries are whatever the network delivered and carry no meaning.
public enum HTTPResponsePart: Sendable, Equatable {
    /// The status and header fields; names are lowercased, repeated fields are joined with ", ".
    case head(status: Int, headers: [String: String])
    /// The next bytes of the (decoded, de-chunked) body.
    case body(Data)
}
