/// A request to turn a shown version into a new one by a plain instruction: "shorter", "more formal",
/// "mention my blog at ada.dev", 「日本語で」.
///
/// The instruction is data, like the profile: a model receives it inside the same kind of tags, and nothing in it
/// changes the rules. A source that cannot carry out an instruction says so before anything is written
/// (``IntroductionSource/refining(_:)``).
public struct Refinement: Sendable, Equatable {
    /// What the person asked for, as typed (trimmed).
    public var instruction: String
    /// The version being refined, as it was shown; empty for a version restored from disk, which keeps only the
    /// instruction for its mark.
    public var previous: Introduction

    /// The longest instruction taken, in characters: a sentence or two, not a second profile.
    public static let instructionLimit = 500

    /// A refinement of `previous` by `instruction`.
    public init(instruction: String, previous: Introduction = Introduction()) {
        self.instruction = instruction
        self.previous = previous
    }

    /// Why `instruction` cannot be taken, as one sentence; nil when it can. An empty one asks for nothing.
    public static func problem(with instruction: String) -> String? {
        let count = instruction.count
        guard count > instructionLimit else { return nil }
        return "An instruction holds at most \(instructionLimit) characters (this one has \(count)):"
            + " say what to change in a sentence or two."
    }
}
