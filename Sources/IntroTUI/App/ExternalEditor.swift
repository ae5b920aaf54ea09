import CNcursesw
public import FoundationEssentials
import TextBasics
import Localization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the person's own text editor on a private copy of a text and says what came of it.
///
/// The editor is `$VISUAL`, else `$EDITOR` (either may carry arguments, `code --wait`: it runs through `/bin/sh` with
/// the file as its last argument, as git runs it), else the first of `sensible-editor`, `nano`, `vi` on `PATH`. The
/// text goes into a new file in the temporary folder that only the user can read (0600), removed afterwards. The
/// editor is started with `posix_spawn` on the controlling terminal (when there is one), every signal at its default
/// and none blocked, whatever the calling thread blocks. While it runs, the calling process ignores SIGINT and
/// SIGQUIT as `system()` does and takes SIGTSTP at its default, so suspending the editor (Ctrl-Z) stops the app with
/// it and `fg` brings both back; a child that stops alone makes the app stop too and continues it on the way back.
///
/// Needs no curses: a full-screen front end leaves curses mode around ``edit(_:name:)``, a line-by-line one just
/// calls it. Blocks the calling thread until the editor ends; call it where blocking is what the person expects. One
/// editor at a time per process: signal dispositions belong to the whole process.
public struct ExternalEditor: Sendable {
    /// How the editor is started.
    public enum Command: Sendable, Equatable {
        /// `$VISUAL` or `$EDITOR` as written, run by `/bin/sh -c '<command> "$@"'` with the file as its argument.
        case shell(String)
        /// An editor found on `PATH` (absolute path), run with the file as its one argument.
        case executable(String)
    }

    /// What the person did in the editor. Only ``changed(_:)`` carries a new text; everything else means the text
    /// stays as it was, and ``description`` says why in one sentence.
    public enum Outcome: Sendable, Equatable, CustomStringConvertible {
        /// The editor exited with status 0 and left a different, non-empty text (trailing blank lines removed).
        case changed(String)
        /// The editor exited with status 0 and the file holds what it held before (trailing whitespace aside).
        case unchanged
        /// The editor exited with status 0 and left the file empty (or only whitespace).
        case empty
        /// The editor exited with a status other than 0: whatever it wrote is not taken.
        case exited(status: Int32)
        /// A signal ended the editor.
        case killed(signal: Int32)
        /// Neither variable is set and none of the fallback editors is on `PATH`.
        case noEditor
        /// The file could not be written or read back, or the editor could not be started.
        case failed(String)

        /// One sentence for a status line.
        public var description: String {
            switch self {
            case .changed: tr("the text was changed")
            case .unchanged: tr("the editor left the text unchanged; nothing changed")
            case .empty: tr("the editor left the file empty; nothing changed")
            case .exited(let status): tr("the editor exited with status %s; nothing changed", status)
            case .killed(let signal): tr("the editor was ended by signal %s; nothing changed", signal)
            case .noEditor: tr("no editor found: set VISUAL or EDITOR (sensible-editor, nano and vi are not on PATH)")
            case .failed(let reason): tr("could not edit: %s", reason)
            }
        }
    }

    /// Editors tried in this order when neither `VISUAL` nor `EDITOR` names one.
    public static let fallbacks = ["sensible-editor", "nano", "vi"]
    /// An edited text larger than this is refused rather than read (a runaway editor or a wrong file).
    static let maximumSize = 4 << 20

    /// The editor this launcher runs; nil when there is none.
    public let command: Command?
    private let environment: [String: String]
    private let temporaryDirectory: URL

    /// - Parameters:
    ///   - environment: where `VISUAL`, `EDITOR` and `PATH` are read, and the editor's whole environment.
    ///   - temporaryDirectory: where the private file is made; `$TMPDIR` (else `/tmp`) from `environment` by default.
    public init(environment: [String: String], temporaryDirectory: URL? = nil) {
        self.environment = environment
        command = Self.choose(environment: environment)
        let folder = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        self.temporaryDirectory = temporaryDirectory ?? URL(fileURLWithPath: folder, isDirectory: true)
    }

    /// `VISUAL`, else `EDITOR` (blank values count as unset), else the first fallback that is an executable file in
    /// one of `PATH`'s folders.
    public static func choose(environment: [String: String]) -> Command? {
        for variable in ["VISUAL", "EDITOR"] {
            if let value = environment[variable], !value.trimmingCharacters(in: .whitespaces).isEmpty {
                return .shell(value)
            }
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").filter { $0.hasPrefix("/") }
        for name in fallbacks {
            for folder in folders {
                let path = "\(folder)/\(name)"
                if access(path, X_OK) == 0 { return .executable(path) }
            }
        }
        return nil
    }

    /// Writes `text` (plus a final newline) to a new private file named after `name`, runs the editor on it, waits
    /// for it, reads the file back and removes it.
    public func edit(_ text: String, name: String = "introduction") -> Outcome {
        guard let command else { return .noEditor }
        let file: URL
        do {
            file = try Self.createPrivateFile(in: temporaryDirectory, name: name, contents: Data((text + "\n").utf8))
        } catch {
            return .failed("\(error)")
        }
        defer { unlink(file.path) }
        let arguments: [String] =
            switch command {
            case .shell(let line): ["/bin/sh", "-c", line + " \"$@\"", line, file.path]
            case .executable(let path): [path, file.path]
            }
        let ending: Outcome?
        do {
            ending = try run(arguments)
        } catch {
            return .failed("\(error)")
        }
        if let ending { return ending }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return .failed("the edited file \(file.path) is gone or cannot be read")
        }
        guard data.count <= Self.maximumSize else { return .failed("the edited file is larger than 4 MiB") }
        let edited = Self.trimmingTrailingSpace(
            String(decoding: data, as: UTF8.self).replacing("\r\n", with: "\n"))
        if edited.allSatisfy(\.isWhitespace) { return .empty }
        if edited == Self.trimmingTrailingSpace(text) { return .unchanged }
        return .changed(edited)
    }

    // MARK: - The child process

    /// Why the editor could not run.
    private struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts and waits for the editor; nil when it exited with status 0, otherwise how it ended.
    private func run(_ arguments: [String]) throws -> Outcome? {
        // The terminal for the editor's standard descriptors, whatever the app's own are redirected to.
        let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
        defer { if terminal >= 0 { close(terminal) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if terminal >= 0 {
            for descriptor: Int32 in 0...2 { posix_spawn_file_actions_adddup2(&actions, terminal, descriptor) }
        }
        // The app's own descriptors (sockets, pipes, the curses terminal) are not the editor's business.
        if let closeFrom = Self.addCloseFrom { _ = closeFrom(&actions, 3) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var saved = introgen_child_signals()
        introgen_signals_for_child(&saved)
        defer { introgen_restore_after_child(&saved) }
        var child: pid_t = 0
        let result = posix_spawn(&child, arguments[0], &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw Failure(description: "\(arguments[0]) cannot be started (\(String(cString: strerror(result))))")
        }
        let status = try Self.wait(for: child)
        let low = status & 0x7F
        if low == 0 {
            let code = (status >> 8) & 0xFF
            // /bin/sh says 127 when the command in VISUAL or EDITOR is not found.
            return code == 0 ? nil : .exited(status: code)
        }
        return .killed(signal: low)
    }

    /// Waits until `child` ends and returns its raw wait status. A child that stopped on its own (the app did not
    /// stop with it) stops the app too, so the shell sees the job stopped; `fg` continues the app, which continues
    /// the child.
    private static func wait(for child: pid_t) throws -> Int32 {
        while true {
            var status: Int32 = 0
            if waitpid(child, &status, WUNTRACED) < 0 {
                if errno == EINTR { continue }
                throw Failure(description: "waiting for the editor failed (errno \(errno))")
            }
            guard status & 0xFF == 0x7F else { return status }
            // Stopped. When the whole process group was stopped (Ctrl-Z, or the editor stopping its group) the app
            // stopped too and has already been continued along with the child by the time it gets here.
            if isStopped(child) {
                kill(getpid(), SIGSTOP)
                kill(child, SIGCONT)
            }
        }
    }

    /// Whether `pid` is stopped right now (Linux `/proc`; elsewhere assumed, which at worst stops the app once more).
    private static func isStopped(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")"), stat.index(close, offsetBy: 2) < stat.endIndex
        else { return true }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state == "T" || state == "t"
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), looked up at run time: the Glibc module hides it.
    private static let addCloseFrom:
        (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
            else { return nil }
            return unsafeBitCast(
                symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
        }()

    // MARK: - The private file

    /// A new file that did not exist before (`O_EXCL`), readable and writable by the user only.
    static func createPrivateFile(in folder: URL, name: String, contents: Data) throws -> URL {
        let safeName = String(name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || $0 == "-") })
        for _ in 0..<16 {
            let url = folder.appendingPathComponent(
                "introgen-\(safeName)-\(UUID().uuidString.prefix(8)).md", isDirectory: false)
            let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw Failure(description: "\(url.path) cannot be created (\(String(cString: strerror(errno))))")
            }
            defer { close(descriptor) }
            let written = contents.withUnsafeBytes { buffer -> Bool in
                var offset = 0
                while offset < buffer.count {
                    let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if count < 0, errno == EINTR { continue }
                    if count <= 0 { return false }
                    offset += count
                }
                return true
            }
            guard written else {
                unlink(url.path)
                throw Failure(description: "\(url.path) cannot be written")
            }
            return url
        }
        throw Failure(description: "no free temporary file name in \(folder.path)")
    }

    private static func trimmingTrailingSpace(_ text: String) -> String {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)].isWhitespace { end = text.index(before: end) }
        return String(text[..<end])
    }
}
