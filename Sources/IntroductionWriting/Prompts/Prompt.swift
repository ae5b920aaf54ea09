/// The messages an LLM source sends: a system message with the rules and a user message with the profile.
///
/// OpenAI-compatible sources send ``messages``; Anthropic sends ``system`` separately and
/// ``user`` as the only message.
public struct Prompt: Sendable, Equatable {
    /// One chat message.
    public struct Message: Sendable, Equatable, Codable {
        /// "system" or "user".
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

    /// A prompt from its system instructions and the user message carrying the profile.
    public init(system: String, user: String) {
        self.system = system
        self.user = user
    }

    /// The system message followed by the user message.
    public var messages: [Message] {
        [Message(role: "system", content: system), Message(role: "user", content: user)]
    }
}
