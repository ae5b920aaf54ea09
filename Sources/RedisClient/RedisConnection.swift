import CHiredis

/// One blocking connection to a Redis server through hiredis, used by the one thread that owns it.
///
/// Every call blocks (connecting, sending, waiting for replies, `XREAD BLOCK`), so it belongs on a thread of its
/// own (``RedisCommandQueue``, a follower), never on Swift's cooperative pool. Each read or write waits at most the
/// I/O timeout given at connection; a failure at the transport level leaves the connection unusable, and the owner
/// makes a new one. Not `Sendable`: it is made, used and dropped on one thread.
package final class RedisConnection {
    package let endpoint: RedisEndpoint
    private let context: UnsafeMutablePointer<redisContext>

    private init(endpoint: RedisEndpoint, context: UnsafeMutablePointer<redisContext>) {
        self.endpoint = endpoint
        self.context = context
    }

    deinit {
        introgen_redis_free(context)
    }

    /// nil when hiredis can be used (it is loaded on the first call); otherwise why not.
    package static var libraryFailure: String? {
        introgen_redis_load_failure().map { String(cString: $0) }
    }

    /// Connects within `connectTimeout`, then sends `AUTH` (with the endpoint's password) and `SELECT` (a database
    /// other than 0). Every later read or write waits at most `ioTimeout`.
    ///
    /// - Throws: ``RedisError`` when hiredis is missing, the server cannot be reached, or it refuses the password or
    ///   the database.
    package static func connect(
        to endpoint: RedisEndpoint, connectTimeout: Duration, ioTimeout: Duration
    ) throws(RedisError) -> RedisConnection {
        if let failure = libraryFailure { throw .libraryMissing(failure) }
        guard
            let context = introgen_redis_connect(
                endpoint.host, Int32(clamping: endpoint.port), milliseconds(connectTimeout), milliseconds(ioTimeout))
        else { throw .cannotConnect(reason: "out of memory") }
        if let reason = introgen_redis_error(context) {
            let text = String(cString: reason)
            introgen_redis_free(context)
            throw .cannotConnect(reason: text)
        }
        let connection = RedisConnection(endpoint: endpoint, context: context)
        if let password = endpoint.password,
            case .error(let message) = try connection.run(RedisCommand("AUTH", password))
        {
            throw .refused(command: "the password", message: message)
        }
        if endpoint.database != 0,
            case .error(let message) = try connection.run(RedisCommand("SELECT", "\(endpoint.database)"))
        {
            throw .refused(command: "database \(endpoint.database)", message: message)
        }
        return connection
    }

    /// Sends one command and returns its reply (an error reply is a reply, not a throw).
    ///
    /// - Throws: ``RedisError`` when the connection broke or timed out; it must then be dropped.
    package func run(_ command: RedisCommand) throws(RedisError) -> RedisReply {
        try pipeline([command])[0]
    }

    /// Sends `commands` at once and reads their replies in order: one round trip for all of them.
    ///
    /// - Throws: ``RedisError`` when the connection broke or timed out; none of the replies is known then, and the
    ///   connection must be dropped.
    package func pipeline(_ commands: [RedisCommand]) throws(RedisError) -> [RedisReply] {
        for command in commands where !append(command) {
            throw .connectionLost(reason: failure)
        }
        var replies: [RedisReply] = []
        replies.reserveCapacity(commands.count)
        for _ in commands {
            var reply: UnsafeMutablePointer<redisReply>?
            guard introgen_redis_reply(context, &reply) == REDIS_OK, let reply else {
                throw .connectionLost(reason: failure)
            }
            replies.append(Self.copy(reply))
            introgen_redis_free_reply(reply)
        }
        return replies
    }

    /// hiredis's reason for the last failure.
    private var failure: String {
        introgen_redis_error(context).map { String(cString: $0) } ?? "no reply"
    }

    /// Puts one command in the output buffer, each argument with its length.
    private func append(_ command: RedisCommand) -> Bool {
        var bytes: [CChar] = []
        bytes.reserveCapacity(command.arguments.reduce(1) { $0 + $1.count })
        for argument in command.arguments {
            bytes.append(contentsOf: argument.map { CChar(bitPattern: $0) })
        }
        bytes.append(0)
        var lengths = command.arguments.map(\.count)
        return bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            var pointers: [UnsafePointer<CChar>?] = lengths.map { length in
                defer { offset += length }
                return buffer.baseAddress! + offset
            }
            return pointers.withUnsafeMutableBufferPointer { pointers in
                lengths.withUnsafeMutableBufferPointer { lengths in
                    introgen_redis_append(
                        context, Int32(pointers.count), pointers.baseAddress, lengths.baseAddress)
                }
            }
        } == REDIS_OK
    }

    /// The reply as a value of ours (hiredis frees its own right after).
    private static func copy(_ reply: UnsafePointer<redisReply>) -> RedisReply {
        let value = reply.pointee
        func bytes() -> [UInt8] {
            guard let start = value.str, value.len > 0 else { return [] }
            return Array(UnsafeRawBufferPointer(start: start, count: value.len))
        }
        switch value.type {
        case REDIS_REPLY_STRING: return .string(bytes())
        case REDIS_REPLY_STATUS: return .status(String(decoding: bytes(), as: UTF8.self))
        case REDIS_REPLY_ERROR: return .error(String(decoding: bytes(), as: UTF8.self))
        case REDIS_REPLY_INTEGER: return .integer(Int(value.integer))
        case REDIS_REPLY_ARRAY:
            return .array((0..<value.elements).compactMap { index in value.element[index].map { copy($0) } })
        default: return .null
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        Int32(clamping: duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }
}
