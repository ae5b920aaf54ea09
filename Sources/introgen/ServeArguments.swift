import IntroductionConfiguration

/// The flags of `introgen serve` beyond the source's: how it listens and what it allows.
struct ServeArguments {
    static let valued: Set<String> = [
        "host", "port", "token-file", "max-generations", "max-events", "resume-memory", "resume-window", "drain",
        "log-format",
        "resume-store", "resume-store-password-file",
    ]
    static let flags: Set<String> = ["no-auth", "faults"]

    static let usage = """
        serve:
          --host ADDRESS         the address to listen on (default 127.0.0.1); any address other machines can
                                 reach needs --token-file, or --no-auth said explicitly
          --port N               the port (default 8080; 0 lets the system choose; the start line says which)
          --token-file FILE      clients must send Authorization: Bearer <the token in FILE>; FILE is chmod 600
          --no-auth              serve a reachable address without a token
          --max-generations N    introductions written at once (default 100); one more is answered 503
          --max-events N         events kept per introduction (default 10000)
          --resume-memory MB     memory for introductions kept for resume (default 64); past it the oldest
                                 finished ones are forgotten, and new ones wait while running ones fill it
          --resume-window S      seconds an introduction is kept for resume after its last client left
                                 (default 300); then it is forgotten, and cancelled upstream if still running
          --drain S              seconds running streams may finish after SIGTERM or SIGINT (default 10)
          --log-format text|json one line per request on stderr (never a profile or a key)
          --faults               honour ?cut=N, ?stall_ms=M and ?drop_ids=1, to test clients' resume
          --resume-store redis://HOST:PORT[/DB]
                                 share generations through Redis Streams, so a client may resume on any
                                 instance behind a load balancer (default: kept in this process's memory)
          --resume-store-password-file FILE
                                 the Redis password, in FILE (chmod 600); or set REDIS_PASSWORD
        """

    var overrides = ServeOverrides()

    init(_ parsed: ParsedArguments) throws(UsageError) {
        overrides.host = parsed.value("host")
        overrides.port = try Self.whole(parsed.value("port"), flag: "--port")
        overrides.tokenFile = parsed.value("token-file")
        overrides.noAuth = parsed.has("no-auth")
        overrides.maxGenerations = try Self.whole(parsed.value("max-generations"), flag: "--max-generations")
        overrides.maxEvents = try Self.whole(parsed.value("max-events"), flag: "--max-events")
        overrides.resumeMemoryMegabytes = try Self.whole(parsed.value("resume-memory"), flag: "--resume-memory")
        overrides.resumeWindowSeconds = try Self.seconds(parsed.value("resume-window"), flag: "--resume-window")
        overrides.drainSeconds = try Self.seconds(parsed.value("drain"), flag: "--drain")
        if let format = parsed.value("log-format") {
            guard ServeSettings.LogFormat(rawValue: format) != nil else {
                throw UsageError("--log-format is \"\(format)\": use text or json")
            }
            overrides.logFormat = format
        }
        overrides.faults = parsed.has("faults")
        overrides.resumeStore = parsed.value("resume-store")
        overrides.resumeStorePasswordFile = parsed.value("resume-store-password-file")
    }

    private static func whole(_ text: String?, flag: String) throws(UsageError) -> Int? {
        guard let text else { return nil }
        guard let value = Int(text), value >= 0 else { throw UsageError("\(flag) must be a whole number") }
        return value
    }

    private static func seconds(_ text: String?, flag: String) throws(UsageError) -> Double? {
        guard let text else { return nil }
        guard let value = Double(text), value.isFinite, value >= 0 else {
            throw UsageError("\(flag) must be a number of seconds")
        }
        return value
    }
}
