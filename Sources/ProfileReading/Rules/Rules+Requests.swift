import IntroductionCore
import ReadingLexicon

/// What the notes ask of the text itself: "keep it short", "casual pls", 「です・ます調で」, "don't mention my age",
/// "no exclamation marks"; and a wish the composer cannot grant ("make it funny"), read so that it is reported.
extension Rules {
    static let requests: [Rule] = [
        Rule(
            "keep it", .requests, fields: [.notes], priority: 2,
            pattern: [.optional(.word("please", "pls", "plz", "kindly")), .word("keep", "make", "write"), .optional(.word("it", "this", "the")),
                .optional(.word("intro", "text", "bio", "one")), .optional(.word("short", "brief", "longer", "long", "casual", "formal",
                    "professional", "friendly", "relaxed", "chill", "funny", "fun", "simple", "concise", "detailed")),
                .optional(.word("and", "but")), .optional(.word("sweet", "simple", "professional", "casual", "friendly")),
                .optional(.word("please", "pls", "plz", "thanks", "thx"))],
            examples: [
                Example(.notes, "pls keep it short", "request: pls keep it short | request=length short"),
                Example(.notes, "make it funny", "request: make it funny | request=other"),
            ]
        ) { match in
            guard let what = match.token(4)?.key else { return nil }
            return fact(.request, match) { $0.request = Requests.request(what) }
        },
        Rule(
            "short please", .requests, fields: [.notes], priority: 2,
            pattern: [.optional(.word("something", "nothing", "not", "no")), .optional(.word("too")),
                .word("short", "brief", "casual", "formal", "professional", "chill", "relaxed", "longer", "concise"),
                .optional(.word("tone", "style", "intro", "text", "one", "version", "and")), .optional(.word("please", "pls", "plz"))],
            examples: [Example(.notes, "casual pls", "request: casual pls | request=tone casual")]
        ) { match in
            let what = match.token(2)!.key
            // "short" alone is no request; "not too formal" asks for the friendly register.
            guard match.has(4) || match.has(3) || match.has(0) else { return nil }
            if match.token(0)?.key == "not" || match.token(0)?.key == "no" {
                return what == "formal" || what == "professional"
                    ? fact(.request, match) { $0.request = .tone(.friendly) } : nil
            }
            return fact(.request, match) { $0.request = Requests.request(what) }
        },
        Rule(
            "don't mention", .requests, fields: [.notes], priority: 3,
            pattern: [.optional(.word("please", "pls", "plz")), .word("don't", "dont", "do", "no", "never"),
                .optional(.word("not", "need")), .optional(.word("to")), .lemma("mention", "include", "say", "bring", "talk", "write"),
                .optional(.word("up", "about")), .run(longest: 6) { $0.kind == .word || $0.kind == .number }],
            examples: [Example(.notes, "don't mention my age", "request: don't mention my age | request=avoid age"),
                Example(.notes, "pls say i mentor new hires")]
        ) { match in
            guard match.token(1)?.key != "do" || match.token(2)?.key == "not" else { return nil }
            let terms = Requests.avoided(match.tokens(6))
            guard !terms.isEmpty else { return nil }
            return fact(.request, match) { $0.request = .avoid(terms) }
        },
        Rule(
            "please mention", .requests, fields: [.notes], priority: 3,
            pattern: [.optional(.word("please", "pls", "plz", "do", "kindly")), .lemma("mention", "include", "say", "add", "note"),
                .optional(.word("that")), .facts(.activity, .title, .position, .employer, .place, .contact, .state, .skill, .formerJob)],
            examples: [Example(.notes, "please mention that I mentor juniors", "activity: please mention that I mentor juniors | verb=mentor | object=juniors"),
                Example(.notes, "pls say i mentor new hires", "activity: pls say i mentor new hires | object=new hires | tense=present | verb=mentor")]
        ) { match in
            var fact = match.fact(3)!
            fact.range = match.range
            fact.slots.isAsked = true
            return fact
        },
        Rule(
            "no exclamation", .requests, fields: [.notes], priority: 2,
            pattern: [.word("no", "without", "fewer", "less"), .word("exclamation", "emoji", "emojis"), .optional(.word("marks", "points"))],
            examples: [Example(.notes, "no exclamation marks", "request: no exclamation marks | request=noExclamation")]
        ) { match in
            match.token(1)?.key == "exclamation" ? fact(.request, match) { $0.request = .noExclamation } : nil
        },
        Rule(
            "japanese style", .requests, fields: [.notes], priority: 2,
            pattern: [.run(longest: 4) { ["です", "・", "ます", "敬語", "丁寧", "カジュアル", "短め", "短く", "簡潔", "長め", "フォーマル", "砕け", "くだけ", "ため口", "タメ口"].contains($0.key) },
                .optional(.word("調", "語", "な", "た")), .optional(.word("で", "に")),
                .optional(.run(longest: 5) { ["お願い", "し", "ます", "ください", "て", "書い", "。", "下さい"].contains($0.key) })],
            examples: [Example(.notes, "です・ます調でお願いします", "request: です・ます調でお願いします | request=polite")]
        ) { match in
            let words = Set(match.tokens(0).map(\.key))
            // 「です・ます調で」 asks for a style; 「働きます」 only ends a sentence.
            let style: Set<String> = ["敬語", "丁寧", "カジュアル", "短め", "短く", "簡潔", "長め", "フォーマル", "砕け", "くだけ", "ため口", "タメ口"]
            guard words.contains(where: style.contains) || match.token(1)?.key == "調" else { return nil }
            let request: Request =
                words.contains("です") || words.contains("ます") || words.contains("丁寧") ? .polite
                : words.contains("敬語") || words.contains("フォーマル") ? .tone(.formal)
                : words.contains("カジュアル") || words.contains("ため口") || words.contains("タメ口") || words.contains("砕け") || words.contains("くだけ") ? .tone(.casual)
                : words.contains("長め") ? .length(.long) : .length(.short)
            return fact(.request, match) { $0.request = request }
        },
    ]
}

/// Requests from the words that ask them.
enum Requests {
    static func request(_ word: String) -> Request {
        switch word {
        case "short", "brief", "concise", "simple": .length(.short)
        case "longer", "long", "detailed": .length(.long)
        case "casual", "chill", "relaxed": .tone(.casual)
        case "formal", "professional": .tone(.formal)
        case "friendly": .tone(.friendly)
        default: .other
        }
    }

    /// The terms to leave out: "my age" → "age"; "my old company's name" → "old company".
    static func avoided(_ tokens: ArraySlice<Token>) -> [String] {
        let words = tokens.filter { !$0.classes.contains(.determiner) && $0.key != "please" && $0.key != "pls" }
            .map(\.text)
        return words.isEmpty ? [] : [words.joined(separator: " ")]
    }
}
