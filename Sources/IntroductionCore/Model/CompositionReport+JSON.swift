package import IncrementalJSON

extension CompositionReport {
    /// The report as members of a JSON object beside the introduction's parts: `"unused":[{"field":…,"text":…,
    /// "reason":…}]` (the reason as the person reads it, "not understood") when a part was left out, then
    /// `"shortfall":"…"` when there is one. None when there is nothing to say, so the object of a text that left
    /// nothing out is exactly what it was before reports.
    package var jsonMembers: [JSONValue.Member] {
        var members: [JSONValue.Member] = []
        if !unused.isEmpty {
            let parts = unused.map { part in
                JSONValue.object([
                    JSONValue.Member("field", .string(part.field.rawValue)),
                    JSONValue.Member("text", .string(part.text)),
                    JSONValue.Member("reason", .string(part.reason.phrase)),
                ])
            }
            members.append(JSONValue.Member("unused", .array(parts)))
        }
        if let shortfall { members.append(JSONValue.Member("shortfall", .string(shortfall))) }
        return members
    }
}

extension PartialIntroduction {
    /// ``json`` with what the source left out after the parts (``CompositionReport/jsonMembers``): what
    /// `generate --format json` and `partial` print. Without a report, or with an empty one, exactly ``json``.
    public func json(reporting report: CompositionReport?) -> String {
        guard let report, case .object(let members) = jsonValue else { return json }
        return JSONValue.object(members + report.jsonMembers).text
    }
}
