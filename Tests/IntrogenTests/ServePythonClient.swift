import Foundation
import TestSupport
import Testing

/// An introduction-service client written independently of introgen, in Python's standard library
/// (`http.client`), that checks what `introgen serve` sends against the protocol as documented. Each test is a
/// snippet run after ``library``: it exits 0 when every check held, and prints what failed otherwise.
enum ServePythonClient {
    static let library = #"""
        import http.client, json, os, signal, sys, time
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        PORT = int(sys.argv[1])
        ARGS = sys.argv[2:]

        def check(condition, message):
            if not condition:
                print("FAIL: " + message)
                sys.exit(1)

        def connect():
            return http.client.HTTPConnection("127.0.0.1", PORT, timeout=30)

        def request(method, path, body=None, headers=None, connection=None):
            headers = dict(headers or {})
            if isinstance(body, (dict, list)):
                body = json.dumps(body).encode()
                headers.setdefault("Content-Type", "application/json")
            connection = connection or connect()
            connection.request(method, path, body=body, headers=headers)
            return connection, connection.getresponse()

        def read_events(response, limit=100000):
            """Events as the SSE processing model dispatches them: a dict of id (the last one set), event, data;
            ends at the end of the body, or at a connection that breaks (returned as the second value)."""
            events, data, kind, last_id, broken = [], None, "message", "", False
            while len(events) < limit:
                try:
                    line = response.readline()
                except (http.client.IncompleteRead, ConnectionError, OSError):
                    broken = True
                    break
                if not line:
                    break
                line = line.decode("utf-8").rstrip("\r\n")
                if line == "":
                    if data is not None:
                        events.append({"id": last_id, "event": kind, "data": "\n".join(data)})
                    data, kind = None, "message"
                    continue
                if line.startswith(":"):
                    continue
                field, _, value = line.partition(":")
                value = value[1:] if value.startswith(" ") else value
                if field == "data":
                    data = (data or []) + [value]
                elif field == "event":
                    kind = value
                elif field == "id":
                    last_id = value
            return events, broken

        def frames(events):
            return [json.loads(e["data"]) for e in events if e["event"] == "message"]

        def error_body(response):
            check(response.getheader("Content-Type") == "application/json", "an error is JSON")
            body = json.loads(response.read())
            check(list(body.keys()) == ["error"] and isinstance(body["error"], str) and body["error"],
                  "an error body is {\"error\": sentence}: %r" % body)
            return body["error"]

        PROFILE = {"name": "Ada", "role": "iOS engineer", "skills": "Swift, SSE", "language": "en", "length": "short"}
        """#

    /// Runs `snippet` against the server on `port` with `arguments`; returns its output (stdout and stderr).
    static func run(_ snippet: String, port: Int, arguments: [String] = []) async throws -> ChildProcess.Output {
        try await runTool(
            "/usr/bin/python3", ["-", "\(port)"] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], input: Data((library + "\n" + snippet).utf8))
    }
}
