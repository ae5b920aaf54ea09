import FoundationEssentials
import IncrementalJSON
import IntroductionCore

/// The profile flags of `introgen generate`: a JSON file, then field flags over it.
struct ProfileArguments {
    static let valued: Set<String> = ["profile", "name", "role", "skills", "experience", "interests", "notes"]

    static let usage = """
        profile:
          --profile FILE.json    {"name":…,"role":…,"skills":[…] or "A, B","experience":…,"interests":…,"notes":…}
          --name TEXT  --role TEXT  --skills 'A, B, C'  --experience TEXT  --interests TEXT  --notes TEXT
          \(ProfileLimits.summary)
        """

    /// Reads the file (if any) and applies the field flags over it; a field or the whole past its limit
    /// (``ProfileLimits``) is a usage error naming the flag, or the file, it came from.
    static func profile(_ parsed: ParsedArguments) throws(UsageError) -> Profile {
        var profile = Profile()
        if let path = parsed.value("profile") { profile = try file(path) }
        for field in ProfileLimits.Field.allCases {
            if let text = parsed.value(field.rawValue) { profile.set(field, typed: text) }
        }
        if let excess = ProfileLimits.excess(in: profile) {
            throw UsageError(message(for: excess, file: parsed.value("profile"), parsed: parsed))
        }
        return profile
    }

    /// The profile in the file at `path`, read as the service reads a request (``Profile/init(json:)``: skills as a
    /// list or as one typed line). What is wrong with it is said in our words with where it is: the line and column of
    /// a syntax error, the key of a value of another type.
    private static func file(_ path: String) throws(UsageError) -> Profile {
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw UsageError("cannot read the profile file \(path)")
        }
        let value: JSONValue
        do throws(JSONReaderError) {
            value = try JSONValueAssembler.document(bytes)
        } catch {
            throw UsageError("the profile file \(path) is not valid JSON \(error.located(in: bytes))")
        }
        guard case .object = value else {
            throw UsageError(
                "the profile file \(path) should hold one JSON object like {\"name\":\"…\",\"skills\":[\"…\"]}")
        }
        do {
            return try Profile(json: value)
        } catch {
            throw UsageError("the profile file \(path): \(error)")
        }
    }

    /// "--name is 250 characters long; it may hold at most 200", or the same about the file's field.
    static func message(for excess: ProfileLimits.Excess, file: String?, parsed: ParsedArguments) -> String {
        let sentence = excess.description
        guard let field = excess.field else { return sentence }
        if parsed.value(field.rawValue) != nil {
            return "--\(field.rawValue) is \(ProfileLimits.grouped(excess.count)) characters long; "
                + "it may hold at most \(ProfileLimits.grouped(excess.limit))"
        }
        return "in the profile file \(file ?? "") " + sentence
    }

    /// Whether any profile flag was given (otherwise the saved draft is the profile).
    static func hasProfileFlags(_ parsed: ParsedArguments) -> Bool {
        valued.contains { parsed.value($0) != nil }
    }
}
