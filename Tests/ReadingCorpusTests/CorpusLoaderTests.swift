import Foundation
import IntroductionCore
import IntroductionQuality
import Testing

/// The loader reads the README's format and turns every way a file breaks it into a sentence naming the file and the
/// profile.
@Suite("Corpus loader")
struct CorpusLoaderTests {
    /// Tests/ReadingCorpus/fixture: the judge's own small corpus.
    static let fixtureDirectory = CorpusProfile.packageRoot.appendingPathComponent("Tests/ReadingCorpus/fixture")

    static func fixture() throws -> [CorpusProfile] {
        try CorpusProfile.load(directory: fixtureDirectory)
    }

    /// One valid profile as JSON, with `change` applied to its dictionary first.
    static func json(_ change: (inout [String: Any]) -> Void = { _ in }) throws -> Data {
        var profile: [String: Any] = [
            "id": "bad-en-001", "source": "slack", "shape": "a test", "typed_in": "en",
            "profile": [
                "name": "Marco Bianchi", "role": "barista turned UX designer", "skills": ["figma"],
                "experience": "3 yrs", "interests": "", "notes": "pls keep it short",
            ],
            "key_facts": [
                ["kind": "job", "field": "role", "typed": "UX designer", "en": ["UX designer"], "ja": ["UXデザイナー"]],
                ["kind": "former_job", "field": "role", "typed": "barista", "en": ["barista"], "ja": ["バリスタ"]],
            ],
            "never": ["en": [], "ja": [], "any": ["pls"]],
            "requests": [["typed": "pls keep it short", "effect": "length:short"]],
            "names": ["Marco Bianchi"],
        ]
        change(&profile)
        return try JSONSerialization.data(withJSONObject: [profile])
    }

    /// The error `decode` throws for the changed profile.
    static func problem(_ change: (inout [String: Any]) -> Void) throws -> String {
        do {
            _ = try CorpusProfile.decode(json(change), file: "Tests/ReadingCorpus/tuning/bad-en.json")
        } catch let error as CorpusError {
            return error.description
        }
        Issue.record("no error")
        return ""
    }

    @Test func theFixtureCoversEveryKindEffectAndNever() throws {
        let profiles = try Self.fixture()
        #expect(profiles.count == 6)
        #expect(Set(profiles.flatMap(\.keyFacts).map(\.kind)) == Set(CorpusFact.Kind.allCases))
        #expect(Set(profiles.flatMap(\.requests).map(\.effect)) == Set(CorpusRequest.Effect.allCases))
        #expect(profiles.contains { !$0.never.en.isEmpty && !$0.never.ja.isEmpty && !$0.never.any.isEmpty })
        #expect(Set(profiles.map(\.typedIn)) == [.en, .ja])
        let first = try #require(profiles.first)
        #expect(first.file == "Tests/ReadingCorpus/fixture/fixture.json")
        #expect(first.profile.role == "Senior PM @ Fernbank Health")
        #expect(first.keyFacts[0].field == .role)
    }

    @Test func aValidProfileDecodes() throws {
        let profiles = try CorpusProfile.decode(Self.json(), file: "ok.json")
        #expect(profiles.map(\.id) == ["bad-en-001"])
        #expect(profiles[0].requests == [CorpusRequest(typed: "pls keep it short", effect: .lengthShort)])
        #expect(profiles[0].never.strings(.ja) == ["pls"])
    }

    @Test func anUnknownKindIsNamedWithFileAndProfile() throws {
        let problem = try Self.problem { profile in
            var facts = profile["key_facts"] as! [[String: Any]]
            facts[0]["kind"] = "company"
            profile["key_facts"] = facts
        }
        #expect(problem.contains("Tests/ReadingCorpus/tuning/bad-en.json: profile bad-en-001: key fact 1"))
        #expect(problem.contains("has kind “company”, not one of job, employer"))
    }

    @Test func aTypedFragmentMustOccurInItsField() throws {
        let problem = try Self.problem { profile in
            var facts = profile["key_facts"] as! [[String: Any]]
            facts[1]["typed"] = "Barista"
            profile["key_facts"] = facts
        }
        #expect(
            problem.contains("profile bad-en-001: key fact 2 (“Barista”): “Barista” does not occur in its field role"))
    }

    @Test func theNumberOfKeyFactsIsHeld() throws {
        let problem = try Self.problem { profile in
            profile["key_facts"] = Array((profile["key_facts"] as! [[String: Any]]).prefix(1))
        }
        #expect(problem.contains("profile bad-en-001: has 1 key facts; a profile has 2 to 6"))
    }

    @Test func anUnknownEffectAndARequestNotInTheNotesAreNamed() throws {
        let problem = try Self.problem { profile in
            profile["requests"] = [
                ["typed": "pls keep it short", "effect": "length:tiny"],
                ["typed": "make it funny", "effect": "tone:casual"],
            ]
        }
        #expect(problem.contains("request 1 (“pls keep it short”) has effect “length:tiny”, not one of length:short"))
        #expect(problem.contains("request 2 (“make it funny”): its typed words do not occur in the notes"))
        #expect(problem.contains("has 2 problems"))
    }

    @Test func aMissingKeyIsASentence() throws {
        let problem = try Self.problem { profile in profile["key_facts"] = [["kind": "job", "field": "role"]] }
        #expect(problem.contains("profile bad-en-001: has no “typed” in key_facts[0]"))
    }

    @Test func aTypedInOtherThanEnglishOrJapaneseIsNamed() throws {
        let problem = try Self.problem { profile in profile["typed_in"] = "ko" }
        #expect(problem.contains("profile bad-en-001: typed_in is “ko”, not en or ja"))
    }

    @Test func aFileThatIsNoArrayIsNamed() {
        #expect {
            try CorpusProfile.decode(Data("{\"id\": 1}".utf8), file: "broken.json")
        } throws: { error in
            "\(error)".hasPrefix("the reading corpus: broken.json: is not a JSON array of profiles")
        }
    }

    @Test func anIdUsedInTwoFilesIsNamedWithBoth() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.json().write(to: directory.appendingPathComponent("a-en.json"))
        try Self.json().write(to: directory.appendingPathComponent("b-en.json"))
        #expect {
            try CorpusProfile.load(directory: directory)
        } throws: { error in
            "\(error)".contains("b-en.json: profile bad-en-001: the id is also used in")
                && "\(error)".contains("a-en.json")
        }
    }

    @Test func aMissingFolderHoldsNoProfiles() throws {
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("no-corpus-\(UUID().uuidString)")
        #expect(try CorpusProfile.load(directory: nowhere).isEmpty)
    }

    /// The tuning half, whatever is there (a branch may have none yet): a file that breaks the format fails here. The
    /// held-out half is never read by a test.
    @Test func theTuningCorpusKeepsItsFormat() throws {
        _ = try CorpusProfile.load(part: .tuning)
    }
}
