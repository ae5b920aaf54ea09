import EventStream
import Foundation
import IntroductionConfiguration
import IntroductionCore
import IntroductionProviders
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

/// Everything a source yielded before its stream ended, and how it ended.
struct SourceRun {
    var chunks: [IntroductionChunk] = []
    var error: (any Error)?

    var text: String { chunks.map(\.content).joined() }
    var sourceError: SourceError? { error as? SourceError }
    var message: String { error.map { "\($0)" } ?? "" }
    var completed: Bool { chunks.last?.status == .completed && error == nil }
}

/// Reads at most `limit` chunks (bounded, so a broken stream cannot loop forever).
func run(_ source: any IntroductionSource, _ request: IntroductionRequest, limit: Int = 5_000) async -> SourceRun {
    var result = SourceRun()
    do {
        for try await chunk in source.stream(request) {
            result.chunks.append(chunk)
            if result.chunks.count >= limit { break }
        }
    } catch {
        result.error = error
    }
    return result
}

/// Requests the tests send: the full sample profiles in each language.
enum SampleRequests {
    static let japanese = IntroductionRequest(
        profile: SampleProfiles.japaneseFull,
        options: GenerationOptions(language: .ja, tone: .formal, length: .medium)
    )
    static let english = IntroductionRequest(
        profile: SampleProfiles.englishFull,
        options: GenerationOptions(language: .en, tone: .friendly, length: .short)
    )

    static func of(_ language: GenerationOptions.Language) -> IntroductionRequest {
        language == .ja ? japanese : english
    }
}

/// Text pieces as a model streams them: Japanese runs, English sub-words, an emoji with a
/// skin-tone modifier, a combining mark and a newline, so byte cuts land inside characters.
enum SamplePieces {
    static let japanese = [
        "はじめ", "まして", "。", "山田", "太郎", "と申します", "。\n", "iOS", "エンジニア", "として",
        "5年", "働いて", "おります", "👋🏽", "カメラ", "と登山", "が好き", "です。", "よろしく", "お願いいたします。",
    ]
    static let english = [
        "Hi", ",", " I'm", " Taro", " Yamada", ",", " an", " iOS", " engineer", " with", " 5", " years",
        " of", " Swift", ".", " I", " love", " cycling", " and", " café", " coffee", " ☕️", ".\n", "Nice",
        " to", " meet", " you", "!",
    ]

    static func of(_ language: GenerationOptions.Language) -> [String] {
        language == .ja ? japanese : english
    }
}

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
