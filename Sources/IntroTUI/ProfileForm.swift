import IntroductionKit

/// A field of the profile form, in focus order.
enum FormField: Int, CaseIterable, Sendable {
    case name, role, skills, experience, interests, notes, language, tone, length

    var label: String {
        switch self {
        case .name: "Name"
        case .role: "Role"
        case .skills: "Skills"
        case .experience: "Experience"
        case .interests: "Interests"
        case .notes: "Notes"
        case .language: "Language"
        case .tone: "Tone"
        case .length: "Length"
        }
    }

    /// Shown dimmed in an empty field that does not have the focus.
    var placeholder: String {
        switch self {
        case .name: "e.g. 山田太郎 / Alex Kim"
        case .role: "e.g. iOS Engineer"
        case .skills: "comma separated: Swift, SwiftUI"
        case .experience: "e.g. 5 years"
        case .interests: "e.g. climbing, coffee"
        case .notes: "anything else (Ctrl-J: new line)"
        case .language, .tone, .length: ""
        }
    }

    var isOption: Bool { self == .language || self == .tone || self == .length }
}

/// The profile form: one editor per text field, the three options, and which field has the focus.
struct ProfileForm: Equatable, Sendable {
    private(set) var editors: [FormField: LineEditor] = [:]
    private(set) var options: GenerationOptions
    private(set) var focus: FormField = .name

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
        Draft(
            profile: Profile(
                name: text(.name).trimmed,
                role: text(.role).trimmed,
                skills: ProfileText.items(text(.skills)),
                experience: text(.experience).trimmed,
                interests: text(.interests).trimmed,
                notes: text(.notes).trimmed
            ),
            options: options
        )
    }

    func text(_ field: FormField) -> String { editors[field]?.text ?? "" }

    func editor(_ field: FormField) -> LineEditor? { editors[field] }

    /// Applies an edit to the focused text field; returns whether its text changed.
    mutating func edit(_ command: EditCommand) -> Bool {
        guard var editor = editors[focus] else { return false }
        var command = command
        // A pasted list with one skill per line becomes the comma-separated list the field holds.
        if focus == .skills, case .insert(let text) = command, text.contains("\n") {
            command = .insert(text.split(separator: "\n", omittingEmptySubsequences: true).joined(separator: ", "))
        }
        let changed = editor.apply(command)
        editors[focus] = editor
        return changed
    }

    /// Lets the renderer keep each editor's scroll offsets between frames.
    mutating func updateEditor(_ field: FormField, _ body: (inout LineEditor) -> Void) {
        guard var editor = editors[field] else { return }
        body(&editor)
        editors[field] = editor
    }

    /// Moves the focus by `delta` fields; `wrapping` decides whether it goes round the ends.
    mutating func moveFocus(by delta: Int, wrapping: Bool) {
        let count = FormField.allCases.count
        var index = focus.rawValue + delta
        index = wrapping ? ((index % count) + count) % count : min(max(0, index), count - 1)
        focus = FormField(rawValue: index) ?? .name
    }

    /// Puts the focus on `field` (coming back from the result pane).
    mutating func focus(on field: FormField) {
        focus = field
    }

    /// Cycles the focused option's value; returns false when the focus is not on an option.
    mutating func cycleOption(forward: Bool) -> Bool {
        switch focus {
        case .language: options.language = Self.cycle(options.language, forward: forward)
        case .tone: options.tone = Self.cycle(options.tone, forward: forward)
        case .length: options.length = Self.cycle(options.length, forward: forward)
        default: return false
        }
        return true
    }

    /// The value shown for an option field.
    func optionValue(_ field: FormField) -> String {
        switch field {
        case .language: options.language.rawValue
        case .tone: options.tone.rawValue
        case .length: options.length.rawValue
        default: ""
        }
    }

    private static func cycle<Value: CaseIterable & Equatable>(_ value: Value, forward: Bool) -> Value {
        let all = Array(Value.allCases)
        guard let index = all.firstIndex(of: value) else { return value }
        let next = (index + (forward ? 1 : all.count - 1)) % all.count
        return all[next]
    }
}
