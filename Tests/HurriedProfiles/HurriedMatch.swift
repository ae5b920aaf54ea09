import Foundation

/// How the hurried checks read text: one normal form for comparing what was typed with what was written, whole-word
/// search for the words that show a fact was said, and masks for the names, URLs and handles every rule sets aside.
///
/// Masks keep every scalar in its place (a name becomes as many marks as it has scalars), so a rule that finds
/// something in the masked text quotes the excerpt from the text as written.
package enum HurriedMatch {
    /// Compatibility-folded (full-width letters, half-width katakana), lower-cased (unless `keepingCase`), spaces
    /// collapsed, trimmed.
    package static func normalized(_ text: String) -> String { normalized(text, keepingCase: false) }

    package static func normalized(_ text: String, keepingCase: Bool) -> String {
        let folded = text.precomposedStringWithCompatibilityMapping
        let cased = keepingCase ? folded : folded.lowercased()
        var result = String.UnicodeScalarView()
        var space = false
        for scalar in cased.unicodeScalars {
            if scalar.properties.isWhitespace {
                space = !result.isEmpty
            } else {
                if space { result.append(" ") }
                space = false
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// A text as facts are looked for in it: normalized; in English a hyphen reads as a space ("on-call" is "on call");
    /// in Japanese the long-vowel mark, 「・」 and a space before Japanese are dropped (マネージャー is マネジャー,
    /// 「Web デザイナー」 is 「Webデザイナー」), as writers spell these either way.
    package static func key(_ text: String, _ japanese: Bool) -> String {
        let normalized = normalized(text)
        guard japanese else { return normalized.replacingOccurrences(of: "-", with: " ") }
        let scalars = Array(normalized.unicodeScalars)
        var kept = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() where scalar != "ー" && scalar != "・" {
            // A space before Japanese goes ("Web デザイナー"); one before a word or a number stays ("then 5年").
            if scalar == " ", index + 1 < scalars.count, isJapanese(scalars[index + 1]) { continue }
            kept.append(scalar)
        }
        return String(kept)
    }

    /// Whether `form` occurs in `text` (both normalized). A form that starts with a Latin letter or digit must start a
    /// word; one that ends with one must end a word, or be followed by an ending ("s", "es", "d", "ed", "ing", "'s").
    /// A plural form is said by its singular too ("spreadsheets" by "spreadsheet"): number is the writer's choice.
    package static func says(_ form: String, in text: String) -> Bool {
        says(Array(normalized(form).unicodeScalars), in: Array(text.unicodeScalars))
    }

    /// Whether `part` occurs in `text` (both normalized) with no letter or digit of a word running on at either end.
    package static func holdsWhole(_ part: String, in text: String) -> Bool {
        let pattern = Array(part.unicodeScalars)
        let haystack = Array(text.unicodeScalars)
        guard let first = pattern.first, let last = pattern.last, pattern.count <= haystack.count else { return false }
        for index in 0...(haystack.count - pattern.count)
        where haystack[index] == first && haystack[index..<(index + pattern.count)].elementsEqual(pattern) {
            let end = index + pattern.count
            if isWordScalar(first), index > 0, isWordScalar(haystack[index - 1]) { continue }
            if isWordScalar(last), end < haystack.count, isWordScalar(haystack[end]) { continue }
            return true
        }
        return false
    }

    /// `says` on scalars already normalized, for the many forms a text is searched for.
    package static func says(_ pattern: [Unicode.Scalar], in haystack: [Unicode.Scalar]) -> Bool {
        if saysExactly(pattern, in: haystack) { return true }
        guard pattern.count > 3, pattern.last == "s", pattern.allSatisfy(\.isASCII) else { return false }
        return saysExactly(Array(pattern.dropLast()), in: haystack)
    }

    private static func saysExactly(_ pattern: [Unicode.Scalar], in haystack: [Unicode.Scalar]) -> Bool {
        guard let first = pattern.first, pattern.count <= haystack.count else { return false }
        let checksStart = isWordScalar(first)
        let checksEnd = isWordScalar(pattern[pattern.count - 1])
        var index = 0
        while index + pattern.count <= haystack.count {
            defer { index += 1 }
            guard haystack[index] == first, haystack[index..<(index + pattern.count)].elementsEqual(pattern) else {
                continue
            }
            if checksStart, index > 0, isWordScalar(haystack[index - 1]) { continue }
            let end = index + pattern.count
            if checksEnd, end < haystack.count, isWordScalar(haystack[end]) {
                let rest = String(String.UnicodeScalarView(haystack[end..<min(end + 3, haystack.count)]))
                let ending = ["'s", "ing", "es", "ed", "s", "d"].first { rest.hasPrefix($0) }
                guard let ending, end + ending.count == haystack.count || !isWordScalar(haystack[end + ending.count])
                else { continue }
            }
            return true
        }
        return false
    }

    /// An ASCII letter or digit, or a Latin letter with a mark: what continues an English word.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
            || (0xC0...0x24F).contains(value)
    }

    /// Kana (full and half width), kanji, CJK punctuation and full-width forms: what an English text never holds.
    package static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x3000...0x30FF).contains(value) || (0x31F0...0x31FF).contains(value)
            || (0x3400...0x4DBF).contains(value)
            || (0x4E00...0x9FFF).contains(value) || (0xFF01...0xFF9F).contains(value)
    }

    package static func hasJapanese(_ text: String) -> Bool { text.unicodeScalars.contains(where: isJapanese) }

    /// Full-width ASCII (ｙｒｓ, ～) as ASCII, one scalar for one: what the shorthand rule reads.
    package static func foldedWidth(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        scalars.map { (0xFF01...0xFF5E).contains($0.value) ? Unicode.Scalar($0.value - 0xFEE0)! : $0 }
    }

    static func lowered(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x20)! : scalar
    }

    /// `scalars` with every name (ASCII case ignored; whole words where it has Latin edges), URL and site replaced by
    /// `mark`, one mark per scalar. `names` are lower-cased scalars, longest first.
    package static func masked(_ scalars: [Unicode.Scalar], names: [[Unicode.Scalar]], mark: Unicode.Scalar)
        -> [Unicode.Scalar]
    {
        var result = scalars
        let lowered = scalars.map(lowered)
        var index = 0
        while index < lowered.count {
            var matched = 0
            for name in names where !name.isEmpty && index + name.count <= lowered.count && lowered[index] == name[0] {
                guard lowered[index..<(index + name.count)].elementsEqual(name) else { continue }
                if isWordScalar(name[0]), index > 0, isWordScalar(lowered[index - 1]) { continue }
                let end = index + name.count
                if isWordScalar(name[name.count - 1]), end < lowered.count, isWordScalar(lowered[end]) { continue }
                matched = name.count
                break
            }
            if matched > 0 {
                for position in index..<(index + matched) { result[position] = mark }
                index += matched
            } else {
                index += 1
            }
        }
        return maskedLinks(result, mark: mark)
    }

    /// Top-level domains the checks take for a site ("rinaw.design", "carlos.dev").
    static let domains: Set<String> = [
        "com", "dev", "design", "io", "me", "jp", "net", "org", "app", "studio", "co", "ai", "tech", "page", "site",
    ]

    static func isURLScalar(_ scalar: Unicode.Scalar) -> Bool {
        isWordScalar(scalar) && scalar.isASCII || "._-/:%?=#+~".unicodeScalars.contains(scalar)
    }

    /// `scalars` with URLs ("https://…", "github.com/…", "carlos.dev") and e-mail addresses replaced by `mark`. A
    /// handle is a name of the profile: "@Hotel" typed for "at Hotel" is no handle.
    package static func maskedLinks(_ scalars: [Unicode.Scalar], mark: Unicode.Scalar) -> [Unicode.Scalar] {
        var result = scalars
        var start = 0
        while start < scalars.count {
            guard isURLScalar(scalars[start]) || scalars[start] == "@" else {
                start += 1
                continue
            }
            var end = start
            while end < scalars.count, isURLScalar(scalars[end]) || scalars[end] == "@" { end += 1 }
            if isLink(String(String.UnicodeScalarView(scalars[start..<end]))) {
                for position in start..<end { result[position] = mark }
            }
            start = end
        }
        return result
    }

    static func isLink(_ token: String) -> Bool {
        if token.hasPrefix("http://") || token.hasPrefix("https://") { return true }
        var trimmed = Substring(token)
        while let last = trimmed.last, ".,:;?".contains(last) { trimmed = trimmed.dropLast() }
        let host = trimmed.split(separator: "/").first ?? ""
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let last = labels.last, domains.contains(last.lowercased()) else { return false }
        return labels.allSatisfy { !$0.isEmpty }
    }

    /// Up to `radius` scalars either side of `range` in `scalars`, on one line.
    package static func excerpt(_ scalars: [Unicode.Scalar], _ range: Range<Int>, radius: Int = 28) -> String {
        let start = max(0, range.lowerBound - radius)
        let end = min(scalars.count, range.upperBound + radius)
        let body = String(String.UnicodeScalarView(scalars[start..<end])).replacingOccurrences(of: "\n", with: " ⏎ ")
        return (start > 0 ? "…" : "") + body + (end < scalars.count ? "…" : "")
    }
}
