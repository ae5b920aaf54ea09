/// One command as its arguments, each sent as bytes (binary-safe: hiredis frames them with their lengths, so an
/// argument may hold any byte, spaces and newlines included).
package struct RedisCommand: Sendable, Equatable {
    package var arguments: [[UInt8]]

    package init(_ arguments: [String]) {
        self.arguments = arguments.map { Array($0.utf8) }
    }

    package init(_ arguments: String...) {
        self.init(arguments)
    }
}
