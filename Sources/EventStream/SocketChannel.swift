import Foundation

/// One connected socket as the HTTP connection sees it: bytes out, bytes in, and every wait cut short by
/// the connection's wake-up pipe. Used by one thread only, so implementations need no locking.
protocol SocketChannel {
    /// Writes all of `data`; false when woken first. Throws `.cannotConnect` when the peer is gone.
    func sendAll(_ data: Data) throws -> Bool
    /// Waits for and reads the next bytes into `buffer`.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> SocketReadOutcome
    /// Releases the channel and closes the socket; the channel is not used afterwards.
    func closeConnection()
}

/// How one ``SocketChannel/read(into:)`` ended.
enum SocketReadOutcome {
    /// This many bytes (at least one) are at the start of the buffer.
    case bytes(Int)
    /// The peer ended the stream cleanly.
    case end
    /// The wake-up pipe became readable: the connection is being cancelled.
    case woken
    /// The connection broke; the words say how (without saying what was being done).
    case failed(String)
}

/// A plain TCP socket: `poll`, then `recv` and `send`.
struct PlainSocketChannel: SocketChannel {
    let fd: Int32
    let wake: Int32

    func sendAll(_ data: Data) throws -> Bool {
        try PosixSocket.sendAll(fd, data, wake: wake)
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> SocketReadOutcome {
        while true {
            guard PosixSocket.wait(fd, for: POLLIN, wake: wake) == .ready else { return .woken }
            let count = recv(fd, buffer.baseAddress, buffer.count, 0)
            if count > 0 { return .bytes(count) }
            if count == 0 { return .end }
            let code = errno
            if code == EINTR || code == EAGAIN || code == EWOULDBLOCK { continue }
            return .failed(String(cString: strerror(code)))
        }
    }

    func closeConnection() {
        close(fd)
    }
}
