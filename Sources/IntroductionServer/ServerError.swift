/// Why `introgen serve` could not start: the one public error of the module.
///
/// A struct around a private reason, so reasons can be added without breaking callers; `description` is one
/// sentence saying what happened and what to do.
public struct ServerError: Error, Sendable, Equatable, CustomStringConvertible {
    private enum Reason: Sendable, Equatable {
        case invalidAddress(String)
        case cannotListen(host: String, port: Int)
        case libraryMissing(String)
        case storeLibraryMissing(String)
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    /// The host is not a numeric address.
    static func invalidAddress(_ host: String) -> ServerError { ServerError(.invalidAddress(host)) }

    /// Binding or listening failed (the port is taken, the address is not this machine's, no permission).
    static func cannotListen(host: String, port: Int) -> ServerError {
        ServerError(.cannotListen(host: host, port: port))
    }

    /// libmicrohttpd could not be loaded.
    static func libraryMissing(_ reason: String) -> ServerError { ServerError(.libraryMissing(reason)) }

    /// hiredis, which the resume store needs, could not be loaded.
    static func storeLibraryMissing(_ reason: String) -> ServerError { ServerError(.storeLibraryMissing(reason)) }

    public var description: String {
        switch reason {
        case .invalidAddress(let host):
            "\(host) is not an IP address to listen on: give one such as 127.0.0.1, 0.0.0.0 or ::1."
        case .cannotListen(let host, let port):
            "Cannot listen on \(host.contains(":") ? "[\(host)]" : host):\(port): the port may be in use by "
                + "another program, or the address may not be one of this machine's; choose another with --port or --host."
        case .libraryMissing(let reason):
            "introgen serve needs libmicrohttpd (Debian: apt-get install libmicrohttpd12): \(reason)."
        case .storeLibraryMissing(let reason):
            "introgen serve --resume-store needs hiredis (Debian: apt-get install libhiredis0.14): \(reason)."
        }
    }
}
