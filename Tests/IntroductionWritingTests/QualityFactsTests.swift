import IntroductionCore
import IntroductionQuality
import Testing

/// Issue 46's harness: the composer words the notes afresh and reports what it leaves out, so a fact is judged by the
/// words any wording of it holds, or by the part reported; a request of length or tone carried out sets the options a
/// text is judged against; what is reported is no material for a sentence.
@Suite("Quality checks, the composer's reading")
struct QualityFactsTests {
    static func entry(_ label: String) -> QualityProfile {
        (QualityProfiles.all + QualityProfiles.realistic).first { $0.label == label }!
    }

    static func inspector(
        _ label: String, _ language: GenerationOptions.Language = .en, _ tone: GenerationOptions.Tone = .friendly,
        _ length: GenerationOptions.Length = .medium, occasion: GenerationOptions.Occasion = .meetup,
        unused: [UnusedPart] = []
    ) -> QualityInspector {
        QualityInspector(
            entry(label), GenerationOptions(language: language, tone: tone, length: length, occasion: occasion),
            seed: 0,
            report: CompositionReport(unused: unused))
    }

    /// The table's words for a fact are words of the sentence as typed: a fact is said as typed in its own language.
    @Test func everyFactsWordsAreInTheSentenceTyped() {
        for entry in QualityProfiles.all + QualityProfiles.realistic {
            for fact in entry.facts {
                let language: ComposerLanguage =
                    fact.typed.unicodeScalars.contains { $0.value >= 0x3040 } ? .ja : .en
                #expect(fact.words.isSaid(in: fact.typed, language), "\(entry.label): \(fact.typed)")
            }
        }
    }

    @Test func aFactSaidInOtherWordsIsSaid() {
        let japanese = Self.inspector("three notes", .ja)
        let said = "エンジニアのEveです。ミートアップを運営しています。昨年大阪に引っ越しました。猫を2匹飼っています。"
        #expect(japanese.droppedFields(said).isEmpty)
        let english = Self.inspector("Japanese polite notes", .en)
        #expect(
            english.droppedFields("I'm 佐藤花子, a designer. From next month, I'll be working in Tokyo. I have two cats.")
                .isEmpty)
        // The place said, but not when: the fact is not said.
        #expect(!english.droppedFields("I'm 佐藤花子, a designer. I work in Tokyo. I have two cats.").isEmpty)
    }

    @Test func aFactLeftOutIsAccountedForOnlyWhenReported() {
        let text = "エンジニアのEveです。ミートアップを運営しています。猫を2匹飼っています。"
        #expect(!Self.inspector("three notes", .ja).droppedFields(text).isEmpty)
        let reported = UnusedPart(field: .notes, text: "I moved to Osaka last year.", reason: .notSayableInJapanese)
        #expect(Self.inspector("three notes", .ja, unused: [reported]).droppedFields(text).isEmpty)
        // A part of the notes that holds only the time accounts for the time, not the place.
        let time = UnusedPart(field: .notes, text: "last year", reason: .notSayableInJapanese)
        let placeless = "エンジニアのEveです。ミートアップを運営しています。引っ越しました。猫を2匹飼っています。"
        #expect(!Self.inspector("three notes", .ja, unused: [time]).droppedFields(placeless).isEmpty)
        // A part reported in another field does not account for a note.
        let role = UnusedPart(field: .role, text: "I moved to Osaka last year.", reason: .notUnderstood)
        #expect(!Self.inspector("three notes", .ja, unused: [role]).droppedFields(text).isEmpty)
    }

    @Test func aRequestedFactReportedLeftOutIsNoDefect() {
        let sections = Introduction(headline: "", introduction: "広報の佐藤 玲奈です。", highlights: [], bio: "")
        #expect(!Self.inspector("広報, 食品メーカーで12年", .ja).requestedFactsMissing(sections).isEmpty)
        let reported = UnusedPart(field: .notes, text: "社内報の編集長もしていること", reason: .notUnderstood)
        #expect(
            Self.inspector("広報, 食品メーカーで12年", .ja, unused: [reported]).requestedFactsMissing(sections).isEmpty)
    }

    @Test func aLengthOrToneTheNotesAskForIsTheOptionsJudged() {
        #expect(Self.inspector("request then fact", .en, .friendly, .long).options.length == .short)
        let hairdresser = Self.inspector("美容師 in hiragana, 短めに", .ja, .formal, .long)
        #expect(hairdresser.options.length == .short && hairdresser.options.tone == .casual)
        #expect(hairdresser.asked.tone == .formal, "the options asked still reproduce the text")
        #expect(Self.inspector("薬剤師, 調剤薬局で6年, 丁寧に", .ja, .casual).options.tone == .friendly)
        #expect(Self.inspector("薬剤師, 調剤薬局で6年, 丁寧に", .ja, .formal).options.tone == .formal)
        // A request the composer says it did not carry out leaves the options as asked.
        let declined = UnusedPart(field: .notes, text: "keep it short", reason: .requestNotCarriedOut)
        #expect(Self.inspector("request then fact", .en, .friendly, .long, unused: [declined]).options.length == .long)
        // An interview is never casual.
        #expect(Self.inspector("name only", .en, .casual, occasion: .interview).options.tone == .friendly)
        // The register is judged in the tone carried out.
        let formal = Self.inspector("requests in both languages", .ja, .casual)
        #expect(formal.registerMixing("Kenjiと申します。デザイナーをしております。", sentences: true, introduction: true).isEmpty)
        #expect(!formal.registerMixing("Kenjiだよ。デザイナーをしてる。", sentences: true, introduction: true).isEmpty)
    }

    @Test func aNoteSentencePastedKeepsNoRegisterOfItsOwn() {
        let formal = Self.inspector("founder, 20+ years, keep it short", .en, .formal)
        #expect(!formal.ownWordsRegister("I am Ines Duarte. We're hiring backend engineers.").isEmpty)
        #expect(
            !formal.registerMixing(
                "I am Ines Duarte. We're hiring backend engineers.", sentences: true, introduction: true
            ).isEmpty)
        #expect(formal.ownWordsRegister("I am Ines Duarte. We are hiring backend engineers.").isEmpty)
    }

    @Test func whatIsReportedIsNoMaterialAndASentenceAboutAFactIsNoPadding() {
        let three = "Hi! I'm Eve, an engineer. Nice to meet you!"
        #expect(!Self.inspector("three notes").lengthBand(three).isEmpty)
        let all = ["I run a small meetup.", "I moved to Osaka last year.", "I have two cats."].map {
            UnusedPart(field: .notes, text: $0, reason: .notUnderstood)
        }
        #expect(Self.inspector("three notes", unused: all).lengthBand(three).isEmpty)
        let long = Self.inspector("three notes", .ja, .friendly, .long)
        let said = "はじめまして！エンジニアのEveです。ミートアップを運営しています。昨年大阪に引っ越しました。猫を2匹飼っています。よろしくお願いします！"
        #expect(long.padding(said).isEmpty)
        let padded = "はじめまして！エンジニアのEveです。今日は晴れです。よろしくお願いします！お気軽にどうぞ！声をかけてください！"
        #expect(!long.padding(padded).isEmpty)
        // A career typed in abbreviations is said in full: 「システムエンジニアをしていました」 for "前職はSE".
        let career = Self.inspector("SE typed as 前職は, now product manager", .ja)
        let careerText =
            "みなさん、こんにちは！プロダクトマネージャーとして働いているArjun Mehtaです。システムエンジニアをしていました。2年目です。"
            + "6年の経験があり、SQLが得意です。まずはお気軽にあいさつしてください！"
        #expect(career.padding(careerText).isEmpty)
    }
}
