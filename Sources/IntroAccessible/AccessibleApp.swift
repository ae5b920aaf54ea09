import Dispatch
import FoundationEssentials
public import IntroTUI
public import IntroductionCore
import IntroductionStorage
import NamedThreads
import SafeText
import Synchronization
import Localization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the accessible mode until the person quits: plain questions and plain lines on `output`, answers read as
/// lines from `input` (typed, or piped), for screen readers and braille displays.
///
/// Nothing is drawn: no full-screen mode, no cursor movement, no colour; every line is written once, in order
/// (see ``AccessibleConversation`` for the questions, the transcript and the menu). Needs no terminal at all, so it
/// works with both ends piped. SIGINT (Ctrl-C) stops a generation, or quits at a question with
/// `.interrupted(signal: SIGINT)`; SIGTERM and SIGHUP send `.quit` and return `.interrupted(signal:)`. The draft is
/// saved through `configuration.services` once the form is answered and again when the run ends. Returns once the
/// person quit; `send` has then been given `.quit`.
///
/// - Parameters:
///   - seed: the first generation's seed; each regeneration uses the next.
///   - input: read line by line on a thread of its own.
///   - output: written unbuffered; the clipboard sequence (OSC 52) goes here only when it is a terminal other
///     than `TERM=dumb`.
public func runAccessibleApp(
    configuration: TerminalAppConfiguration,
    snapshots: AsyncStream<SessionSnapshot>,
    seed: UInt64,
    input: Int32 = 0,
    output: Int32 = 1,
    send: @escaping @Sendable (UserIntent) -> Void
) async -> ExitStatus {
    let (events, continuation) = AsyncStream.makeStream(of: AccessibleInput.self)
    let reader = LineReader(descriptor: input, continuation: continuation)
    let forwarder = Task {
        for await snapshot in snapshots { continuation.yield(.event(.snapshot(snapshot))) }
    }
    let signals = AccessibleInput.signals(into: continuation)
    defer {
        forwarder.cancel()
        for source in signals { source.cancel() }
    }
    let services = configuration.services
    let writer = PlainOutput(descriptor: output)
    var conversation = AccessibleConversation(
        draft: services.loadDraft() ?? Draft(), seed: seed, echoesAnswers: isatty(input) == 0)
    var actions = conversation.start()
    var incoming = events.makeAsyncIterator()
    var lineRequested = false
    // Output that cannot be written ends the run as Ctrl-Q would, the draft saved; a reader gone away (EPIPE,
    // where SIGPIPE is ignored) ends it as the signal would have.
    func outputFailed() -> ExitStatus? {
        guard let code = writer.failure else { return nil }
        services.saveDraft(conversation.draft)
        send(.quit)
        if code == EPIPE { return .interrupted(signal: SIGPIPE) }
        return .outputFailed(
            tr("could not write the conversation to standard output: %s", String(cString: strerror(code))))
    }
    while true {
        while !actions.isEmpty {
            let action = actions.removeFirst()
            switch action {
            case .write(let text):
                writer.write(text)
            case .send(let intent):
                send(intent)
            case .saveDraft(let draft):
                services.saveDraft(draft)
                // Said here, where a line of its own fits: a draft (or the versions kept since) not written.
                if let problem = services.takeStorageProblem() {
                    writer.write(TextSanitizer.singleLine(problem, limit: 500) + "\n")
                }
            case .save(let entry, let then):
                do {
                    let path = try services.saveIntroduction(entry)
                    writer.write(tr("Saved to %s.", TextSanitizer.singleLine(path, limit: 500)) + "\n" + then)
                } catch {
                    writer.write(
                        tr("Could not save: %s", TextSanitizer.singleLine("\(error)", limit: 500)) + "\n" + then)
                }
            case .copy(let text, let then):
                writer.write(writer.copy(text) + then)
            case .edit(let edit):
                let editor = ExternalEditor(environment: configuration.editorEnvironment)
                let outcome = await runBlocking { editor.edit(edit.text, name: edit.section.rawValue) }
                actions += conversation.finishEdit(edit, outcome: outcome)
            case .quit(let status):
                await writer.drain()
                return outputFailed() ?? status
            }
        }
        if conversation.isAsking { await writer.drain() }
        if let ended = outputFailed() { return ended }
        // Lines are read only while a question waits for one: nothing typed for the editor is taken.
        if conversation.isAsking && !lineRequested {
            reader.requestLine()
            lineRequested = true
        }
        // The stream never finishes (its producers live as long as the process); nil is only a cancelled task.
        switch await incoming.next() {
        case .event(let event)?:
            if case .line = event { lineRequested = false }
            if case .endOfInput = event { lineRequested = false }
            actions = conversation.handle(event)
        case .terminate(let signal)?:
            writer.write("\n")
            services.saveDraft(conversation.draft)
            send(.quit)
            await writer.drain()
            return .interrupted(signal: signal)
        case nil:
            send(.quit)
            await writer.drain()
            return .quit
        }
    }
}

/// Runs `work` on a thread of its own (an editor may run for minutes; a cooperative thread must not wait for it).
private func runBlocking<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        startThread(named: "introgen-editor") { continuation.resume(returning: work()) }
    }
}

/// What wakes the accessible mode: an event for the conversation, or a signal that ends the run.
enum AccessibleInput: Sendable {
    case event(AccessibleConversation.Event)
    case terminate(Int32)

    /// SIGINT as `.interrupt`, SIGTERM and SIGHUP as `.terminate`, delivered through dispatch (the handlers only
    /// yield); the signals' own actions are ignored while the sources live.
    static func signals(into continuation: AsyncStream<AccessibleInput>.Continuation) -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM, SIGHUP].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                continuation.yield(number == SIGINT ? .event(.interrupt) : .terminate(number))
            }
            source.resume()
            return source
        }
    }
}

/// Reads one line at a time from a descriptor, on a thread of its own (a blocking read must not hold a cooperative
/// thread), and only when asked: bytes nobody asked for stay in the terminal's or the pipe's buffer, so an editor
/// started in between gets every key typed into it.
final class LineReader: Sendable {
    private let wanted = DispatchSemaphore(value: 0)

    /// Starts the thread; each ``requestLine()`` makes it hand one `.line` (without its line end, invalid UTF-8
    /// replaced) to `continuation`, or `.endOfInput` once the input has ended, after which it stops.
    init(descriptor: Int32, continuation: AsyncStream<AccessibleInput>.Continuation) {
        let wanted = wanted
        startThread(named: "introgen-input") {
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            var ended = false
            while true {
                wanted.wait()
                while !ended, !pending.contains(10) {
                    let count = read(descriptor, &buffer, buffer.count)
                    if count < 0 && errno == EINTR { continue }
                    if count <= 0 {
                        ended = true
                    } else {
                        pending.append(contentsOf: buffer[0..<count])
                    }
                }
                guard let end = pending.firstIndex(of: 10) ?? (pending.isEmpty ? nil : pending.endIndex) else {
                    continuation.yield(.event(.endOfInput))
                    return
                }
                var line = pending[..<end]
                if line.last == 13 { line = line.dropLast() }
                continuation.yield(.event(.line(String(decoding: line, as: UTF8.self))))
                pending.removeSubrange(..<min(end + 1, pending.endIndex))
            }
        }
    }

    /// Asks for the next line.
    func requestLine() {
        wanted.signal()
    }
}

/// Plain text for one descriptor, written in order on a serial queue of its own (a terminal or pipe that does not
/// take it blocks that queue, never one of Swift's cooperative threads), and the clipboard where that descriptor can
/// take it; the first write that fails is remembered (`failure`, its errno) and nothing more is written.
final class PlainOutput: Sendable {
    let descriptor: Int32
    private let queue = DispatchQueue(label: "introgen-accessible-output")
    private let failed = Mutex<Int32?>(nil)

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The errno of the first write that failed, among those done so far.
    var failure: Int32? { failed.withLock { $0 } }

    /// Queues `text` after everything written before it; returns at once.
    func write(_ text: String) {
        let bytes = Array(text.utf8)
        queue.async { [self] in writeNow(bytes[...]) }
    }

    /// Waits (suspended) until everything queued so far is written or dropped.
    func drain() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.async { continuation.resume() }
        }
    }

    private func writeNow(_ text: ArraySlice<UInt8>) {
        guard failure == nil else { return }
        var bytes = text
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 {
                let code = written < 0 ? errno : EIO
                failed.withLock { $0 = code }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Sends `text` to the clipboard through the terminal (OSC 52) and says so; a dumb terminal, or output that
    /// is not a terminal, would show the sequence as text, so then it only says why it cannot.
    func copy(_ text: String) -> String {
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        guard isatty(descriptor) != 0, term != "dumb", !term.isEmpty else {
            return tr(
                "Cannot copy here: copying goes through the terminal (OSC 52), and this is not one that can; the text is above."
            ) + "\n"
        }
        write(OSC52.sequence(for: text))
        return tr("Copied the introduction (through the terminal, OSC 52).") + "\n"
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
