import FoundationEssentials
import ReadingLexicon
import TextBasics

/// An English note typed as a fragment ("Looking for a summer internship", "new to the team, joined on Monday",
/// "Has two cats"), given the subject it leaves out, so it stands on its own as the person's sentence.
///
/// Only fragments that start with a word whose subject can only be the person are completed: a verb in -ing, a
/// past or present verb, or an adjective phrase of the kind people write about themselves ("new to", "based
/// in"). Anything else is left as typed: a guessed subject would put words in the person's mouth.
package enum NoteFragment {
    /// The sentence with its subject ("I am looking for a summer internship"), or nil when it needs none or
    /// cannot be completed without guessing.
    package static func withSubject(_ text: String) -> String? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let firstWord = words.first else { return nil }
        let first = firstWord.lowercased().trimmingCharacters(in: .punctuationCharacters)
        let rest = words.dropFirst().joined(separator: " ")
        let second = words.dropFirst().first?.lowercased() ?? ""
        var fixed: String?
        let secondVerb =
            thirdPerson[second] ?? (presentVerbs.contains(second) || pastVerbs.contains(second) ? second : nil)
        if words.count == 2, second.trimmingCharacters(in: .punctuationCharacters) == "based" {
            // "Tokyo based": where the person is based.
            fixed = "I am based in " + firstWord
        } else if WorkManner.words.contains(first) || first == "unpaid" {
            // "Full-time, unpaid": how the person works.
            fixed = "I work " + text.prefix(1).lowercased() + text.dropFirst()
        } else if adverbs.contains(first), let secondVerb, words.count >= 2 {
            // "Also run a weekend running club", "still consult now and then".
            let tail = words.dropFirst(2).joined(separator: " ")
            fixed = "I " + first + " " + secondVerb + (tail.isEmpty ? "" : " " + tail)
        } else if first == "part" && ["time", "time,"].contains(second) || first == "part-time" {
            fixed = "I work " + firstWord.lowercased() + (rest.isEmpty ? "" : " " + rest)
        } else if first == "first", ["job", "time", "week", "year", "day"].contains(second) {
            fixed = "This is my " + firstWord.lowercased() + (rest.isEmpty ? "" : " " + rest)
        } else if let noun = personNoun(words) {
            fixed = "I am " + EnglishArticle.withArticle(noun)
        } else if let base = thirdPerson[first] {
            fixed = "I " + ([base] + [rest]).filter { !$0.isEmpty }.joined(separator: " ")
        } else if pastVerbs.contains(first) || presentVerbs.contains(first) {
            fixed = "I " + first + (rest.isEmpty ? "" : " " + rest)
        } else if first.hasSuffix("ing"), first.count > 4, !nounsInIng.contains(first), words.count >= 2,
            !subjectVerbs.contains(second)
        {
            fixed = "I am " + first + " " + rest
        } else if adjectives.contains(first) || adjectivePhrases.contains(first + " " + second) {
            fixed = "I am " + first + (rest.isEmpty ? "" : " " + rest)
        }
        guard let fixed else { return nil }
        return joiningSecondClause(fixed)
    }

    /// "I am new to the team, joined on Monday" → "I am new to the team and joined on Monday": a second fragment
    /// after a comma shares the subject just given.
    private static func joiningSecondClause(_ text: String) -> String {
        guard let comma = text.firstRange(of: ", ") else { return text }
        let after = text[comma.upperBound...]
        let next = after.split(separator: " ").first.map { $0.lowercased() } ?? ""
        // "I started in April, first job out of uni": the second part says what the first was.
        if next == "first" { return text[..<comma.upperBound] + "my " + after }
        guard pastVerbs.contains(next) || thirdPerson[next] != nil || presentVerbs.contains(next),
            !after.contains(" and ")
        else { return text }
        let verb = thirdPerson[next] ?? next
        let tail = after.split(separator: " ").dropFirst().joined(separator: " ")
        return text[..<comma.lowerBound] + " and " + verb + (tail.isEmpty ? "" : " " + tail)
    }

    /// "Career changer", "Grandpa of four", "Big fan of jazz": a noun phrase that can only describe the person,
    /// lower-cased as the middle of a sentence; nil for anything else.
    private static func personNoun(_ words: [String]) -> String? {
        let lower = words.map { $0.lowercased() }
        let head = lower.prefix { !["of", "to", "at", "in", "with", "for"].contains($0) }
        guard let last = head.last?.trimmingCharacters(in: .punctuationCharacters), personNouns.contains(last),
            head.count <= 3, !["a", "an", "the", "my"].contains(lower[0])
        else { return nil }
        let first = words[0]
        let keepsCapital = first.dropFirst().contains(where: \.isUppercase)
        return ([keepsCapital ? first : first.lowercased()] + words.dropFirst()).joined(separator: " ")
    }

    private static let personNouns: Set<String> = [
        "changer", "grandpa", "grandma", "grandfather", "grandmother", "mum", "mom", "dad", "parent", "mother",
        "father", "fan", "owner", "lover", "nerd", "geek", "enthusiast", "native", "veteran", "newcomer", "learner",
        "beginner", "runner", "cyclist", "climber", "baker", "reader", "traveller", "traveler", "gamer",
    ]
    /// Adverbs a fragment starts with before its verb: "Also run…", "Still consult…".
    private static let adverbs: Set<String> = ["also", "still", "now", "usually", "often", "sometimes", "currently"]

    private static let thirdPerson: [String: String] = [
        "has": "have", "works": "work", "loves": "love", "likes": "like", "enjoys": "enjoy", "lives": "live",
        "speaks": "speak", "runs": "run", "plays": "play", "writes": "write", "teaches": "teach", "mentors": "mentor",
        "volunteers": "volunteer", "studies": "study", "leads": "lead", "manages": "manage", "builds": "build",
        "takes": "take", "makes": "make", "spends": "spend", "cooks": "cook", "reads": "read", "does": "do",
        "goes": "go", "coaches": "coach", "organizes": "organize", "organises": "organise", "helps": "help",
        "hosts": "host", "is": "am",
    ]
    private static let pastVerbs: Set<String> = [
        "joined", "moved", "started", "graduated", "worked", "spent", "grew", "lived", "studied", "built", "led",
        "founded", "co-founded", "launched", "ran", "taught", "won", "finished", "returned", "retired", "left",
        "switched", "became", "changed", "raised", "served", "volunteered", "completed", "earned", "published",
        "passed", "transferred", "relocated", "came", "took", "made", "got", "was", "used", "helped", "managed",
        "hit", "reached", "closed", "shipped", "doubled", "tripled", "exceeded", "beat", "delivered", "wrote",
    ]
    private static let presentVerbs: Set<String> = [
        "love", "enjoy", "like", "live", "speak", "have", "work", "play", "mentor", "volunteer", "coach", "organize",
        "organise", "run", "host", "teach", "study", "cook", "bake", "write", "read", "collect", "climb", "swim",
        "consult", "help", "lead", "manage", "build", "make", "do", "go", "take", "want", "hope", "plan", "need",
        "use", "miss",
    ]
    private static let adjectives: Set<String> = [
        "new", "happy", "excited", "open", "available", "based", "originally", "interested", "passionate", "fluent",
        "keen", "proud", "responsible", "currently", "always", "still", "eager", "glad", "back", "bilingual",
        "self-taught", "fond",
    ]
    private static let adjectivePhrases: Set<String> = ["in charge", "part of", "a fan", "a big"]
    /// Words in -ing that are things, not verbs: "Nothing…", "Morning runs…".
    private static let nounsInIng: Set<String> = [
        "nothing", "something", "anything", "everything", "morning", "evening", "spring", "thing", "things",
        "wedding", "ceiling", "king", "string", "during", "ring", "meeting", "meetings",
    ]
    /// A verb after the -ing word makes it the subject ("Cooking is my hobby"), not a fragment.
    private static let subjectVerbs: Set<String> = [
        "is", "are", "was", "were", "has", "keeps", "makes", "helps", "gives", "takes", "means",
    ]
}
