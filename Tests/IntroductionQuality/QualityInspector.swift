import Foundation
package import IntroductionCore
import IntroductionWriting

/// Checks one composed introduction (all four sections) against every writing rule, for one profile of
/// the table. Each rule is a function that returns what it found, so tests can run one rule on a known
/// bad text and see it fail.
package struct QualityInspector: Sendable {
    package let entry: QualityProfile
    package let options: GenerationOptions
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

    package init(_ entry: QualityProfile, _ options: GenerationOptions, seed: UInt64) {
        self.entry = entry
        self.options = options
        self.seed = seed
        let profile = entry.profile
        let language = options.language
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

    var language: GenerationOptions.Language { options.language }
    var profile: Profile { entry.profile }

    /// Every defect of every section.
    package func inspect(_ sections: Introduction) -> [QualityDefect] {
        var found: [QualityDefect] = []
        func add(_ check: QualityCheck, _ section: String, _ text: String, _ problems: [String]) {
            for problem in problems {
                found.append(
                    QualityDefect(
                        check: check, profile: entry.label, options: options, seed: seed, section: section,
                        detail: problem, text: text))
            }
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
        add(.droppedField, "introduction", intro, droppedFields(intro))
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
        return found
    }

    // MARK: - What the person typed

    static func roleForms(_ typedRole: String, _ language: GenerationOptions.Language) -> [String] {
        let role = ProfileText.printable(typedRole)
        guard !role.isEmpty else { return [] }
        var bare = role
        for article in ["a ", "an ", "the "] where bare.lowercased().hasPrefix(article) {
            bare = String(bare.dropFirst(article.count))
        }
        return [bare, Vocabulary.render(bare, in: language)]
    }

    static func experienceForms(_ typedExperience: String, _ language: GenerationOptions.Language) -> [String]? {
        let text = ProfileText.printable(typedExperience)
        guard !text.isEmpty else { return nil }
        let digits = text.precomposedStringWithCompatibilityMapping.split(whereSeparator: {
            !($0.isASCII && $0.isNumber)
        })
        .map(String.init)
        return digits.isEmpty ? [text, Vocabulary.render(text, in: language)] : digits
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

    /// The part of a fact sentence that survives a change of ending: English as typed without its full
    /// stop; Japanese without its inflected ending (the trailing kana).
    func core(_ fact: String) -> String {
        var text = Substring(ProfileText.printable(fact))
        while let last = text.last, ".!?。！？".contains(last) { text = text.dropLast() }
        guard language == .ja || text.unicodeScalars.contains(where: { $0.value >= 0x3040 }) else {
            return String(text)
        }
        let kana = text.reversed().prefix { $0.unicodeScalars.allSatisfy { (0x3041...0x309F).contains($0.value) } }
            .count
        return String(text.dropLast(min(kana, max(0, text.count - 3))))
    }
}

// MARK: - The rules

extension QualityInspector {
    /// `{slot}`, "nil", doubled spaces and punctuation, empty quotes, stray whitespace.
    package func placeholderLeaks(_ text: String) -> [String] {
        let artefacts = [
            "{", "}", "Optional(", "  ", " .", " ,", "..", ",.", "、、", "。。", "、。", "()", "（）", "「」", "“”", "\n", ", ,",
            "など。",
        ]
        var scanned = text
        if artefacts.contains(where: { text.includes($0) }) {
            // Only what the writer added counts: a name typed with braces is the person's.
            for piece in typedPieces { scanned = scanned.replacingOccurrences(of: piece, with: "·") }
        }
        var problems: [String] = []
        for artefact in artefacts where scanned.includes(artefact) {
            problems.append("contains \"\(artefact)\"")
        }
        if QualityText.tokens(scanned).contains(where: { $0 == "nil" || $0 == "null" }) {
            problems.append("contains nil")
        }
        if text != text.trimmingSpaces() { problems.append("leading or trailing whitespace") }
        return problems
    }

    /// The same sentence twice, or one inside another.
    package func repeatedSentences(_ text: String) -> [String] {
        let sentences = QualityText.sentences(text, language).map(QualityText.normalized).filter { !$0.isEmpty }
        var problems: [String] = []
        for (index, sentence) in sentences.enumerated() {
            for other in sentences[(index + 1)...]
            where sentence == other
                || (min(sentence.count, other.count) >= 10
                    && (sentence.includes(other) || other.includes(sentence)))
            {
                problems.append("repeats \"\(other)\"")
            }
        }
        return problems
    }

    package func repeatedRole(_ text: String) -> [String] {
        let counts = roleForms.map { QualityText.count($0, in: text) }
        guard let most = counts.max(), most > 1 else { return [] }
        return ["the role appears \(most) times"]
    }

    /// "thank", "look forward", 「よろしく」… at most once (beyond what the person typed).
    package func repeatedStockWords(_ text: String) -> [String] {
        let words =
            language == .en
            ? [
                "thank", "look forward", "looking forward", "nice to meet", "great to meet", "glad", "pleasure",
                "any time",
            ]
            : ["よろしく", "ありがとう", "楽しみ", "うれしい", "嬉しい", "光栄"]
        return words.compactMap { word in
            let extra = QualityText.count(word, in: text) - QualityText.count(word, in: typed)
            return extra > 1 ? "\"\(word)\" \(extra) times" : nil
        }
    }

    /// One register per text. Japanese: casual is plain form only; friendly です/ます without keigo;
    /// formal です/ます with 申します/おります and at most one でございます. English formal: no contractions,
    /// exclamation marks or slang.
    package func registerMixing(_ text: String, sentences: Bool, introduction: Bool) -> [String] {
        var scanned = QualityText.withoutQuotes(text)
        for piece in typedPieces + entry.facts + [
            ProfileText.printable(profile.interests), ProfileText.printable(profile.experience),
        ]
        where !piece.isEmpty {
            scanned = scanned.replacingOccurrences(of: piece, with: "·")
        }
        return language == .ja
            ? japaneseRegister(scanned, sentences: sentences, introduction: introduction) : englishRegister(scanned)
    }

    private func japaneseRegister(_ text: String, sentences checkEndings: Bool, introduction: Bool) -> [String] {
        let polite = ["です", "ます", "ました", "でした", "ません", "ましょう", "ください", "下さい", "ございます"]
        let keigo = ["申し", "おります", "おりま", "いたし", "ございます", "存じ", "まいり", "参り"]
        let casualEndings = ["だよ", "だね", "じゃん", "よね", "てね", "してる", "やってる", "ってる"]
        var problems: [String] = []
        switch options.tone {
        case .casual:
            problems += (polite + keigo).filter { text.includes($0) }.map { "casual text has \($0)" }
        case .friendly:
            problems += keigo.filter { text.includes($0) }.map { "friendly text has keigo \($0)" }
            problems += casualEndings.filter { text.includes($0) }.map { "friendly text has \($0)" }
        case .formal:
            problems += casualEndings.filter { text.includes($0) }.map { "formal text has \($0)" }
            if text.includes("！") { problems.append("formal text has ！") }
            let stacked = QualityText.count("でございます", in: text)
            if stacked > 1 { problems.append("でございます \(stacked) times") }
            if introduction, !profile.name.trimmingSpaces().isEmpty, !text.includes("申") {
                problems.append("formal introduction without 申します")
            }
        }
        guard checkEndings, options.tone != .casual else { return problems }
        for sentence in QualityText.sentences(text, .ja) {
            var body = Substring(sentence)
            while let last = body.last, "。！？!?".contains(last) { body = body.dropLast() }
            let greetingOnly = ["はじめまして", "初めまして", "こんにちは", "どうも", "みなさん", "皆様", "皆さま", "、", "・"]
                .reduce(String(body)) { $0.replacingOccurrences(of: $1, with: "") }.isEmpty
            let endsPolite = (polite + ["申し上げます", "いたします"]).contains { body.hasSuffix($0) }
            if !endsPolite, !greetingOnly {
                problems.append("plain ending in a \(options.tone.rawValue) text: \(sentence)")
            }
        }
        return problems
    }

    private func englishRegister(_ text: String) -> [String] {
        let tokens = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." || $0 == "!" })
        switch options.tone {
        case .formal:
            var problems: [String] = []
            let contracted = tokens.filter { token in
                ["'m", "'re", "'ve", "'ll", "'d", "n't"].contains { token.hasSuffix($0) }
                    || ["it's", "that's", "there's", "let's", "here's", "what's"].contains(String(token))
            }
            problems += contracted.map { "contraction \"\($0)\" in a formal text" }
            let slang = ["hey", "hiya", "yo", "stuff", "gonna", "wanna", "folks", "cool", "awesome", "stoked", "nerd"]
            problems += tokens.filter { slang.contains(String($0)) }.map { "\"\($0)\" in a formal text" }
            if text.includes("!") { problems.append("exclamation mark in a formal text") }
            return problems
        case .friendly, .casual:
            let stiff = ["dear colleagues", "allow me to", "at your disposal", "kind regards", "i would be pleased"]
            let lowered = text.lowercased()
            return stiff.filter { lowered.includes($0) }.map { "\"\($0)\" in a \(options.tone.rawValue) text" }
        }
    }

    /// 「…です、…」: a finished clause joined to the next with a comma.
    package func commaSplices(_ text: String) -> [String] {
        guard language == .ja else { return [] }
        let scanned = Array(QualityText.withoutQuotes(text))
        var problems: [String] = []
        let finite = ["です", "ます", "でした", "ました", "ません", "だよ", "だね", "よね", "ございます", "申します", "おります", "いたします"]
        for (index, character) in scanned.enumerated() where character == "、" {
            let before = String(scanned[max(0, index - 6)..<index])
            if finite.contains(where: { before.hasSuffix($0) }) {
                problems.append("comma splice at \"\(before)、\"")
            } else if before.hasSuffix("だ"), index >= 2,
                !scanned[index - 2].unicodeScalars.allSatisfy({ (0x3041...0x309F).contains($0.value) })
            {
                problems.append("comma splice at \"\(before)、\"")
            }
        }
        return problems
    }

    /// "a"/"an" as the next word is spoken (its own small rule, not the composer's).
    package func articles(_ text: String) -> [String] {
        guard language == .en else { return [] }
        var scanned = QualityText.withoutQuotes(text)
        for fact in entry.facts { scanned = scanned.replacingOccurrences(of: fact, with: "·") }
        let words = scanned.split(separator: " ").map(String.init)
        var problems: [String] = []
        for (index, word) in words.enumerated().dropLast() where ["a", "an"].contains(word.lowercased()) {
            let next = words[index + 1].trimmingCharacters(
                in: CharacterSet(charactersIn: "\"“”'(").union(.punctuationCharacters))
            guard !next.isEmpty else { continue }
            let wanted = Self.expectsAn(words[index + 1]) ? "an" : "a"
            if word.lowercased() != wanted { problems.append("\"\(word) \(words[index + 1])\"") }
        }
        return problems
    }

    package static func expectsAn(_ word: String) -> Bool {
        let trimmed = word.drop { !$0.isLetter && !$0.isNumber }
        let first = String(trimmed.prefix { $0 != "-" && $0 != "/" && $0 != "," && $0 != "." })
        guard let initial = first.first else { return false }
        if initial.isNumber {
            let digits = first.prefix { $0.isNumber }
            return digits.hasPrefix("8")
                || ((digits.count == 2 || digits.count == 5) && (digits.hasPrefix("11") || digits.hasPrefix("18")))
        }
        let letters = first.filter(\.isLetter)
        // A lone letter or a short acronym is spoken letter by letter; a long word in capitals is a word.
        let acronym =
            (2...4).contains(letters.count) && letters.allSatisfy(\.isUppercase) && !["NASA", "UNIX"].contains(letters)
        if letters.count == 1 || acronym {
            return "AEFHILMNORSX".contains(Character(String(letters.first!).uppercased()))
        }
        let lower = first.lowercased()
        if ["hour", "honest", "honor", "honour", "heir"].contains(where: { lower.hasPrefix($0) }) { return true }
        if ["uni", "use", "usu", "uti", "eu", "one", "once", "ure", "uro", "ubiq"].contains(where: {
            lower.hasPrefix($0)
        }) {
            return false
        }
        return "aeiou".contains(lower.first!)
    }

    /// Japanese text: English prose outside 「」 or run into the next sentence. English text: Japanese
    /// prose outside “”.
    package func gluedLanguage(_ text: String) -> [String] {
        var scanned = QualityText.withoutQuotes(text)
        if !typedName.isEmpty { scanned = scanned.replacingOccurrences(of: typedName, with: "·") }
        let characters = Array(scanned)
        var problems: [String] = []
        func isJapanese(_ character: Character) -> Bool {
            character.unicodeScalars.allSatisfy {
                (0x3041...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value)
            }
        }
        switch language {
        case .ja:
            for (index, character) in characters.enumerated() where ".!?".contains(character) && index > 0 {
                let before = characters[index - 1]
                let after: Character = index + 1 < characters.count ? characters[index + 1] : "。"
                if before.isLetter, !isJapanese(before), after == " " || isJapanese(after) || "。、".contains(after) {
                    problems.append(
                        "English sentence ends unquoted at \"\(String(characters[max(0, index - 12)...index]))\"")
                }
            }
            var run = 0
            for word in scanned.split(whereSeparator: { $0 == " " }) {
                let latin = word.allSatisfy { $0.isASCII }
                run = latin && word.contains(where: \.isLetter) ? run + 1 : 0
                if run == 4 { problems.append("four English words unquoted in Japanese") }
                if !latin { run = 0 }
            }
        case .en:
            if scanned.includes("。") { problems.append("a Japanese sentence unquoted in English") }
            var run = 0
            for character in characters {
                run = isJapanese(character) ? run + 1 : 0
                if run == 10 { problems.append("Japanese prose unquoted in English") }
            }
        }
        return problems
    }

    /// A piece of the notes that asks the writer for something, copied into the text.
    package func requestSentences(_ text: String) -> [String] {
        entry.requests.filter { QualityText.contains(text, $0) }.map { "request copied: \"\($0)\"" }
    }

    /// Every number in the text was typed (as digits or as a word like "five" or "decade").
    package func inventedNumbers(_ text: String) -> [String] {
        func digitRuns(_ text: String) -> [String] {
            text.precomposedStringWithCompatibilityMapping.split(whereSeparator: { !($0.isASCII && $0.isNumber) }).map(
                String.init)
        }
        var allowed = Set(digitRuns(typed))
        let words = typed.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        let numberWords = [
            "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
        ]
        for (index, word) in words.enumerated() {
            if let value = numberWords[word],
                word.count > 2 || index + 1 < words.count && words[index + 1].hasPrefix("year")
            {
                allowed.insert(String(value))
            }
            if word.hasPrefix("decade") {
                let count = index > 0 ? numberWords[words[index - 1]] ?? 1 : 1
                allowed.insert(String(count * 10))
            }
        }
        return digitRuns(text).filter { !allowed.contains($0) }.map { "invented number \($0)" }
    }

    /// Feelings and claims the profile does not give (pride, passion, 「やりがい」…).
    package func inventedFeelings(_ text: String) -> [String] {
        let phrases =
            language == .en
            ? [
                "pride", "proud", "passion", "rewarding", "love my", "love being", "i love", "loves", "deeply",
                "thrilled",
                "curious", "big part of who", "keeps me", "never gets boring", "strive", "committed to",
            ]
            : ["誇り", "やりがい", "学びの連続", "情熱", "大好き", "気に入って", "研鑽", "楽しい仕事", "ワクワク", "わくわく", "磨いて"]
        let said = typed.lowercased()
        let written = text.lowercased()
        return phrases.filter { written.includes($0) && !said.includes($0) }.map { "claims \"\($0)\"" }
    }

    /// Every filled field appears (notes: every fact sentence, in medium and long, as far as the band holds).
    package func droppedFields(_ text: String) -> [String] {
        var problems: [String] = []
        if !typedName.isEmpty, !text.includes(typedName) { problems.append("name missing") }
        let roles = roleForms
        if !roles.isEmpty, !roles.contains(where: { QualityText.contains(text, $0) }) {
            problems.append("role missing")
        }
        if let forms = experienceForms {
            let present =
                forms.count > 1 && forms.allSatisfy { $0.first?.isNumber == true }
                ? forms.allSatisfy { text.includes($0) } : forms.contains { QualityText.contains(text, $0) }
            if !present { problems.append("experience missing") }
        }
        let short = options.length == .short
        for (field, items) in [("skill", skillItems), ("interest", interestItems)] where !items.isEmpty {
            let required = short ? [items[0]] : items
            for item in required where !mentions(text, item) { problems.append("\(field) \"\(item)\" missing") }
        }
        if !short {
            let present = entry.facts.filter { QualityText.contains(text, core($0)) }
            if present.count < min(entry.facts.count, noteCapacity) {
                let missing = entry.facts.filter { !QualityText.contains(text, core($0)) }
                problems.append("note missing: \(missing.joined(separator: " / "))")
            }
        }
        return problems
    }

    /// Sentences the facts make: a run of facts in the other language is quoted together, as one sentence.
    private var factSentences: Int {
        var count = 0
        var previousForeign = false
        for fact in entry.facts {
            let foreign = fact.unicodeScalars.contains { $0.value >= 0x3040 } != (language == .ja)
            if !(foreign && previousForeign) { count += 1 }
            previousForeign = foreign
        }
        return count
    }

    /// Body facts besides the notes: experience, skills, interests.
    private var bodyCount: Int {
        [
            !profile.experience.trimmingSpaces().isEmpty, !skillItems.isEmpty,
            !profile.interests.trimmingSpaces().isEmpty,
        ]
        .filter { $0 }.count
    }

    /// How many note sentences a band holds: its top minus the opening and closing, and one sentence for
    /// the rest of the facts.
    private var noteCapacity: Int {
        let band = Self.band(options.length)
        return band.upperBound - 2 - (bodyCount > 0 ? 1 : 0)
    }

    /// The brief's sentence bands, restated here on purpose rather than read from the composer's writer: a
    /// wrong band there must fail this check, not silently become what the check expects.
    static func band(_ length: GenerationOptions.Length) -> ClosedRange<Int> {
        switch length {
        case .short: 2...3
        case .medium: 4...6
        case .long: 7...10
        }
    }

    static func sizeLimit(_ length: GenerationOptions.Length, _ language: GenerationOptions.Language) -> Int {
        switch (length, language) {
        case (.short, .en): 60
        case (.medium, .en): 120
        case (.long, .en): 200
        case (.short, .ja): 150
        case (.medium, .ja): 300
        case (.long, .ja): 500
        }
    }

    /// Sentences within the band (fewer only when the profile has less to say), words or characters
    /// within the length's limit.
    package func lengthBand(_ text: String) -> [String] {
        let count = QualityText.sentences(text, language).count
        let band = Self.band(options.length)
        var problems: [String] = []
        if count > band.upperBound { problems.append("\(count) sentences, more than \(band.upperBound)") }
        let identity = profile.name.trimmingSpaces().isEmpty && profile.role.trimmingSpaces().isEmpty ? 0 : 1
        let material: Int =
            switch options.length {
            case .short: 2
            case .medium: 2 + identity + bodyCount + factSentences
            case .long: 3 + identity + bodyCount + factSentences
            }
        if count < min(band.lowerBound, material) {
            problems.append("\(count) sentences, fewer than \(band.lowerBound)")
        }
        let size = language == .en ? text.split(separator: " ").count : text.count
        let limit = Self.sizeLimit(options.length, language)
        if size > limit { problems.append("\(size) \(language == .en ? "words" : "characters"), over \(limit)") }
        return problems
    }

    /// Sentences that say nothing about the person: a greeting, a closing and (long) one invitation.
    package func padding(_ text: String) -> [String] {
        let facts =
            [typedName] + roleForms + skillItems + interestItems + (experienceForms ?? [])
            + entry.facts.map(core)
        let mentions =
            facts.filter { !$0.isEmpty } + roleForms.map { Vocabulary.render($0, in: language) }
            + skillItems.map { Vocabulary.render($0, in: language) }
            + interestItems.map { Vocabulary.render($0, in: language) }
        let generic = QualityText.sentences(text, language).filter { sentence in
            !sentence.includes("「") && !sentence.includes("“")
                && !mentions.contains { QualityText.contains(sentence, $0) }
        }
        let allowed = options.length == .long ? 3 : 2
        return generic.count > allowed ? ["\(generic.count) sentences say nothing about the person"] : []
    }

    // MARK: - Sections

    package func headlineShape(_ headline: String) -> [String] {
        var problems: [String] = []
        if headline.isEmpty { problems.append("empty headline") }
        if headline.includes("\n") { problems.append("headline has several lines") }
        if let last = headline.last, ".。".contains(last) { problems.append("headline ends with a full stop") }
        if headline.count > (language == .en ? 80 : 40) { problems.append("headline of \(headline.count) characters") }
        if !typedName.isEmpty, !headline.includes(typedName) { problems.append("headline without the name") }
        return problems
    }

    package func highlightsShape(_ highlights: [String]) -> [String] {
        var problems: [String] = []
        let limit = language == .en ? 60 : 40
        let shortFact = entry.facts.contains { $0.count + 2 <= limit }
        let filled =
            [!roleForms.isEmpty, experienceForms != nil, !skillItems.isEmpty, !interestItems.isEmpty, shortFact]
            .filter { $0 }.count
        if filled >= 3, highlights.count != 3 { problems.append("\(highlights.count) highlights for a full profile") }
        if filled > 0, highlights.isEmpty { problems.append("no highlight") }
        if highlights.count > 3 { problems.append("\(highlights.count) highlights") }
        if Set(highlights).count != highlights.count { problems.append("a highlight repeats") }
        for item in highlights {
            if item.isEmpty { problems.append("empty highlight") }
            if item.count > limit { problems.append("highlight of \(item.count) characters: \(item)") }
            if let last = item.last, ".。".contains(last) { problems.append("highlight ends with a full stop: \(item)") }
        }
        return problems
    }

    package func bioShape(_ bio: String) -> [String] {
        var problems: [String] = []
        if bio.count > 160 { problems.append("bio of \(bio.count) characters") }
        let empty = typed.trimmingSpaces().isEmpty
        if bio.isEmpty, !empty, !(profile.notes.trimmingSpaces() == typed.trimmingSpaces()) {
            problems.append("empty bio")
        }
        return problems
    }
}
