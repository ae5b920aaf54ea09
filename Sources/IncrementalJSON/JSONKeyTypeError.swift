/// A member of a JSON object holding another type than the one read there: `"skills" should be a string or a list
/// of strings`.
///
/// The one sentence for every document introgen reads key by key (a profile file, the configuration file, the
/// service's request body), so a person hears the same words wherever the slip is; the caller adds which document.
package struct JSONKeyTypeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The key, after its parents' keys with a dot between: "serve.port".
    package let key: String
    /// What the value should be: "a string", "a whole number", "a string or a list of strings".
    package let expected: String

    package init(key: String, expected: String) {
        self.key = key
        self.expected = expected
    }

    /// `"serve.port" should be a whole number`, without a full stop (the caller's sentence may go on).
    package var description: String { "\"\(key)\" should be \(expected)" }
}
