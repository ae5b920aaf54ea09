package import ReadingLexicon

/// Sentences from typed clauses: one realization per language (`EnglishClause`, `JapaneseClause`) over the same
/// clause, so a fact is worded in one place per language, in the register the text speaks.
///
/// Every function is pure and may be called from any thread.
package enum Realizer {
    /// The clause in `language` and `register`; nil when the clause is not well formed (a term of the wrong kind for
    /// its place, a time frame against its tense) or a term or the verb has no words in `language`, so the caller
    /// reports the fact unsayable instead of writing it wrong.
    package static func realize(_ clause: Clause, in language: RealizedLanguage, register: Register) -> Realized? {
        guard clause.isWellFormed else { return nil }
        switch language {
        case .english:
            return EnglishClause.realize(clause, register: register).map { Realized(end: $0, link: $0) }
        case .japanese:
            return JapaneseClause.realize(clause, register: register)
        }
    }

    /// An action as English says it after "experience": "building streaming APIs"; nil for any other predicate.
    package static func gerund(_ clause: Clause) -> String? {
        guard case .action(let verb, let object) = clause.predicate, let entry = VerbTable.entry(for: verb) else {
            return nil
        }
        var words = [entry.english.rest.isEmpty ? entry.english.ing : entry.english.ing + " " + entry.english.rest]
        if let object {
            guard let said = EnglishWords.nounPhrase(object, possessive: "my") else { return nil }
            words.append(said)
        }
        if let field = clause.field {
            guard let said = EnglishWords.nounPhrase(field, possessive: "my") else { return nil }
            words.append("in " + said)
        }
        return words.joined(separator: " ")
    }

    /// "second" for 2, "11th" for 11: as English says a year of study ("second-year").
    package static func ordinal(_ number: Int) -> String { EnglishWords.ordinal(number) }

    /// A length of time as each language says it: "8 years", "a year and a half" / 「8年」「1年半」.
    package static func amount(_ amount: Amount, in language: RealizedLanguage) -> String {
        language == .english ? EnglishWords.amount(amount) : JapaneseWords.amount(amount)
    }

    /// "A, B and C" / 「A、B、C」 (「AとB」 for two); `limit` cuts the list with "and more" / 「など」. Nil when a term
    /// has no words in `language` or there are none.
    package static func list(_ terms: [Term], in language: RealizedLanguage, limit: Int?) -> String? {
        let said = terms.compactMap { nounPhrase($0, in: language) }
        guard said.count == terms.count else { return nil }
        switch language {
        case .english: return EnglishWords.list(said, limit: limit)
        case .japanese: return JapaneseWords.list(said, limit: limit)
        }
    }

    /// A noun phrase with its determiner in English ("a UX designer", "an SRE", "my portfolio", "two cats", "Stripe"),
    /// and as it is in Japanese, a count before it with its counter (「2匹の猫」).
    package static func nounPhrase(_ term: Term, in language: RealizedLanguage) -> String? {
        switch language {
        case .english: EnglishWords.nounPhrase(term)
        case .japanese: JapaneseWords.nounPhrase(term)
        }
    }
}
