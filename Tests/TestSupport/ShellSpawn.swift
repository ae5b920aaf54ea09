#if canImport(Glibc)
    public import Glibc
#endif

/// Starts a program the way a shell does, for tests and benchmarks: every signal at its default action, only
/// the `blocking` signals blocked, and no descriptor of ours from 3 up inherited.
///
/// Why not `Process`: it hands the child the mask of the spawning thread, and Swift's concurrency threads block
/// every signal, so a tmux server or an `introgen` started that way ignores the signals a person would send.
/// And other tests in the process open sockets without close-on-exec: a child that inherited one (a tmux server
/// lives on as a daemon) would keep that connection open after the test closed it.
public enum ShellSpawn {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Spawns `executable` with `arguments` (after argv[0]) and exactly `environment`; `setUp` adds the file
    /// actions that give the child its 0, 1 and 2 (they run after the new session is made, when `newSession`).
    public static func spawn(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String],
        blocking: [Int32] = [],
        newSession: Bool = false,
        setUp: (inout posix_spawn_file_actions_t) -> Void
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        setUp(&actions)
        _ = addCloseFrom(&actions, 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in blocking { sigaddset(&mask, signal) }
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | (newSession ? spawnSetSID : 0)))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure(description: "cannot start \(executable): errno \(result)") }
        return pid
    }

    /// A pipe whose two ends are close-on-exec from the start (`pipe2(O_CLOEXEC)`). A `pipe` followed by `fcntl`
    /// leaves a moment in which a child that another thread spawns, by a spawner that does not close every
    /// descriptor, inherits the ends; a reading end kept open that way lets a write that should raise SIGPIPE
    /// succeed.
    public static func pipeClosedOnExec() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe2(&ends, O_CLOEXEC) == 0 else { throw Failure(description: "pipe2 failed: errno \(errno)") }
        return (ends[0], ends[1])
    }

    /// glibc's `pipe2`, a GNU extension the Glibc module hides.
    private static let pipe2: @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32 = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2") else { fatalError("no pipe2") }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)
    }()

    /// The exit code a shell reports for a `waitpid` status: the code, or 128 + the signal that killed it.
    public static func exitCode(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// glibc's POSIX_SPAWN_SETSID (a GNU extension the Glibc module does not export).
    private static let spawnSetSID: Int32 = 0x80

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), a GNU extension the Glibc module hides.
    private static let addCloseFrom: @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32 =
        {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
            else { fatalError("glibc 2.34 or later is needed (posix_spawn_file_actions_addclosefrom_np)") }
            return unsafeBitCast(
                symbol,
                to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self
            )
        }()
}
