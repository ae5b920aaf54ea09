import Foundation
import IntroductionCore
import IntroductionStorage
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The files introgen writes itself (the draft, the kept versions, saved introductions) on a real filesystem that
/// fills up: a 64 KiB tmpfs mounted by the test (root only; CI runs as root) and unmounted on every path. A write
/// that does not fit is one clear sentence (ENOSPC's own words), the old file is left whole, and no temporary file
/// is left behind.
@Suite(
    "Writes on a full filesystem",
    .enabled(if: FullFilesystem.canMount, "mounting a tmpfs needs root (CAP_SYS_ADMIN); CI runs as root")
)
struct FullFilesystemTests {
    @Test func aDraftThatDoesNotFitLeavesTheOldOneWhole() throws {
        try FullFilesystem.with { folder in
            let store = DraftStore(directory: folder)
            let old = Draft(profile: Profile(name: "Ada", notes: "Likes tea"))
            try store.save(old)
            try FullFilesystem.fill(folder)
            let error = #expect(throws: SourceError.self) {
                try store.save(Draft(profile: Profile(name: "Ada", notes: String(repeating: "long ", count: 2_000))))
            }
            #expect(error?.code == .fileAccess)
            #expect(
                error?.description
                    == "Could not use \(store.fileURL.path): it cannot be written (No space left on device).")
            #expect(try store.load() == old)
            #expect(try FullFilesystem.entries(folder) == ["draft.json", "filler"])
        }
    }

    @Test func keptVersionsThatDoNotFitLeaveTheOldFileWhole() throws {
        try FullFilesystem.with { folder in
            let store = VersionStore(directory: folder)
            let request = IntroductionRequest(profile: Profile(name: "Ada"), options: GenerationOptions(), seed: 1)
            let version = IntroductionVersion(
                id: 1, content: PartialIntroduction(introduction: "Hi, I'm Ada."), request: request,
                sourceLabel: "offline composer", date: Date(timeIntervalSince1970: 0), state: .completed,
                isEdited: false)
            try store.save([version])
            let before = try Data(contentsOf: store.fileURL)
            try FullFilesystem.fill(folder)
            var longer = version
            longer.content = PartialIntroduction(introduction: String(repeating: "Hi, I'm Ada. ", count: 1_000))
            let error = #expect(throws: SourceError.self) { try store.save([version, longer]) }
            #expect(error?.description.hasSuffix("(No space left on device).") == true)
            #expect(try Data(contentsOf: store.fileURL) == before)
            #expect(try FullFilesystem.entries(folder) == ["filler", "versions.json"])
        }
    }

    @Test func aSavedIntroductionThatDoesNotFitIsNoFileAtAll() throws {
        try FullFilesystem.with { folder in
            // The archive's folder is made while there is room (a folder needs a little too).
            let saves = folder.appendingPathComponent("introgen")
            try FileManager.default.createDirectory(at: saves, withIntermediateDirectories: true)
            let archive = IntroductionArchive(directory: saves)
            try FullFilesystem.fill(folder)
            let entry = ArchivedIntroduction(
                introduction: Introduction(introduction: String(repeating: "Hi, I'm Ada. ", count: 1_000)),
                profile: Profile(name: "Ada"), options: GenerationOptions(), sourceLabel: "offline composer",
                date: Date(timeIntervalSince1970: 0))
            let error = #expect(throws: SourceError.self) { try archive.save(entry) }
            #expect(error?.description.hasSuffix("(No space left on device).") == true)
            #expect(try FullFilesystem.entries(saves).isEmpty)
        }
    }
}

/// A 64 KiB tmpfs for one test.
enum FullFilesystem {
    /// Whether this process may mount one (tried once, on a folder of its own).
    static let canMount: Bool = {
        guard let folder = try? makeFolder() else { return false }
        defer { rmdir(folder.path) }
        guard mount("tmpfs", folder.path, "tmpfs", 0, "size=64k") == 0 else { return false }
        umount(folder.path)
        return true
    }()

    /// Mounts a fresh tmpfs, runs `body` on it, and unmounts it and removes its folder however `body` ends.
    static func with(_ body: (URL) throws -> Void) throws {
        let folder = try makeFolder()
        defer { rmdir(folder.path) }
        guard mount("tmpfs", folder.path, "tmpfs", 0, "size=64k,mode=0700") == 0 else {
            throw Failure(description: "mount tmpfs on \(folder.path): \(String(cString: strerror(errno)))")
        }
        // MNT_DETACH: even a file left open by a failed expectation cannot keep the mount (or the folder) around.
        defer { umount2(folder.path, Int32(MNT_DETACH)) }
        try body(folder)
    }

    /// Writes `folder/filler` until the filesystem has no room left (at most 64 KiB + a page, so it ends).
    static func fill(_ folder: URL) throws {
        let descriptor = open(folder.appendingPathComponent("filler").path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw Failure(description: "cannot create the filler") }
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0x2E, count: 1_024)
        for _ in 0..<80 {
            if write(descriptor, block, block.count) < 0 {
                guard errno == ENOSPC else { throw Failure(description: "filler: \(String(cString: strerror(errno)))") }
                return
            }
        }
        throw Failure(description: "the 64 KiB filesystem took 80 KiB without filling up")
    }

    static func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-full-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
