import Foundation
import IntroductionCore
import IntroductionStorage
import IntroductionTestSupport
import Testing

/// What a source left out of the profile survives on disk: in the kept versions and in a saved introduction's
/// metadata; files written before it, and parts a later release may add, still load.
@Suite("Stored reports")
struct StoredReportTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-report-\(UUID().uuidString)")
    /// 2026-11-30 14:30:12 UTC
    let date = Date(timeIntervalSince1970: 1_796_049_012)

    static let report = CompositionReport(
        unused: [
            UnusedPart(field: .experience, text: "flarp <-- blorp \u{1B}[31m", reason: .notUnderstood),
            UnusedPart(field: .notes, text: "あのイーハトーヴォのすきとおった風。", reason: .notSayableInEnglish),
        ],
        shortfall: "The profile holds enough for a short text only.")

    func version(id: Int, report: CompositionReport?) -> IntroductionVersion {
        var version = IntroductionVersion(
            id: id, content: PartialIntroduction(introduction: "Hi, I'm Yuki."),
            request: IntroductionRequest(profile: Profile(name: "Yuki"), options: GenerationOptions(), seed: 1),
            sourceLabel: "offline composer", date: date, state: .completed)
        version.report = report
        return version
    }

    @Test func keptVersionsComeBackWithTheirReportsAndOnlyThoseWithOneWriteTheKeys() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = VersionStore(directory: folder)
        try store.save([version(id: 1, report: Self.report), version(id: 2, report: nil)])
        let loaded = try store.load()
        #expect(loaded.map(\.report) == [Self.report, nil])
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        #expect(
            text.contains(
                #""unused":[{"field":"experience","reason":"not_understood","text":"flarp <-- blorp \u001b[31m"},"#),
            "\(text)")
        #expect(text.components(separatedBy: #""unused""#).count == 2, "written for the version that has one only")
        #expect(text.contains(#""shortfall":"The profile holds enough for a short text only.""#))

        // An empty report (nothing left out) writes nothing: the file is what it was before reports.
        try store.save([version(id: 1, report: CompositionReport())])
        let plain = try String(contentsOf: store.fileURL, encoding: .utf8)
        try store.save([version(id: 1, report: nil)])
        #expect(try String(contentsOf: store.fileURL, encoding: .utf8) == plain)
        #expect(!plain.contains("unused") && !plain.contains("shortfall"))
    }

    @Test func keptVersionsWithUnknownOrDamagedPartsStillLoad() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = VersionStore(directory: folder)
        try store.save([version(id: 1, report: nil)])
        var text = try String(contentsOf: store.fileURL, encoding: .utf8)
        let later =
            #""unused":[{"field":"notes","text":"zorp","reason":"too_sleepy"},{"field":"hobbies","text":"x","#
            + #""reason":"not_understood"},7,{"field":"role","text":"glim glam","reason":"not_understood"}],"#
        text = text.replacingOccurrences(of: #""ending""#, with: later + #""ending""#)
        try Data(text.utf8).write(to: store.fileURL)
        #expect(
            try store.load().map(\.report)
                == [CompositionReport(unused: [UnusedPart(field: .role, text: "glim glam", reason: .notUnderstood)])])
        text = text.replacingOccurrences(of: later, with: #""unused":"garbage","#)
        try Data(text.utf8).write(to: store.fileURL)
        #expect(try store.load().map(\.report) == [nil], "a value that is no list counts as none")
    }

    @Test func aSavedIntroductionKeepsItsReportInTheMetadataAndOpensWithIt() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = IntroductionArchive(directory: folder, timeZone: TimeZone(identifier: "UTC")!)
        let entry = ArchivedIntroduction(
            introduction: Introduction(introduction: "Hi, I'm Yuki."), profile: Profile(name: "Yuki"),
            options: GenerationOptions(), sourceLabel: "offline composer", date: date, report: Self.report)
        let url = try archive.save(entry)
        let text = try String(contentsOf: url, encoding: .utf8)
        let expected = """
              "shortfall" : "The profile holds enough for a short text only.",
              "source" : "offline composer",
              "unused" : [
                {
                  "field" : "experience",
                  "reason" : "not_understood",
                  "text" : "flarp \\u003c-- blorp \\u001b[31m"
                },
                {
                  "field" : "notes",
                  "reason" : "not_sayable_in_english",
                  "text" : "あのイーハトーヴォのすきとおった風。"
                }
              ]
            }
            -->

            """
        #expect(text.hasSuffix(expected), "\(text)")
        let listed = try archive.list().entries
        #expect(listed.map(\.entry.report) == [Self.report])
        #expect(IntroductionArchive.entry(inMarkdown: text)?.report == Self.report)

        // Without a report the file is exactly what it was before reports; files from then open with none.
        var plain = entry
        plain.report = nil
        let plainURL = try archive.save(plain)
        let plainText = try String(contentsOf: plainURL, encoding: .utf8)
        #expect(!plainText.contains("unused") && !plainText.contains("shortfall"))
        #expect(plainText.hasSuffix("  \"source\" : \"offline composer\"\n}\n-->\n"))
        #expect(IntroductionArchive.entry(inMarkdown: plainText)?.report == nil)
    }
}
