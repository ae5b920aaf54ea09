import Foundation
import ReadingLexicon
import Testing
@testable import IntroductionCore
@testable import IntroductionWriting
@testable import ProfileReading

/// Phrases are data: these load every phrase of every language and tone and check it can be used as it is.
@Suite("Composer phrase material")
struct PhraseMaterialTests {
    static let languages = ComposerLanguage.allCases
    static let sentenceKeys: Set<String> = ["greeting", "frame", "invite", "invite.interests", "closing"]

    /// Slots a key's every variant must use (the facts it exists to say).
    static func requiredSlots(_ key: String, _ language: ComposerLanguage) -> [Set<String>] {
        switch key {
        case "identity.nameRole", "headline.nameRole", "bio.nameRole": [["name"], ["role", "a_role"]]
        case "identity.name", "headline.name", "bio.name": [["name"]]
        case "identity.role", "headline.role", "bio.role", "highlight.role": [["role", "a_role"]]
        case "experience.duration", "highlight.duration", "bio.duration": [["duration"]]
        case "experience.detail", "highlight.detail": [["duration"], ["detail"]]
        case "experience.since", "highlight.since", "bio.since": [["year"]]
        case "experience.ordinal", "highlight.ordinal": [["ordinal"]]
        case "experience.phrase", "highlight.phrase": [["experience"]]
        case "skills", "skills.more", "highlight.skills", "bio.skills": [["skills"]]
        case "interests", "highlight.interests", "bio.interests": [["interests"]]
        case "quote": [["quote"]]
        case "invite.interests": language == .en ? [["them"]] : []
        default: []
        }
    }

    @Test(arguments: languages)
    func everyToneHasEveryKeyWithEnoughVariants(language: ComposerLanguage) throws {
        let book = try Phrasebook.bundled(language)
        for tone in GenerationOptions.Tone.allCases {
            for key in Phrasebook.requiredKeys {
                #expect(!book.phrases(key, tone: tone).isEmpty, "\(language) \(tone) has no \(key)")
            }
            // Twenty closings and openings that only repeat after twenty seeds make twenty different texts.
            #expect(book.phrases("closing", tone: tone).count >= 20, "\(language) \(tone) closings")
            for opener in ["salutation", "greeting"] {
                for identity in ["identity.nameRole", "identity.name", "identity.role"] {
                    let period = lcm(book.phrases(opener, tone: tone).count, book.phrases(identity, tone: tone).count)
                    #expect(period >= 20, "\(language) \(tone): \(opener) × \(identity) repeat every \(period) seeds")
                }
            }
            let keys = Set(book.tones[tone.rawValue]?.keys.map { $0 } ?? [])
            #expect(
                keys.subtracting(Phrasebook.requiredKeys).isEmpty,
                "unused keys: \(keys.subtracting(Phrasebook.requiredKeys))")
        }
    }

    @Test(arguments: languages)
    func everyPhraseUsesExactlyTheSlotsOfItsKey(language: ComposerLanguage) throws {
        let book = try Phrasebook.bundled(language)
        for (tone, keys) in book.tones {
            for (key, phrases) in keys {
                let allowed = try #require(Phrasebook.slots[key], "unknown key \(key)")
                #expect(
                    Set(phrases.map(\.end)).count == phrases.count, "duplicate variant in \(language) \(tone) \(key)")
                for phrase in phrases {
                    for form in [phrase.end] + (phrase.link.map { [$0] } ?? []) {
                        let used = Set(Template.slots(in: form))
                        #expect(used.isSubset(of: allowed), "\(language) \(tone) \(key): unknown slot in \(form)")
                        for group in Self.requiredSlots(key, language) {
                            #expect(!used.isDisjoint(with: group), "\(language) \(tone) \(key): \(form) lacks \(group)")
                        }
                        #expect(form.filter { $0 == "{" }.count == form.filter { $0 == "}" }.count, "braces in \(form)")
                    }
                    if let link = phrase.link {
                        #expect(
                            Set(Template.slots(in: link)) == Set(Template.slots(in: phrase.end)), "link slots: \(link)")
                    }
                }
            }
        }
    }

    /// The occasions' material: known occasions and tones, keys the composer asks for, the slots of each key.
    @Test(arguments: languages)
    func everyOccasionPhraseIsForAKnownOccasionKeyAndSlot(language: ComposerLanguage) throws {
        let book = try OccasionBook.bundled(language)
        let occasions = Set(GenerationOptions.Occasion.allCases.map(\.rawValue))
        let tones = Set(GenerationOptions.Tone.allCases.map(\.rawValue) + ["any"])
        #expect(Set(book.occasions.keys).isSubset(of: occasions))
        #expect(book.occasions["meetup"] == nil, "the meetup's words are the phrasebook's")
        for (occasion, byTone) in book.occasions {
            #expect(Set(byTone.keys).isSubset(of: tones), "\(language) \(occasion): \(byTone.keys)")
            for (tone, keys) in byTone {
                for (key, phrases) in keys {
                    let allowed = try #require(
                        OccasionBook.ownSlots[key] ?? Phrasebook.slots[key], "unknown key \(occasion) \(tone) \(key)")
                    #expect(!phrases.isEmpty, "\(language) \(occasion) \(tone) \(key) is empty")
                    for phrase in phrases {
                        for form in [phrase.end] + (phrase.link.map { [$0] } ?? []) {
                            #expect(Set(Template.slots(in: form)).isSubset(of: allowed), "\(occasion) \(key): \(form)")
                            let isSentence = Self.sentenceKeys.contains(key)
                            #expect(
                                isSentence || !form.contains(language == .en ? "." : "。"), "\(occasion) \(key): \(form)"
                            )
                        }
                    }
                }
            }
        }
        // What the composer asks of the occasions it shapes itself.
        for (occasion, key) in [
            (GenerationOptions.Occasion.x, "separator"), (.linkedin, "separator"), (.github, "readme.currently"),
            (.github, "readme.ask"), (.speaker, "bio.detail"),
        ] {
            for tone in GenerationOptions.Tone.allCases {
                #expect(
                    book.phrases(key, occasion: occasion, tone: tone) != nil, "\(language) \(occasion) \(tone) \(key)")
            }
        }
    }

    @Test(arguments: languages)
    func clausesHaveNoFullStopAndSentencesEndOne(language: ComposerLanguage) throws {
        let book = try Phrasebook.bundled(language)
        for (tone, keys) in book.tones {
            for (key, phrases) in keys {
                for phrase in phrases {
                    let ended = phrase.end.last.map { ".!?。！？”」".contains($0) } ?? false
                    if Self.sentenceKeys.contains(key) {
                        #expect(
                            ended || phrase.end.hasSuffix("{quote}"),
                            "\(language) \(tone) \(key) unended: \(phrase.end)")
                    } else {
                        #expect(!ended, "\(language) \(tone) \(key) has its own full stop: \(phrase.end)")
                    }
                    // One sentence each: nothing ends a sentence inside a phrase.
                    let inner =
                        phrase.end.dropLast().filter { "。！？".contains($0) }.count
                        + phrase.end.dropLast().matches(of: /[.!?] [A-Z]/).count
                    #expect(inner == 0, "\(language) \(tone) \(key) holds two sentences: \(phrase.end)")
                }
            }
        }
    }

    @Test func japaneseClausesThatJoinHaveALinkFormAndNoCommaSplice() throws {
        let book = try Phrasebook.bundled(.ja)
        let finite = ["です、", "ます、", "でした、", "ました、", "だよ、", "だ、", "おります、", "ございます、"]
        for (tone, keys) in book.tones {
            for (key, phrases) in keys {
                for phrase in phrases {
                    if Phrasebook.joinableKeys.contains(key) {
                        let link = try #require(phrase.link, "ja \(tone) \(key) has no link form: \(phrase.end)")
                        #expect(!link.hasSuffix("、") && !link.hasSuffix("。"), "link ends with punctuation: \(link)")
                        #expect(!finite.contains { (link + "、").hasSuffix($0) }, "a link that splices: \(link)")
                    }
                    for form in [phrase.end] + (phrase.link.map { [$0] } ?? []) {
                        #expect(!finite.contains { form.contains($0) }, "comma splice in ja \(tone) \(key): \(form)")
                    }
                }
            }
        }
    }

    /// Each tone's material is in one register: casual plain form, friendly です/ます without keigo,
    /// formal keigo with at most one でございます per variant.
    @Test func japaneseMaterialKeepsOneRegisterPerTone() throws {
        let book = try Phrasebook.bundled(.ja)
        let polite = ["です", "ます", "ください", "ございます", "申し", "おります", "いたし"]
        let keigo = ["申し", "おります", "いたし", "ございます", "存じ"]
        let plain = ["だよ", "だね", "よね", "てね", "してる", "やってる"]
        for (tone, keys) in book.tones {
            for (key, phrases) in keys {
                for form in phrases.flatMap({ [$0.end] + ($0.link.map { [$0] } ?? []) }) {
                    switch tone {
                    case "casual": #expect(!polite.contains { form.contains($0) }, "casual \(key): \(form)")
                    case "friendly":
                        #expect(!keigo.contains { form.contains($0) }, "friendly \(key): \(form)")
                        #expect(!plain.contains { form.contains($0) }, "friendly \(key): \(form)")
                    default:
                        #expect(!plain.contains { form.contains($0) }, "formal \(key): \(form)")
                        #expect(form.components(separatedBy: "でございます").count <= 2, "formal \(key): \(form)")
                    }
                }
            }
        }
    }

    /// Greetings and invitations share no once-only word with any closing, so the seed's closing is never
    /// pushed aside (which would make two seeds end alike).
    @Test(arguments: languages)
    func openingsAndInvitationsNeverCrowdOutAClosing(language: ComposerLanguage) throws {
        let book = try Phrasebook.bundled(language)
        for tone in GenerationOptions.Tone.allCases {
            let closings = book.phrases("closing", tone: tone).map { $0.end.lowercased() }
            for key in ["salutation", "greeting", "invite", "invite.interests", "identity.nameRole", "identity.name"] {
                for phrase in book.phrases(key, tone: tone) {
                    for word in book.onceOnly where phrase.end.lowercased().contains(word) {
                        #expect(
                            !closings.contains { $0.contains(word) },
                            "\(language) \(tone) \(key) \(phrase.end): \(word)")
                    }
                }
            }
        }
    }

    /// The material claims no feeling or fact of its own (pride, passion, 「やりがい」).
    @Test(arguments: languages)
    func theMaterialInventsNoFeelings(language: ComposerLanguage) throws {
        let book = try Phrasebook.bundled(language)
        let claims = [
            "pride", "proud", "passion", "rewarding", "love", "deeply", "curious", "big part", "keeps me", "strive",
            "committed", "誇り", "やりがい", "学びの連続", "情熱", "大好き", "気に入", "研鑽", "磨いて",
        ]
        for (tone, keys) in book.tones {
            for (key, phrases) in keys {
                for phrase in phrases {
                    #expect(
                        !claims.contains { phrase.end.lowercased().contains($0) },
                        "\(language) \(tone) \(key): \(phrase.end)")
                }
            }
        }
    }

    @Test func theWordListReadsAndEveryEntryHasBothSides() throws {
        let words = try WordList.bundled()
        #expect(words.problems.isEmpty, "\(words.problems)")
        #expect(words.entryCount >= 900)
    }

    /// The list's JSON as the reader takes it: optional parts absent or null, `|` between spellings, and a part of the
    /// wrong shape named in the error (the bundled list loads through the same reader).
    @Test func aWordListReadsFromItsJSONAndNamesADamagedPart() throws {
        let json = #"""
            {"names": ["iOS"], "entries": [["analysis|analytics", "分析|解析"], ["Nagoya", "名古屋"]],
             "regions": null, "adverbs": [["last year", "昨年|去年", "after"]], "kinds": {"pet": ["cat"]}}
            """#
        let words = try WordList(json: Array(json.utf8))
        #expect(words.problems.isEmpty)
        #expect(words.entryCount == 2)
        #expect(words.entry("analytics", to: .ja) == "分析")
        #expect(words.entry("解析", to: .en) == "analysis")
        #expect(words.nameSpelling("IOS") == "iOS")
        #expect(words.kind(of: "cats") == "pet")
        #expect(words.capitalizingNames(in: "i live in nagoya") == "i live in Nagoya")
        #expect(words.adverb("去年", to: .en)?.said == "last year")

        let damaged = #"{"names": [], "entries": [["a", 1]]}"#
        #expect(throws: WordListDamage.self) { try WordList(json: Array(damaged.utf8)) }
        let missing = #"{"entries": []}"#
        #expect(throws: WordListDamage.self) { try WordList(json: Array(missing.utf8)) }
        let badPosition = #"{"names": [], "entries": [], "adverbs": [["now", "今", "sideways"]]}"#
        #expect(throws: WordListDamage.self) { try WordList(json: Array(badPosition.utf8)) }
    }

    /// Every spelling on either side is listed once (the reader only reports English ones, and takes the first
    /// entry of a Japanese spelling listed twice), English is lower case but for names and acronyms, and Japanese
    /// is written in full-width kana and kanji with the long-vowel mark ー, never 一, a dash or half-width kana.
    @Test func theWordListHasEachSpellingOnceAndIsWrittenCleanly() throws {
        struct File: Decodable {
            let names: [String]
            let entries: [[String]]
        }
        let bytes = try #require(LexiconResources.bytes(folder: "lexicon", name: "en-ja"))
        let file = try JSONDecoder().decode(File.self, from: Data(bytes))
        var english: [String: String] = [:]
        var japanese: [String: String] = [:]
        let katakana: ClosedRange<Unicode.Scalar> = "\u{30A0}"..."\u{30FF}"
        let halfWidthKana: ClosedRange<Unicode.Scalar> = "\u{FF66}"..."\u{FF9F}"
        // [English, Japanese] or [English, Japanese, why].
        for entry in file.entries where entry.count == 2 || entry.count == 3 {
            for spelling in entry[0].split(separator: "|").map(String.init) {
                #expect(english.updateValue(entry[0], forKey: spelling.lowercased()) == nil, "\(spelling) twice")
                #expect(!Script.hasKana(spelling) && !Script.hasKanji(spelling), "Japanese in English: \(spelling)")
                #expect(spelling == spelling.trimmingCharacters(in: .whitespaces) && !spelling.isEmpty, "\(entry)")
                // A capital starts a name ("Tokyo", "Japanese food") or is part of an acronym ("PR manager", "PhD").
                for word in spelling.split(separator: " ") where word.dropFirst().contains(where: \.isUppercase) {
                    let acronym = word.filter(\.isLetter).count <= 5 || file.names.contains { word.hasPrefix($0) }
                    #expect(acronym, "capitals inside \(word) in \(spelling)")
                }
            }
            for spelling in entry[1].split(separator: "|").map(String.init) {
                #expect(japanese.updateValue(entry[1], forKey: spelling) == nil, "\(spelling) twice")
                #expect(spelling == spelling.trimmingCharacters(in: .whitespaces) && !spelling.isEmpty, "\(entry)")
                let unclean = spelling.unicodeScalars.contains { halfWidthKana.contains($0) || $0 == "\u{FFFD}" }
                #expect(!unclean, "\(spelling)")
                let scalars = Array(spelling.unicodeScalars)
                for (a, b) in zip(scalars, scalars.dropFirst()) where katakana.contains(a) {
                    #expect(!"一-－—〜~".unicodeScalars.contains(b), "long vowel written \(b) in \(spelling)")
                }
            }
        }
        #expect(Set(file.names.map { $0.lowercased() }).count == file.names.count, "a name listed twice")
    }

    private func lcm(_ a: Int, _ b: Int) -> Int {
        guard a > 0, b > 0 else { return 0 }
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return a / x * b
    }
}
