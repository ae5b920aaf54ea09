import Foundation
@testable import IntroductionCore

@testable import IntroductionStorage
import Testing

/// Reading the archive folder back: introgen's Markdown in both metadata formats, the first release's text files,
/// and whatever else a folder may hold.
@Suite("Archive reading")
struct ArchiveReadingTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-reading-\(UUID().uuidString)")
    /// 2026-11-30 14:30:12 UTC
    let date = Date(timeIntervalSince1970: 1_796_049_012)

    var archive: IntroductionArchive {
        IntroductionArchive(directory: root, timeZone: TimeZone(identifier: "UTC")!)
    }

    func write(_ name: String, _ text: String) throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: root.appendingPathComponent(name))
    }

    func entry(_ introduction: Introduction, seconds: TimeInterval = 0) -> ArchivedIntroduction {
        ArchivedIntroduction(
            introduction: introduction,
            profile: Profile(name: "Ada", role: "Engineer", skills: ["Swift", "SSE"], notes: "two\nlines"),
            options: GenerationOptions(language: .ja, tone: .formal, length: .long),
            sourceLabel: "openai gpt-4o-mini",
            date: date.addingTimeInterval(seconds))
    }

    /// The comment a format 1 file ends with (no parts).
    let formatOneComment = """
        <!-- introgen
        {
          "date" : "2026-11-30T23:30:12+09:00",
          "format" : 1,
          "options" : {
            "language" : "en",
            "length" : "short",
            "tone" : "casual"
          },
          "profile" : {
            "experience" : "",
            "interests" : "",
            "name" : "Grace",
            "notes" : "",
            "role" : "Admiral",
            "skills" : [
              "COBOL"
            ]
          },
          "source" : "offline composer"
        }
        -->

        """

    @Test func aFormatTwoSaveOpensExactlyAsItWasSaved() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let introductions = [
            Introduction(
                headline: "Engineer", introduction: "First paragraph.\n\nSecond,\nwith a line break.",
                highlights: ["- looks like a list", "two"], bio: "Short bio."),
            Introduction(introduction: "Only text, which starts\n# like a heading"),
            Introduction(headline: "Just a headline and a bio", bio: "Bio."),
        ]
        for (index, introduction) in introductions.enumerated() {
            try archive.save(entry(introduction, seconds: Double(index)))
        }
        let listing = try archive.list()
        #expect(listing.skipped.isEmpty)
        #expect(listing.entries.map(\.entry.introduction) == introductions.reversed())
        let newest = try #require(listing.entries.first)
        #expect(newest.entry == entry(introductions[2], seconds: 2))
        #expect(newest.text == "# Just a headline and a bio\n\nBio.\n")
        #expect(listing.entries.last?.text == introductions[0].markdown)
    }

    @Test func aFormatOneFileInTheShapeWeWroteIsTakenApart() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let markdown = """
            # iOS engineer

            Hi, I'm Grace.

            I write compilers.

            - COBOL
            - Compilers

            Grace writes compilers.

            """
        try write("introduction-2026-11-30-233012.md", markdown + "\n" + formatOneComment)
        let saved = try #require(try archive.list().entries.first)
        #expect(
            saved.entry.introduction
                == Introduction(
                    headline: "iOS engineer", introduction: "Hi, I'm Grace.\n\nI write compilers.",
                    highlights: ["COBOL", "Compilers"], bio: "Grace writes compilers."))
        #expect(saved.entry.profile == Profile(name: "Grace", role: "Admiral", skills: ["COBOL"]))
        #expect(saved.entry.options == GenerationOptions(language: .en, tone: .casual, length: .short))
        #expect(saved.entry.sourceLabel == "offline composer")
        #expect(saved.entry.date == date)
        #expect(saved.text == markdown)
    }

    @Test(arguments: [
        // Text only: all introduction.
        ("Hi, I'm Grace.\n\nSecond paragraph.\n", Introduction(introduction: "Hi, I'm Grace.\n\nSecond paragraph.")),
        // A heading and paragraphs without a list: the rest is the introduction.
        ("# Head\n\nHi.\n\nMore.\n", Introduction(headline: "Head", introduction: "Hi.\n\nMore.")),
        // Two paragraphs after the list is not our shape.
        (
            "# Head\n\nHi.\n\n- a\n\nBio.\n\nExtra.\n",
            Introduction(introduction: "# Head\n\nHi.\n\n- a\n\nBio.\n\nExtra.")
        ),
        // A list without a paragraph before it is not our shape either.
        ("# Head\n\n- a\n\nBio.\n", Introduction(headline: "Head", introduction: "- a\n\nBio.")),
    ])
    func formatOneMarkdownOfAnotherShapeIsRead(markdown: String, expected: Introduction) {
        #expect(SavedFileReader.parts(ofMarkdown: markdown) == expected)
    }

    @Test func theFirstReleasesTextFilesAreListedWithTheirProfile() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // Exactly what the first release wrote (IntroductionArchive.render before the Markdown format).
        let legacy = """
            Hi, I'm Taro.

            I build apps.
            ---
            Not the separator: no Source line follows.

            ---
            Source: openai gpt-4o-mini
            Date: 2026-11-30 23:30:12 +09:00
            Language: ja, tone: formal, length: long
            Name: 山田太郎
            Role: iOS Engineer
            Skills: Swift, SwiftUI
            Interests: cycling
            Notes:
              first line
              second line

            """
        try write("introduction-2026-11-30-233012.txt", legacy)
        let listing = try archive.list()
        #expect(listing.skipped.isEmpty)
        let saved = try #require(listing.entries.first)
        let text = "Hi, I'm Taro.\n\nI build apps.\n---\nNot the separator: no Source line follows."
        #expect(saved.entry.introduction == Introduction(introduction: text))
        #expect(saved.text == text + "\n")
        #expect(
            saved.entry.profile
                == Profile(
                    name: "山田太郎", role: "iOS Engineer", skills: ["Swift", "SwiftUI"], interests: "cycling",
                    notes: "first line\nsecond line"))
        #expect(saved.entry.options == GenerationOptions(language: .ja, tone: .formal, length: .long))
        #expect(saved.entry.sourceLabel == "openai gpt-4o-mini")
        #expect(saved.entry.date == date)
    }

    @Test func damagedAndForeignFilesAreSkippedWithAReasonAndTheRestIsListed() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try archive.save(entry(Introduction(introduction: "Good one.")))
        try write("notes.md", "# My notes\n\nNothing to do with introgen.\n")
        try write("broken.md", "Text.\n\n<!-- introgen\n{\"format\": 2, \"date\": \n-->\n")
        try write("old.txt", "Some text\n---\nSource: x\nDate: yesterday\n")
        try write("plain.txt", "just text\n")
        try write("picture.png", "not really a picture")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data([0x23, 0x20, 0xFF, 0xFE, 0x0A]).write(to: root.appendingPathComponent("binary.md"))
        try Data(repeating: 0x41, count: IntroductionArchive.largestFile + 1).write(
            to: root.appendingPathComponent("huge.md"))
        try write(".introduction-in-progress.md.tmp", "half")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("folder.md"), withIntermediateDirectories: true)

        let listing = try archive.list()
        #expect(listing.entries.map(\.entry.introduction.introduction) == ["Good one."])
        let reasons = Dictionary(uniqueKeysWithValues: listing.skipped.map { ($0.file.lastPathComponent, $0.reason) })
        #expect(
            Set(reasons.keys) == [
                "notes.md", "broken.md", "old.txt", "plain.txt", "picture.png", "binary.md", "huge.md",
            ])
        #expect(reasons["notes.md"]?.contains("no introgen details") == true)
        #expect(reasons["broken.md"]?.contains("damaged") == true)
        #expect(reasons["old.txt"]?.contains("damaged") == true)
        #expect(reasons["binary.md"]?.contains("UTF-8") == true)
        #expect(reasons["huge.md"]?.contains("1 MiB") == true)
        #expect(
            listing.skipped.first { $0.file.lastPathComponent == "notes.md" }?.description.hasPrefix(
                "skipped notes.md: ") == true)
    }

    @Test func newestFirstAndTheLaterOfTwoSavesInOneSecondFirst() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let older = try archive.save(entry(Introduction(introduction: "Older."), seconds: -60))
        let first = try archive.save(entry(Introduction(introduction: "Same second, first.")))
        let second = try archive.save(entry(Introduction(introduction: "Same second, second.")))
        var names: [String] = []
        for _ in 0..<9 { names.append(try archive.save(entry(Introduction(introduction: "More."))).lastPathComponent) }
        let listed = try archive.list().entries.map(\.file.lastPathComponent)
        #expect(listed.first == names.last, "…-11.md is newer than …-2.md")
        #expect(Array(listed.suffix(3)) == [second, first, older].map(\.lastPathComponent))
    }

    @Test func deletingRemovesTheFileAndAMissingFolderIsAnEmptyList() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try archive.list() == ArchiveListing())
        try archive.save(entry(Introduction(introduction: "Delete me.")))
        let saved = try #require(try archive.list().entries.first)
        try archive.delete(saved)
        #expect(try archive.list().entries.isEmpty)
        try archive.delete(saved)
    }
}
