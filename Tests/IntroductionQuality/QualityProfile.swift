package import IntroductionCore

/// One profile of the quality table and what a reader expects to find (or never find) in its texts.
///
/// By default a field must appear as typed (case ignored) or as the word list renders it; `en`/`ja` give
/// what it must look like where that differs (a role without its article, a duration in words). `requests`
/// are pieces of the notes that ask the writer for something and must never appear; `facts` are the note
/// sentences about the person that medium and long texts say (or report left out), each with the words that say it;
/// `asks` are the requests about length and tone the composer carries out.
///
/// The realistic set (issue 16) adds what a reader of a notes request expects: `requested` facts the notes ask
/// to be said, `refused` content they ask to leave out, `names` that stay as typed in either language, and
/// whether the role is not a job (a student, a retiree…), so "I work as" is wrong for it.
package struct QualityProfile: Sendable {
    /// What any correct wording of a fact must hold, per language: each entry is a word the text must contain, with
    /// `|` between words that say the same ("two|2") and a trailing `*` for a stem ("teach*" is "teaching" too). An
    /// English word is found at word edges, a plural "s" allowed; a Japanese one anywhere. The two lists run side by
    /// side (entry i in English says what entry i says in Japanese), so a reported part of the notes that holds entry i
    /// in either language accounts for it.
    package struct Words: Sendable {
        package var en: [String]
        package var ja: [String]

        package init(en: [String], ja: [String]) {
            precondition(en.count == ja.count, "the forms of a fact run side by side: \(en) / \(ja)")
            self.en = en
            self.ja = ja
        }

        /// The same words in both languages (a name, a number, a product).
        package init(_ both: String...) {
            en = both
            ja = both
        }

        /// The words a text in `language` must contain.
        package func forms(_ language: ComposerLanguage) -> [String] { language == .en ? en : ja }

        /// Every way of saying word `index`, in both languages.
        func alternatives(_ index: Int) -> [String] {
            (en[index] + "|" + ja[index]).split(separator: "|").map(String.init)
        }

        /// Every word of `language` is in `text`.
        package func isSaid(in text: String, _ language: ComposerLanguage) -> Bool {
            forms(language).allSatisfy { QualityText.holdsAny($0, in: text) }
        }

        /// Every word is in `text` or in one of `reported` (the parts of the notes the composer said it left out).
        func isAccounted(in text: String, _ language: ComposerLanguage, reported: [String]) -> Bool {
            forms(language).indices.allSatisfy { index in
                QualityText.holdsAny(forms(language)[index], in: text)
                    || alternatives(index).contains { Self.isHeld($0, by: reported) }
            }
        }

        /// Every word is in one of `reported`: the whole fact is left out, and said so.
        func isReported(_ reported: [String]) -> Bool {
            en.indices.allSatisfy { index in
                alternatives(index).contains { Self.isHeld($0, by: reported) }
            }
        }

        /// Whether a form is in one of the parts, or each of its words in one (the composer may report "I grew" and
        /// "up in Chennai" apart).
        static func isHeld(_ form: String, by parts: [String]) -> Bool {
            guard !parts.contains(where: { QualityText.holds(form, in: $0) }) else { return true }
            let words = form.split(separator: " ").map(String.init)
            return words.count > 1 && words.allSatisfy { word in parts.contains { QualityText.holds(word, in: $0) } }
        }

        /// Any word, in either language, is in `text`: a sentence that holds one speaks of the fact.
        func isMentioned(in text: String) -> Bool {
            en.indices.contains { index in alternatives(index).contains { QualityText.holds($0, in: text) } }
        }
    }

    /// A note sentence about the person and the words any correct wording of it holds in each language ("I moved to
    /// Osaka last year." → "Osaka", "last year" / 大阪, 昨年|去年): the composer words it afresh, so the sentence as
    /// typed is no measure of whether it was said.
    package struct Fact: Sendable {
        package var typed: String
        package var words: Words

        package init(_ typed: String, en: [String], ja: [String]) {
            self.typed = typed
            words = Words(en: en, ja: ja)
        }
    }

    /// A request in the notes about the text as a whole that the composer carries out ("keep it short",
    /// 「カジュアルな感じで」): the text is judged against the options it makes, unless the composer reports it not
    /// carried out.
    package struct Ask: Sendable {
        package enum Effect: Sendable {
            case length(GenerationOptions.Length)
            case tone(GenerationOptions.Tone)
            /// The です・ます register: a casual text becomes friendly.
            case polite
        }

        /// The request's words as typed, to find it among the parts reported.
        package var typed: String
        package var effect: Effect

        package init(_ typed: String, _ effect: Effect) {
            self.typed = typed
            self.effect = effect
        }
    }

    /// A fact the notes ask the writer to say.
    package typealias Requested = Words

    /// What a field must look like in one language, where it is not simply as typed.
    package struct Expected: Sendable {
        package var role: [String]?
        package var experience: [String]?
        package var skills: [String]?
        package var interests: [String]?

        /// Overrides; nil keeps the default (as typed, or as the word list renders it).
        package init(
            role: [String]? = nil, experience: [String]? = nil, skills: [String]? = nil, interests: [String]? = nil
        ) {
            self.role = role
            self.experience = experience
            self.skills = skills
            self.interests = interests
        }
    }

    package var label: String
    package var profile: Profile
    package var requests: [String]
    package var facts: [Fact]
    package var expected: [ComposerLanguage: Expected]
    /// A profile with every field filled: the distinct-variants rule is measured on these.
    package var isFull: Bool
    /// Facts the notes ask to be said.
    package var requested: [Requested]
    /// Requests about the text as a whole that change its length or tone.
    package var asks: [Ask]
    /// Content the notes ask to leave out: it must appear in no section, even where a field holds it.
    package var refused: [String]
    /// Names of people, companies and products: they stay as typed, whatever the script.
    package var names: [String]
    /// The role is what the person is, not a job they hold: no "I work as", 「として働いています」.
    package var isNotAJob: Bool

    /// One row of the table.
    package init(
        _ label: String,
        name: String = "",
        role: String = "",
        skills: [String] = [],
        experience: String = "",
        interests: String = "",
        notes: String = "",
        requests: [String] = [],
        asks: [Ask] = [],
        facts: [Fact] = [],
        requested: [Requested] = [],
        refused: [String] = [],
        names: [String] = [],
        en: Expected? = nil,
        ja: Expected? = nil,
        isFull: Bool = false,
        isNotAJob: Bool = false
    ) {
        self.label = label
        profile = Profile(
            name: name, role: role, skills: skills, experience: experience, interests: interests, notes: notes)
        self.requests = requests
        self.facts = facts
        var expected: [ComposerLanguage: Expected] = [:]
        expected[.en] = en
        expected[.ja] = ja
        self.expected = expected
        self.isFull = isFull
        self.requested = requested
        self.asks = asks
        self.refused = refused
        self.names = names
        self.isNotAJob = isNotAJob
    }
}
