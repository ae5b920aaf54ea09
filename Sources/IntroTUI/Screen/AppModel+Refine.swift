import IntroductionCore
import Localization

/// Ctrl-T: a one-line prompt in the status line asking how to change the shown version; Enter sends the instruction
/// to the session, which writes the new version (or says, in its next snapshot's notice, why it cannot).
extension AppModel {
    /// The prompt's question.
    static var instructionQuestion: String { tr("Change it how? ") }

    /// Opens the prompt, or says why there is nothing to change yet.
    mutating func openInstructionPrompt() -> [AppEffect] {
        guard !result.isEmpty, snapshot.request != nil else {
            message = tr("nothing to change yet · Ctrl-G writes one")
            return []
        }
        guard snapshot.state != .generating else {
            message = tr("it is still being written · Esc stops it, then Ctrl-T")
            return []
        }
        instruction = LineEditor()
        return []
    }

    /// Keys while the prompt is open: line editing, Enter to send, Esc to close it with nothing changed. An
    /// instruction over the limit is not sent; the prompt stays open with what was typed, and says so.
    mutating func handleInInstruction(_ action: KeyAction) -> [AppEffect] {
        guard var editor = instruction else { return [] }
        switch action {
        case .interrupt:
            instruction = nil
            return []
        case .enter:
            let text = editor.text.trimmed
            guard !text.isEmpty else {
                instruction = nil
                return []
            }
            if let problem = Refinement.problem(with: text) {
                message = problem
                return []
            }
            instruction = nil
            return [.send(.refine(text))]
        case .edit(let command):
            guard command != .newline else { return [] }
            _ = editor.apply(command)
        case .left, .right:
            _ = editor.apply(action == .left ? .moveLeft : .moveRight)
        default:
            return []
        }
        instruction = editor
        return []
    }

    /// The question before the typed instruction, with the count once it is over the limit.
    var instructionLabel: String {
        let count = instruction?.characters.count ?? 0
        guard count > Refinement.instructionLimit else { return Self.instructionQuestion }
        return tr("Change it how? (%1$s/%2$s, too long) ", count, Refinement.instructionLimit)
    }
}
