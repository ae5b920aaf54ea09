import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The running ncurses screen on the controlling terminal. Used only on the UI thread.
///
/// Input and output both go to /dev/tty (newterm), so the screen works even when stdin or stdout
/// is redirected; `fileDescriptor` is what the UI thread polls for keys.
final class Terminal {
    let fileDescriptor: Int32
    let theme: Theme
    private let screen: OpaquePointer
    private let file: UnsafeMutablePointer<FILE>
    private let signalPipe: Pipe

    /// Signals that arrive as bytes on `signalReadDescriptor` while the terminal is up.
    static let routedSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT]

    var signalReadDescriptor: Int32 { signalPipe.readEnd }

    /// Signals routed to the pipe since the last call, oldest first.
    func pendingSignals() -> [Int32] { signalPipe.drain().map { Int32($0) } }

    private init(screen: OpaquePointer, file: UnsafeMutablePointer<FILE>, signalPipe: Pipe, useColor: Bool) {
        self.screen = screen
        self.file = file
        self.signalPipe = signalPipe
        fileDescriptor = fileno(file)
        theme = Theme(useColor: useColor)
    }

    var columns: Int { Int(getmaxx(introgen_stdscr())) }
    var lines: Int { Int(getmaxy(introgen_stdscr())) }

    /// Leaves curses mode, stops the process like Ctrl-Z in a shell would, and comes back when
    /// continued (`fg`); the caller repaints everything afterwards.
    func suspend() {
        setBracketedPaste(false)
        _ = endwin()
        introgen_default_signal(SIGTSTP)
        // raise() signals this thread, so the stop happens before it returns; kill(0, …) would
        // be delivered to any thread, possibly after the handler below is back in place.
        _ = raise(SIGTSTP)
        // Running again: route SIGTSTP back to the pipe and let the next doupdate restore the screen.
        _ = introgen_route_signal(SIGTSTP, signalPipe.writeEnd)
        _ = clearok(introgen_stdscr(), true)
        setBracketedPaste(true)
    }

    /// Leaves curses mode for `body` (a child process that uses the terminal, such as an editor) and comes back:
    /// bracketed paste off and the terminal as the shell left it while `body` runs, then curses mode and bracketed
    /// paste again. The caller repaints everything afterwards. Routed signals that arrive meanwhile wait in the pipe.
    func handOver<T>(_ body: () -> T) -> T {
        setBracketedPaste(false)
        _ = endwin()
        let result = body()
        _ = reset_prog_mode()
        _ = clearok(introgen_stdscr(), true)
        setBracketedPaste(true)
        return result
    }

    /// The key code ncurses reports for the terminfo key `name` (`kLFT3` is Alt-← on xterm), nil when the terminal
    /// has no such key.
    func keyCode(named name: String) -> Int32? {
        let code = introgen_key_code(name)
        return code > 0 ? code : nil
    }

    /// Asks the terminal to mark pasted text (`ESC [200~` … `ESC [201~`), so a paste with newlines stays in
    /// the field it was pasted into; turned off again before the terminal is handed back.
    func setBracketedPaste(_ on: Bool) {
        writeDirectly(Array((on ? "\u{1B}[?2004h" : "\u{1B}[?2004l").utf8))
    }

    /// Writes bytes straight to the terminal, outside ncurses' buffer (for OSC 52).
    func writeDirectly(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fileDescriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += written
        }
    }

    /// Runs `body` with ncurses set up on the controlling terminal and restores the terminal on
    /// every way out: return, throw, a routed signal (the body returns), `exit` (atexit handler)
    /// and crashes (a C handler restores the saved termios).
    static func with<T>(useColor: Bool, _ body: (Terminal) throws -> T) throws -> T {
        TerminalLocale.prepare()
        unblockSignalsOnThisThread()
        guard let file = fopen("/dev/tty", "r+") else { throw TerminalError.noTerminal }
        let descriptor = fileno(file)
        _ = introgen_install_crash_restore(descriptor)
        registerExitRestore()
        guard let screen = newterm(nil, file, file) else {
            introgen_remove_crash_restore()
            fclose(file)
            throw TerminalError.cannotStart(term: getenv("TERM").map { String(cString: $0) } ?? "")
        }
        _ = raw()
        _ = noecho()
        _ = nonl()  // Enter arrives as CR (13), distinct from Ctrl-J (10)
        let window = introgen_stdscr()
        _ = keypad(window, true)
        _ = nodelay(window, true)
        _ = set_escdelay(25)
        _ = curs_set(1)

        let signalPipe: Pipe
        do {
            signalPipe = try Pipe()
        } catch {
            _ = endwin()
            delscreen(screen)
            fclose(file)
            introgen_remove_crash_restore()
            throw error
        }
        // After newterm, which installs ncurses' own handlers: ours replace them.
        for signal in routedSignals { _ = introgen_route_signal(signal, signalPipe.writeEnd) }

        let terminal = Terminal(screen: screen, file: file, signalPipe: signalPipe, useColor: useColor)
        terminal.setBracketedPaste(true)
        defer {
            // From here on a hangup (the shell's, then the kernel's when the terminal closes) must not kill the
            // process before it exits with the status it reports: SIGHUP stays ignored, the others go back to default.
            introgen_ignore_signal(SIGHUP)
            terminal.setBracketedPaste(false)
            _ = endwin()
            for signal in routedSignals where signal != SIGHUP { introgen_default_signal(signal) }
            delscreen(screen)
            fclose(file)
            introgen_remove_crash_restore()
            signalPipe.closeEnds()
        }
        return try body(terminal)
    }

    /// Threads inherit their creator's signal mask, and Swift's concurrency pool threads block
    /// every signal; the UI thread must receive SIGTSTP to stop itself when it suspends.
    private static func unblockSignalsOnThisThread() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in routedSignals + [SIGWINCH] { sigaddset(&set, signal) }
        _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    private static let exitRestore: Void = {
        // endwin without a screen (already torn down) just returns ERR.
        atexit {
            if !isendwin() { _ = endwin() }
        }
    }()

    private static func registerExitRestore() { _ = exitRestore }
}
