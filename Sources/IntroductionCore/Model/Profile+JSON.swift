package import IncrementalJSON

extension Profile {
    /// The profile a JSON object describes: a profile file (`generate --profile`) or the body of a request to
    /// `introgen serve`, `{"name":"Ada","skills":["Swift","SSE"],…}`.
    ///
    /// Read as people write these by hand: every key may be left out, and null counts as absent; unknown keys are
    /// ignored (a body also holds the options); `skills` is a list of strings or one string, which is split as the
    /// form splits a typed skills line ("法人営業、チームマネジメント" is two skills). Text is read as the form reads
    /// typed text (``set(_:typed:)``). The limits (``ProfileLimits``) are the caller's to check, so it can say where
    /// the text came from.
    ///
    /// - Throws: ``JSONKeyTypeError`` naming the first field that holds another type.
    package init(json object: JSONValue) throws(JSONKeyTypeError) {
        self.init()
        for field in ProfileLimits.Field.allCases {
            switch object[field.rawValue] {
            case nil, .null?:
                continue
            case .string(let text)?:
                set(field, typed: text)
            case .array(let items)? where field == .skills:
                var skills: [String] = []
                for item in items {
                    guard case .string(let text) = item else { throw Self.wrongType(of: .skills) }
                    let trimmed = text.trimmed
                    if !trimmed.isEmpty { skills.append(trimmed) }
                }
                self.skills = skills
            default:
                throw Self.wrongType(of: field)
            }
        }
    }

    private static func wrongType(of field: ProfileLimits.Field) -> JSONKeyTypeError {
        JSONKeyTypeError(key: field.rawValue, expected: field == .skills ? "a string or a list of strings" : "a string")
    }
}
