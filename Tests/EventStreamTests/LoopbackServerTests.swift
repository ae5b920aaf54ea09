import Foundation
import Glibc
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct LoopbackServerTests {
    @Test func byteSplitsAlwaysReassemble() {
        let bytes = Array("a\r\nこんにちは🎉\r\n\r\n".utf8)
        var plans = ByteSplits.awkward(bytes) + ByteSplits.allTwoPieceSplits(bytes)
        plans.append(ByteSplits.every(3, bytes))
        for plan in plans {
            #expect(plan.flatMap { $0 } == bytes)
            #expect(plan.allSatisfy { !$0.isEmpty })
        }
        #expect(ByteSplits.insideCharacters(Array("aあ".utf8)) == [2, 3])
        #expect(ByteSplits.insideCRLF(bytes) == [2, bytes.count - 3, bytes.count - 1])
    }

    @Test func sseWireEncodesEveryField() {
        let text = String(decoding: SSEWire.event(id: "7", event: "delta", data: "a\nb", retry: 10), as: UTF8.self)
        #expect(text == "id: 7\nevent: delta\nretry: 10\ndata: a\ndata: b\n\n")
    }

    @Test func stoppedServerRefusesConnections() async throws {
        // On 127.0.0.2, where no other test's server can take the freed port.
        let server = try LoopbackServer(privateLoopback: true) { _ in .noContent }
        await server.stop()
        await server.stop()
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(server.port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0002).bigEndian
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        #expect(result != 0)
    }
}
