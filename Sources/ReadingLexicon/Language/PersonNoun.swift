/// Whether a noun names a person by what they do ("nurse", "product designer", 「看護師」, 「エンジニア」), so a role can be
/// told from a field ("frontend", 「営業」) or a thing: "I'm a frontend" is not English, and a role is a person.
///
/// Read from the word's shape, as a reader does with a title never seen before: English agent endings (-er, -or, -ist,
/// -ian, -ant, -ent, -ee, -eer, -ive, -man) and the few person words without one; Japanese person endings (師, 士, 者,
/// 員, …) and loanwords ending as agents do (ナー, ター, ャー, スト, …); acronyms that are titles (CEO, PM, SRE).
package enum PersonNoun {
    /// Whether the English noun phrase `phrase` ends in a person noun.
    package static func isPerson(english phrase: String) -> Bool {
        // "VP of sales", "head of product", "director for growth": the person is named before the preposition.
        // "sous chef at Trattoria Luce": the person before where they work.
        for preposition in [" of ", " for ", " in ", " at ", " with ", " Of ", " For ", " In ", " At ", " With "] {
            if let range = phrase.firstRange(of: preposition), range.lowerBound != phrase.startIndex {
                return isPerson(english: String(phrase[..<range.lowerBound]))
            }
        }
        guard let last = phrase.split(whereSeparator: { $0 == " " || $0 == "-" }).last.map(String.init) else {
            return false
        }
        if titles.contains(last.uppercased()), last.uppercased() == last { return true }
        let word = EnglishPlural.singular(last.lowercased())
        if persons.contains(word) { return true }
        if notPersons.contains(word) { return false }
        guard word.count >= 5 else { return false }
        if word.hasSuffix("ment") || word.hasSuffix("ness") || word.hasSuffix("ing") { return false }
        return agentEndings.contains { word.hasSuffix($0) }
    }

    /// Whether the Japanese noun phrase `phrase` ends in a person noun.
    package static func isPerson(japanese phrase: String) -> Bool {
        if NounPhrase.isRole(japanese: phrase) { return true }
        let endings = ["役", "係", "職", "工", "匠", "人", "リード", "オーナー", "メンバー", "インターン", "フェロー", "パートナー"]
        if endings.contains(where: { phrase.hasSuffix($0) }) { return true }
        let tail = phrase.reversed().prefix { $0.isASCII }
        return !tail.isEmpty && isPerson(english: String(tail.reversed()))
    }

    /// The person who works in the English field `phrase` ("demand planning" → "demand planner", "general office
    /// work" → "general office worker", "administration" → "administrator"), made with the endings agent nouns are
    /// made with; nil when `phrase` is a person already or no candidate is a person noun `isWord` knows, so a
    /// derivation nobody uses is never written.
    package static func agent(ofField phrase: String, isWord: (String) -> Bool) -> String? {
        guard !isPerson(english: phrase) else { return nil }
        var words = phrase.split(separator: " ").map(String.init)
        guard let last = words.last?.lowercased(), last.count >= 4, last.allSatisfy(\.isLetter) else { return nil }
        var candidates: [String] = []
        if last.hasSuffix("ing") {
            let stem = String(last.dropLast(3))
            candidates += [stem + "er", stem + "e", stem + "ant", stem]
        }
        if last.hasSuffix("ment") { candidates.append(String(last.dropLast(4)) + "er") }
        if last.hasSuffix("ation") { candidates.append(String(last.dropLast(3)) + "or") }
        if last.hasSuffix("ancy") || last.hasSuffix("ance") { candidates.append(String(last.dropLast(2)) + "t") }
        if last.hasSuffix("logy") { candidates.append(String(last.dropLast(1)) + "ist") }
        if last.hasSuffix("graphy") { candidates.append(String(last.dropLast(1)) + "er") }
        candidates.append(last.hasSuffix("e") ? last + "r" : last + "er")
        // "internal audit" → internal auditor, "investment" aside: the -or agents of a verb.
        if last.hasSuffix("t") { candidates.append(last + "or") }
        let agent =
            candidates.first(where: persons.contains)
            ?? candidates.first { isWord($0) && isPerson(english: $0) && !notPersons.contains($0) }
        guard let agent else { return nil }
        words[words.count - 1] = agent
        return words.joined(separator: " ")
    }

    /// Whether a single word is one of the person nouns without an agent ending ("lead", "chef"), the words WordNet
    /// gives another first sense.
    package static func isListedPerson(_ word: String) -> Bool {
        persons.contains(word.lowercased())
    }

    /// Acronyms that name a person's position.
    private static let titles: Set<String> = [
        "CEO", "CTO", "CFO", "COO", "CPO", "CMO", "CIO", "CISO", "VP", "SVP", "EVP", "PM", "EM", "PO", "SRE", "SE",
        "TA",
        "RN", "GP", "MD", "DBA", "UXR",
    ]
    /// Person nouns without an agent ending.
    private static let persons: Set<String> = [
        "nurse", "chef", "cook", "lead", "head", "intern", "fellow", "dean", "judge", "coach", "guide", "clerk",
        "staff",
        "nanny", "barista", "pilot", "doctor", "surgeon", "dentist", "medic", "midwife", "vet", "tutor", "mentor",
        "artist", "specialist", "analyst", "student", "resident", "freelancer", "founder", "owner", "maker", "partner",
        "associate", "apprentice", "trainee", "principal", "chief", "officer", "president", "executive", "agent",
        "director", "editor", "author", "poet", "scientist", "architect", "engineer", "designer", "developer",
        "volunteer", "parent", "mother", "father", "mom", "dad", "mum", "homemaker", "retiree", "candidate",
        "postdoc", "professor", "lecturer", "teacher", "programmer", "hacker", "attorney", "lawyer", "paralegal",
        "pharmacist", "therapist", "physiotherapist", "cashier", "waiter", "waitress", "bartender", "baker", "butcher",
        "farmer", "fisherman", "carpenter", "plumber", "electrician", "mechanic", "technician", "driver", "courier",
        "model", "actor", "actress", "dancer", "singer", "musician", "photographer", "journalist", "reporter",
        "writer", "translator", "interpreter", "caregiver", "carer", "nutritionist", "dietitian", "paramedic",
        "firefighter", "soldier", "diplomat", "priest", "monk", "nun", "scholar", "researcher", "manager",
        "sommelier", "stylist", "hairdresser", "beautician", "florist", "gardener", "landscaper", "janitor",
        "receptionist", "secretary", "assistant", "accountant", "auditor", "banker", "broker", "trader", "economist",
        "recruiter", "strategist", "evangelist", "advocate", "steward", "ambassador", "curator", "librarian",
        "archivist", "ranger", "sailor", "captain", "crew", "counsel", "admiral", "general", "colonel", "major",
        "lieutenant", "sergeant", "marshal", "commander", "cadet", "private", "corporal", "chaplain", "rep",
        "representative", "generalist", "consultant", "coordinator", "planner", "administrator", "supervisor",
        "inspector", "surveyor", "instructor", "trainer", "counselor", "counsellor", "worker", "concierge", "sous chef",
    ]
    /// Words with an agent ending that are things or fields.
    private static let notPersons: Set<String> = [
        "computer", "server", "paper", "water", "letter", "number", "center", "centre", "matter", "power", "order",
        "border", "color", "colour", "error", "sector", "factor", "vector", "motor", "monitor", "mirror", "floor",
        "door", "tractor", "reactor", "processor", "compiler", "browser", "router", "container", "cluster", "docker",
        "river", "winter", "summer", "user", "layer", "filter", "folder", "poster", "sticker", "cover", "paper",
        "content", "talent", "event", "client", "patient", "accident", "payment",
        "frontend", "backend", "infrastructure", "data", "operations", "marketing", "sales", "design", "support",
        "finance", "legal", "research", "product", "security", "quality", "platform", "devops", "mobile", "web",
        "cloud", "growth", "content", "community", "education", "government", "healthcare", "hospitality", "retail",
        "logistics",
    ]
    /// The endings English agent nouns take.
    private static let agentEndings = [
        "er", "or", "ist", "ian", "ant", "ent", "ee", "eer", "ive", "man", "woman", "person", "smith", "wright",
        "ster", "logist", "naut", "crat", "phile", "ographer",
    ]
}
