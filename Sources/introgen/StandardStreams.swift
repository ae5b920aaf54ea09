import Dispatch
import Synchronization
import Localization

/// The standard descriptors, each written by an ``OutputChannel`` on a thread of its own.
///
/// Every command writes stdout through `output` (async code awaits ``OutputChannel/write(_:)``, synchronous code
/// enqueues) and stderr through ``error(_:)``; ``CLI/main(_:)`` drains both before the process exits and turns a
/// failed write into exit 1 with one sentence saying what could not be written (``failureSentence()``).
enum StandardStreams {
    /// Standard output.
    static let output = OutputChannel(descriptor: 1)
    /// Standard error: progress and errors never mix with the text on stdout.
    static let errors = OutputChannel(descriptor: 2)

    /// What the running command writes to stdout, for the sentence a failed write gets: "the introduction".
    static let subject = Subject()

    /// Appends `bytes` to stdout without waiting (synchronous commands; their output is small and bounded).
    static func write(_ bytes: [UInt8]) {
        output.enqueue(bytes)
    }

    /// Appends `text` to stdout without waiting.
    static func write(_ text: String) {
        output.enqueue(text.utf8)
    }

    /// One line on stderr.
    static func error(_ line: String) {
        errors.enqueue((line + "\n").utf8)
    }

    /// Waits for both channels (at most a second each after an interruption: a reader that stopped reading must not
    /// keep Ctrl-C waiting); the sentence for stdout's failed write (nil when it failed only because the reader went
    /// away), and whether anything failed at all.
    static func finish(interrupted: Bool) async -> (sentence: String?, failed: Bool) {
        let limit: DispatchTimeInterval? = interrupted ? .seconds(1) : nil
        let outputFailure = await output.drain(waitingAtMost: limit)
        guard let outputFailure else {
            return (nil, await errors.drain(waitingAtMost: limit) != nil)
        }
        guard !outputFailure.isClosedPipe else { return (nil, true) }
        let sentence =
            "introgen: " + tr("could not write %1$s to standard output: %2$s", subject.value, outputFailure.reason)
        return (sentence, true)
    }
}

/// The words for what stdout carries, set by the command as it decides what it writes.
final class Subject: Sendable {
    private let text = Mutex(tr("the output"))

    var value: String { text.withLock { $0 } }

    func set(_ value: String) {
        text.withLock { $0 = value }
    }
}
