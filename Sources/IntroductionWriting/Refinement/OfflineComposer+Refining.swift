import ProfileReading
public import IntroductionCore

extension OfflineComposer {
    /// The request an offline refinement is written from: each instruction the composer understands
    /// (``OfflineInstruction``) changes the options or adds a wish to the notes; the seed stays, so the refined text is
    /// the same text changed. Throws `SourceError` (`.unsupportedInstruction`) for any other instruction, with what the
    /// composer understands and how to reach a model; nothing is written then.
    public func refining(_ request: IntroductionRequest) throws -> IntroductionRequest {
        guard let refinement = request.refinement else { return request }
        guard let instructions = OfflineInstruction.read(refinement.instruction) else {
            throw SourceError.unsupportedInstruction(Self.freeFormNeedsAModel)
        }
        var refined = request
        for instruction in instructions {
            if let problem = instruction.apply(to: &refined) { throw SourceError.unsupportedInstruction(problem) }
        }
        return refined
    }

    /// What the person reads when the composer cannot carry an instruction out.
    static let freeFormNeedsAModel =
        "The offline composer understands shorter, longer, more formal, friendlier, more casual, in English, 日本語で,"
        + " for an occasion (\"for a speaker bio\"), \"mention X\", \"don't mention X\" and fewer exclamation marks;"
        + " other instructions need a model: set OPENAI_API_KEY or ANTHROPIC_API_KEY, or --base-url and --model for a"
        + " local server."
}
