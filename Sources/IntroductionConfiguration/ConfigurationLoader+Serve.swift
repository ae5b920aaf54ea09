public import FoundationEssentials
import IncrementalJSON
import IntroductionCore
import IntroductionStorage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ConfigurationLoader {
    /// Merges `introgen serve`'s flags over the `serve` section of the configuration file (`configFile`, else
    /// `$XDG_CONFIG_HOME/introgen/config.json`) and reads the token file.
    ///
    /// - Throws: `SourceError` (`.invalidConfiguration`) for a value that cannot work, naming the flag or file at
    ///   fault: a host that is not an IP address, a port out of range, a token file that is unreadable, empty or
    ///   readable by other users, and a reachable address with neither a token nor `--no-auth`.
    public func loadServe(_ overrides: ServeOverrides, configFile: URL? = nil) throws -> ServeSettings {
        let fileURL = configFile ?? directories.configFile
        let section = try readFile(at: fileURL, required: configFile != nil)?.serve ?? ServeFileSection()
        let fileName = "serve in \(fileURL.path)"
        var settings = ServeSettings()

        let host = overrides.host.map { ($0, "--host") } ?? section.host.map { ($0, "host in \(fileName)") }
        if let (text, origin) = host {
            guard let loopback = Self.isLoopback(text) else {
                throw SourceError.invalidConfiguration(
                    "\(origin) is \"\(SourceError.printable(text, limit: 60))\": give an IP address such as "
                        + "127.0.0.1, 0.0.0.0 or ::1."
                )
            }
            settings.host = text == "localhost" ? "127.0.0.1" : text
            settings.isLoopback = loopback
        }
        if let (port, origin) = overrides.port.map({ ($0, "--port") })
            ?? section.port.map({ ($0, "port in \(fileName)") })
        {
            guard (0...65_535).contains(port) else {
                throw SourceError.invalidConfiguration("\(origin) is \(port): use a port from 0 to 65535.")
            }
            settings.port = port
        }
        settings.maxGenerations =
            try Self.positive(
                overrides.maxGenerations.map { ($0, "--max-generations") }
                    ?? section.maxGenerations.map { ($0, "max_generations in \(fileName)") }) ?? settings.maxGenerations
        settings.maxEvents =
            try Self.positive(
                overrides.maxEvents.map { ($0, "--max-events") }
                    ?? section.maxEvents.map { ($0, "max_events in \(fileName)") }) ?? settings.maxEvents
        if let megabytes = try Self.positive(
            overrides.resumeMemoryMegabytes.map { ($0, "--resume-memory") }
                ?? section.resumeMemory.map { ($0, "resume_memory in \(fileName)") })
        {
            // Past a terabyte the figure is a slip of the keyboard, and the shift would overflow besides.
            guard megabytes <= 1 << 20 else {
                throw SourceError.invalidConfiguration(
                    "resume memory of \(megabytes) MB is more than a server has: give megabytes, such as 64.")
            }
            settings.resumeMemory = megabytes << 20
        }
        if let drain = try Self.seconds(
            overrides.drainSeconds.map { ($0, "--drain") } ?? section.drain.map { ($0, "drain in \(fileName)") },
            allowingZero: true)
        {
            settings.drain = drain
        }
        if let window = try Self.seconds(
            overrides.resumeWindowSeconds.map { ($0, "--resume-window") }
                ?? section.resumeWindow.map { ($0, "resume_window in \(fileName)") },
            allowingZero: false)
        {
            settings.resumeWindow = window
        }
        let format =
            overrides.logFormat.map { ($0, "--log-format") }
            ?? section.logFormat.map { ($0, "log_format in \(fileName)") }
        if let (text, origin) = format {
            guard let value = ServeSettings.LogFormat(rawValue: text.lowercased()) else {
                throw SourceError.invalidConfiguration("\(origin) is \"\(text)\": use text or json.")
            }
            settings.logFormat = value
        }
        settings.faults = overrides.faults
        settings.resumeStore = try resumeStore(overrides, section: section, fileURL: fileURL)

        let tokenFile =
            overrides.tokenFile.map { ($0, "--token-file") }
            ?? section.tokenFile.map { ($0, "token_file in \(fileName)") }
        if let (path, origin) = tokenFile {
            var resolved = path
            if resolved.hasPrefix("~/"), let home = environment["HOME"] { resolved = home + resolved.dropFirst() }
            if !resolved.hasPrefix("/") && origin != "--token-file" {
                resolved = fileURL.deletingLastPathComponent().appendingPathComponent(resolved).path
            }
            settings.token = try Self.token(in: resolved, origin: origin)
            settings.tokenFile = resolved
        }
        if !settings.isLoopback && settings.token == nil && !overrides.noAuth {
            throw SourceError.invalidConfiguration(
                "introgen serve would listen on \(settings.host), which other machines can reach: give "
                    + "--token-file FILE (a bearer token, chmod 600), or --no-auth to serve without one."
            )
        }
        return settings
    }

    /// Whether `host` is a loopback address; nil when it is not a numeric IPv4 or IPv6 address (or `localhost`).
    static func isLoopback(_ host: String) -> Bool? {
        if host == "localhost" { return true }
        var ipv4 = in_addr()
        if inet_pton(AF_INET, host, &ipv4) == 1 {
            return UInt32(bigEndian: ipv4.s_addr) >> 24 == 127
        }
        var ipv6 = in6_addr()
        if inet_pton(AF_INET6, host, &ipv6) == 1 {
            let bytes = withUnsafeBytes(of: ipv6) { Array($0) }
            let isOne = bytes[0..<15].allSatisfy { $0 == 0 } && bytes[15] == 1
            let isMappedLoopback =
                bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
                && bytes[12] == 127
            return isOne || isMappedLoopback
        }
        return nil
    }

    /// The token a file holds: one line of visible ASCII (a bearer token's characters), the file private.
    private static func token(in path: String, origin: String) throws -> String {
        let bytes = try privateLine(in: path, origin: origin, holding: "token")
        guard !bytes.isEmpty, bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw SourceError.invalidConfiguration(
                "The token file \(path) must hold one token: visible ASCII characters, no spaces, on one line."
            )
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The first line of a secret's file, without its line break and trailing blanks; the file must be readable by
    /// its owner only (like a key-holding config file), since what it holds lets anyone in.
    static func privateLine(in path: String, origin: String, holding secret: String) throws -> [UInt8] {
        let manager = FileManager.default
        guard let data = manager.contents(atPath: path) else {
            throw SourceError.invalidConfiguration("\(origin) is \(path), which cannot be read.")
        }
        let attributes = try? manager.attributesOfItem(atPath: path)
        let mode = (attributes?[.posixPermissions] as? UInt).map { Int($0) } ?? 0o777
        if mode & 0o077 != 0 {
            throw SourceError.invalidConfiguration(
                "The \(secret) file \(path) can be read by other users: run chmod 600 \(path)."
            )
        }
        var bytes = Array(data)
        while let last = bytes.last, last == 0x0A || last == 0x0D || last == 0x20 || last == 0x09 {
            bytes.removeLast()
        }
        return bytes
    }

    private static func positive(_ candidate: (Int, String)?) throws -> Int? {
        guard let (value, origin) = candidate else { return nil }
        guard value >= 1 else { throw SourceError.invalidConfiguration("\(origin) is \(value): use 1 or more.") }
        return value
    }

    private static func seconds(_ candidate: (Double, String)?, allowingZero: Bool) throws -> Duration? {
        guard let (value, origin) = candidate else { return nil }
        guard value.isFinite, allowingZero ? value >= 0 : value > 0, value <= 86_400 else {
            let least = allowingZero ? "0" : "more than 0"
            throw SourceError.invalidConfiguration("\(origin) is \(value): use a number of seconds, \(least) to 86400.")
        }
        return .milliseconds(Int64((value * 1000).rounded()))
    }
}

/// The `serve` section of `config.json`: `{"host":…,"port":…,"token_file":…,"max_generations":…,"drain":…,
/// "resume_window":…,"max_events":…,"resume_memory":…,"log_format":…,"resume_store":…,"resume_store_password_file":…}`; unknown keys
/// are ignored.
struct ServeFileSection {
    var host: String?
    var port: Int?
    var tokenFile: String?
    var maxGenerations: Int?
    var drain: Double?
    var resumeWindow: Double?
    var maxEvents: Int?
    var resumeMemory: Int?
    var logFormat: String?
    var resumeStore: String?
    var resumeStorePasswordFile: String?

    init() {}

    init(_ section: FileObject) throws(JSONKeyTypeError) {
        host = try section.string("host")
        port = try section.whole("port")
        tokenFile = try section.string("token_file")
        maxGenerations = try section.whole("max_generations")
        drain = try section.number("drain")
        resumeWindow = try section.number("resume_window")
        maxEvents = try section.whole("max_events")
        resumeMemory = try section.whole("resume_memory")
        logFormat = try section.string("log_format")
        resumeStore = try section.string("resume_store")
        resumeStorePasswordFile = try section.string("resume_store_password_file")
    }
}
