import Foundation
import TestSupport
import Testing

/// The repository this test was built from (three folders up from this file).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Runs `executable` to the end with `arguments` and a plain environment, from `directory` when given.
func runTool(
    _ executable: String,
    _ arguments: [String],
    in directory: URL? = nil,
    environment: [String: String] = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"],
    input: Data = Data()
) async throws -> ChildProcess.Output {
    let child: ChildProcess
    if let directory {
        // posix_spawn has no portable working directory: a shell changes into it, then becomes the program.
        let quoted = ([executable] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        child = try ChildProcess(
            "/bin/sh", ["-c", "cd \"$0\" && exec " + quoted.joined(separator: " "), directory.path],
            environment: environment)
    } else {
        child = try ChildProcess(executable, arguments, environment: environment)
    }
    child.finishInput(input)
    return await child.wait(timeout: .seconds(60))
}

extension EndToEndTests {
    /// `make install` into a temporary DESTDIR, the installed binary run from elsewhere, and `make uninstall`.
    ///
    /// The binary installed is the one these tests run (`BINARY=`), so the suite needs no release build; what it
    /// proves (files in their places, nothing read from the build folder) does not depend on the configuration.
    @Suite("make install", .timeLimit(.minutes(2)))
    final class InstallTests {
        static let installed: [(path: String, mode: Int, source: String?)] = [
            ("usr/bin/introgen", 0o755, nil),
            ("usr/share/man/man1/introgen.1", 0o644, "docs/introgen.1"),
            ("usr/share/bash-completion/completions/introgen", 0o644, "Sources/introgen/completions/introgen.bash"),
            ("usr/share/zsh/site-functions/_introgen", 0o644, "Sources/introgen/completions/_introgen"),
            ("usr/share/fish/vendor_completions.d/introgen.fish", 0o644, "Sources/introgen/completions/introgen.fish"),
            ("usr/share/locale/ja/LC_MESSAGES/introgen.mo", 0o644, ".build/locale/ja/LC_MESSAGES/introgen.mo"),
        ]

        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-destdir-\(UUID())")

        deinit {
            try? FileManager.default.removeItem(at: destination)
        }

        func make(_ target: String) async throws -> ChildProcess.Output {
            let output = try await runTool(
                "/usr/bin/make",
                [
                    "--no-print-directory", "-C", repositoryRoot.path, target, "DESTDIR=\(destination.path)",
                    "PREFIX=/usr", "BINARY=\(IntrogenBinary.url.path)",
                ])
            try #require(output.status == 0, "make \(target): \(output.stdout)\(output.stderr)")
            return output
        }

        /// Every regular file under the destination, relative to it.
        func files() -> [String] {
            let root = destination.path + "/"
            let walker = FileManager.default.enumerator(atPath: destination.path)
            var found: [String] = []
            while let path = walker?.nextObject() as? String {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: root + path, isDirectory: &isFolder), !isFolder.boolValue {
                    found.append(path)
                }
            }
            return found.sorted()
        }

        @Test func installPutsEachFileInItsStandardPlaceAndUninstallRemovesExactlyThose() async throws {
            _ = try await make("install")
            #expect(files() == Self.installed.map(\.path).sorted())
            for file in Self.installed {
                let path = destination.appendingPathComponent(file.path).path
                let attributes = try FileManager.default.attributesOfItem(atPath: path)
                #expect((attributes[.posixPermissions] as? Int) == file.mode, "\(file.path)")
                let source =
                    file.source.map { repositoryRoot.appendingPathComponent($0).path } ?? IntrogenBinary.url.path
                #expect(FileManager.default.contentsEqual(atPath: path, andPath: source), "\(file.path)")
            }
            // Someone else's file in the same folders stays, and so do the folders.
            let foreign = destination.appendingPathComponent("usr/share/man/man1/other.1")
            try Data("other".utf8).write(to: foreign)
            _ = try await make("uninstall")
            #expect(files() == ["usr/share/man/man1/other.1"])
        }

        /// The installed binary runs in a folder of its own and never touches the repository: every path it opens,
        /// stats or executes (traced by strace) is outside it, so deleting the build folder cannot break it.
        @Test func theInstalledBinaryRunsFromAnotherFolderWithoutTheBuildFolder() async throws {
            _ = try await make("install")
            let installed = destination.appendingPathComponent("usr/bin/introgen").path
            let elsewhere = destination.appendingPathComponent("work")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            /// The lines of the trace that name a path inside the repository.
            func repositoryPaths(running binary: String) async throws -> [Substring] {
                let trace = destination.appendingPathComponent("trace-\(UUID()).log")
                let output = try await runTool(
                    "/usr/bin/strace",
                    [
                        "-f", "-qq", "-e", "trace=%file", "-o", trace.path, binary, "generate", "--name", "Ada",
                        "--role", "iOS engineer", "--lang", "ja", "--seed", "2",
                    ],
                    in: elsewhere,
                    environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": elsewhere.path])
                #expect(output.status == 0, "\(output.stderr)")
                #expect(output.stdout.contains("Ada"), "the composer's phrase material and word list were read")
                let log = try String(contentsOf: trace, encoding: .utf8)
                #expect(log.contains("\"\(binary)\""), "the trace is of \(binary)")
                return log.split(separator: "\n").filter { $0.contains(repositoryRoot.path) }
            }
            // The check can see the repository: the build folder's own binary looks there (its run path).
            #expect(!(try await repositoryPaths(running: IntrogenBinary.url.path)).isEmpty)
            let touched = try await repositoryPaths(running: installed)
            #expect(touched.isEmpty, "paths inside the repository:\n\(touched.joined(separator: "\n"))")
        }

        /// The installed binary finds its catalogue in `../share/locale`, wherever PREFIX was.
        @Test func theInstalledBinarySpeaksJapaneseFromItsShareLocale() async throws {
            try await JapaneseLocale.ensure()
            _ = try await make("install")
            let installed = destination.appendingPathComponent("usr/bin/introgen").path
            let closed = try RefusingPort()
            let output = try await runTool(
                installed,
                [
                    "generate", "--name", "Ada", "--provider", "service", "--url",
                    "http://127.0.0.1:\(closed.port)/api/introduction/stream",
                ],
                in: destination,
                environment: ["PATH": "/usr/bin:/bin", "LANG": JapaneseLocale.name, "HOME": destination.path])
            #expect(output.status == 1)
            #expect(output.stderr.contains("への接続が拒否されました"), "\(output.stderr)")
        }

        @Test(arguments: [
            ("bash", "usr/share/bash-completion/completions/introgen"),
            ("zsh", "usr/share/zsh/site-functions/_introgen"),
            ("fish", "usr/share/fish/vendor_completions.d/introgen.fish"),
        ])
        func theInstalledBinaryPrintsTheCompletionScriptItInstalled(shell: String, path: String) async throws {
            _ = try await make("install")
            let binary = destination.appendingPathComponent("usr/bin/introgen").path
            let output = try await runTool(binary, ["completions", shell])
            #expect(output.status == 0)
            let file = try String(contentsOf: destination.appendingPathComponent(path), encoding: .utf8)
            #expect(output.stdout == file)
        }

        @Test func theInstalledManPageRendersWithMan() async throws {
            _ = try await make("install")
            let page = destination.appendingPathComponent("usr/share/man/man1/introgen.1").path
            let output = try await runTool(
                "/usr/bin/man", ["-l", "-P", "cat", page],
                environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "MANWIDTH": "80"])
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stderr.isEmpty)
            #expect(output.stdout.hasPrefix("INTROGEN(1)"))
            for heading in ["NAME", "SYNOPSIS", "COMMANDS", "OPTIONS", "KEYS", "ENVIRONMENT", "FILES", "EXIT STATUS"] {
                #expect(output.stdout.contains("\n\(heading)\n"), "\(heading)")
            }
        }
    }
}
