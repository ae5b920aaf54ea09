import Foundation
import TestSupport
import Testing

/// `--version` names the libraries the process runs on, as the system installed them.
@Suite("introgen --version")
struct VersionTests {
    /// The upstream version of an installed Debian package ("7.88.1" from "7.88.1-10+deb12u15"), cut to `parts`.
    static func installedVersion(_ package: String, parts: Int) async throws -> String {
        let child = try ChildProcess(
            "/usr/bin/dpkg-query", ["-W", "-f", "${Version}", package], environment: ["PATH": "/usr/bin:/bin"])
        child.finishInput()
        let output = await child.wait()
        try #require(output.status == 0, "dpkg-query \(package): \(output.stderr)")
        var version = Substring(output.stdout)
        if let colon = version.firstIndex(of: ":") { version = version[version.index(after: colon)...] }
        let upstream = version.split(separator: "-").first ?? version
        return upstream.split(separator: ".").prefix(parts).joined(separator: ".")
    }

    @Test(arguments: [
        ["--version"], ["generate", "--version"], ["inspect", "--version"], ["completions", "--version"],
        ["history", "--version"],
        ["--accessible", "--version"], ["--lang", "en", "--version"],
    ])
    func everyCommandNamesTheNcurseswLibcurlAndMecabItRunsOn(arguments: [String]) async throws {
        let curses = try await Self.installedVersion("libncursesw6", parts: 2)
        let curl = try await Self.installedVersion("libcurl4", parts: 3)
        let result = try await IntrogenBinary.run(arguments, environment: ["LANG": "C.UTF-8"])
        #expect(result.status == 0)
        #expect(result.stdout == "introgen 0.2.0 (ncursesw \(curses), libcurl \(curl), MeCab with IPADIC)\n")
        #expect(result.stderr.isEmpty)
    }

    /// libcurl (and the thirty-odd libraries it brings) is loaded when a first connection opens, so commands that
    /// open none start without it. The dynamic loader says which libraries it loads (`LD_DEBUG=libs`).
    @Test(arguments: [
        ["--version"], ["--help"], ["generate", "--provider", "offline", "--name", "Ada"], ["completions", "bash"],
    ])
    func aRunWithoutAConnectionNeverLoadsLibcurl(arguments: [String]) async throws {
        let result = try await IntrogenBinary.run(arguments, environment: ["LANG": "C.UTF-8", "LD_DEBUG": "libs"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("libncursesw"), "the loader reports what it loads")
        #expect(!result.stderr.contains("libcurl"))
    }

    /// MeCab (with its shared libstdc++ and its dictionary's 50 MB mapping) is loaded when Japanese is first read;
    /// `--version` names it without loading it.
    @Test(arguments: [["--version"], ["--help"], ["completions", "bash"]])
    func aRunThatReadsNoJapaneseNeverLoadsMecab(arguments: [String]) async throws {
        let result = try await IntrogenBinary.run(arguments, environment: ["LANG": "C.UTF-8", "LD_DEBUG": "libs"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("libncursesw"), "the loader reports what it loads")
        #expect(!result.stderr.contains("libmecab"))
    }
}
