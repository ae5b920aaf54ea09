import ProfileReading

/// The messages an LLM source sends: a system message with the rules and a user message with the profile; for a
/// refinement, then the refined version as the model's own answer and the instruction as the last user turn.
///
/// OpenAI-compatible sources send ``messages``; Anthropic sends ``system`` separately and ``conversation`` as its
/// messages.
public struct Prompt: Sendable, Equatable {
    /// One chat message.
    public struct Message: Sendable, Equatable, Codable {
        /// "system", "user" or "assistant".
        public var role: String
        /// The message text.
        public var content: String

        /// One chat message.
        public init(role: String, content: String) {
            self.role = role
            self.content = content
        }
    }

    /// Every rule of a good introduction, with the chosen language, tone and length.
    public var system: String
    /// Every filled field of the profile, and nothing for the empty ones.
    public var user: String
    /// For a refinement: the version being refined, as the assistant's answer to ``user``.
    public var previous: String?
    /// For a refinement: the user turn holding the instruction (inside its tags).
    public var instruction: String?

    /// A prompt from its system instructions and the user message carrying the profile, and for a refinement the
    /// earlier answer and the instruction.
    public init(system: String, user: String, previous: String? = nil, instruction: String? = nil) {
        self.system = system
        self.user = user
        self.previous = previous
        self.instruction = instruction
    }

    /// The turns after the system message: the profile, and for a refinement the earlier answer and the instruction.
    public var conversation: [Message] {
        var turns = [Message(role: "user", content: user)]
        if let previous, let instruction {
            turns.append(Message(role: "assistant", content: previous))
            turns.append(Message(role: "user", content: instruction))
        }
        return turns
    }

    /// The system message followed by the ``conversation``.
    public var messages: [Message] {
        [Message(role: "system", content: system)] + conversation
    }
}
