/// How a secret (an API key, a credential header's value) may appear anywhere a person can see it: in the
/// configuration's description, in a server's error body that echoes the key back.
public enum Secret {
    /// A key as it may be shown: `sk-…abcd`; short keys show nothing of themselves.
    public static func masked(_ key: String) -> String {
        guard key.count >= 12 else { return "…" }
        return "\(key.prefix(3))…\(key.suffix(4))"
    }
}
