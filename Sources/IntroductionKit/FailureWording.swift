import EventStream
import Foundation

/// What a source knows about its request that makes a transport failure's sentence actionable:
/// the URL tried, where the key comes from, the provider's likely 404 fix, the idle limit.
struct FailureWording: Sendable {
    var url: String
    var keyVariable: String?
    /// The key that was sent, if any: scrubbed from server text (some servers echo it back).
    var apiKey: String?
    var notFoundHint: String?
    var idleTimeout: Duration?

    /// The person-facing error for `error`; `CancellationError` and `SourceError` pass through.
    func sourceError(for error: any Error) -> any Error {
        guard var error = error as? EventStreamError else { return error }
        if let key = apiKey, !key.isEmpty, let body = error.body {
            error.body = body.replacingOccurrences(of: key, with: Configuration.masked(key))
        }
        return SourceError(
            error,
            url: url,
            keyVariable: keyVariable,
            keyMissing: apiKey?.isEmpty ?? true,
            notFoundHint: notFoundHint,
            idleTimeout: idleTimeout
        )
    }
}
