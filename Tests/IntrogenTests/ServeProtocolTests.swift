import Foundation
import TestSupport
import Testing

extension EndToEndTests {
    /// `introgen serve` as the real binary, spoken to by an independent client (Python's `http.client`): the
    /// protocol's events and ids, resume exactly once, the fault modes, the limits, health and metrics.
    @Suite("introgen serve: the protocol, from an independent client", .timeLimit(.minutes(2)))
    struct ServeProtocolTests {
        static func serve(_ arguments: [String] = ["--faults", "--speed", "0"]) async throws -> ServeProcess {
            try await ServeProcess(binary: IntrogenBinary.url, arguments: arguments)
        }

        static func expectPasses(_ output: ChildProcess.Output, _ server: ServeProcess) {
            #expect(output.status == 0, "\(output.stdout)\(output.stderr)\nserver:\n\(server.log)")
        }

        @Test func everyEventHasAnIDAndTheStreamOpensAndEndsAsTheProtocolSays() async throws {
            let server = try await Self.serve()
            let output = try await ServePythonClient.run(
                #"""
                c, r = request("POST", "/api/introduction/stream", PROFILE)
                check(r.status == 200, "status %d" % r.status)
                check(r.getheader("Content-Type") == "text/event-stream", r.getheader("Content-Type"))
                events, broken = read_events(r)
                check(not broken, "the stream ends cleanly")
                generation = events[0]["id"].split(":")[0]
                check(len(generation) == 24, "a generation id: " + generation)
                check([e["id"] for e in events] == ["%s:%d" % (generation, n) for n in range(1, len(events) + 1)],
                      "ids <generation>:<sequence> from 1, one per event")
                f = frames(events)
                check(f[0] == {"content": "", "status": "in_progress", "error": None}, "the first frame: %r" % f[0])
                check(f[-1] == {"content": "", "status": "completed", "error": None}, "the last frame: %r" % f[-1])
                check(all(x["status"] == "in_progress" and x["error"] is None for x in f[:-1]), "in progress between")
                text = "".join(x["content"] for x in f)
                check(text.startswith("H") and "Ada" in text, "the introduction: " + text)
                sections = [json.loads(e["data"]) for e in events if e["event"] == "section"]
                check({s["section"] for s in sections} == {"headline", "highlights", "bio"}, "sections: %r" % sections)
                check(all("content" not in s and "status" not in s for s in sections),
                      "a client reading every event as a frame finds nothing to append in a section")
                # The same generation again, from its start and after an event, over GET.
                _, again = request("GET", "/api/introduction/stream/" + generation)
                replay, _ = read_events(again)
                check(replay == events, "GET replays the generation")
                _, rest = request("GET", "/api/introduction/stream/" + generation,
                                  headers={"Last-Event-ID": events[4]["id"]})
                after, _ = read_events(rest)
                check(after == events[5:], "GET with Last-Event-ID sends every later event once")
                print("ok", len(events))
                """#, port: server.port)
            Self.expectPasses(output, server)
            server.signal(SIGTERM)
            #expect(await server.wait() == 0)
        }

        @Test func aClientResumingAfterEveryCutGetsEachEventExactlyOnce() async throws {
            let server = try await Self.serve()
            let output = try await ServePythonClient.run(
                #"""
                got, cursor, connections = [], None, 0
                while connections < 20:
                    connections += 1
                    headers = {"Last-Event-ID": cursor} if cursor else {}
                    _, r = request("POST", "/api/introduction/stream?cut=2,5,9,13", PROFILE, headers)
                    check(r.status == 200, "status %d" % r.status)
                    events, _ = read_events(r)
                    got += events
                    if events:
                        cursor = events[-1]["id"]
                    # As an EventSource does, any end before the last frame means: reconnect from the cursor.
                    if frames(got) and frames(got)[-1]["status"] != "in_progress":
                        break
                check(connections == 5, "four cuts, five connections: %d" % connections)
                ids = [e["id"] for e in got]
                check(len(ids) == len(set(ids)), "no event twice")
                generation = ids[0].split(":")[0]
                check(ids == ["%s:%d" % (generation, n) for n in range(1, len(ids) + 1)], "no event lost")
                check(frames(got)[-1]["status"] == "completed", "the stream completes")
                _, whole = request("GET", "/api/introduction/stream/" + generation)
                check(read_events(whole)[0] == got, "what arrived in pieces is the generation")
                print("ok")
                """#, port: server.port)
            Self.expectPasses(output, server)
        }

        @Test func theFaultModesStallAndDropIDsAndNeedTheFlag() async throws {
            let server = try await Self.serve()
            let output = try await ServePythonClient.run(
                #"""
                _, r = request("POST", "/api/introduction/stream?drop_ids=1&stall_ms=20", PROFILE)
                events, broken = read_events(r)
                check(not broken and len(events) > 5, "all events arrive")
                check(all(e["id"] == "" for e in events), "no ids: %r" % events[:2])
                check(frames(events)[-1]["status"] == "completed", "completed")
                _, bad = request("POST", "/api/introduction/stream?cut=zero", PROFILE)
                check(bad.status == 400 and "?cut" in error_body(bad), "a fault it cannot read is a 400")
                print("ok")
                """#, port: server.port)
            Self.expectPasses(output, server)

            let plain = try await Self.serve(["--speed", "0"])
            let refused = try await ServePythonClient.run(
                #"""
                _, r = request("POST", "/api/introduction/stream?cut=3", PROFILE)
                check(r.status == 400, "status %d" % r.status)
                check("--faults" in error_body(r), "the sentence says how to turn them on")
                print("ok")
                """#, port: plain.port)
            Self.expectPasses(refused, plain)
        }

        @Test func badRequestsGetTheirStatusAndAJSONSentence() async throws {
            let server = try await Self.serve()
            let output = try await ServePythonClient.run(
                #"""
                _, r = request("POST", "/api/introduction/stream", json.dumps({"notes": "x" * 70000}).encode(),
                               {"Content-Type": "application/json"})
                check(r.status == 413, "413 for a body over 64 KiB: %d" % r.status)
                error_body(r)
                _, r = request("POST", "/api/introduction/stream", {"name": "Ada", "skills": 3})
                check(r.status == 400 and '"skills"' in error_body(r), "400 naming the field")
                _, r = request("POST", "/api/introduction/stream", {"name": "Ada", "language": "id"})
                check(r.status == 400 and "not Indonesian (id): ask for en or ja" in error_body(r),
                      "the offline composer refuses another language before anything streams")
                _, r = request("POST", "/api/introduction/stream", {"name": "n" * 201})
                check(r.status == 400 and error_body(r).startswith('"name" is too long'), "the form's limits")
                _, r = request("POST", "/api/introduction/stream", b'{"name": "Ada"', {"Content-Type": "application/json"})
                check(r.status == 400 and "not valid JSON" in error_body(r), "400 for bad JSON")
                _, r = request("POST", "/api/introduction/stream", b"name=Ada",
                               {"Content-Type": "application/x-www-form-urlencoded"})
                check(r.status == 415 and "application/json" in error_body(r), "415 for another type")
                _, r = request("GET", "/api/introduction/nowhere")
                check(r.status == 404, "404 for an unknown path")
                error_body(r)
                _, r = request("GET", "/api/introduction/stream")
                check(r.status == 405 and r.getheader("Allow") == "POST", "405 with Allow: POST")
                error_body(r)
                _, r = request("DELETE", "/healthz")
                check(r.status == 405 and r.getheader("Allow") == "GET, HEAD", "405 with Allow: GET, HEAD")
                error_body(r)
                _, r = request("GET", "/api/introduction/stream/0123456789abcdef01234567")
                check(r.status == 404 and "unknown or has expired" in error_body(r), "404 for an unknown generation")
                _, r = request("POST", "/api/introduction/stream", PROFILE, {"Last-Event-ID": "not an id"})
                check(r.status == 400 and "Last-Event-ID" in error_body(r), "400 for an id it never sent")
                _, r = request("GET", "/healthz")
                check(r.status == 200 and json.loads(r.read()) == {"status": "ok"}, "healthy")
                _, r = request("GET", "/metrics")
                page = r.read().decode()
                check(r.status == 200 and r.getheader("Content-Type").startswith("text/plain"), "metrics")
                for name in ["active_streams", "active_generations", "generations_total", "events_total",
                             "resumes_total", "sent_bytes_total"]:
                    check("# TYPE introgen_%s " % name in page, name)
                check('introgen_failures_total{kind="too_large"} 1' in page, "refusals counted by kind")
                check('introgen_failures_total{kind="unsupported_media_type"} 1' in page, page)
                check('introgen_failures_total{kind="unsupported_language"} 1' in page, page)
                print("ok")
                """#, port: server.port)
            Self.expectPasses(output, server)
        }

        @Test func pastMaxGenerationsANewOneIsA503WithRetryAfter() async throws {
            let server = try await Self.serve(["--max-generations", "1", "--speed", "2"])
            let output = try await ServePythonClient.run(
                #"""
                first, r1 = request("POST", "/api/introduction/stream", PROFILE)
                events, _ = read_events(r1, limit=1)
                check(len(events) == 1, "the first generation runs")
                _, r2 = request("POST", "/api/introduction/stream", PROFILE)
                check(r2.status == 503, "status %d" % r2.status)
                check(r2.getheader("Retry-After") == "5", "Retry-After: %r" % r2.getheader("Retry-After"))
                check("try again" in error_body(r2), "a sentence")
                first.close()
                print("ok")
                """#, port: server.port)
            Self.expectPasses(output, server)
        }
    }
}
