import Foundation
package import IntroductionCore
import IntroductionWriting
import ReadingLexicon

/// The rules of content: no leaks, no repeats, nothing invented or dropped, the right length without padding.
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
        // The role's word inside a skill ("consultative sales") is the person's, not the role said again.
        let own = (skillItems + skillItems.map { Vocabulary.render($0, in: language) })
            .filter { item in !roleForms.contains { $0.lowercased() == item.lowercased() } }
            .sorted { $0.count > $1.count }
        // A sentence saying a note's fact ("I mentor new graduate nurses.") is the person's fact.
        let kept = QualityText.sentences(text, language).filter { sentence in
            !noteWords.contains { $0.isSaid(in: sentence, language) }
        }
        let scanned = Self.without(own, in: kept.joined(separator: " "))
        let counts = roleForms.map { QualityText.count($0, in: scanned) }
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
        // A month typed by name is written as its number in Japanese (April → 4月).
        let months = [
            "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
            "november", "december",
        ]
        for (index, month) in months.enumerated() where words.contains(month) { allowed.insert(String(index + 1)) }
        // "first-year" is 1年生 in Japanese.
        for (index, ordinal) in ["first", "second", "third", "fourth", "fifth"].enumerated()
        where words.contains(ordinal) {
            allowed.insert(String(index + 1))
        }
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

    /// Whether the composer reported a part of `field` holding `text` (or held by it) as left out.
    func isReported(_ field: ProfileField, _ text: String? = nil) -> Bool {
        unused.contains { part in
            guard part.field == field else { return false }
            guard let text else { return true }
            let (a, b) = (part.text.lowercased(), text.lowercased())
            return a.includes(b) || b.includes(a)
        }
    }

    /// Whether the composer reported the whole of `field` left out: a part that holds all it holds.
    /// The parts may divide the field between them ("大学病院で10年", "今は", "地域のクリニックで3年").
    func isWhollyReported(_ field: ProfileField, _ typed: String) -> Bool {
        var rest = Self.bare(ProfileText.printable(typed)).lowercased()
        guard !rest.isEmpty else { return false }
        for part in unused where part.field == field {
            rest = rest.replacingOccurrences(of: Self.bare(part.text).lowercased(), with: " ")
        }
        return !rest.contains { $0.isLetter || $0.isNumber }
    }

    /// An item of the skills or the interests reported left out, alone or with its whole field (an item the table
    /// gives in the text's language, "mountain climbing", is reported as typed, 「山に登るのが好き」).
    func isReportedItem(_ field: ProfileField, _ item: String) -> Bool {
        let typed = field == .skills ? profile.skills : [profile.interests]
        return isReported(field, item) || typed.contains { !$0.isEmpty && isWhollyReported(field, $0) }
    }

    /// The parts of the notes the composer reported it left out, as typed.
    var reportedNotes: [String] { unused.filter { $0.field == .notes }.map(\.text) }

    /// What the notes say that a text must say or report: the facts, and the facts they ask for.
    var noteWords: [QualityProfile.Words] { entry.facts.map(\.words) + entry.requested }

    /// Every filled field appears, or is reported left out: the name, the role, the experience (each number in it),
    /// every skill and interest, and every fact of the notes. A short text is read in all four sections (three
    /// sentences may put a fact in a highlight), a longer one in its introduction.
    package func droppedFields(_ text: String, sections: Introduction? = nil) -> [String] {
        let whole =
            options.length == .short
            ? sections.map { ([$0.headline, $0.introduction, $0.bio] + $0.highlights).joined(separator: "\n") } ?? text
            : text
        var problems: [String] = []
        if !typedName.isEmpty, !isReported(.name), !whole.lowercased().includes(typedName.lowercased()) {
            problems.append("name missing")
        }
        let roles = roleForms
        if !roles.isEmpty, !isReported(.role), !roles.contains(where: { QualityText.contains(whole, $0) }) {
            problems.append("role missing")
        }
        if let forms = experienceForms {
            let reported = unused.filter { $0.field == .experience }.map(\.text)
            let numbers = entry.expected[language]?.experience == nil && forms.allSatisfy { $0.first?.isNumber == true }
            // Each number typed is said (as digits or words) or sits in a part reported; words are said or the field
            // is reported.
            let present =
                numbers
                ? forms.allSatisfy { number in
                    QualityText.holdsAny(number, in: whole)
                        || reported.contains { QualityText.holdsAny(number, in: $0) }
                }
                : forms.contains { QualityText.contains(whole, $0) } || !reported.isEmpty
            if !present { problems.append("experience missing") }
        }
        for (field, items) in [("skill", skillItems), ("interest", interestItems)] where !items.isEmpty {
            let kind: ProfileField = field == "skill" ? .skills : .interests
            for item in items where !isReportedItem(kind, item) && !mentions(whole, item) {
                problems.append("\(field) \"\(item)\" missing")
            }
        }
        let missing = entry.facts.filter { !$0.words.isAccounted(in: whole, language, reported: reportedNotes) }
        if !missing.isEmpty {
            problems.append("note missing: \(missing.map(\.typed).joined(separator: " / "))")
        }
        return problems
    }

    /// Body facts besides the notes, each unless reported left out: experience, skills, interests.
    private var bodyCount: Int {
        [
            !profile.experience.trimmingSpaces().isEmpty && !isWhollyReported(.experience, profile.experience),
            skillItems.contains { !isReportedItem(.skills, $0) },
            interestItems.contains { !isReportedItem(.interests, $0) },
        ]
        .filter { $0 }.count
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

    static func sizeLimit(_ length: GenerationOptions.Length, _ language: ComposerLanguage) -> Int {
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
    /// within the length's limit. What the composer reported left out is no material for a sentence.
    package func lengthBand(_ text: String) -> [String] {
        let count = QualityText.sentences(text, language).count
        let band = Self.band(options.length)
        var problems: [String] = []
        if count > band.upperBound { problems.append("\(count) sentences, more than \(band.upperBound)") }
        let identity =
            !typedName.isEmpty || (!profile.role.trimmingSpaces().isEmpty && !isWhollyReported(.role, profile.role))
            ? 1 : 0
        let facts = noteWords.filter { !$0.isReported(reportedNotes) }.count
        let material: Int =
            switch options.length {
            case .short: 2
            case .medium: 2 + identity + bodyCount + facts
            case .long: 3 + identity + bodyCount + facts
            }
        if count < min(band.lowerBound, material) {
            problems.append("\(count) sentences, fewer than \(band.lowerBound)")
        }
        let size = language == .en ? text.split(separator: " ").count : text.count
        let limit = Self.sizeLimit(options.length, language)
        if size > limit { problems.append("\(size) \(language == .en ? "words" : "characters"), over \(limit)") }
        return problems
    }

    /// Abbreviations people type in a career, in full in both languages (the harness's own short list).
    static let abbreviations = [
        "SE": "systems engineer|system engineer|システムエンジニア", "PM": "product manager|project manager|プロダクトマネージャー",
        "ICU": "intensive care|集中治療",
    ]

    /// Words common enough to say nothing of a person, kept out of `contentWords`.
    static let commonWords: Set<String> = [
        "about", "after", "again", "always", "anyone", "around", "before", "being", "chance", "could", "currently",
        "every", "excited", "first", "forward", "hello", "looking", "mention", "other", "people", "please", "really",
        "since", "start", "started", "still", "thanks", "their", "there", "these", "thing", "things", "think", "today",
        "together", "until", "welcome", "where", "which", "while", "work", "working", "would", "years", "months",
        "weeks", "経験", "仕事", "一緒", "今後", "趣味", "現在", "前職", "以外", "名前", "年目", "入社",
    ]

    /// Words of the role, the experience and the notes that name something (English of five letters or more,
    /// Japanese runs of kanji or katakana of two or more), as typed and as the word list says them in the text's
    /// language: a sentence holding one speaks of the person ("DHLで働いていました", 「ボランティアでもあります」 for
    /// "Volunteer at the library").
    var contentWords: [String] {
        let tokens = [profile.role, profile.experience, profile.notes].flatMap {
            QualityText.tokens(ProfileText.printable($0))
        }
        let words = tokens.filter { token in
            guard !Self.commonWords.contains(token) else { return false }
            return Self.hasJapanese(token)
                ? token.count >= 2 && !token.unicodeScalars.allSatisfy { (0x3041...0x309F).contains($0.value) }
                : token.count >= 5 && token.contains(where: \.isLetter)
        }
        // An abbreviation in capitals ("SE", "ICU") is said in full in the other language (システムエンジニア).
        let abbreviations = [profile.role, profile.experience, profile.notes].flatMap { text in
            text.split(whereSeparator: { !($0.isASCII && $0.isLetter) }).map(String.init)
                .filter { $0.count >= 2 && $0.allSatisfy(\.isUppercase) }
        }
        let rendered = (words + abbreviations).map { Vocabulary.render($0, in: language) }
        let spelled = abbreviations.compactMap { Self.abbreviations[$0] }
        return Array(Set(words + rendered + spelled)).filter { $0.count >= 2 }
    }

    /// Sentences that say nothing about the person: a greeting, a closing and (long) one invitation. A sentence
    /// holding any form of a field, an item or a fact of the notes, as typed or in the text's language, says something.
    package func padding(_ text: String) -> [String] {
        // A long role's parts ("Developer Experience, …, mentor for the platform guild") are the person's too.
        let roleItems = roleForms.isEmpty ? [] : Self.items(profile.role).filter { $0.count >= 3 }
        let fields =
            [typedName] + roleForms + skillItems + interestItems + (experienceForms ?? [])
            + (roleForms + roleItems).map { Vocabulary.render($0, in: language) } + roleItems
            + skillItems.map { Vocabulary.render($0, in: language) }
            + interestItems.map { Vocabulary.render($0, in: language) }
        let mentions = (fields + entry.names + contentWords).filter { !$0.isEmpty }
        let generic = QualityText.sentences(text, language).filter { sentence in
            !sentence.includes("「") && !sentence.includes("“")
                && !mentions.contains { QualityText.holdsAny($0, in: sentence) }
                && !noteWords.contains { $0.isMentioned(in: sentence) }
        }
        let allowed = options.length == .long ? 3 : 2
        return generic.count > allowed ? ["\(generic.count) sentences say nothing about the person"] : []
    }
}
