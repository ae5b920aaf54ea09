import CNcursesw
import Dispatch
import FoundationEssentials
import IntroductionCore
import IntroductionStorage
import Localization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The UI thread's loop: the only code that calls ncurses while the app runs.
///
/// It sleeps in `poll()` on the terminal, the snapshot wake pipe and the signal pipe; on waking
/// it drains keys with non-blocking `wget_wch`, takes the latest snapshot, and draws at most one
/// frame per `frameInterval`, so a burst of chunks costs one frame and the last chunk is on
/// screen within one frame.
final class RenderLoop {
    static let frameInterval = Duration.milliseconds(16)
    /// Upper bound on a poll sleep, so a resize signal that lands between a drain and poll()
    /// (ncurses' SIGWINCH handler only sets a flag) is noticed promptly.
    static let idleWake = Duration.milliseconds(250)
    /// How often the status line's elapsed time moves while a generation is silent.
    static let clockTick = Duration.milliseconds(100)

    private let terminal: Terminal
    private let mailbox: SnapshotMailbox
    private let configuration: TerminalAppConfiguration
    private let send: @Sendable (UserIntent) -> Void
    private let clock = ContinuousClock()
    private let draftQueue = DispatchQueue(label: "introgen.draft")
    private var model: AppModel
    private var renderer = FrameRenderer()
    private var keyMapper: KeyMapper
    private var needsFrame = true
    private var lastFrame: ContinuousClock.Instant?
    private var draftDue: ContinuousClock.Instant?
    private var snapshotArrival: ContinuousClock.Instant?

    init(
        terminal: Terminal,
        mailbox: SnapshotMailbox,
        configuration: TerminalAppConfiguration,
        send: @escaping @Sendable (UserIntent) -> Void
    ) {
        self.terminal = terminal
        self.mailbox = mailbox
        self.configuration = configuration
        self.send = send
        let draft = configuration.services.loadDraft() ?? Draft()
        model = AppModel(
            draft: draft,
            columns: terminal.columns,
            lines: terminal.lines,
            seed: configuration.seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
        )
        model.message = configuration.startMessage
        let menu = configuration.services.sourceMenu()
        model.sourceTitle = menu.items.first { $0.id == menu.currentID }?.title
        keyMapper = KeyMapper(altLeft: terminal.keyCode(named: "kLFT3"), altRight: terminal.keyCode(named: "kRIT3"))
    }

    func run() -> ExitStatus {
        while true {
            let now = clock.now
            if let due = draftDue, now >= due { saveDraft(synchronously: false) }
            if needsFrame, lastFrame.map({ now - $0 >= Self.frameInterval }) ?? true {
                renderer.draw(model.frame(), theme: terminal.theme)
                needsFrame = false
                lastFrame = clock.now
            }
            if !waitForInput() {
                // The terminal hung up without a SIGHUP reaching us (it went to a shell that blocks it):
                // poll() would now return at once forever.
                send(.quit)
                return finish(.interrupted(signal: SIGHUP))
            }

            for signal in terminal.pendingSignals() {
                if let status = handleSignal(signal) { return finish(status) }
            }
            _ = mailbox.wakePipe.drain()
            if let snapshot = mailbox.take(), model.apply(snapshot) {
                needsFrame = true
                snapshotArrival = clock.now
            }
            tickElapsedTime()
            if let problem = configuration.services.takeStorageProblem() {
                model.message = problem
                needsFrame = true
            }
            if let notice = configuration.services.takeSourceNotice() {
                if !notice.isEmpty { model.message = notice }
                model.sourcesChanged(configuration.services.sourceMenu())
                needsFrame = true
            }

            let inputs = readKeys()
            for action in keyMapper.actions(for: inputs) {
                needsFrame = true
                for effect in model.handle(action) {
                    if let status = perform(effect) { return finish(status) }
                }
            }
        }
    }

    /// While generating, moves the status line's clock on every tenth of a second or so even
    /// when no snapshot arrives (waiting for the first token can take seconds).
    private func tickElapsedTime() {
        guard model.isGenerating, let arrival = snapshotArrival else { return }
        let since = clock.now - arrival
        if since - model.timeSinceSnapshot >= .milliseconds(100) {
            model.timeSinceSnapshot = since
            needsFrame = true
        }
    }

    /// Sleeps until input, a snapshot, a signal or a deadline; returns false when the terminal is gone.
    private func waitForInput() -> Bool {
        let now = clock.now
        var timeout = model.isGenerating ? Self.clockTick : Self.idleWake
        if needsFrame, let last = lastFrame { timeout = min(timeout, Self.frameInterval - (now - last)) }
        if let due = draftDue { timeout = min(timeout, due - now) }
        let milliseconds = Int32(max(0, (timeout / .milliseconds(1)).rounded(.up)))
        var fds = [
            pollfd(fd: terminal.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: mailbox.wakePipe.readEnd, events: Int16(POLLIN), revents: 0),
            pollfd(fd: terminal.signalReadDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        _ = poll(&fds, nfds_t(fds.count), milliseconds)  // EINTR (SIGWINCH) just means: look again
        return fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) == 0
    }

    private func readKeys() -> [KeyInput] {
        var inputs: [KeyInput] = []
        var value: wint_t = 0
        // Bounded: a paste larger than this is read over the next iterations.
        for _ in 0..<4096 {
            let result = wget_wch(introgen_stdscr(), &value)
            if result == KEY_CODE_YES {
                inputs.append(.keyCode(Int32(value)))
            } else if result == OK {
                inputs.append(.character(UInt32(value)))
            } else {
                break
            }
        }
        return inputs
    }

    /// Returns an exit status when the signal ends the app.
    private func handleSignal(_ signal: Int32) -> ExitStatus? {
        switch signal {
        case SIGTSTP:
            suspend()
            return nil
        case SIGCONT:
            repaint()
            return nil
        default:
            send(.quit)
            return .interrupted(signal: signal)
        }
    }

    private func perform(_ effect: AppEffect) -> ExitStatus? {
        switch effect {
        case .send(let intent):
            send(intent)
        case .draftChanged:
            draftDue = clock.now + configuration.draftSaveDelay
        case .saveIntroduction(let entry):
            do {
                let path = try configuration.services.saveIntroduction(entry)
                if let position = model.snapshot.position, position.count > 1 {
                    model.message = tr("saved version %1$s/%2$s to %3$s", position.number, position.count, path)
                } else {
                    model.message = tr("saved to %s", path)
                }
            } catch {
                model.message = tr("could not save: %s", "\(error)")
            }
        case .editExternally(let edit):
            let outcome = editExternally(edit)
            for effect in model.finishEdit(edit, outcome: outcome) {
                if let status = perform(effect) { return status }
            }
        case .openSources:
            model.showSources(configuration.services.sourceMenu())
        case .openHistory:
            do {
                model.showHistory(try configuration.services.listSaved())
            } catch {
                model.message = tr("could not list the saved introductions: %s", "\(error)")
            }
        case .deleteSaved(let saved):
            let name = saved.file.lastPathComponent
            do {
                try configuration.services.deleteSaved(saved)
                model.historyChanged(try? configuration.services.listSaved(), note: tr("deleted %s", name))
            } catch {
                model.historyChanged(nil, note: tr("could not delete %1$s: %2$s", name, "\(error)"))
            }
        case .copy(let text, let section):
            terminal.writeDirectly(Array(OSC52.sequence(for: text).utf8))
            model.message = tr("copied the %1$s (%2$s characters, OSC 52)", section.shownName, text.count)
        case .quit:
            return .quit
        case .suspend:
            suspend()
        case .redraw:
            repaint()
        case .resize:
            model.resize(columns: terminal.columns, lines: terminal.lines)
            repaint()
        }
        return nil
    }

    private func suspend() {
        saveDraft(synchronously: true)
        terminal.suspend()
        model.resize(columns: terminal.columns, lines: terminal.lines)
        repaint()
    }

    /// Hands the terminal to the person's editor (the draft saved first, in case the session ends there) and takes
    /// it back: curses mode and bracketed paste restored, the size read again, everything repainted.
    private func editExternally(_ edit: SectionEdit) -> ExternalEditor.Outcome {
        saveDraft(synchronously: true)
        let editor = ExternalEditor(environment: configuration.editorEnvironment)
        guard editor.command != nil else { return .noEditor }
        let outcome = terminal.handOver { editor.edit(edit.text, name: edit.section.rawValue) }
        model.resize(columns: terminal.columns, lines: terminal.lines)
        repaint()
        return outcome
    }

    private func repaint() {
        _ = clearok(introgen_stdscr(), true)
        renderer.invalidate()
        needsFrame = true
        lastFrame = nil
    }

    private func finish(_ status: ExitStatus) -> ExitStatus {
        saveDraft(synchronously: true)
        return status
    }

    private func saveDraft(synchronously: Bool) {
        guard draftDue != nil else { return }
        draftDue = nil
        let draft = model.draft
        let save = configuration.services.saveDraft
        if synchronously {
            draftQueue.sync { save(draft) }
        } else {
            draftQueue.async { save(draft) }
        }
    }
}
