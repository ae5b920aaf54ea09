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
        var whole = term(phrase, .job)
        // "frontend", 「営業」 typed as a role: the person who works in the field (a frontend developer, 営業担当).
        if !phrase.classes.contains(.person), let person = words.person(forField: phrase.text) {
            // "SRE" typed as a name is the person's own short word in English ("an SRE").
            whole.english = phrase.classes.contains(.name) && phrase.language == .en ? phrase.text : person.english
            whole.isName = false
            whole.japanese = person.japanese
            whole.determiner = .indefinite
            return (whole, nil)
        }
        guard phrase.language != language, !whole.isName,
            (language == .ja ? whole.japanese : whole.english) == nil
        else { return (whole, nil) }
        if phrase.language == .en {
            let words = phrase.text.split(separator: " ").map(String.init)
            // "inside sales rep", "customer success representative": the one in charge of the field (…担当).
            if words.count > 1, ["rep", "representative"].contains(words.last!.lowercased()),
                let field = Self.japanese(words.dropLast().joined(separator: " "), words: self.words)
            {
                var said = whole
                said.japanese = field + "担当"
                return (said, nil)
            }
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

    /// Whether a title is a field no word names the person of ("computer vision"): one works in it, not as it.
    func isFieldOnly(_ phrase: Phrase) -> Bool {
        phrase.classes.contains(.field) && !phrase.classes.contains(.person) && words.person(forField: phrase.text) == nil
    }

    /// A state of life as a term: the person's words where they translate, else the words each language says the state
    /// with ("looking for work" / 「求職中」), and an article only for a state that is a noun ("a student", never "a
    /// retired").
    func state(_ state: StateOfLife) -> Term {
        var term = term(state.phrase, .state)
        let fixed: (String, String)? =
            switch state.kind {
            case .betweenJobs: ("looking for work", "求職中")
            case .returning: ("returning to work", "職場復帰に向けて準備中")
            case .newcomer: ("new to the area", "この街に来たばかり")
            case .homemaker where term.japanese == nil:
                ["dad", "father", "husband", "househusband"].contains(where: { state.phrase.text.lowercased().contains($0) })
                    ? (state.phrase.text, "専業主夫") : (state.phrase.text, "専業主婦")
            case .careerChange:
                term.english.map { "moving into " + $0 }.flatMap { english in
                    term.japanese.map { (english, $0 + "への転身を目指し中") }
                }
            default: nil
            }
        if let (english, japanese) = fixed, state.kind != .returning || term.english == nil || term.japanese == nil {
            term.english = english
            term.japanese = japanese
            term.isName = false
        }
        if state.kind == .onLeave, let english = term.english, !english.hasPrefix("on ") {
            // "parental leave" / 「育児休暇中」: a leave one is on; a break or a sabbatical is one of them.
            term.english = (english.hasSuffix("break") || english == "sabbatical" ? "on a " : "on ") + english
            term.japanese = term.japanese.map { $0.hasSuffix("中") ? $0 : $0 + "中" }
        } else if state.kind == .onLeave, term.japanese == nil, let english = term.english, english.hasPrefix("on ") {
            // "on sabbatical": the leave is what translates (サバティカル休暇中).
            term.japanese = words.translate(String(english.dropFirst(3)), to: .ja).map { $0 + "中" }
        }
        if let field = state.field {
            // "PhD candidate in marine biology" / 「海洋生物学の博士課程の学生」: the field said with the state, or the
            // state has no words where the field has none.
            // A state typed with its field in it (「農学研究科の修士2年」) has it said already.
            let subject = self.term(field, .field)
            term.english = term.english.flatMap { state in
                subject.english.map { state.contains($0) ? state : state + " in " + $0 }
            }
            term.japanese = term.japanese.flatMap { state in
                subject.japanese.map { state.contains($0) ? state : $0 + "の" + state }
            }
        }
        if let year = state.yearOfStudy {
            // "second-year university student" / 「大学2年生」.
            term.english = term.english.map { Realizer.ordinal(year) + "-year " + $0 }
            term.japanese = term.japanese.map { japanese in
                if japanese.hasSuffix("大学生") || japanese.hasSuffix("高校生") { return japanese.dropLast() + "\(year)年生" }
                // 「コンピュータサイエンス学生」: what one studies, then the year (「コンピュータサイエンス専攻の3年生」).
                if japanese.hasSuffix("学生") {
                    let subject = japanese.dropLast(2)
                    return (subject.isEmpty ? "" : subject + "専攻の") + "\(year)年生"
                }
                return "\(year)年目の" + japanese
            }
        }
        if state.kind == .student, let year = state.year, state.phrase.text == "student" {
            term.english = "student graduating in \(year)"
            term.japanese = "\(year)年卒業予定の学生"
        }
        let nouns: Set<StateOfLife.Kind> = [.student, .parent, .homemaker, .volunteer, .family, .newGraduate, .learner]
        let noun = !(term.english ?? "").hasPrefix("aspiring") && !(term.english ?? "").hasPrefix("at ")
        term.determiner = nouns.contains(state.kind) && noun ? .indefinite : .none
        if state.kind == .learner, (term.english ?? "").hasPrefix("aspiring") { term.determiner = .indefinite }
        return term
    }

    /// `phrase` as a term of `kind`.
    func term(_ phrase: Phrase, _ kind: Term.Kind) -> Term {
        var english: String?
        var japanese: String?
        // A place or a language has its name in each language where the dictionary knows it (Osaka, 大阪; Spanish,
        // スペイン語).
        let translates =
            !phrase.isName || kind == .place || kind == .language || !phrase.classes.isDisjoint(with: [.place, .language])
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
        var term = Term(
            kind: kind, english: english, japanese: japanese, isName: name,
            determiner: determiner(phrase, kind, isName: name), count: phrase.count,
            isPlural: phrase.count.map { $0 > 1 } ?? false)
        if let count = phrase.count, phrase.language == .en {
            if phrase.head == "language" {
                // "three languages" / 「3か国語」: the count is the word.
                term.japanese = "\(count)か国語"
                term.count = nil
                term.english = english.map { (count <= 10 ? Numbers.english(count) : String(count)) + " " + EnglishPlural.plural($0) }
                term.isPlural = false
            } else {
                term.counter = Self.counter(forEnglish: phrase.head)
            }
        }
        return term
    }

    /// The Japanese counter for things the English noun names, by WordNet's first sense: animals 匹, people 人;
    /// nil for the general つ.
    static func counter(forEnglish noun: String) -> String? {
        let sense = EnglishLexicon.readings(of: noun).first?.senses.first { $0.wordClass == .noun }
        switch sense?.category {
        case "noun.animal": return "匹"
        case "noun.person": return "人"
        default: return nil
        }
    }

    /// The determiner English gives a term of `kind`: a job or a described organization takes "a", a name none.
    private func determiner(_ phrase: Phrase, _ kind: Term.Kind, isName: Bool) -> Term.Determiner {
        if isName { return .none }
        if ["今の", "現在の", "いまの"].contains(where: { phrase.text.hasPrefix($0) }) { return .possessive }
        switch phrase.determiner {
        case .possessive: return .possessive
        case .definite: return .definite
        case .indefinite: return .indefinite
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
        // "remotely" as "remote" is said: リモート.
        let adjective = text.hasSuffix("ly") && !text.contains(" ") ? String(text.dropLast(2)) : nil
        return words.translate(text, to: .ja) ?? words.translate(text.lowercased(), to: .ja)
            ?? adjective.flatMap { words.translate($0, to: .ja) }
    }

    /// `text`, typed in Japanese, in English: the word list's or EDICT's whole term, else put together from its parts
    /// the way ``JapaneseTerms`` reads a compound, else the list's word-by-word reading; nil when a part has no English.
    static func english(_ text: String, words: WordList) -> String? {
        // 「今の会社」: the present one, as English says it ("my current company").
        for now in ["今の", "現在の", "いまの"] where text.hasPrefix(now) && text.count > now.count {
            return english(String(text.dropFirst(now.count)), words: words).map { "current " + $0 }
        }
        if let said = JapaneseTerms.english(text, words: words) { return said }
        return JapaneseTerms.isWorkplaceName(text, words: words) ? nil : words.translate(text, to: .en)
    }
}
