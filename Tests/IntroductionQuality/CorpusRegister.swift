import Foundation
package import IntroductionCore
import ReadingLexicon

/// What a text's form shows of the requests about it: how many sentences its introduction has, which register it is
/// in, whether it exclaims. Read from the four sections with their quotations set aside (the person's quoted words are
/// theirs, not the writer's), by simple means of its own, so the judge never asks the composer what it meant to do.
package enum CorpusRegister {
    /// The sentences of the introduction: what `length:short` (at most 3) and `length:long` (at least 7) count.
    package static func sentenceCount(_ sections: Introduction, _ language: ComposerLanguage) -> Int {
        QualityText.sentences(sections.introduction, language).count
    }

    /// Every section, quotations set aside, width folded (！ is !), one per line.
    static func written(_ sections: Introduction) -> String {
        ([sections.headline, sections.introduction, sections.bio] + sections.highlights)
            .map(QualityText.withoutQuotes).joined(separator: "\n").precomposedStringWithCompatibilityMapping
    }

    /// No "!" or "！" in any section.
    package static func exclaims(_ sections: Introduction) -> Bool {
        written(sections).contains("!")
    }

    // MARK: - English

    /// Contractions the writer used: "I'm", "don't", "it's"… A name's "'s" ("Kat's team") is a possessive, not one.
    package static func contractions(_ text: String) -> [String] {
        let words = text.lowercased().replacingOccurrences(of: "’", with: "'")
            .split(whereSeparator: { !($0.isLetter || $0 == "'") }).map(String.init)
        let pronounIs: Set<String> = [
            "it's", "that's", "there's", "here's", "what's", "let's", "he's", "she's", "who's", "where's",
        ]
        return words.filter { word in
            ["'m", "'re", "'ve", "'ll", "'d", "n't"].contains { word.hasSuffix($0) } || pronounIs.contains(word)
        }
    }

    /// The contractions of every section: English formal holds when there are none.
    package static func contractions(_ sections: Introduction) -> [String] {
        contractions(written(sections))
    }

    /// Greetings only a casual text opens with.
    static let casualGreetings: Set<String> = ["hey", "hi", "hiya", "yo", "howdy", "heya", "sup", "hullo"]

    /// What makes an English text casual: its contractions, and the casual greetings its sentences open with ("Hey!",
    /// "Hi all"). Empty: the text is not casual. Any contraction makes it not formal.
    package static func casualMarks(_ sections: Introduction) -> [String] {
        let text = written(sections)
        let greetings = text.split(separator: "\n").flatMap { QualityText.sentences(String($0), .en) }.compactMap {
            sentence -> String? in
            let first = sentence.lowercased().split(whereSeparator: { !$0.isLetter }).first.map(String.init) ?? ""
            return casualGreetings.contains(first) ? first : nil
        }
        return contractions(text) + greetings
    }

    // MARK: - Japanese

    /// Polite endings (です・ます forms), longest first.
    static let politeEndings = [
        "でございます", "ございます", "申し上げます", "いたします", "ましょう", "ました", "でした", "ません", "ください", "下さい", "です",
        "ます",
    ]
    /// Particles that may close a sentence after its ending: 「ですね」「ますよ」「ですか」.
    static let closingParticles: Set<Character> = ["ね", "よ", "か", "な", "わ"]
    /// Sentences that are a greeting alone and end in no verb (「はじめまして。」).
    static let greetings: Set<String> = ["はじめまして", "初めまして", "こんにちは", "こんばんは", "どうも", "おはようございます"]
    /// Words only formal Japanese uses.
    static let keigo = ["ございます", "おります", "いたします", "致します", "申します", "申し上げます"]

    /// A sentence's body: its closing marks, emoji and closing particles set aside.
    static func body(_ sentence: String) -> Substring {
        var body = Substring(sentence)
        while let last = body.last,
            last.isPunctuation || last.isSymbol || last.isWhitespace || "。！？!?…〜~)）」』".contains(last)
                || last.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation })
        {
            body = body.dropLast()
        }
        var particles = 0
        while let last = body.last, closingParticles.contains(last), particles < 2 {
            body = body.dropLast()
            particles += 1
        }
        return body
    }

    /// Whether a Japanese sentence ends in a です・ます form (a greeting alone counts as polite).
    package static func endsPolite(_ sentence: String) -> Bool {
        let body = body(sentence)
        if greetings.contains(String(body)) { return true }
        return politeEndings.contains { body.hasSuffix($0) }
    }

    /// The sentences of the prose sections (introduction, bio), quotations set aside.
    static func proseSentences(_ sections: Introduction) -> [String] {
        [sections.introduction, sections.bio].map(QualityText.withoutQuotes)
            .flatMap { $0.split(separator: "\n").flatMap { QualityText.sentences(String($0), .ja) } }
    }

    /// `register:polite` holds when this is empty: the sentences of the introduction and the bio that do not end in a
    /// です・ます form.
    package static func plainSentences(_ sections: Introduction) -> [String] {
        proseSentences(sections).filter { !endsPolite($0) }
    }

    /// Japanese casual holds when this is empty: the sentences of any section that end in a です・ます form.
    package static func politeSentences(_ sections: Introduction) -> [String] {
        let sentences =
            ([sections.headline] + sections.highlights).map(QualityText.withoutQuotes)
            .flatMap { QualityText.sentences($0, .ja) } + proseSentences(sections)
        return sentences.filter { sentence in
            let body = body(sentence)
            return politeEndings.contains { body.hasSuffix($0) }
        }
    }

    /// Japanese formal holds when this is not empty: the keigo the text uses (ございます, おります, いたします, 申します).
    package static func keigo(_ sections: Introduction) -> [String] {
        let text = written(sections)
        return keigo.filter { text.includes($0) }
    }
}
