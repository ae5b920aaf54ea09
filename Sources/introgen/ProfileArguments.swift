import Foundation
import IntroductionKit

/// The profile flags of `introgen generate`: a JSON file, then field flags over it.
struct ProfileArguments {
    static let valued: Set<String> = ["profile", "name", "role", "skills", "experience", "interests", "notes"]

    static let usage = """
        profile:
          --profile FILE.json    {"name":…,"role":…,"skills":[…],"experience":…,"interests":…,"notes":…}
          --name TEXT  --role TEXT  --skills 'A, B, C'  --experience TEXT  --interests TEXT  --notes TEXT
        """

    /// Reads the file (if any) and applies the field flags over it.
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
        if let name = parsed.value("name") { profile.name = name }
        if let role = parsed.value("role") { profile.role = role }
        if let skills = parsed.value("skills") { profile.skills = ProfileText.items(skills) }
        if let experience = parsed.value("experience") { profile.experience = experience }
        if let interests = parsed.value("interests") { profile.interests = interests }
        if let notes = parsed.value("notes") { profile.notes = notes }
        return profile
    }

    /// Whether any profile flag was given (otherwise the saved draft is the profile).
    static func hasProfileFlags(_ parsed: ParsedArguments) -> Bool {
        valued.contains { parsed.value($0) != nil }
    }
}
