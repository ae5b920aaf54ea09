@testable import IntroAccessible
import IntroTUI
import IntroductionCore
import IntroductionStorage

import IntroductionTestSupport
import Testing

/// The accessible mode's questions, transcript and menu, driven event by event.
@Suite struct AccessibleConversationTests {
    static let draft = Draft(
        profile: Profile(name: "Ada", role: "iOS engineer", skills: ["Swift", "SSE"], notes: "Likes tea"),
        options: GenerationOptions(language: .en, tone: .friendly, length: .medium)
    )

    /// Everything written, in order.
    static func text(_ actions: [AccessibleConversation.Action]) -> String {
        actions.compactMap { action -> String? in
            if case .write(let text) = action { return text }
            return nil
        }.joined()
    }

    static func intents(_ actions: [AccessibleConversation.Action]) -> [UserIntent] {
        actions.compactMap { action -> UserIntent? in
            if case .send(let intent) = action { return intent }
            return nil
        }
    }

    /// A conversation that has answered the whole form with Enter (the draft as it is), now generating.
    static func generating(echo: Bool = false) -> AccessibleConversation {
        var conversation = AccessibleConversation(draft: draft, seed: 7, echoesAnswers: echo)
        _ = conversation.start()
        for _ in FormField.allCases { _ = conversation.handle(.line("")) }
        return conversation
    }

    static func snapshot(_ generation: Int, _ state: SessionState, _ content: PartialIntroduction) -> SessionSnapshot {
        SessionSnapshot(generation: generation, state: state, content: content)
    }

    @Test func asksEveryFieldInFormOrderWithTheDraftInBrackets() {
        var conversation = AccessibleConversation(draft: Self.draft, seed: 7, echoesAnswers: false)
        var questions = [Self.text(conversation.start())]
        for _ in 0..<(FormField.allCases.count - 1) { questions.append(Self.text(conversation.handle(.line("")))) }
        #expect(questions[0] == AccessibleConversation.greeting + "Name [Ada]: ")
        #expect(
            Array(questions.dropFirst()) == [
                "Role [iOS engineer]: ", "Skills (comma separated) [Swift, SSE]: ", "Experience: ", "Interests: ",
                "Notes [Likes tea]: ",
                "Language: 1 Japanese (ja), 2 English (en), or a language tag such as id, de or zh-Hans [en]: ",
                "Tone: 1 friendly, 2 formal, 3 casual [friendly]: ", "Length: 1 short, 2 medium, 3 long [medium]: ",
                "For: 1 meetup, 2 team, 3 interview, 4 linkedin, 5 speaker, 6 x, 7 github [meetup]: ",
            ])
    }

    @Test func theLanguageIsANumberAnEnglishNameOrAnyTag() {
        for (answer, tag) in [("1", "ja"), ("indonesian", "id"), ("zh_hant", "zh-Hant"), ("pt-br", "pt-BR")] {
            var conversation = AccessibleConversation(draft: Self.draft, seed: 7, echoesAnswers: false)
            _ = conversation.start()
            for _ in 0..<6 { _ = conversation.handle(.line("")) }
            let next = Self.text(conversation.handle(.line(answer)))
            #expect(next.hasPrefix("Tone: "), "\(answer): \(next)")
            #expect(conversation.draft.options.language.rawValue == tag)
        }
        var conversation = AccessibleConversation(draft: Self.draft, seed: 7, echoesAnswers: false)
        _ = conversation.start()
        for _ in 0..<6 { _ = conversation.handle(.line("")) }
        let again = Self.text(conversation.handle(.line("3")))
        #expect(again.hasPrefix("Type a number from 1 to 2, a name or a language tag such as id.\nLanguage: "))
        #expect(conversation.draft.options.language == .en)
    }

    @Test func enterKeepsAValueADashClearsItAndAnythingElseReplacesIt() {
        var conversation = AccessibleConversation(draft: Self.draft, seed: 7, echoesAnswers: false)
        _ = conversation.start()
        for answer in ["", "-", "Swift、 SwiftUI ,SSE", "5 years", "  cycling  ", "", "1", "Casual", "3", "speaker"] {
            _ = conversation.handle(.line(answer))
        }
        let expected = Draft(
            profile: Profile(
                name: "Ada", role: "", skills: ["Swift", "SwiftUI", "SSE"], experience: "5 years",
                interests: "cycling", notes: "Likes tea"),
            options: GenerationOptions(language: .ja, tone: .casual, length: .long, occasion: .speaker))
        #expect(conversation.draft == expected)
    }

    @Test(arguments: ["0", "4", "loud", "fr"])
    func anOptionThatIsNeitherANumberNorANameIsAskedAgain(answer: String) {
        var conversation = AccessibleConversation(draft: Self.draft, seed: 7, echoesAnswers: false)
        _ = conversation.start()
        for _ in 0..<6 { _ = conversation.handle(.line("")) }
        // Language, then tone: a wrong answer to the tone repeats the tone's question and changes nothing.
        _ = conversation.handle(.line(""))
        let again = Self.text(conversation.handle(.line(answer)))
        #expect(again == "Type a number from 1 to 3, or a name.\nTone: 1 friendly, 2 formal, 3 casual [friendly]: ")
        #expect(conversation.draft.options == Self.draft.options)
    }

    @Test func theLastAnswerSavesTheDraftAndGeneratesWithTheSeed() {
        var conversation = AccessibleConversation(draft: Self.draft, seed: 7, echoesAnswers: false)
        _ = conversation.start()
        for _ in 0..<(FormField.allCases.count - 1) { _ = conversation.handle(.line("")) }
        let actions = conversation.handle(.line("linkedin"))
        var options = Self.draft.options
        options.occasion = .linkedin
        let request = IntroductionRequest(profile: Self.draft.profile, options: options, seed: 7)
        #expect(
            actions == [
                .saveDraft(Draft(profile: Self.draft.profile, options: options)), .write("Generating…\n"),
                .send(.generate(request)),
            ])
    }

    @Test func answersAreWrittenAfterTheirQuestionWhenTheInputDoesNotEcho() {
        var conversation = AccessibleConversation(draft: Self.draft, seed: 7, echoesAnswers: true)
        _ = conversation.start()
        #expect(Self.text(conversation.handle(.line("Grace"))) == "Grace\nRole [iOS engineer]: ")
    }

    @Test func aTextOnlyGenerationIsWrittenAsItStreamsThenDoneAndTheMenu() {
        var conversation = Self.generating()
        var written = Self.text(
            conversation.handle(.snapshot(Self.snapshot(1, .generating, PartialIntroduction(introduction: "Hi, I'm "))))
        )
        written += Self.text(
            conversation.handle(
                .snapshot(Self.snapshot(1, .generating, PartialIntroduction(introduction: "Hi, I'm Ada.\nI build")))))
        written += Self.text(
            conversation.handle(
                .snapshot(
                    Self.snapshot(1, .completed, PartialIntroduction(introduction: "Hi, I'm Ada.\nI build apps.")))))
        #expect(
            written == "Hi, I'm Ada.\nI build apps.\nDone.\nr regenerate, t change, s save, c copy, e edit, q quit: ")
    }

    @Test func sectionsComeUnderLabelsAndHighlightsAsItemsWithModelControlRemoved() {
        var conversation = Self.generating()
        let content = PartialIntroduction(
            headline: "Swift \u{1B}]0;owned\u{07}engineer", introduction: "Hi.\u{1B}[2J",
            highlights: ["One", "Two\nlines"],
            bio: "Ada builds.")
        var snapshot = Self.snapshot(1, .completed, content)
        snapshot.isCutShort = true
        let written = Self.text(conversation.handle(.snapshot(snapshot)))
        #expect(
            written
                == "Headline:\nSwift engineer\nIntroduction:\nHi.\nHighlights:\n- One\n- Two lines\nBio:\nAda builds.\n"
                + "Cut short by the model's length limit.\nDone.\nr regenerate, t change, s save, c copy, e edit, q quit: "
        )
    }

    /// What the source left out comes after the text, a line per part as F6 lists it on the screen, then the
    /// shortfall, before the ending; saving keeps it.
    @Test(arguments: [(SessionState.completed, "Done.\n"), (.stopped, "Stopped.\n")])
    func theUnusedPartsAreLinesAfterTheText(state: SessionState, ending: String) {
        var conversation = Self.generating()
        var snapshot = Self.snapshot(1, state, PartialIntroduction(introduction: "Hi, I'm Ada."))
        snapshot.report = CompositionReport(
            unused: [
                UnusedPart(field: .experience, text: "glim \u{1B}[2Jglam", reason: .notUnderstood),
                UnusedPart(field: .notes, text: "あのイーハトーヴォのすきとおった風。", reason: .notSayableInEnglish),
            ],
            shortfall: "The profile holds enough for a short text only.")
        let written = Self.text(conversation.handle(.snapshot(snapshot)))
        #expect(
            written
                == "Hi, I'm Ada.\nNot used: experience “glim glam” — not understood\n"
                + "Not used: notes “あのイーハトーヴォのすきとおった風。” — can't be said in English offline; a model can\n"
                + "The profile holds enough for a short text only.\n" + ending
                + "r regenerate, t change, s save, c copy, e edit, q quit: ")
        guard case .save(let entry, _)? = conversation.handle(.line("s")).first else {
            Issue.record("s saves")
            return
        }
        #expect(entry.report == snapshot.report)
    }

    @Test func aVersionThatLeftNothingOutHasNoLines() {
        var conversation = Self.generating()
        var snapshot = Self.snapshot(1, .completed, PartialIntroduction(introduction: "Hi."))
        snapshot.report = CompositionReport()
        #expect(
            Self.text(conversation.handle(.snapshot(snapshot)))
                == "Hi.\nDone.\nr regenerate, t change, s save, c copy, e edit, q quit: ")
    }

    @Test(arguments: [
        (SessionState.stopped, "Stopped.\n"), (.completed, "Done (not streamed).\n"),
    ])
    func theEndingSaysHowItEnded(state: SessionState, ending: String) {
        var conversation = Self.generating()
        var snapshot = Self.snapshot(1, state, PartialIntroduction(introduction: "Hi"))
        snapshot.arrivedWhole = state == .completed
        #expect(Self.text(conversation.handle(.snapshot(snapshot))).hasPrefix("Hi\n" + ending))
    }

    @Test func aFailureIsItsSentenceOnOneLine() {
        var conversation = Self.generating()
        let failure = GenerationFailure(SourceError.provider(message: "quota\nused \u{1B}[31mup"))
        let written = Self.text(
            conversation.handle(.snapshot(Self.snapshot(1, .failed(failure), PartialIntroduction()))))
        #expect(written.hasPrefix("Error: The provider reported an error: quota used up\n"), "\(written)")
    }

    @Test func ctrlCStopsAGenerationAndQuitsAtAQuestion() {
        var conversation = Self.generating(echo: true)
        #expect(conversation.handle(.interrupt) == [.send(.stop)])
        _ = conversation.handle(.snapshot(Self.snapshot(1, .stopped, PartialIntroduction(introduction: "Hi"))))
        let actions = conversation.handle(.interrupt)
        #expect(Self.intents(actions) == [.quit])
        #expect(actions.last == .quit(.interrupted(signal: 2)))
    }

    /// At a terminal, which echoes "^C" where the text stopped, the ending starts on the next line.
    @Test func ctrlCAtATerminalEndsTheLineOnce() {
        var conversation = Self.generating()
        _ = conversation.handle(.snapshot(Self.snapshot(1, .generating, PartialIntroduction(introduction: "Hi"))))
        #expect(conversation.handle(.interrupt) == [.send(.stop), .write("\n")])
        let ending = conversation.handle(.snapshot(Self.snapshot(1, .stopped, PartialIntroduction(introduction: "Hi"))))
        #expect(Self.text(ending).hasPrefix("Stopped.\n"))
    }

    @Test func answersTypedAheadWaitForTheMenu() {
        var conversation = Self.generating()
        #expect(conversation.handle(.line("r")).isEmpty)
        #expect(conversation.handle(.line("q")).isEmpty)
        let actions = conversation.handle(
            .snapshot(Self.snapshot(1, .completed, PartialIntroduction(introduction: "A"))))
        let request = IntroductionRequest(profile: Self.draft.profile, options: Self.draft.options, seed: 8)
        #expect(Self.intents(actions) == [.regenerate(request)], "r regenerates with the next seed; q waits")
        let second = conversation.handle(
            .snapshot(Self.snapshot(2, .completed, PartialIntroduction(introduction: "B"))))
        #expect(Self.intents(second) == [.quit])
        #expect(second.last == .quit(.quit))
    }

    @Test func snapshotsOfAnEarlierGenerationAreNotWritten() {
        var conversation = Self.generating()
        _ = conversation.handle(.snapshot(Self.snapshot(1, .completed, PartialIntroduction(introduction: "First"))))
        _ = conversation.handle(.line("r"))
        let stale = conversation.handle(
            .snapshot(Self.snapshot(1, .completed, PartialIntroduction(introduction: "First"))))
        #expect(stale.isEmpty)
        let fresh = Self.text(
            conversation.handle(.snapshot(Self.snapshot(2, .generating, PartialIntroduction(introduction: "Sec")))))
        #expect(fresh == "Sec")
    }

    @Test func theEndOfTheInputDuringTheFormGeneratesWithTheRestAndThenQuits() {
        var conversation = AccessibleConversation(draft: Self.draft, seed: 7, echoesAnswers: true)
        _ = conversation.start()
        _ = conversation.handle(.line("Grace"))
        let actions = conversation.handle(.endOfInput)
        var profile = Self.draft.profile
        profile.name = "Grace"
        let request = IntroductionRequest(profile: profile, options: Self.draft.options, seed: 7)
        #expect(Self.intents(actions) == [.generate(request)])
        let end = conversation.handle(.snapshot(Self.snapshot(1, .completed, PartialIntroduction(introduction: "Hi"))))
        #expect(end.last == .quit(.quit))
    }

    @Test func theMenuSavesCopiesAndSaysWhatItTakes() throws {
        var conversation = Self.generating()
        let menu = "r regenerate, t change, s save, c copy, e edit, q quit: "
        #expect(Self.text(conversation.handle(.line("x"))).isEmpty, "waiting for the menu")
        let ended = conversation.handle(
            .snapshot(Self.snapshot(1, .completed, PartialIntroduction(introduction: "Hi \u{1B}[1mthere", bio: "B"))))
        #expect(Self.text(ended).hasSuffix(menu + "Type r, t, s, c, e or q.\n" + menu))
        guard case .save(let entry, let then) = try #require(conversation.handle(.line("s")).first) else {
            Issue.record("s saves")
            return
        }
        #expect(entry.introduction == Introduction(introduction: "Hi there", bio: "B"))
        #expect(entry.profile == Self.draft.profile && entry.options == Self.draft.options)
        #expect(then == menu)
        #expect(conversation.handle(.line(" C ")) == [.copy("Hi there", then: menu)])
    }

    /// `e` asks which part when there is more than one, runs the editor on it, and keeps a changed text as a new
    /// version, which save and copy then use at once.
    @Test func editingAPartKeepsTheChangeAsANewVersion() throws {
        var conversation = Self.generating()
        let content = PartialIntroduction(headline: "H", introduction: "Hi there", highlights: ["One", "Two"])
        _ = conversation.handle(.snapshot(Self.snapshot(1, .completed, content)))
        let question = Self.text(conversation.handle(.line("e")))
        #expect(question == "Edit which part: 1 headline, 2 introduction, 3 highlights [introduction]: ")
        #expect(!conversation.handle(.line("5")).isEmpty, "asked again")
        let actions = conversation.handle(.line("3"))
        let edit = SectionEdit(versionID: 1, content: content, section: .highlights, text: "- One\n- Two")
        #expect(actions == [.edit(edit)])
        #expect(!conversation.isAsking, "nothing is read while the editor runs")
        let kept = conversation.finishEdit(edit, outcome: .changed("- One\n- Three\n"))
        var edited = content
        edited.highlights = ["One", "Three"]
        #expect(Self.intents(kept) == [.keepEdit(of: 1, content: edited)])
        #expect(Self.text(kept).hasPrefix("Your edit of the highlights is kept as a new version.\n"))
        #expect(conversation.isAsking)
        // A late copy of the old version does not undo the edit; the session's new version replaces it.
        _ = conversation.handle(.snapshot(Self.snapshot(1, .completed, content)))
        guard case .save(let entry, _) = try #require(conversation.handle(.line("s")).first) else {
            Issue.record("s saves")
            return
        }
        #expect(entry.introduction.highlights == ["One", "Three"])
    }

    @Test func anEditThatChangedNothingSaysWhyAndTheMenuFollows() {
        var conversation = Self.generating()
        _ = conversation.handle(.snapshot(Self.snapshot(1, .completed, PartialIntroduction(introduction: "Hi"))))
        let actions = conversation.handle(.line("e"))
        let edit = SectionEdit(
            versionID: 1, content: PartialIntroduction(introduction: "Hi"), section: .introduction, text: "Hi")
        #expect(actions == [.edit(edit)], "a text-only result edits the introduction without asking")
        let after = conversation.finishEdit(edit, outcome: .exited(status: 1))
        #expect(
            Self.text(after)
                == "The editor exited with status 1; nothing changed.\nr regenerate, t change, s save, c copy, e edit, q quit: "
        )
        #expect(Self.intents(after).isEmpty)
    }

    @Test func nothingToSaveOrCopySaysSo() {
        var conversation = Self.generating()
        _ = conversation.handle(.snapshot(Self.snapshot(1, .stopped, PartialIntroduction())))
        #expect(Self.text(conversation.handle(.line("s"))).hasPrefix("Nothing to save yet.\n"))
        #expect(Self.text(conversation.handle(.line("c"))).hasPrefix("Nothing to copy yet.\n"))
    }

    @Test func anOverLongAccessibleAnswerIsRefusedAndAskedAgain() {
        var conversation = AccessibleConversation(
            draft: Draft(profile: Profile(name: "Ada")), seed: 1, echoesAnswers: false)
        _ = conversation.start()
        let again = Self.text(conversation.handle(.line(String(repeating: "a", count: 201))))
        #expect(
            again == "The name is 201 characters long; it may hold at most 200. Type a shorter answer.\nName [Ada]: ")
        #expect(conversation.draft.profile.name == "Ada")
        let next = Self.text(conversation.handle(.line(String(repeating: "a", count: 200))))
        #expect(next == "Role: ")
        #expect(conversation.draft.profile.name == String(repeating: "a", count: 200))
    }
}
