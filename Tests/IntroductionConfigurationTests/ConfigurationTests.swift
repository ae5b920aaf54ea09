import Foundation
import IntroductionConfiguration
import IntroductionCore
import IntroductionWriting
import Testing

@Suite("Configuration")
struct ConfigurationTests {
    let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    func writeConfig(_ json: String, mode: Int = 0o600, at url: URL? = nil) throws -> URL {
        let file = url ?? home.appendingPathComponent(".config/introgen/config.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        return file
    }

    func load(_ environment: [String: String] = [:], _ overrides: ConfigurationOverrides = ConfigurationOverrides())
        throws -> Configuration
    {
        try ConfigurationLoader(environment: environment, home: home).load(overrides)
    }

    @Test func nothingConfiguredMeansTheOfflineComposer() throws {
        let configuration = try load()
        #expect(configuration.provider == .offline)
        #expect(configuration.apiKey == nil)
        #expect(configuration.speed == OfflineComposer.defaultSpeed)
    }

    @Test func anOpenAIKeyInTheEnvironmentSelectsOpenAIWithItsDefaults() throws {
        let configuration = try load(["OPENAI_API_KEY": "sk-test-1234567890abcd"])
        #expect(configuration.provider == .openai)
        #expect(configuration.baseURL == URL(string: "https://api.openai.com/v1"))
        #expect(configuration.model == "gpt-4o-mini")
        #expect(configuration.apiKey == "sk-test-1234567890abcd")
        #expect(configuration.apiKeyVariable == "OPENAI_API_KEY")
        #expect(!configuration.description.contains("1234567890"))
        #expect(configuration.description.contains("sk-…abcd"))
    }

    @Test func anAnthropicKeySelectsAnthropicWithItsDefaults() throws {
        let configuration = try load(["ANTHROPIC_API_KEY": "sk-ant-abcdefghijkl"])
        #expect(configuration.provider == .anthropic)
        #expect(configuration.baseURL == URL(string: "https://api.anthropic.com"))
        #expect(configuration.model == "claude-3-5-haiku-latest")
    }

    @Test func flagsBeatTheEnvironmentWhichBeatsTheFile() throws {
        _ = try writeConfig(
            #"{"provider": "openai", "baseURL": "http://file.example/v1", "model": "file-model", "speed": 5}"#)
        let fileOnly = try load()
        #expect(fileOnly.baseURL == URL(string: "http://file.example/v1"))
        #expect(fileOnly.model == "file-model")
        let environment = ["INTROGEN_BASE_URL": "http://env.example/v1", "INTROGEN_MODEL": "env-model"]
        let withEnvironment = try load(environment)
        #expect(withEnvironment.baseURL == URL(string: "http://env.example/v1"))
        #expect(withEnvironment.model == "env-model")
        let withFlags = try load(
            environment, ConfigurationOverrides(baseURL: "http://flag.example/v1", model: "flag-model"))
        #expect(withFlags.baseURL == URL(string: "http://flag.example/v1"))
        #expect(withFlags.model == "flag-model")
        #expect(withFlags.speed == 5)
        let provider = try load(
            ["INTROGEN_PROVIDER": "offline"], ConfigurationOverrides(provider: "service", url: "http://127.0.0.1:9/s"))
        #expect(provider.provider == .service)
    }

    @Test func xdgConfigHomeIsHonouredAndRelativeValuesAreIgnored() throws {
        let elsewhere = home.appendingPathComponent("elsewhere")
        _ = try writeConfig(
            #"{"provider": "service", "url": "http://127.0.0.1:8080/api/introduction/stream"}"#,
            at: elsewhere.appendingPathComponent("introgen/config.json"))
        let configuration = try load(["XDG_CONFIG_HOME": elsewhere.path])
        #expect(configuration.provider == .service)
        #expect(configuration.baseURL?.path == "/api/introduction/stream")
        #expect(try load(["XDG_CONFIG_HOME": "relative/path"]).provider == .offline)
    }

    @Test func aServiceURLInTheFileSelectsTheService() throws {
        _ = try writeConfig(#"{"url": "http://127.0.0.1:8080/api/introduction/stream", "headers": {"X-Trace": "1"}}"#)
        let configuration = try load()
        #expect(configuration.provider == .service)
        #expect(configuration.headers == ["X-Trace": "1"])
    }

    @Test func aConfigFileHoldingAKeyMustBePrivate() throws {
        let file = try writeConfig(#"{"provider": "openai", "apiKey": "sk-file-abcdefgh1234"}"#, mode: 0o644)
        let error = try #require(throws: SourceError.self) { try load() }
        #expect(error.code == .invalidConfiguration)
        #expect(error.description.contains("chmod 600 \(file.path)"))
        #expect(!error.description.contains("sk-file"))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        #expect(try load().apiKey == "sk-file-abcdefgh1234")
    }

    @Test func aSecretHeaderCountsAsAKey() throws {
        _ = try writeConfig(#"{"url": "http://127.0.0.1:1/s", "headers": {"Authorization": "Bearer x"}}"#, mode: 0o640)
        #expect(throws: SourceError.self) { try load() }
    }

    @Test func theEnvironmentKeyBeatsTheFileKey() throws {
        _ = try writeConfig(#"{"openaiAPIKey": "sk-file-abcdefgh1234"}"#)
        #expect(try load(["OPENAI_API_KEY": "sk-env-abcdefgh5678"]).apiKey == "sk-env-abcdefgh5678")
    }

    @Test(arguments: [
        (["INTROGEN_PROVIDER": "gemini"], "INTROGEN_PROVIDER"),
        (["INTROGEN_PROVIDER": "service"], "INTROGEN_BASE_URL"),
        (["INTROGEN_PROVIDER": "openai"], "OPENAI_API_KEY"),
        (["INTROGEN_PROVIDER": "anthropic"], "ANTHROPIC_API_KEY"),
        (["INTROGEN_BASE_URL": "localhost:11434"], "INTROGEN_BASE_URL"),
    ])
    func unusableSettingsAreRefusedNamingTheCulprit(environment: [String: String], culprit: String) throws {
        let error = try #require(throws: SourceError.self) { try load(environment) }
        #expect(error.code == .invalidConfiguration)
        #expect(error.description.contains(culprit), "\(error)")
    }

    @Test func aLocalOpenAICompatibleServerNeedsNoKey() throws {
        let configuration = try load(["INTROGEN_BASE_URL": "http://127.0.0.1:11434/v1", "INTROGEN_MODEL": "llama3"])
        #expect(configuration.provider == .openai)
        #expect(configuration.apiKey == nil)
        #expect(configuration.model == "llama3")
    }

    @Test func malformedFilesAndBadSpeedsAreExplained() throws {
        _ = try writeConfig("{ not json")
        let error = try #require(throws: SourceError.self) { try load() }
        #expect(error.description.contains("config.json"))
        _ = try writeConfig(#"{"speed": -3}"#)
        #expect(throws: SourceError.self) { try load() }
    }

    @Test func noColorIsOnlyTheNonEmptyVariable() throws {
        #expect(try load(["NO_COLOR": "1"]).noColor)
        #expect(try !load(["NO_COLOR": ""]).noColor)
    }

    @Test func keysAreMaskedToTheirEnds() {
        #expect(Secret.masked("sk-proj-abcdefghijklmnop1234") == "sk-…1234")
        #expect(Secret.masked("short") == "…")
    }

    @Test func proxyAndCAFileComeFromTheFileAndCacertWins() throws {
        let folder = home.appendingPathComponent(".config/introgen")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("pem".utf8).write(to: folder.appendingPathComponent("corp-ca.pem"))
        let other = home.appendingPathComponent("other.pem")
        try Data("pem".utf8).write(to: other)
        _ = try writeConfig(
            #"{"url":"https://intro.corp/api","proxy":"http://proxy.corp:3128","ca_file":"corp-ca.pem"}"#)
        let fromFile = try load()
        #expect(fromFile.proxy == "http://proxy.corp:3128")
        #expect(fromFile.caFile == folder.appendingPathComponent("corp-ca.pem").path, "relative to the file")
        let flagged = try load([:], ConfigurationOverrides(caFile: other.path))
        #expect(flagged.caFile == other.path)
        #expect(flagged.description.contains("proxy: http://proxy.corp:3128"))
    }

    @Test func aMissingCAFileOrAnInvalidHeaderIsExplained() throws {
        _ = try writeConfig(#"{"url":"https://intro.corp/api","ca_file":"/nonexistent/ca.pem"}"#)
        #expect(throws: SourceError.self) { try load() }
        do {
            _ = try load()
        } catch {
            #expect("\(error)".contains("ca_file"))
        }
        _ = try writeConfig(#"{"url":"https://intro.corp/api","headers":{"X-Bad\r\nEvil":"1"}}"#)
        #expect(throws: SourceError.self) { try load() }
    }

    @Test func aProxyWithCredentialsMakesTheFileSecretAndIsMaskedWhenShown() throws {
        _ = try writeConfig(#"{"url":"https://intro.corp/api","proxy":"http://ada:pw@proxy.corp:3128"}"#, mode: 0o644)
        #expect(throws: SourceError.self) { try load() }
        _ = try writeConfig(#"{"url":"https://intro.corp/api","proxy":"http://ada:pw@proxy.corp:3128"}"#)
        let configuration = try load()
        #expect(configuration.description.contains("proxy: http://***@proxy.corp:3128"))
        #expect(!configuration.description.contains("pw@"))
    }
}
