import EventStream
import IntroductionKit
import Testing

@Suite("Source errors")
struct SourceErrorTests {
    let url = "http://127.0.0.1:8080/chat/completions"

    func mapped(_ error: EventStreamError) -> SourceError {
        SourceError(error, url: url, keyVariable: "OPENAI_API_KEY")
    }

    @Test func transportFailuresBecomeActionableSentences() {
        let cases: [(EventStreamError, SourceError.Code, [String])] = [
            (EventStreamError(code: .badStatus, status: 401), .unauthorized, ["OPENAI_API_KEY", "401"]),
            (EventStreamError(code: .badStatus, status: 403), .unauthorized, ["OPENAI_API_KEY", "403"]),
            (EventStreamError(code: .badStatus, status: 404), .notFound, [url, "end in /v1?"]),
            (EventStreamError(code: .badStatus, status: 429, retryAfter: .seconds(20)), .rateLimited, ["wait 20 s"]),
            (
                EventStreamError(
                    code: .badStatus, status: 503, body: #"{"error":{"message":"overloaded","type":"x"}}"#), .server,
                ["503", "overloaded"]
            ),
            (
                EventStreamError(code: .badStatus, status: 400, body: #"{"error":{"message":"model 'x' not found"}}"#),
                .rejected, ["model 'x' not found"]
            ),
            (
                EventStreamError(code: .wrongContentType, status: 200, body: "<html>login</html>"), .unexpectedResponse,
                ["event stream"]
            ),
            (EventStreamError(code: .connectTimeout), .connectTimeout, ["127.0.0.1"]),
            (EventStreamError(code: .idleTimeout), .idleTimeout, ["stopped sending"]),
            (EventStreamError(code: .connectionLost), .connectionLost, ["regenerate"]),
            (EventStreamError(code: .reconnectsExhausted), .connectionLost, ["lost"]),
            (EventStreamError(code: .eventTooLarge), .eventTooLarge, ["larger"]),
            (EventStreamError(code: .invalidRequest, detail: "bad URL"), .invalidConfiguration, ["bad URL"]),
        ]
        for (input, code, fragments) in cases {
            let error = mapped(input)
            #expect(error.code == code, "\(input)")
            for fragment in fragments {
                #expect(error.description.contains(fragment), "\(error)")
            }
            expectOneSentence(error.description)
        }
    }

    @Test func everyCaseReadsAsOneSentence() {
        let errors: [SourceError] = [
            .unauthorized(variable: nil), .notFound(url: url, hint: nil), .rateLimited(wait: nil), .server(status: 500),
            .rejected(status: 422), .connectTimeout(), .idleTimeout(after: .seconds(30)), .connectionLost,
            .invalidFrame(excerpt: "{\"content\": \u{1B}[2J"), .truncated, .provider(message: "quota exceeded"),
            .unexpectedResponse(), .eventTooLarge, .fileAccess(path: "/tmp/x", detail: "it cannot be written"),
        ]
        for error in errors {
            expectOneSentence(error.description)
        }
        #expect(SourceError.idleTimeout(after: .seconds(30)).description.contains("30 s"))
    }

    @Test func serverTextIsMadePrintableAndShort() {
        let error = SourceError.invalidFrame(excerpt: "\u{1B}]52;c;evil\u{07}" + String(repeating: "x", count: 500))
        #expect(!error.description.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(error.description.count < 200)
    }

    func expectOneSentence(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!text.isEmpty, sourceLocation: sourceLocation)
        #expect(!text.contains("\n"), "\(text)", sourceLocation: sourceLocation)
        #expect(text.first?.isUppercase == true, "\(text)", sourceLocation: sourceLocation)
        #expect(
            text.last.map { ".?".contains($0) } == true || text.hasSuffix("exceeded"), "\(text)",
            sourceLocation: sourceLocation)
    }
}
