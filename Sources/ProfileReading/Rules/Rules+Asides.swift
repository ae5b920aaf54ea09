import IntroductionCore
import ReadingLexicon

/// What is read and deliberately left unsaid: greetings ("hey all", 「はじめまして」), laughter, pronouns ("she/her"),
/// courtesies ("thanks!", 「よろしくお願いします」), a feeling about the rest ("and i love it"), the person's own name
/// ("im sam").
extension Rules {
    static let asides: [Rule] = [
        Rule(
            "greeting", .asides,
            pattern: [.classed(.greeting), .optional(.word("all", "everyone", "everybody", "folks", "there", "team", "y'all", "guys", "friends", "!"))],
            examples: [Example(.notes, "hey all", "aside: hey all")]
        ) { match in
            Fact(.aside, match.range, Slots(), rule: "")
        },
        Rule(
            "japanese greeting", .asides,
            pattern: [.run(longest: 6) { ["はじめまして", "初めまして", "こんにちは", "よろしく", "お願い", "し", "ます", "いたし", "宜しく", "どうぞ", "皆さん", "みなさん", "です"].contains($0.key) }],
            examples: [Example(.notes, "よろしくお願いします", "aside: よろしくお願いします")]
        ) { match in
            let keys = match.tokens(0).map(\.key)
            guard keys.contains(where: { ["はじめまして", "初めまして", "こんにちは", "よろしく", "宜しく"].contains($0) }) else {
                return nil
            }
            return Fact(.aside, match.range, Slots(), rule: "")
        },
        Rule(
            "own name", .asides,
            pattern: [.word("i'm", "im", "i", "this", "name's", "my", "call", "it's"), .optional(.word("am", "is", "name", "me")),
                .optional(.word("is")), .run(longest: 3) { $0.classes.contains(.ownName) }, .optional(.word("here"))],
            examples: [Example(.notes, "hey im sam i do marketing", name: "Sam", "name: im sam")]
        ) { match in
            Fact(.name, match.range, Slots(), rule: "")
        },
        Rule(
            "name alone", .asides,
            pattern: [.run(longest: 4) { $0.classes.contains(.ownName) }],
            examples: [Example(.role, "①けんた ②普段は", name: "けんた（山本健太）", "name: けんた")]
        ) { match in
            // An item that is only the person's own name ("①けんた"): the name field says it.
            let starts = match.before.map { $0.kind == .separator || $0.kind == .punctuation } ?? true
            let ends = match.after.map { $0.kind == .separator || $0.kind == .punctuation || $0.classes.contains(.ownName) == false && $0.script != match.tokens[match.range.lowerBound].script } ?? true
            guard starts, ends else { return nil }
            return Fact(.name, match.range, Slots(), rule: "")
        },
        Rule(
            "name here", .asides, pattern: [.run(longest: 3) { $0.classes.contains(.ownName) }, .word("here", "です", "と申します", "といいます")],
            examples: [Example(.notes, "hi! tomasz here, backend eng", name: "tomasz k.", "name: tomasz here")]
        ) { match in
            Fact(.name, match.range, Slots(), rule: "")
        },
        Rule(
            "pronouns", .asides,
            pattern: [.word("she", "he", "they", "ze", "xe"), .separator("/"), .word("her", "him", "them", "hers", "zir", "xem"),
                .optional(.separator("/")), .optional(.word("her", "his", "their", "hers", "theirs"))],
            examples: [Example(.role, "she/her", "aside: she/her")]
        ) { match in
            Fact(.aside, match.range, Slots(), rule: "")
        },
        Rule(
            "disclaimer", .asides,
            pattern: [.word("views", "opinions", "thoughts", "tweets", "posts"), .optional(.word("are", "=")), .word("my", "mine"), .optional(.word("own"))],
            examples: [Example(.role, "views my own", "aside: views my own")]
        ) { match in
            Fact(.aside, match.range, Slots(), rule: "")
        },
        Rule(
            "feeling", .asides,
            pattern: [.optional(.word("and")), .optional(.word("i", "really")), .word("love", "like", "enjoy"), .word("it", "this")],
            examples: [Example(.notes, "and i love it", "aside: and i love it")]
        ) { match in
            Fact(.aside, match.range, Slots(), rule: "")
        },
        Rule(
            "courtesy", .asides,
            pattern: [.word("thanks", "thank", "nice", "excited", "happy", "glad", "great", "looking"),
                .optional(.word("you", "to", "for")), .optional(.word("meet", "be", "join", "having", "forward")),
                .optional(.word("you", "here", "everyone", "all", "to", "the")), .optional(.word("all", "meeting", "everyone", "team", "community"))],
            examples: [Example(.notes, "nice to meet you all", "aside: nice to meet you all")]
        ) { match in
            let keys = match.matched.map(\.key)
            // "nice to meet you", "happy to be here", "thanks!"; "happy to" alone begins a clause of its own.
            guard keys.count >= 3 || keys == ["thanks"] || keys == ["thank", "you"] else { return nil }
            if keys.first == "looking", keys.dropFirst().first != "forward" { return nil }
            return Fact(.aside, match.range, Slots(), rule: "")
        },
    ]
}
