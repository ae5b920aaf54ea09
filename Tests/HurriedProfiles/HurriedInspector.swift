import Foundation
package import IntroductionCore
import IntroductionQuality
import ReadingLexicon
import TextBasics

/// Checks every section of one text written from a hurried profile against the hard invariants (`HurriedRule`).
///
/// Each rule is a function from one section's text to the excerpts that break it, so a test can run it on a hand-made
/// text. The rules read with their own simple means (`HurriedMatch`) and never ask the composer how it read the profile.
package struct HurriedInspector: Sendable {
    package let hurried: HurriedProfile
    package let options: GenerationOptions
    /// Names, URLs and handles as lower-cased scalars, longest first: every rule sets them aside.
    let names: [[Unicode.Scalar]]
    /// Names, normalized: a quotation of a name alone is a title.
    let normalizedNames: Set<String>
    /// The typed text of every field, normalized, for the quotation rule.
    let typedFields: [String]
    /// Fields long enough to be pasted and not a phrase the text may hold: (field, as typed, normalized).
    let pasteable: [(field: String, typed: String, normalized: String)]
    /// The facts' fragments of three characters or more, normalized.
    let fragments: [String]
    /// Each fact's forms for the language, normalized, as scalars.
    let forms: [[[Unicode.Scalar]]]

    package init(_ hurried: HurriedProfile, _ options: GenerationOptions) {
        self.hurried = hurried
        self.options = options
        let sorted = hurried.names.sorted { $0.count > $1.count }
        // Each name as typed and width-folded ("株式会社ﾐﾅﾄﾃﾞｼﾞﾀﾙ" is written 「株式会社ミナトデジタル」).
        let spellings = sorted.flatMap { name in
            Set([name.lowercased(), name.widthFolded.lowercased()])
        }
        names = spellings.sorted { $0.count > $1.count }.map { Array($0.unicodeScalars) }
        normalizedNames = Set(sorted.map(HurriedMatch.normalized))
        typedFields = hurried.filledFields.map { HurriedMatch.normalized($0.text) }
        let allowed = normalizedNames.union((hurried.verbatim[options.language] ?? []).map(HurriedMatch.normalized))
        let profile = hurried.profile
        // A list field is judged item by item: "roadmapping, discovery interviews, SQL" typed as one skills entry is
        // three items, and a text that lists them read one by one pastes none of them.
        func items(_ text: String) -> [String] {
            text.split(whereSeparator: { ",、，;；|｜".contains($0) }).map { String($0).trimmingSpaces() }
        }
        let fields =
            [("role", profile.role), ("experience", profile.experience)]
            + items(profile.interests).map { ("interests", $0) } + profile.skills.flatMap(items).map { ("skills", $0) }
        let language = options.language
        pasteable = fields.compactMap { field, typed in
            let normalized = HurriedMatch.normalized(typed)
            guard Self.isLongEnough(normalized), !allowed.contains(normalized) else { return nil }
            // A list field of one plain item in the text's language ("mahjong in Taiwan") is listed, not pasted.
            if field == "skills" || field == "interests", Self.isOnePlainItem(typed, language) { return nil }
            return (field, typed, normalized)
        }
        fragments = hurried.facts.map { HurriedMatch.normalized($0.typed) }.filter { $0.count >= 3 }
        forms = hurried.facts.map { fact in
            Self.keys(fact, options.language).filter {
                !$0.isEmpty
            }
        }
    }

    var language: GenerationOptions.Language { options.language }

    /// The sections a reader sees, each on its own.
    static func parts(_ sections: Introduction) -> [(section: String, text: String, prose: Bool)] {
        [("headline", sections.headline, false), ("introduction", sections.introduction, true)]
            + sections.highlights.map { ("highlight", $0, false) } + [("bio", sections.bio, true)]
    }

    /// Every defect of every section, and the facts neither said nor reported.
    package func inspect(_ sections: Introduction, report: CompositionReport) -> [HurriedDefect] {
        var found: [HurriedDefect] = []
        func add(_ rule: HurriedRule, _ section: String, _ excerpts: [String]) {
            found += excerpts.map {
                HurriedDefect(rule: rule, seed: hurried.seed, options: options, section: section, excerpt: $0)
            }
        }
        for part in Self.parts(sections) where !part.text.isEmpty {
            add(.shorthand, part.section, shorthand(part.text))
            add(.pastedField, part.section, pastedFields(part.text))
            if language == .en {
                add(.japaneseInEnglish, part.section, japaneseInEnglish(part.text))
                if part.prose, Self.judgesSubjects(options) {
                    add(.noSubject, part.section, sentencesWithoutSubject(part.text))
                }
            } else {
                add(.englishInJapanese, part.section, englishInJapanese(part.text))
                add(.gluedCopula, part.section, gluedCopulas(part.text))
            }
            add(.quotedBack, part.section, quotedBack(part.text))
        }
        add(.lostFact, "report", lostFacts(sections, report: report))
        return found
    }

    /// The text's scalars with the names, URLs and handles masked, and the scalars as written (full-width ASCII folded
    /// when `folding`): a rule searches the first and quotes the second.
    func scan(_ text: String, mark: Unicode.Scalar, folding: Bool = false) -> (
        masked: [Unicode.Scalar], written: [Unicode.Scalar]
    ) {
        var written = Array(text.unicodeScalars)
        if folding { written = HurriedMatch.foldedWidth(written) }
        return (HurriedMatch.masked(written, names: names, mark: mark), written)
    }

    // MARK: - Pasted fields

    /// A role, experience, skills item or interests text of three words or more (ten characters or more in Japanese),
    /// as typed, found whole in the text: a field pasted rather than read. A name is not pasted, nor a phrase the
    /// profile states in this language as it is written (a plain title, a Japanese list joined with 、). A paste keeps
    /// the capitals typed: "Doing This For 21 Years Now" is not pasted by "I've been doing this for 21 years now".
    package func pastedFields(_ text: String) -> [String] {
        guard !pasteable.isEmpty else { return [] }
        let written = HurriedMatch.normalized(text)
        let cased = HurriedMatch.normalized(text, keepingCase: true)
        return pasteable.filter { field in
            // Whole words: "senior frontend eng" is not pasted by "senior frontend engineer".
            guard HurriedMatch.holdsWhole(field.normalized, in: written) else { return false }
            let typed = HurriedMatch.normalized(field.typed, keepingCase: true)
            let capitals = typed.dropFirst().contains { $0.isUppercase && $0.isASCII }
            return !capitals || HurriedMatch.holdsWhole(typed, in: cased)
        }
        .map { "\($0.field) “\($0.typed)” pasted" }
    }

    /// One item of a list, typed in `language`, with no separator, symbol or capitals of a hurried hand.
    static func isOnePlainItem(_ typed: String, _ language: GenerationOptions.Language) -> Bool {
        guard HurriedMatch.hasJapanese(typed) == (language == .ja) else { return false }
        guard !typed.contains(where: { ",/|;、・&@→>~+()（）".contains($0) }) else { return false }
        let letters = typed.filter(\.isLetter)
        return !(letters.count >= 4 && letters.allSatisfy(\.isUppercase)) && !typed.contains(where: { $0.isNumber })
    }

    /// Three words or more; in Japanese, ten characters or more (spaces aside).
    static func isLongEnough(_ typed: String) -> Bool {
        if HurriedMatch.hasJapanese(typed) { return typed.filter { !$0.isWhitespace }.count >= 10 }
        return words(typed).count >= 3
    }

    /// English words: letters and digits, with an apostrophe or a hyphen inside ("full-stack" is one word); a run of
    /// digits alone is no word.
    static func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "-") })
            .filter { $0.contains(where: \.isLetter) }
    }

    // MARK: - Scripts

    /// English text: kana, kanji or Japanese marks outside the names (a name typed in kanji stays).
    package func japaneseInEnglish(_ text: String) -> [String] {
        let (masked, written) = scan(text, mark: "·")
        var found: [String] = []
        var index = 0
        while index < masked.count {
            guard HurriedMatch.isJapanese(masked[index]) else {
                index += 1
                continue
            }
            // A run: Japanese scalars with at most one other between them.
            var end = index + 1
            while end < masked.count,
                HurriedMatch.isJapanese(masked[end])
                    || (end + 1 < masked.count && HurriedMatch.isJapanese(masked[end + 1]) && masked[end] != ".")
            {
                end += 1
            }
            let run = String(String.UnicodeScalarView(written[index..<end]))
            found.append("“\(run)” in English text: \(HurriedMatch.excerpt(written, index..<end, radius: 16))")
            index = end
        }
        return found
    }

    /// Japanese text: three English words or more in a row (spaces and ASCII marks between them), outside the names,
    /// URLs, handles and products.
    package func englishInJapanese(_ text: String) -> [String] {
        let (masked, written) = scan(text, mark: "〓")
        var found: [String] = []
        var start = 0
        func flush(_ end: Int) {
            if start < end {
                let run = String(String.UnicodeScalarView(masked[start..<end]))
                let words = Self.words(run)
                if words.count >= 3 {
                    let phrase = String(String.UnicodeScalarView(written[start..<end])).trimmingSpaces()
                    found.append("“\(phrase)” in Japanese text")
                }
            }
            start = end + 1
        }
        // Shorter runs count together within a sentence: 「now in ソウル last yearです」 is English too.
        var sentenceStart = 0
        var scattered = 0
        for (index, scalar) in masked.enumerated() {
            let latin = scalar != "\n" && (scalar.isASCII || (scalar.properties.isAlphabetic && scalar.value < 0x250))
            if !latin {
                if start < index {
                    let run = Self.words(String(String.UnicodeScalarView(masked[start..<index])))
                    if run.count < 3 { scattered += run.filter { $0.count > 1 && $0.allSatisfy(\.isLowercase) }.count }
                }
                flush(index)
            }
            if "。！？\n".unicodeScalars.contains(scalar) || index == masked.count - 1 {
                if scattered >= 3 {
                    let sentence = String(String.UnicodeScalarView(written[sentenceStart...index])).trimmingSpaces()
                    found.append("“\(sentence)” mixes English words into Japanese text")
                }
                scattered = 0
                sentenceStart = index + 1
            }
        }
        flush(masked.count)
        return found
    }

    // MARK: - Japanese copulas

    /// A verb or copula followed by another copula: 「…ましたです」「…しましたでございます」「…ますです」.
    static let gluedEndings = [
        "ますです", "ましたです", "ませんです", "でしたです", "ですです", "でございますです", "したです", "するです", "いるです",
        "あるです", "てるです", "ますでございます", "したでございます", "ませんでございます", "でしたでございます",
        "ですでございます", "するでございます", "いるでございます", "あるでございます", "ないでございます", "ますである",
        "したである", "ですである", "ましただ", "ですだ", "でしただ", "ますだよ", "ますだね", "ますだ。", "ますと申します",
        "ましたと申します", "ですと申します", "ますとして", "ましたとして", "ですとして",
    ].map { Array($0.unicodeScalars) }

    package func gluedCopulas(_ text: String) -> [String] {
        let written = Array(text.unicodeScalars)
        var covered = Set<Int>()
        var found: [String] = []
        // Longest first, so 「ましたです」 is reported once, not again as 「したです」.
        for ending in Self.gluedEndings.sorted(by: { $0.count > $1.count }) {
            var index = 0
            while index + ending.count <= written.count {
                defer { index += 1 }
                guard written[index] == ending[0], written[index..<(index + ending.count)].elementsEqual(ending),
                    !covered.contains(index + ending.count)
                else { continue }
                covered.insert(index + ending.count)
                let name = String(String.UnicodeScalarView(ending))
                found.append("「\(HurriedMatch.excerpt(written, index..<(index + ending.count), radius: 12))」 (\(name))")
            }
        }
        return found
    }

    // MARK: - Quotations

    /// Spans inside “…”, "…", 「…」 or 『…』 that hold what the person typed (a piece of a field of two characters or
    /// more, or a fact's fragment): the person's words quoted back. A name alone in quotes is a title, not a quotation.
    package func quotedBack(_ text: String) -> [String] {
        let pairs: [(Character, Character)] = [("“", "”"), ("\"", "\""), ("「", "」"), ("『", "』")]
        var found: [String] = []
        for (open, close) in pairs {
            var rest = text[...]
            while let start = rest.firstIndex(of: open) {
                let inner = rest[rest.index(after: start)...]
                guard let end = inner.firstIndex(of: close) else { break }
                let quoted = HurriedMatch.normalized(String(inner[..<end]))
                    .trimmingCharacters(in: CharacterSet(charactersIn: ".,!?。、！？ "))
                rest = inner[inner.index(after: end)...]
                guard quoted.count >= 2, !normalizedNames.contains(quoted) else { continue }
                let typed = typedFields.contains { $0.contains(quoted) } || fragments.contains { quoted.contains($0) }
                if typed { found.append("\(open)\(quoted)\(close) quotes what was typed") }
            }
        }
        return found
    }

    // MARK: - Facts

    /// Each expected fact that no section says and no unused part of its field reports, for the occasions that use
    /// every fact (meetup, team) at medium and long lengths; other occasions choose facts by design.
    package func lostFacts(_ sections: Introduction, report: CompositionReport) -> [String] {
        guard Self.judgesFacts(options) else { return [] }
        let haystack = Self.writtenKey(sections, language)
        return hurried.facts.indices.filter { index in
            !forms[index].contains { HurriedMatch.says($0, in: haystack) }
                && !Self.isReported(hurried.facts[index], report)
        }
        .map { hurried.facts[$0] }
        .map { fact in
            "\(fact.field.rawValue) “\(fact.typed)”: not said (\(fact.forms(language).prefix(3).joined(separator: " / ")))"
                + " nor reported unused"
        }
    }

    /// Whether the expected facts of a text with `options` are judged.
    package static func judgesFacts(_ options: GenerationOptions) -> Bool {
        [.meetup, .team].contains(options.occasion) && options.length != .short
    }

    /// Said: one of the fact's forms for the language is in one of the four sections (as `HurriedMatch.key` reads
    /// them, whole words), or the fragment as typed when it is written in the text's language ("~23 yrs" in English
    /// says 23 years, in shorthand: that is the shorthand rule's defect, not a lost fact; 「大学病院」 in English says
    /// nothing an English reader can read).
    package static func isSaid(_ fact: HurriedFact, in sections: Introduction, _ language: GenerationOptions.Language)
        -> Bool
    {
        let haystack = writtenKey(sections, language)
        return keys(fact, language).contains { HurriedMatch.says($0, in: haystack) }
    }

    /// What shows the fact was said in `language`, as keys: its forms, and the fragment as typed when it is written in
    /// that language.
    static func keys(_ fact: HurriedFact, _ language: GenerationOptions.Language) -> [[Unicode.Scalar]] {
        let japanese = language == .ja
        let typed = HurriedMatch.hasJapanese(fact.typed) == japanese ? [fact.typed] : []
        return (fact.forms(language) + typed).map { Array(HurriedMatch.key($0, japanese).unicodeScalars) }
    }

    /// The four sections as one key to search.
    static func writtenKey(_ sections: Introduction, _ language: GenerationOptions.Language) -> [Unicode.Scalar] {
        let text = ([sections.headline, sections.introduction, sections.bio] + sections.highlights).joined(
            separator: "\n")
        return Array(HurriedMatch.key(text, language == .ja).unicodeScalars)
    }

    /// Reported: an unused part of the fact's field holds the fragment as typed, or is itself a piece of it (three
    /// characters or more), compared in normal form.
    package static func isReported(_ fact: HurriedFact, _ report: CompositionReport) -> Bool {
        let typed = HurriedMatch.normalized(fact.typed)
        return report.unused.contains { part in
            guard part.field == fact.field else { return false }
            let unused = HurriedMatch.normalized(part.text)
            return unused.contains(typed) || (unused.count >= 3 && typed.contains(unused))
        }
    }
}
