import Foundation
import TestSupport
import Testing

extension EndToEndTests {
    /// The real binary as a child process with its own environment (never the test process's): proxies from the
    /// standard variables as curl reads them, the `proxy` and `ca_file` configuration keys, `--cacert`,
    /// `SSL_CERT_FILE`, and the checks on methods and headers.
    @Suite("introgen on people's networks", .timeLimit(.minutes(1)))
    final class NetworkEnvironmentTests {
        private var homes: [URL] = []

        deinit {
            for home in homes { try? FileManager.default.removeItem(at: home) }
        }

        /// Private XDG folders and only the given variables.
        func environment(_ extra: [String: String] = [:]) throws -> [String: String] {
            let home = FileManager.default.temporaryDirectory.appendingPathComponent(
                "introgen-net-\(UUID().uuidString)")
            homes.append(home)
            try FileManager.default.createDirectory(
                at: home.appendingPathComponent("config/introgen"), withIntermediateDirectories: true)
            return [
                "HOME": home.path, "LANG": "C.UTF-8", "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            ].merging(extra) { $1 }
        }

        static let stream = ScriptedResponse.eventStream([.event(id: "1", data: "hello")])

        // MARK: - Proxies from the environment, as curl reads them

        @Test(arguments: ["http_proxy", "ALL_PROXY", "all_proxy"])
        func aProxyVariableCarriesHTTP(variable: String) async throws {
            try await withLoopbackServer({ _ in Self.stream }) { server in
                try await withHTTPProxy { proxy in
                    let result = try await IntrogenBinary.run(
                        ["inspect", "--no-reconnect", "--url", server.url("/events").absoluteString],
                        environment: try environment([variable: proxy.url]))
                    #expect(result.status == 0, "\(result.stderr)")
                    #expect(result.stdout.contains(#""data":"hello""#))
                    #expect(proxy.entries.map(\.target) == ["http://127.0.0.1:\(server.port)/events"])
                }
            }
        }

        @Test func noProxyLeavesAHostOutAndUppercaseHTTPProxyIsIgnored() async throws {
            try await withLoopbackServer({ _ in Self.stream }) { server in
                try await withHTTPProxy { proxy in
                    let url = server.url("/events").absoluteString
                    let skipped = try await IntrogenBinary.run(
                        ["inspect", "--no-reconnect", "--url", url],
                        environment: try environment(["http_proxy": proxy.url, "no_proxy": "127.0.0.1"]))
                    #expect(skipped.status == 0, "\(skipped.stderr)")
                    // curl ignores HTTP_PROXY (a CGI server could set it from a request's Proxy header).
                    let uppercase = try await IntrogenBinary.run(
                        ["inspect", "--no-reconnect", "--url", url],
                        environment: try environment(["HTTP_PROXY": proxy.url]))
                    #expect(uppercase.status == 0, "\(uppercase.stderr)")
                    #expect(proxy.entries.isEmpty)
                    #expect(server.requests.count == 2)
                }
            }
        }

        @Test func httpsProxyTunnelsWithCONNECTAndTheCACanComeFromSSLCertFile() async throws {
            let certificates = try await TLSCertificates.shared()
            try await withLoopbackServer({ _ in Self.stream }) { server in
                try await withTLSProxy(in: server, identity: certificates.loopback) { tls in
                    try await withHTTPProxy { proxy in
                        let result = try await IntrogenBinary.run(
                            ["inspect", "--no-reconnect", "--url", tls.url("/events").absoluteString],
                            environment: try environment([
                                "HTTPS_PROXY": proxy.url, "SSL_CERT_FILE": certificates.trustedCA,
                            ]))
                        #expect(result.status == 0, "\(result.stderr)")
                        #expect(result.stdout.contains(#""data":"hello""#))
                        #expect(proxy.entries.map(\.method) == ["CONNECT"])
                    }
                }
            }
        }

        // MARK: - The configuration file and flags

        @Test func theProxyKeyAndCAFileKeyOfTheConfigurationAreUsed() async throws {
            let certificates = try await TLSCertificates.shared()
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(["Hi ", "there."])) }) { server in
                try await withTLSProxy(in: server, identity: certificates.loopback) { tls in
                    try await withHTTPProxy { proxy in
                        let environment = try environment()
                        let file = URL(fileURLWithPath: environment["XDG_CONFIG_HOME"]!)
                            .appendingPathComponent("introgen/config.json")
                        let config = [
                            "url": tls.url("/api").absoluteString, "proxy": proxy.url,
                            "ca_file": certificates.trustedCA,
                        ]
                        try JSONSerialization.data(withJSONObject: config).write(to: file)
                        let result = try await IntrogenBinary.run(["generate"], environment: environment)
                        #expect(result.status == 0, "\(result.stderr)")
                        #expect(result.stdout == "Hi there.\n")
                        #expect(proxy.entries.map(\.target) == ["127.0.0.1:\(tls.port)"])
                    }
                }
            }
        }

        @Test func cacertTrustsAPrivateCAAndWithoutItTheCertificateIsNamed() async throws {
            let certificates = try await TLSCertificates.shared()
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(["Trusted."])) }) { server in
                try await withTLSProxy(in: server, identity: certificates.loopback) { tls in
                    let source = ["generate", "--provider", "service", "--url", tls.url("/api").absoluteString]
                    let refused = try await IntrogenBinary.run(source, environment: try environment())
                    #expect(refused.status == 1)
                    #expect(refused.stderr.contains("is not trusted (unable to get local issuer certificate)"))
                    #expect(refused.stderr.contains("--cacert"))
                    let trusted = try await IntrogenBinary.run(
                        source + ["--cacert", certificates.trustedCA], environment: try environment())
                    #expect(trusted.status == 0, "\(trusted.stderr)")
                    #expect(trusted.stdout == "Trusted.\n")
                    #expect(server.requests.count == 1, "the refused certificate was not retried")
                }
            }
        }

        // MARK: - Hostile input and output

        @Test(arguments: [
            ["--method", "GET\r\nX-Injected: 1"], ["--method", "GET X"], ["--header", "Bad Name: 1"],
            ["--header", "X-Ok: a\r\nX-Injected: 1"],
        ])
        func aMethodOrHeaderThatIsNotHTTPIsAUsageError(flags: [String]) async throws {
            try await withLoopbackServer({ _ in Self.stream }) { server in
                let result = try await IntrogenBinary.run(
                    ["inspect", "--url", server.url().absoluteString] + flags, environment: try environment())
                #expect(result.status == 2, "\(result.stderr)")
                #expect(server.requests.isEmpty)
            }
        }

        @Test func aBadHeaderForGenerateIsAUsageErrorToo() async throws {
            let result = try await IntrogenBinary.run(
                ["generate", "--url", "http://127.0.0.1:9/x", "--header", "X-A: 1\rX-B: 2"],
                environment: try environment())
            #expect(result.status == 2)
        }

        @Test func serverTextOnStderrCarriesNoEscapeSequence() async throws {
            let hostile = "\u{1b}]0;PWNED\u{07}\u{1b}[2Jbad \u{9b}31mkey\u{1b}[0m"
            try await withLoopbackServer({ request in
                request.path.hasPrefix("/inspect")
                    ? .text(status: 401, hostile, contentType: "text/plain")
                    : .text(
                        status: 500,
                        #"{"error":{"message":"\#(hostile.unicodeScalars.map { $0.value < 0x20 || ($0.value >= 0x7f && $0.value < 0xa0) ? String(format: "\\u%04x", $0.value) : String($0) }.joined())"}}"#,
                        contentType: "application/json")
            }) { server in
                let inspect = try await IntrogenBinary.run(
                    ["inspect", "--url", server.url("/inspect").absoluteString], environment: try environment())
                let generate = try await IntrogenBinary.run(
                    ["generate", "--provider", "service", "--url", server.url("/generate").absoluteString],
                    environment: try environment())
                for result in [inspect, generate] {
                    #expect(result.status == 1)
                    #expect(result.stderr.contains("bad key"), "\(result.stderr)")
                    #expect(
                        !result.stderr.unicodeScalars.contains {
                            $0.value == 0x1b || $0.value == 0x9b || $0.value == 0x07
                        })
                }
            }
        }

        @Test func credentialsInAURLArePrintedAsStars() async throws {
            try await withLoopbackServer({ _ in .text(status: 404, "no") }) { server in
                let url = "http://ada:hunter2@127.0.0.1:\(server.port)/api"
                let result = try await IntrogenBinary.run(
                    ["generate", "--provider", "service", "--url", url], environment: try environment())
                #expect(result.status == 1)
                #expect(result.stderr.contains("http://***@127.0.0.1:\(server.port)/api"), "\(result.stderr)")
                #expect(!result.stderr.contains("hunter2"))
                #expect(
                    server.requests.first?.header("Authorization") == "Basic "
                        + Data("ada:hunter2".utf8).base64EncodedString())
            }
        }

        @Test func aServiceThatRepeatsItselfAfterEveryCutPrintsTheTextOnceAndExitsOne() async throws {
            let frame = "id: 1\n" + String(decoding: ServiceWire.frame("Hello, "), as: UTF8.self)
            try await withLoopbackServer({ _ in .eventStream([.text(frame), .cut]) }) { server in
                let result = try await IntrogenBinary.run(
                    ["generate", "--provider", "service", "--url", server.url("/api").absoluteString],
                    environment: try environment())
                #expect(result.status == 1)
                #expect(result.stdout == "Hello, \n")
                #expect(result.stderr.contains("lost mid-stream, also after 3 reconnects"), "\(result.stderr)")
            }
        }
    }
}
