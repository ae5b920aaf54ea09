/// The syntax of a BCP 47 language tag (RFC 5646, section 2.1), enough to refuse what is not one and to write what is
/// in its canonical case: language (2–3 letters; 5–8 for a registered one), then optionally a script (4 letters), a
/// region (2 letters or 3 digits), variants (5–8 letters or digits, or a digit and 3 more), extensions (a singleton
/// and subtags of 2–8) and a private use part (`x` and subtags of 1–8). Extended language subtags and grandfathered
/// tags are not accepted: nobody types them for the language of an introduction.
enum LanguageTagSyntax {
    /// Long enough for any tag a person means ("zh-Hant-TW", "sr-Latn-RS-u-nu-latn"), short enough to show.
    static let maximumLength = 48

    /// The canonical form of `text` ("pt_br" → "pt-BR"), or nil when it is not a well-formed tag.
    static func canonical(_ text: String) -> String? {
        let typed = text.trimmed
        guard !typed.isEmpty, typed.utf8.count <= maximumLength,
            typed.allSatisfy(isTagCharacter)
        else { return nil }
        let parts = typed.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard parts.allSatisfy({ !$0.isEmpty }), let language = parts.first,
            (2...3).contains(language.count) || (5...8).contains(language.count), language.allSatisfy(\.isLetter)
        else { return nil }
        var canonical = [language.lowercased()]
        var index = 1
        if index < parts.count, parts[index].count == 4, parts[index].allSatisfy(\.isLetter) {
            canonical.append(parts[index].prefix(1).uppercased() + parts[index].dropFirst().lowercased())
            index += 1
        }
        if index < parts.count, isRegion(parts[index]) {
            canonical.append(parts[index].uppercased())
            index += 1
        }
        while index < parts.count, isVariant(parts[index]) {
            canonical.append(parts[index].lowercased())
            index += 1
        }
        while index < parts.count {
            let singleton = parts[index].lowercased()
            guard singleton.count == 1 else { return nil }
            let range = singleton == "x" ? 1...8 : 2...8
            var end = index + 1
            while end < parts.count, range.contains(parts[end].count), singleton == "x" || parts[end].count > 1 {
                end += 1
            }
            guard end > index + 1 else { return nil }
            canonical += parts[index..<end].map { $0.lowercased() }
            index = end
        }
        return canonical.joined(separator: "-")
    }

    /// What a tag is written with: ASCII letters and digits, `-` between subtags, and `_`, read as `-`.
    static func isTagCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
    }

    /// "TW", "419".
    static func isRegion(_ subtag: some StringProtocol) -> Bool {
        (subtag.count == 2 && subtag.allSatisfy(\.isLetter)) || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
    }

    /// "valencia", "1996".
    private static func isVariant(_ subtag: Substring) -> Bool {
        if (5...8).contains(subtag.count) { return true }
        return subtag.count == 4 && subtag.first?.isNumber == true
    }
}
