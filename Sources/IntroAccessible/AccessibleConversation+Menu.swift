import IntroTUI
import IntroductionCore
import IntroductionStorage
import SafeText
import Localization

/// The menu after a generation (regenerate, change, save, copy, edit, quit), editing a part in the person's editor,
/// and changing the text by an instruction.
extension AccessibleConversation {
    var menuLine: String {
        Self.menu.map { "\($0.key) \(Self.shownLabel($0.key))" }.joined(separator: tr(", ")) + tr(": ")
    }

    /// What a menu entry does, in the interface's language (the English words are still understood when typed).
    private static func shownLabel(_ key: String) -> String {
        switch key {
        case "r": tr("regenerate")
        case "t": tr("change")
        case "s": tr("save")
        case "c": tr("copy")
        case "e": tr("edit")
        default: tr("quit")
        }
    }

    mutating func choose(_ line: String) -> [Action] {
        let actions: [Action] = echoesAnswers ? [.write(line + "\n")] : []
        switch line.trimmed.lowercased() {
        case "r", "regenerate":
            return actions + generate(UserIntent.regenerate)
        case "t", "change":
            guard written != Introduction() else {
                return actions + [.write(tr("Nothing to change yet.") + "\n" + menuLine)]
            }
            phase = .instructing
            return actions + [.write(Self.instructionQuestion)]
        case "s", "save":
            let introduction = written
            guard introduction != Introduction() else {
                return actions + [.write(tr("Nothing to save yet.") + "\n" + menuLine)]
            }
            let entry = ArchivedIntroduction(
                introduction: introduction, profile: lastSnapshot.request?.profile ?? draft.profile,
                options: lastSnapshot.request?.options ?? draft.options, sourceLabel: lastSnapshot.sourceLabel,
                refinement: lastSnapshot.request?.refinement?.instruction, report: lastSnapshot.report)
            return actions + [.save(entry, then: menuLine)]
        case "e", "edit":
            let parts = editableParts
            guard let only = parts.first else {
                return actions + [.write(tr("Nothing to edit yet.") + "\n" + menuLine)]
            }
            guard parts.count > 1 else { return actions + edit(only) }
            phase = .choosingPart
            return actions + [.write(partQuestion)]
        case "c", "copy":
            let text = written.introduction
            guard !text.isEmpty else { return actions + [.write(tr("Nothing to copy yet.") + "\n" + menuLine)] }
            return actions + [.copy(text, then: menuLine)]
        case "q", "quit":
            phase = .done
            return actions + [.saveDraft(draft), .send(.quit), .quit(.quit)]
        default:
            let keys = Self.menu.map(\.key)
            let choices = tr("%1$s or %2$s", keys.dropLast().joined(separator: ", "), keys.last ?? "")
            return actions + [.write(tr("Type %s.", choices) + "\n" + menuLine)]
        }
    }

    // MARK: - Changing by an instruction

    static var instructionQuestion: String { tr("Change it how (for example shorter, more formal, mention my blog)? ") }

    /// The answer to the instruction question: nothing typed goes back to the menu, too long asks again, anything
    /// else goes to the session as a refinement of the text shown.
    mutating func instruct(_ line: String) -> [Action] {
        let actions: [Action] = echoesAnswers ? [.write(line + "\n")] : []
        let typed = line.trimmed
        guard !typed.isEmpty else {
            phase = .menu
            return actions + [.write(menuLine)]
        }
        if let problem = Refinement.problem(with: typed) {
            return actions + [.write(problem + "\n" + Self.instructionQuestion)]
        }
        phase = .generating(after: lastSnapshot.generation)
        return actions + [.write(tr("Generating…") + "\n"), .send(.refine(typed))]
    }

    // MARK: - Editing

    /// The parts of the shown text that hold something, in reading order.
    private var editableParts: [IntroductionSection] {
        IntroductionSection.allCases.filter { !Self.text(of: $0, in: written).isEmpty }
    }

    /// "Edit which part: 1 headline, 2 introduction, 3 highlights, 4 bio [introduction]: "
    private var partQuestion: String {
        let list = editableParts.enumerated().map { "\($0.offset + 1) \($0.element.shownName)" }
        let fallback = editableParts.contains(.introduction) ? IntroductionSection.introduction : editableParts[0]
        return tr("Edit which part: %1$s [%2$s]: ", list.joined(separator: ", "), fallback.shownName)
    }

    mutating func choosePart(_ line: String) -> [Action] {
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
            return actions + [.write(tr("Type a number from 1 to %s, or a name.", parts.count) + "\n" + partQuestion)]
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
            let content = edit.content(with: text)
            // Save and copy act on the edit at once, before the session's snapshot of the new version arrives.
            lastSnapshot.content = content
            keptEdit = true
            actions = [
                .send(.keepEdit(of: edit.versionID, content: content)),
                .write(tr("Your edit of the %s is kept as a new version.", edit.section.shownName) + "\n" + menuLine),
            ]
        } else {
            actions = [.write(Self.sentence(outcome.description) + "\n" + menuLine)]
        }
        while isMenuWithPending {
            actions += handle(pending.removeFirst())
        }
        return actions
    }

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
