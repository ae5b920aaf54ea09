import EventStream
import FoundationEssentials
import IntroductionCore
import TextBasics

/// What a source knows about its request that makes a transport failure's sentence actionable:
/// the URL tried, where the key comes from, the provider's likely 404 fix, the idle limit.
struct FailureWording: Sendable {
    var url: String
    var keyVariable: String?
    /// The key that was sent, if any: scrubbed from server text (some servers echo it back).
    var apiKey: String?
    /// The header that carries the key (`Authorization`, `x-api-key`); when the configured headers
    /// set it themselves, a refusal is about that value, not a missing key.
    var keyHeader: String
    var headers: [String: String]
    var notFoundHint: String?
    var idleTimeout: Duration?

    /// No key was sent at all, in the key's own header or in one the configuration set.
    var keyMissing: Bool {
        apiKey == nil && !headers.keys.contains { $0.equalsIgnoringCase(keyHeader) }
    }

    /// The person-facing error for `error`; `CancellationError` and `SourceError` pass through.
    func sourceError(for error: any Error) -> any Error {
        guard let error = error as? EventStreamError else { return error }
        return SourceError(
            error,
            url: url,
            keyVariable: keyVariable,
            keyMissing: keyMissing,
            notFoundHint: notFoundHint,
            idleTimeout: idleTimeout,
            redacting: apiKey
        )
    }
}
