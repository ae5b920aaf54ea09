import Foundation
import TestSupport
import Testing

/// Each completion script loaded in its own shell and asked what it offers, as `introgen completions SHELL` prints
/// it: bash (its completion function called as bash calls it), fish (`complete -C`), zsh (typing Tab in a real
/// interactive zsh in tmux).
@Suite("Shell completions", .timeLimit(.minutes(1)))
final class CompletionTests {
    /// The test's folder: the scripts, and `work/`, where the shells run.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-completions-\(UUID())")
    /// The files to complete: two JSON files, a certificate, a note and a subfolder.
    var work: URL { folder.appendingPathComponent("work") }

    init() throws {
        try FileManager.default.createDirectory(
            at: work.appendingPathComponent("profiles"), withIntermediateDirectories: true)
        for name in ["me.json", "config.json", "ca.pem", "notes.txt"] {
            try Data().write(to: work.appendingPathComponent(name))
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The script as the binary prints it, saved in the folder.
    func script(_ shell: String, named name: String) async throws -> URL {
        let result = try await IntrogenBinary.run(["completions", shell])
        try #require(result.status == 0)
        let url = folder.appendingPathComponent(name)
        try Data(result.stdout.utf8).write(to: url)
        return url
    }

    // MARK: - bash

    /// What `_introgen` answers for the words of a command line (the last one being completed), one per line.
    func bash(_ lines: [[String]]) async throws -> [[String]] {
        let script = try await script("bash", named: "introgen.bash")
        var program = "source \(script.path)\n"
        for words in lines {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            program += "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMPREPLY=(); _introgen\n"
            program += "printf '%s\\t' \"${COMPREPLY[@]}\"; echo\n"
        }
        let output = try await runTool("/bin/bash", ["--norc", "--noprofile", "-c", program], in: work)
        try #require(output.status == 0, "\(output.stderr)")
        return output.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            $0.split(separator: "\t").map(String.init)
        }
    }

    @Test func bashCompletesCommandsValuesAndFiles() async throws {
        let answers = try await bash([
            ["introgen", ""], ["introgen", "--lang", ""], ["introgen", "--tone", "f"], ["introgen", "--length", ""],
            ["introgen", "--provider", ""], ["introgen", "generate", "--format", ""],
            ["introgen", "history", "--format", ""], ["introgen", "completions", ""], ["introgen", "history", ""],
            ["introgen", "generate", "--profile", ""], ["introgen", "--config", "c"], ["introgen", "--lang", "=", "j"],
            ["introgen", "--tone=ca"], ["introgen", "generate", "--name", ""],
        ])
        #expect(answers[0] == ["generate", "inspect", "history", "models", "completions", "serve", "help"])
        #expect(answers[1] == ["ja", "en", "zh-Hans", "zh-Hant", "ko", "id", "de", "es", "fr", "pt-BR", "vi", "th"])
        #expect(answers[2] == ["friendly", "formal"])
        #expect(answers[3] == ["short", "medium", "long"])
        #expect(answers[4] == ["offline", "openai", "anthropic", "service", "local"])
        #expect(answers[5] == ["text", "markdown", "json", "partial", "jsonl"])
        #expect(answers[6] == ["text", "json"])
        #expect(answers[7] == ["bash", "zsh", "fish"])
        #expect(answers[8] == ["show"])
        #expect(Set(answers[9]) == ["me.json", "config.json", "profiles"], "JSON files and folders only")
        #expect(answers[10] == ["config.json"])
        #expect(answers[11] == ["ja"], "--lang=j as bash splits it")
        #expect(answers[12] == ["--tone=casual"], "--tone=ca as one word keeps its option")
        #expect(answers[13].isEmpty, "nothing to offer for a free text")
    }

    @Test(arguments: commandsWithOptions)
    func bashOffersEveryOptionTheHelpNames(command: [String]) async throws {
        let offered = Set(try await bash([["introgen"] + command + ["--"]])[0])
        let missing = try await helpOptions(command).subtracting(offered)
        #expect(missing.isEmpty, "\(command): \(missing.sorted())")
    }

    // MARK: - fish

    /// What fish completes for `line`: the candidates, without their descriptions.
    func fish(_ line: String) async throws -> [String] {
        let script = try await script("fish", named: "introgen.fish")
        let output = try await runTool(
            "/usr/bin/fish", ["--no-config", "-c", "source \(script.path); complete -C \"\(line)\""], in: work,
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": folder.path])
        try #require(output.status == 0, "\(output.stderr)")
        return output.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    }

    @Test func fishCompletesCommandsValuesAndFiles() async throws {
        #expect(
            try await fish("introgen ") == ["completions", "generate", "help", "history", "inspect", "models", "serve"])
        #expect(try await fish("introgen models --format ") == ["json", "text"])
        let languages = ["ja", "en", "zh-Hans", "zh-Hant", "ko", "id", "de", "es", "fr", "pt-BR", "vi", "th"]
        #expect(try await fish("introgen --lang ").sorted() == languages.sorted())
        #expect(try await fish("introgen --lang=").sorted() == languages.map { "--lang=" + $0 }.sorted())
        #expect(try await fish("introgen generate --format ") == ["json", "jsonl", "markdown", "partial", "text"])
        #expect(try await fish("introgen history --format ") == ["json", "text"])
        #expect(try await fish("introgen completions ") == ["bash", "fish", "zsh"])
        #expect(try await fish("introgen generate --profile ") == ["config.json", "me.json", "profiles/"])
        #expect(try await fish("introgen --config m") == ["me.json"])
        #expect(Set(try await fish("introgen generate --cacert ")).isSuperset(of: ["ca.pem", "notes.txt"]))
    }

    @Test(arguments: commandsWithOptions)
    func fishOffersEveryOptionTheHelpNames(command: [String]) async throws {
        let offered = Set(try await fish((["introgen"] + command).joined(separator: " ") + " --"))
        let missing = try await helpOptions(command).subtracting(offered)
        #expect(missing.isEmpty, "\(command): \(missing.sorted())")
    }

    // MARK: - zsh

    /// zsh's listing after typing `line` and Tab, in an interactive zsh that loaded the script from its `fpath`.
    @Test func zshListsValuesAndFilesOnTab() async throws {
        let functions = folder.appendingPathComponent("functions")
        try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
        _ = try await script("zsh", named: "functions/_introgen")
        try await withTmuxSession { session in
            try await session.start(
                ["-f"], program: "/usr/bin/zsh", directory: work, environment: ["HOME": folder.path])
            try await session.type(
                "fpath=(\(functions.path) $fpath); autoload -U compinit; compinit -u; PS1='%% '; clear\n")
            func written(_ rows: [String]) -> [String] { rows.filter { !$0.isEmpty } }
            try await session.waitForScreen("the prompt") { written($0) == ["%"] }
            func listing(_ line: String) async throws -> [String] {
                try await session.type(line)
                try await session.press("Tab")
                let rows = try await session.waitForScreen("the listing for \(line)") { written($0).count > 1 }
                try await session.press("C-u")
                try await session.type("clear\n")
                try await session.waitForScreen("a clear screen") { written($0) == ["%"] }
                return written(rows).dropFirst().flatMap { $0.split(separator: " ").map(String.init) }
            }
            let languages: Set = ["ja", "en", "zh-Hans", "zh-Hant", "ko", "id", "de", "es", "fr", "pt-BR", "vi", "th"]
            #expect(Set(try await listing("introgen --lang ")).isSuperset(of: languages))
            #expect(try await listing("introgen --length ") == ["long", "medium", "short"])
            #expect(try await listing("introgen history --format ") == ["json", "text"])
            #expect(try await listing("introgen completions ") == ["bash", "fish", "zsh"])
            #expect(try await listing("introgen generate --profile ") == ["config.json", "me.json", "profiles/"])
            let formats = try await listing("introgen generate --format ")
            #expect(formats.filter { !$0.isEmpty && $0 != "--" }.count >= 5)
            for format in ["text", "markdown", "json", "partial", "jsonl"] { #expect(formats.contains(format)) }
            let commands = try await listing("introgen ")
            for command in ["generate", "inspect", "history", "models", "completions", "serve"] {
                #expect(commands.contains(command))
            }
        }
    }
}

extension CompletionTests {
    @Test func serveCompletesItsOwnValuesAndNoProfileFlags() async throws {
        let answers = try await bash([
            ["introgen", "serve", "--log-format", ""], ["introgen", "serve", "--"],
            ["introgen", "serve", "--token-file", "n"],
        ])
        #expect(answers[0] == ["text", "json"])
        #expect(answers[1].contains("--faults") && answers[1].contains("--provider"))
        #expect(!answers[1].contains("--name"), "serve takes no profile")
        #expect(answers[2] == ["notes.txt"])
        #expect(try await fish("introgen serve --log-format ") == ["json", "text"])
        #expect(!(try await fish("introgen serve --")).contains("--name"))
    }
}
