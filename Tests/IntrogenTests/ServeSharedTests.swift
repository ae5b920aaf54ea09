import Foundation
import TestSupport
import Testing

extension EndToEndTests {
    /// Several `introgen serve` processes sharing their generations through Debian's redis-server on loopback,
    /// spoken to by the independent Python client: resume on any instance, an owner killed mid-generation, the
    /// password, and two instances behind nginx.
    @Suite("introgen serve on several instances, through Redis", .timeLimit(.minutes(2)))
    struct ServeSharedTests {
        static func serve(_ redis: RedisServer, _ arguments: [String], environment: [String: String] = [:])
            async throws -> ServeProcess
        {
            try await ServeProcess(
                binary: IntrogenBinary.url, arguments: ["--resume-store", redis.url] + arguments,
                environment: environment)
        }

        /// Python helpers: a request to any instance's port, an introduction's text and sections.
        static let helpers = #"""
            import random, subprocess, threading

            def on(port, method, path, body=None, headers=None):
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
                return request(method, path, body, headers, connection=connection)

            def written(events):
                """The introduction the events write: its text, and its sections' pieces in order."""
                text = "".join(f["content"] for f in frames(events))
                sections = [json.loads(e["data"]) for e in events if e["event"] == "section"]
                return text, sections

            def numbers(events):
                return [int(e["id"].split(":")[1]) for e in events]

            def profile(i):
                return dict(PROFILE, name="Person%d" % i, length="medium", skills="Swift, Redis, SSE",
                            interests="climbing, tea")
            """#

        @Test func generationsCutAndResumedOnOtherInstancesArriveWholeAndOnce() async throws {
            let redis = try await RedisServer()
            let arguments = ["--faults", "--speed", "600", "--seed", "5"]
            let a = try await Self.serve(redis, arguments)
            let b = try await Self.serve(redis, arguments)
            let c = try await Self.serve(redis, arguments)
            let seed = Int.random(in: 0..<1_000_000)
            let output = try await ServePythonClient.run(
                Self.helpers + "\n" + #"""
                    A, B, C = int(ARGS[1]), int(ARGS[2]), int(ARGS[3])
                    rng = random.Random(int(ARGS[0]))
                    COUNT = 12
                    cuts = [(rng.randint(2, 8), rng.randint(1, 10)) for _ in range(COUNT)]
                    results, failures = {}, []

                    def one(i):
                        try:
                            first_cut, more = cuts[i]
                            # Started on A and cut; resumed on B from the cursor and cut again; the rest from C.
                            _, r = on(A, "POST", "/api/introduction/stream?cut=%d" % first_cut, profile(i))
                            got, _ = read_events(r)
                            check(numbers(got) == list(range(1, first_cut + 1)), "cut on A: %r" % numbers(got))
                            generation = got[-1]["id"].split(":")[0]
                            _, r = on(B, "GET", "/api/introduction/stream/%s?cut=%d" % (generation, first_cut + more),
                                      headers={"Last-Event-ID": got[-1]["id"]})
                            check(r.status == 200, "resumed on B: %d" % r.status)
                            got += read_events(r)[0]
                            if frames(got)[-1]["status"] == "in_progress":
                                _, r = on(C, "POST", "/api/introduction/stream", profile(i),
                                          {"Last-Event-ID": got[-1]["id"]})
                                check(r.status == 200, "resumed on C: %d" % r.status)
                                got += read_events(r)[0]
                            # The same profile and seed, uninterrupted.
                            _, r = on(C, "POST", "/api/introduction/stream", profile(i))
                            whole = read_events(r)[0]
                            results[i] = (got, whole)
                        except SystemExit:
                            failures.append(i)
                        except Exception as error:
                            failures.append("%d: %r" % (i, error))

                    threads = [threading.Thread(target=one, args=(i,)) for i in range(COUNT)]
                    for t in threads:
                        t.start()
                    for t in threads:
                        t.join(60)
                    check(not failures and len(results) == COUNT, "every generation ran: %r" % failures)
                    lost = duplicated = 0
                    generations = set()
                    for i, (got, whole) in sorted(results.items()):
                        ids = [e["id"] for e in got]
                        duplicated += len(ids) - len(set(ids))
                        lost += len(whole) - len(set(ids)) if len(whole) > len(set(ids)) else 0
                        check(numbers(got) == list(range(1, len(got) + 1)), "%d: ids in order, none twice: %r"
                              % (i, numbers(got)))
                        check(len({x.split(":")[0] for x in ids}) == 1, "%d: one generation" % i)
                        check(frames(got)[-1]["status"] == "completed", "%d: completed" % i)
                        check(written(got) == written(whole), "%d: the text of the uninterrupted run" % i)
                        check("Person%d" % i in written(got)[0], "%d: its own profile" % i)
                        generations |= {got[0]["id"].split(":")[0], whole[0]["id"].split(":")[0]}
                    check(lost == 0 and duplicated == 0, "lost %d, duplicated %d" % (lost, duplicated))
                    check(len(generations) == 2 * COUNT, "generation ids unique across the instances")
                    print("ok")
                    """#, port: a.port, arguments: ["\(seed)", "\(a.port)", "\(b.port)", "\(c.port)"])
            #expect(
                output.status == 0,
                "seed \(seed): \(output.stdout)\(output.stderr)\nA:\n\(a.log.suffix(2_000))\nB:\n\(b.log.suffix(2_000))"
            )
            // B and C read generations A wrote, from Redis; A wrote them there.
            let metrics = try await ServePythonClient.run(
                Self.helpers + "\n" + #"""
                    for port, name in [(int(ARGS[0]), "writes"), (int(ARGS[1]), "reads")]:
                        _, r = on(port, "GET", "/metrics")
                        page = r.read().decode()
                        line = [l for l in page.splitlines() if l.startswith("introgen_store_%s_total " % name)]
                        check(line and int(line[0].split()[1]) > 0, "%s counted: %r" % (name, line))
                        check("introgen_store_errors_total 0" in page, "no store error")
                    print("ok")
                    """#, port: a.port, arguments: ["\(a.port)", "\(b.port)"])
            #expect(metrics.status == 0, "\(metrics.stdout)\(metrics.stderr)")
        }

        @Test func aClientResumingAfterTheOwnerDiedGetsEveryWrittenEventThenALostFailure() async throws {
            let redis = try await RedisServer()
            let a = try await Self.serve(redis, ["--speed", "30"])
            let b = try await Self.serve(redis, ["--speed", "30"])
            let output = try await ServePythonClient.run(
                Self.helpers + "\n" + #"""
                    A, B, OWNER, REDIS = int(ARGS[0]), int(ARGS[1]), int(ARGS[2]), ARGS[3]
                    def kept(generation):
                        return int(subprocess.check_output(
                            ["/usr/bin/redis-cli", "-p", REDIS, "XLEN", "introgen:generation:" + generation]))

                    cursors = []
                    for i in range(3):
                        connection, r = on(A, "POST", "/api/introduction/stream", profile(i))
                        got, _ = read_events(r, limit=3)
                        connection.close()
                        cursors.append(got[-1]["id"])
                    # Killed once each generation has written past its client's cursor.
                    for attempt in range(300):
                        if all(kept(c.split(":")[0]) > 3 for c in cursors):
                            break
                        time.sleep(0.02)
                    os.kill(OWNER, signal.SIGKILL)
                    results, failures = {}, []

                    def resume(cursor):
                        try:
                            generation = cursor.split(":")[0]
                            written_before = kept(generation)
                            _, r = on(B, "GET", "/api/introduction/stream/" + generation,
                                      headers={"Last-Event-ID": cursor})
                            results[cursor] = (written_before, r.status) + read_events(r)
                        except Exception as error:
                            failures.append(repr(error))

                    threads = [threading.Thread(target=resume, args=(c,)) for c in cursors]
                    for t in threads:
                        t.start()
                    for t in threads:
                        t.join(60)
                    check(not failures and len(results) == 3, "resumed: %r" % failures)
                    for cursor, (stored, status, events, broken) in results.items():
                        check(status == 200 and not broken, "%s: streamed to its end" % cursor)
                        after = int(cursor.split(":")[1])
                        check(stored > after, "%s: the owner wrote more before it died (%d)" % (cursor, stored))
                        check(numbers(events) == list(range(after + 1, stored + 2)),
                              "%s: every written event once, then the ending: %r (kept %d)"
                              % (cursor, numbers(events), stored))
                        last = frames(events)[-1]
                        check(last["status"] == "failed" and "lost with the server" in last["error"], repr(last))
                    print("ok")
                    """#, port: a.port, arguments: ["\(a.port)", "\(b.port)", "\(a.pid)", "\(redis.port)"])
            #expect(output.status == 0, "\(output.stdout)\(output.stderr)\nB:\n\(b.log.suffix(2_000))")
            #expect(await a.wait() == 137, "the owner was killed")
        }

        @Test func thePasswordComesFromAFileOrTheEnvironmentAndIsNeverShown() async throws {
            let password = "s3cret-\(UUID().uuidString)"
            let redis = try await RedisServer(password: password)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-redis-pw-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("password")
            try Data((password + "\n").utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)

            let fromEnvironment = try await Self.serve(
                redis, ["--speed", "0"], environment: ["REDIS_PASSWORD": password])
            let fromFile = try await Self.serve(redis, ["--speed", "0", "--resume-store-password-file", file.path])
            let wrongPassword = "not-\(UUID().uuidString)"
            let wrong = try await Self.serve(redis, ["--speed", "0"], environment: ["REDIS_PASSWORD": wrongPassword])
            let output = try await ServePythonClient.run(
                Self.helpers + "\n" + #"""
                    for port in [int(ARGS[0]), int(ARGS[1])]:
                        _, r = on(port, "POST", "/api/introduction/stream", profile(0))
                        events, _ = read_events(r)
                        check(frames(events)[-1]["status"] == "completed", "streams")
                        _, m = on(port, "GET", "/metrics")
                        page = m.read().decode()
                        check("introgen_store_up 1" in page and "introgen_store_writes_total 0" not in page, page)
                    health = None
                    for attempt in range(300):
                        _, h = on(int(ARGS[2]), "GET", "/healthz")
                        health = json.loads(h.read())
                        if health["status"] == "degraded":
                            break
                        time.sleep(0.02)
                    check(health == {"status": "degraded", "resume_store": "unreachable"}, repr(health))
                    _, r = on(int(ARGS[2]), "POST", "/api/introduction/stream", profile(0))
                    check(frames(read_events(r)[0])[-1]["status"] == "completed", "streams even so")
                    print("ok")
                    """#, port: fromFile.port,
                arguments: ["\(fromEnvironment.port)", "\(fromFile.port)", "\(wrong.port)"])
            #expect(output.status == 0, "\(output.stdout)\(output.stderr)\n\(wrong.log)")
            #expect(wrong.log.contains("Redis refused the password"), "\(wrong.log)")
            for server in [fromEnvironment, fromFile, wrong] {
                #expect(!server.log.contains(password) && !server.log.contains(wrongPassword), "\(server.log)")
            }

            let inURL = try await IntrogenBinary.run(
                ["serve", "--port", "0", "--resume-store", "redis://:\(password)@127.0.0.1:\(redis.port)"],
                environment: ["HOME": folder.path, "XDG_CONFIG_HOME": folder.path])
            #expect(inURL.status == 1)
            #expect(inURL.stderr.contains("REDIS_PASSWORD") && !inURL.stderr.contains(password), "\(inURL.stderr)")
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
            let shared = try await IntrogenBinary.run(
                ["serve", "--port", "0", "--resume-store", redis.url, "--resume-store-password-file", file.path],
                environment: ["HOME": folder.path, "XDG_CONFIG_HOME": folder.path])
            #expect(shared.status == 1)
            #expect(shared.stderr.contains("chmod 600"), "\(shared.stderr)")
        }

        @Test func twoInstancesBehindNginxResumeWhereverTheReconnectLands() async throws {
            let redis = try await RedisServer()
            let a = try await Self.serve(redis, ["--faults", "--speed", "300"])
            let b = try await Self.serve(redis, ["--faults", "--speed", "300"])
            let proxy = try await NginxProxy(upstreams: [a.port, b.port])
            let output = try await ServePythonClient.run(
                Self.helpers + "\n" + #"""
                    for attempt in range(300):
                        try:
                            socket = http.client.HTTPConnection("127.0.0.1", PORT, timeout=30)
                            socket.connect()
                            socket.close()
                            break
                        except OSError:
                            time.sleep(0.02)
                    _, r = request("POST", "/api/introduction/stream?cut=4", profile(1))
                    got, _ = read_events(r)
                    check(numbers(got) == [1, 2, 3, 4], "cut after 4: %r" % numbers(got))
                    # As an EventSource does: the same request again, with the cursor; the proxy sends it to the
                    # other instance.
                    _, r = request("POST", "/api/introduction/stream", profile(1), {"Last-Event-ID": got[-1]["id"]})
                    check(r.status == 200, "resumed: %d" % r.status)
                    got += read_events(r)[0]
                    check(numbers(got) == list(range(1, len(got) + 1)), "once each, in order")
                    check(frames(got)[-1]["status"] == "completed", "completed")
                    print(got[0]["id"].split(":")[0])
                    """#, port: proxy.port)
            #expect(output.status == 0, "\(output.stdout)\(output.stderr)\n\(proxy.log)")
            let generation = output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            // Bounded: the request lines are written as each request ends.
            for _ in 0..<300
            where !(a.log + b.log).contains("POST /api/introduction/stream 200 generation=\(generation)") {
                try await Task.sleep(for: .milliseconds(10))
            }
            let served = [a.log, b.log].map { log in
                log.split(separator: "\n").filter { $0.contains("generation=\(generation)") }.count
            }
            #expect(served == [1, 1], "started on one instance, resumed on the other: \(a.log)\n\(b.log)")
        }
    }
}
