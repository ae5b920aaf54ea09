public import FoundationEssentials

/// Where introgen keeps its files, following the XDG Base Directory specification.
///
/// Built from an environment and a home directory that are passed in, so tests (and the
/// executable) decide which file system the kit touches; nothing here reads the process
/// environment by itself. Relative `XDG_*` values are ignored, as the specification requires.
public struct XDGDirectories: Sendable, Equatable {
    /// `$XDG_CONFIG_HOME/introgen` (fallback `~/.config/introgen`): `config.json`.
    public var config: URL
    /// `$XDG_STATE_HOME/introgen` (fallback `~/.local/state/introgen`): the draft form.
    public var state: URL
    /// `$XDG_DATA_HOME/introgen` (fallback `~/.local/share/introgen`): saved introductions.
    public var data: URL

    /// - Parameters:
    ///   - environment: usually `ProcessInfo.processInfo.environment`.
    ///   - home: the home directory; nil reads `HOME` from `environment`, then asks the system.
    public init(environment: [String: String], home: URL? = nil) {
        let homeURL =
            home
            ?? environment["HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser
        func base(_ variable: String, fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value, isDirectory: true)
            }
            return homeURL.appendingPathComponent(fallback, isDirectory: true)
        }
        config = base("XDG_CONFIG_HOME", fallback: ".config").appendingPathComponent("introgen", isDirectory: true)
        state = base("XDG_STATE_HOME", fallback: ".local/state").appendingPathComponent("introgen", isDirectory: true)
        data = base("XDG_DATA_HOME", fallback: ".local/share").appendingPathComponent("introgen", isDirectory: true)
    }

    /// The configuration file, `config.json` in ``config``.
    public var configFile: URL { config.appendingPathComponent("config.json", isDirectory: false) }
}
