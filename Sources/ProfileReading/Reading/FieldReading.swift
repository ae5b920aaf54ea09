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
        var chart = Chart(tokens: tokens, field: field)
        chart.run(rules)
        let (facts, uncovered) = Selection.select(chart.facts, tokens: tokens, priorities: priorities)
        var reading = FieldReading(
            field: field, text: fieldText, tokens: tokens, facts: facts, chart: chart.facts, unread: [])
        reading.unread = uncovered.map { reading.typed($0) }
        return reading
    }
}
