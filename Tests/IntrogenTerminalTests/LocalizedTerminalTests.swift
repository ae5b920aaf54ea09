import Foundation
import TestSupport
import Testing

extension TerminalTests {
    /// The interface in Japanese under `LANG=ja_JP.UTF-8` (the real binary, its catalogue from `make locale`), today's
    /// English under C or with LANGUAGE alone, and `introgen serve` English whatever its locale.
    @Suite("introgen in Japanese", .serialized, .timeLimit(.minutes(2)))
    struct LocalizedTerminalTests {
        static let japanese = ["LANG": JapaneseLocale.name]

        /// The binary finds `.build/locale` above its folder; without it every Japanese check would see English.
        func requireCatalogue() throws {
            var folder = IntrogenBinary.url.resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<4 {
                let mo = folder.appendingPathComponent("locale/ja/LC_MESSAGES/introgen.mo")
                if FileManager.default.fileExists(atPath: mo.path) { return }
                folder.deleteLastPathComponent()
            }
            Issue.record("no compiled catalogue above \(IntrogenBinary.url.path): run `make locale` (make test does)")
            throw JapaneseLocale.Missing(description: "no catalogue")
        }

        @Test func theFormsLabelsTheStatusLineAndF1AreJapanese() async throws {
            try await JapaneseLocale.ensure()
            try requireCatalogue()
            try await withTmuxSession { tmux in
                try await tmux.start([], width: 80, height: 24, environment: Self.japanese)
                let rows = try await tmux.waitFor("準備完了")
                let screen = rows.joined(separator: "\n")
                for label in ["名前", "役職", "スキル", "経験", "興味・関心", "メモ", "用途"] {
                    #expect(screen.contains(label), "\(label) on\n\(screen)")
                }
                #expect(!screen.contains("Name"))
                #expect(CapturedScreen(rows).status.hasPrefix("準備完了"))
                // The label column holds the widest label: every field starts in column 12 (display columns).
                let interests = try #require(rows.first { $0.contains("興味・関心") })
                #expect(interests.hasPrefix(" 興味・関心 例: 登山、コーヒー"), "\(interests)")
                try await tmux.press("F1")
                let help = try await tmux.waitFor("キー操作").joined(separator: "\n")
                #expect(help.contains("項目を移動"))
                #expect(help.contains("PgUp / PgDn             結果をスクロール"))
            }
        }

        @Test func aNarrowTerminalKeepsTheJapaneseLabelsInTheirColumn() async throws {
            try await JapaneseLocale.ensure()
            try requireCatalogue()
            try await withTmuxSession { tmux in
                try await tmux.start([], width: 40, height: 12, environment: Self.japanese)
                let rows = try await tmux.waitFor("準備完了")
                // Name has the focus (no hint); Role shows its hint from column 12, as in English.
                let role = try #require(rows.first { $0.contains("役職") })
                #expect(role.hasPrefix(" 役職       例: iOS エンジニア"), "\(role)")
            }
        }

        /// glibc ignores LANGUAGE under C (and POSIX), not under C.UTF-8: there `LANGUAGE=ja` chooses Japanese.
        @Test(arguments: [
            ["LANG": "C.UTF-8"], ["LANG": "C", "LANGUAGE": "ja"], ["LANG": "xx_YY.UTF-8"], ["LANG": "en_US.UTF-8"],
        ])
        func aCOrUnknownLocaleShowsTheEnglishInterface(environment: [String: String]) async throws {
            try await withTmuxSession { tmux in
                try await tmux.start([], width: 80, height: 24, environment: environment)
                let rows = try await tmux.waitFor("ready")
                let screen = rows.joined(separator: "\n")
                #expect(
                    Array(rows.prefix(10)) == [
                        " Name", " Role       e.g. iOS Engineer", " Skills     comma separated: Swift, SwiftUI",
                        " Experience e.g. 5 years", " Interests  e.g. climbing, coffee",
                        " Notes      anything else (Ctrl-J: new line)", " Options     en   friendly   medium",
                        " For         meetup  said at a meetup or event (the default)",
                        "── Introduction " + String(repeating: "─", count: 64),
                        " Fill in the profile, then press Ctrl-G to write your introduction.",
                    ], "\(screen)")
                #expect(
                    rows.last == " ready · offline composer               ^G generate  F2 saved  F1 help  ^Q quit")
                #expect(!screen.contains("名前"))
            }
        }

        @Test func theAccessibleModeAsksInJapanese() async throws {
            try await JapaneseLocale.ensure()
            try requireCatalogue()
            let child = try ChildProcess(
                IntrogenBinary.url.path, ["--accessible", "--speed", "0", "--seed", "3"],
                environment: IntrogenBinary.environment(Self.japanese))
            child.finishInput(Data("Ada\nEngineer\n\n\n\n\n2\n\n\n\nq\n".utf8))
            let output = await child.wait()
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.contains("アクセシブルモード"))
            #expect(output.stdout.contains("名前: "))
            #expect(output.stdout.contains("スキル（カンマ区切り）: "))
            #expect(output.stdout.contains("作成中…"))
            #expect(output.stdout.contains("r 再生成、"))
        }

        @Test func generateSaysItsErrorInJapaneseOnStderr() async throws {
            try await JapaneseLocale.ensure()
            try requireCatalogue()
            let closed = try RefusingPort()
            let arguments = [
                "generate", "--name", "Ada", "--provider", "service", "--url",
                "http://127.0.0.1:\(closed.port)/api/introduction/stream",
            ]
            let japanese = try await IntrogenBinary.run(
                arguments, environment: IntrogenBinary.environment(Self.japanese))
            #expect(japanese.status == 1)
            #expect(japanese.stderr.contains("への接続が拒否されました"), "\(japanese.stderr)")
            let english = try await IntrogenBinary.run(arguments, environment: IntrogenBinary.environment())
            #expect(english.stderr.contains("was refused"), "\(english.stderr)")
        }

        /// A usage error, its suggestion, the offline composer's refusal of another language and a broken
        /// configuration file are said in Japanese too, each on one line.
        @Test func usageErrorsAndTheLanguageRefusalAreJapanese() async throws {
            try await JapaneseLocale.ensure()
            try requireCatalogue()
            let environment = IntrogenBinary.environment(Self.japanese)
            let misspelt = try await IntrogenBinary.run(["generate", "--nam", "Ada"], environment: environment)
            #expect(misspelt.status == 2)
            #expect(
                misspelt.stderr
                    == "introgen: 不明なオプション --nam（--name のことですか？）。'introgen generate --help' を参照してください。\n")
            let indonesian = try await IntrogenBinary.run(
                ["generate", "--name", "Ada", "--lang", "id"], environment: environment)
            #expect(indonesian.status == 1 && indonesian.stdout.isEmpty)
            #expect(indonesian.stderr.hasPrefix("introgen: オフライン作成が書けるのは英語と日本語だけで、Indonesian (id) では書けません"))
            #expect(indonesian.stderr.split(separator: "\n").count == 1)
            let config = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID()).json")
            try Data("{\n  \"speed\": 3,,\n}\n".utf8).write(to: config)
            defer { try? FileManager.default.removeItem(at: config) }
            let broken = try await IntrogenBinary.run(
                ["generate", "--name", "Ada", "--config", config.path], environment: environment)
            #expect(broken.stderr.contains("は正しい JSON ではありません（at line 2, column 14"), "\(broken.stderr)")
        }

        /// serve never takes the locale: its sentences are the API's, English under any LANG.
        @Test func serveAnswersInEnglishUnderAJapaneseLocale() async throws {
            try await JapaneseLocale.ensure()
            try requireCatalogue()
            let server = try await ServeProcess(
                binary: IntrogenBinary.url, arguments: ["--speed", "0"], environment: Self.japanese)
            defer { server.stop() }
            let body = "{\"name\": \"" + String(repeating: "n", count: 201) + "\"}"
            let curl = try ChildProcess(
                "/usr/bin/curl",
                [
                    "-s", "-X", "POST", "-H", "Content-Type: application/json", "--data", body,
                    server.url().absoluteString,
                ],
                environment: ["PATH": "/usr/bin:/bin"])
            curl.finishInput()
            let answer = await curl.wait()
            #expect(
                answer.stdout.contains("the name is 201 characters long; it may hold at most 200"), "\(answer.stdout)")
        }
    }
}
