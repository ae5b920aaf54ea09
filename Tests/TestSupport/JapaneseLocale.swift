import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The `ja_JP.UTF-8` locale the Japanese interface's tests run under, made with `localedef` when the machine lacks it.
///
/// glibc selects a catalogue only for a locale that exists: under a missing `ja_JP.UTF-8` the interface is English,
/// so a test that did not make sure would pass or fail for the wrong reason. Root (as in CI and `make test` run as
/// root) makes it once per test process; anyone else gets a failure that names the command, the way `make` names
/// the packages it needs, never a silent pass.
public enum JapaneseLocale {
    public static let name = "ja_JP.UTF-8"
    public static let command = "localedef -i ja_JP -f UTF-8 ja_JP.UTF-8"

    public struct Missing: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// Returns once `ja_JP.UTF-8` exists; throws ``Missing`` (saying what to run) when it does not and cannot be made.
    public static func ensure() async throws {
        if let failure = await made.value { throw Missing(description: failure) }
    }

    /// Whether the machine has the locale, asked of `locale -a` in a child: glibc remembers in each process a locale
    /// it did not find (the archive as first mapped, and a folder it looked for), so a process that asked before
    /// the locale was made would never see it.
    static func exists() async -> Bool {
        guard let child = try? ChildProcess("/usr/bin/locale", ["-a"], environment: ["LC_ALL": "C"]) else {
            return false
        }
        child.finishInput()
        let output = await child.wait(timeout: .seconds(20))
        return output.stdout.split(separator: "\n").contains { $0 == "ja_JP.utf8" || $0 == "ja_JP.UTF-8" }
    }

    /// Made at most once per process (tests ask in parallel; two localedef runs writing the archive would race).
    private static let made = Task<String?, Never> {
        if await exists() { return nil }
        guard geteuid() == 0 else {
            return "the \(name) locale is missing and only root can make it: run `sudo \(command)` "
                + "(Debian package locales), then run the tests again"
        }
        let localedef = ["/usr/bin/localedef", "/usr/sbin/localedef"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let localedef else {
            return "the \(name) locale is missing and localedef is not installed: run `apt-get install locales`, "
                + "then `\(command)`"
        }
        do {
            let child = try ChildProcess(
                localedef, ["-i", "ja_JP", "-f", "UTF-8", name], environment: ["PATH": "/usr/bin:/bin"])
            child.finishInput()
            let output = await child.wait(timeout: .seconds(120))
            // localedef exits 1 for warnings alone; what counts is whether the locale now loads.
            if await exists() { return nil }
            return "`\(command)` did not make the locale (exit \(output.status)): \(output.stderr)"
        } catch {
            return "`\(command)` could not be started: \(error)"
        }
    }
}
