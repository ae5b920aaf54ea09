import IntroductionCore
import IntroductionStorage
import SafeText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The accessible mode as a value: lines typed (or piped), Ctrl-C and session snapshots go in; text to write,
/// intents for the session and the end of the run come out.
///
/// It asks for each field of the form in order with the draft's value in brackets (Enter keeps it, `-` clears it),
/// then for each option (Enter keeps it, a name or a number picks one), saves the draft and generates; the
/// generation is written as plain lines (``AccessibleTranscript``) between "Generating…" and "Done." (or "Stopped.",
/// or the error); then one menu line offers what to do next: regenerate, save, copy, edit a part in the person's
/// editor (kept as a new version, as Ctrl-O does on the screen), quit. Lines that arrive while no question is open
/// wait for the next question. When the input ends during the form, the rest
/// keeps its values and the generation starts; at the menu it quits. Ctrl-C stops a generation and comes back to
/// the menu; at a question it quits (exit 130).
struct AccessibleConversation {
    /// Something that happened.
    enum Event: Equatable {
        case line(String)
        case endOfInput
        case interrupt
        case snapshot(SessionSnapshot)
    }

    /// Something the driver does, in order.
    enum Action: Equatable {
        case write(String)
        case send(UserIntent)
        case saveDraft(Draft)
        /// Save this introduction (sections as written, terminal control removed); write what came of it, then
        /// the prompt that follows.
        case save(ArchivedIntroduction, then: String)
        /// Put this text on the clipboard; write what came of it, then the prompt that follows.
        case copy(String, then: String)
        /// Run the person's editor on this part, then hand the outcome to ``finishEdit(_:outcome:)``.
        case edit(SectionEdit)
        case quit(ExitStatus)
    }

    /// What the run is waiting for.
    private enum Phase: Equatable {
        /// An answer for the form's field at this index of `FormField.allCases`.
        case asking(Int)
        /// Which part of the shown text to edit.
        case choosingPart
        /// The editor is running.
        case editing
        /// The end of the generation started after the snapshot of `after`.
        case generating(after: Int)
        case menu
        case done
    }

    /// The one-line menu after a generation, each entry a key and what it does.
    static let menu: [(key: String, label: String)] = [
        ("r", "regenerate"), ("s", "save"), ("c", "copy"), ("e", "edit"), ("q", "quit"),
    ]

    static let greeting =
        "introgen, accessible mode. Enter keeps the value in brackets, a single - clears it, Ctrl-C quits.\n"

    private(set) var draft: Draft
    private var phase = Phase.asking(0)
    private var pending: [Event] = []
    private let echoesAnswers: Bool
    private var seed: UInt64
    private var transcript = AccessibleTranscript()
    private var lastSnapshot = SessionSnapshot()
    private var reconnecting: ReconnectProgress?
    /// An edit was kept and its version's snapshot has not come yet.
    private var keptEdit = false

    /// - Parameters:
    ///   - draft: the form as saved (with any options the command line preset).
    ///   - seed: the first generation's seed; each regeneration uses the next.
    ///   - echoesAnswers: write each answer after its question (when the input is not a terminal, which would
    ///     echo it), so the output reads as a conversation.
    init(draft: Draft, seed: UInt64, echoesAnswers: Bool) {
        self.draft = draft
        self.seed = seed
        self.echoesAnswers = echoesAnswers
    }

    /// Whether a question is open with no answer waiting: the driver then reads the next line (and only then, so
    /// nothing is read from the terminal while the editor has it).
    var isAsking: Bool {
        switch phase {
        case .asking, .choosingPart, .menu: pending.isEmpty
        case .generating, .editing, .done: false
        }
    }

    /// The greeting and the first question.
    mutating func start() -> [Action] {
        [.write(Self.greeting + question(for: FormField.allCases[0]))]
    }

    mutating func handle(_ event: Event) -> [Action] {
        switch (event, phase) {
        case (.snapshot(let snapshot), _):
            return receive(snapshot)
        case (_, .done):
            return []
        case (.interrupt, .generating):
            // A terminal echoed "^C" where the text stopped: what follows starts on a line of its own.
            guard !echoesAnswers else { return [.send(.stop)] }
            transcript.lineEnded()
            return [.send(.stop), .write("\n")]
        case (.interrupt, _):
            phase = .done
            return [.write("\n"), .saveDraft(draft), .send(.quit), .quit(.interrupted(signal: SIGINT))]
        case (_, .generating):
            pending.append(event)
            return []
        case (.line(let line), .asking(let index)):
            return answer(line, at: index)
        case (.endOfInput, .asking):
            // The rest of the form keeps its values; the menu that follows the generation will find the end too.
            pending.append(.endOfInput)
            return (echoesAnswers ? [.write("\n")] : []) + generate(UserIntent.generate)
        case (_, .editing):
            pending.append(event)
            return []
        case (.line(let line), .menu):
            return choose(line)
        case (.line(let line), .choosingPart):
            return choosePart(line)
        case (.endOfInput, .menu), (.endOfInput, .choosingPart):
            phase = .done
            return [.write("\n"), .saveDraft(draft), .send(.quit), .quit(.quit)]
        }
    }

    // MARK: - The form

    private func question(for field: FormField) -> String {
        switch field {
        case .language:
            return choices(
                field.label, GenerationOptions.Language.allCases.map(Self.languageName),
                current: draft.options.language.rawValue)
        case .tone:
            return choices(
                field.label, GenerationOptions.Tone.allCases.map(\.rawValue), current: draft.options.tone.rawValue)
        case .length:
            return choices(
                field.label, GenerationOptions.Length.allCases.map(\.rawValue), current: draft.options.length.rawValue)
        default:
            let value = Self.value(of: field, in: draft.profile)
            let hint = field == .skills ? " (comma separated)" : ""
            return field.label + hint + (value.isEmpty ? "" : " [\(TextSanitizer.singleLine(value, limit: 200))]")
                + ": "
        }
    }

    /// "Tone: 1 friendly, 2 formal, 3 casual [friendly]: "
    private func choices(_ label: String, _ names: [String], current: String) -> String {
        let list = names.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
        return "\(label): \(list) [\(current)]: "
    }

    /// "Japanese (ja)": the word a screen reader can say, and the code the options use.
    private static func languageName(_ language: GenerationOptions.Language) -> String {
        switch language {
        case .ja: "Japanese (ja)"
        case .en: "English (en)"
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
        case .language, .tone, .length: ""
        }
    }

    private mutating func answer(_ line: String, at index: Int) -> [Action] {
        let field = FormField.allCases[index]
        var actions: [Action] = echoesAnswers ? [.write(line + "\n")] : []
        let typed = line.trimmed
        if field.isOption {
            guard typed.isEmpty || pick(typed, for: field) else {
                let count = field == .language ? GenerationOptions.Language.allCases.count : 3
                return actions + [.write("Type a number from 1 to \(count), or a name.\n" + question(for: field))]
            }
        } else if !typed.isEmpty {
            let before = draft
            set(field, to: typed == "-" ? "" : typed)
            // Past a limit the answer is not taken: the field keeps its value and the question is asked again.
            if let excess = ProfileLimits.excess(in: draft.profile) {
                draft = before
                return actions + [.write(Self.sentence(excess) + " Type a shorter answer.\n" + question(for: field))]
            }
        }
        guard index + 1 < FormField.allCases.count else { return actions + generate(UserIntent.generate) }
        phase = .asking(index + 1)
        actions.append(.write(question(for: FormField.allCases[index + 1])))
        return actions
    }

    /// "The name is 250 characters long; it may hold at most 200."
    private static func sentence(_ excess: ProfileLimits.Excess) -> String {
        let text = excess.description
        return text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    private mutating func set(_ field: FormField, to text: String) {
        switch field {
        case .name: draft.profile.name = text
        case .role: draft.profile.role = text
        case .skills: draft.profile.skills = ProfileText.items(text)
        case .experience: draft.profile.experience = text
        case .interests: draft.profile.interests = text
        case .notes: draft.profile.notes = text
        case .language, .tone, .length: break
        }
    }

    /// Sets the option from a number (1-based) or a name (its code, or for languages the word); false when it is
    /// neither.
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
            let names = { (language: GenerationOptions.Language) in
                [language.rawValue, String(Self.languageName(language).prefix { $0 != " " }).lowercased()]
            }
            guard let value = chosen(GenerationOptions.Language.self, names: names) else { return false }
            draft.options.language = value
        case .tone:
            guard let value = chosen(GenerationOptions.Tone.self, names: { [$0.rawValue] }) else { return false }
            draft.options.tone = value
        case .length:
            guard let value = chosen(GenerationOptions.Length.self, names: { [$0.rawValue] }) else { return false }
            draft.options.length = value
        default:
            return false
        }
        return true
    }

    // MARK: - Generating

    private mutating func generate(_ intent: (IntroductionRequest) -> UserIntent) -> [Action] {
        let request = IntroductionRequest(profile: draft.profile, options: draft.options, seed: seed)
        seed &+= 1
        phase = .generating(after: lastSnapshot.generation)
        return [.saveDraft(draft), .write("Generating…\n"), .send(intent(request))]
    }

    private mutating func receive(_ snapshot: SessionSnapshot) -> [Action] {
        guard case .generating(let after) = phase, snapshot.generation > after else {
            // Between generations only a newer version counts (after an edit, the session's snapshot of it), so a
            // late copy of the old one cannot undo the edit save and copy already use.
            let newer = snapshot.generation > lastSnapshot.generation
            if newer || (!keptEdit && snapshot.generation == lastSnapshot.generation) {
                lastSnapshot = snapshot
                keptEdit = false
            }
            return []
        }
        lastSnapshot = snapshot
        var output = transcript.update(snapshot)
        if snapshot.reconnecting != reconnecting {
            reconnecting = snapshot.reconnecting
            if let progress = reconnecting {
                output += transcript.endLine() + "Reconnecting, \(progress.attempt) of \(progress.maxAttempts)…\n"
            }
        }
        guard let ending = Self.ending(snapshot) else { return output.isEmpty ? [] : [.write(output)] }
        output += transcript.endLine() + ending
        phase = .menu
        var actions: [Action] = [.write(output + menuLine)]
        // Answers that came while it was generating: the first one goes to the menu now.
        while isMenuWithPending {
            actions += handle(pending.removeFirst())
        }
        return actions
    }

    /// The lines after the text once the generation is over; nil while it runs.
    private static func ending(_ snapshot: SessionSnapshot) -> String? {
        switch snapshot.state {
        case .idle, .generating:
            return nil
        case .completed:
            let note = snapshot.isCutShort ? "Cut short by the model's length limit.\n" : ""
            return note + (snapshot.arrivedWhole ? "Done (not streamed).\n" : "Done.\n")
        case .stopped:
            return "Stopped.\n"
        case .failed(let failure):
            return "Error: " + TextSanitizer.singleLine(failure.description, limit: 2000) + "\n"
        }
    }

    // MARK: - The menu

    private var menuLine: String {
        Self.menu.map { "\($0.key) \($0.label)" }.joined(separator: ", ") + ": "
    }

    private mutating func choose(_ line: String) -> [Action] {
        let actions: [Action] = echoesAnswers ? [.write(line + "\n")] : []
        switch line.trimmed.lowercased() {
        case "r", "regenerate":
            return actions + generate(UserIntent.regenerate)
        case "s", "save":
            let introduction = written
            guard introduction != Introduction() else { return actions + [.write("Nothing to save yet.\n" + menuLine)] }
            let entry = ArchivedIntroduction(
                introduction: introduction, profile: lastSnapshot.request?.profile ?? draft.profile,
                options: lastSnapshot.request?.options ?? draft.options, sourceLabel: lastSnapshot.sourceLabel)
            return actions + [.save(entry, then: menuLine)]
        case "e", "edit":
            let parts = editableParts
            guard let only = parts.first else { return actions + [.write("Nothing to edit yet.\n" + menuLine)] }
            guard parts.count > 1 else { return actions + edit(only) }
            phase = .choosingPart
            return actions + [.write(partQuestion)]
        case "c", "copy":
            let text = written.introduction
            guard !text.isEmpty else { return actions + [.write("Nothing to copy yet.\n" + menuLine)] }
            return actions + [.copy(text, then: menuLine)]
        case "q", "quit":
            phase = .done
            return actions + [.saveDraft(draft), .send(.quit), .quit(.quit)]
        default:
            let keys = Self.menu.map(\.key)
            let choices = keys.dropLast().joined(separator: ", ") + " or " + (keys.last ?? "")
            return actions + [.write("Type \(choices).\n" + menuLine)]
        }
    }

    // MARK: - Editing

    /// The parts of the shown text that hold something, in reading order.
    private var editableParts: [IntroductionSection] {
        IntroductionSection.allCases.filter { !Self.text(of: $0, in: written).isEmpty }
    }

    /// "Edit which part: 1 headline, 2 introduction, 3 highlights, 4 bio [introduction]: "
    private var partQuestion: String {
        let list = editableParts.enumerated().map { "\($0.offset + 1) \($0.element.title.lowercased())" }
        let fallback = editableParts.contains(.introduction) ? IntroductionSection.introduction : editableParts[0]
        return "Edit which part: " + list.joined(separator: ", ") + " [\(fallback.title.lowercased())]: "
    }

    private mutating func choosePart(_ line: String) -> [Action] {
        let actions: [Action] = echoesAnswers ? [.write(line + "\n")] : []
        let parts = editableParts
        let typed = line.trimmed.lowercased()
        let chosen: IntroductionSection?
        if typed.isEmpty {
            chosen = parts.contains(.introduction) ? .introduction : parts.first
        } else if let number = Int(typed), (1...parts.count).contains(number) {
            chosen = parts[number - 1]
        } else {
            chosen = parts.first { $0.title.lowercased() == typed }
        }
        guard let chosen else {
            return actions + [.write("Type a number from 1 to \(parts.count), or a name.\n" + partQuestion)]
        }
        return actions + edit(chosen)
    }

    private mutating func edit(_ section: IntroductionSection) -> [Action] {
        phase = .editing
        let edit = SectionEdit(
            versionID: lastSnapshot.generation, content: lastSnapshot.content, section: section,
            text: Self.text(of: section, in: written))
        return [.edit(edit)]
    }

    /// What came back from the editor: a changed text is kept as a new version (what save and copy then use);
    /// anything else changes nothing and says why. Then the menu again.
    mutating func finishEdit(_ edit: SectionEdit, outcome: ExternalEditor.Outcome) -> [Action] {
        phase = .menu
        var actions: [Action]
        if case .changed(let text) = outcome {
            let content = AppModel.content(edit.content, with: text, in: edit.section)
            // Save and copy act on the edit at once, before the session's snapshot of the new version arrives.
            lastSnapshot.content = content
            keptEdit = true
            actions = [
                .send(.keepEdit(of: edit.versionID, content: content)),
                .write("Your edit of the \(edit.section.title.lowercased()) is kept as a new version.\n" + menuLine),
            ]
        } else {
            let sentence = outcome.description
            actions = [.write(sentence.prefix(1).uppercased() + sentence.dropFirst() + ".\n" + menuLine)]
        }
        while isMenuWithPending {
            actions += handle(pending.removeFirst())
        }
        return actions
    }

    private var isMenuWithPending: Bool { phase == .menu && !pending.isEmpty }

    /// A part's text as written: the highlights one `- item` per line, as the screen copies and edits them.
    private static func text(of section: IntroductionSection, in introduction: Introduction) -> String {
        switch section {
        case .headline: introduction.headline
        case .introduction: introduction.introduction
        case .bio: introduction.bio
        case .highlights:
            introduction.highlights.filter { !$0.isEmpty }.map { ResultText.bullet + $0 }.joined(separator: "\n")
        }
    }

    /// The last generation's sections as written (terminal control removed), for saving and copying.
    private var written: Introduction {
        let content = Introduction(lastSnapshot.content)
        return Introduction(
            headline: TextSanitizer.sanitize(content.headline),
            introduction: TextSanitizer.sanitize(content.introduction),
            highlights: content.highlights.map { TextSanitizer.sanitize($0) },
            bio: TextSanitizer.sanitize(content.bio)
        )
    }
}
