import EventStream
import FoundationEssentials
import NamedThreads
import Localization
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `introgen inspect`: decodes a raw SSE capture (or a live stream) into one JSON object per line.
enum InspectCommand {
    static let usage = """
        usage: introgen inspect [FILE | -] [--max-event-size BYTES]
               introgen inspect --url URL [--method M] [--header 'K: V']... [--data BODY]
                                [--no-reconnect] [--max-reconnects N] [--max-event-size BYTES]
                                [--proxy URL] [--cacert FILE]

        Prints each dispatched event as {"event":"<type>","data":"<data>","id":"<last event id>"}
        and each accepted retry field as {"retry":<ms>}, one JSON object per line, written as soon
        as the input that completes it has been read (it works on a live pipe).
        Without --url it reads FILE, or standard input when FILE is - or missing.
        With --url it connects like a browser's EventSource: when the stream ends or breaks it
        reconnects with Last-Event-ID (unless --no-reconnect), at most N times with --max-reconnects N
        (no limit by default); HTTP 204 ends it with exit 0. Without --data the method is GET, with it POST.
        Proxies come from --proxy or, as curl reads them, http_proxy, https_proxy, all_proxy and no_proxy;
        certificates are checked against --cacert FILE, SSL_CERT_FILE / SSL_CERT_DIR, or the system's.

        exit codes: 0 done, 1 the stream failed or the output could not be written, 2 usage error
        """

    static let options = OptionSpec(
        valued: ["url", "method", "data", "max-reconnects", "max-event-size", "proxy", "cacert"],
        repeatable: ["header"],
        flags: ["no-reconnect"]
    )

    static func run(_ arguments: [String]) async -> Int32 {
        let parsed: ParsedArguments
        let maxEventSize: Int
        switch CLI.parse(
            arguments, spec: options, usage: usage, command: "inspect",
            { parsed in
                guard let text = parsed.value("max-event-size") else { return (parsed, 8 * 1024 * 1024) }
                guard let size = Int(text), size > 0 else {
                    throw UsageError("--max-event-size must be a positive number of bytes")
                }
                return (parsed, size)
            })
        {
        case .exit(let code): return code
        case .run(let command): (parsed, maxEventSize) = command
        }
        if parsed.value("url") != nil {
            return await InspectLive.run(parsed, maxEventSize: maxEventSize)
        }
        guard parsed.positionals.count <= 1 else {
            return CLI.usageFailure(UsageError("inspect reads one capture at a time"), command: "inspect")
        }
        return await inspectFile(parsed.positionals.first ?? "-", maxEventSize: maxEventSize)
    }

    /// Reads, decodes and writes on a thread of its own: `read(2)` on a pipe or a terminal and `write(2)` to a slow
    /// reader block, and a cooperative thread must never wait for either. The loop itself is unchanged by the move
    /// (one buffer read at a time, everything it completes written before the next read), so it keeps its speed.
    private static func inspectFile(_ path: String, maxEventSize: Int) async -> Int32 {
        StandardStreams.subject.set(tr("the decoded events"))
        return await withCheckedContinuation { continuation in
            startThread(named: "introgen-inspect") {
                continuation.resume(returning: inspectFileBlocking(path, maxEventSize: maxEventSize))
            }
        }
    }

    private static func inspectFileBlocking(_ path: String, maxEventSize: Int) -> Int32 {
        let descriptor = path == "-" ? 0 : open(path, O_RDONLY)
        guard descriptor >= 0 else {
            StandardStreams.error(
                "introgen inspect: " + tr("cannot open %1$s: %2$s", path, String(cString: strerror(errno))))
            return 1
        }
        defer { if descriptor != 0 { close(descriptor) } }
        var parser = SSEParser(maxEventSize: maxEventSize)
        var input = [UInt8](repeating: 0, count: 256 * 1024)
        var output = JSONLineEncoder()
        let standardOutput = StandardStreams.output
        while true {
            let count = input.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                StandardStreams.error(
                    "introgen inspect: " + tr("cannot read %1$s: %2$s", path, String(cString: strerror(errno))))
                return 1
            }
            if count == 0 { break }
            do {
                try input.withUnsafeBytes { buffer in
                    try parser.parse(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) {
                        output.encode($0)
                    }
                }
            } catch {
                _ = output.withEncodedBytes { standardOutput.writeNow($0) }
                StandardStreams.error("introgen inspect: \(error)")
                return 1
            }
            // Everything completed by this read is written before waiting for more input; output that cannot be
            // written ends the reading (`CLI.main` says why).
            guard output.withEncodedBytes({ standardOutput.writeNow($0) }) else { return 1 }
            output.removeAll()
        }
        parser.finish()
        return 0
    }
}
