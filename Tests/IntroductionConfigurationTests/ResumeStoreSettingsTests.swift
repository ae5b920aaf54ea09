import Foundation
import IntroductionConfiguration
import IntroductionCore
import Testing

@Suite("introgen serve's resume store")
struct ResumeStoreSettingsTests {
    let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-store-config-\(UUID())")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String, mode: Int = 0o600) throws -> URL {
        let file = home.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        return file
    }

    func store(
        _ overrides: ServeOverrides, environment: [String: String] = [:], config: URL? = nil
    ) throws -> ResumeStoreSettings? {
        try ConfigurationLoader(environment: environment, home: home).loadServe(overrides, configFile: config)
            .resumeStore
    }

    func refusal(_ overrides: ServeOverrides, config: URL? = nil) -> String {
        do {
            _ = try store(overrides, config: config)
            return "accepted"
        } catch {
            #expect((error as? SourceError)?.code == .invalidConfiguration)
            return "\(error)"
        }
    }

    @Test(arguments: [
        ("redis://10.0.0.5:6380/2", "10.0.0.5", 6380, 2), ("redis://cache.internal", "cache.internal", 6379, 0),
        ("redis://127.0.0.1:6379/", "127.0.0.1", 6379, 0), ("redis://[::1]:7000/1", "::1", 7000, 1),
        ("redis://[fd00::5]", "fd00::5", 6379, 0),
    ])
    func aRedisURLGivesTheHostPortAndDatabase(url: String, host: String, port: Int, database: Int) throws {
        let store = try #require(try store(ServeOverrides(resumeStore: url)))
        #expect(store.host == host && store.port == port && store.database == database && store.password == nil)
        #expect(
            store.url
                == (host.contains(":")
                    ? "redis://[\(host)]:\(port)/\(database)" : "redis://\(host):\(port)/\(database)"))
    }

    @Test func withoutAStoreTheResumeLogStaysInMemory() throws {
        #expect(try store(ServeOverrides()) == nil)
        #expect(try store(ServeOverrides(), environment: ["REDIS_PASSWORD": "x"]) == nil)
    }

    @Test(arguments: [
        ("rediss://10.0.0.5:6379", "rediss:// and sockets are not supported"), ("10.0.0.5:6379", "give redis://"),
        ("redis://10.0.0.5:0", "port from 1 to 65535"), ("redis://10.0.0.5:port", "port from 1 to 65535"),
        ("redis://10.0.0.5:6379/two", "database number"), ("redis://", "host name or address"),
        ("redis://bad host:1", "host name or address"), ("redis://::1:6379", "host name or address"),
    ])
    func aURLThatCannotWorkIsRefusedNamingTheFlag(url: String, advice: String) {
        let sentence = refusal(ServeOverrides(resumeStore: url))
        #expect(sentence.contains("--resume-store") && sentence.contains(advice), "\(sentence)")
    }

    @Test func aPasswordInTheURLIsRefusedWithoutBeingRepeated() {
        for url in ["redis://:hunter2@10.0.0.5:6379", "redis://user:hunter2@10.0.0.5"] {
            let sentence = refusal(ServeOverrides(resumeStore: url))
            #expect(sentence.contains("--resume-store-password-file") && sentence.contains("REDIS_PASSWORD"))
            #expect(!sentence.contains("hunter2"), "\(sentence)")
        }
    }

    @Test func thePasswordComesFromTheFlagsFileThenTheEnvironmentThenTheConfigFilesFile() throws {
        let flagFile = try write("from-flag\n", to: "flag-password")
        _ = try write("from config\n", to: "conf/password")
        let config = try write(
            #"{"serve":{"resume_store":"redis://10.0.0.5","resume_store_password_file":"password"}}"#,
            to: "conf/config.json")
        let environment = ["REDIS_PASSWORD": "from-environment"]
        let flag = try #require(
            try store(
                ServeOverrides(resumeStorePasswordFile: flagFile.path), environment: environment, config: config))
        #expect(flag.host == "10.0.0.5" && flag.password == "from-flag" && flag.passwordOrigin == flagFile.path)
        let variable = try #require(try store(ServeOverrides(), environment: environment, config: config))
        #expect(variable.password == "from-environment" && variable.passwordOrigin == "REDIS_PASSWORD")
        let file = try #require(try store(ServeOverrides(), config: config))
        #expect(file.password == "from config", "read relative to the config file, spaces kept")
        let overridden = try #require(
            try store(ServeOverrides(resumeStore: "redis://10.0.0.6"), environment: environment, config: config))
        #expect(overridden.host == "10.0.0.6", "the flag wins over the file's store")
        for settings in [flag, variable, file] {
            let password = try #require(settings.password)
            #expect(!settings.description.contains(password), "\(settings)")
            #expect(!ServeSettings(resumeStore: settings).description.contains(password))
        }
    }

    @Test func aPasswordFileOthersCanReadOrWithoutAStoreIsRefused() throws {
        let open = try write("secret\n", to: "open", mode: 0o644)
        let empty = try write("\n", to: "empty")
        let store = "redis://10.0.0.5"
        #expect(
            refusal(ServeOverrides(resumeStore: store, resumeStorePasswordFile: open.path)).contains("chmod 600"))
        #expect(refusal(ServeOverrides(resumeStore: store, resumeStorePasswordFile: empty.path)).contains("one line"))
        #expect(
            refusal(ServeOverrides(resumeStorePasswordFile: empty.path)).contains("give --resume-store too"))
    }
}
