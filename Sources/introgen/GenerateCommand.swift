import Dispatch
import EventStream
import FoundationEssentials
import IntroductionConfiguration
import IntroductionCore
import IntroductionProviders
import SafeText
import Localization
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `introgen generate`: one introduction, streamed to stdout as it arrives; progress and errors on stderr.
enum GenerateCommand {
    static let usage = """
        usage: introgen generate [profile] [source] [options] [--format FORMAT]

        Streams one introduction to stdout as it arrives (plain text, flushed per piece, final newline).
        Progress and errors go to stderr. With nothing configured it uses the offline composer (instant
        when stdout is not a terminal, unless --speed says otherwise).

        \(ProfileArguments.usage)
        \(SourceArguments.usage)
        \(RefineArguments.usage)

        --format text       the introduction only, streamed (the default)
                 markdown   all four parts at the end: # headline, the introduction, - highlights, the bio
                 json       {"headline":…,"introduction":…,"highlights":[…],"bio":…} once at the end
                 partial    one JSON object per change, parts absent until started; the last line complete
                 jsonl      one introduction-service frame {"content":…,"status":…,"error":…} per chunk

        What the offline composer could not use of the profile is left out of the text and said on stderr,
        one line per part ("introgen: not used: notes “…” — can't be said in English offline; a model can");
        json and partial add "unused":[{"field":…,"text":…,"reason":…}] after the parts (absent when
        nothing was left out).

        exit codes: 0 done, 1 generation failed or the output could not be written, 2 usage error,
                    130 interrupted
        """

    static let options = OptionSpec(
        valued: ProfileArguments.valued.union(SourceArguments.valued).union(RefineArguments.valued).union(["format"]),
        repeatable: SourceArguments.repeatable
    )

    static func run(_ arguments: [String]) async -> Int32 {
        let parsed = CLI.parse(arguments, spec: options, usage: usage, command: "generate") { parsed in
            guard parsed.positionals.isEmpty else {
                throw UsageError(tr("unexpected argument %s", parsed.positionals[0]))
            }
            guard let format = GenerateOutput.Format(rawValue: parsed.value("format") ?? "text") else {
                throw UsageError(
                    "--format is " + GenerateOutput.Format.allCases.map(\.rawValue).joined(separator: ", "))
            }
            let refine = try RefineArguments(parsed)
            let profile = try ProfileArguments.profile(parsed)
            return (profile, ProfileArguments.hasProfileFlags(parsed), try SourceArguments(parsed), refine, format)
        }
        switch parsed {
        case .exit(let code):
            return code
        case .run(let (profile, profileGiven, sourceArguments, refine, format)):
            guard refine.instruction != nil else {
                return await generate(profile: profile, sourceArguments: sourceArguments, format: format)
            }
            let text: RefineArguments.Text
            do {
                text = try await refine.load()
            } catch {
                return CLI.usageFailure(error, command: "generate")
            }
            return await generate(
                profile: profileGiven ? profile : text.saved?.profile ?? profile, sourceArguments: sourceArguments,
                format: format, refining: (refine, text))
        }
    }

    /// Also what `introgen` does when stdout is not a terminal.
    /// With `refining`, the new version of that text by that instruction, from the options the saved introduction
    /// was written with (flags over them), as the source prepares it; an instruction the source cannot carry out is
    /// said and nothing is written (exit 1).
    static func generate(
        profile: Profile, sourceArguments: SourceArguments, format: GenerateOutput.Format,
        refining: (arguments: RefineArguments, text: RefineArguments.Text)? = nil
    ) async -> Int32 {
        var source: any IntroductionSource
        let configuration: Configuration
        do {
            var loaded = try ConfigurationLoader(environment: ProcessInfo.processInfo.environment)
                .load(sourceArguments.overrides)
            if sourceArguments.overrides.speed == nil && isatty(1) == 0 { loaded.speed = 0 }
            source = try SourceFactory.makeSource(for: loaded)
            configuration = loaded
            // What the search for a local server found is said even to a script: it is which model wrote the text.
            if let local = source as? LocalSource {
                let found = try await local.resolve()
                StandardStreams.error("introgen: " + found.sentence)
                source = found.source
            }
        } catch {
            reportFailure(error)
            return 1
        }
        let base =
            refining?.text.saved?.options ?? configuration.defaultOptions
        var request = IntroductionRequest(
            profile: profile,
            options: sourceArguments.options(over: base),
            seed: sourceArguments.seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
        )
        if let refining, let instruction = refining.arguments.instruction {
            request.refinement = Refinement(instruction: instruction, previous: refining.text.previous)
            do {
                request = try source.refining(request)
            } catch {
                reportFailure(error)
                return 1
            }
        }
        let task = Task { await stream(request, from: source, format: format) }
        let interrupts = InterruptHandler(cancelling: task)
        let status = await task.value
        withExtendedLifetime(interrupts) {}
        return status
    }

    /// Reads the source through the session's own state machine, so `generate` ends a generation exactly as the
    /// app does (completion marker, truncation, provider errors, stopping), and writes it in `format`.
    private static func stream(
        _ request: IntroductionRequest,
        from source: any IntroductionSource,
        format: GenerateOutput.Format
    ) async -> Int32 {
        StandardStreams.subject.set(
            format == .text ? tr("the introduction") : tr("the introduction (%s)", format.rawValue))
        let progress = isatty(2) != 0
        if progress { StandardStreams.error("introgen: " + tr("writing with the %s…", source.label)) }
        var output = GenerateOutput(format: format, sanitizing: isatty(1) != 0)
        var machine = GenerationStateMachine()
        let generation = machine.start(request, sourceLabel: source.label)
        let stopwatch = Stopwatch(ContinuousClock())
        let streamEnding = await GenerationStateMachine.read(source.stream(request)) { chunk in
            if let reconnect = chunk.reconnecting, progress { StandardStreams.error("introgen: " + reconnect.note) }
            let action = machine.receive(chunk, generation: generation, elapsed: stopwatch.elapsed)
            await output.write(chunk, content: machine.snapshot.content, report: machine.snapshot.report)
            // Output that cannot be written ends the generation: leaving the loop cancels the source's stream, which
            // closes its connection.
            return StandardStreams.output.failure == nil && action == .publish
        }
        // Output that could not be written stops the generation (its text is not cut off); a source's own failure
        // stays a failure. Stopped by the machine (completed), the ending changes nothing.
        var ending = streamEnding ?? .ended
        if case .ended = ending, StandardStreams.output.failure != nil { ending = .cancelled }
        _ = machine.end(ending, generation: generation, elapsed: stopwatch.elapsed)
        let snapshot = machine.snapshot
        await output.finish(snapshot.content, report: snapshot.report)
        // Whatever the generation came to, output that was not written is the failure to report (`CLI.main` says
        // it, once every byte handed over has been tried).
        // Interrupted, a reader that stopped reading gets a second, not the power to keep Ctrl-C waiting.
        let limit: DispatchTimeInterval? = Task.isCancelled ? .seconds(1) : nil
        if await StandardStreams.output.drain(waitingAtMost: limit) != nil { return 1 }
        switch snapshot.state {
        case .completed:
            // Whether the answer streamed and whether it was cut short are said even to a script: they are about
            // the text it got, not progress.
            var done = "introgen: " + SessionSnapshot.doneNote(arrivedWhole: snapshot.arrivedWhole)
            let fit = OccasionFit(snapshot.content, options: request.options)
            if progress {
                let metrics = snapshot.metrics
                done += ", \(metrics.characters) characters in \(metrics.elapsed.formattedSeconds())"
                if let counts = metrics.tokenCountsNote { done += ", " + counts }
                if let note = fit.note { done += ", " + note }
            }
            if progress || snapshot.arrivedWhole { StandardStreams.error(done) }
            if snapshot.isCutShort { StandardStreams.error("introgen: " + SessionSnapshot.cutShortNote) }
            if snapshot.sectionsMissing { StandardStreams.error("introgen: " + SessionSnapshot.sectionsMissingNote) }
            // Over a limit is said to a script too: the text is what it is, never cut.
            for sentence in fit.overSentences { StandardStreams.error("introgen: " + sentence) }
            reportUnused(snapshot.report)
            return 0
        case .stopped:
            reportUnused(snapshot.report)
            StandardStreams.error("introgen: " + tr("stopped"))
            return 130
        case .failed(let failure):
            reportUnused(snapshot.report)
            reportFailure(failure)
            return 1
        case .idle, .generating:
            return 1
        }
    }

    /// What the source left out of the profile, said even to a script (it is about the text it got): one line per part,
    /// "introgen: not used: experience “…” — not understood", then the shortfall sentence. The typed text is made
    /// terminal-safe and put on one line, but not cut (a profile field holds at most 2,000 characters).
    private static func reportUnused(_ report: CompositionReport?) {
        guard let report else { return }
        for part in report.unused {
            StandardStreams.error("introgen: " + tr("not used: ") + part.shownSentence(limit: ProfileLimits.field))
        }
        if let shortfall = report.shownShortfall { StandardStreams.error("introgen: " + shortfall) }
    }

    /// One line on stderr; server text in it cannot reach the terminal raw.
    private static func reportFailure(_ error: any Error) {
        StandardStreams.error("introgen: " + TextSanitizer.messageLine(describing: error))
    }
}
