package import IntroductionCore
import ReadingLexicon
import TextBasics

/// The words a person typed for a part the reading found after normalizing ("ex-ios engr" for "former ios engineer",
/// "not too formal plz" for "Not too formal please."): a report of what was left out names what the person typed, so
/// they can find it in their form.
package enum TypedSpan {
    /// `part` with its text as typed in `profile`: the shortest run of the field's words that normalizes to it, or the
    /// part unchanged when it is already typed so or no run matches.
    package static func asTyped(_ reported: UnusedPart, in profile: Profile, normalizer: Normalizer) -> UnusedPart {
        var part = reported
        // A thing the notes asked to mention is reported as the thing, not in the frame the reading put it in.
        part.text = NoteWish.mentionedThing(part.text) ?? part.text
        let (typed, field) = source(of: part.field, in: profile)
        guard let typed, let field else { return part }
        let wanted = key(part.text)
        guard !wanted.isEmpty else { return part }
        if key(typed).includes(wanted) { return field == .experience ? clause(of: part, in: typed) : part }
        // "Shrine Visits（神戸）" reported as "Shrine Visits in Kobe": the typed item the list reading read it from.
        if field == .list, let item = item(reading: wanted, in: typed, normalizer: normalizer) {
            part.text = item
            return part
        }
        let tokens = words(of: typed)
        guard !tokens.isEmpty, tokens.count <= 200 else { return part }
        if let run = run(normalizing: wanted, in: typed, tokens: tokens, field: field, normalizer: normalizer) {
            part.text = run
            // "7 years at ﾎﾃﾙﾁｪｰﾝ": a place typed in other widths is reported with its span of work too.
            return field == .experience ? clause(of: part, in: typed) : part
        }
        // "I worked in this field about 1 year.": the subject is the reading's, not typed.
        for subject in ["i am ", "i'm ", "i "] where wanted.hasPrefix(subject) {
            let rest = String(wanted.dropFirst(subject.count))
            if let run = run(normalizing: rest, in: typed, tokens: tokens, field: field, normalizer: normalizer) {
                part.text = run
            }
            break
        }
        return part
    }

    /// The item of the list `typed` whose reading holds `wanted`, as typed; nil when none does.
    private static func item(reading wanted: String, in typed: String, normalizer: Normalizer) -> String? {
        func reads(_ item: Substring) -> Bool {
            let read = ListGrammar.items(normalizer.normalize(String(item), as: .list), words: normalizer.words)
            return (read.items + read.unread).contains { key($0) == wanted }
        }
        let items = typed.split(whereSeparator: { ",、，;；|｜\n".contains($0) }).prefix(50)
        guard let item = items.first(where: reads) else { return nil }
        // "フィルムカメラ/Shrine Visits（神戸）": the one of the items a slash or 「・」 joins.
        let narrower = item.split(whereSeparator: { "/／・".contains($0) }).first(where: reads) ?? item
        return narrower.trimmingCharacters(in: ScalarSet(charactersIn: " 　.。"))
    }

    /// Where the words of `typed` lie: runs between spaces, unspaced slashes and arrows ("Analyst/Social Media Mgr"
    /// holds "Social Media Mgr", one of two titles; "ex store mgr→inside sales rep" holds "store mgr").
    private static func words(of typed: String) -> [Range<String.Index>] {
        var words: [Range<String.Index>] = []
        var start: String.Index?
        for index in typed.indices {
            let isBreak = typed[index].isWhitespace || typed[index] == "/" || typed[index] == "→"
            if isBreak, let begun = start {
                words.append(begun..<index)
                start = nil
            } else if !isBreak, start == nil {
                start = index
            }
        }
        if let begun = start { words.append(begun..<typed.endIndex) }
        return words
    }

    /// The shortest run of words of `typed` whose normalized words are `wanted`, as typed.
    private static func run(
        normalizing wanted: String, in typed: String, tokens: [Range<String.Index>], field: Normalizer.Field,
        normalizer: Normalizer
    ) -> String? {
        let size = wanted.split(separator: " ").count
        let first = wanted.split(separator: " ").first.map(String.init) ?? ""
        // A run starts where a word normalizes to the part's first word, which spares normalizing every run.
        let starts = tokens.indices.filter { index in
            var said = key(normalizer.normalize(trimmed(String(typed[tokens[index]])), as: field))
            if said.hasPrefix("former ") { said = String(said.dropFirst("former ".count)) }
            return said.hasPrefix(first) || first.hasPrefix(said) && !said.isEmpty
        }
        for length in 1...min(tokens.count, size + 2) {
            for start in starts where start + length <= tokens.count {
                let run = String(typed[tokens[start].lowerBound..<tokens[start + length - 1].upperBound])
                // "ex-frontend engr" for the former role "frontend engineer".
                let said = key(normalizer.normalize(trimmed(run), as: field))
                if said == wanted || said == "former " + wanted {
                    return run.trimmingCharacters(in: ScalarSet(charactersIn: " ,、;"))
                }
            }
        }
        return nil
    }

    /// "3y at コワーキングスペース" for the place of "3y at コワーキングスペース, then 5年 フリーランス": a place in an
    /// experience is reported with the span of work it belongs to, so the time spent there is not lost.
    private static func clause(of part: UnusedPart, in typed: String) -> UnusedPart {
        guard let range = typed.firstRange(of: part.text) else { return part }
        let separators: Set<Character> = [",", "、", ";", "；", "→", "，"]
        let start =
            typed[..<range.lowerBound].lastIndex(where: separators.contains).map(typed.index(after:))
            ?? typed.startIndex
        var end = typed[range.upperBound...].firstIndex(where: separators.contains) ?? typed.endIndex
        // "…, then 5年 フリーランス": the span ends before the word that starts the next.
        if let then = typed[range.upperBound..<end].firstRange(of: " then ") { end = then.lowerBound }
        var widened = part
        widened.text = String(typed[start..<end]).trimmingCharacters(in: ScalarSet(charactersIn: " ,、;"))
        return widened
    }

    /// The field's text as typed and how it is normalized.
    private static func source(of field: ProfileField, in profile: Profile) -> (String?, Normalizer.Field?) {
        switch field {
        case .role: (ProfileText.printable(profile.role), .role)
        case .experience: (ProfileText.printable(profile.experience), .experience)
        case .skills: (profile.skills.joined(separator: ", "), .list)
        case .interests: (ProfileText.printable(profile.interests), .list)
        case .notes: (ProfileText.printable(profile.notes, keepingLines: true), .notes)
        case .name: (nil, nil)
        }
    }

    /// What two spellings share: lower case, without the marks that end a sentence or separate a list.
    private static func key(_ text: String) -> String {
        trimmed(text).lowercased()
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: ScalarSet(charactersIn: " .。,、;:!！?？|/()（）"))
    }
}
