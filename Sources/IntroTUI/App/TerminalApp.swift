import FoundationEssentials
public import IntroductionCore
import NamedThreads

/// Runs the full-screen app on the controlling terminal until the person quits or a signal ends it.
///
/// - `snapshots`: the session's snapshot stream; a task consumes it and hands the latest value
///   to the UI thread (intermediate snapshots may be skipped, the last one never is).
/// - `send`: receives the person's intents on the UI thread; it must return at once.
///
/// ncurses lives on one dedicated thread for the whole run (not the caller's executor, which is
/// free while this awaits). The terminal is restored before this returns or throws. On SIGTERM,
/// SIGHUP or SIGINT, `.quit` is sent and `.interrupted(signal:)` is returned for the caller to
/// exit with its `code`. From the moment the terminal is being restored SIGHUP stays ignored (a
/// closing terminal sends more than one), so the caller is expected to finish up and exit.
/// Cancelling the calling task does not end the app (the person does).
/// Throws `TerminalError` when there is no usable terminal.
public func runTerminalApp(
    configuration: TerminalAppConfiguration,
    snapshots: AsyncStream<SessionSnapshot>,
    send: @escaping @Sendable (UserIntent) -> Void
) async throws -> ExitStatus {
    let mailbox = try SnapshotMailbox()
    defer { mailbox.close() }
    let consumer = Task.detached {
        for await snapshot in snapshots { mailbox.post(snapshot) }
    }
    defer { consumer.cancel() }
    let useColor = configuration.useColor ?? Theme.colorWanted(environment: ProcessInfo.processInfo.environment)
    return try await withCheckedThrowingContinuation { continuation in
        startThread(named: "introgen-ui", stackSize: 8 << 20) {
            continuation.resume(
                with: Result {
                    try Terminal.with(useColor: useColor) { terminal in
                        RenderLoop(terminal: terminal, mailbox: mailbox, configuration: configuration, send: send).run()
                    }
                }
            )
        }
    }
}
