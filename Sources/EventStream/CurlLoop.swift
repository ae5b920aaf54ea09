import CCurl
import FoundationEssentials
import NamedThreads
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one thread that runs libcurl for the whole process (it shows as `introgen-curl` in `/proc`).
///
/// It owns the multi handle, and with it the connection cache that lets the next generation reuse this one's
/// connection (and its TLS session, or its HTTP/2 connection), and it owns every easy handle: no other thread
/// ever touches a curl handle. Other threads queue a ``Command`` under a lock and call `curl_multi_wakeup`, the
/// one call libcurl allows from any thread. Between events the thread sleeps in `curl_multi_poll`, so an open
/// but silent stream costs nothing. libcurl's callbacks (head lines, body bytes) run on this thread and go
/// straight to the transfer's state machine.
///
/// The loop lives as long as the process: it is made on first use and never torn down. libcurl itself is loaded
/// then (see `shim.h`); when it cannot be, every transfer ends at once with the loader's reason. Only this file
/// calls libcurl: the shim's table of its functions is filled by `introgen_curl_load_failure()`, called here first.
final class CurlLoop: Sendable {
    /// What another thread asks of the loop, performed in order.
    enum Command: Sendable {
        /// Create the handle and add it to the multi handle.
        case start(CurlTransfer)
        /// Remove the handle now: an HTTP/1 connection is closed, an HTTP/2 stream reset.
        case stop(CurlTransfer)
        /// The consumer caught up: let libcurl deliver what it held back and read on.
        case unpause(CurlTransfer)
    }

    /// The process's loop.
    static let shared = CurlLoop()

    /// Idle connections kept for reuse (per host there is rarely more than one; the rest is headroom, and an
    /// idle connection costs a socket and some TLS state).
    static let maxCachedConnections = 32
    /// libcurl's read buffer: one write callback carries at most this much.
    static let readBufferSize = 64 * 1024

    private let commands = Mutex<[Command]>([])
    /// Made once in `init` and never freed; `curl_multi_wakeup` on it is safe from any thread, every other use
    /// is on the loop thread.
    nonisolated(unsafe) private let multi: UnsafeMutableRawPointer
    /// Why there is no loop thread (libcurl could not be loaded or set up); nil when it runs.
    private let unavailable: String?

    private init() {
        if let failure = introgen_curl_load_failure() {
            unavailable = "libcurl could not be loaded (\(String(cString: failure)))"
        } else if introgen_curl_global_init(introgen_curl_global_default()) != CURLE_OK {
            unavailable = "libcurl could not be initialised"
        } else {
            unavailable = nil
        }
        guard unavailable == nil, let multi = introgen_curl_multi_init() else {
            multi = UnsafeMutableRawPointer(bitPattern: 1)!
            return
        }
        introgen_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, Self.maxCachedConnections)
        self.multi = multi
        startThread(named: "introgen-curl") { [self] in run() }
    }

    /// Queues `command` and wakes the loop thread.
    func submit(_ command: Command) {
        if let unavailable {
            if case .start(let transfer) = command, transfer.starting() {
                transfer.finished(CurlOutcome(code: CURLE_FAILED_INIT, message: unavailable))
            }
            return
        }
        commands.withLock { $0.append(command) }
        introgen_curl_multi_wakeup(multi)
    }

    // MARK: - The loop thread

    /// What the loop keeps per running transfer; only the loop thread sees it.
    private final class Running {
        let transfer: CurlTransfer
        let easy: UnsafeMutableRawPointer
        var headers: UnsafeMutablePointer<curl_slist>?
        let errorBuffer: UnsafeMutablePointer<CChar>

        init(transfer: CurlTransfer, easy: UnsafeMutableRawPointer) {
            self.transfer = transfer
            self.easy = easy
            let size = introgen_curl_error_size()
            errorBuffer = .allocate(capacity: size)
            errorBuffer.initialize(repeating: 0, count: size)
        }

        /// libcurl's message for the failure: its error buffer, or the code's generic text.
        func message(for code: CURLcode) -> String {
            let text = String(cString: errorBuffer)
            return text.isEmpty ? String(cString: introgen_curl_easy_strerror(code)) : text
        }

        func release() {
            introgen_curl_easy_cleanup(easy)
            introgen_curl_slist_free_all(headers)
            errorBuffer.deallocate()
        }
    }

    private func run() {
        // OpenSSL writes with write(2): a peer gone must be EPIPE, not the end of the process. The signal a
        // write of this thread raises is directed at this thread and stays pending here, blocked.
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)

        var running: [ObjectIdentifier: Running] = [:]
        var byHandle: [UnsafeMutableRawPointer: ObjectIdentifier] = [:]
        func remove(_ id: ObjectIdentifier) -> Running? {
            guard let entry = running.removeValue(forKey: id) else { return nil }
            byHandle[entry.easy] = nil
            introgen_curl_multi_remove_handle(multi, entry.easy)
            return entry
        }
        while true {
            let pending = commands.withLock { commands in
                defer { commands.removeAll(keepingCapacity: true) }
                return commands
            }
            for command in pending {
                switch command {
                case .start(let transfer):
                    guard transfer.starting(), let entry = start(transfer) else { continue }
                    running[ObjectIdentifier(transfer)] = entry
                    byHandle[entry.easy] = ObjectIdentifier(transfer)
                case .stop(let transfer):
                    remove(ObjectIdentifier(transfer))?.release()
                case .unpause(let transfer):
                    // May call the write callback at once with the bytes libcurl held back.
                    if let entry = running[ObjectIdentifier(transfer)] {
                        introgen_curl_easy_pause(entry.easy, introgen_curlpause_cont())
                    }
                }
            }
            var active: Int32 = 0
            introgen_curl_multi_perform(multi, &active)
            var queued: Int32 = 0
            while let message = introgen_curl_multi_info_read(multi, &queued) {
                guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                    let id = byHandle[easy]
                else { continue }
                let code = message.pointee.data.result
                guard let entry = remove(id) else { continue }
                var connectStatus = 0
                var systemError = 0
                introgen_easy_getinfo_long(easy, CURLINFO_HTTP_CONNECTCODE, &connectStatus)
                introgen_easy_getinfo_long(easy, CURLINFO_OS_ERRNO, &systemError)
                let outcome = CurlOutcome(
                    code: code, message: entry.message(for: code), connectStatus: connectStatus,
                    systemError: Int32(systemError))
                entry.release()
                entry.transfer.finished(outcome)
            }
            // libcurl shortens the wait to its own next timer; a wakeup or socket activity ends it early.
            introgen_curl_multi_poll(multi, 60_000)
        }
    }

    /// Creates and configures the handle of `transfer` and adds it; on failure the transfer is told why.
    private func start(_ transfer: CurlTransfer) -> Running? {
        guard let easy = introgen_curl_easy_init() else {
            transfer.finished(CurlOutcome(code: CURLE_OUT_OF_MEMORY, message: "no curl handle"))
            return nil
        }
        let entry = Running(transfer: transfer, easy: easy)
        let code = configure(entry)
        guard code == CURLE_OK, introgen_curl_multi_add_handle(multi, easy) == CURLM_OK else {
            let outcome = CurlOutcome(code: code, message: entry.message(for: code))
            entry.release()
            transfer.finished(outcome)
            return nil
        }
        return entry
    }

    /// Every option of one request; the first one libcurl refuses is returned.
    private func configure(_ entry: Running) -> CURLcode {
        let easy = entry.easy
        let request = entry.transfer.request
        var results: [CURLcode] = []
        func set(_ option: CURLoption, _ value: Int) { results.append(introgen_easy_setopt_long(easy, option, value)) }
        func set(_ option: CURLoption, _ value: String) {
            results.append(introgen_easy_setopt_string(easy, option, value))
        }

        results.append(introgen_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, entry.errorBuffer))
        set(CURLOPT_URL, request.url)
        set(CURLOPT_PROTOCOLS_STR, "http,https")
        set(CURLOPT_NOSIGNAL, 1)
        // Every encoding this libcurl decodes (gzip, deflate, br, zstd), asked for and decoded.
        set(CURLOPT_ACCEPT_ENCODING, "")
        set(CURLOPT_BUFFERSIZE, Self.readBufferSize)
        // Wait for an HTTP/2 connection being set up to the same host rather than opening a second one.
        set(CURLOPT_PIPEWAIT, 1)
        // A proxy's answer to CONNECT is not the response.
        set(CURLOPT_SUPPRESS_CONNECT_HEADERS, 1)
        if let proxy = request.settings.proxy { set(CURLOPT_PROXY, proxy) }
        if let file = request.settings.caFile { set(CURLOPT_CAINFO, file) }
        if let directory = request.settings.caDirectory { set(CURLOPT_CAPATH, directory) }

        switch request.method.uppercased() {
        case "GET" where request.body == nil:
            set(CURLOPT_HTTPGET, 1)
        case "HEAD" where request.body == nil:
            set(CURLOPT_NOBODY, 1)
        case let method:
            if method != "POST" { set(CURLOPT_CUSTOMREQUEST, request.method) }
            // POST, PUT and PATCH say "Content-Length: 0" when they have no body: some servers refuse a body of
            // unknown length (411).
            if request.body != nil || ["POST", "PUT", "PATCH"].contains(method) {
                let body = request.body ?? Data()
                set(CURLOPT_POST, 1)
                results.append(introgen_easy_setopt_off(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
                if body.isEmpty {
                    set(CURLOPT_COPYPOSTFIELDS, "")
                } else {
                    results.append(
                        body.withUnsafeBytes { bytes in
                            introgen_easy_setopt_pointer(
                                easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
                        })
                }
            }
        }
        for line in request.headerLines {
            entry.headers = introgen_curl_slist_append(entry.headers, line)
        }
        results.append(introgen_easy_setopt_list(easy, CURLOPT_HTTPHEADER, entry.headers))

        let context = Unmanaged.passUnretained(entry.transfer).toOpaque()
        results.append(introgen_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, context))
        results.append(
            introgen_easy_setopt_callback(easy, CURLOPT_HEADERFUNCTION) { buffer, size, count, context in
                guard let context else { return 0 }
                let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                transfer.received(headerLine: UnsafeRawBufferPointer(start: buffer, count: size * count))
                return size * count
            })
        results.append(introgen_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, context))
        results.append(
            introgen_easy_setopt_callback(easy, CURLOPT_WRITEFUNCTION) { buffer, size, count, context in
                guard let context else { return 0 }
                let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                let accepted = transfer.received(body: UnsafeRawBufferPointer(start: buffer, count: size * count))
                return accepted ? size * count : introgen_curl_writefunc_pause()
            })
        return results.first { $0 != CURLE_OK } ?? CURLE_OK
    }
}
