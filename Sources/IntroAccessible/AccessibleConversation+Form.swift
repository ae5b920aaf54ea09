import IntroTUI
import IntroductionCore
import IntroductionStorage
import SafeText
import Localization

/// The form as questions: each field in the form's order with the draft's value in brackets, then the four options;
/// an answer sets its field (or picks its option) or the question is asked again with why.
extension AccessibleConversation {
    func question(for field: FormField) -> String {
        switch field {
        case .language:
            return choices(
                field.label, Self.numberedLanguages.map(Self.languageName), current: draft.options.language.rawValue,
                orElse: tr("or a language tag such as id, de or zh-Hans"))
        case .tone:
            return choices(
                field.label, GenerationOptions.Tone.allCases.map(\.rawValue), current: draft.options.tone.rawValue)
        case .length:
            return choices(
                field.label, GenerationOptions.Length.allCases.map(\.rawValue), current: draft.options.length.rawValue)
        case .occasion:
            return choices(
                field.label, GenerationOptions.Occasion.allCases.map(\.rawValue),
                current: draft.options.occasion.rawValue)
        default:
            let value = Self.value(of: field, in: draft.profile)
            let hint = field == .skills ? tr(" (comma separated)") : ""
            return field.label + hint + (value.isEmpty ? "" : " [\(TextSanitizer.singleLine(value, limit: 200))]")
                + ": "
        }
    }

    /// "Tone: 1 friendly, 2 formal, 3 casual [friendly]: "; the language's list ends "…, or a language tag such as…".
    private func choices(_ label: String, _ names: [String], current: String, orElse: String? = nil) -> String {
        let list = names.enumerated().map { "\($0.offset + 1) \($0.element)" } + (orElse.map { [$0] } ?? [])
        return tr("%1$s: %2$s [%3$s]: ", label, list.joined(separator: ", "), current)
    }

    /// "Japanese (ja)": the word a screen reader can say, and the code the options use.
    private static func languageName(_ language: GenerationOptions.Language) -> String {
        switch language.composerLanguage {
        case .ja?: tr("Japanese (ja)")
        case .en?: tr("English (en)")
        case nil: language.shownName
        }
    }

    private static func value(of field: FormField, in profile: Profile) -> String {
        switch field {
        case .name: profile.name
        case .role: profile.role
        case .skills: profile.skills.joined(separator: ", ")
        case .experience: profile.experience
        case .interests: profile.interests
        case .notes: profile.notes
        case .language, .tone, .length, .occasion: ""
        }
    }

    mutating func answer(_ line: String, at index: Int) -> [Action] {
        let field = FormField.allCases[index]
        var actions: [Action] = echoesAnswers ? [.write(line + "\n")] : []
        let typed = line.trimmed
        if field.isOption {
            guard typed.isEmpty || pick(typed, for: field) else {
                let count =
                    switch field {
                    case .language: Self.numberedLanguages.count
                    case .occasion: GenerationOptions.Occasion.allCases.count
                    default: 3
                    }
                let again =
                    field == .language
                    ? tr("Type a number from 1 to %s, a name or a language tag such as id.", count)
                    : tr("Type a number from 1 to %s, or a name.", count)
                return actions + [.write(again + "\n" + question(for: field))]
            }
        } else if !typed.isEmpty {
            let before = draft
            if let profileField = field.profileField {
                draft.profile.set(profileField, typed: typed == "-" ? "" : typed)
            }
            // Past a limit the answer is not taken: the field keeps its value and the question is asked again.
            if let excess = ProfileLimits.excess(in: draft.profile) {
                draft = before
                let sentence = Self.sentence(excess.description)
                return actions + [.write(sentence + tr(" Type a shorter answer.") + "\n" + question(for: field))]
            }
        }
        guard index + 1 < FormField.allCases.count else { return actions + generate(UserIntent.generate) }
        phase = .asking(index + 1)
        actions.append(.write(question(for: FormField.allCases[index + 1])))
        return actions
    }

    /// The language an answer names: a number from the list, a language's English name ("indonesian"), or any BCP 47
    /// tag ("id", "zh-Hant").
    private static func language(_ typed: String) -> GenerationOptions.Language? {
        let numbered = numberedLanguages
        if let number = Int(typed) { return (1...numbered.count).contains(number) ? numbered[number - 1] : nil }
        let word = typed.lowercased()
        let named = GenerationOptions.Language.suggested.first { $0.englishName?.lowercased() == word }
        return named ?? GenerationOptions.Language(rawValue: typed)
    }

    /// The languages a number picks: the offline composer's two, so the question stays short to listen to; any
    /// other is typed by its tag or its English name.
    private static let numberedLanguages = GenerationOptions.Language.suggested.filter { $0.composerLanguage != nil }

    /// Sets the option from a number (1-based) or a name (its code, or for languages the word or any tag); false
    /// when it is neither.
    private mutating func pick(_ typed: String, for field: FormField) -> Bool {
        let word = typed.lowercased()
        func chosen<Choice: RawRepresentable & CaseIterable>(_: Choice.Type, names: (Choice) -> [String]) -> Choice?
        where Choice.RawValue == String {
            let all = Array(Choice.allCases)
            if let number = Int(word), (1...all.count).contains(number) { return all[number - 1] }
            return all.first { names($0).contains(word) }
        }
        switch field {
        case .language:
            guard let value = Self.language(typed) else { return false }
            draft.options.language = value
        case .tone:
            guard let value = chosen(GenerationOptions.Tone.self, names: { [$0.rawValue] }) else { return false }
            draft.options.tone = value
        case .length:
            guard let value = chosen(GenerationOptions.Length.self, names: { [$0.rawValue] }) else { return false }
            draft.options.length = value
        case .occasion:
            guard let value = chosen(GenerationOptions.Occasion.self, names: { [$0.rawValue] }) else { return false }
            draft.options.occasion = value
        default:
            return false
        }
        return true
    }
}
