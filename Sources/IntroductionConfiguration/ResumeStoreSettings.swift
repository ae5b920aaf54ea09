/// The Redis server `introgen serve` shares its resume log through (`--resume-store redis://HOST:PORT[/DB]`), so
/// that a client may resume a generation on any instance.
///
/// Holds the password, so `description` shows the address and where the password came from, never the password.
public struct ResumeStoreSettings: Sendable, Equatable, CustomStringConvertible {
    /// A host name or an address (an IPv6 address without its brackets).
    public var host: String
    /// The port (6379 when the URL leaves it out).
    public var port: Int
    /// The database number (0 when the URL leaves it out).
    public var database: Int
    /// Sent with `AUTH` on every connection: from `--resume-store-password-file`, `REDIS_PASSWORD` or the config
    /// file's `resume_store_password_file`; nil when the server needs none.
    public var password: String?
    /// Where the password came from (a file's path, or `REDIS_PASSWORD`), for the start message.
    public var passwordOrigin: String?

    public init(
        host: String, port: Int = 6379, database: Int = 0, password: String? = nil, passwordOrigin: String? = nil
    ) {
        self.host = host
        self.port = port
        self.database = database
        self.password = password
        self.passwordOrigin = passwordOrigin
    }

    /// `redis://host:port/db`, as the start line shows it.
    public var url: String {
        "redis://\(host.contains(":") ? "[\(host)]" : host):\(port)/\(database)"
    }

    public var description: String {
        url + (password == nil ? "" : " (password from \(passwordOrigin ?? "a file"))")
    }

    /// Reads `redis://HOST[:PORT][/DB]`; the reason it cannot, otherwise (a sentence part after "is …: ").
    ///
    /// The URL never carries the password (`redis://:secret@host` is refused without repeating it): a command line
    /// is visible to every user of the machine and lands in shell histories, and the URL is shown in logs.
    static func parse(_ text: String) -> Result<ResumeStoreSettings, URLProblem> {
        guard text.hasPrefix("redis://") else {
            return .failure(.notRedis)
        }
        var rest = Substring(text.dropFirst("redis://".count))
        var database = 0
        if let slash = rest.firstIndex(of: "/") {
            let path = rest[rest.index(after: slash)...]
            rest = rest[..<slash]
            if !path.isEmpty {
                guard let number = Int(path), number >= 0 else { return .failure(.badDatabase) }
                database = number
            }
        }
        if rest.contains("@") { return .failure(.credentials) }
        var host = rest
        var port = 6379
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return .failure(.badHost) }
            host = rest[rest.index(after: rest.startIndex)..<close]
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":"), let number = Int(after.dropFirst()) else { return .failure(.badPort) }
                port = number
            }
        } else if let colon = rest.lastIndex(of: ":") {
            host = rest[..<colon]
            guard let number = Int(rest[rest.index(after: colon)...]) else { return .failure(.badPort) }
            port = number
        }
        guard (1...65_535).contains(port) else { return .failure(.badPort) }
        let allowed = host.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
        }
        guard !host.isEmpty, allowed, rest.hasPrefix("[") || !host.contains(":") else { return .failure(.badHost) }
        return .success(ResumeStoreSettings(host: String(host), port: port, database: database))
    }

    /// What is wrong with a resume store's URL.
    enum URLProblem: Error, Equatable {
        case notRedis, credentials, badHost, badPort, badDatabase

        /// The end of the sentence that names the URL's origin.
        var advice: String {
            switch self {
            case .notRedis:
                "give redis://HOST:PORT or redis://HOST:PORT/DB (rediss:// and sockets are not supported)"
            case .credentials:
                "leave the password out of the URL and put it in a file given with --resume-store-password-file "
                    + "(chmod 600), or in REDIS_PASSWORD"
            case .badHost: "give a host name or address, such as redis://10.0.0.5:6379 or redis://[::1]:6379"
            case .badPort: "give a port from 1 to 65535, such as redis://10.0.0.5:6379"
            case .badDatabase: "give a database number after the slash, such as redis://10.0.0.5:6379/2"
            }
        }
    }
}
