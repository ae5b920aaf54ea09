import IntroductionCore
import IntroductionStorage
import Localization

/// Something the UI thread must do after the model handled a key.
enum AppEffect: Equatable, Sendable {
    case send(UserIntent)
    /// The form changed: (re)start the draft-saving delay.
    case draftChanged
    /// Save the shown version.
    case saveIntroduction(ArchivedIntroduction)
    /// Put a section's text on the clipboard (OSC 52).
    case copy(String, section: IntroductionSection)
    /// Hand the terminal to the person's editor with a section of the shown version.
    case editExternally(SectionEdit)
    /// List the saved introductions (F2).
    case openHistory
    /// Ask the executable for the sources to switch to (F3).
    case openSources
    /// Remove a saved introduction (confirmed).
    case deleteSaved(SavedIntroduction)
    case quit
    case suspend
    case redraw
    case resize
}

/// The whole state of the screen, without a terminal: keys go in, effects and frames come out.
///
/// Owned by the UI thread. Snapshot text is sanitised incrementally, section by section: while a generation's
/// sections only grow, just the new part of the one that grew is sanitised and wrapped; a new generation starts
/// over (see `ResultText`).
///
/// The focus is in the form or, once the result has sections to choose from, in the result pane, where ↑ ↓
/// choose the section that Ctrl-Y copies.
struct AppModel {
    /// The form's label column: the widest label (in display columns, a translation's too) and a space, at least 11.
    static let labelWidth = max(11, (FormField.allCases.map { DisplayWidth.of($0.label) }.max() ?? 0) + 1)
    /// The line after the text when the model stopped at its length limit.
    static let cutShortNote = "(\(SessionSnapshot.cutShortNote))"

    var form: ProfileForm
    private(set) var snapshot = SessionSnapshot()
    private(set) var result: ResultText
    private(set) var scroll = ScrollPosition()
    /// Whether the keys go to the result pane (choosing a section) rather than the form.
    var isResultFocused = false
    /// The section Ctrl-Y copies (when it is in the result); kept across generations and focus changes.
    var chosenSection: IntroductionSection?
    private(set) var layout: ScreenLayout
    private(set) var isHelpVisible = false
    private(set) var columns: Int
    private(set) var lines: Int
    /// A one-off line for the status bar ("saved to …"); cleared by the next key.
    var message: String?
    /// Time since the current snapshot arrived, added to its elapsed time while generating so
    /// the clock keeps moving while a slow source is silent (set by the UI thread).
    var timeSinceSnapshot = Duration.zero
    private var seed: UInt64
    /// Whether the view was at the end when the screen became too small (it has no view then).
    private var wasAtEndBeforeTooSmall = true
    /// While a generation streams and the person has not touched a key since it started, the cursor sits
    /// at the end of the text, like a caret where words arrive; any key gives it back to the form field.
    /// (It also spares a cursor move back to the form after every frame.)
    private(set) var caretFollowsText = false
    /// The status figures shown while the elapsed time reads `elapsed` (see `statusMetrics`).
    var heldStatusMetrics: (generation: Int, elapsed: String, metrics: GenerationMetrics)?
    /// The saved introductions list (F2) while it is open.
    var history: HistoryOverlay?
    /// A yes/no question the status line asks; keys answer it before anything else.
    var question: Question?
    /// The source picker (F3) while it is open.
    var sources: SourcePicker?
    /// The source chosen in the picker (the executable's id), kept with the draft; nil until one was chosen.
    var sourceID: String?
    /// The title of the source the next generation uses, named in the status line until the first one; nil when
    /// the executable offers no menu.
    var sourceTitle: String?
    /// The instruction being typed after Ctrl-T, while its prompt is open in the status line.
    var instruction: LineEditor?
    /// While the list of what the shown version left out (F6) is open: its first row in view.
    var reportTop: Int?

    /// The first generation uses `seed`, each later one the next.
    init(draft: Draft, columns: Int, lines: Int, seed: UInt64) {
        form = ProfileForm(draft: draft)
        sourceID = draft.source
        self.columns = columns
        self.lines = lines
        layout = ScreenLayout(columns: columns, lines: lines)
        result = ResultText(width: Self.introductionTextRect(layout).width)
        self.seed = seed
    }

    /// The form as kept between runs, with the source chosen in the picker.
    var draft: Draft {
        var draft = form.draft
        draft.source = sourceID
        return draft
    }

    /// Whether a generation runs, shown or not: Esc stops it.
    var isGenerating: Bool { snapshot.isGenerating }
    /// Whether the shown version is the one generating (its figures move, the caret follows its text).
    var isShowingGeneration: Bool { snapshot.state == .generating }

    // MARK: Snapshots and size

    /// Takes a new snapshot; returns whether anything visible changed.
    @discardableResult
    mutating func apply(_ newSnapshot: SessionSnapshot) -> Bool {
        // A streaming text grows with each snapshot: comparing its sizes first spares comparing the whole text, which
        // as a Unicode comparison of a Japanese text costs more the longer the text gets.
        guard Self.contentSizes(newSnapshot.content) != Self.contentSizes(snapshot.content) || newSnapshot != snapshot
        else { return false }
        let height = Self.introductionTextRect(layout).height
        var oldCount = result.lineCount
        if newSnapshot.generation != snapshot.generation {
            caretFollowsText = newSnapshot.state == .generating
            result.reset()
            scroll.reset()
            oldCount = 0
        }
        result.update(newSnapshot.content)
        result.setNote(newSnapshot.isCutShort ? Self.cutShortNote : nil)
        if let notice = newSnapshot.notice { message = notice }
        scroll.contentChanged(oldLineCount: oldCount, newLineCount: result.lineCount, height: height)
        snapshot = newSnapshot
        // The list follows the shown version: one that reports nothing has nothing to list.
        if shownReport == nil { reportTop = nil }
        timeSinceSnapshot = .zero
        return true
    }

    /// The UTF-8 sizes of each part (nil for a part not started), known without reading the text.
    private static func contentSizes(_ content: PartialIntroduction) -> [Int?] {
        [content.headline?.utf8.count, content.introduction?.utf8.count, content.highlights?.count]
            + (content.highlights ?? []).map { $0.utf8.count } + [content.bio?.utf8.count]
    }

    /// Re-lays out the screen and re-wraps the text from its source for a new terminal size.
    mutating func resize(columns: Int, lines: Int) {
        let wasAtEnd =
            layout.arrangement == .tooSmall
            ? wasAtEndBeforeTooSmall
            : scroll.isAtEnd(lineCount: result.lineCount, height: Self.introductionTextRect(layout).height)
        self.columns = columns
        self.lines = lines
        layout = ScreenLayout(columns: columns, lines: lines)
        guard layout.arrangement != .tooSmall else {
            wasAtEndBeforeTooSmall = wasAtEnd
            return
        }
        let rect = Self.introductionTextRect(layout)
        result.resize(width: rect.width)
        scroll.rewrapped(wasAtEnd: wasAtEnd, lineCount: result.lineCount, height: rect.height)
    }

    // MARK: Keys

    /// Handles one key action and returns what the UI thread must do about it.
    mutating func handle(_ action: KeyAction) -> [AppEffect] {
        switch action {
        case .resize: return [.resize]
        case .redraw: return [.redraw]
        case .suspend: return [.suspend]
        case .quit: return [.send(.quit), .quit]
        default: break
        }
        message = nil
        caretFollowsText = false
        if isHelpVisible {
            isHelpVisible = false
            return []
        }
        if reportTop != nil { return handleInReport(action) }
        if layout.arrangement == .tooSmall {
            if action == .interrupt, isGenerating { return [.send(.stop)] }
            return []
        }
        if question != nil { return answer(action) }
        if instruction != nil { return handleInInstruction(action) }
        if history != nil { return handleInHistory(action) }
        if sources != nil { return handleInSources(action) }
        if isResultFocused { return handleInResult(action) }
        switch action {
        case .edit(let command):
            if command == .newline, form.focus != .notes {
                moveFocus(by: 1)
                return []
            }
            let changed = form.edit(command)
            if let refusal = form.refusal { message = refusal }
            return changed ? [.draftChanged] : []
        case .left, .right:
            if form.focus.isOption {
                return form.cycleOption(forward: action == .right) ? [.draftChanged] : []
            }
            _ = form.edit(action == .left ? .moveLeft : .moveRight)
            return []
        case .up, .down:
            let up = action == .up
            if form.focus == .notes, let notes = form.editor(.notes),
                up ? !notes.isCursorOnFirstLine : !notes.isCursorOnLastLine
            {
                _ = form.edit(up ? .moveUp : .moveDown)
            } else if !up, form.focus == FormField.allCases.last, result.showsHeaders {
                focusResult()
            } else {
                form.moveFocus(by: up ? -1 : 1, wrapping: false)
            }
            return []
        case .nextField, .enter:
            moveFocus(by: 1)
            return []
        case .previousField:
            moveFocus(by: -1)
            return []
        default:
            return handleAnywhere(action)
        }
    }

    /// The keys that mean the same wherever the focus is.
    mutating func handleAnywhere(_ action: KeyAction) -> [AppEffect] {
        switch action {
        case .generate, .regenerate:
            // A draft from before the limits (or edited by hand) may hold more than a profile may: it is kept as
            // it is, and shortened by the person, never cut here.
            if let excess = ProfileLimits.excess(in: form.draft.profile) {
                message = tr("%s · shorten it, then Ctrl-G", excess)
                return []
            }
            let request = nextRequest()
            return [.send(action == .generate ? .generate(request) : .regenerate(request))]
        case .interrupt:
            if isGenerating { return [.send(.stop)] }
            message = tr("nothing to stop · Ctrl-Q quits")
            return []
        case .save:
            guard !result.isEmpty else {
                message = tr("nothing to save yet · Ctrl-G writes one")
                return []
            }
            return [.saveIntroduction(shownEntry)]
        case .previousVersion, .nextVersion:
            return stepVersion(by: action == .previousVersion ? -1 : 1)
        case .editExternally:
            return editShownSection()
        case .history:
            return [.openHistory]
        case .sources:
            return [.openSources]
        case .refine:
            return openInstructionPrompt()
        case .report:
            return openReport()
        case .copy:
            guard !result.isEmpty else {
                message = tr("nothing to copy yet · Ctrl-G writes one")
                return []
            }
            let section = copySection
            let text = result.copyText(section)
            guard !text.isEmpty else {
                message = tr("the %s is empty · choose another with ↑ ↓ in the result", section.shownName)
                return []
            }
            return [.copy(text, section: section)]
        case .pageUp, .pageDown:
            let rect = Self.introductionTextRect(layout)
            scroll.page(by: action == .pageUp ? -1 : 1, lineCount: result.lineCount, height: rect.height)
            return []
        case .help:
            isHelpVisible = true
            return []
        case .edit, .left, .right, .up, .down, .nextField, .previousField, .enter, .resize, .redraw, .suspend, .quit:
            return []
        }
    }

    /// Scrolls the least needed to show `section`, its header at the top when it does not fit.
    mutating func reveal(_ section: IntroductionSection) {
        guard let rows = result.rows(of: section) else { return }
        scroll.reveal(rows, lineCount: result.lineCount, height: Self.introductionTextRect(layout).height)
    }

    private mutating func nextRequest() -> IntroductionRequest {
        defer { seed &+= 1 }
        return IntroductionRequest(profile: form.draft.profile, options: form.draft.options, seed: seed)
    }

    /// The keys worth showing in the status line right now, the one that matters most first.
    var statusKeys: [String] {
        if layout.arrangement == .tooSmall { return [tr("^Q quit")] }
        if isHelpVisible { return [tr("any key closes help")] }
        if reportTop != nil { return [tr("any key closes")] }
        if let question { return question.keys }
        if instruction != nil { return [tr("Enter apply"), tr("Esc cancel")] }
        if let history { return history.keys }
        if let sources { return sources.keys }
        let choose = isResultFocused ? [tr("↑↓ section")] : []
        let versions = (snapshot.position?.count ?? 0) > 1 ? [tr("^P/^N version")] : []
        if isGenerating {
            return [tr("Esc stop")] + choose + versions + [tr("PgUp/PgDn scroll"), tr("F1 help"), tr("^Q quit")]
        }
        if result.isEmpty { return [tr("^G generate")] + versions + [tr("F2 saved"), tr("F1 help"), tr("^Q quit")] }
        let copy = result.showsHeaders ? tr("^Y copy %s", copySection.shownName) : tr("^Y copy")
        if isResultFocused {
            return choose + [copy, tr("^O edit"), tr("^S save")] + versions + [
                tr("^R again"), tr("F2 saved"), tr("F1 help"), tr("^Q quit"),
            ]
        }
        return [tr("^G generate"), tr("^R again")] + versions + [
            tr("^S save"), copy, tr("^O edit"), tr("^T change"), tr("F2 saved"), tr("F1 help"), tr("^Q quit"),
        ]
    }

    // MARK: Geometry shared with the frame builder

    /// Where the introduction's text goes inside its rectangle: a one column margin each side,
    /// and in the side-by-side arrangement a title row on top.
    static func introductionTextRect(_ layout: ScreenLayout) -> Rect {
        let rect = layout.introduction
        let titleRows = layout.arrangement == .sideBySide ? 1 : 0
        return Rect(
            top: rect.top + titleRows,
            left: rect.left + 1,
            height: max(1, rect.height - titleRows),
            width: max(1, rect.width - 2)
        )
    }
}
