import Foundation
package import IntroductionCore
import IntroductionWriting
import ReadingLexicon

/// Checks one composed introduction (all four sections) against every writing rule, for one profile of
/// the table. Each rule is a function that returns what it found, so tests can run one rule on a known
/// bad text and see it fail.
package struct QualityInspector: Sendable {
    package let entry: QualityProfile
    /// The options the text is judged against: those asked, with what the notes ask of length and tone carried out
    /// (and an interview never casual), as the composer carries them out.
    package let options: GenerationOptions
    /// The options the text was asked for, which reproduce it.
    package let asked: GenerationOptions
    package let seed: UInt64

    /// Everything typed, cleaned as the composer cleans it: words found here are the person's, not invented.
    let typed: String
    /// The role as it may appear: as typed (no article), as the word list renders it, or as the table says.
    let roleForms: [String]
    /// The skills as items: split at commas and list-joining words (the harness's own simple reading).
    let skillItems: [String]
    let interestItems: [String]
    /// The forms an experience field may take in the text.
    let experienceForms: [String]?
    /// Typed pieces long enough to hold an artefact of their own (a name with braces), longest first.
    let typedPieces: [String]
    /// The name's first line: a name has no line break, so what follows one is not part of it.
    let typedName: String
    /// The parts the composer reported it left out: a part reported is accounted for, not dropped.
    package let unused: [UnusedPart]

    package init(
        _ entry: QualityProfile, _ options: GenerationOptions, seed: UInt64,
        report: CompositionReport = CompositionReport()
    ) {
        self.entry = entry
        asked = options
        self.options = Self.effective(options, entry.asks, unused: report.unused)
        self.seed = seed
        unused = report.unused
        let profile = entry.profile
        let language = options.language.composerLanguage ?? .en
        let expected = entry.expected[language]
        typed = ([profile.name, profile.role, profile.experience, profile.interests, profile.notes] + profile.skills)
            .map { ProfileText.printable($0) }.joined(separator: "\n")
        roleForms = expected?.role ?? Self.roleForms(profile.role, language)
        var seen = Set<String>()
        skillItems =
            expected?.skills
            ?? profile.skills.flatMap { Self.items($0) }.filter { seen.insert($0.lowercased()).inserted }
        let interests = ProfileText.printable(profile.interests)
        interestItems = expected?.interests ?? (interests.isEmpty ? [] : Self.items(interests))
        experienceForms = expected?.experience ?? Self.experienceForms(profile.experience, language)
        typedName = String(ProfileText.printable(profile.name, keepingLines: true).prefix { $0 != "\n" })
        typedPieces = ([typedName, profile.role] + profile.skills.flatMap { Self.items($0) })
            .map { ProfileText.printable($0) }.filter { $0.count >= 3 }.sorted { $0.count > $1.count }
    }

    /// `options` with each of `asks` carried out, unless the composer reported it not carried out; an interview is
    /// never casual (the composer writes it in the friendly register).
    static func effective(
        _ options: GenerationOptions, _ asks: [QualityProfile.Ask], unused: [UnusedPart]
    ) -> GenerationOptions {
        var options = options
        for ask in asks {
            let typed = ask.typed.lowercased()
            let declined = unused.contains { part in
                part.reason == .requestNotCarriedOut
                    && (part.text.lowercased().includes(typed) || typed.includes(part.text.lowercased()))
            }
            guard !declined else { continue }
            switch ask.effect {
            case .length(let length): options.length = length
            case .tone(let tone): options.tone = tone
            case .polite: if options.tone == .casual { options.tone = .friendly }
            }
        }
        if options.occasion == .interview, options.tone == .casual { options.tone = .friendly }
        return options
    }

    var language: ComposerLanguage { options.language.composerLanguage ?? .en }
    var profile: Profile { entry.profile }

    /// Every defect of every section.
    package func inspect(_ sections: Introduction) -> [QualityDefect] {
        var found: [QualityDefect] = []
        func add(_ check: QualityCheck, _ section: String, _ text: String, _ problems: [String]) {
            found += defects(check, section, text, problems)
        }
        let intro = sections.introduction
        add(.placeholderLeak, "introduction", intro, placeholderLeaks(intro))
        add(.repeatedSentence, "introduction", intro, repeatedSentences(intro))
        add(.repeatedRole, "introduction", intro, repeatedRole(intro))
        add(.repeatedStockWord, "introduction", intro, repeatedStockWords(intro))
        add(.registerMixing, "introduction", intro, registerMixing(intro, sentences: true, introduction: true))
        add(.commaSplice, "introduction", intro, commaSplices(intro))
        add(.article, "introduction", intro, articles(intro))
        add(.gluedLanguage, "introduction", intro, gluedLanguage(intro))
        add(.requestSentence, "introduction", intro, requestSentences(intro))
        add(.inventedNumber, "introduction", intro, inventedNumbers(intro))
        add(.inventedFeeling, "introduction", intro, inventedFeelings(intro))
        add(.droppedField, "introduction", intro, droppedFields(intro, sections: sections))
        add(.lengthBand, "introduction", intro, lengthBand(intro))
        add(.padding, "introduction", intro, padding(intro))

        let bio = sections.bio
        add(.placeholderLeak, "bio", bio, placeholderLeaks(bio))
        add(.repeatedSentence, "bio", bio, repeatedSentences(bio))
        add(.repeatedRole, "bio", bio, repeatedRole(bio))
        add(.registerMixing, "bio", bio, registerMixing(bio, sentences: true, introduction: false))
        add(.commaSplice, "bio", bio, commaSplices(bio))
        add(.article, "bio", bio, articles(bio))
        add(.gluedLanguage, "bio", bio, gluedLanguage(bio))
        add(.requestSentence, "bio", bio, requestSentences(bio))
        add(.inventedNumber, "bio", bio, inventedNumbers(bio))
        add(.inventedFeeling, "bio", bio, inventedFeelings(bio))
        add(.sectionShape, "bio", bio, bioShape(bio))

        let headline = sections.headline
        let highlights = sections.highlights.joined(separator: " | ")
        for (section, text) in [("headline", headline), ("highlights", highlights)] {
            add(.placeholderLeak, section, text, placeholderLeaks(text))
            add(.registerMixing, section, text, registerMixing(text, sentences: false, introduction: false))
            add(.article, section, text, articles(text))
            add(.gluedLanguage, section, text, gluedLanguage(text))
            add(.requestSentence, section, text, requestSentences(text))
            add(.inventedNumber, section, text, inventedNumbers(text))
            add(.inventedFeeling, section, text, inventedFeelings(text))
        }
        add(.sectionShape, "headline", headline, headlineShape(headline))
        add(.sectionShape, "highlights", highlights, highlightsShape(sections.highlights))
        return found + readingDefects(sections)
    }

    /// Each of `problems` as a defect of `check` in `section`, with what reproduces it.
    func defects(_ check: QualityCheck, _ section: String, _ text: String, _ problems: [String]) -> [QualityDefect] {
        problems.map { problem in
            QualityDefect(
                check: check, profile: entry.label, options: asked, seed: seed, section: section, detail: problem,
                text: text, effective: options == asked ? nil : options, unused: unused)
        }
    }

    // MARK: - What the person typed

    static func roleForms(_ typedRole: String, _ language: ComposerLanguage) -> [String] {
        let role = ProfileText.printable(typedRole)
        guard !role.isEmpty else { return [] }
        var bare = role
        for article in ["a ", "an ", "the "] where bare.lowercased().hasPrefix(article) {
            bare = String(bare.dropFirst(article.count))
        }
        return [bare, Vocabulary.render(bare, in: language)]
    }

    static func experienceForms(_ typedExperience: String, _ language: ComposerLanguage) -> [String]? {
        let text = ProfileText.printable(typedExperience)
        guard !text.isEmpty else { return nil }
        // A digit between two Latin letters is part of a name ("B2B"), not a number of the career.
        let folded = Array(text.precomposedStringWithCompatibilityMapping)
        var digits: [String] = []
        var index = 0
        while index < folded.count {
            guard folded[index].isASCII, folded[index].isNumber else {
                index += 1
                continue
            }
            let start = index
            while index < folded.count, folded[index].isASCII, folded[index].isNumber { index += 1 }
            let before = start > 0 ? folded[start - 1] : " "
            let after = index < folded.count ? folded[index] : " "
            if !(before.isASCII && before.isLetter && after.isASCII && after.isLetter) {
                digits.append(String(folded[start..<index]))
            }
        }
        guard digits.isEmpty else { return digits.map { numberForms($0, typed: text) } }
        return [text, Vocabulary.render(text, in: language)]
    }

    /// A number as the text may say it, `|` between the ways: "2|two|second|2nd|二"; six months is half a year.
    static func numberForms(_ digits: String, typed: String) -> String {
        guard let value = Int(digits), (1...12).contains(value) else { return digits }
        let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
        let ordinals = [
            "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
            "twelfth",
        ]
        let suffix = value == 1 ? "st" : value == 2 ? "nd" : value == 3 ? "rd" : "th"
        let kanji = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
        var forms = [digits, words[value - 1], ordinals[value - 1], digits + suffix, kanji[value - 1]]
        if value == 6, ["6 month", "6か月", "6ヶ月", "6カ月", "６か月"].contains(where: typed.includes) {
            forms += ["半年", "half a year"]
        }
        return forms.joined(separator: "|")
    }

    static func items(_ text: String) -> [String] {
        var parts = [ProfileText.printable(text)]
        for separator in [",", "、", "，", ";", " and ", " & ", "・"] {
            parts = parts.flatMap { $0.components(separatedBy: separator) }
        }
        parts = parts.flatMap { part -> [String] in
            // 「登山とコーヒー」: と between two words written in kanji or katakana.
            guard part.unicodeScalars.contains(where: { $0.value >= 0x3040 }) else { return [part] }
            return part.components(separatedBy: "と").count == 2 && !part.hasPrefix("と")
                ? part.components(separatedBy: "と") : [part]
        }
        return parts.map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }

    /// An item appears as typed (case ignored) or as the word list renders it.
    func mentions(_ text: String, _ item: String) -> Bool {
        QualityText.contains(text, item) || QualityText.contains(text, Vocabulary.render(item, in: language))
    }
}
