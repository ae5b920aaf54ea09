package import IncrementalJSON

extension Introduction {
    /// The introduction as one JSON object, keys in reading order:
    /// `{"headline":…,"introduction":…,"highlights":[…],"bio":…}` (what `generate --format json` prints).
    ///
    /// Control characters are escaped, so the line is safe to print on a terminal.
    public var json: String { PartialIntroduction(self).json }
}

extension PartialIntroduction {
    /// The snapshot as one JSON object, keys in reading order and fields not yet started left out (what
    /// `generate --format partial` prints per snapshot); `{}` before anything started.
    ///
    /// Control characters are escaped, so the line is safe to print on a terminal.
    public var json: String { jsonValue.text }

    /// The snapshot as a JSON value, absent fields left out.
    package var jsonValue: JSONValue {
        var members: [JSONValue.Member] = []
        if let headline { members.append(JSONValue.Member("headline", .string(headline))) }
        if let introduction { members.append(JSONValue.Member("introduction", .string(introduction))) }
        if let highlights { members.append(JSONValue.Member("highlights", .array(highlights.map(JSONValue.string)))) }
        if let bio { members.append(JSONValue.Member("bio", .string(bio))) }
        return .object(members)
    }
}
