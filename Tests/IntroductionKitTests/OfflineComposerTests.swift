import Foundation
import IntroductionKit
import Testing

@Suite("Offline composer text")
struct OfflineComposerTests {
    static let combinations: [(GenerationOptions.Language, GenerationOptions.Tone, GenerationOptions.Length)] =
        GenerationOptions.Language.allCases.flatMap { language in
            GenerationOptions.Tone.allCases.flatMap { tone in
                GenerationOptions.Length.allCases.map { (language, tone, $0) }
            }
        }
    static let seeds: [UInt64] = Array(0..<12) + [1_000_003, UInt64.max - 1]

    let composer = OfflineComposer(charactersPerSecond: 0)

    func text(_ profile: Profile, _ options: GenerationOptions, seed: UInt64) throws -> String {
        try composer.compose(IntroductionRequest(profile: profile, options: options, seed: seed))
    }

    @Test(arguments: combinations)
    func fullProfileMentionsNameAndRoleWithinItsBandForEverySeed(
        language: GenerationOptions.Language,
        tone: GenerationOptions.Tone,
        length: GenerationOptions.Length
    ) throws {
        let profile = SampleProfiles.full(language)
        for seed in Self.seeds {
            let text = try text(profile, GenerationOptions(language: language, tone: tone, length: length), seed: seed)
            #expect(text.contains(profile.name), "\(text)")
            #expect(text.contains(profile.role), "\(text)")
            expectWellFormed(text, language: language, length: length)
            expectNoInventedNumbers(text, profile: profile)
        }
    }

    @Test(arguments: combinations)
    func partialProfilesLeaveEmptyFieldsOutGracefully(
        language: GenerationOptions.Language,
        tone: GenerationOptions.Tone,
        length: GenerationOptions.Length
    ) throws {
        for profile in SampleProfiles.partial {
            for seed in Self.seeds.prefix(6) {
                let text = try text(
                    profile, GenerationOptions(language: language, tone: tone, length: length), seed: seed)
                if !profile.name.isEmpty { #expect(text.contains(profile.name), "\(text)") }
                if !profile.role.isEmpty { #expect(text.contains(profile.role), "\(text)") }
                expectWellFormed(text, language: language, length: length)
                expectNoInventedNumbers(text, profile: profile)
            }
        }
    }

    @Test(arguments: combinations)
    func anEmptyProfileStillGivesAPoliteIntroduction(
        language: GenerationOptions.Language,
        tone: GenerationOptions.Tone,
        length: GenerationOptions.Length
    ) throws {
        for seed in Self.seeds.prefix(4) {
            let text = try text(
                Profile(), GenerationOptions(language: language, tone: tone, length: length), seed: seed)
            #expect(!text.isEmpty)
            expectWellFormed(text, language: language, length: length)
            #expect(text.rangeOfCharacter(from: .decimalDigits) == nil, "\(text)")
        }
    }

    @Test(arguments: combinations)
    func differentSeedsGiveDifferentTextsAndTheSameSeedTheSameText(
        language: GenerationOptions.Language,
        tone: GenerationOptions.Tone,
        length: GenerationOptions.Length
    ) throws {
        let options = GenerationOptions(language: language, tone: tone, length: length)
        let profile = SampleProfiles.full(language)
        let texts = try (0..<12).map { try text(profile, options, seed: UInt64($0)) }
        #expect(Set(texts).count == texts.count, "some seeds gave the same text")
        for seed in Self.seeds.suffix(3) {
            #expect(try text(profile, options, seed: seed) == text(profile, options, seed: seed))
        }
        // Regenerating uses the next seed: every sentence with a choice changes, not just one word.
        let first = sentences(texts[0], language: language)
        let second = sentences(texts[1], language: language)
        let shared = Set(first).intersection(second)
        #expect(shared.count <= first.count / 2, "too similar:\n\(texts[0])\n\(texts[1])")
    }

    @Test func skillsReadAsANaturalListInEachLanguage() throws {
        let english = try text(SampleProfiles.englishFull, GenerationOptions(language: .en, length: .medium), seed: 3)
        #expect(english.contains("Swift, SwiftUI and SSE"))
        let japanese = try text(SampleProfiles.japaneseFull, GenerationOptions(language: .ja, length: .medium), seed: 3)
        #expect(japanese.contains("Swift、SwiftUI、SSE"))
        let two = try text(Profile(name: "Bo", skills: ["Go", "Rust"]), GenerationOptions(language: .en), seed: 0)
        #expect(two.contains("Go and Rust"))
    }

    @Test func formalJapaneseUsesKeigoAndCasualDoesNot() throws {
        for seed in Self.seeds {
            let formal = try text(
                SampleProfiles.japaneseFull, GenerationOptions(language: .ja, tone: .formal), seed: seed)
            #expect(formal.contains("と申します"), "\(formal)")
            #expect(formal.contains("いたします") || formal.contains("申し上げます"), "\(formal)")
            let casual = try text(
                SampleProfiles.japaneseFull, GenerationOptions(language: .ja, tone: .casual), seed: seed)
            #expect(!casual.contains("申します"), "\(casual)")
        }
    }

    @Test func englishRolesGetTheArticleTheyAreSpokenWith() throws {
        let cases = [
            ("iOS Engineer", "an iOS Engineer"), ("SRE", "an SRE"), ("UX designer", "a UX designer"),
            ("designer", "a designer"),
        ]
        for (role, expected) in cases {
            let text = try text(
                Profile(name: "Kim", role: role), GenerationOptions(language: .en, tone: .friendly, length: .long),
                seed: 0)
            #expect(text.contains(expected), "\(text)")
        }
    }

    @Test func notesThatInstructTheWriterAreNotRepeatedAsFacts() throws {
        let profile = Profile(name: "Eve", notes: "Please make it funny.\nI run a small meetup.")
        let text = try text(profile, GenerationOptions(language: .en, length: .long), seed: 0)
        #expect(!text.contains("funny"))
        #expect(text.contains("I run a small meetup."))
    }

    @Test func controlCharactersInFieldsNeverReachTheText() throws {
        let profile = Profile(name: "Mal\u{1B}[31mlory\u{07}", role: "tester\r\nline")
        let text = try text(profile, GenerationOptions(language: .en), seed: 0)
        #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    // MARK: - Checks

    func sentences(_ text: String, language: GenerationOptions.Language) -> [String] {
        var result: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            current.append(character)
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            let ends =
                language == .en
                ? ".!?".contains(character) && next.isWhitespace
                : "。！？!?".contains(character) && !"。！？!?".contains(next)
            if ends {
                result.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { result.append(current) }
        return result
    }

    func expectWellFormed(
        _ text: String,
        language: GenerationOptions.Language,
        length: GenerationOptions.Length,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(!text.contains("{") && !text.contains("}"), "unfilled slot: \(text)", sourceLocation: sourceLocation)
        let artefacts =
            language == .en
            ? ["  ", " .", " ,", "..", ",.", " and.", "as .", " a .", " an .", "with .", "of .", ": .", "in .", "  "]
            : ["。。", "、。", "、、", "はです", "のです。", "「」", "をしています。を"]
        for artefact in artefacts {
            #expect(!text.contains(artefact), "artefact \"\(artefact)\" in: \(text)", sourceLocation: sourceLocation)
        }
        #expect(text == text.trimmingCharacters(in: .whitespacesAndNewlines), sourceLocation: sourceLocation)
        let count = sentences(text, language: language).count
        let band: ClosedRange<Int> =
            switch length {
            case .short: 2...3
            case .medium: 4...6
            case .long: 7...10
            }
        #expect(band.contains(count), "\(count) sentences in \(length): \(text)", sourceLocation: sourceLocation)
        if length == .short {
            if language == .en {
                #expect(
                    text.split(whereSeparator: \.isWhitespace).count <= 60, "\(text)", sourceLocation: sourceLocation)
            } else {
                #expect(text.count <= 150, "\(text)", sourceLocation: sourceLocation)
            }
        }
        let last = text.last.map { ".!?。！？".contains($0) } ?? false
        #expect(last, "does not end a sentence: \(text)", sourceLocation: sourceLocation)
    }

    /// Every number in the text was typed by the person: no invented years.
    func expectNoInventedNumbers(_ text: String, profile: Profile, sourceLocation: SourceLocation = #_sourceLocation) {
        let typed =
            [profile.name, profile.role, profile.experience, profile.interests, profile.notes]
            .joined(separator: " ") + profile.skills.joined(separator: " ")
        let numbers = text.split(whereSeparator: { !$0.isNumber || !$0.isASCII }).map(String.init)
        for number in numbers {
            #expect(typed.contains(number), "invented number \(number) in: \(text)", sourceLocation: sourceLocation)
        }
    }
}
