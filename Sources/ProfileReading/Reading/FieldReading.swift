package import ReadingLexicon
package import IntroductionCore

/// One field read: its tokens, the facts chosen, and the parts no fact covers, as typed.
package struct FieldReading: Sendable {
    package var field: ProfileField
    package var text: FieldText
    package var tokens: [Token]
    /// The chosen facts, in the order they were typed.
    package var facts: [Fact]
    /// Every fact the rules built, chosen or not (the corpus tests look here).
    package var chart: [Fact]
    /// The rules that made each fact of `chart`, the fact's own rule first.
    package var makers: [[String]] = []
    /// What no chosen fact covers, as typed: reported, never written.
    package var unread: [String]

    /// The characters a fact covers, as typed.
    package func typed(_ fact: Fact) -> String { typed(fact.range) }

    /// The characters of a run of tokens, as typed.
    package func typed(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return text.typed(tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound)
    }

    /// The chosen facts of `kind`.
    package func facts(_ kind: Fact.Kind) -> [Fact] { facts.filter { $0.kind == kind } }
}

/// Reads fields: tokens, rules to a fixpoint, the selection.
package struct Reader: Sendable {
    package let tokenizer: Tokenizer
    package let rules: [Rule]
    private let priorities: [String: Int]

    package init(tokenizer: Tokenizer, rules: [Rule] = Rules.all) {
        self.tokenizer = tokenizer
        self.rules = rules
        priorities = Dictionary(rules.map { ($0.name, $0.priority) }, uniquingKeysWith: max)
    }

    /// A list is read item by item: an item is one fact, or none. "every taco truck on Federal Blvd" read as "taco
    /// truck" and "Federal Blvd" would list two things the person did not name; the item is reported whole instead.
    static func wholeItems(_ facts: [Fact], _ uncovered: [Range<Int>], _ tokens: [Token]) -> ([Fact], [Range<Int>]) {
        var items: [Range<Int>] = []
        var start = 0
        for (index, token) in tokens.enumerated() where Self.endsItem(token) {
            if start < index { items.append(start..<index) }
            start = index + 1
        }
        if start < tokens.count { items.append(start..<tokens.count) }
        var kept: [Fact] = []
        var unread = uncovered
        for item in items {
            let inside = facts.filter { item.contains($0.range.lowerBound) }
            let open = uncovered.contains { item.overlaps($0) }
            // A fact across two items ("Excel, Cypress" read as a place and its region) reads neither.
            let across = inside.contains { $0.range.upperBound > item.upperBound }
            if inside.count == 1, !open, !across {
                kept += inside
            } else if !inside.isEmpty {
                unread.removeAll { item.overlaps($0) }
                var lower = item.lowerBound
                var upper = item.upperBound
                while lower < upper, !tokens[lower].isContent { lower += 1 }
                while upper > lower, !tokens[upper - 1].isContent { upper -= 1 }
                if lower < upper { unread.append(lower..<upper) }
            }
        }
        return (kept, unread.sorted { $0.lowerBound < $1.lowerBound })
    }

    private static func endsItem(_ token: Token) -> Bool {
        token.kind == .separator && [",", "|", ";", "/", "・", "&", "+", "—"].contains(token.key)
            || token.kind == .punctuation && ["\n", ".", "。"].contains(token.key)
            || token.classes.contains(.conjunction) && token.key == "and"
    }

    /// The reader with the bundled word tables and every rule.
    package static func bundled() throws -> Reader {
        Reader(tokenizer: Tokenizer(words: try ReadingWords.bundled()))
    }

    /// `text`, typed in `field`, read.
    ///
    /// - Throws: `MorphologyError` when the text holds Japanese and MeCab or its dictionary is missing.
    package func read(_ text: String, field: ProfileField, name: String = "") throws(MorphologyError) -> FieldReading {
        let fieldText = FieldText(text)
        var tokens = try tokenizer.tokens(of: fieldText, field: field)
        // "hey im sam": the words of the person's name, whatever case they were typed in.
        let nameWords = Set(name.lowercased().split(whereSeparator: { $0 == " " || $0 == "　" || $0 == "(" || $0 == ")" || $0 == "（" || $0 == "）" }).map(String.init))
        for index in tokens.indices where nameWords.contains(tokens[index].key) { tokens[index].classes.insert(.ownName) }
        // 「けんた」 is けん + た to MeCab: a run of Japanese tokens that spells a word of the name is the name.
        for word in nameWords where word.count >= 2 && word.contains(where: { !$0.isASCII }) {
            for start in tokens.indices where word.hasPrefix(tokens[start].key) {
                var spelled = ""
                var end = start
                while end < tokens.count, spelled.count < word.count {
                    spelled += tokens[end].key
                    end += 1
                }
                if spelled == word { for index in start..<end { tokens[index].classes.insert(.ownName) } }
            }
        }
        var chart = Chart(tokens: tokens, field: field)
        chart.run(rules)
        var (facts, uncovered) = Selection.select(chart.facts, tokens: tokens, priorities: priorities)
        if field == .skills || field == .interests { (facts, uncovered) = Self.wholeItems(facts, uncovered, tokens) }
        var reading = FieldReading(
            field: field, text: fieldText, tokens: tokens, facts: facts, chart: chart.facts, makers: chart.makers,
            unread: [])
        reading.unread = uncovered.map { reading.typed($0) }
        return reading
    }
}
