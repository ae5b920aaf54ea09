import CMicroHTTPD

/// Whole answers (a status, headers and a body sent at once) and reading the request's head.
extension RequestHandler {
    func reply(_ problem: HTTPProblem, _ context: RequestContext, _ connection: OpaquePointer) -> MHD_Result {
        metrics.failed(problem.kind)
        return send(
            status: problem.status, body: problem.body, type: "application/json", headers: problem.headers, context,
            connection)
    }

    func send(
        status: Int, body: String, type: String?, headers: [(name: String, value: String)] = [],
        _ context: RequestContext, _ connection: OpaquePointer
    ) -> MHD_Result {
        send(status: status, bytes: Array(body.utf8), type: type, headers: headers, context, connection)
    }

    /// Sends `bytes` with `status`; `type` nil for an answer without a body (204).
    func send(
        status: Int, bytes: [UInt8], type: String?, headers: [(name: String, value: String)] = [],
        _ context: RequestContext, _ connection: OpaquePointer
    ) -> MHD_Result {
        var bytes = bytes
        guard
            let reply = bytes.withUnsafeMutableBytes({ buffer in
                introgen_mhd_buffer_response(buffer.count, buffer.baseAddress)
            })
        else { return .NO }
        defer { introgen_mhd_destroy(reply) }
        if let type { introgen_mhd_add_header(reply, "Content-Type", type) }
        introgen_mhd_add_header(reply, "Cache-Control", "no-store")
        for header in headers { introgen_mhd_add_header(reply, header.name, header.value) }
        context.responded(status)
        return introgen_mhd_queue(connection, UInt32(status), reply)
    }

    func header(_ connection: OpaquePointer, _ name: String) -> String? {
        introgen_mhd_lookup(connection, .HEADER_KIND, name).map { String(cString: $0) }
    }

    func argument(_ connection: OpaquePointer, _ name: String) -> String? {
        introgen_mhd_lookup(connection, .GET_ARGUMENT_KIND, name).map { String(cString: $0) }
    }
}
