import EventStream
import Foundation
import IntroTUI
import IntroductionKit
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `introgen generate`: one introduction, streamed to stdout as it arrives; progress and errors on stderr.
enum GenerateCommand {
    static let usage = """
        usage: introgen generate [profile] [source] [options] [--format text|jsonl]

        Streams one introduction to stdout as it arrives (plain text, flushed per piece, final newline),
        or with --format jsonl one {"content":…,"status":…,"error":…} object per line. Progress and errors
        go to stderr. With nothing configured it uses the offline composer (instant when stdout is not a
        terminal, unless --speed says otherwise).

        \(ProfileArguments.usage)
        \(SourceArguments.usage)

        exit codes: 0 done, 1 generation failed, 2 usage error, 130 interrupted
        """

    static let options = OptionSpec(
        valued: ProfileArguments.valued.union(SourceArguments.valued).union(["format"]),
        repeatable: SourceArguments.repeatable
    )

    enum Format: String { case text, jsonl }

    static func run(_ arguments: [String]) async -> Int32 {
        let parsed = CLI.parse(arguments, spec: options, usage: usage) { parsed in
            guard parsed.positionals.isEmpty else { throw UsageError("unexpected argument \(parsed.positionals[0])") }
            guard let format = Format(rawValue: parsed.value("format") ?? "text") else {
                throw UsageError("--format is text or jsonl")
            }
            return (try ProfileArguments.profile(parsed), try SourceArguments(parsed), format)
        }
        switch parsed {
        case .exit(let code):
            return code
        case .run(let (profile, sourceArguments, format)):
            return await generate(profile: profile, sourceArguments: sourceArguments, format: format)
        }
    }

    /// Also what `introgen` does when stdout is not a terminal.
    static func generate(profile: Profile, sourceArguments: SourceArguments, format: Format) async -> Int32 {
        let source: any IntroductionSource
        do {
            var configuration = try ConfigurationLoader(environment: ProcessInfo.processInfo.environment)
                .load(sourceArguments.overrides)
            if sourceArguments.overrides.speed == nil && isatty(1) == 0 { configuration.speed = 0 }
            source = try SourceFactory.makeSource(for: configuration)
        } catch {
            reportFailure(error)
            return 1
        }
        let request = IntroductionRequest(
            profile: profile,
            options: sourceArguments.options(over: GenerationOptions()),
            seed: sourceArguments.seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
        )
        let task = Task { await stream(request, from: source, format: format) }
        let interrupts = InterruptHandler(cancelling: task)
        let status = await task.value
        withExtendedLifetime(interrupts) {}
        return status
    }

    private static func stream(_ request: IntroductionRequest, from source: any IntroductionSource, format: Format)
        async -> Int32
    {
        let progress = isatty(2) != 0
        let toTerminal = isatty(1) != 0
        if progress { StandardStreams.error("introgen: writing with the \(source.label)…") }
        let clock = ContinuousClock()
        let start = clock.now
        var characters = 0
        var endsWithNewline = true
        var sanitizer = TextSanitizer()
        do {
            var completed = false
            for try await chunk in source.stream(request) {
                if let reconnect = chunk.reconnecting {
                    if progress {
                        StandardStreams.error(
                            "introgen: reconnecting, \(reconnect.attempt) of \(reconnect.maxAttempts)…")
                    }
                    continue
                }
                switch format {
                case .text:
                    let text = toTerminal ? sanitizer.feed(chunk.content.unicodeScalars) : chunk.content
                    StandardStreams.write(text)
                    if !text.isEmpty { endsWithNewline = text.hasSuffix("\n") }
                case .jsonl:
                    StandardStreams.write(ChunkJSON.line(chunk) + "\n")
                }
                characters += chunk.content.count
                if let message = chunk.error, !message.isEmpty { throw SourceError.provider(message: message) }
                if chunk.status == .completed {
                    completed = true
                    break
                }
            }
            try Task.checkCancellation()
            guard completed else { throw SourceError.truncated }
            finishLine(format: format, endsWithNewline: endsWithNewline)
            if progress {
                let seconds = (clock.now - start).timeInterval
                StandardStreams.error(String(format: "introgen: done, %d characters in %.1f s", characters, seconds))
            }
            return 0
        } catch {
            finishLine(format: format, endsWithNewline: endsWithNewline)
            if error is CancellationError || Task.isCancelled {
                StandardStreams.error("introgen: stopped")
                return 130
            }
            reportFailure(error)
            return 1
        }
    }

    /// One line on stderr; server text in it cannot reach the terminal raw.
    private static func reportFailure(_ error: any Error) {
        StandardStreams.error("introgen: " + TextSanitizer.singleLine("\(error)", limit: 2000))
    }

    private static func finishLine(format: Format, endsWithNewline: Bool) {
        if format == .text && !endsWithNewline { StandardStreams.write("\n") }
    }
}

/// A chunk as one JSON object, keys in the order of the service's own frames.
enum ChunkJSON {
    static func line(_ chunk: IntroductionChunk) -> String {
        var line = "{\"content\":\(quoted(chunk.content)),\"status\":\"\(chunk.status.rawValue)\",\"error\":"
        line += chunk.error.map(quoted) ?? "null"
        if let tokens = chunk.outputTokens { line += ",\"output_tokens\":\(tokens)" }
        return line + "}"
    }

    /// One encoder for every chunk of a stream, rather than one per chunk.
    private static let encoder = JSONEncoder()

    private static func quoted(_ text: String) -> String {
        let data = (try? encoder.encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

extension Duration {
    var timeInterval: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
