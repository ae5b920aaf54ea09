/// Why a Redis call failed: the one error of the module.
///
/// A struct around a private reason, so reasons can be added without breaking callers; `description` is one
/// sentence part that names neither the server (the caller's message does) nor the password (hiredis's own
/// messages give only the system's reason).
package struct RedisError: Error, Sendable, Equatable, CustomStringConvertible {
    private enum Reason: Sendable, Equatable {
        case libraryMissing(String)
        case cannotConnect(reason: String)
        case connectionLost(reason: String)
        case refused(command: String, message: String)
        case notConnected
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    /// hiredis could not be loaded.
    static func libraryMissing(_ reason: String) -> RedisError { RedisError(.libraryMissing(reason)) }

    /// Connecting, or the first commands on a new connection (`AUTH`, `SELECT`) at the transport level, failed.
    static func cannotConnect(reason: String) -> RedisError {
        RedisError(.cannotConnect(reason: reason))
    }

    /// An established connection broke (reset, closed, no answer within its timeout).
    static func connectionLost(reason: String) -> RedisError {
        RedisError(.connectionLost(reason: reason))
    }

    /// The server answered a command made while connecting with an error (a wrong password, a database that does
    /// not exist).
    static func refused(command: String, message: String) -> RedisError {
        RedisError(.refused(command: command, message: message))
    }

    /// The command was not sent: the connection is down and reconnecting.
    static let notConnected = RedisError(.notConnected)

    /// Whether the cause is the connection (down, lost, never made), not an answer the server gave.
    package var isConnection: Bool {
        switch reason {
        case .cannotConnect, .connectionLost, .notConnected: true
        case .libraryMissing, .refused: false
        }
    }

    package var description: String {
        switch reason {
        case .libraryMissing(let reason):
            "the resume store needs hiredis (Debian: apt-get install libhiredis0.14): \(reason)"
        case .cannotConnect(let reason):
            "cannot connect: \(reason)"
        case .connectionLost(let reason):
            "the connection broke: \(reason)"
        case .refused(let command, let message):
            "Redis refused \(command): \(message)"
        case .notConnected:
            "not connected"
        }
    }
}
