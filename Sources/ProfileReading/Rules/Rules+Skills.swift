import IntroductionCore
import ReadingLexicon

/// Skills and interests: items of a list, with a level after a skill ("Japanese (N2)", "English: native", "fluent in
/// Spanish", 「英語：日常会話」), hashtags as skills ("#rustlang"), and interests said as a sentence ("I love hiking").
extension Rules {
    static let skills: [Rule] = [
        Rule(
            "skill", .skills, fields: [.skills], pattern: [.facts(.phrase)],
            examples: [Example(.skills, "figma, html, css", "skill: figma | skill=Figma", "skill: html | skill=HTML")]
        ) { match in
            fact(.skill, match) { $0.phrase = match.fact(0)!.slots.phrase }
        },
        Rule(
            "skill with a level", .skills, priority: 2,
            pattern: [.facts(.phrase, .skill), .either([.word("(", ":", "-", "—", "–", "（", "："), .separator("-", "—")]),
                .run(longest: 3) { Skills.isLevel($0) }, .optional(.word(")", "）"))],
            examples: [Example(.skills, "Japanese (N2)", "skill: Japanese (N2) | skill=Japanese | level=N2")]
        ) { match in
            guard let phrase = match.fact(0)?.slots.phrase, match.token(1)?.key != "(" || match.has(3) else { return nil }
            let level = match.tokens(2)
            let language = level.first?.script ?? .en
            let text = language == .ja ? level.map(\.key).joined() : level.map { Phrases.spelling($0) }.joined(separator: " ")
            return fact(.skill, match) {
                $0.phrase = phrase
                $0.level = Phrase(text: text, language: language, head: level.last!.lemma, classes: [])
            }
        },
        Rule(
            "skill with a japanese level", .skills, priority: 2,
            pattern: [.facts(.phrase, .skill), .word(":", "(", "（", "："), .fact([.phrase]) { Skills.japaneseLevels.contains($0.slots.phrase!.text) },
                .optional(.word(")", "）"))],
            examples: [Example(.skills, "英語：日常会話", "skill: 英語：日常会話 | skill=英語 | level=日常会話")]
        ) { match in
            guard let phrase = match.fact(0)?.slots.phrase, match.token(1)?.key != "(" || match.has(3) else { return nil }
            return fact(.skill, match) {
                $0.phrase = phrase
                $0.level = match.fact(2)?.slots.phrase
            }
        },
        Rule(
            "fluent in", .skills, priority: 2,
            pattern: [.word("fluent", "conversational", "native", "basic", "business"), .optional(.word("level")), .word("in"),
                .fact([.phrase]) { $0.slots.phrase!.classes.contains(.language) }],
            examples: [Example(.notes, "fluent in Spanish", "skill: fluent in Spanish | skill=Spanish | level=fluent")]
        ) { match in
            let level = match.token(0)!
            return fact(.skill, match) {
                $0.phrase = match.fact(3)!.slots.phrase
                $0.level = Phrase(text: level.key, language: .en, head: level.key, classes: [])
            }
        },
        Rule(
            "hashtag", .skills, pattern: [.kind(.hashtag)],
            examples: [Example(.notes, "#rustlang", "skill: #rustlang | skill=Rust")]
        ) { match in
            guard var phrase = Skills.hashtag(match.token(0)!) else { return nil }
            // "#rustlang" names Rust: the names list's spelling where it has one.
            if let spelling = Tokenizer.nameSpelling(phrase.text) { phrase.text = spelling; phrase.classes.formUnion([.tool, .name]) }
            return fact(.skill, match) { $0.phrase = phrase }
        },
        Rule(
            "interest", .skills, fields: [.interests], pattern: [.facts(.phrase)],
            examples: [Example(.interests, "latte art, climbing", "interest: latte art | interest=latte art")]
        ) { match in
            fact(.interest, match) { $0.phrase = match.fact(0)!.slots.phrase }
        },
        Rule(
            "i love", .skills, priority: 2,
            pattern: [.optional(.word("i", "i'm", "im", "really", "also")), .optional(.word("really", "also", "am", "a", "big")),
                .word("love", "like", "enjoy", "into", "fan", "adore"), .optional(.word("of")), .facts(.phrase)],
            examples: [Example(.interests, "I love hiking", "interest: I love hiking | interest=hiking")]
        ) { match in
            fact(.interest, match) { $0.phrase = match.fact(4)!.slots.phrase }
        },
    ]
}

/// Levels and hashtags.
enum Skills {
    static func isLevel(_ token: Token) -> Bool {
        let key = token.key
        if ["n1", "n2", "n3", "n4", "n5", "a1", "a2", "b1", "b2", "c1", "c2", "jlpt", "toeic", "ielts"].contains(key) {
            return true
        }
        return [
            "native", "fluent", "conversational", "business", "basic", "beginner", "intermediate", "advanced", "level",
            "proficient", "learning", "working", "professional", "ネイティブ", "日常会話", "ビジネス", "レベル", "流暢", "初級",
            "中級", "上級", "母語", "程度",
        ].contains(key)
    }

    /// Levels Japanese profiles give a language.
    static let japaneseLevels: Set<String> = [
        "ネイティブ", "日常会話", "ビジネスレベル", "ビジネス", "日常会話レベル", "流暢", "初級", "中級", "上級", "母語", "母国語", "片言",
        "勉強中", "学習中", "ネイティブレベル",
    ]

    /// A hashtag as the skill it names: the names list's spelling ("#wasm" → WebAssembly if listed), "lang" dropped
    /// ("#rustlang" → Rust), words run together split where the word list knows both halves ("#opensource").
    static func hashtag(_ token: Token) -> Phrase? {
        var word = String(token.key.dropFirst())
        if word.hasSuffix("lang"), word.count > 5 { word = String(word.dropLast(4)) }
        return Phrase(text: word, language: .en, head: word, classes: [.noun])
    }
}
