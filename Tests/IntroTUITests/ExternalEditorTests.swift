import Foundation
@testable import IntroTUI

import Testing

/// The editor launcher with real editors: small shell scripts that do to the file what a person would.
@Suite("External editor", .serialized, .timeLimit(.minutes(1)))
struct ExternalEditorTests {
    /// A private folder with the scripts, the editor's temporary files and what the scripts report.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-editor-\(UUID().uuidString)")
        var temporary: URL { url.appendingPathComponent("tmp") }

        init() throws {
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        /// An executable `/bin/sh` script named `name` whose body gets the file as `$1`.
        ///
        /// Written through a close-on-exec descriptor: other tests spawn children all the time, and a child that
        /// inherited a descriptor open for writing on the script would make running it fail with "Text file busy".
        @discardableResult
        func script(_ name: String, _ body: String) throws -> String {
            let path = url.appendingPathComponent(name).path
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
            let bytes = Array(("#!/bin/sh\n" + body + "\n").utf8)
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
            return path
        }

        func editor(_ environment: [String: String]) -> ExternalEditor {
            ExternalEditor(
                environment: ["PATH": "/usr/bin:/bin"].merging(environment) { $1 }, temporaryDirectory: temporary)
        }

        func report(_ name: String) throws -> String {
            try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
        }
    }

    @Test func anEditorThatChangesTheFileGivesTheNewTextWithoutTrailingBlankLines() throws {
        let folder = try Folder()
        let script = try folder.script("change", #"sed -i 's/Ada/Grace/' "$1"; printf '\n\n' >> "$1""#)
        let outcome = folder.editor(["EDITOR": script]).edit("Hi, I'm Ada.\nI write Swift.")
        #expect(outcome == .changed("Hi, I'm Grace.\nI write Swift."))
    }

    @Test(arguments: [
        (":", ExternalEditor.Outcome.unchanged),
        (#"printf '\n\n  \n' >> "$1""#, .unchanged),
        (#": > "$1""#, .empty),
        (#"printf ' \n\t\n' > "$1""#, .empty),
        (#"echo changed > "$1"; exit 3"#, .exited(status: 3)),
    ])
    func anythingButAChangedTextChangesNothingAndSaysWhy(body: String, expected: ExternalEditor.Outcome) throws {
        let folder = try Folder()
        let script = try folder.script("editor", body)
        #expect(folder.editor(["EDITOR": script]).edit("Hi, I'm Ada.") == expected)
    }

    @Test func visualWinsOverEditorAndBothMayCarryArguments() throws {
        let folder = try Folder()
        // Appends its first argument to the file, which comes last, as git passes it.
        let script = try folder.script("append", #"printf ' %s' "$1" >> "$2""#)
        let editor = folder.editor(["VISUAL": "\(script) word", "EDITOR": "/bin/false"])
        #expect(editor.command == .shell("\(script) word"))
        #expect(editor.edit("Hi.") == .changed("Hi.\n word"))
        #expect(ExternalEditor(environment: ["VISUAL": "  ", "EDITOR": "ed"]).command == .shell("ed"))
    }

    @Test func withoutVariablesTheFirstFallbackOnPathIsUsedAndWithoutOneItSaysSo() throws {
        let folder = try Folder()
        try folder.script("vi", ":")
        try folder.script("nano", ":")
        let path = folder.url.path
        #expect(ExternalEditor.choose(environment: ["PATH": "relative:\(path)"]) == .executable("\(path)/nano"))
        let none = ExternalEditor(environment: ["PATH": folder.temporary.path])
        #expect(none.command == nil)
        #expect(none.edit("text") == .noEditor)
        #expect(ExternalEditor.Outcome.noEditor.description.contains("set VISUAL or EDITOR"))
    }

    @Test func anEditorEndedByASignalChangesNothing() throws {
        let folder = try Folder()
        try folder.script("vi", #"echo changed > "$1"; kill -TERM $$"#)
        let editor = ExternalEditor(environment: ["PATH": folder.url.path], temporaryDirectory: folder.temporary)
        #expect(editor.command == .executable(folder.url.appendingPathComponent("vi").path))
        #expect(editor.edit("Hi.") == .killed(signal: SIGTERM))
    }

    @Test func aCommandThatIsNotThereIsAnExitStatusNotACrash() throws {
        let folder = try Folder()
        #expect(folder.editor(["EDITOR": "/nonexistent/editor"]).edit("text") == .exited(status: 127))
    }

    /// The editor starts with no signal blocked or ignored (the test's own threads block them all), on a file only
    /// the user can read, which is gone afterwards.
    @Test func theEditorGetsDefaultSignalsAndAPrivateFileThatIsRemovedAfterwards() throws {
        let folder = try Folder()
        let report = folder.url.appendingPathComponent("report").path
        let script = try folder.script(
            "inspect",
            """
            grep -E '^Sig(Blk|Ign):' /proc/self/status > '\(report)'
            stat -c '%a' "$1" >> '\(report)'
            echo "$1" >> '\(report)'
            echo edited >> "$1"
            """)
        let outcome = folder.editor(["EDITOR": script]).edit("Text", name: "bio")
        #expect(outcome == .changed("Text\nedited"))
        let lines = try folder.report("report").split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(lines)")
        // Signals 1–31; glibc keeps its two internal real-time signals (32, 33) to itself.
        func standardSignals(_ line: String?) -> UInt64? {
            line.flatMap { UInt64($0.split(separator: "\t").last ?? "", radix: 16) }.map { $0 & 0x7FFF_FFFF }
        }
        #expect(lines.first?.hasPrefix("SigBlk:") == true && standardSignals(lines.first) == 0, "\(lines)")
        #expect(standardSignals(lines.dropFirst().first) == 0, "\(lines)")
        #expect(lines.dropFirst(2).first == "600")
        let file = try #require(lines.last)
        #expect(file.hasPrefix(folder.temporary.path + "/introgen-bio-") && file.hasSuffix(".md"), "\(file)")
        #expect(!FileManager.default.fileExists(atPath: file), "the temporary file is removed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.temporary.path).isEmpty)
    }

    @Test func theAppIgnoresNoSignalAfterTheEditorThatItDidNotIgnoreBefore() throws {
        let folder = try Folder()
        let script = try folder.script("noop", "exit 0")
        func ignored() throws -> String? {
            try String(contentsOfFile: "/proc/self/status", encoding: .utf8).split(separator: "\n")
                .first { $0.hasPrefix("SigIgn:") }.map(String.init)
        }
        let before = try ignored()
        #expect(folder.editor(["EDITOR": script]).edit("x") == .unchanged)
        #expect(try ignored() == before)
    }
}
