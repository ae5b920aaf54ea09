import EventStream
import IntroductionKit

/// Something the UI thread must do after the model handled a key.
enum AppEffect: Equatable, Sendable {
    case send(UserIntent)
    /// The form changed: (re)start the draft-saving delay.
    case draftChanged
    case saveIntroduction
    case copy(String)
    case quit
    case suspend
    case redraw
    case resize
}

/// The whole state of the screen, without a terminal: keys go in, effects and frames come out.
///
/// Owned by the UI thread. Snapshot text is sanitised incrementally: while a generation's text
/// only grows, just the new part is sanitised and wrapped; any other change (a new generation,
/// a text that is not an extension of the previous one) starts over from the full text.
struct AppModel {
    static let labelWidth = 11

    var form: ProfileForm
    private(set) var snapshot = SessionSnapshot()
    private(set) var introduction: WrappedText
    private var sanitizer = TextSanitizer()
    /// The snapshot text already sanitised and appended to `introduction`.
    private var appliedText = ""
    private(set) var scroll = ScrollPosition()
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
    /// The status figures shown during the current tenth of a second (see `statusMetrics`).
    var heldStatusMetrics: (generation: Int, tenths: Int, metrics: GenerationMetrics)?

    init(draft: Draft, columns: Int, lines: Int, seed: UInt64) {
        form = ProfileForm(draft: draft)
        self.columns = columns
        self.lines = lines
        layout = ScreenLayout(columns: columns, lines: lines)
        introduction = WrappedText(width: Self.introductionTextRect(layout).width)
        self.seed = seed
    }

    /// The introduction text as it is drawn, saved and copied (terminal control removed).
    var introductionText: String { introduction.source }

    var isGenerating: Bool { snapshot.state == .generating }

    // MARK: Snapshots and size

    /// Takes a new snapshot; returns whether anything visible changed.
    @discardableResult
    mutating func apply(_ newSnapshot: SessionSnapshot) -> Bool {
        guard newSnapshot != snapshot else { return false }
        let height = Self.introductionTextRect(layout).height
        let oldCount = introduction.lines.count
        if newSnapshot.generation != snapshot.generation { caretFollowsText = newSnapshot.state == .generating }
        if newSnapshot.generation == snapshot.generation, Self.extends(newSnapshot.text, appliedText) {
            if newSnapshot.text.utf8.count > appliedText.utf8.count {
                let start = newSnapshot.text.utf8.index(
                    newSnapshot.text.utf8.startIndex,
                    offsetBy: appliedText.utf8.count
                )
                introduction.append(sanitizer.feed(newSnapshot.text.unicodeScalars[start...]))
            }
            scroll.contentChanged(oldLineCount: oldCount, newLineCount: introduction.lines.count, height: height)
        } else {
            sanitizer = TextSanitizer()
            introduction = WrappedText(width: introduction.width, text: sanitizer.feed(newSnapshot.text.unicodeScalars))
            scroll.reset()
            scroll.contentChanged(oldLineCount: 0, newLineCount: introduction.lines.count, height: height)
        }
        appliedText = newSnapshot.text
        snapshot = newSnapshot
        timeSinceSnapshot = .zero
        return true
    }

    /// Whether `text` is `previous` with more appended. The session only ever appends within a generation, so
    /// comparing the last bytes at the seam is enough; comparing the whole prefix would cost O(n) per snapshot.
    private static func extends(_ text: String, _ previous: String) -> Bool {
        let old = previous.utf8
        let new = text.utf8
        guard new.count >= old.count else { return false }
        let seam = min(old.count, 256)
        return new.dropFirst(old.count - seam).prefix(seam).elementsEqual(old.suffix(seam))
    }

    /// Re-lays out the screen and re-wraps the text from its source for a new terminal size.
    mutating func resize(columns: Int, lines: Int) {
        let wasAtEnd =
            layout.arrangement == .tooSmall
            ? wasAtEndBeforeTooSmall
            : scroll.isAtEnd(lineCount: introduction.lines.count, height: Self.introductionTextRect(layout).height)
        self.columns = columns
        self.lines = lines
        layout = ScreenLayout(columns: columns, lines: lines)
        guard layout.arrangement != .tooSmall else {
            wasAtEndBeforeTooSmall = wasAtEnd
            return
        }
        let rect = Self.introductionTextRect(layout)
        introduction.resize(width: rect.width)
        scroll.rewrapped(wasAtEnd: wasAtEnd, lineCount: introduction.lines.count, height: rect.height)
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
        if layout.arrangement == .tooSmall {
            if action == .interrupt, isGenerating { return [.send(.stop)] }
            return []
        }
        switch action {
        case .edit(let command):
            if command == .newline, form.focus != .notes {
                form.moveFocus(by: 1, wrapping: true)
                return []
            }
            return form.edit(command) ? [.draftChanged] : []
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
            } else {
                form.moveFocus(by: up ? -1 : 1, wrapping: false)
            }
            return []
        case .nextField, .enter:
            form.moveFocus(by: 1, wrapping: true)
            return []
        case .previousField:
            form.moveFocus(by: -1, wrapping: true)
            return []
        case .generate:
            return [.send(.generate(nextRequest()))]
        case .regenerate:
            return [.send(.regenerate(nextRequest()))]
        case .interrupt:
            if isGenerating { return [.send(.stop)] }
            message = "nothing to stop · Ctrl-Q quits"
            return []
        case .save:
            guard !introductionText.isEmpty else {
                message = "nothing to save yet · Ctrl-G writes one"
                return []
            }
            return [.saveIntroduction]
        case .copy:
            guard !introductionText.isEmpty else {
                message = "nothing to copy yet · Ctrl-G writes one"
                return []
            }
            return [.copy(introductionText)]
        case .pageUp, .pageDown:
            let rect = Self.introductionTextRect(layout)
            scroll.page(by: action == .pageUp ? -1 : 1, lineCount: introduction.lines.count, height: rect.height)
            return []
        case .help:
            isHelpVisible = true
            return []
        case .resize, .redraw, .suspend, .quit:
            return []
        }
    }

    private mutating func nextRequest() -> IntroductionRequest {
        seed &+= 1
        return IntroductionRequest(profile: form.draft.profile, options: form.draft.options, seed: seed)
    }

    /// The keys worth showing in the status line right now.
    var statusKeys: [String] {
        if layout.arrangement == .tooSmall { return ["^Q quit"] }
        if isHelpVisible { return ["any key closes help"] }
        if isGenerating { return ["Esc stop", "PgUp/PgDn scroll", "F1 help", "^Q quit"] }
        if introductionText.isEmpty { return ["^G generate", "F1 help", "^Q quit"] }
        return ["^G generate", "^R again", "^S save", "^Y copy", "F1 help", "^Q quit"]
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
