/// Why a generation failed: the error as the source threw it, turned into words only where it is shown (the
/// status line, the sentence under the text, stderr), which also decide how much of it fits and sanitise it.
///
/// Two failures are equal when they say the same thing, so snapshots stay `Equatable`.
public struct GenerationFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the source threw: usually a ``SourceError``.
    public let error: any Error & Sendable

    /// A failure carrying `error`.
    public init(_ error: any Error & Sendable) {
        self.error = error
    }

    /// A failure known only by its sentence: restored from disk, where the error itself is not kept.
    package init(sentence: String) {
        self.init(Sentence(description: sentence))
    }

    /// The error's one human sentence (server text in it is not yet sanitised).
    public var description: String { String(describing: error) }

    /// The failure as a ``SourceError``, when it is one.
    public var sourceError: SourceError? { error as? SourceError }

    public static func == (lhs: GenerationFailure, rhs: GenerationFailure) -> Bool {
        lhs.description == rhs.description
    }
}

/// An error that is nothing but its sentence.
private struct Sentence: Error, CustomStringConvertible {
    let description: String
}
