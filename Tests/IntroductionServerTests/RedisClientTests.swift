import Foundation
import RedisClient
import Synchronization
import TestSupport
import Testing

/// RedisClient against Debian's redis-server on loopback: replies, binary-safe arguments, stream entries, the
/// password, and the command queue going down and up with the server. Blocking calls run off the pool.
@Suite("Redis through hiredis", .timeLimit(.minutes(1)))
struct RedisClientTests {
    /// Connects and runs `commands` on a thread of their own (hiredis blocks), returning the replies.
    static func pipeline(_ server: RedisServer, password: String? = nil, _ commands: [RedisCommand]) async throws
        -> [RedisReply]
    {
        try await offThePool {
            let connection = try RedisConnection.connect(
                to: RedisEndpoint(host: "127.0.0.1", port: server.port, password: password),
                connectTimeout: .seconds(5), ioTimeout: .seconds(5))
            return try connection.pipeline(commands)
        }
    }

    @Test func repliesOfEveryKindComeBackAsValuesInTheOrderSent() async throws {
        let server = try await RedisServer()
        let binary = String(decoding: [0x00, 0x0A, 0x0D, 0x20, 0xE3, 0x81, 0x82], as: UTF8.self)
        let replies = try await Self.pipeline(
            server,
            [
                RedisCommand("SET", "key one", binary), RedisCommand("GET", "key one"), RedisCommand("INCR", "n"),
                RedisCommand("GET", "missing"), RedisCommand("MGET", "key one", "missing"),
                RedisCommand("HSET", "key one", "f", "v"),
            ])
        #expect(replies[0] == .status("OK"))
        #expect(replies[1] == .string(Array(binary.utf8)), "any byte goes and comes back")
        #expect(replies[2] == .integer(1))
        #expect(replies[3] == .null)
        #expect(replies[4] == .array([.string(Array(binary.utf8)), .null]))
        guard case .error(let message) = replies[5] else {
            Issue.record("a refused command is an error reply: \(replies[5])")
            return
        }
        #expect(message.hasPrefix("WRONGTYPE"))
    }

    @Test func streamEntriesAreReadFromRangesAndBlockingReads() async throws {
        let server = try await RedisServer()
        let replies = try await Self.pipeline(
            server,
            [
                RedisCommand("XADD", "s", "1-0", "k", "f", "d", "{\"a\":1}"),
                RedisCommand("XADD", "s", "2-0", "k", "s", "d", "b", "e", "1"),
                RedisCommand("XRANGE", "s", "-", "+"), RedisCommand("XREAD", "BLOCK", "10", "STREAMS", "s", "1-0"),
                RedisCommand("XREAD", "BLOCK", "10", "STREAMS", "s", "2-0"),
            ])
        let (range, read, timedOut) = (replies[2], replies[3], replies[4])
        let entries = try #require(RedisStreamEntry.range(range))
        #expect(entries.map(\.id) == ["1-0", "2-0"])
        #expect(entries[0].value("d") == Array("{\"a\":1}".utf8))
        #expect(entries[1].value("e") == Array("1".utf8) && entries[0].value("e") == nil)
        #expect(RedisStreamEntry.read(read) == [entries[1]])
        #expect(RedisStreamEntry.read(timedOut) == [], "a blocking read that timed out found nothing")
    }

    @Test func aWrongPasswordIsRefusedWithoutSayingIt() async throws {
        let server = try await RedisServer(password: "correct horse")
        #expect(try await Self.pipeline(server, password: "correct horse", [RedisCommand("PING")]) == [.status("PONG")])
        let refusal = await #expect(throws: RedisError.self) {
            _ = try await Self.pipeline(server, password: "wrong battery", [RedisCommand("PING")])
        }
        #expect(refusal?.description.contains("Redis refused the password") == true, "\(refusal.map { "\($0)" } ?? "")")
        #expect(refusal?.description.contains("battery") == false)
        #expect(refusal?.isConnection == false)
    }

    @Test func theQueueRefusesWhileTheServerIsDownAndGoesOnWhenItIsBack() async throws {
        let server = try await RedisServer()
        let changes = Mutex<[String]>([])
        let queue = RedisCommandQueue(
            endpoint: RedisEndpoint(host: "127.0.0.1", port: server.port), name: "test-redis",
            heartbeat: (RedisCommand("SET", "alive", "1"), .milliseconds(100))
        ) { health in
            changes.withLock { $0.append(health == .up ? "up" : "down") }
        }
        queue.start()
        #expect(
            try await queue.run([RedisCommand("SET", "a", "1"), RedisCommand("GET", "a")]).get().last
                == .string(Array("1".utf8)))
        #expect(
            try await queue.run([RedisCommand("GET", "alive")]).get() == [.string(Array("1".utf8))],
            "the heartbeat went out")
        await server.stop()
        // Bounded: 300 looks 10 ms apart; the queue finds out at its next command or heartbeat.
        for _ in 0..<300 where queue.health == .up { try await Task.sleep(for: .milliseconds(10)) }
        guard case .down = queue.health else {
            Issue.record("the queue did not notice the server stopped")
            return
        }
        #expect(!queue.submit([RedisCommand("PING")]), "refused at once rather than left waiting")
        guard case .failure = await queue.run([RedisCommand("PING")]) else {
            Issue.record("a command while down fails")
            return
        }
        try await server.start()
        for _ in 0..<3_000 where queue.health != .up { try await Task.sleep(for: .milliseconds(10)) }
        #expect(try await queue.run([RedisCommand("PING")]).get() == [.status("PONG")])
        #expect(changes.withLock { $0 } == ["up", "down", "up"])
        await queue.stop()
        #expect(!queue.submit([RedisCommand("PING")]))
    }
}
