import Foundation
import CGettext
@testable import Localization
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The Japanese catalogue: complete against the sources, valid for msgfmt, and what the lookup returns.
@Suite("the gettext catalogue", .serialized, .timeLimit(.minutes(2)))
struct CatalogueTests {
    /// The package's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let po = root.appendingPathComponent("Resources/locale/ja.po").path

    /// Runs a Debian gettext tool in the package's root (through `sh -c`, for the file list's pipe).
    func shell(_ script: String) async throws -> ChildProcess.Output {
        let child = try ChildProcess(
            "/bin/sh", ["-c", "cd \"$ROOT\" && " + script],
            environment: ["PATH": "/usr/bin:/bin", "ROOT": Self.root.path])
        child.finishInput()
        return await child.wait(timeout: .seconds(60))
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-pot-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The messages the sources mark, extracted as `make pot` extracts them, into `folder`; the template's path.
    /// To a file: written to stdout, xgettext converts to the locale's character set (ASCII under C).
    func extractTemplate(into folder: URL) async throws -> String {
        let pot = folder.appendingPathComponent("fresh.pot").path
        let extracted = try await shell(
            "find Sources -name '*.swift' | LC_ALL=C sort | xgettext --language=C --keyword=tr "
                + "--flag=tr:1:c-format --from-code=UTF-8 --no-wrap --output='\(pot)' --files-from=- 2>/dev/null")
        try #require(extracted.status == 0, "xgettext (Debian package gettext) failed: \(extracted.stderr)")
        return pot
    }

    @Test func everyMessageMarkedInTheSourcesHasAJapaneseTranslationNoneFuzzy() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pot = try await extractTemplate(into: folder)
        let compared = try await shell("msgcmp '\(Self.po)' '\(pot)'")
        #expect(
            compared.status == 0, "ja.po lacks messages the sources mark (make pot, then translate): \(compared.stderr)"
        )
        let fuzzy = try await shell("msgattrib --only-fuzzy --no-obsolete '\(Self.po)'")
        #expect(fuzzy.status == 0 && fuzzy.stdout.isEmpty, "fuzzy entries in ja.po:\n\(fuzzy.stdout)")
        let untranslated = try await shell("msgattrib --untranslated --no-obsolete '\(Self.po)'")
        #expect(untranslated.stdout.isEmpty, "untranslated entries in ja.po:\n\(untranslated.stdout)")
        let checked = try await shell("msgfmt --check --output-file=/dev/null '\(Self.po)'")
        #expect(checked.status == 0, "msgfmt --check: \(checked.stderr)")
    }

    @Test func theTemplateInTheRepositoryIsWhatTheSourcesMark() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pot = try await extractTemplate(into: folder)
        let marked = try await shell("grep '^msgid ' '\(pot)' | LC_ALL=C sort")
        let committed = try await shell("grep '^msgid ' Resources/locale/introgen.pot | LC_ALL=C sort")
        #expect(!marked.stdout.isEmpty)
        #expect(marked.stdout == committed.stdout, "Resources/locale/introgen.pot is stale: run make pot")
    }

    /// The lookup with the real compiled catalogue, in a thread-local Japanese locale (`uselocale`), so the rest of
    /// the test process keeps its own locale.
    @Test func theLookupFindsTheJapaneseOfAMessageAndLeavesUnknownOnesAlone() async throws {
        try await JapaneseLocale.ensure()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-locale-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let mo = folder.appendingPathComponent("ja/LC_MESSAGES/introgen.mo")
        try FileManager.default.createDirectory(
            at: mo.deletingLastPathComponent(), withIntermediateDirectories: true)
        let compiled = try await shell("msgfmt --check --output-file='\(mo.path)' '\(Self.po)'")
        try #require(compiled.status == 0, "\(compiled.stderr)")
        let directory = InterfaceLocale.catalogueDirectory(environment: ["INTROGEN_LOCALEDIR": folder.path])
        #expect(directory == folder.path)
        _ = bindtextdomain(InterfaceLocale.domain, folder.path)
        _ = bind_textdomain_codeset(InterfaceLocale.domain, "UTF-8")
        func look(_ message: String, in name: String) -> String {
            guard let locale = newlocale(LC_CTYPE_MASK | LC_MESSAGES_MASK, name, nil) else {
                return "no locale \(name)"
            }
            defer { freelocale(locale) }
            let previous = uselocale(locale)
            defer { uselocale(previous) }
            return InterfaceLocale.lookUp(message)
        }
        #expect(look("Name", in: JapaneseLocale.name) == "名前")
        #expect(look("ready", in: JapaneseLocale.name) == "準備完了")
        #expect(look("Interests", in: JapaneseLocale.name) == "興味・関心")
        #expect(look("not a message of ours", in: JapaneseLocale.name) == "not a message of ours")
        #expect(look("Name", in: "C.UTF-8") == "Name")
        #expect(
            FormatSubstitution.fill(look("%s parts not used (F6)", in: JapaneseLocale.name), with: ["2"])
                == "未使用 2 件（F6）")
    }

    @Test func theCatalogueIsFoundBesideTheBuildsAndTheInstalledLayout() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-layout-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        for place in ["prefix/share/locale", "pkg/.build/locale"] {
            let mo = folder.appendingPathComponent(place + "/ja/LC_MESSAGES/introgen.mo")
            try FileManager.default.createDirectory(
                at: mo.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: mo.path, contents: Data())
        }
        let base = folder.path
        #expect(
            InterfaceLocale.catalogueDirectory(environment: [:], executable: base + "/prefix/bin/introgen")
                == base + "/prefix/share/locale")
        #expect(
            InterfaceLocale.catalogueDirectory(
                environment: [:], executable: base + "/pkg/.build/x86_64-unknown-linux-gnu/debug/introgen")
                == base + "/pkg/.build/locale")
        #expect(
            InterfaceLocale.catalogueDirectory(environment: [:], executable: base + "/elsewhere/bin/introgen") == nil)
        #expect(InterfaceLocale.catalogueDirectory(environment: ["INTROGEN_LOCALEDIR": "/x"], executable: "/") == "/x")
    }
}
