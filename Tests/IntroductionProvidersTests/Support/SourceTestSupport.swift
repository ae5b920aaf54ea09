import EventStream
import Foundation
import IntroductionCore
import IntroductionProviders
import IntroductionTestSupport
import TestSupport

/// Client limits for loopback tests: short enough to fail fast, long enough for a loaded machine.
func testClient(
    idleTimeout: Duration? = .seconds(10),
    connectTimeout: Duration? = .seconds(10),
    clock: any Clock<Duration> = ContinuousClock(),
    reconnect: ReconnectPolicy = .none
) -> EventStreamClient.Configuration {
    .introductionSource(idleTimeout: idleTimeout, connectTimeout: connectTimeout, clock: clock, reconnect: reconnect)
}

/// Resuming with millisecond backoffs, so reconnect tests take no time.
let quickServiceResume = ReconnectPolicy.resume(
    maxAttempts: 3,
    initialBackoff: .milliseconds(1),
    maxBackoff: .milliseconds(5),
    jitter: 0,
    requireEventIDs: true,
    maxRetryAfter: .seconds(1),
    maxReconnects: 20
)

/// A JSON string literal for `text` (quotes and escapes included).
func jsonString(_ text: String) -> String {
    String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
}

/// The body's JSON object, for asserting on what a source sent.
func jsonObject(_ data: Data) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
}

/// Steps that write `pieces` as separate reads: a short pause after each, except in long plans
/// (byte by byte) where every tenth piece pauses so a test stays quick.
func steps(writing pieces: [[UInt8]]) -> [ScriptedResponse.Step] {
    let every = pieces.count > 300 ? 10 : 1
    return pieces.enumerated().flatMap { index, piece -> [ScriptedResponse.Step] in
        index % every == every - 1 ? [.send(piece), .sleep(.milliseconds(1))] : [.send(piece)]
    }
}

/// The plans each transcript is replayed with: whole, byte by byte, irregular, cut inside every
/// multi-byte character and CRLF (`ByteSplits.awkward`), plus pieces of three bytes.
func awkwardPlans(_ bytes: [UInt8]) -> [[[UInt8]]] {
    ByteSplits.awkward(bytes) + [ByteSplits.every(3, bytes)]
}

/// Waits (bounded) until the server has seen `count` connection ends; returns the last one.
func lastClose(_ server: LoopbackServer, count: Int = 1) async throws -> ConnectionClose? {
    try await server.waitForCloses(count).last
}
