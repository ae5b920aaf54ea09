import Foundation
import Synchronization
import TestSupport

/// Debian's nginx on 127.0.0.1 and a free port, proxying to `introgen serve` instances in turn (round robin), with
/// the settings the README gives for event streams (`proxy_buffering off`, HTTP/1.1 upstream). One process
/// (`master_process off`), its files in a folder of its own; `deinit` ends it.
final class NginxProxy: Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let port: Int
    let directory: URL
    private let pid: pid_t

    init(upstreams: [Int]) async throws {
        let executable = "/usr/sbin/nginx"
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw Failure(description: "\(executable) is missing: install nginx (make deps)")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-nginx-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        self.directory = directory
        port = try Self.freePort()
        let servers = upstreams.map { "        server 127.0.0.1:\($0);" }.joined(separator: "\n")
        let configuration = """
            daemon off;
            master_process off;
            pid \(directory.path)/nginx.pid;
            error_log \(directory.path)/error.log warn;
            events { worker_connections 256; }
            http {
                access_log \(directory.path)/access.log;
                client_body_temp_path \(directory.path)/body;
                proxy_temp_path \(directory.path)/proxy;
                fastcgi_temp_path \(directory.path)/fastcgi;
                uwsgi_temp_path \(directory.path)/uwsgi;
                scgi_temp_path \(directory.path)/scgi;
                upstream introgen {
            \(servers)
                }
                server {
                    listen 127.0.0.1:\(port);
                    location / {
                        proxy_pass http://introgen;
                        proxy_http_version 1.1;
                        proxy_set_header Connection "";
                        proxy_buffering off;
                        proxy_read_timeout 1h;
                    }
                }
            }
            """
        let file = directory.appendingPathComponent("nginx.conf")
        try Data(configuration.utf8).write(to: file)
        pid = try ShellSpawn.spawn(
            executable,
            ["-p", directory.path, "-e", directory.appendingPathComponent("error.log").path, "-c", file.path],
            environment: ["PATH": "/usr/bin:/bin"]
        ) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
    }

    /// What nginx logged about problems (an upstream gone, a bad configuration).
    var log: String {
        (try? String(contentsOf: directory.appendingPathComponent("error.log"), encoding: .utf8)) ?? ""
    }

    /// A port nobody listens on now: bound to 0, read, released.
    private static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard named else { throw Failure(description: "no free port: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        let pid = pid
        let directory = directory
        kill(pid, SIGKILL)
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            try? FileManager.default.removeItem(at: directory)
        }
    }
}
