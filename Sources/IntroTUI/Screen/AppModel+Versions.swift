import IntroductionCore
import IntroductionStorage
import Localization

/// A yes/no question in the status line; keys answer it before anything else.
enum Question: Equatable, Sendable {
    /// After opening a saved introduction: replace the form with the profile and options it was written from?
    case loadProfile(Draft)

    var prompt: String {
        switch self {
        case .loadProfile: tr("Also load its profile into the form? y/n")
        }
    }

    var keys: [String] {
        switch self {
        case .loadProfile: [tr("y load"), tr("n keep the form")]
        }
    }
}

/// Versions on screen: stepping through them, saving and editing the shown one, answering questions.
extension AppModel {
    /// The shown version as it is saved: its sections as drawn, with the profile, options and source it was written
    /// from (the form's when the session has not said, which only happens before the first generation).
    var shownEntry: ArchivedIntroduction {
        let draft = form.draft
        return ArchivedIntroduction(
            introduction: result.value,
            profile: snapshot.request?.profile ?? draft.profile,
            options: snapshot.request?.options ?? draft.options,
            sourceLabel: snapshot.sourceLabel,
            refinement: snapshot.request?.refinement?.instruction,
            report: snapshot.report
        )
    }

    /// Ctrl-P / Ctrl-N: asks the session for the neighbouring version, or says why there is none.
    mutating func stepVersion(by offset: Int) -> [AppEffect] {
        guard let position = snapshot.position else {
            message = tr("no versions yet · Ctrl-G writes one")
            return []
        }
        guard position.count > 1 else {
            message = tr("this is the only version · Ctrl-R writes another")
            return []
        }
        let target = position.number + offset
        guard target >= 1 else {
            message = tr("this is the first version (1/%s)", position.count)
            return []
        }
        guard target <= position.count else {
            message = tr("this is the last version (%1$s/%1$s)", position.count)
            return []
        }
        return [.send(.stepVersion(by: offset))]
    }

    /// Ctrl-O / F4: the chosen section of the shown version (the introduction when none is chosen) goes to the editor.
    mutating func editShownSection() -> [AppEffect] {
        guard !result.isEmpty else {
            message = tr("nothing to edit yet · Ctrl-G writes one")
            return []
        }
        guard !isShowingGeneration else {
            message = tr("still being written · Esc stops it, then Ctrl-O edits it")
            return []
        }
        let section = copySection
        return [
            .editExternally(
                SectionEdit(
                    versionID: snapshot.generation, content: snapshot.content, section: section,
                    text: result.copyText(section)))
        ]
    }

    /// What came back from the editor: a changed text becomes a new version (sent to the session), anything else
    /// changes nothing; either way the status line says what happened.
    mutating func finishEdit(_ edit: SectionEdit, outcome: ExternalEditor.Outcome) -> [AppEffect] {
        guard case .changed(let text) = outcome else {
            message = outcome.description
            return []
        }
        let count = (snapshot.position?.count ?? 0) + 1
        message = tr("your edit of the %1$s is version %2$s/%2$s", edit.section.shownName, count)
        return [.send(.keepEdit(of: edit.versionID, content: edit.content(with: text)))]
    }

    /// A key while a question is asked: y and n answer it (Esc counts as n), anything else leaves it asked.
    mutating func answer(_ action: KeyAction) -> [AppEffect] {
        guard let question else { return [] }
        let yes: Bool
        switch action {
        case .edit(.insert(let text)) where text.lowercased() == "y": yes = true
        case .edit(.insert(let text)) where text.lowercased() == "n": yes = false
        case .interrupt: yes = false
        default: return []
        }
        self.question = nil
        switch question {
        case .loadProfile(let draft):
            guard yes else {
                message = tr("the form is as it was")
                return []
            }
            let focus = form.focus
            form = ProfileForm(draft: draft)
            form.focus(on: focus)
            message = tr("the form now holds the profile it was written from")
            return [.draftChanged]
        }
    }
}
