import IntroductionCore
import Localization

/// Focus moving into the result pane and choosing a section there.
///
/// The form's fields and the result's sections make one ring for Tab and Shift-Tab (after Length comes the result,
/// after the result the name) and one column for ↑ ↓ (↓ from Length goes into the result, ↑ from its first section
/// back to Length). The result takes the focus only while it has sections to choose from (text-only results have no
/// headers and nothing to choose), so for them Tab goes round the form as it always did.
extension AppModel {
    /// The section Ctrl-Y copies: the chosen one when the result has it, otherwise the introduction.
    var copySection: IntroductionSection {
        if let chosenSection, result.contains(chosenSection) { return chosenSection }
        return .introduction
    }

    /// Tab (1) or Shift-Tab (-1) from a form field: round the form, through the result when it can be focused.
    mutating func moveFocus(by delta: Int) {
        let leavesForm = delta > 0 ? form.focus == FormField.allCases.last : form.focus == FormField.allCases.first
        if leavesForm, result.showsHeaders {
            focusResult()
        } else {
            form.moveFocus(by: delta, wrapping: true)
        }
    }

    /// Moves the focus into the result, choosing the introduction (what Ctrl-Y copied until now) unless a section
    /// the result has is chosen already.
    mutating func focusResult() {
        isResultFocused = true
        if chosenSection.map(result.contains) != true {
            chosenSection = result.contains(.introduction) ? .introduction : result.sections.first
        }
        if let chosenSection { reveal(chosenSection) }
    }

    /// A key while the result has the focus.
    mutating func handleInResult(_ action: KeyAction) -> [AppEffect] {
        switch action {
        case .nextField, .enter:
            leaveResult(to: FormField.allCases.first ?? .name)
        case .previousField:
            leaveResult(to: FormField.allCases.last ?? .length)
        case .up:
            // Without headers (a text-only result came in while the result had the focus) there is nothing to choose.
            if result.showsHeaders, let previous = neighbour(before: true) {
                choose(previous)
            } else {
                leaveResult(to: FormField.allCases.last ?? .length)
            }
        case .down:
            if result.showsHeaders, let next = neighbour(before: false) { choose(next) }
        case .edit, .left, .right:
            message = tr("↑ ↓ choose a section · Tab goes back to the form")
        default:
            return handleAnywhere(action)
        }
        return []
    }

    private mutating func leaveResult(to field: FormField) {
        isResultFocused = false
        form.focus(on: field)
    }

    private mutating func choose(_ section: IntroductionSection) {
        chosenSection = section
        if let chosenSection { reveal(chosenSection) }
    }

    /// The section the result has just before (or after) the chosen one, in reading order.
    private func neighbour(before: Bool) -> IntroductionSection? {
        let all = IntroductionSection.allCases
        guard let chosenSection, let index = all.firstIndex(of: chosenSection) else { return result.sections.first }
        let candidates = before ? Array(all[..<index].reversed()) : Array(all[(index + 1)...])
        return candidates.first(where: result.contains)
    }
}
