import IntroductionCore
import ReadingLexicon

/// Noun phrases: the parts every other family builds from.
extension Rules {
    static let phrases: [Rule] = [
        Rule(
            "english noun phrase", .phrases,
            pattern: [.optional(.classed(.determiner)), .run(longest: 8, Phrases.isEnglishNominal)],
            examples: [
                Example(.role, "Senior PM", "phrase: Senior PM | phrase=senior product manager"),
                Example(.notes, "a small coffee roaster", "phrase: a small coffee roaster | phrase=small coffee roaster"),
            ]
        ) { match in
            guard let phrase = Phrases.english(match.tokens(1), determiner: match.token(0)) else { return nil }
            return fact(.phrase, match) { $0.phrase = phrase }
        },
        Rule(
            "japanese noun phrase", .phrases,
            pattern: [.run(longest: 10, Phrases.isJapaneseNominal)],
            examples: [Example(.role, "医療系スタートアップ", "phrase: 医療系スタートアップ | phrase=医療系スタートアップ")]
        ) { match in
            guard let phrase = Phrases.japanese(match.tokens(0)) else { return nil }
            return fact(.phrase, match) { $0.phrase = phrase }
        },
    ]
}
