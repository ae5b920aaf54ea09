/// What the person told us about themselves; the only material an introduction may use.
///
/// Its JSON form is exactly what an introduction service receives, for example
/// `{"name":"山田太郎","role":"iOS Engineer","skills":["Swift","SwiftUI"],...}`.
public struct Profile: Codable, Sendable, Equatable, Hashable {
    /// How the person wants to be called, as typed.
    public var name: String
    /// Role or job title, for example "iOS Engineer".
    public var role: String
    /// Skills in the order given; the form splits its comma-separated field into these.
    public var skills: [String]
    /// Years or free text, for example "5 years" or 「5年」.
    public var experience: String
    /// Interests in the person's words.
    public var interests: String
    /// Anything else, possibly several lines; may ask for a format.
    public var notes: String

    /// A profile; every field may be empty, and empty fields are left out of the introduction.
    public init(
        name: String = "",
        role: String = "",
        skills: [String] = [],
        experience: String = "",
        interests: String = "",
        notes: String = ""
    ) {
        self.name = name
        self.role = role
        self.skills = skills
        self.experience = experience
        self.interests = interests
        self.notes = notes
    }

    /// Missing keys decode as empty so that hand-written profile files may omit fields.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        role = try container.decodeIfPresent(String.self, forKey: .role) ?? ""
        skills = try container.decodeIfPresent([String].self, forKey: .skills) ?? []
        experience = try container.decodeIfPresent(String.self, forKey: .experience) ?? ""
        interests = try container.decodeIfPresent(String.self, forKey: .interests) ?? ""
        notes = try container.decodeIfPresent(String.self, forKey: .notes) ?? ""
    }
}
