/// An English verb and its forms, from a lemma and only the irregular forms it has.
///
/// The spec is the head word, then `/past/participle` when irregular (a past alone serves as the participle too), then
/// `+` when the head doubles its last consonant though the rule would not ("program+": programmed), then any words
/// that follow the head ("look after", "take/took/taken part in"). Regular forms follow the spelling rules: teaches,
/// tries, baked, tried, shipped (one syllable ending consonant-vowel-consonant doubles), baking, dying.
struct EnglishVerb: Sendable, Hashable {
    /// The head in the base form: "teach", "look".
    let head: String
    /// The words after the head: "after", "care of"; empty for most verbs.
    let rest: String
    let third: String
    let past: String
    let participle: String
    let ing: String

    init(_ spec: String) {
        let words = spec.split(separator: " ", maxSplits: 1).map(String.init)
        var forms = (words.first ?? "").split(separator: "/").map(String.init)
        var doubles = false
        if let last = forms.first, last.hasSuffix("+") {
            doubles = true
            forms[0] = String(last.dropLast())
        }
        let head = forms[0]
        doubles = doubles || Self.doublesByRule(head)
        self.head = head
        self.rest = words.count > 1 ? words[1] : ""
        self.third = Self.third(of: head)
        self.past = forms.count > 1 ? forms[1] : Self.regularPast(of: head, doubles: doubles)
        self.participle = forms.count > 2 ? forms[2] : past
        self.ing = Self.ing(of: head, doubles: doubles)
    }

    /// The lemma as it is looked up: "look after".
    var lemma: String { rest.isEmpty ? head : head + " " + rest }

    /// Whether the words after the head end in a preposition, so the verb cannot stand without an object
    /// ("I contribute to" says nothing; "I grow up" is whole).
    var needsObject: Bool {
        guard let last = rest.split(separator: " ").last else { return false }
        return Self.prepositions.contains(String(last))
    }

    static let be = EnglishVerb("be/was/been")
    static let have = EnglishVerb("have/had")

    // MARK: - Rules

    private static func third(of head: String) -> String {
        switch head {
        case "be": return "is"
        case "have": return "has"
        default: break
        }
        if ["s", "x", "z", "ch", "sh", "o"].contains(where: head.hasSuffix) { return head + "es" }
        if endsInConsonantY(head) { return head.dropLast() + "ies" }
        return head + "s"
    }

    private static func regularPast(of head: String, doubles: Bool) -> String {
        if head.hasSuffix("e") { return head + "d" }
        if endsInConsonantY(head) { return head.dropLast() + "ied" }
        if doubles, let last = head.last { return head + String(last) + "ed" }
        return head + "ed"
    }

    private static func ing(of head: String, doubles: Bool) -> String {
        if head.hasSuffix("ie") { return head.dropLast(2) + "ying" }
        if head.hasSuffix("e"), !["ee", "ye", "oe"].contains(where: head.hasSuffix), head != "be" {
            return head.dropLast() + "ing"
        }
        if doubles, let last = head.last { return head + String(last) + "ing" }
        return head + "ing"
    }

    private static func endsInConsonantY(_ word: String) -> Bool {
        guard word.hasSuffix("y"), let before = word.dropLast().last else { return false }
        return !vowels.contains(before)
    }

    /// One syllable ending in one vowel letter and one consonant (not w, x or y): ship → shipped, jog → jogging.
    private static func doublesByRule(_ head: String) -> Bool {
        let letters = Array(head)
        guard letters.count >= 3, let last = letters.last, !vowels.contains(last), !"wxy".contains(last) else {
            return false
        }
        let groups = head.split(whereSeparator: { !vowels.contains($0) }).count
        return groups == 1 && vowels.contains(letters[letters.count - 2])
            && !vowels.contains(letters[letters.count - 3])
    }

    private static let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
    private static let prepositions: Set<String> = [
        "about", "after", "at", "for", "from", "in", "into", "of", "on", "to", "with",
    ]
}
