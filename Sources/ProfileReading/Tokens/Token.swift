package import IntroductionCore

/// One unit of a field as typed: a word, a number, a mark, a URL…, with the characters it was typed in.
///
/// Rules compare a token's `key` (lower case, width folded, shorthand written out: "yrs" is "years", "mgr"
/// "manager") and its `lemma` (the base form WordNet or MeCab gives: "taught" is "teach", 「やってる」 is やる + てる),
/// never its surface, so a rule reads every spelling of a word at once. The span is kept so that whatever no rule
/// reads can be reported as the person typed it.
package struct Token: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// A Latin word or a Japanese morpheme.
        case word
        /// Digits, in any width: `value` holds them.
        case number
        /// A mark that joins or divides items: , | · / ; 、 ・ & + → and the like; `key` holds which.
        case separator
        /// A mark that ends or frames a phrase: . ! ? 。 ( ) 「 」 : and the like.
        case punctuation
        case url, email, handle, hashtag
        /// A picture: 🌱, ☕️, ❤️.
        case emoji
        /// A template's placeholder typed by mistake ("{skills}"): something typed that no rule reads.
        case placeholder
    }

    package var kind: Kind
    /// Character offsets in the field's text.
    package var range: Range<Int>
    /// As typed.
    package var text: String
    /// What rules compare: lower case, width folded, shorthand written out.
    package var key: String
    /// The base form: WordNet's lemma for an English word, MeCab's base form for a Japanese one; else `key`.
    package var lemma: String
    package var classes: WordClasses
    /// The number a `.number` token (or a number word: "two", 「三」) stands for.
    package var value: Int?
    /// Whether white space comes before it.
    package var spaced: Bool
    package var script: ComposerLanguage?

    package init(
        kind: Kind, range: Range<Int>, text: String, key: String? = nil, lemma: String? = nil,
        classes: WordClasses = [], value: Int? = nil, spaced: Bool = false, script: ComposerLanguage? = nil
    ) {
        self.kind = kind
        self.range = range
        self.text = text
        self.key = key ?? text.lowercased()
        self.lemma = lemma ?? key ?? text.lowercased()
        self.classes = classes
        self.value = value
        self.spaced = spaced
        self.script = script
    }

    /// Whether the token carries content a reader must account for: not a mark, not a filler.
    package var isContent: Bool {
        switch kind {
        // A picture says nothing a sentence can carry ("building in climate tech 🌱", "guitar🎸").
        case .separator, .punctuation, .emoji: false
        case .word: classes.isDisjoint(with: [.filler, .conjunction])
        default: true
        }
    }

    package var isJapanese: Bool { script == .ja }
}

/// What a word can be. A word may be several things at once ("lead", "building"): the rules decide in context.
package struct WordClasses: OptionSet, Sendable, Hashable {
    package let rawValue: UInt32
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    package static let noun = WordClasses(rawValue: 1 << 0)
    package static let verb = WordClasses(rawValue: 1 << 1)
    package static let adjective = WordClasses(rawValue: 1 << 2)
    package static let adverb = WordClasses(rawValue: 1 << 3)
    /// A name: capitalized and not an ordinary word, a product the names list knows, 固有名詞.
    package static let name = WordClasses(rawValue: 1 << 4)
    /// A noun that names a person by what they do: designer, nurse, barista, 看護師.
    package static let person = WordClasses(rawValue: 1 << 5)
    /// A city, a country, a region: Tacoma, Osaka, 福岡.
    package static let place = WordClasses(rawValue: 1 << 6)
    /// A kind of organization (company, startup, hospital, 会社) or an organization's name.
    package static let organization = WordClasses(rawValue: 1 << 7)
    /// a, an, the, my, our, this…
    package static let determiner = WordClasses(rawValue: 1 << 8)
    /// at, in, for, with, from, since, until…
    package static let preposition = WordClasses(rawValue: 1 << 9)
    /// I, me, you, we, it, she, they…
    package static let pronoun = WordClasses(rawValue: 1 << 10)
    /// and, or, but, then, so…
    package static let conjunction = WordClasses(rawValue: 1 << 11)
    /// am, is, are, was, have, has, do, will, can…
    package static let auxiliary = WordClasses(rawValue: 1 << 12)
    /// Japanese particles: は が を に で の と も から まで へ や.
    package static let particle = WordClasses(rawValue: 1 << 13)
    /// Japanese prefixes and suffixes that attach to a noun: 元, 前, 系, 中, さん.
    package static let affix = WordClasses(rawValue: 1 << 14)
    /// Laughter and asides that say nothing about the person: lol, tbh, （笑）.
    package static let filler = WordClasses(rawValue: 1 << 15)
    /// A field of work or study: marketing, audit, product, 営業.
    package static let field = WordClasses(rawValue: 1 << 16)
    /// A technology or tool the names list knows: HTML, PostgreSQL, Figma.
    package static let tool = WordClasses(rawValue: 1 << 17)
    /// A human language: Japanese, English, 日本語.
    package static let language = WordClasses(rawValue: 1 << 18)
    /// A unit of time: year, month, week; 年, か月.
    package static let timeUnit = WordClasses(rawValue: 1 << 19)
    /// A word of time: now, currently, since, 現在, 今.
    package static let time = WordClasses(rawValue: 1 << 20)
    /// An ordinal: first, 2nd, 3年目.
    package static let ordinal = WordClasses(rawValue: 1 << 21)
    /// A Japanese auxiliary ending (です, ます, た, ている): part of a predicate.
    package static let ending = WordClasses(rawValue: 1 << 22)
    /// A greeting: hi, hey, hello, こんにちは, はじめまして.
    package static let greeting = WordClasses(rawValue: 1 << 23)
    /// A word no lexicon knows ("bootcamp", "figma" typed in lower case): read as a noun, said only where the field
    /// says what it is.
    package static let unknown = WordClasses(rawValue: 1 << 24)
    /// A course of study: bootcamp, course, degree, MBA, 講座.
    package static let course = WordClasses(rawValue: 1 << 25)
    /// A word of the person's own name, as the name field gives it.
    package static let ownName = WordClasses(rawValue: 1 << 26)
    /// Typed with a capital that may mark a name: not an ordinary word that merely starts a sentence or an item
    /// ("Homebrewed 2012-2016" starts one; "2019-now Stripe" does not).
    package static let capitalized = WordClasses(rawValue: 1 << 27)
    /// In a field typed in Title Case ("Sommelier In Legal Tech") or all in capitals ("CRAM SCHOOL"): the case of its
    /// letters says nothing of a name.
    package static let caseless = WordClasses(rawValue: 1 << 28)
    /// A field the word list names the person of (SRE → site reliability engineer, marketing → marketer): typed alone
    /// as a role, even as a name, it says that person.
    package static let trade = WordClasses(rawValue: 1 << 29)
}
