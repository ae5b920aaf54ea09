import Foundation
@testable import IntroductionCore

@testable import IntroductionStorage
import IntroductionTestSupport
import Testing

@Suite("Introduction archive")
struct IntroductionArchiveTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-archive-\(UUID().uuidString)")
    /// 2026-11-30 14:30:12 UTC
    let date = Date(timeIntervalSince1970: 1_796_049_012)

    var archive: IntroductionArchive {
        IntroductionArchive(directory: root, timeZone: TimeZone(identifier: "UTC")!)
    }

    func entry(_ introduction: Introduction, profile: Profile = SampleProfiles.englishFull) -> ArchivedIntroduction {
        ArchivedIntroduction(
            introduction: introduction,
            profile: profile,
            options: GenerationOptions(language: .en, tone: .casual, length: .short),
            sourceLabel: "offline composer",
            date: date
        )
    }

    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    }

    @Test func allFourSectionsAreSavedAsMarkdownWithTheMetadataBelowAndNothingIsOverwritten() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let introduction = Introduction(
            headline: "iOS engineer who loves streaming",
            introduction: "Hi, I'm Taro.\u{1B}[31m\n\nI build apps.",
            highlights: ["5 years of Swift", "SSE clients", "cycling"],
            bio: "Taro builds iOS apps in Tokyo."
        )
        let first = try archive.save(entry(introduction))
        let second = try archive.save(entry(introduction))
        #expect(first.lastPathComponent == "introduction-2026-11-30-143012.md")
        #expect(second.lastPathComponent == "introduction-2026-11-30-143012-2.md")
        #expect(Set(try files()) == [first.lastPathComponent, second.lastPathComponent], "no temporary files are left")
        let text = try String(contentsOf: first, encoding: .utf8)
        let markdown = """
            # iOS engineer who loves streaming

            Hi, I'm Taro.

            I build apps.

            - 5 years of Swift
            - SSE clients
            - cycling

            Taro builds iOS apps in Tokyo.

            <!-- introgen

            """
        #expect(text.hasPrefix(markdown), "\(text)")
        #expect(text.hasSuffix("}\n-->\n"))
        #expect(!text.contains("\u{1B}"))
        for expected in [
            #""source" : "offline composer""#, #""date" : "2026-11-30T14:30:12+00:00""#, #""tone" : "casual""#,
            #""name" : "Taro Yamada""#, #""format" : 2"#,
        ] {
            #expect(text.contains(expected), "missing \(expected) in \(text)")
        }
        let mode = try FileManager.default.attributesOfItem(atPath: first.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
    }

    @Test func aTextOnlyIntroductionSavesAsJustItsParagraphsAndTheMetadata() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let url = try archive.save(entry(Introduction(introduction: "First paragraph.\n\nSecond one.")))
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasPrefix("First paragraph.\n\nSecond one.\n\n<!-- introgen\n{\n"), "\(text)")
    }

    @Test func theMetadataReadsBackTheWholeProfileWhateverItHolds() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let profile = Profile(
            name: "Ada --> <!-- introgen",
            role: "engineer\u{1B}]0;title\u{07}",
            skills: ["Swift", "\"quoted\""],
            notes: "line one\n-->\n<!-- introgen\nline four"
        )
        // The introduction itself may hold what looks like the comment; the file's last comment is the real one.
        let introduction = Introduction(introduction: "Text.\n<!-- introgen\n{}\n-->\nMore text.")
        let url = try archive.save(entry(introduction, profile: profile))
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(!text.contains("\u{1B}"))
        #expect(text.components(separatedBy: "\n-->\n").count == 3, "only the real comment and the text's own close")
        let metadata = try #require(ArchiveMetadata(fileText: text))
        #expect(metadata.profile == profile)
        #expect(metadata.options == GenerationOptions(language: .en, tone: .casual, length: .short))
        #expect(metadata.source == "offline composer")
        #expect(metadata.date == date)
        #expect(metadata.format == 2)
        #expect(metadata.introduction?.value == introduction)
    }

    @Test func theDateCarriesTheLocalOffset() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let tokyo = IntroductionArchive(directory: root, timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        let url = try tokyo.save(entry(Introduction(introduction: "Hi.")))
        #expect(url.lastPathComponent == "introduction-2026-11-30-233012.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(#""date" : "2026-11-30T23:30:12+09:00""#), "\(text)")
        #expect(ArchiveMetadata(fileText: text)?.date == date)
    }

    @Test func aFileWithoutMetadataReadsAsNone() {
        #expect(ArchiveMetadata(fileText: "Just text.\n") == nil)
        #expect(ArchiveMetadata(fileText: "Text.\n\n<!-- introgen\n{broken\n-->\n") == nil)
    }
}
