import FoundationEssentials
import IntroductionCore

/// The profile flags of `introgen generate`: a JSON file, then field flags over it.
struct ProfileArguments {
    static let valued: Set<String> = ["profile", "name", "role", "skills", "experience", "interests", "notes"]

    static let usage = """
        profile:
          --profile FILE.json    {"name":…,"role":…,"skills":[…],"experience":…,"interests":…,"notes":…}
          --name TEXT  --role TEXT  --skills 'A, B, C'  --experience TEXT  --interests TEXT  --notes TEXT
          \(ProfileLimits.summary)
        """

    /// Reads the file (if any) and applies the field flags over it; a field or the whole past its limit
    /// (``ProfileLimits``) is a usage error naming the flag, or the file, it came from.
    static func profile(_ parsed: ParsedArguments) throws -> Profile {
        var profile = Profile()
        if let path = parsed.value("profile") {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw UsageError("cannot read the profile file \(path)")
            }
            do {
                profile = try JSONDecoder().decode(Profile.self, from: data)
            } catch {
                throw UsageError(
                    "the profile file \(path) is not a profile: expected JSON like {\"name\":\"…\",\"skills\":[\"…\"]}")
            }
        }
        for field in ProfileLimits.Field.allCases {
            if let text = parsed.value(field.rawValue) { profile.set(field, typed: text) }
        }
        if let excess = ProfileLimits.excess(in: profile) {
            throw UsageError(message(for: excess, file: parsed.value("profile"), parsed: parsed))
        }
        return profile
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
