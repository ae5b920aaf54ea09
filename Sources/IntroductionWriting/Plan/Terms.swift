import IntroductionCore
import ProfileReading
import ReadingLexicon
import SentenceRealization

/// Phrases made terms: the words of a phrase in both languages, through the lexicon (the hand list, then EDICT whole,
/// then katakana loanwords composed word by word), or as typed when the phrase is a name.
///
/// A phrase the lexicon cannot put into a language is a term without words there: every clause that holds it is then
/// unsayable in that language and reported, never glued in the other script.
struct Terms {
    let words: WordList

    /// A job as a term, said whole where the lexicon can, else by its last words ("photographer" for "wedding
    /// photographer"), with the words left out, to be reported: the head of a title is always true of the person, the
    /// words before it only narrow it.
    func job(_ phrase: Phrase, in language: ComposerLanguage) -> (term: Term, dropped: String?) {
        let whole = term(phrase, .job)
        guard phrase.language != language, !whole.isName,
            (language == .ja ? whole.japanese : whole.english) == nil
        else { return (whole, nil) }
        if phrase.language == .en {
            let words = phrase.text.split(separator: " ").map(String.init)
            for cut in 1..<max(1, words.count) {
                let head = words[cut...].joined(separator: " ")
                guard let japanese = Self.japanese(head, words: self.words) else { continue }
                var said = whole
                said.english = head
                said.japanese = japanese
                return (said, words[..<cut].joined(separator: " "))
            }
        }
        return (whole, nil)
    }

    /// `phrase` as a term of `kind`.
    func term(_ phrase: Phrase, _ kind: Term.Kind) -> Term {
        var english: String?
        var japanese: String?
        // A place has its name in each language where the dictionary knows it (Osaka, 大阪; アムステルダム).
        let translates = !phrase.isName || kind == .place
        switch phrase.language {
        case .en:
            english = phrase.text
            if translates { japanese = Self.japanese(phrase.text, words: words) }
        case .ja:
            japanese = phrase.text
            if translates { english = Self.english(phrase.text, words: words) }
        }
        // A name is written as typed in the other script only where it is a company's or a person's: "Stripe" in
        // Japanese, 株式会社フジミテック in English; a Japanese place or product without English words is not said.
        let name =
            phrase.language == .en
            ? phrase.isName || kind == .organization && Self.isNamed(phrase)
            : (kind == .organization || kind == .person) && (phrase.isName || Self.isNamed(phrase))
        return Term(
            kind: kind, english: english, japanese: japanese, isName: name,
            determiner: determiner(phrase, kind, isName: name), count: phrase.count,
            isPlural: phrase.count.map { $0 > 1 } ?? false)
    }

    /// The determiner English gives a term of `kind`: a job or a described organization takes "a", a name none.
    private func determiner(_ phrase: Phrase, _ kind: Term.Kind, isName: Bool) -> Term.Determiner {
        if isName { return .none }
        if ["今の", "現在の", "いまの"].contains(where: { phrase.text.hasPrefix($0) }) { return .possessive }
        switch phrase.determiner {
        case .possessive: return .possessive
        case .definite: return .definite
        default: break
        }
        switch kind {
        case .job, .organization, .state, .school, .course, .person, .group: return .indefinite
        default: return .none
        }
    }

    /// 「株式会社フジミテック」, 「有限会社藤電設」: a company's own name in Japanese, written as typed in English too.
    static func isNamed(_ phrase: Phrase) -> Bool {
        phrase.language == .ja
            && (phrase.text.hasPrefix("株式会社") || phrase.text.hasSuffix("株式会社") || phrase.text.hasPrefix("有限会社")
                || phrase.text.allSatisfy(\.isASCII))
    }

    static func japanese(_ text: String, words: WordList) -> String? {
        words.translate(text, to: .ja) ?? words.translate(text.lowercased(), to: .ja)
    }

    /// `text`, typed in Japanese, in English: the word list's or EDICT's whole term, else put together from its parts
    /// the way ``JapaneseTerms`` reads a compound, else the list's word-by-word reading; nil when a part has no English.
    static func english(_ text: String, words: WordList) -> String? {
        // 「今の会社」: the present one, as English says it ("my current company").
        for now in ["今の", "現在の", "いまの"] where text.hasPrefix(now) && text.count > now.count {
            return english(String(text.dropFirst(now.count)), words: words).map { "current " + $0 }
        }
        return JapaneseTerms.english(text, words: words) ?? words.translate(text, to: .en)
    }
}
