public import Foundation
import Synchronization

/// A test peer written in Python, run as a child process on 127.0.0.1: it writes its script to a temporary
/// folder, starts it, and waits (bounded) for the port it reports through a file. The script must end itself
/// after 90 s whatever happens; ``stop()`` kills it sooner, and so does `deinit`.
///
/// Used by the TLS proxy, the HTTP proxy, the gzip encoder and the HTTP/2 server.
public final class PythonPeer: Sendable {
    /// The port the peer listens on (127.0.0.1).
    public let port: Int
    /// The folder holding the script, its port file and any log; removed by ``stop()``.
    public let directory: URL
    private let process: Mutex<Process?>

    /// Starts `script` with `interpreter` (`python3` from `PATH` unless given) and `arguments`; the script's last
    /// argument is the port file it must write. Throws a ``TLSTestPeerError`` that says what to install when the
    /// interpreter or a module is missing.
    public init(script: String, arguments: [String], interpreter: String = "/usr/bin/env", name: String)
        async throws
    {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("introgen-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let scriptPath = directory.appendingPathComponent("\(name).py").path
        let portFile = directory.appendingPathComponent("port").path
        let errorsPath = directory.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: scriptPath, contents: Data(script.utf8)),
            FileManager.default.createFile(atPath: errorsPath.path, contents: nil)
        else { throw TLSTestPeerError("cannot write \(scriptPath)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: interpreter)
        let python = interpreter == "/usr/bin/env" ? ["python3"] : []
        process.arguments = python + [scriptPath] + arguments + [portFile]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errorsPath)
        do {
            try process.run()
        } catch {
            throw TLSTestPeerError("cannot run \(interpreter) \(python.joined()) (install it: make deps): \(error)")
        }
        // Bounded: 400 looks, 25 ms apart (10 s). Sleeping, not blocking: a blocked thread of the small
        // cooperative pool would stall every other test's timers.
        var port: Int?
        for _ in 0..<400 {
            if let text = try? String(contentsOfFile: portFile, encoding: .utf8), let number = Int(text) {
                port = number
                break
            }
            guard process.isRunning else { break }
            try? await Task.sleep(for: .milliseconds(25))
        }
        guard let port else {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            let errors = (try? String(contentsOf: errorsPath, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: directory)
            throw TLSTestPeerError(
                "the \(name) peer did not start (status \(process.terminationStatus)): "
                    + (errors.isEmpty ? "no message" : String(errors.suffix(600))))
        }
        self.port = port
        self.directory = directory
        self.process = Mutex(process)
    }

    /// Kills the peer; a thread of its own reaps it and removes its folder (so no cooperative thread waits, see
    /// ``offThePool(_:)``). Later calls do nothing.
    public func stop() {
        let process = self.process.withLock { process in
            defer { process = nil }
            return process
        }
        guard let process else { return }
        // SIGKILL: nothing the child inherited can block it, so the wait below is bounded.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        let directory = directory
        let reaper = Thread {
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: directory)
        }
        reaper.name = "python-peer-reaper"
        reaper.start()
    }

    deinit {
        stop()
    }

    /// The lines every peer script starts with: signals back to their defaults (the test process blocks them,
    /// and exec passes that on) and a bounded lifetime.
    static let prelude = """
        import os, signal, sys, threading
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        threading.Timer(90, os._exit, [3]).start()

        def report_port(port_file, port):
            with open(port_file + ".tmp", "w") as f:
                f.write(str(port))
            os.rename(port_file + ".tmp", port_file)

        """
}
