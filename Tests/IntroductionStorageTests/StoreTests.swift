import Foundation
import IntroductionCore
import IntroductionStorage
import IntroductionTestSupport
import Testing

@Suite("Draft store")
struct StoreTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-store-\(UUID().uuidString)")
    }

    func entries(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func aDraftRoundTripsAndIsPrivate() throws {
        let directories = XDGDirectories(environment: ["XDG_STATE_HOME": root.path], home: root)
        let store = DraftStore(directories: directories)
        #expect(store.fileURL.path == root.appendingPathComponent("introgen/draft.json").path)
        #expect(try store.load() == nil)
        let draft = Draft(
            profile: SampleProfiles.japaneseFull,
            options: GenerationOptions(language: .ja, tone: .formal, length: .long))
        try store.save(draft)
        #expect(try store.load() == draft)
        var changed = draft
        changed.profile.notes = "更新しました"
        try store.save(changed)
        #expect(try store.load() == changed)
        #expect(try entries(directories.state) == ["draft.json"], "no temporary files are left behind")
        let mode = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
    }

    @Test(.timeLimit(.minutes(1)))
    func aReaderNeverSeesAHalfWrittenDraft() async throws {
        let store = DraftStore(directory: root)
        let big = String(repeating: "長いメモ。", count: 40_000)
        let drafts = [
            Draft(profile: Profile(name: "A", notes: big)),
            Draft(profile: Profile(name: "B", notes: big + big)),
        ]
        try store.save(drafts[0])
        let writer = Task.detached {
            for index in 0..<40 { try store.save(drafts[index % 2]) }
        }
        let reader = Task.detached {
            var reads = 0
            for _ in 0..<200 {
                let draft = try store.load()
                #expect(draft == drafts[0] || draft == drafts[1])
                reads += 1
            }
            return reads
        }
        try await writer.value
        #expect(try await reader.value == 200)
        #expect(try entries(root) == ["draft.json"])
    }

    @Test func aDamagedDraftIsAnErrorNotALoss() throws {
        let store = DraftStore(directory: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("{oops".utf8).write(to: store.fileURL)
        let error = try #require(throws: SourceError.self) { try store.load() }
        #expect(error.code == .fileAccess)
        #expect(FileManager.default.fileExists(atPath: store.fileURL.path))
    }
}

@Suite("Kept versions' dates")
struct VersionDateTests {
    /// The dates are written without Foundation's calendar (which loads ICU data) and must read as before.
    @Test(arguments: [0, 1_732_000_000, 1_732_000_000.999, 1_700_000_059.5, 951_782_400, 4_102_444_799])
    func datesAreWrittenAsTheISO8601StrategyWritesThem(seconds: Double) throws {
        let date = Date(timeIntervalSince1970: seconds)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let expected = String(decoding: try encoder.encode([date]), as: UTF8.self)
        #expect("[\"\(VersionStore.iso8601(date))\"]" == expected)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let read = try decoder.decode([Date].self, from: Data(expected.utf8))
        #expect(VersionStore.date(iso8601: VersionStore.iso8601(date)) == read.first)
    }

    @Test(arguments: [
        "2024-13-01T00:00:00Z", "2024-02-30T00:00:00Z", "2024-01-01T00:00:00+09:00", "2024-01-01 00:00:00Z",
    ])
    func onlyTheCanonicalFormIsReadWithoutTheParser(text: String) {
        #expect(VersionStore.date(iso8601: text) == nil)
    }
}
