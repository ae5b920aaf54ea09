import CMicroHTTPD

/// A libmicrohttpd connection, held to suspend and resume it.
///
/// `@unchecked Sendable` because it is only a pointer: libmicrohttpd documents `MHD_resume_connection` as safe from
/// any thread, and ``SuspendState`` makes sure each suspension is resumed exactly once and that nothing resumes a
/// connection that is not suspended (which also keeps the connection alive: libmicrohttpd never closes a suspended
/// connection).
struct ConnectionHandle: @unchecked Sendable {
    let pointer: OpaquePointer

    /// Suspends the connection; only from libmicrohttpd's own callbacks for this connection.
    func suspend() {
        introgen_mhd_suspend(pointer)
    }

    /// Resumes a suspended connection, from any thread.
    func resume() {
        introgen_mhd_resume(pointer)
    }
}
