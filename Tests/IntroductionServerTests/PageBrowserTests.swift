import Foundation
import TestSupport
import Testing

/// The page of `introgen serve` used as a person uses it, in Debian's headless chromium driven by selenium
/// (`Tests/Browser/page_test.py`, from the same virtual environment as the contract tools): typing a profile,
/// generating, stopping mid-stream, regenerating through a connection cut mid-way and resumed, the token, Japanese,
/// 360 px. Without chromium, chromedriver or selenium it fails naming `make test`, rather than pass having checked
/// nothing.
@Suite("introgen serve, the page in a browser", .timeLimit(.minutes(3)))
struct PageBrowserTests {
    static let script = OpenAPIContractTests.repository.appendingPathComponent("Tests/Browser/page_test.py")

    @Test func aPersonGeneratesStopsRegeneratesAndGetsEveryEventOnceAfterADrop() async throws {
        for program in ["/usr/bin/chromium", "/usr/bin/chromedriver"] {
            try #require(
                FileManager.default.isExecutableFile(atPath: program),
                "\(program) is missing: run `make test` (or `make deps`), which installs chromium and chromium-driver")
        }
        let python = try OpenAPIContractTests.tool("python")
        let folder = try OpenAPIContractTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let token = folder.appendingPathComponent("token")
        let written = FileManager.default.createFile(
            atPath: token.path, contents: Data("page-\(UUID())\n".utf8), attributes: [.posixPermissions: 0o600])
        try #require(written)
        // The offline composer at a pace a person can watch, so there is a mid-stream to stop and to cut.
        let server = try await ServeProcess(binary: IntrogenBinary.url, arguments: ["--speed", "250"])
        defer { server.stop() }
        let guarded = try await ServeProcess(
            binary: IntrogenBinary.url, arguments: ["--speed", "0", "--token-file", token.path])
        defer { guarded.stop() }
        let secret = try String(contentsOf: token, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let output = try await OpenAPIContractTests.run(
            python,
            [
                Self.script.path, "--port", "\(server.port)", "--token-port", "\(guarded.port)", "--token", secret,
                "--screenshots", folder.path,
            ],
            timeout: .seconds(150))
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.hasSuffix("page test ok\n"), "\(output.stdout)\(output.stderr)")
        for name in ["serve-page.png", "serve-page-dark.png", "serve-page-360.png", "serve-page-360-dark.png"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
        }
    }
}
