import Foundation
import IntroductionConfiguration
import IntroductionCore
import Testing

@Suite("introgen serve's settings")
struct ServeSettingsTests {
    let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-serve-config-\(UUID())")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String, mode: Int = 0o600) throws -> URL {
        let file = home.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        return file
    }

    func load(_ overrides: ServeOverrides = ServeOverrides(), config: URL? = nil) throws -> ServeSettings {
        try ConfigurationLoader(environment: [:], home: home).loadServe(overrides, configFile: config)
    }

    /// The sentence a refusal gives.
    func refusal(_ overrides: ServeOverrides, config: URL? = nil) -> String? {
        do {
            _ = try load(overrides, config: config)
            return nil
        } catch {
            #expect((error as? SourceError)?.code == .invalidConfiguration)
            return "\(error)"
        }
    }

    @Test func nothingConfiguredIsLoopbackOn8080WithoutAToken() throws {
        let settings = try load()
        #expect(settings == ServeSettings())
        #expect(settings.host == "127.0.0.1" && settings.port == 8080 && settings.isLoopback && settings.token == nil)
        #expect(settings.resumeWindow == .seconds(300) && settings.drain == .seconds(10))
    }

    @Test func flagsWinOverTheServeSectionWhichIsRead() throws {
        _ = try write("s3cret\n", to: "conf/token")
        let config = try write(
            #"{"serve":{"host":"0.0.0.0","port":9000,"token_file":"token","max_generations":7,"drain":2.5,"#
                + #""resume_window":60,"max_events":500,"resume_memory":16,"log_format":"json"}}"#,
            to: "conf/config.json")
        let file = try load(config: config)
        #expect(file.host == "0.0.0.0" && !file.isLoopback)
        #expect(file.port == 9000 && file.maxGenerations == 7 && file.maxEvents == 500)
        #expect(file.drain == .milliseconds(2_500) && file.resumeWindow == .seconds(60))
        #expect(file.logFormat == .json && file.resumeMemory == 16 << 20)
        #expect(file.token == "s3cret", "token_file is read relative to the file's folder")
        #expect(!file.description.contains("s3cret"))
        let flags = try load(ServeOverrides(host: "::1", port: 0, maxGenerations: 3, logFormat: "text"), config: config)
        #expect(flags.host == "::1" && flags.isLoopback && flags.port == 0 && flags.maxGenerations == 3)
        #expect(flags.logFormat == .text)
        #expect(try load(ServeOverrides(resumeMemoryMegabytes: 200), config: config).resumeMemory == 200 << 20)
        #expect(try load().resumeMemory == 64 << 20, "64 MB unless told")
    }

    @Test func aReachableAddressNeedsATokenOrNoAuth() throws {
        let sentence = try #require(refusal(ServeOverrides(host: "0.0.0.0")))
        #expect(sentence.contains("--token-file FILE") && sentence.contains("--no-auth"))
        #expect(try load(ServeOverrides(host: "0.0.0.0", noAuth: true)).token == nil)
        let token = try write("abc", to: "token")
        #expect(try load(ServeOverrides(host: "192.168.1.5", tokenFile: token.path)).token == "abc")
        #expect(try load(ServeOverrides(host: "localhost")).host == "127.0.0.1")
        #expect(try load(ServeOverrides(host: "127.8.9.10")).isLoopback)
    }

    @Test func aTokenFileOthersCanReadOrThatHoldsNoTokenIsRefused() throws {
        let shared = try write("abc", to: "shared", mode: 0o644)
        #expect(refusal(ServeOverrides(tokenFile: shared.path))?.contains("chmod 600") == true)
        for (name, text) in [("empty", "\n"), ("spaces", "two words\n"), ("lines", "a\nb\n")] {
            let file = try write(text, to: name)
            #expect(refusal(ServeOverrides(tokenFile: file.path))?.contains("must hold one token") == true, "\(name)")
        }
        #expect(refusal(ServeOverrides(tokenFile: home.appendingPathComponent("none").path)) != nil)
    }

    @Test(arguments: [
        ServeOverrides(host: "example.com"), ServeOverrides(port: 70_000), ServeOverrides(maxGenerations: 0),
        ServeOverrides(resumeWindowSeconds: 0), ServeOverrides(drainSeconds: -1), ServeOverrides(logFormat: "xml"),
        ServeOverrides(resumeMemoryMegabytes: 0),
    ])
    func aValueThatCannotWorkIsRefusedNamingItsFlag(overrides: ServeOverrides) throws {
        let sentence = try #require(refusal(overrides))
        #expect(sentence.contains("--"), "\(sentence)")
    }
}
