import IntroductionCore

/// English sentences that put a stretch of time up to now on a verb in the present: "I work at Acme since 2021",
/// "I am practicing since 2019", "I work as a nurse for 12 years" (English wants "I've worked", "I've been
/// practicing", "I've worked").
///
/// A heuristic on words, written apart from the composer so it does not share the composer's mistakes. It is built to
/// find nothing where it is unsure: a perfect anywhere in the clause ("I've worked … since", "I have been …"), "ever
/// since", a "since" that gives a reason ("since I work remotely"), "for 5 years of …" (a noun phrase), a future or a
/// past clears it. What it reads:
/// - the time: "since" + a year (with a month, "early", "the end of" between), "since age 12", "since the age of",
///   "since I was" (any person); "for" + a number of years, months or decades ("over 10", "the past 3", "20+", "a
///   few", "many");
/// - the clause the time belongs to: the words since the last comma or joining word ("and", "where", "who"…) before
///   it, or the clause before that when that stretch has no verb ("I work at Acme, a startup, since 2021"), or the
///   clause after the comma when the time opens the sentence ("Since 2019, I work at Acme");
/// - its verb: a present "be" (am, is, are, 'm, 're, a pronoun's 's), or what follows I/we/you/they (adverbs
///   skipped) when it is no past form, or he/she/it + a verb in -s, or a common present verb ("works", "teaches")
///   after a name or after "and".
package enum CorpusTense {
    /// The sentences of `text` that put a time up to now on a present verb.
    package static func misusedPresent(in text: String) -> [String] {
        QualityText.sentences(text, .en).filter(isMisused)
    }

    /// Whether the sentence's "since …" or "for N years" hangs on a verb in the simple present or present progressive.
    package static func isMisused(_ sentence: String) -> Bool {
        let words = tokens(sentence)
        return words.indices.contains { index in
            guard isTime(words, at: index) else { return false }
            return verdict(governing: index, in: words) == .present
        }
    }

    // MARK: - Words

    /// Lower-cased words; commas, colons, semicolons, brackets and dashes as "," (clause edges); contractions split
    /// ("i'm" → "i" "'m", "don't" → "do" "n't").
    package static func tokens(_ sentence: String) -> [String] {
        var words: [String] = []
        var current = ""
        func flush() {
            defer { current = "" }
            var word = Substring(current)
            while word.first == "-" { word = word.dropFirst() }
            while let last = word.last, last == "'" || last == "-" { word = word.dropLast() }
            guard !word.isEmpty else { return }
            if word.hasSuffix("n't"), word.count > 3 {
                words += [String(word.dropLast(3)), "n't"]
            } else if let apostrophe = word.dropFirst().firstIndex(of: "'") {
                words += [String(word[..<apostrophe]), String(word[apostrophe...])]
            } else {
                words.append(String(word))
            }
        }
        for character in sentence.lowercased() {
            let character = character == "’" ? "'" : character
            if character.isLetter || character.isNumber || character == "'" || character == "-" || character == "+" {
                current.append(character)
            } else {
                // A dash between spaces is a clause edge; one inside a word ("mid-2020") stays in it.
                let dash = current == "-"
                flush()
                if dash || ",;:()[]—–".contains(character) { words.append(",") }
            }
        }
        flush()
        return words
    }

    static let months: Set<String> = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
        "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    ]
    /// Words that may stand between "since" and its year or age.
    static let timeModifiers = months.union([
        "early", "mid", "late", "the", "spring", "summer", "autumn", "fall", "winter", "end", "start", "beginning",
        "middle", "of",
    ])
    static let numberWords: Set<String> = [
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
        "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty",
        "several", "many", "few",
    ]
    /// Words that may stand between "for" and its number: "for over 10 years", "for the past 3 years", "for a few".
    static let amountModifiers: Set<String> = [
        "over", "more", "than", "nearly", "almost", "about", "around", "roughly", "the", "past", "last", "well", "just",
        "close", "to", "a", "some", "good",
    ]
    static let units: Set<String> = ["year", "years", "yr", "yrs", "month", "months", "decade", "decades"]

    /// A year: 1900–2099 or '19, maybe after a hyphen ("mid-2020").
    static func isYear(_ word: String) -> Bool {
        let last = word.split(separator: "-").last.map(String.init) ?? word
        if last.count == 3, last.hasPrefix("'"), last.dropFirst().allSatisfy(\.isNumber) { return true }
        guard last.count == 4, last.allSatisfy(\.isNumber), let year = Int(last) else { return false }
        return (1900...2099).contains(year)
    }

    /// Whether `words[index]` opens a stretch of time up to now: "since 2019", "since I was 17", "for 12 years".
    static func isTime(_ words: [String], at index: Int) -> Bool {
        func word(_ offset: Int) -> String? { words.indices.contains(index + offset) ? words[index + offset] : nil }
        switch words[index] {
        case "since":
            guard word(-1) != "ever" else { return false }
            if let subject = word(1), ["i", "he", "she", "we", "they"].contains(subject),
                let verb = word(2), verb == "was" || verb == "were"
            {
                return true
            }
            var offset = 1
            while let next = word(offset), timeModifiers.contains(next), offset < 5 { offset += 1 }
            guard let next = word(offset) else { return false }
            return isYear(next) || next == "age"
        case "for":
            var offset = 1
            while let next = word(offset), amountModifiers.contains(next), offset < 5 { offset += 1 }
            guard let amount = word(offset),
                amount.first?.isNumber == true && amount.dropLast(amount.hasSuffix("+") ? 1 : 0).allSatisfy(\.isNumber)
                    || numberWords.contains(amount)
            else { return false }
            var unit = offset + 1
            // "for 10 or so years", "for twenty-odd years" are rare; "for 5 more years" is a future.
            if word(unit) == "plus" { unit += 1 }
            guard let found = word(unit), units.contains(found) else { return false }
            // "for 5 years of mentorship" is a noun phrase, not the time of the verb.
            return word(unit + 1) != "of"
        default:
            return false
        }
    }

    // MARK: - The clause's verb

    enum Verdict { case present, notPresent, none }

    static let clauseJoins: Set<String> = [
        "and", "but", "or", "where", "which", "who", "while", "whereas", "so", "because", "when", "although", "though",
        "that",
    ]
    static let perfect: Set<String> = ["have", "has", "'ve", "had", "'d", "been", "having"]
    static let presentBe: Set<String> = ["am", "is", "are", "'m", "'re"]
    static let pastOrFuture: Set<String> = [
        "was", "were", "did", "will", "would", "could", "can", "should", "might", "may", "must", "'ll", "used", "shall",
        "going",
    ]
    static let pronouns: Set<String> = ["i", "we", "you", "they"]
    static let thirdPersons: Set<String> = ["he", "she", "it"]
    /// Pronouns whose "'s" is "is" (a name's "'s" is read as a possessive: "Kat's team").
    static let isPronouns: Set<String> = ["he", "she", "it", "that", "there", "here", "what", "who", "this"]
    static let adverbs: Set<String> = [
        "also", "currently", "still", "now", "mainly", "mostly", "just", "really", "primarily", "actually", "happily",
        "proudly", "usually", "often", "always", "basically", "officially", "already", "even", "only",
        "professionally", "full-time", "part-time", "mostly", "simply", "personally",
    ]
    static let irregularPast: Set<String> = [
        "was", "were", "had", "did", "made", "went", "came", "saw", "took", "gave", "got", "led", "ran", "built",
        "taught", "spent", "left", "kept", "held", "wrote", "sold", "brought", "thought", "found", "began", "became",
        "grew", "knew", "felt", "told", "met", "paid", "sent", "stood", "understood", "won", "wore", "drove", "rode",
        "flew", "chose", "fell", "forgot", "hid", "lost", "meant", "spoke", "broke", "drew", "sang", "swam", "threw",
        "woke", "said", "heard", "sat", "slept", "fought", "caught", "bought", "dealt", "shot", "struck", "dug", "fed",
        "fled", "hung", "lit", "sought", "shook", "stole", "stuck", "swung", "wept", "wound", "moved", "joined",
        "switched", "started", "finished", "graduated", "retired", "studied", "quit",
    ]
    /// Common present verbs of a job or a life, in -s and base form: what shows a present after a name or "and".
    static let presentVerbs: Set<String> = {
        let base = [
            "work", "teach", "live", "run", "lead", "manage", "build", "design", "write", "code", "develop", "serve",
            "practice", "practise", "study", "volunteer", "coach", "own", "head", "help", "focus", "specialize",
            "specialise", "handle", "support", "do", "play", "make", "cook", "paint", "sing", "draw", "use", "love",
            "enjoy", "know", "drive", "care", "organize", "organise", "host", "research", "train", "sell", "report",
            "program", "fix", "repair", "install", "treat", "nurse", "research", "edit", "photograph", "film", "bake",
            "brew", "climb", "cover", "oversee", "look", "stay", "belong", "freelance", "consult",
        ]
        let third = base.map { verb -> String in
            if verb.hasSuffix("y") && !verb.hasSuffix("ay") { return verb.dropLast() + "ies" }
            if ["ch", "sh", "x", "s", "o"].contains(where: { verb.hasSuffix($0) }) { return verb + "es" }
            return verb + "s"
        }
        return Set(base + third)
    }()

    static func isPast(_ word: String) -> Bool {
        irregularPast.contains(word) || (word.count > 3 && word.hasSuffix("ed"))
    }

    /// The verdict of the clause the time at `index` belongs to.
    static func verdict(governing index: Int, in words: [String]) -> Verdict {
        var end = index
        while end > 0 {
            var start = end - 1
            while start >= 0, words[start] != ",", !clauseJoins.contains(words[start]) { start -= 1 }
            let afterJoin = start >= 0 && clauseJoins.contains(words[start])
            let verdict = clauseVerdict(Array(words[(start + 1)..<end]), afterJoin: afterJoin)
            if verdict != .none { return verdict }
            end = start
        }
        // The time opens the sentence ("Since 2019, I work…", "For 5 years, I…"): its clause follows the first comma.
        guard words[..<index].allSatisfy({ $0 == "," || clauseJoins.contains($0) }),
            let comma = words[index...].firstIndex(of: ",")
        else { return .none }
        var stop = comma + 1
        while stop < words.count, words[stop] != ",", !clauseJoins.contains(words[stop]) { stop += 1 }
        return clauseVerdict(Array(words[(comma + 1)..<stop]), afterJoin: false)
    }

    /// Words before an infinitive that make the time the infinitive's ("I want to stay for 5 years", "I'm looking to").
    static let intentions: Set<String> = [
        "want", "wants", "hope", "hopes", "plan", "plans", "like", "likes", "love", "loves", "going", "looking",
        "hoping", "planning", "aiming", "trying", "expect", "expects", "intend", "intends", "wish", "need", "needs",
        "able", "happy", "excited", "glad", "keen", "eager", "ready", "about", "set",
    ]
    /// A progressive of coming and going is a plan: "I'm moving to Osaka for two years".
    static let plannedMotion: Set<String> = [
        "moving", "heading", "relocating", "visiting", "leaving", "coming", "returning", "staying", "traveling",
        "travelling", "taking", "going",
    ]
    /// Words after a verb that show it is one ("and work at Kintone", "Priya works in …"), not a noun ("and design").
    static let verbFollowers: Set<String> = [
        "at", "in", "as", "with", "for", "on", "from", "the", "a", "an", "my", "our", "his", "her", "their", "remotely",
        "here", "there", "out", "around", "across", "closely", "mostly", "mainly",
    ]

    /// The verdict of one clause's words (up to the time, or the main clause after it).
    static func clauseVerdict(_ clause: [String], afterJoin: Bool) -> Verdict {
        guard !clause.isEmpty else { return .none }
        if clause.contains(where: perfect.contains) { return .notPresent }
        if clause.indices.dropFirst().contains(where: { clause[$0] == "to" && intentions.contains(clause[$0 - 1]) }) {
            return .notPresent
        }
        /// The first word after `position` that is no adverb, and its place.
        func verb(after position: Int) -> (word: String, at: Int)? {
            clause.indices.dropFirst(position + 1).first { !adverbs.contains(clause[$0]) }.map { (clause[$0], $0) }
        }
        func follower(_ position: Int) -> String? { clause.indices.contains(position + 1) ? clause[position + 1] : nil }
        for (position, word) in clause.enumerated() {
            let pronounIs = word == "'s" && position > 0 && isPronouns.contains(clause[position - 1])
            if presentBe.contains(word) || pronounIs {
                guard let next = verb(after: position) else { return .present }
                // "she's worked" is "she has worked"; "I'm moving to Osaka for two years" is a plan.
                if pronounIs, isPast(next.word) { return .notPresent }
                return plannedMotion.contains(next.word) ? .notPresent : .present
            }
            if pastOrFuture.contains(word) { return .notPresent }
        }
        for (position, word) in clause.enumerated() {
            if pronouns.contains(word), let verb = verb(after: position) {
                return isPast(verb.word) ? .notPresent : .present
            }
            if thirdPersons.contains(word), let verb = verb(after: position) {
                if isPast(verb.word) { return .notPresent }
                if verb.word.hasSuffix("s"), !verb.word.hasSuffix("ss") { return .present }
            }
        }
        if afterJoin, let verb = verb(after: -1) {
            if isPast(verb.word) { return .notPresent }
            if presentVerbs.contains(verb.word), let next = follower(verb.at), verbFollowers.contains(next) {
                return .present
            }
        }
        // A name before a present verb: "Priya works at …", "Priya Raman teaches in …".
        for position in [1, 2] where clause.indices.contains(position) {
            let word = clause[position]
            if word.hasSuffix("s"), presentVerbs.contains(word), let next = follower(position),
                verbFollowers.contains(next)
            {
                return .present
            }
        }
        return clause.contains(where: isPast) ? .notPresent : .none
    }
}
