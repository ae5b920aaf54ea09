import IntroductionCore

/// What a client is told when its generation fails, and the kind `/metrics` counts it under.
///
/// The sentence is written for the person using the app, never the upstream's own words: a provider's body can
/// echo part of a key, the server's configuration, or text the server's operator should see and the app's user
/// should not. The operator gets the full ``SourceError`` sentence in the server's log instead.
package struct FailureSentence: Sendable, Equatable {
    /// One human sentence for the `error` field.
    package var sentence: String
    /// `rate_limited`, `unauthorized`, `shutdown`, …: the label of `introgen_failures_total`.
    package var kind: String

    /// The generation ended because the server is stopping.
    package static let shutdown = FailureSentence(
        sentence: "The server is shutting down; start the introduction again in a moment.", kind: "shutdown")

    /// The person stopped the generation (`DELETE /api/introduction/stream/<generation>`).
    package static let cancelled = FailureSentence(
        sentence: "The introduction was stopped before it was finished.", kind: "cancelled")

    /// Nobody resumed the generation within the resume window, so it was cancelled upstream.
    package static let abandoned = FailureSentence(
        sentence: "Nobody was reading this introduction any more, so the server stopped writing it.", kind: "abandoned")

    /// The instance writing the generation stopped without ending it (another instance, which was following it
    /// through the shared store, says so once the owner has been silent and missing for a while).
    package static let lost = FailureSentence(
        sentence: "This introduction was lost with the server that was writing it; start the introduction again.",
        kind: "lost")

    /// The shared store stayed unreachable while this instance followed a generation another one writes.
    package static let storeUnreachable = FailureSentence(
        sentence: "The server lost touch with the record of this introduction that servers share; start it again.",
        kind: "store_unreachable")

    /// The generation needed more events than the server keeps for one.
    package static func tooLong(maxEvents: Int) -> FailureSentence {
        FailureSentence(
            sentence: "The introduction grew past the \(maxEvents) events the server keeps for one, so it was stopped.",
            kind: "too_long")
    }

    /// The source ended without its completion marker.
    package static let truncated = sentence(for: SourceError.truncated)

    /// The sentence for a source's failure.
    package static func sentence(for error: any Error) -> FailureSentence {
        guard let error = error as? SourceError else {
            return FailureSentence(sentence: "The server could not write the introduction.", kind: "other")
        }
        let kind = snakeCase(error.code.description)
        switch error.code {
        case .unauthorized:
            return FailureSentence(
                sentence: "The server's model provider refused its credentials; the server's operator must fix them.",
                kind: kind)
        case .rateLimited:
            return FailureSentence(
                sentence: "The server's model provider is limiting its requests; try again in a minute.", kind: kind)
        case .connectTimeout, .cannotConnect, .hostNotFound, .connectionRefused, .untrustedCertificate,
            .secureConnection, .proxy, .idleTimeout, .connectionLost:
            return FailureSentence(
                sentence: "The server could not reach its model provider; try again in a moment.", kind: kind)
        default:
            return FailureSentence(
                sentence: "The server's model provider could not write the introduction; try again in a moment.",
                kind: kind)
        }
    }

    /// `rateLimited` as `rate_limited`.
    private static func snakeCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result += "_" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}
