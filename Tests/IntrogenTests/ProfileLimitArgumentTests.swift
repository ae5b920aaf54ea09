import Foundation
import TestSupport
import Testing

/// Profile arguments, profile files and the saved draft are held to the kit's limits (name 200 characters, each
/// other field 2,000, 8,000 in all): past one is a usage error (exit 2) naming the field and its limit.
@Suite("introgen profile limits")
struct ProfileLimitArgumentTests {
    static let offline = ["generate", "--provider", "offline", "--lang", "en", "--seed", "1"]

    static func text(_ count: Int, _ character: Character = "a") -> String {
        String(repeating: String(character), count: count)
    }

    @Test(arguments: [
        (["--name", text(201)], "--name is 201 characters long; it may hold at most 200"),
        (["--role", text(2_001)], "--role is 2,001 characters long; it may hold at most 2,000"),
        (["--notes", text(2_500, "山")], "--notes is 2,500 characters long; it may hold at most 2,000"),
        (
            ["--name", "Ada"] + ["role", "experience", "interests", "notes"].flatMap { ["--\($0)", text(2_000)] },
            "the profile is 8,003 characters long in all; together the fields may hold at most 8,000"
        ),
    ])
    func aFieldPastItsLimitIsAUsageErrorNamingIt(arguments: [String], sentence: String) async throws {
        let result = try await IntrogenBinary.run(
            Self.offline + arguments, environment: UnwrittenOutputTests.environment())
        #expect(result.status == 2)
        #expect(result.stderr == "introgen: \(sentence). See 'introgen generate --help'.\n")
        #expect(result.stdout.isEmpty)
    }

    /// Characters are what a person sees: 200 kanji, or 200 flags of two scalars each, are a name that fits.
    @Test(arguments: [text(200), text(200, "山"), text(200, "🇯🇵")])
    func aNameAtTheLimitIsTaken(name: String) async throws {
        let result = try await IntrogenBinary.run(
            Self.offline + ["--name", name], environment: UnwrittenOutputTests.environment())
        #expect(result.status == 0, "stderr: \(result.stderr)")
    }

    @Test func aProfileFileWithAFieldPastItsLimitIsAUsageErrorNamingTheFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let skills = (1...700).map { "s\($0)" }
        let json = try JSONSerialization.data(withJSONObject: ["name": "Ada", "skills": skills])
        try json.write(to: file)
        let result = try await IntrogenBinary.run(
            Self.offline + ["--profile", file.path], environment: UnwrittenOutputTests.environment())
        // Counted as the form shows them: "s1, s2, …, s700" is 4,090 characters.
        #expect(skills.joined(separator: ", ").count == 4_090)
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "introgen: in the profile file \(file.path) the skills are 4,090 characters long; "
                    + "they may hold at most 2,000. See 'introgen generate --help'.\n"))
        // A flag that replaces the long field makes the same file fit.
        let fixed = try await IntrogenBinary.run(
            Self.offline + ["--profile", file.path, "--skills", "Swift"],
            environment: UnwrittenOutputTests.environment())
        #expect(fixed.status == 0, "stderr: \(fixed.stderr)")
    }

    /// `introgen` into a pipe uses the saved draft: one from before the limits is a usage error and stays as it was;
    /// the pointer names the command used, the app.
    @Test func anOverLongSavedDraftIsAUsageErrorAndIsLeftAsItIs() async throws {
        var environment = UnwrittenOutputTests.environment()
        let state = URL(fileURLWithPath: try #require(environment["XDG_STATE_HOME"])).appendingPathComponent("introgen")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: state.deletingLastPathComponent().deletingLastPathComponent()) }
        let draft = Data(
            (#"{"profile":{"name":""# + Self.text(300)
                + #""},"options":{"language":"en","tone":"formal","length":"short"}}"#).utf8)
        let file = state.appendingPathComponent("draft.json")
        try draft.write(to: file)
        environment["INTROGEN_PROVIDER"] = "offline"
        let result = try await IntrogenBinary.run([], environment: environment)
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "introgen: in the saved draft \(file.path) the name is 300 characters long; it may hold at most 200"))
        #expect(result.stderr.hasSuffix(" (the app's form can shorten it). See 'introgen --help'.\n"))
        #expect(try Data(contentsOf: file) == draft)
    }
}
