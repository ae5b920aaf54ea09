import Foundation
package import IntroductionCore

/// How the corpus judge finds a string in a text, as the corpus README defines it: in English whole words, case
/// ignored, a hyphen read as a space, a plural "s" (or "es") allowed after a form; in Japanese a substring after width
/// folding (ｶﾀｶﾅ is カタカナ, ＵＸ is ux).
///
/// Stricter than `HurriedMatch.says` on purpose (which also takes "-ing" and "-ed" and a singular for a plural): the
/// corpus writers list every spelling they accept, and the figure must mean what the README says.
package enum CorpusMatch {
    /// A text as a form is looked for in it: compatibility-folded, lower-cased, ’ as ', spaces collapsed; in English a
    /// hyphen is a space.
    package static func key(_ text: String, _ language: ComposerLanguage) -> [Unicode.Scalar] {
        let normalized = HurriedMatch.normalized(text.replacingOccurrences(of: "’", with: "'"))
        let spelled = language == .en ? normalized.replacingOccurrences(of: "-", with: " ") : normalized
        return Array(HurriedMatch.normalized(spelled).unicodeScalars)
    }

    /// Whether `form` is in `text` (both keys): in English as whole words, a plural ending allowed when `plural`; in
    /// Japanese anywhere. An English form's edge that is no letter or digit ("backend eng,", "·") needs no word edge.
    package static func holds(
        _ form: [Unicode.Scalar], in text: [Unicode.Scalar], _ language: ComposerLanguage, plural: Bool = true
    ) -> Bool {
        guard let first = form.first, form.count <= text.count else { return false }
        let checksStart = language == .en && HurriedMatch.isWordScalar(first)
        let checksEnd = language == .en && HurriedMatch.isWordScalar(form[form.count - 1])
        var index = 0
        while index + form.count <= text.count {
            defer { index += 1 }
            guard text[index] == first, text[index..<(index + form.count)].elementsEqual(form) else { continue }
            if checksStart, index > 0, HurriedMatch.isWordScalar(text[index - 1]) { continue }
            let end = index + form.count
            guard checksEnd, end < text.count, HurriedMatch.isWordScalar(text[end]) else { return true }
            guard plural else { continue }
            for ending in ["s", "es"] {
                let stop = end + ending.unicodeScalars.count
                if stop <= text.count, text[end..<stop].elementsEqual(ending.unicodeScalars),
                    stop == text.count || !HurriedMatch.isWordScalar(text[stop])
                {
                    return true
                }
            }
        }
        return false
    }

    /// `holds` on strings.
    package static func holds(_ form: String, in text: String, _ language: ComposerLanguage, plural: Bool = true)
        -> Bool
    {
        holds(key(form, language), in: key(text, language), language, plural: plural)
    }

    /// The first of `forms` said in `text`, as keyed by `key`.
    package static func firstSaid(_ forms: [String], in text: [Unicode.Scalar], _ language: ComposerLanguage)
        -> String?
    {
        forms.first { !$0.isEmpty && holds(key($0, language), in: text, language) }
    }

    /// Hashtags kept in `text`: "#" then a letter, not after a Latin letter or digit ("C#", "F#" are names; after
    /// kana or kanji it is a tag, as Japanese has no spaces), not inside a URL ("site.dev/#about"). Full-width ＃
    /// counts.
    /// A name of the profile is set aside first: a Slack channel the person gave ("#legal-help") may appear verbatim.
    package static func hashtags(_ text: String, names: [String] = []) -> [String] {
        let lowered = names.filter { !$0.isEmpty }.map { Array(HurriedMatch.normalized($0).unicodeScalars) }
            .sorted { $0.count > $1.count }
        let scalars = HurriedMatch.masked(
            HurriedMatch.foldedWidth(Array(text.unicodeScalars)), names: lowered, mark: "·")
        var found: [String] = []
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "#", index + 1 < scalars.count else { continue }
            if index > 0, HurriedMatch.isWordScalar(scalars[index - 1]) || scalars[index - 1] == "_" { continue }
            var end = index + 1
            while end < scalars.count, isTagScalar(scalars[end]) { end += 1 }
            let tag = scalars[(index + 1)..<end]
            guard tag.contains(where: { $0.properties.isAlphabetic }) else { continue }
            found.append("#" + String(String.UnicodeScalarView(tag)))
            index = end - 1
        }
        return found
    }

    static func isTagScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || (0x30...0x39).contains(scalar.value)
    }

    /// Up to `radius` characters either side of the first place `needle` is in `text` (case and width ignored), on
    /// one line; the start of the text when it is not found as written.
    package static func excerpt(_ text: String, around needle: String, radius: Int = 30) -> String {
        let line = text.replacingOccurrences(of: "\n", with: " ⏎ ")
        guard let range = line.range(of: needle, options: [.caseInsensitive, .widthInsensitive]) else {
            return line.count > radius * 2 ? String(line.prefix(radius * 2)) + "…" : line
        }
        let start = line.index(range.lowerBound, offsetBy: -radius, limitedBy: line.startIndex) ?? line.startIndex
        let end = line.index(range.upperBound, offsetBy: radius, limitedBy: line.endIndex) ?? line.endIndex
        return (start > line.startIndex ? "…" : "") + line[start..<end] + (end < line.endIndex ? "…" : "")
    }
}
