import Localization

/// How much a profile may hold: the name at most 200 characters, every other field at most 2,000, the whole profile
/// at most 8,000.
///
/// One place for every front end: the form refuses input past a limit, `generate` and `introgen` refuse profile
/// arguments and files past one (usage error), the accessible mode asks again, and a server can answer with the
/// same sentence. Characters are Swift `Character`s (grapheme clusters: what a person sees as one character, and
/// what the form's cursor steps over), so 山田 is 2, an emoji with a skin tone 1. Skills count as the
/// comma-separated text the form shows (`Swift, SwiftUI` is 13). The count bounds what a person is asked to keep
/// short, not bytes: a byte limit on a request body is the transport's business.
public enum ProfileLimits {
    /// The most characters the name may hold.
    public static let name = 200
    /// The most characters any other field (role, skills, experience, interests, notes) may hold.
    public static let field = 2_000
    /// The most characters the fields may hold together.
    public static let profile = 8_000

    /// "at most 200 characters for the name, 2,000 for each other field, 8,000 in all", for usage texts.
    public static var summary: String {
        "at most \(grouped(name)) characters for the name, \(grouped(field)) for each other field, "
            + "\(grouped(profile)) in all"
    }

    /// A text field of the profile, as its limits name it.
    public enum Field: String, CaseIterable, Sendable {
        case name, role, skills, experience, interests, notes

        /// The word a sentence uses for it: "the name", "the notes".
        public var title: String { rawValue }

        /// ``title`` in the interface's language, for the sentences a person reads.
        public var shownTitle: String { ProfileField(rawValue: rawValue)?.shownName ?? rawValue }

        /// The most characters this field may hold.
        public var limit: Int { self == .name ? ProfileLimits.name : ProfileLimits.field }
    }

    /// The characters `field` holds in `profile` (skills joined with ", ").
    public static func count(_ field: Field, in profile: Profile) -> Int {
        switch field {
        case .name: profile.name.count
        case .role: profile.role.count
        case .skills: profile.skills.joined(separator: ", ").count
        case .experience: profile.experience.count
        case .interests: profile.interests.count
        case .notes: profile.notes.count
        }
    }

    /// The first limit `profile` goes past (fields in form order, then the whole), or nil when it keeps them all.
    public static func excess(in profile: Profile) -> Excess? {
        var total = 0
        for field in Field.allCases {
            let count = count(field, in: profile)
            if count > field.limit { return Excess(field: field, count: count, limit: field.limit) }
            total += count
        }
        return total > Self.profile ? Excess(field: nil, count: total, limit: Self.profile) : nil
    }

    /// A limit gone past: which field (nil for the whole profile), how many characters it holds, and the limit.
    public struct Excess: Sendable, Equatable, CustomStringConvertible {
        /// The field that holds too much, or nil when the fields are each within their limits but too long together.
        public let field: Field?
        /// The characters it holds.
        public let count: Int
        /// The most it may hold.
        public let limit: Int

        /// A limit gone past.
        public init(field: Field?, count: Int, limit: Int) {
            self.field = field
            self.count = count
            self.limit = limit
        }

        /// "the name is 250 characters long; it may hold at most 200" (no capital, no full stop: callers prefix it).
        public var description: String {
            guard let field else {
                return tr(
                    "the profile is %1$s characters long in all; together the fields may hold at most %2$s",
                    grouped(count), grouped(limit))
            }
            if field == .skills || field == .notes || field == .interests {
                return tr(
                    "the %1$s are %2$s characters long; they may hold at most %3$s", field.shownTitle, grouped(count),
                    grouped(limit))
            }
            return tr(
                "the %1$s is %2$s characters long; it may hold at most %3$s", field.shownTitle, grouped(count),
                grouped(limit))
        }
    }

    /// 8000 as "8,000": the limits are said the way the documentation writes them.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (number < 0 ? "-" : "") + result
    }
}
