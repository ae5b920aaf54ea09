/// Which Redis server to use: host, port, database and password.
///
/// `description` is the address as `redis://host:port/db`, never the password: it is what messages and logs show.
package struct RedisEndpoint: Sendable, Equatable, CustomStringConvertible {
    /// A name or an address (IPv6 without brackets).
    package var host: String
    package var port: Int
    /// The database `SELECT`ed on every connection (0 is Redis's default).
    package var database: Int
    /// Sent with `AUTH` on every connection; nil when the server needs none.
    package var password: String?

    package init(host: String, port: Int = 6379, database: Int = 0, password: String? = nil) {
        self.host = host
        self.port = port
        self.database = database
        self.password = password
    }

    package var description: String {
        "redis://\(host.contains(":") ? "[\(host)]" : host):\(port)/\(database)"
    }
}
