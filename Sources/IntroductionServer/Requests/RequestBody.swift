import IncrementalJSON
package import IntroductionCore

/// The body of `POST /api/introduction/stream`: the profile's fields and the options, side by side in one JSON
/// object, as ``IntroductionService`` sends them.
///
/// `{"name":"Ada","role":"iOS engineer","skills":["Swift","SSE"],"experience":"5 years","interests":"…","notes":"…",
/// "language":"en","tone":"friendly","length":"short","for":"meetup"}`, and for a refinement of a shown version
/// `"instruction":"shorter","previous":"<its introduction>"`. Every key may be left out (an empty field, a default
/// option); the profile is read as a profile file is (`Profile.init(json:)`: `skills` may also be one
/// comma-separated string, null counts as absent, text is read as the form reads typed text); unknown keys are
/// ignored, so clients may send more than this server reads. Text is held to the form's limits (``ProfileLimits``,
/// ``Refinement/instructionLimit``). Every refusal is a 400 whose sentence names the key. The one place that reads
/// the body: an option added to ``GenerationOptions`` is one line in ``options(in:over:)``.
package enum RequestBody {
    /// The largest body accepted, in bytes (a full profile at its limits is about 32 KiB of UTF-8).
    package static let maxBytes = 64 * 1024

    /// The request `bytes` describe, with the options it leaves out taken from `defaults`.
    package static func parse(_ bytes: [UInt8], defaults: GenerationOptions) throws(HTTPProblem) -> (
        profile: Profile, options: GenerationOptions, refinement: Refinement?
    ) {
        let value: JSONValue
        do {
            value = try JSONValueAssembler.document(bytes)
        } catch {
            throw .badRequest("The body is not valid JSON: \(error)", kind: "bad_json")
        }
        guard case .object = value else {
            throw .badRequest(
                "The body must be a JSON object like {\"name\":\"Ada\",\"skills\":[\"Swift\"],\"language\":\"en\"}.",
                kind: "bad_json")
        }
        let profile: Profile
        do {
            profile = try Profile(json: value)
        } catch {
            throw .badRequest("\(error).")
        }
        if let excess = ProfileLimits.excess(in: profile) {
            guard let field = excess.field else { throw .badRequest("The profile is too long: \(excess).") }
            throw .badRequest("\"\(field.rawValue)\" is too long: \(excess).")
        }
        return (profile, try options(in: value, over: defaults), try refinement(in: value))
    }

    /// `instruction` and `previous`, when the body asks to change a shown version; nil for a new introduction.
    private static func refinement(in body: JSONValue) throws(HTTPProblem) -> Refinement? {
        func text(_ key: String) throws(HTTPProblem) -> String? {
            switch body[key] {
            case nil, .null?: return nil
            case .string(let text)?: return text
            default: throw .badRequest("\(JSONKeyTypeError(key: key, expected: "a string")).")
            }
        }
        guard let instruction = try text("instruction")?.trimmed, !instruction.isEmpty else { return nil }
        if let problem = Refinement.problem(with: instruction) { throw .badRequest("\"instruction\": \(problem)") }
        let previous = try text("previous") ?? ""
        if previous.count > ProfileLimits.profile {
            let limit = ProfileLimits.grouped(ProfileLimits.profile)
            throw .badRequest("\"previous\" is longer than an introduction can be (\(limit) characters).")
        }
        return Refinement(instruction: instruction, previous: Introduction(introduction: previous))
    }

    /// The options the body names over `defaults`.
    private static func options(in body: JSONValue, over defaults: GenerationOptions) throws(HTTPProblem)
        -> GenerationOptions
    {
        var options = defaults
        options.language = try language(body) ?? options.language
        options.tone = try choice(body, "tone") ?? options.tone
        options.length = try choice(body, "length") ?? options.length
        options.occasion = try choice(body, "for") ?? options.occasion
        return options
    }

    /// `language`: any well-formed BCP 47 tag; the source decides whether it writes it.
    private static func language(_ body: JSONValue) throws(HTTPProblem) -> GenerationOptions.Language? {
        let expected = "a BCP 47 language tag such as en, ja, id, zh-Hans or de"
        switch body["language"] {
        case nil, .null?:
            return nil
        case .string(let text)?:
            guard let language = GenerationOptions.Language(rawValue: text) else {
                throw .badRequest(
                    "\"language\" is \(JSONValue.string(String(text.prefix(40))).text): use \(expected).")
            }
            return language
        default:
            throw .badRequest("\"language\" must be a string: \(expected).")
        }
    }

    private static func choice<Choice: RawRepresentable & CaseIterable>(_ body: JSONValue, _ key: String)
        throws(HTTPProblem) -> Choice? where Choice.RawValue == String
    {
        let choices = Choice.allCases.map(\.rawValue).joined(separator: ", ")
        switch body[key] {
        case nil, .null?:
            return nil
        case .string(let text)?:
            guard let value = Choice(rawValue: text.lowercased()) else {
                throw .badRequest(
                    "\"\(key)\" is \(JSONValue.string(String(text.prefix(40))).text): use one of \(choices).")
            }
            return value
        default:
            throw .badRequest("\"\(key)\" must be a string: one of \(choices).")
        }
    }
}
