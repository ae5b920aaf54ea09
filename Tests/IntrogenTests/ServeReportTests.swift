import Foundation
import TestSupport
import Testing

extension EndToEndTests {
    /// `introgen serve` sends what the offline composer left out of the profile as section events before the text,
    /// through the shared resume log like every event; introgen's own client turns them back into the report, so
    /// `generate` and the terminal app pointed at a server say what they say offline.
    @Suite("introgen serve: what the text left out", .timeLimit(.minutes(2)))
    final class ServeReportTests {
        /// A line of poetry no grammar reads and no offline dictionary says in English.
        static let poem = "あのイーハトーヴォのすきとおった風。"
        /// The poem as the report names it: the part as typed, without the full stop that ended its sentence.
        static let reported = String(poem.dropLast())
        static let profile = ["--name", "Yuki", "--notes", poem, "--lang", "en"]

        /// Homes made by this test, removed when it ends.
        private var homes: [URL] = []

        deinit {
            for home in homes { try? FileManager.default.removeItem(at: home) }
        }

        func environment() throws -> [String: String] {
            let home = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-serve-report-\(UUID())")
            homes.append(home)
            for folder in ["config", "state", "data"] {
                try FileManager.default.createDirectory(
                    at: home.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            return [
                "HOME": home.path, "LANG": "C.UTF-8", "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            ]
        }

        /// Python: the profile with the poem, and the unused sections of a list of events.
        static let helpers = #"""
            POEM = ARGS[0]
            BODY = {"name": "Yuki", "notes": POEM, "language": "en"}

            def unused(events):
                return [json.loads(e["data"]) for e in events
                        if e["event"] == "section" and json.loads(e["data"])["section"] == "unused"]

            def check_unused(events):
                parts = unused(events)
                check(len(parts) == 1, "one unused part: %r" % parts)
                part = parts[0]
                check(set(part) == {"section", "field", "text", "reason", "code"}, "its keys: %r" % part)
                check(part["field"] == "notes" and part["text"] == POEM.rstrip("。"), "the notes as typed: %r" % part)
                check(part["code"] in ("not_understood", "not_sayable_in_english"), "a reason code: %r" % part)
                check(isinstance(part["reason"], str) and part["reason"], "a phrase: %r" % part)
                # Before the text: after the opening frame, before any frame with content and any other section.
                index = [i for i, e in enumerate(events) if e["event"] == "section"][0]
                check(json.loads(events[index]["data"])["section"] == "unused", "the first section is the report")
                check(all(f["content"] == "" for f in frames(events[:index])), "no text before it")
            """#

        @Test func theReportIsASectionEventBeforeTheTextAndResumesOnceThroughRedis() async throws {
            let redis = try await RedisServer()
            let arguments = ["--resume-store", redis.url, "--faults", "--speed", "0", "--seed", "5"]
            let a = try await ServeProcess(binary: IntrogenBinary.url, arguments: arguments)
            let b = try await ServeProcess(binary: IntrogenBinary.url, arguments: arguments)
            let output = try await ServePythonClient.run(
                Self.helpers + "\n" + #"""
                    B = int(ARGS[1])
                    _, r = request("POST", "/api/introduction/stream", BODY)
                    whole, _ = read_events(r)
                    check_unused(whole)
                    check(whole[1]["event"] == "section", "the report right after the opening frame")
                    # Cut right after the report on A; the rest comes from B, through Redis, with no report again.
                    _, r = request("POST", "/api/introduction/stream?cut=2", BODY)
                    first, _ = read_events(r)
                    check(len(first) == 2 and len(unused(first)) == 1, "cut after the report: %r" % first)
                    generation = first[-1]["id"].split(":")[0]
                    connection = http.client.HTTPConnection("127.0.0.1", B, timeout=30)
                    _, r = request("GET", "/api/introduction/stream/" + generation,
                                   headers={"Last-Event-ID": first[-1]["id"]}, connection=connection)
                    check(r.status == 200, "resumed on B: %d" % r.status)
                    rest, _ = read_events(r)
                    check(unused(rest) == [], "the report is not sent twice")
                    got = first + rest
                    check_unused(got)
                    check([e["data"] for e in got] == [e["data"] for e in whole], "the same events, once each")
                    check(frames(got)[-1]["status"] == "completed", "completed")
                    print("ok")
                    """#, port: a.port, arguments: [Self.poem, "\(b.port)"])
            #expect(output.status == 0, "\(output.stdout)\(output.stderr)\nA:\n\(a.log.suffix(2_000))")
        }

        @Test func generateThroughTheServerSaysWhatItSaysOffline() async throws {
            let server = try await ServeProcess(
                binary: IntrogenBinary.url, arguments: ["--speed", "0", "--seed", "5"])
            let environment = try environment()
            let offline = try await IntrogenBinary.run(
                ["generate", "--provider", "offline", "--seed", "5", "--format", "json"] + Self.profile,
                environment: environment)
            let served = try await IntrogenBinary.run(
                ["generate", "--provider", "service", "--url", server.url().absoluteString, "--format", "json"]
                    + Self.profile,
                environment: environment)
            #expect(served.status == 0, "\(served.stderr)\n\(server.log)")
            #expect(served.stdout == offline.stdout, "the same text and the same unused parts")
            #expect(served.stdout.contains(#""unused":[{"field":"notes""#))
            #expect(served.stderr == offline.stderr)
            #expect(served.stderr.hasPrefix("introgen: not used: notes “\(Self.reported)” — "), "\(served.stderr)")
        }
    }
}
