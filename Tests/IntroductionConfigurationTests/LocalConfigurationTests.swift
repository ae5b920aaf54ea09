import Foundation
import IntroductionConfiguration
import IntroductionCore
import IntroductionProviders
import Testing

/// `provider: local`, `INTROGEN_LOCAL_URLS`, and the catalog of sources the picker and `introgen models` read.
@Suite("Local configuration")
struct LocalConfigurationTests {
    let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-local-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    func loader(_ environment: [String: String]) -> ConfigurationLoader {
        ConfigurationLoader(environment: environment, home: home)
    }

    @Test func localIsAProviderThatIsAskedForNeverInferred() throws {
        let named = try loader(["INTROGEN_LOCAL_URLS": " http://127.0.0.1:9000 ,,http://127.0.0.1:9001/v1"])
            .load(ConfigurationOverrides(provider: "local", model: "llama3.2:3b"))
        #expect(named.provider == .local)
        #expect(named.model == "llama3.2:3b")
        #expect(named.baseURL == nil)
        #expect(named.localURLs.map(\.absoluteString) == ["http://127.0.0.1:9000", "http://127.0.0.1:9001/v1"])
        #expect(try SourceFactory.makeSource(for: named) is LocalSource)
        let nothing = try loader(["INTROGEN_LOCAL_URLS": "http://127.0.0.1:9000"]).load()
        #expect(nothing.provider == .offline, "a list of URLs alone does not start a search")
    }

    @Test func aLocalURLThatIsNotHTTPIsNamedInTheError() throws {
        #expect {
            try loader(["INTROGEN_LOCAL_URLS": "http://127.0.0.1:9000,ftp://x"]).load()
        } throws: { error in
            "\(error)".contains("INTROGEN_LOCAL_URLS is \"ftp://x\"")
        }
    }

    @Test func theUnknownProviderSentenceListsLocal() throws {
        #expect {
            try loader([:]).load(ConfigurationOverrides(provider: "olama"))
        } throws: { error in
            "\(error)".contains("offline, openai, anthropic, service, local")
        }
    }

    static let server = LocalServer(
        kind: .ollama, baseURL: URL(string: "http://127.0.0.1:11434/v1")!, models: ["llama3.2:3b", "qwen2.5:0.5b"])
    static let probes = [
        LocalProbe(
            candidate: LocalCandidate(kind: .ollama, baseURL: server.baseURL, isConfigured: false),
            outcome: .found(server))
    ]

    @Test func theCatalogOffersOfflineEachLocalModelAndEachConfiguredProvider() throws {
        let environment = ["OPENAI_API_KEY": "sk-test-0123456789abcdef", "ANTHROPIC_API_KEY": "sk-ant-test-0123"]
        let current = try loader(environment).load()
        let catalog = SourceCatalog(loader: loader(environment), overrides: ConfigurationOverrides(), current: current)
        let choices = catalog.choices(local: Self.probes)
        #expect(
            choices.map(\.title) == [
                "offline composer", "Ollama llama3.2:3b", "Ollama qwen2.5:0.5b", "openai gpt-4o-mini",
                "anthropic \(AnthropicMessages.defaultModel)",
            ])
        #expect(
            choices.map(\.detail) == [
                "built in", "127.0.0.1:11434", "127.0.0.1:11434", "api.openai.com", "api.anthropic.com",
            ])
        let local = choices[2].configuration
        #expect(local.provider == .local && local.apiKey == nil && local.model == "qwen2.5:0.5b")
        let source = try SourceFactory.makeSource(for: local)
        #expect(source.label == "Ollama qwen2.5:0.5b (127.0.0.1:11434)")
        #expect(Set(choices.map(\.id)).count == choices.count, "ids are distinct")
    }

    @Test func withNothingConfiguredTheCatalogHoldsOfflineAndWhatWasFound() throws {
        let current = try loader([:]).load()
        let catalog = SourceCatalog(loader: loader([:]), overrides: ConfigurationOverrides(), current: current)
        #expect(catalog.remotes.isEmpty)
        #expect(catalog.choices(local: []).map(\.title) == ["offline composer"])
    }

    @Test func aKeptChoiceComesBackWithoutASearchAndAnUnknownOneIsIgnored() throws {
        let current = try loader([:]).load()
        let catalog = SourceCatalog(loader: loader([:]), overrides: ConfigurationOverrides(), current: current)
        let id = catalog.choices(local: Self.probes)[1].id
        let kept = try #require(catalog.configuration(forID: id))
        #expect(kept.provider == .local && kept.model == "llama3.2:3b" && kept.serverName == "Ollama")
        #expect(kept.baseURL == Self.server.baseURL)
        #expect(catalog.configuration(forID: "offline")?.provider == .offline)
        #expect(catalog.configuration(forID: "openai|gpt-4o|https://api.openai.com/v1") == nil, "no key any more")
        #expect(catalog.configuration(forID: "local|m|file:///etc/passwd|x") == nil)
    }
}
