import Foundation
import IntroductionCore
import ReadingLexicon

/// The tone's register in the composer's own words, and one language per frame.
extension QualityInspector {
    static let contractionEndings = ["'m", "'re", "'ve", "'ll", "'d", "n't"]
    static let contractedWords: Set<String> = ["it's", "that's", "there's", "let's", "here's", "what's", "who's"]
    static let politeJapanese = ["です", "ます", "ました", "でした", "ません", "ございます", "申します", "おります", "いたします"]
    static let casualJapanese = ["だよ", "だね", "じゃん", "だぜ", "だもん", "んだ。", "よね。"]

    /// The tone's register in the composer's own words: no contractions in formal English, no です/ます in
    /// casual Japanese, no だよ/だね/じゃん in friendly or formal Japanese. A term the person typed (a name, a role, a
    /// skill, a field that is no sentence) and a quotation are skipped; a sentence, typed in a note or a field, is the
    /// composer's to say in the register (issue 46: sentences are realized, never pasted).
    package func ownWordsRegister(_ text: String) -> [String] {
        let terms = ([profile.role, profile.experience, profile.interests] + profile.skills)
            .map { $0.trimmingSpaces() }.filter { $0.count >= 2 && !Self.readsAsSentence($0) }
        let own = (terms + typedPieces + entry.names + typedNameParts).sorted { $0.count > $1.count }
        let scanned = QualityText.withoutQuotes(Self.without(own, in: text))
        switch (language, options.tone) {
        case (.en, .formal):
            let tokens = scanned.lowercased().replacingOccurrences(of: "’", with: "'").split(whereSeparator: {
                !($0.isLetter || $0 == "'")
            })
            return
                tokens.filter { token in
                    Self.contractionEndings.contains { token.hasSuffix($0) }
                        || Self.contractedWords.contains(String(token))
                }
                .map { "contraction \"\($0)\" in formal English" }
        case (.en, _):
            return []
        case (.ja, .casual):
            return Self.politeJapanese.filter { scanned.includes($0) }.map { "「\($0)」 in casual Japanese" }
        case (.ja, _):
            return Self.casualJapanese.filter { scanned.includes($0) }.map {
                "「\($0)」 in \(options.tone.rawValue) Japanese"
            }
        }
    }

    /// English text: Japanese words in an English frame ("I work as a 広報", "I work with SNS運用"), or an English
    /// frame around Japanese content only. Names of people, companies and products stay as typed, and a quotation
    /// is the person's words (see `quotedFields`).
    package func mixedScriptFrames(_ text: String) -> [String] {
        guard language == .en else { return [] }
        let scanned = QualityText.withoutQuotes(Self.without(entry.names + typedNameParts, in: text))
        var runs: [String] = []
        var current = String.UnicodeScalarView()
        // A digit or a Japanese mark inside a run belongs to it: 「高校2年生」 is one word.
        func flush() {
            let run = String(current).trimmingCharacters(in: CharacterSet(charactersIn: "0123456789、・（）"))
            if !run.isEmpty { runs.append(run) }
            current = String.UnicodeScalarView()
        }
        for scalar in scanned.unicodeScalars {
            if Self.isJapanese(scalar) || (!current.isEmpty && "、・（）0123456789".unicodeScalars.contains(scalar)) {
                current.append(scalar)
            } else if !current.isEmpty {
                flush()
            }
        }
        flush()
        return runs.map { "Japanese \"\($0)\" in an English frame" }
    }

    /// Common English words the word list is expected to know: roles, skills and hobbies people type.
    static let commonEnglish: Set<String> = [
        "nurse", "doctor", "teacher", "engineer", "designer", "developer", "manager", "sales", "marketing",
        "accountant", "accounting", "pharmacist", "chef", "cook", "student", "researcher", "analyst", "consultant",
        "writer", "editor", "lawyer", "product", "project", "data", "software", "web", "backend", "frontend",
        "senior", "junior", "lead", "director", "founder", "assistant", "support", "customer", "service",
        "recruiter", "translator", "interpreter", "photographer", "photography", "hiking", "cooking", "cycling",
        "coffee", "reading", "travel", "traveling", "music", "piano", "guitar", "running", "yoga", "camping",
        "fishing", "gardening", "baking", "soccer", "football", "tennis", "swimming", "movies", "anime", "games",
        "gaming", "chess", "drawing", "painting", "dancing", "climbing", "art", "history", "science", "retired",
        "volunteer", "teaching", "nursing", "press", "release", "releases", "relations", "media", "social",
        "public", "speaking", "writing", "design", "research", "management", "leadership", "negotiation", "team",
        "coaching", "mentoring", "planning", "testing", "physiotherapist", "dentist", "hygienist", "dental",
        "wedding", "cake", "cakes", "chocolate", "pastry", "bread", "university", "school", "high", "middle",
        "english", "japanese", "pasta", "vegetables", "ramen", "sushi", "karaoke", "surfing", "skiing", "books",
    ]

    /// Japanese text: a role, skill or interest typed as one to three common English words ("Sales Manager",
    /// "press releases") left in English, where the word list could know it. Lenient on purpose: anything with
    /// a word outside the common list (a product, a name, a rare term) may stay as typed.
    package func untranslatedWords(_ text: String) -> [String] {
        guard language == .ja else { return [] }
        let scanned = QualityText.withoutQuotes(Self.without(entry.names + typedNameParts, in: text))
        let typedItems = [profile.role] + profile.skills.flatMap { Self.items($0) } + Self.items(profile.interests)
        return typedItems.filter { item in
            let words = item.lowercased().split(separator: " ")
            return item.allSatisfy(\.isASCII) && (1...3).contains(words.count)
                && words.allSatisfy { Self.commonEnglish.contains(String($0)) } && QualityText.contains(scanned, item)
        }
        .map { "\"\($0)\" left in English" }
    }
}
