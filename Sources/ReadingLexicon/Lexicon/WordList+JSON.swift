import IncrementalJSON

/// Reading the word list's JSON. The list is read at the first prompt a model is sent (the facts in it are written
/// with it) and at the offline composer's first text, so it is read with the JSON reader's whole-document scan:
/// `JSONDecoder` and `Decodable` took about three times as long for its 64 KiB, a first token a few milliseconds later.
extension WordList {
    /// The list in `bytes`: `names` and `entries` required; `regions`, `modifiers`, `adverbs` and `kinds` when present.
    /// An entry is `[English, Japanese]` or `[English, Japanese, why]`: the third string, why the entry is in the list
    /// (what the EDICT dictionary gets wrong), is for people and the audit test, and is not kept.
    ///
    /// - Throws: `JSONReaderError` for malformed JSON, ``WordListDamage`` for a part of the wrong shape.
    package init(json bytes: [UInt8]) throws {
        var document = JSONValue.null
        try bytes.withUnsafeBytes { try JSONPaths([[]]).scan($0) { _, value in document = value } }
        guard case .object = document else { throw WordListDamage(part: "the list", expected: "an object") }
        guard case .object(let kindMembers) = Self.present(document["kinds"], or: .object([])) else {
            throw WordListDamage(part: "kinds", expected: "an object")
        }
        var kinds: [String: [String]] = [:]
        for member in kindMembers { kinds[member.key] = try Self.strings(member.value, part: "kinds.\(member.key)") }
        self.init(
            names: try Self.strings(document["names"], part: "names"),
            entries: try Self.lists(document["entries"], part: "entries"),
            regions: try Self.lists(Self.present(document["regions"], or: .array([])), part: "regions"),
            modifiers: try Self.lists(Self.present(document["modifiers"], or: .array([])), part: "modifiers"),
            adverbs: try Self.lists(Self.present(document["adverbs"], or: .array([])), part: "adverbs").map(
                Adverb.init(list:)),
            kinds: kinds,
            fields: try Self.lists(Self.present(document["fields"], or: .array([])), part: "fields")
        )
    }

    /// An optional part: absent or null reads as `empty`.
    private static func present(_ value: JSONValue?, or empty: JSONValue) -> JSONValue {
        switch value {
        case nil, .null?: empty
        case let value?: value
        }
    }

    /// An array of strings.
    private static func strings(_ value: JSONValue?, part: String) throws -> [String] {
        guard case .array(let elements) = value else { throw WordListDamage(part: part, expected: "an array") }
        return try elements.map { element in
            guard let text = element.string else { throw WordListDamage(part: part, expected: "strings") }
            return text
        }
    }

    /// An array of arrays of strings.
    private static func lists(_ value: JSONValue?, part: String) throws -> [[String]] {
        guard case .array(let elements) = value else { throw WordListDamage(part: part, expected: "an array") }
        return try elements.map { try strings($0, part: part) }
    }
}

extension Adverb {
    /// `[English, Japanese, position]`, `|` between the spellings of one side.
    ///
    /// - Throws: ``WordListDamage`` when the list is not three strings ending in a known position.
    package init(list: [String]) throws {
        guard list.count == 3, let position = Position(rawValue: list[2]) else {
            throw WordListDamage(part: "adverbs", expected: "[English, Japanese, position] with a known position")
        }
        self.init(
            english: list[0].split(separator: "|").map(String.init),
            japanese: list[1].split(separator: "|").map(String.init),
            position: position)
    }
}

/// A part of the word list that is not the shape the code reads.
package struct WordListDamage: Error, CustomStringConvertible {
    package var part: String
    package var expected: String

    package init(part: String, expected: String) {
        self.part = part
        self.expected = expected
    }

    package var description: String { "\(part): expected \(expected)" }
}
