/// Builds the partial ``JSONValue`` of a document fed in pieces: after every feed, everything read so far.
///
/// The partial value only ever grows: an object member appears once its value has started (a string as `""`, a
/// container empty), a string grows at its end, and only the last member or element may still change. Numbers,
/// `true`, `false` and `null` appear once complete. So each value handed out is a prefix of the next
/// (``JSONValue/isPrefix(of:)``), and the last one equals the whole document's.
///
/// Reading costs time in proportion to the new bytes. Taking a value copies the open containers on the path to the
/// end of the document (closed ones are shared), and an open string taken once is copied the next time it grows:
/// a value snapshot is a value.
package struct JSONValueAssembler: Sendable {
    private var reader: JSONReader
    private var builder = Builder()

    /// - Parameters:
    ///   - mode: `strict` for a document, `lenient` for an object inside a model's prose.
    ///   - maxDepth: the deepest nesting accepted.
    package init(mode: JSONReader.Mode = .strict, maxDepth: Int = 64) {
        reader = JSONReader(mode: mode, maxDepth: maxDepth)
    }

    /// Bytes the reader has consumed so far (see ``JSONReader/bytesExamined``).
    package var bytesExamined: Int { reader.bytesExamined }

    /// Everything read so far; nil until a value has started. Still available after an error.
    package var value: JSONValue? { builder.value }

    /// Reads the next piece and returns the partial value after it.
    ///
    /// - Throws: `JSONReaderError` for malformed input; ``value`` keeps what was read before it.
    @discardableResult
    package mutating func feed(_ bytes: some Sequence<UInt8>) throws -> JSONValue? {
        try reader.read(bytes, into: &builder)
        return builder.value
    }

    /// Ends the input and returns the complete value.
    ///
    /// - Throws: `JSONReaderError` when the document is incomplete (``value`` keeps the partial one).
    package mutating func finish() throws -> JSONValue {
        try reader.finish(into: &builder)
        guard let value = builder.value else { preconditionFailure("a finished reader has read a value") }
        return value
    }

    /// The value of one whole document that is all in memory (a file, a request body), read in strict mode.
    ///
    /// - Throws: the ``JSONReaderError`` saying what is wrong and where; the builder throws nothing of its own, so
    ///   that is the only error there can be.
    package static func document(_ bytes: [UInt8]) throws(JSONReaderError) -> JSONValue {
        var assembler = JSONValueAssembler()
        do {
            try assembler.feed(bytes)
            return try assembler.finish()
        } catch let error as JSONReaderError {
            throw error
        } catch {
            preconditionFailure("the reader threw \(error) into a builder that throws nothing")
        }
    }

    /// Events in, values out: a stack of the containers still open, and the string still open.
    private struct Builder: JSONEventSink {
        struct Open {
            var isObject: Bool
            var elements: [JSONValue] = []
            var members: [JSONValue.Member] = []
            /// An object's key whose value has not finished yet.
            var key: String?

            /// This container as a value, with `child` (the open value inside it) at its end.
            func value(with child: JSONValue?) -> JSONValue {
                if isObject {
                    guard let child, let key else { return .object(members) }
                    return .object(members + [JSONValue.Member(key, child)])
                }
                guard let child else { return .array(elements) }
                return .array(elements + [child])
            }
        }

        var open: [Open] = []
        var openString: String?
        var root: JSONValue?

        var value: JSONValue? {
            if let root { return root }
            var current = openString.map(JSONValue.string)
            for container in open.reversed() {
                current = container.value(with: current)
            }
            return current
        }

        mutating func receive(_ event: JSONEvent) {
            switch event {
            case .objectStart: open.append(Open(isObject: true))
            case .arrayStart: open.append(Open(isObject: false))
            case .objectEnd, .arrayEnd:
                let container = open.removeLast()
                attach(container.value(with: nil))
            case .key(let key): open[open.count - 1].key = key
            case .stringStart: openString = ""
            case .stringText(let text): openString?.append(text)
            case .stringEnd:
                let text = openString ?? ""
                openString = nil
                attach(.string(text))
            case .number(let number): attach(.number(number))
            case .bool(let bool): attach(.bool(bool))
            case .null: attach(.null)
            }
        }

        private mutating func attach(_ value: JSONValue) {
            guard !open.isEmpty else {
                root = value
                return
            }
            let last = open.count - 1
            if open[last].isObject {
                open[last].members.append(JSONValue.Member(open[last].key ?? "", value))
                open[last].key = nil
            } else {
                open[last].elements.append(value)
            }
        }
    }
}
