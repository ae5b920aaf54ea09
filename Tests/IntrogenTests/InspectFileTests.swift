import Foundation
import TestSupport
import Testing

@Suite("introgen inspect on captures")
struct InspectFileTests {
    @Test func captureOnStdinPrintsOneJSONObjectPerEventAndRetry() async throws {
        let capture =
            "\u{FEFF}: comment\r\nretry: 250\nid: 1\nevent: add\ndata: {\"a\":1}\ndata: こんにちは\n\ndata: no id change\n\nid\ndata: reset\n\ndata: dropped"
        let result = try await IntrogenBinary.run(["inspect"], input: Data(capture.utf8))
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                {"retry":250}
                {"event":"add","data":"{\\"a\\":1}\\nこんにちは","id":"1"}
                {"event":"message","data":"no id change","id":"1"}
                {"event":"message","data":"reset","id":""}

                """)
    }

    @Test func captureFileIsReadByPath() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString).sse")
        try Data("data: from file\n\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await IntrogenBinary.run(["inspect", file.path])
        #expect(result.stdout == "{\"event\":\"message\",\"data\":\"from file\",\"id\":\"\"}\n")
    }

    @Test func missingFileFailsWithExitOne() async throws {
        let result = try await IntrogenBinary.run(["inspect", "/nonexistent/capture.sse"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot open /nonexistent/capture.sse"))
    }

    @Test func unknownOptionIsAUsageError() async throws {
        let result = try await IntrogenBinary.run(["inspect", "--frobnicate"])
        #expect(result.status == 2)
        #expect(result.stderr == "introgen: unknown option --frobnicate. See 'introgen inspect --help'.\n")
    }

    @Test func oversizedEventFailsWithExitOneAfterEarlierEvents() async throws {
        let capture = "data: small\n\ndata: " + String(repeating: "x", count: 5_000) + "\n\n"
        let result = try await IntrogenBinary.run(["inspect", "--max-event-size", "1000"], input: Data(capture.utf8))
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix(#"{"event":"message","data":"small","id":""}"#))
        #expect(result.stderr.contains("larger than the allowed maximum"))
    }

    @Test func helpExitsZero() async throws {
        let result = try await IntrogenBinary.run(["inspect", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("usage: introgen inspect"))
    }
}
