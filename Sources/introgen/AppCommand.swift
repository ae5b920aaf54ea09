import FoundationEssentials
import IntroAccessible
import IntroTUI
import IntroductionConfiguration
import IntroductionCore
import IntroductionProviders
import IntroductionStorage
import Synchronization
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `introgen` with no command: the terminal app, or plain text like `generate` when stdout is not a terminal.
enum AppCommand {
    static let usage = """
        usage: introgen [source] [options]

        Opens the terminal app: fill in the profile, Ctrl-G to generate, Esc to stop, Ctrl-R to
        regenerate, Ctrl-P / Ctrl-N (Alt-← / Alt-→) for the previous / next version, Ctrl-S to save the
        version shown, Ctrl-Y to copy, Ctrl-O (F4) to edit it in $VISUAL / $EDITOR, F2 for saved
        introductions, F3 to switch source and model (offline, each local model found, each configured
        provider; the choice is kept with the draft), F6 for what the shown version left out of the
        profile (fields marked * beside their label), F1 for every key, Ctrl-Q to quit. The form and the
        last 20 versions are kept in $XDG_STATE_HOME/introgen/; saved introductions go to
        $XDG_DATA_HOME/introgen/ as Markdown (`introgen history` lists them). --seed N: the first
        generation uses seed N, each next one N+1.
        When stdout is not a terminal it prints one introduction from the saved draft as plain text,
        as `introgen generate` does (profile flags may be given then too).

        --accessible           plain questions and plain lines instead of a screen, for screen readers
                               and braille displays (also INTROGEN_ACCESSIBLE=1, and TERM=dumb); answers
                               may be piped, one per line; what the text left out is a line after it

        \(SourceArguments.usage)

        --lang, --tone and --length preset the form's options.
        """

    static let options = OptionSpec(
        valued: SourceArguments.valued.union(ProfileArguments.valued),
        repeatable: SourceArguments.repeatable,
        flags: ["accessible"]
    )

    static func run(_ arguments: [String]) async -> Int32 {
        let (parsed, sourceArguments): (ParsedArguments, SourceArguments)
        switch CLI.parse(
            arguments, spec: options, usage: usage, command: nil,
            { parsed in
                if let word = parsed.positionals.first {
                    throw UsageError.unknown(.command, word, known: CLI.commands)
                }
                return (parsed, try SourceArguments(parsed))
            })
        {
        case .exit(let code): return code
        case .run(let command): (parsed, sourceArguments) = command
        }
        let environment = ProcessInfo.processInfo.environment
        let directories = XDGDirectories(environment: environment)
        let drafts = DraftStore(directories: directories)
        // Asked for, the accessible mode runs whatever stdout is (answers and text may both be piped); a dumb
        // terminal gets it too, but a pipe without the request still gets plain text, as scripts expect.
        let accessibleRequested = parsed.has("accessible") || Self.isOn(environment["INTROGEN_ACCESSIBLE"])
        if isatty(1) == 0 && !accessibleRequested {
            return await printPlainText(parsed, sourceArguments: sourceArguments, drafts: drafts)
        }
        let accessible = accessibleRequested || environment["TERM"] == "dumb"
        let loader = ConfigurationLoader(environment: environment)
        let overrides = sourceArguments.overrides
        let draft = try? drafts.load()
        var configuration: Configuration
        let source: any IntroductionSource
        let catalog: SourceCatalog
        do {
            configuration = try loader.load(overrides)
            catalog = SourceCatalog(loader: loader, overrides: overrides, current: configuration)
            // A source chosen in the picker is kept with the draft; a source named on the command line wins.
            let named = overrides.provider != nil || overrides.baseURL != nil || overrides.url != nil
            if !named, let id = draft?.source, let chosen = catalog.configuration(forID: id) {
                configuration = chosen
            }
            source = try SourceFactory.makeSource(for: configuration)
        } catch {
            StandardStreams.error("introgen: \(error)")
            return 1
        }
        let switchboard = SourceSwitchboard(catalog: catalog, current: configuration, source: source)
        let nothingConfigured =
            configuration.provider == .offline && overrides.provider == nil && environment["INTROGEN_PROVIDER"] == nil
            && draft?.source == nil
        if !accessible {
            switchboard.startLooking(
                discovery: LocalDiscovery(configured: configuration.localURLs), announce: nothingConfigured,
                local: source as? LocalSource)
        }
        return await runTerminal(
            source: source,
            switchboard: switchboard,
            configuration: configuration,
            sourceArguments: sourceArguments,
            drafts: drafts,
            archive: IntroductionArchive(directories: directories),
            accessible: accessible
        )
    }

    /// `INTROGEN_ACCESSIBLE=1` (also `true`, `yes`); unset, empty or `0` is off.
    static func isOn(_ value: String?) -> Bool {
        ["1", "true", "yes"].contains(value?.lowercased() ?? "")
    }

    private static func printPlainText(
        _ parsed: ParsedArguments,
        sourceArguments: SourceArguments,
        drafts: DraftStore
    ) async -> Int32 {
        let draft = (try? drafts.load()) ?? Draft()
        let profile: Profile
        do throws(UsageError) {
            profile = ProfileArguments.hasProfileFlags(parsed) ? try ProfileArguments.profile(parsed) : draft.profile
        } catch {
            return CLI.usageFailure(error, command: nil)
        }
        if !ProfileArguments.hasProfileFlags(parsed), let excess = ProfileLimits.excess(in: profile) {
            // A draft from before the limits, or edited by hand: said as a usage error, the draft left as it is.
            return CLI.usageFailure(
                UsageError("in the saved draft \(drafts.fileURL.path) \(excess) (the app's form can shorten it)"),
                command: nil)
        }
        var arguments = sourceArguments
        arguments.presetMissingOptions(from: draft.options)
        return await GenerateCommand.generate(profile: profile, sourceArguments: arguments, format: .text)
    }

    /// A file not written as the app ended (the last draft save, the versions of the last generation) is said on
    /// stderr once the screen is gone.
    private static func reportLeftOver(_ problems: StorageProblems) {
        if let problem = problems.take() { StandardStreams.error("introgen: " + problem) }
    }

    private static func runTerminal(
        source: any IntroductionSource,
        switchboard: SourceSwitchboard,
        configuration: Configuration,
        sourceArguments: SourceArguments,
        drafts: DraftStore,
        archive: IntroductionArchive,
        accessible: Bool
    ) async -> Int32 {
        let versionStore = VersionStore(directory: drafts.fileURL.deletingLastPathComponent())
        var startMessage: String?
        let versions: [IntroductionVersion]
        do {
            versions = try versionStore.load()
        } catch {
            versions = []
            if let aside = try? versionStore.moveAside() {
                startMessage = "the kept versions could not be read; the file is now \(aside.path)"
            } else {
                startMessage = "\(error)"
            }
        }
        let problems = StorageProblems()
        let session = IntroductionSession(
            source: source, versions: versions,
            keep: { kept in
                do {
                    try versionStore.save(kept)
                } catch {
                    problems.report("the versions were not kept: \(error)")
                }
            })
        let services = TerminalServices(
            loadDraft: {
                // The config file's occasion is the default until the person has a draft of their own.
                let saved =
                    (try? drafts.load())
                    ?? Draft(options: configuration.defaultOptions)
                return Draft(
                    profile: saved.profile, options: sourceArguments.options(over: saved.options), source: saved.source)
            },
            saveDraft: { draft in
                do {
                    try drafts.save(draft)
                } catch {
                    problems.report("the form was not saved as a draft: \(error)")
                }
            },
            saveIntroduction: { entry in try archive.save(entry).path },
            listSaved: { try archive.list() },
            deleteSaved: { saved in try archive.delete(saved) },
            takeStorageProblem: { problems.take() },
            sourceMenu: { switchboard.menu() },
            takeSourceNotice: { switchboard.takeNotice() }
        )
        let intents = IntentQueue(session: session, sources: switchboard)
        let appConfiguration = TerminalAppConfiguration(
            services: services,
            useColor: configuration.noColor ? false : nil,
            seed: sourceArguments.seed,
            startMessage: startMessage,
            editorEnvironment: ProcessInfo.processInfo.environment
        )
        if accessible {
            let status = await runAccessibleApp(
                configuration: appConfiguration,
                snapshots: session.snapshots,
                seed: sourceArguments.seed ?? UInt64.random(in: 0...UInt64(UInt32.max)),
                send: { intents.send($0) }
            )
            await intents.finish()
            reportLeftOver(problems)
            if case .outputFailed(let sentence) = status { StandardStreams.error("introgen: " + sentence) }
            return status.code
        }
        do {
            let status = try await runTerminalApp(
                configuration: appConfiguration,
                snapshots: session.snapshots,
                send: { intents.send($0) }
            )
            await intents.finish()
            reportLeftOver(problems)
            return status.code
        } catch {
            await intents.finish()
            StandardStreams.error("introgen: \(error)")
            return 1
        }
    }
}

/// The latest file the app could not write in the background (draft, versions), until the screen takes it; the
/// old file is left as it was (atomic writes), so only the sentence needs to travel.
final class StorageProblems: Sendable {
    private let latest = Mutex<String?>(nil)

    func report(_ sentence: String) {
        latest.withLock { $0 = sentence }
    }

    func take() -> String? {
        latest.withLock { latest in
            defer { latest = nil }
            return latest
        }
    }
}

/// Hands intents from the UI thread to the session in the order they were made: one consumer task, so a
/// quick generate–stop can never arrive at the session as stop–generate.
private final class IntentQueue: Sendable {
    private let continuation: AsyncStream<UserIntent>.Continuation
    private let consumer: Task<Void, Never>

    init(session: IntroductionSession, sources: SourceSwitchboard) {
        let (stream, continuation) = AsyncStream.makeStream(of: UserIntent.self)
        self.continuation = continuation
        consumer = Task {
            for await intent in stream {
                switch intent {
                case .generate(let request), .regenerate(let request):
                    await session.generate(request)
                case .stop:
                    await session.stop()
                case .stepVersion(let offset):
                    await session.stepVersion(by: offset)
                case .keepEdit(let id, let content):
                    await session.addEditedVersion(of: id, content: content)
                case .open(let entry):
                    await session.addVersion(opening: entry)
                case .chooseSource(let id):
                    if let source = sources.source(forID: id) { await session.use(source) }
                case .refine(let instruction):
                    await session.refine(instruction)
                case .quit:
                    await session.stop()
                    await session.finishSnapshots()
                }
            }
        }
    }

    /// Called on the UI thread; never blocks.
    func send(_ intent: UserIntent) {
        continuation.yield(intent)
    }

    /// Waits until every intent sent so far has reached the session.
    func finish() async {
        continuation.finish()
        await consumer.value
    }
}
