import Localization

/// A part of the profile that an introduction does not use, and why: the offline composer leaves out what it could
/// not read or cannot say in the text's language, and says so, rather than paste it in as typed.
///
/// Model sources report nothing: a model reads every field itself.
public struct UnusedPart: Sendable, Equatable, Hashable {
    /// Why the part is not in the text.
    public enum Reason: String, Sendable, Equatable, Hashable, CaseIterable {
        /// No grammar of the composer read it: a fragment it could not make into a fact.
        case notUnderstood = "not_understood"
        /// Read, but the composer has no words for it in English (a Japanese phrase its dictionary does not hold).
        case notSayableInEnglish = "not_sayable_in_english"
        /// Read, but the composer has no words for it in Japanese.
        case notSayableInJapanese = "not_sayable_in_japanese"
        /// A request about the text that the offline composer cannot carry out ("make it funny").
        case requestNotCarriedOut = "request_not_carried_out"
        /// Read and sayable, but left out so the text keeps the length asked for (a note beyond what a medium text
        /// holds).
        case noRoom = "no_room"

        /// The reason for a part that cannot be said in `language`.
        public static func notSayable(in language: ComposerLanguage) -> Reason {
            language == .en ? .notSayableInEnglish : .notSayableInJapanese
        }

        /// The reason as the person reads it: "not understood", "can't be said in English offline; a model can".
        public var phrase: String {
            switch self {
            case .notUnderstood: tr("not understood")
            case .notSayableInEnglish: tr("can't be said in English offline; a model can")
            case .notSayableInJapanese: tr("can't be said in Japanese offline; a model can")
            case .requestNotCarriedOut: tr("a request the offline composer can't carry out; a model can")
            case .noRoom: tr("no room at this length; a longer text has it")
            }
        }
    }

    /// The field the part was typed in.
    public var field: ProfileField
    /// The part as typed (untrusted: a screen sanitises it before showing it).
    public var text: String
    public var reason: Reason

    /// A part left out of the text.
    public init(field: ProfileField, text: String, reason: Reason) {
        self.field = field
        self.text = text
        self.reason = reason
    }

    /// One line for the person: "experience “4 yrs w/ stuff” — not understood".
    public var sentence: String {
        tr("%1$s “%2$s” — %3$s", field.shownName, text, reason.phrase)
    }
}

/// The fields of a ``Profile``, as reports name them.
public enum ProfileField: String, Sendable, Equatable, Hashable, CaseIterable {
    case name, role, skills, experience, interests, notes

    /// The field's name in the interface's language, as a sentence says it ("notes" in English).
    public var shownName: String {
        switch self {
        case .name: tr("name")
        case .role: tr("role")
        case .skills: tr("skills")
        case .experience: tr("experience")
        case .interests: tr("interests")
        case .notes: tr("notes")
        }
    }
}
