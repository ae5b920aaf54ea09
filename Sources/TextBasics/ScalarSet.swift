/// A set of Unicode scalars, as Foundation's `CharacterSet` is one, for trimming.
///
/// FoundationEssentials has no `CharacterSet`, and one `import Foundation` links all of Foundation and ICU into the
/// binary. The predefined sets are Foundation's definitions, read from the standard library's Unicode properties:
/// ``whitespaces`` is General Category Zs plus tab and U+200B (ZERO WIDTH SPACE, Zs in Unicode's first versions and
/// still in Foundation's set); ``whitespacesAndNewlines`` adds Zl, Zp, U+000A–U+000D and U+0085;
/// ``punctuationCharacters`` is General Category P*. The standard library's Unicode may be newer than Foundation's:
/// punctuation assigned since (Unicode 16) is punctuation here.
public struct ScalarSet: Sendable {
    private let contains: @Sendable (Unicode.Scalar) -> Bool

    /// The set of the scalars for which `contains` is true.
    public init(where contains: @escaping @Sendable (Unicode.Scalar) -> Bool) {
        self.contains = contains
    }

    /// The scalars of `characters` (as `CharacterSet(charactersIn:)`: "é" written decomposed is two scalars).
    public init(charactersIn characters: String) {
        let scalars = Set(characters.unicodeScalars)
        contains = { scalars.contains($0) }
    }

    /// Whether `scalar` is in the set.
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        contains(scalar)
    }

    /// Spaces of every width (General Category Zs), the tab and U+200B; no line ends.
    public static let whitespaces = ScalarSet { scalar in
        scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// ``whitespaces``, the line and paragraph separators, and the line ends U+000A–U+000D and U+0085.
    public static let whitespacesAndNewlines = ScalarSet { scalar in
        switch scalar.value {
        case 0x09...0x0D, 0x85, 0x200B: return true
        default:
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }

    /// Every punctuation mark (General Category P*: connectors, dashes, brackets, quotes, other).
    public static let punctuationCharacters = ScalarSet { scalar in
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            return true
        default: return false
        }
    }
}
