@testable import EventStream

/// The SSE parser: the events, retries and failure of an input are the same whole and in any split, and the last
/// event id after `finish` too. A small event limit (chosen by the first byte) reaches the too-large path.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSSEParser(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = inputBytes(start, count)
    guard let first = bytes.first else { return 0 }
    let limit = first & 1 == 0 ? 8 * 1024 * 1024 : Int(first >> 1) + 1
    FuzzSplits.requireSameWhole(bytes, seed: bytes, context: "limit \(limit)") { parse($0, limit: limit) }
    return 0
}

/// Compared by bytes: `String`'s `==` would call canonically equivalent texts equal.
private struct Outcome: Equatable {
    var outputs: [String] = []
    var failure: String?
    var lastEventID: [UInt8] = []
}

private func fingerprint(_ output: SSEParser.Output) -> String {
    switch output {
    case .event(let event): "event \(Array(event.type.utf8)) \(Array(event.data.utf8)) \(Array(event.id.utf8))"
    case .retry(let milliseconds): "retry \(milliseconds)"
    }
}

private func parse(_ pieces: [ArraySlice<UInt8>], limit: Int) -> Outcome {
    var parser = SSEParser(maxEventSize: limit)
    var outcome = Outcome()
    do {
        for piece in pieces {
            try piece.withUnsafeBytes { buffer in
                try parser.parse(buffer) { outcome.outputs.append(fingerprint($0)) }
            }
        }
    } catch {
        outcome.failure = String(describing: error)
    }
    parser.finish()
    outcome.lastEventID = Array(parser.lastEventID.utf8)
    return outcome
}
