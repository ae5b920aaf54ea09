import IntroTUI
import IntroductionCore
import IntroductionStorage
import SafeText
import Localization

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
    enum Phase: Equatable {
        /// An answer for the form's field at this index of `FormField.allCases`.
        case asking(Int)
        /// Which part of the shown text to edit.
        case choosingPart
        /// How to change the shown text (the instruction of a refinement).
        case instructing
        /// The editor is running.
        case editing
        /// The end of the generation started after the snapshot of `after`.
        case generating(after: Int)
        case menu
        case done
    }

    /// The one-line menu after a generation, each entry a key and what it does.
    static let menu: [(key: String, label: String)] = [
        ("r", "regenerate"), ("t", "change"), ("s", "save"), ("c", "copy"), ("e", "edit"), ("q", "quit"),
    ]

    static var greeting: String {
        tr("introgen, accessible mode. Enter keeps the value in brackets, a single - clears it, Ctrl-C quits.") + "\n"
    }

    // The state below is internal rather than private only so that +Form and +Menu can reach it.

    /// Set by the answers (``answer(_:at:)``); saved as the draft.
    var draft: Draft
    var phase = Phase.asking(0)
    var pending: [Event] = []
    let echoesAnswers: Bool
    private var seed: UInt64
    private var transcript = AccessibleTranscript()
    var lastSnapshot = SessionSnapshot()
    private var reconnecting: ReconnectProgress?
    /// An edit was kept and its version's snapshot has not come yet.
    var keptEdit = false

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
        case .asking, .choosingPart, .instructing, .menu: pending.isEmpty
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
        case (.line(let line), .instructing):
            return instruct(line)
        case (.endOfInput, .menu), (.endOfInput, .choosingPart), (.endOfInput, .instructing):
            phase = .done
            return [.write("\n"), .saveDraft(draft), .send(.quit), .quit(.quit)]
        }
    }

    // MARK: - Generating

    mutating func generate(_ intent: (IntroductionRequest) -> UserIntent) -> [Action] {
        let request = IntroductionRequest(profile: draft.profile, options: draft.options, seed: seed)
        seed &+= 1
        phase = .generating(after: lastSnapshot.generation)
        return [.saveDraft(draft), .write(tr("Generating…") + "\n"), .send(intent(request))]
    }

    private mutating func receive(_ snapshot: SessionSnapshot) -> [Action] {
        // A refinement the source would not carry out: no version was written, the notice says why.
        if case .generating(let after) = phase, snapshot.generation == after, let notice = snapshot.notice {
            phase = .menu
            var actions: [Action] = [.write(Self.sentence(notice, ending: "") + "\n" + menuLine)]
            while isMenuWithPending {
                actions += handle(pending.removeFirst())
            }
            return actions
        }
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
                output += transcript.endLine() + Self.sentence(progress.note, ending: "\n")
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

    /// The lines after the text once the generation is over; nil while it runs. What the source left out of the
    /// profile comes first, a line per part ("Not used: notes “…” — …", the screen's F6 list), then the shortfall,
    /// whatever the ending.
    private static func ending(_ snapshot: SessionSnapshot) -> String? {
        let report = (snapshot.report?.shownLines(limit: reportQuoteLimit) ?? []).map { $0 + "\n" }.joined()
        switch snapshot.state {
        case .idle, .generating:
            return nil
        case .completed:
            var note = snapshot.isCutShort ? sentence(SessionSnapshot.cutShortNote) + "\n" : ""
            if let options = snapshot.request?.options {
                for over in OccasionFit(snapshot.content, options: options).overSentences { note += over + "\n" }
            }
            return report + note + sentence(SessionSnapshot.doneNote(arrivedWhole: snapshot.arrivedWhole)) + "\n"
        case .stopped:
            return report + tr("Stopped.") + "\n"
        case .failed(let failure):
            return report + tr("Error: %s", TextSanitizer.messageLine(describing: failure)) + "\n"
        }
    }

    /// How much of a typed part a "Not used" line quotes: the answer is a line above, where the rest of it is.
    static let reportQuoteLimit = 200

    /// `note` (the front ends' shared wording, lower case) as a sentence: a capital first, then `ending`.
    static func sentence(_ note: String, ending: String = ".") -> String {
        note.prefix(1).uppercased() + note.dropFirst() + ending
    }

    /// The menu is open and answers are waiting for it.
    var isMenuWithPending: Bool { phase == .menu && !pending.isEmpty }
}
