import EventStream
import IntroductionCore
import IntroductionProviders
import Testing

/// The chat-completion frame decoder on top of the JSON paths: content, usage and errors from complete frames.
@Suite("Chat completions decoder")
struct ChatCompletionsDecoderTests {
    @Test func theChatDecoderReadsContentUsageAndErrorsFromFrames() throws {
        var decoder = ChatCompletionsDecoder()
        let content = try decoder.decode(ServerSentEvent(data: #"{"choices":[{"index":0,"delta":{"content":"Hi"}}]}"#))
        #expect(content.chunk?.content == "Hi")
        let usage = try decoder.decode(ServerSentEvent(data: #" {"choices":[],"usage":{"completion_tokens":7.0}} "#))
        #expect(usage.chunk?.outputTokens == 7)
        #expect(try decoder.decode(ServerSentEvent(data: "[DONE]")).chunk?.outputTokens == 7)
        let failure = try decoder.decode(ServerSentEvent(data: #"{"error":"overloaded"}"#))
        #expect(failure.failure == .provider(message: "overloaded"))
        #expect(try decoder.decode(ServerSentEvent(data: #"{"error":{},"choices":[]}"#)) == .nothing)
        let otherChoice = try decoder.decode(
            ServerSentEvent(data: #"{"choices":[{"index":1,"delta":{"content":"x"}}]}"#))
        #expect(otherChoice == .nothing)
    }

    @Test(arguments: [
        #"{"choices":[{"delta":{"content":5}}]}"#, #"{"choices":"none"}"#, #"{"usage":{"completion_tokens":"7"}}"#,
        #"{"usage":{"completion_tokens":7.5}}"#, #"{"error":42}"#, #"{"choices":[{"index":"0"}]}"#,
        #"{"choices":[{"delta":{"content":"unterminated}}]}"#,
    ])
    func theChatDecoderCallsAFrameOfTheWrongShapeInvalid(data: String) throws {
        var decoder = ChatCompletionsDecoder()
        let error = try #require(throws: SourceError.self) { try decoder.decode(ServerSentEvent(data: data)) }
        #expect(error.code == .invalidFrame)
        #expect("\(error)".contains(String(data.prefix(12))))
    }
}
