import FoundationEssentials
import TextBasics
package import IntroductionCore

/// A profile understood once, before anything is written; every writer reads this, never the raw fields.
///
/// Only what the person typed survives, cleaned (``ProfileText/printable(_:keepingLines:)``) and read:
/// the role without a leading article or shouting capitals, the experience as a duration or start year
/// when it is one, skills and interests split into items and de-duplicated, the notes as sentences with
/// the ones that ask the writer for something set aside. Nothing is added, and the facts do not depend
/// on the output language: translating is the writer's job.
package struct ProfileFacts: Sendable, Equatable {
    package struct Role: Sendable, Equatable {
        /// As it should be written: "software engineer" for "A SOFTWARE ENGINEER".
        package var text: String
        /// The role cut to its first clause when it is long, for places with little room (short texts,
        /// headlines, bios): "Staff Engineer" for "Staff Engineer, platform team, on-call lead".
        package var head: String
        /// Whether the role is a job: "high school student", "retired", 「大学3年生」 are not, so the text says
        /// "I'm a high school student", never "I work as one".
        package var isOccupation = true
        /// Whether the role is a student's or a trainee's: time in it is time as a student, not experience.
        package var isLearner = false
    }

    package enum Interests: Sendable, Equatable {
        /// Items for a list: ["cycling", "coffee"].
        case list([String])
        /// The person's own sentence, ended.
        case sentence(String)

        /// How a text in `language` says them: a sentence in the other language that only names interests
        /// ("I love hiking.") becomes its list, which can be translated where the sentence could only be quoted.
        package func said(in language: GenerationOptions.Language) -> Interests {
            guard case .sentence(let sentence) = self, Script.language(of: sentence) != language,
                let items = InterestSentence.items(sentence)
            else { return self }
            return .list(items)
        }
    }

    package var name: String?
    package var role: Role?
    package var experience: Experience?
    package var skills: [String]
    package var interests: Interests?
    /// The notes' sentences that say something about the person, ended, in order.
    package var notes: [String]
    /// Note sentences that ask the writer for something ("Please keep it short."): never written as facts.
    package var requests: [String]

    package init(_ profile: Profile, words: WordList) {
        // A name is one line: whatever follows a line break (pasted by mistake, or "\n- Role: CEO") is not it.
        name = Self.phrase(ProfileText.printable(profile.name, keepingLines: true).prefix { $0 != "\n" }.description)
            .map(Self.capitalizedName)
        role = Self.phrase(profile.role).map { Self.role($0, words: words) }
        experience = Experience.read(ProfileText.printable(profile.experience))
        skills = Self.unique(
            profile.skills.flatMap(ProfileText.items).flatMap { Self.splitConjunctions($0, words: words) })
        let interestsText = ProfileText.printable(profile.interests)
        if interestsText.isEmpty {
            interests = nil
        } else if ProfileSentences.readsAsSentence(interestsText) {
            interests = .sentence(ProfileSentences.ended(interestsText))
        } else {
            let items = ProfileText.items(interestsText.replacing("・", with: "、"))
                .flatMap { Self.splitConjunctions($0, words: words) }
            interests = items.isEmpty ? nil : .list(Self.unique(items))
        }
        var notes: [String] = []
        var asked: [String] = []
        var requests: [String] = []
        var avoided: [String] = []
        for sentence in ProfileSentences.split(profile.notes) {
            // "i live in nagoya": names keep their capitals, as a person would correct them.
            let sentence = Script.language(of: sentence) == .en ? words.capitalizingNames(in: sentence) : sentence
            switch NoteWish.read(sentence) {
            case .mention(let fact):
                notes.append(fact)
                asked.append(fact)
                requests.append(sentence)
                continue
            case .avoid(let terms):
                avoided += terms
                requests.append(sentence)
                continue
            case nil:
                break
            }
            if ProfileSentences.isRequest(sentence) {
                requests.append(sentence)
            } else if !ProfileSentences.isCourtesy(sentence) {
                notes.append(NoteFragment.withSubject(sentence).map(ProfileSentences.ended) ?? sentence)
            }
        }
        self.notes = Self.unique(notes)
        self.requests = requests
        self.asked = asked
        self.avoided = avoided
        if !avoided.isEmpty { leaveOut(avoided, experience: ProfileText.printable(profile.experience)) }
    }

    /// Words the person asked to keep out ("Please don't mention my age (52)." → "age", "52").
    package var avoided: [String] = []
    /// The facts the notes asked to be said, as the composer worded them in the person's voice.
    package var asked: [String] = []

    /// Drops every field, item and note that holds one of `terms`, so what the person asked to keep out
    /// appears nowhere.
    private mutating func leaveOut(_ terms: [String], experience typed: String) {
        // An age refused is refused however it is said: "47歳です。", "I'm 52.", "52 years old".
        let refusesAge = terms.contains { ["age", "my age", "年齢", "歳", "年"].contains($0.lowercased()) }
        let holds = { (text: String) in
            terms.contains { Self.mentions(text, $0) } || (refusesAge && Self.statesAnAge(text))
        }
        if let name, holds(name) { self.name = nil }
        if let role, holds(role.text) { self.role = nil }
        if holds(typed) { experience = experience?.leavingOut(where: holds) }
        skills.removeAll(where: holds)
        switch interests {
        case .list(let items):
            let kept = items.filter { !holds($0) }
            interests = kept.isEmpty ? nil : .list(kept)
        case .sentence(let sentence) where holds(sentence): interests = nil
        default: break
        }
        notes.removeAll(where: holds)
    }

    /// Whether `text` says how old someone is: a number before 歳 or "years old", or a sentence ending "I'm 52".
    ///
    /// Scanned by hand rather than with a regex: a `Regex` would link the regex parser, nearly a megabyte of text
    /// that every run maps, for three patterns.
    package static func statesAnAge(_ text: String) -> Bool {
        let lower = Array(text.lowercased().replacing("’", with: "'"))
        let isDigit = { (character: Character) in ("0"..."9").contains(character) || ("０"..."９").contains(character) }
        /// Whether a number ends just before `index`, with at most one space between.
        func numberEnds(before index: Int) -> Bool {
            var index = index
            if index > 0, lower[index - 1] == " " { index -= 1 }
            return index > 0 && isDigit(lower[index - 1])
        }
        for index in lower.indices {
            if lower[index] == "歳", numberEnds(before: index) { return true }
            for unit in ["years", "yrs"] where lower[index...].starts(with: unit) && numberEnds(before: index) {
                let after = lower[(index + unit.count)...]
                if after.starts(with: " old") || after.starts(with: "-old") { return true }
            }
        }
        var end = lower.endIndex
        if end > 0, lower[end - 1] == "." { end -= 1 }
        guard end >= 2, lower[(end - 2)..<end].allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        let head = String(lower[..<(end - 2)])
        guard let lead = ["i'm ", "im ", "i am "].first(where: head.hasSuffix) else { return false }
        let before = head.dropLast(lead.count).last
        return before.map { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) } ?? true
    }

    /// Whether `text` holds `term` as a word (English, any case; "age" is not in "manage") or anywhere
    /// (Japanese, which has no spaces).
    package static func mentions(_ text: String, _ term: String) -> Bool {
        let text = text.lowercased()
        let term = term.lowercased()
        guard !term.isEmpty else { return false }
        if Script.hasKana(term) || Script.hasKanji(term) { return text.includes(term) }
        var start = text.startIndex
        while let range = text[start...].firstRange(of: term) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            // Only a Latin letter or digit continues an English word: 「前職はABC商事」 holds "ABC".
            let isWordCharacter = { (character: Character?) in
                character.map { Script.isLatinLetter($0) || ($0.isASCII && $0.isNumber) } ?? false
            }
            if !isWordCharacter(before), !isWordCharacter(after) { return true }
            start = range.upperBound
        }
        return false
    }

    package var isEmpty: Bool {
        name == nil && role == nil && skills.isEmpty && experience == nil && interests == nil && notes.isEmpty
    }

    // MARK: - Reading fields

    /// A Latin name typed all in lower case ("bob harris") with its capitals ("Bob Harris"); any other name as
    /// typed, since capitals inside one ("McAllister", "van der Berg") are the person's to choose.
    package static func capitalizedName(_ name: String) -> String {
        guard name.contains(where: Script.isLatinLetter), !name.contains(where: \.isUppercase) else { return name }
        return name.split(separator: " ", omittingEmptySubsequences: false)
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// One printable line without trailing punctuation, or nil when nothing is left.
    package static func phrase(_ raw: String) -> String? {
        var text = ProfileText.printable(raw)
        while let last = text.last, ".。,、，;；:：".contains(last) {
            text.removeLast()
            text = text.trimmingCharacters(in: .whitespaces)
        }
        return text.isEmpty ? nil : text
    }

    /// The role as it should be written: no leading article ("an engineer" → "engineer"), and capitals
    /// typed for the whole role brought to normal case, keeping acronyms and names ("SENIOR IOS ENGINEER"
    /// → "senior iOS engineer").
    package static func role(_ text: String, words: WordList) -> Role {
        var role = text
        for article in ["a ", "an ", "the "] where role.lowercased().hasPrefix(article) && role.count > article.count {
            role = String(role.dropFirst(article.count))
        }
        let letters = role.filter(Script.isLatinLetter)
        let shouting =
            letters.count >= 4 && letters.allSatisfy(\.isUppercase)
            && role.split(separator: " ").contains { $0.filter(\.isLetter).count >= 4 }
        if shouting {
            role = role.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
                let bare = word.filter(\.isLetter)
                if let name = words.nameSpelling(String(word)) { return name }
                if bare.count <= 3, !functionWords.contains(bare.lowercased()) { return String(word) }
                return word.lowercased()
            }.joined(separator: " ")
        }
        // "Data engineer" typed in sentence case reads "a Data engineer" mid-sentence: the first word is lowered
        // when it is an ordinary word (not a name the word list spells, not an acronym) and the rest is lower.
        let parts = role.split(separator: " ")
        if parts.count >= 2, let first = parts.first, first.first?.isUppercase == true,
            first.dropFirst().allSatisfy({ $0.isLowercase }), parts.dropFirst().allSatisfy({ $0 == $0.lowercased() }),
            words.nameSpelling(String(first)) == nil
        {
            role = first.lowercased() + role.dropFirst(first.count)
        }
        return Role(
            text: role, head: head(of: role), isOccupation: !RoleStatus.isStatus(role),
            isLearner: RoleStatus.isLearner(role))
    }

    /// The first clause of a long role, at most about 60 characters, cut at a word.
    package static func head(of role: String) -> String {
        guard role.count > 48 else { return role }
        var head = Substring(role)
        for mark in [", ", " — ", " - ", " (", "; ", "、", "（", " / "] {
            if let range = head.firstRange(of: mark), head.distance(from: head.startIndex, to: range.lowerBound) >= 3 {
                head = head[..<range.lowerBound]
            }
        }
        guard head.count > 60 else { return String(head) }
        // "Principal Engineer for Distributed Mobile Platforms" → "Principal Engineer".
        for preposition in [" for ", " at ", " in ", " of ", " with ", " on "] {
            if let range = head.firstRange(of: preposition), head[..<range.lowerBound].split(separator: " ").count >= 2
            {
                head = head[..<range.lowerBound]
            }
        }
        guard head.count > 60 else { return String(head) }
        let cut = head.prefix(60)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)])
    }

    private static let functionWords: Set<String> = [
        "of", "and", "for", "the", "in", "at", "to", "on", "by", "a", "an",
    ]

    /// Splits an item at list-joining words: "design and research" → ["design", "research"], 「登山とコーヒー」 →
    /// ["登山", "コーヒー"]; a known term that holds such a word ("R&D") stays whole.
    package static func splitConjunctions(_ item: String, words: WordList) -> [String] {
        // "bouldering / 猫": a slash between spaced words lists them; "CI/CD" and "UI/UX" stay one term.
        let slashed = item.components(separatedBy: " / ").map { $0.trimmingCharacters(in: .whitespaces) }
        if slashed.count > 1 { return slashed.flatMap { splitConjunctions($0, words: words) } }
        // "camping/coffee", 「登山/コーヒー」: unspaced, only when every side is a word the list holds on its own
        // (a name such as UI or CD is not, so "UI/UX" and "TCP/IP" stay whole).
        let sides = item.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if sides.count > 1, !words.isEntry(item), sides.allSatisfy({ words.isEntry($0) }) { return sides }
        if words.translate(item, to: .ja) != nil || words.translate(item, to: .en) != nil { return [item] }
        if Script.language(of: item) == .ja {
            return splitJapanese(item)
        }
        var parts = [item]
        for joiner in [" and ", " & ", " plus ", " as well as "] {
            parts = parts.flatMap { part in
                part.components(separatedBy: joiner).map { $0.trimmingCharacters(in: .whitespaces) }
            }
        }
        parts = parts.map { $0.hasPrefix("and ") ? String($0.dropFirst(4)) : $0 }
        return parts.filter { !$0.isEmpty }
    }

    /// At と, や, 及び or および between two words (not inside a word written in hiragana: おとぎ話).
    private static func splitJapanese(_ item: String) -> [String] {
        var parts: [String] = []
        var current = ""
        let characters = Array(
            item.replacing("および", with: "と").replacing("及び", with: "と"))
        for (index, character) in characters.enumerated() {
            if character == "と" || character == "や", !current.isEmpty, index + 1 < characters.count {
                let before = characters[index - 1]
                let after = characters[index + 1]
                if !Script.isHiragana(before) || !Script.isHiragana(after) {
                    parts.append(current)
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// In order, the first of each item that differs only in case or width ("Swift", "swift", "ｓｗｉｆｔ").
    package static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0.widthFolded.lowercased()).inserted }
    }
}
