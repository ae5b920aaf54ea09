import Foundation
import IntroductionCore
import IntroductionStorage
import IntroductionTestSupport
import Testing

@Suite("Version store")
struct VersionStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-versions-\(UUID().uuidString)")

    @Test func versionsComeBackWithEverythingTheyHeld() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = VersionStore(directory: folder)
        #expect(try store.load().isEmpty)
        let date = Date(timeIntervalSince1970: 1_796_049_012)
        let request = IntroductionRequest(
            profile: Profile(name: "Ada", skills: ["Swift"], notes: "line\nline"),
            options: GenerationOptions(language: .ja, tone: .casual, length: .short), seed: UInt64.max)
        let versions = [
            IntroductionVersion(
                id: 5,
                content: PartialIntroduction(
                    headline: "Head", introduction: "Text \u{1B}[31m</script>", highlights: ["a", ""], bio: nil),
                request: request, sourceLabel: "openai gpt-4o-mini", date: date, state: .completed),
            IntroductionVersion(
                id: 6, content: PartialIntroduction(introduction: "Half"), request: request,
                sourceLabel: "offline composer", date: date, state: .failed("connection lost; regenerate")),
            IntroductionVersion(
                id: 9, content: PartialIntroduction(introduction: "Mine"), request: request,
                sourceLabel: "offline composer", date: date, state: .stopped, isEdited: true),
        ]
        try store.save(versions)
        let loaded = try store.load()
        #expect(loaded.map(\.id) == [1, 2, 3], "numbered afresh, oldest first")
        for (original, back) in zip(versions, loaded) {
            var expected = original
            expected.id = back.id
            #expect(back == expected)
        }
        let mode = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
        try store.save(Array(versions.prefix(1)))
        #expect(try store.load().count == 1, "replaced, not appended")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["versions.json"], "no temporary left")
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        #expect(!text.contains("\u{1B}"), "control characters are escaped")
    }

    @Test func aDamagedFileIsAnErrorAndCanBeMovedAside() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = VersionStore(directory: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{\"format\":1,\"versions\":[{".utf8).write(to: store.fileURL)
        #expect(throws: SourceError.self) { try store.load() }
        let aside = try store.moveAside()
        #expect(aside.lastPathComponent == "versions.json.damaged")
        #expect(try store.load().isEmpty)
        #expect(FileManager.default.fileExists(atPath: aside.path))
    }
}
