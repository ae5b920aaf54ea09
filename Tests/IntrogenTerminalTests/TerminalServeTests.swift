import Foundation
import TestSupport
import Testing

extension TerminalTests {
    /// The terminal app pointed at `introgen serve` (both the real binary) shows exactly what the offline composer
    /// writes for the same profile and seed, section by section.
    @Suite("introgen in a terminal against introgen serve", .timeLimit(.minutes(3)))
    struct TerminalServeTests {
        static let seed = "11"
        static let profile = ["--name", "Ada Lovelace", "--role", "Engineer", "--skills", "Swift, SwiftUI"]
        static let options = ["--lang", "en", "--length", "short"]

        /// What the offline composer writes for the profile with the server's seed, in `format`.
        func offline(_ format: String) async throws -> String {
            let result = try await IntrogenBinary.run(
                ["generate", "--seed", Self.seed, "--format", format] + Self.profile + Self.options,
                environment: IntrogenBinary.environment())
            try #require(result.status == 0, "\(result.stderr)")
            return result.stdout
        }

        func serve() async throws -> ServeProcess {
            try await ServeProcess(binary: IntrogenBinary.url, arguments: ["--speed", "0", "--seed", Self.seed])
        }

        @Test func theTerminalAppShowsTheFourSectionsTheServerStreams() async throws {
            let server = try await serve()
            let json = try await offline("json")
            let expected = try #require(
                try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            try await withTmuxSession { tmux in
                try await tmux.start(["--provider", "service", "--url", server.url().absoluteString] + Self.options)
                try await tmux.waitFor("ready")
                try await tmux.type("Ada Lovelace")
                try await tmux.press("Tab")
                try await tmux.type("Engineer")
                try await tmux.press("Tab")
                try await tmux.type("Swift, SwiftUI")
                try await tmux.press("C-g")
                let done = try await tmux.waitForScreen("done", timeout: .seconds(30)) { rows in
                    CapturedScreen(rows).status.hasPrefix("done")
                }
                let screen = CapturedScreen(done)
                #expect(screen.status.contains("service 127.0.0.1:\(server.port)"))
                let sections = screen.sections
                #expect(sections.map(\.title) == ["Headline", "Introduction", "Highlights", "Bio"])
                func text(_ title: String) -> String {
                    sections.first { $0.title == title }?.rows.joined(separator: " ") ?? ""
                }
                #expect(text("Headline") == expected["headline"] as? String)
                #expect(text("Introduction") == expected["introduction"] as? String)
                #expect(text("Bio") == expected["bio"] as? String)
                let highlights = sections.first { $0.title == "Highlights" }?.rows ?? []
                #expect(highlights.filter { $0.hasPrefix("- ") }.count == (expected["highlights"] as? [String])?.count)
            }
        }
    }
}
