package import IntroductionCore
import IntroductionStorage
import Localization

/// A field of the profile form, in focus order; the accessible mode asks for them in this order too.
package enum FormField: Int, CaseIterable, Sendable {
    case name, role, skills, experience, interests, notes, language, tone, length, occasion

    package var label: String {
        switch self {
        case .name: tr("Name")
        case .role: tr("Role")
        case .skills: tr("Skills")
        case .experience: tr("Experience")
        case .interests: tr("Interests")
        case .notes: tr("Notes")
        case .language: tr("Language")
        case .tone: tr("Tone")
        case .length: tr("Length")
        case .occasion: tr("For")
        }
    }

    /// Shown dimmed in an empty field that does not have the focus.
    package var placeholder: String {
        switch self {
        case .name: tr("e.g. 山田太郎 / Alex Kim")
        case .role: tr("e.g. iOS Engineer")
        case .skills: tr("comma separated: Swift, SwiftUI")
        case .experience: tr("e.g. 5 years")
        case .interests: tr("e.g. climbing, coffee")
        case .notes: tr("anything else (Ctrl-J: new line)")
        case .language, .tone, .length, .occasion: ""
        }
    }

    package var isOption: Bool { self == .language || self == .tone || self == .length || self == .occasion }

    /// The profile's field this one edits; nil for the options.
    package var profileField: ProfileLimits.Field? {
        switch self {
        case .name: .name
        case .role: .role
        case .skills: .skills
        case .experience: .experience
        case .interests: .interests
        case .notes: .notes
        case .language, .tone, .length, .occasion: nil
        }
    }
}

/// The profile form: one editor per text field, the four options, and which field has the focus.
struct ProfileForm: Equatable, Sendable {
    private(set) var editors: [FormField: LineEditor] = [:]
    private(set) var options: GenerationOptions
    private(set) var focus: FormField = .name
    /// Why the last edit was not taken whole (a limit), for the status line; nil when it was.
    private(set) var refusal: String?
    /// The language tag being typed on the language option, while it is; the option follows it whenever it is a
    /// well-formed tag, so leaving the field keeps the last one that was.
    private(set) var languageEntry: String?

    init(draft: Draft = Draft()) {
        let profile = draft.profile
        editors[.name] = LineEditor(text: profile.name)
        editors[.role] = LineEditor(text: profile.role)
        editors[.skills] = LineEditor(text: profile.skills.joined(separator: ", "))
        editors[.experience] = LineEditor(text: profile.experience)
        editors[.interests] = LineEditor(text: profile.interests)
        editors[.notes] = LineEditor(text: profile.notes, isMultiline: true)
        options = draft.options
    }

    var draft: Draft {
        var profile = Profile()
        for field in FormField.allCases {
            if let profileField = field.profileField { profile.set(profileField, typed: text(field)) }
        }
        return Draft(profile: profile, options: options)
    }

    func text(_ field: FormField) -> String { editors[field]?.text ?? "" }

    func editor(_ field: FormField) -> LineEditor? { editors[field] }

    /// Applies an edit to the focused text field; returns whether its text changed.
    ///
    /// An edit that would take the field or the whole profile past its limit (``ProfileLimits``) keeps only what
    /// fits (a paste is cut at the last character that fits; a key typed at the limit is refused), and `refusal`
    /// then says why, for the status line; it is nil after an edit that was taken whole. Shortening is always
    /// taken, even in a field that holds more than its limit (a draft from before the limits).
    mutating func edit(_ command: EditCommand) -> Bool {
        refusal = nil
        if focus == .language { return typeLanguage(command) }
        guard var editor = editors[focus] else { return false }
        var command = command
        // A pasted list with one skill per line becomes the comma-separated list the field holds.
        if focus == .skills, case .insert(let text) = command, text.contains("\n") {
            command = .insert(text.split(separator: "\n", omittingEmptySubsequences: true).joined(separator: ", "))
        }
        let original = editor
        let changed = editor.apply(command)
        if changed, editor.characters.count > original.characters.count, let excess = excess(with: editor) {
            let (fitted, limiting) = fitting(into: original, after: editor)
            editor = fitted
            let kept = editor.characters.count - original.characters.count
            refusal = Self.refusal(limiting ?? excess, field: focus, kept: kept)
            editors[focus] = editor
            return kept > 0
        }
        editors[focus] = editor
        return changed
    }

    /// The limit the form would go past with `editor` in the focused field, or nil.
    private func excess(with editor: LineEditor) -> ProfileLimits.Excess? {
        var candidate = self
        candidate.editors[focus] = editor
        let field = focus.profileField
        // The field as typed (spaces and all) is held to its limit, then the profile it makes.
        if let field, editor.characters.count > field.limit {
            return ProfileLimits.Excess(field: field, count: editor.characters.count, limit: field.limit)
        }
        return ProfileLimits.excess(in: candidate.draft.profile)
    }

    /// `original` with as much of what `edited` inserted at the cursor as keeps every limit (the longest prefix
    /// that fits, found by halving), and the limit the next character would have gone past.
    private func fitting(into original: LineEditor, after edited: LineEditor) -> (LineEditor, ProfileLimits.Excess?) {
        let count = edited.characters.count - original.characters.count
        let inserted = edited.characters[original.cursor..<(original.cursor + count)]
        func attempt(_ length: Int) -> LineEditor {
            var attempt = original
            attempt.apply(.insert(String(inserted.prefix(length))))
            return attempt
        }
        // prefix(low) fits (0 is the field as it was); prefix(high + 1) does not.
        var low = 0
        var high = count - 1
        var best = original
        while low < high {
            let middle = (low + high + 1) / 2
            let candidate = attempt(middle)
            if excess(with: candidate) == nil {
                low = middle
                best = candidate
            } else {
                high = middle - 1
            }
        }
        return (best, excess(with: attempt(low + 1)))
    }

    /// "Name holds at most 200 characters: the rest was not added", for the status line.
    private static func refusal(_ excess: ProfileLimits.Excess, field: FormField, kept: Int) -> String {
        let rest =
            kept > 0 ? tr("only the first %s pasted characters were added", kept) : tr("nothing more can be added")
        guard excess.field != nil else {
            return tr(
                "the profile holds at most %1$s characters in all: %2$s", ProfileLimits.grouped(excess.limit), rest)
        }
        return tr("%1$s holds at most %2$s characters: %3$s", field.label, ProfileLimits.grouped(excess.limit), rest)
    }

    /// Lets the renderer keep each editor's scroll offsets between frames.
    mutating func updateEditor(_ field: FormField, _ body: (inout LineEditor) -> Void) {
        guard var editor = editors[field] else { return }
        body(&editor)
        editors[field] = editor
    }

    /// Typing on the language option: any BCP 47 tag, since a model writes any language ("id", "zh-Hant", "pt-BR").
    /// Letters, digits, `-` and `_` are taken; Backspace takes one back. While the text is not a tag yet, `refusal`
    /// says so and the option keeps its last language.
    private mutating func typeLanguage(_ command: EditCommand) -> Bool {
        var entry = languageEntry ?? ""
        switch command {
        case .insert(let text):
            let taken = text.filter(GenerationOptions.Language.isTagCharacter)
            guard !taken.isEmpty else { return false }
            entry = String((entry + taken).prefix(24))
        case .deleteBackward, .deleteWordBackward, .deleteToLineStart:
            guard !entry.isEmpty else { return false }
            entry = command == .deleteBackward ? String(entry.dropLast()) : ""
        default:
            return false
        }
        languageEntry = entry.isEmpty ? nil : entry
        guard let language = GenerationOptions.Language(rawValue: entry) else {
            if !entry.isEmpty {
                refusal = tr(
                    "\"%s\" is not a language tag yet: type one such as id, de or zh-Hant, or ←/→ to choose", entry)
            }
            return false
        }
        let changed = language != options.language
        options.language = language
        return changed
    }

    /// Moves the focus by `delta` fields; `wrapping` decides whether it goes round the ends.
    mutating func moveFocus(by delta: Int, wrapping: Bool) {
        languageEntry = nil
        let count = FormField.allCases.count
        var index = focus.rawValue + delta
        index = wrapping ? ((index % count) + count) % count : min(max(0, index), count - 1)
        focus = FormField(rawValue: index) ?? .name
    }

    /// Puts the focus on `field` (coming back from the result pane).
    mutating func focus(on field: FormField) {
        languageEntry = nil
        focus = field
    }

    /// Cycles the focused option's value; returns false when the focus is not on an option.
    mutating func cycleOption(forward: Bool) -> Bool {
        switch focus {
        case .language:
            languageEntry = nil
            options.language = Self.cycle(
                options.language, among: GenerationOptions.Language.suggested, forward: forward)
        case .tone: options.tone = Self.cycle(options.tone, forward: forward)
        case .length: options.length = Self.cycle(options.length, forward: forward)
        case .occasion: options.occasion = Self.cycle(options.occasion, forward: forward)
        default: return false
        }
        return true
    }

    /// The value shown for an option field.
    func optionValue(_ field: FormField) -> String {
        switch field {
        case .language: languageEntry ?? options.language.rawValue
        case .tone: options.tone.rawValue
        case .length: options.length.rawValue
        case .occasion: options.occasion.rawValue
        default: ""
        }
    }

    private static func cycle<Value: CaseIterable & Equatable>(_ value: Value, forward: Bool) -> Value {
        cycle(value, among: Array(Value.allCases), forward: forward)
    }

    /// The value after (or before) `value` in `all`, round the ends; a value not in `all` (a typed language) goes to
    /// the first or the last.
    private static func cycle<Value: Equatable>(_ value: Value, among all: [Value], forward: Bool) -> Value {
        guard let index = all.firstIndex(of: value) else { return (forward ? all.first : all.last) ?? value }
        let next = (index + (forward ? 1 : all.count - 1)) % all.count
        return all[next]
    }
}
