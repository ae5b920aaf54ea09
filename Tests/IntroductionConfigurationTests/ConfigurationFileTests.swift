import Foundation
import IntroductionConfiguration
import IntroductionCore
import Testing

/// A configuration file that cannot be read is said in one sentence of ours: where a syntax error is, as an editor
/// numbers it, or which key holds a value of another type. Never the JSON library's words.
@Suite("Configuration file errors")
struct ConfigurationFileTests {
    let home: URL
    var file: URL { home.appendingPathComponent(".config/introgen/config.json") }

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    }

    /// The sentence loading a file holding `json` fails with.
    func refusal(_ json: String) throws -> String {
        try Data(json.utf8).write(to: file)
        let error = try #require(throws: SourceError.self) {
            try ConfigurationLoader(environment: [:], home: home).load()
        }
        #expect(error.code == .invalidConfiguration)
        return error.description
    }

    @Test(arguments: [
        (
            "{\n  \"provider\": \"openai\",\n  \"model\": \"x\" \"speed\": 3\n}",
            "line 3, column 16: expected ',' or '}', found '\"'"
        ),
        ("{ not json", "line 1, column 3: expected a key or '}', found 'n'"),
        ("{\"model\": \"llama3\",\n", "line 2, column 1: the text ends before a key in quotes"),
        ("{\"provider\": \"オフライン\" x}", "line 1, column 22: expected ',' or '}', found 'x'"),
        ("", "line 1, column 1: the text ends before a value"),
    ])
    func aSyntaxErrorIsPlacedByLineAndColumn(json: String, place: String) throws {
        #expect(try refusal(json) == "The configuration file \(file.path) is not valid JSON at \(place).")
    }

    @Test(arguments: [
        (#"{"speed": "fast"}"#, #""speed" should be a number"#),
        (#"{"provider": 3}"#, #""provider" should be a string"#),
        (#"{"for": ["meetup"]}"#, #""for" should be a string"#),
        (#"{"headers": {"X-Trace": 1}}"#, #""headers.X-Trace" should be a string"#),
        (#"{"headers": "X-Trace: 1"}"#, #""headers" should be an object"#),
        (#"{"serve": {"port": "8080"}}"#, #""serve.port" should be a whole number"#),
        (#"{"serve": {"port": 80.5}}"#, #""serve.port" should be a whole number"#),
        (#"{"serve": {"drain": true}}"#, #""serve.drain" should be a number"#),
        (#"{"serve": 1}"#, #""serve" should be an object"#),
    ])
    func aValueOfAnotherTypeIsNamedByItsKey(json: String, sentence: String) throws {
        #expect(try refusal(json) == "The configuration file \(file.path): \(sentence).")
    }

    @Test func aFileThatIsNotAnObjectSaysWhatItShouldHold() throws {
        #expect(
            try refusal("[1, 2]")
                == #"The configuration file \#(file.path) should hold one JSON object, like {"provider":"offline"}."#)
    }

    /// Null is absent, unknown keys are ignored, and blank strings count as unset, as before.
    @Test func nullUnknownKeysAndBlanksAreLeftOut() throws {
        try Data(#"{"provider": null, "model": "  ", "colour": 3, "serve": {"port": null}}"#.utf8).write(to: file)
        let configuration = try ConfigurationLoader(environment: [:], home: home).load()
        #expect(configuration.provider == .offline)
        #expect(configuration.model == nil)
    }

    @Test(arguments: ["{", "{\"a\":", "[1,,2]", "{\"speed\": \"x\"}", "{\"a\": 1}}", "\"text\"", "{\"a\": \"\\q\"}"])
    func noSentenceEndsInADoubledFullStop(json: String) throws {
        let sentence = try refusal(json)
        #expect(sentence.hasSuffix("."))
        #expect(!sentence.hasSuffix(".."), "\(sentence)")
    }
}
