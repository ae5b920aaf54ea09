package import IntroductionCore

/// A rule over token sequences: a pattern of tokens and facts already built, and what fact a match makes.
///
/// Rules belong to families (a list of titles, a date range with an organization, a first-person clause, a former-job
/// marker…), not to shapes: a pattern reads facts other rules built, so "2019-now Stripe" is an interval rule over a
/// span rule over two times, and a new way of writing a year is learned once for every rule above it. Every rule
/// carries its corpus: examples it must read and examples it must leave alone, run as its test.
package struct Rule: Sendable {
    package var name: String
    package var family: Family
    /// The fields it reads; nil for every field.
    package var fields: Set<ProfileField>?
    package var pattern: [Element]
    /// Ranks readings that cover the same characters: the higher wins.
    package var priority: Int
    package var produce: @Sendable (Match) -> Fact?
    package var examples: [Example]

    package init(
        _ name: String, _ family: Family, fields: Set<ProfileField>? = nil, priority: Int = 0,
        pattern: [Element], examples: [Example] = [], produce: @escaping @Sendable (Match) -> Fact?
    ) {
        self.name = name
        self.family = family
        self.fields = fields
        self.pattern = pattern
        self.priority = priority
        self.produce = produce
        self.examples = examples
    }

    /// The families rules belong to: what kind of shapes a rule reads.
    package enum Family: String, Sendable, CaseIterable {
        case words, phrases, times, titles, organizations, places, careers, former, clauses, contacts, requests,
            states, skills, asides
    }
}

/// One element of a pattern.
package indirect enum Element: Sendable {
    /// A token that passes the test.
    case token(@Sendable (Token) -> Bool)
    /// A fact of one of the kinds that passes the test.
    case fact(Set<Fact.Kind>, @Sendable (Fact) -> Bool)
    /// The element, or nothing.
    case optional(Element)
    /// Any one of the elements.
    case either([Element])
    /// A run of one to `longest` tokens that each pass the test: each length is a candidate.
    case run(longest: Int, @Sendable (Token) -> Bool)

    /// Whether the element can match a fact (the rules that read facts run again when facts are new).
    var readsFacts: Bool {
        switch self {
        case .token, .run: false
        case .fact: true
        case .optional(let inner): inner.readsFacts
        case .either(let elements): elements.contains(where: \.readsFacts)
        }
    }

    /// A token whose key is one of `keys`.
    package static func word(_ keys: String...) -> Element {
        let set = Set(keys)
        return .token { set.contains($0.key) }
    }

    /// A token whose lemma is one of `lemmas`.
    package static func lemma(_ lemmas: String...) -> Element {
        let set = Set(lemmas)
        return .token { set.contains($0.lemma) }
    }

    /// A token with any of `classes`.
    package static func classed(_ classes: WordClasses) -> Element {
        .token { !$0.classes.isDisjoint(with: classes) }
    }

    /// A token of `kind`.
    package static func kind(_ kind: Token.Kind) -> Element {
        .token { $0.kind == kind }
    }

    /// A separator whose key is one of `keys` (any separator when empty).
    package static func separator(_ keys: String...) -> Element {
        let set = Set(keys)
        return .token { $0.kind == .separator && (set.isEmpty || set.contains($0.key)) }
    }

    /// A fact of any of `kinds`.
    package static func facts(_ kinds: Fact.Kind...) -> Element {
        .fact(Set(kinds)) { _ in true }
    }
}

/// What a pattern matched: one entry per element (nil where an optional element matched nothing), over the span.
package struct Match: Sendable {
    package var items: [Item?]
    package var range: Range<Int>
    package var tokens: [Token]
    package var field: ProfileField

    /// The fact matched by element `index`, if it was a fact.
    package func fact(_ index: Int) -> Fact? { items[index]?.fact }
    /// The token matched by element `index`, if it was a token.
    package func token(_ index: Int) -> Token? { items[index]?.token }
    /// The tokens matched by element `index` (a run, a token, or a fact's span).
    package func tokens(_ index: Int) -> ArraySlice<Token> { items[index].map { tokens[$0.range] } ?? [] }
    /// Whether element `index` matched something.
    package func has(_ index: Int) -> Bool { items[index] != nil }

    /// The tokens of the whole match.
    package var matched: ArraySlice<Token> { tokens[range] }
    /// The token before the match, if any.
    package var before: Token? { range.lowerBound > 0 ? tokens[range.lowerBound - 1] : nil }
    /// The token after the match, if any.
    package var after: Token? { range.upperBound < tokens.count ? tokens[range.upperBound] : nil }
}

/// A token or a fact, over its token indices.
package struct Item: Sendable {
    package var range: Range<Int>
    package var token: Token?
    package var fact: Fact?
    /// The chart round a fact was made in.
    var round = 0
}

/// One example of a rule's corpus: a text typed in a field and the facts the rule must make of it (none: a negative
/// example, which the rule must leave alone).
package struct Example: Sendable {
    package var field: ProfileField
    package var text: String
    /// The person's name, for the rules that read it in a field ("im sam").
    package var name = ""
    /// Each expected fact as "kind: covered text" followed by slots "slot=value" separated by " | ":
    /// "title: Senior PM | title=senior product manager".
    package var facts: [String]

    package init(_ field: ProfileField, _ text: String, _ facts: String...) {
        self.field = field
        self.text = text
        self.facts = facts
    }

    /// An example read with the person's name in the name field.
    package init(_ field: ProfileField, _ text: String, name: String, _ facts: String...) {
        self.field = field
        self.text = text
        self.name = name
        self.facts = facts
    }
}
