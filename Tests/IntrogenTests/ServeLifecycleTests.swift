import Foundation
import TestSupport
import Testing

extension EndToEndTests {
    /// `introgen serve` starting, refusing to start, checking tokens, forgetting generations and stopping.
    @Suite("introgen serve: access, expiry and shutdown", .timeLimit(.minutes(2)))
    final class ServeLifecycleTests {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-serve-life-\(UUID())")

        init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }

        func tokenFile(_ token: String, mode: Int) throws -> String {
            let file = folder.appendingPathComponent("token-\(mode)")
            try Data((token + "\n").utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
            return file.path
        }

        func environment() -> [String: String] {
            [
                "HOME": folder.path, "LANG": "C.UTF-8", "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
                "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
                "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            ]
        }

        @Test func sigtermLetsRunningStreamsDrainThenEndsThemWithAFailedEventAndExitsZero() async throws {
            let server = try await ServeProcess(
                binary: IntrogenBinary.url, arguments: ["--speed", "3", "--drain", "1"])
            let output = try await ServePythonClient.run(
                #"""
                keep = connect()
                _, health = request("GET", "/healthz", connection=keep)
                check(health.status == 200 and json.loads(health.read()) == {"status": "ok"}, "ok before")
                _, stream = request("POST", "/api/introduction/stream", PROFILE)
                first, _ = read_events(stream, limit=2)
                os.kill(int(ARGS[0]), signal.SIGTERM)
                # A request on a connection that was already open: the server is draining.
                for attempt in range(200):
                    _, health = request("GET", "/healthz", connection=keep)
                    body = json.loads(health.read())
                    if health.status == 503:
                        break
                    time.sleep(0.02)
                check(health.status == 503 and body == {"status": "not ready"}, "not ready while stopping")
                _, late = request("POST", "/api/introduction/stream", PROFILE, connection=keep)
                check(late.status == 503 and late.getheader("Retry-After"), "no new generation while stopping")
                late.read()
                rest, _ = read_events(stream)
                last = frames(first + rest)[-1]
                check(last["status"] == "failed", "ended as failed: %r" % last)
                check("shutting down" in last["error"], last["error"])
                refused = False
                try:
                    request("GET", "/healthz")
                except OSError:
                    refused = True
                check(refused, "no new connection once stopping")
                print("ok")
                """#, port: server.port, arguments: ["\(server.pid)"])
            #expect(output.status == 0, "\(output.stdout)\(output.stderr)\n\(server.log)")
            #expect(await server.wait() == 0)
            #expect(server.log.contains("introgen serve: stopping"))
            #expect(server.log.hasSuffix("introgen serve: stopped\n"), "\(server.log)")
        }

        @Test func withATokenEveryRequestButTheHealthCheckNeedsIt() async throws {
            let token = "tok-\(UUID().uuidString)"
            let server = try await ServeProcess(
                binary: IntrogenBinary.url,
                arguments: ["--speed", "0", "--token-file", try tokenFile(token, mode: 0o600)])
            #expect(server.log.contains("clients must send Authorization: Bearer"))
            #expect(!server.log.contains(token))
            let output = try await ServePythonClient.run(
                #"""
                token = ARGS[0]
                for headers in [{}, {"Authorization": "Bearer wrong"}, {"Authorization": token}]:
                    _, r = request("POST", "/api/introduction/stream", PROFILE, headers)
                    check(r.status == 401, "401 without the token: %d" % r.status)
                    check(r.getheader("WWW-Authenticate") == "Bearer", "says the scheme")
                    check(error_body(r) == "unauthorized", "no detail")
                _, r = request("GET", "/metrics")
                check(r.status == 401, "metrics need it too")
                _, r = request("GET", "/healthz")
                check(r.status == 200, "the health check does not")
                _, r = request("POST", "/api/introduction/stream", PROFILE, {"Authorization": "Bearer " + token})
                events, _ = read_events(r)
                check(r.status == 200 and frames(events)[-1]["status"] == "completed", "streams with it")
                print("ok")
                """#, port: server.port, arguments: [token])
            #expect(output.status == 0, "\(output.stdout)\(output.stderr)\n\(server.log)")
            #expect(!server.log.contains(token), "the token is never logged")
        }

        @Test func aReachableAddressNeedsATokenOrNoAuthSaidExplicitly() async throws {
            let refused = try await IntrogenBinary.run(
                ["serve", "--host", "0.0.0.0", "--port", "0"], environment: environment())
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("--token-file FILE"), "\(refused.stderr)")
            #expect(refused.stderr.contains("--no-auth"))

            let shared = try await IntrogenBinary.run(
                ["serve", "--host", "0.0.0.0", "--port", "0", "--token-file", try tokenFile("abc", mode: 0o644)],
                environment: environment())
            #expect(shared.status == 1)
            #expect(shared.stderr.contains("chmod 600"), "\(shared.stderr)")

            let open = try await ServeProcess(
                binary: IntrogenBinary.url, arguments: ["--host", "0.0.0.0", "--no-auth", "--speed", "0"])
            #expect(open.log.contains("--no-auth: anyone who can reach 0.0.0.0"), "\(open.log)")
        }

        @Test func aFinishedGenerationIsForgottenAfterTheResumeWindow() async throws {
            let server = try await ServeProcess(
                binary: IntrogenBinary.url, arguments: ["--speed", "0", "--resume-window", "0.5"])
            let output = try await ServePythonClient.run(
                #"""
                _, r = request("POST", "/api/introduction/stream", PROFILE)
                events, _ = read_events(r)
                generation = events[0]["id"].split(":")[0]
                # Watched through /metrics: a GET of the generation would be a reader, and keep it.
                kept = None
                for attempt in range(300):
                    _, m = request("GET", "/metrics")
                    kept = [l for l in m.read().decode().splitlines() if l.startswith("introgen_kept_generations ")]
                    if kept == ["introgen_kept_generations 0"]:
                        break
                    time.sleep(0.05)
                check(kept == ["introgen_kept_generations 0"], "forgotten: %r" % kept)
                _, again = request("GET", "/api/introduction/stream/" + generation)
                status = again.status
                # Kept once and forgotten: 410, not the 404 of a generation never made.
                check(status == 410, "expired: %d" % status)
                print("ok")
                """#, port: server.port)
            #expect(output.status == 0, "\(output.stdout)\(output.stderr)\n\(server.log)")
        }

        @Test func theServeSectionOfTheConfigFileAndJSONLogLines() async throws {
            let config = folder.appendingPathComponent("config/introgen")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            try Data(#"{"serve":{"log_format":"json","max_generations":3,"port":1}}"#.utf8)
                .write(to: config.appendingPathComponent("config.json"))
            // The flag --port 0 wins over the file's port.
            let server = try await ServeProcess(
                binary: IntrogenBinary.url, arguments: ["--speed", "0"], environment: environment())
            let output = try await ServePythonClient.run(
                #"""
                _, r = request("POST", "/api/introduction/stream", {"name": "Quentin Secretname"})
                events, _ = read_events(r)
                check(frames(events)[-1]["status"] == "completed", "completed")
                print("ok")
                """#, port: server.port)
            #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
            let line = try #require(
                await waitForLine(in: server) { $0.contains(#""path":"/api/introduction/stream""#) })
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["method"] as? String == "POST")
            #expect(object["status"] as? Int == 200)
            #expect((object["generation"] as? String)?.count == 24)
            #expect(object["first_event_ms"] is Int)
            #expect(object["duration_ms"] is Int)
            #expect(!server.log.contains("Secretname"), "never the profile")
        }

        /// The first line of the server's log that `matches`, once it is there (at most 10 s).
        func waitForLine(in server: ServeProcess, _ matches: (String) -> Bool) async -> String? {
            for _ in 0..<1_000 {
                if let line = server.log.split(separator: "\n").map(String.init).first(where: matches) { return line }
                try? await Task.sleep(for: .milliseconds(10))
            }
            return nil
        }
    }
}
