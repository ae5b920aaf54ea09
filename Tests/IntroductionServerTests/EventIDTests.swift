import IntroductionServer
import Testing

@Suite("Event ids")
struct EventIDTests {
    @Test func anIDReadsBackAsItsGenerationAndSequence() throws {
        let id = try #require(EventID("abc123:42"))
        #expect(id.generation.text == "abc123")
        #expect(id.sequence == 42)
        #expect(id.description == "abc123:42")
    }

    @Test(arguments: ["", "abc", "abc:", ":3", "abc:-1", "abc:x", "a b:3", "abc:3:4x"])
    func malformedIDsAreRefused(text: String) {
        #expect(EventID(text) == nil)
    }

    @Test func randomGenerationsAreTwentyFourHexDigitsAndDiffer() {
        let ids = (0..<100).map { _ in GenerationID.random().text }
        #expect(Set(ids).count == 100)
        #expect(ids.allSatisfy { $0.count == 24 && $0.allSatisfy(\.isHexDigit) })
    }
}
