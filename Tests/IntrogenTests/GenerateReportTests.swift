import Foundation
import TestSupport
import Testing

extension EndToEndTests {
    /// `introgen generate` says what the text left out of the profile: a line per part on stderr, `unused` in its
    /// JSON, whether the offline composer wrote it or a service sent the report as section events.
    @Suite("introgen generate: what the text left out", .timeLimit(.minutes(1)))
    struct GenerateReportTests {
        /// A line of poetry no grammar reads and no offline dictionary says in English.
        static let poem = "あのイーハトーヴォのすきとおった風。"
        /// The poem as the report names it: the part as typed, without the full stop that ended its sentence.
        static let reported = String(poem.dropLast())
        static let profile = [
            "--name", "Yuki", "--notes", poem, "--lang", "en", "--provider", "offline", "--seed", "3",
        ]
        /// The reasons as a person reads them (`UnusedPart.Reason.phrase`).
        static let phrases = [
            "not understood", "can't be said in English offline; a model can",
            "can't be said in Japanese offline; a model can",
            "a request the offline composer can't carry out; a model can",
        ]

        static func lines(_ text: String) -> [String] {
            text.split(separator: "\n").map(String.init)
        }

        static func object(_ line: some StringProtocol) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }

        @Test func eachUnusedPartIsALineOnStderrAndTheTextDoesNotQuoteIt() async throws {
            let result = try await IntrogenBinary.run(
                ["generate"] + Self.profile, environment: IntrogenBinary.environment())
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(result.stdout.contains("Yuki"))
            #expect(!result.stdout.contains("イーハトーヴォ"), "never pasted into the English text")
            let lines = Self.lines(result.stderr)
            let notUsed = lines.filter { $0.hasPrefix("introgen: not used: ") }
            #expect(notUsed.count == 1, "\(result.stderr)")
            let lead = "introgen: not used: notes “\(Self.reported)” — "
            let line = try #require(notUsed.first)
            #expect(line.hasPrefix(lead), "\(line)")
            #expect(Self.phrases.contains(String(line.dropFirst(lead.count))), "\(line)")
            #expect(lines.count == 1, "nothing else on stderr when it is not a terminal: \(result.stderr)")
        }

        @Test func jsonAndPartialAddUnusedAfterThePartsAndOnlyWhenSomethingWasLeftOut() async throws {
            let json = try await IntrogenBinary.run(
                ["generate", "--format", "json"] + Self.profile, environment: IntrogenBinary.environment())
            #expect(json.status == 0, "stderr: \(json.stderr)")
            #expect(json.stdout.contains(#","bio":"#) && json.stdout.contains(#"","unused":[{"field":"notes","#))
            let object = try Self.object(json.stdout)
            let unused = try #require(object["unused"] as? [[String: String]])
            #expect(unused.count == 1)
            #expect(unused.first?["field"] == "notes")
            #expect(unused.first?["text"] == Self.reported)
            #expect(Self.phrases.contains(unused.first?["reason"] ?? ""), "\(unused)")
            #expect(Set(unused.first?.keys.map { $0 } ?? []) == ["field", "text", "reason"])
            #expect(json.stderr.contains("introgen: not used: notes"), "said on stderr whatever the format")

            let partial = try await IntrogenBinary.run(
                ["generate", "--format", "partial"] + Self.profile, environment: IntrogenBinary.environment())
            let lines = Self.lines(partial.stdout)
            #expect(lines.count > 3)
            #expect(lines.last.map { $0 + "\n" } == json.stdout, "the last line is the complete object")
            for line in lines {
                #expect((try Self.object(line)["unused"] as? [[String: String]]) == unused, "every line: \(line)")
            }

            // A profile the composer uses whole: no key at all, and the object is the parts alone, as before.
            let whole = try await IntrogenBinary.run(
                ["generate", "--format", "json", "--name", "Yuki", "--lang", "en", "--provider", "offline"],
                environment: IntrogenBinary.environment())
            #expect(whole.status == 0)
            #expect(!whole.stdout.contains("unused") && !whole.stdout.contains("shortfall"), "\(whole.stdout)")
            #expect(try Set(Self.object(whole.stdout).keys) == ["headline", "introduction", "highlights", "bio"])
            #expect(whole.stderr.isEmpty)
        }

        /// A service's `unused` and `shortfall` section events reach stderr and the JSON as the composer's report
        /// does; `jsonl` gets no frame of its own for them.
        @Test func aServicesReportIsSaidTheSameWay() async throws {
            let wire =
                Array(
                    ("event: section\ndata: {\"section\":\"unused\",\"field\":\"experience\",\"text\":\"glim glam\","
                        + "\"reason\":\"not understood\",\"code\":\"not_understood\"}\n\n"
                        + "event: section\ndata: {\"section\":\"shortfall\",\"text\":\"The profile holds enough for "
                        + "a short text only.\"}\n\n").utf8)
                + ServiceWire.body(["Hi, I'm Yuki."])
            try await withLoopbackServer({ _ in .eventStream([.send(wire)]) }) { server in
                let url = server.url("/api/introduction/stream").absoluteString
                let text = try await IntrogenBinary.run(
                    ["generate", "--provider", "service", "--url", url, "--name", "Yuki"],
                    environment: IntrogenBinary.environment())
                #expect(text.status == 0, "\(text.stderr)")
                #expect(text.stdout == "Hi, I'm Yuki.\n")
                #expect(
                    Self.lines(text.stderr) == [
                        "introgen: not used: experience “glim glam” — not understood",
                        "introgen: The profile holds enough for a short text only.",
                    ])
                let json = try await IntrogenBinary.run(
                    ["generate", "--provider", "service", "--url", url, "--name", "Yuki", "--format", "json"],
                    environment: IntrogenBinary.environment())
                #expect(
                    json.stdout
                        == #"{"headline":"","introduction":"Hi, I'm Yuki.","highlights":[],"bio":"","unused":"#
                        + #"[{"field":"experience","text":"glim glam","reason":"not understood"}],"#
                        + #""shortfall":"The profile holds enough for a short text only."}"# + "\n")
                let jsonl = try await IntrogenBinary.run(
                    ["generate", "--provider", "service", "--url", url, "--name", "Yuki", "--format", "jsonl"],
                    environment: IntrogenBinary.environment())
                #expect(
                    Self.lines(jsonl.stdout) == [
                        #"{"content":"Hi, I'm Yuki.","status":"in_progress","error":null}"#,
                        #"{"content":"","status":"completed","error":null}"#,
                    ])
            }
        }
    }
}
