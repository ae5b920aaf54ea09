package import ReadingLexicon
import Synchronization

/// What the reading knows about words, in one place: the shorthand table, the hand word list (names, regions,
/// fields), WordNet for English word classes and lemmas, EDICT, and MeCab for Japanese.
///
/// A value holds only tables that are read once and shared; it is `Sendable` and any thread may use it.
package struct ReadingWords: Sendable {
    package let words: WordList
    package let shorthand: Shorthand

    package init(words: WordList, shorthand: Shorthand) {
        self.words = words
        self.shorthand = shorthand
    }

    /// The bundled tables.
    package static func bundled() throws -> ReadingWords {
        ReadingWords(words: try WordList.bundled(), shorthand: try Shorthand.bundled())
    }

    /// "15th", "22nd": digits and an ordinal's ending.
    static func isNumberedOrdinal(_ key: String) -> Bool {
        let digits = key.prefix { $0.isNumber }
        return !digits.isEmpty && ["st", "nd", "rd", "th"].contains(String(key.dropFirst(digits.count)))
    }

    /// Whether a Japanese noun names a kind of person: its English gloss in EDICT does (看護師 "nurse", 講師
    /// "lecturer"), or, for a compound, its last word's (塾講師 → 講師).
    func isJapanesePerson(_ text: String, last: String) -> Bool {
        for word in [text, last] {
            guard let gloss = words.dictionary.english(forJapanese: word) else { continue }
            let head = gloss.split(separator: " ").last.map(String.init) ?? gloss
            return EnglishLexicon.isPerson(head)
        }
        return false
    }

    /// The lemma and the classes of an English word (`key`: lower case, folded), from the closed classes, the word
    /// list and WordNet; remembered, since the same words come back in every profile.
    func english(_ key: String) -> (lemma: String, classes: WordClasses) {
        if let known = Self.remembered.withLock({ $0[key] }) { return known }
        let found = lookUp(key)
        Self.remembered.withLock { cache in
            // Bounded: a server reading profiles all day keeps at most this many words.
            if cache.count >= 20_000 { cache.removeAll(keepingCapacity: true) }
            cache[key] = found
        }
        return found
    }

    private static let remembered = Mutex<[String: (lemma: String, classes: WordClasses)]>([:])

    private func lookUp(_ key: String) -> (lemma: String, classes: WordClasses) {
        var classes: WordClasses = []
        var lemma = key
        if FunctionWords.determiners.contains(key) { classes.insert(.determiner) }
        // "approx.", "circa": before a number, as "about" is.
        if FunctionWords.prepositions.contains(key) || shorthand.approximately.contains(key) {
            classes.insert(.preposition)
        }
        if FunctionWords.pronouns.contains(key) { classes.insert(.pronoun) }
        if FunctionWords.conjunctions.contains(key) { classes.insert(.conjunction) }
        if FunctionWords.auxiliaries.contains(key) { classes.insert(.auxiliary) }
        if FunctionWords.greetings.contains(key) { classes.insert(.greeting) }
        if FunctionWords.timeWords.contains(key) { classes.insert(.time) }
        if FunctionWords.ordinals[key] != nil || Self.isNumberedOrdinal(key) { classes.insert(.ordinal) }
        if shorthand.fillers.contains(key) { classes.insert(.filler) }
        if shorthand.units[key] != nil { classes.insert(.timeUnit) }
        if words.nameSpelling(key) != nil { classes.formUnion([.name, .tool, .noun]) }
        if words.isRegion(key) { classes.formUnion([.place, .name, .noun]) }
        if Languages.english.contains(key) { classes.formUnion([.language, .noun]) }
        for reading in EnglishLexicon.readings(of: key) {
            for sense in reading.senses {
                switch sense.wordClass {
                case .noun:
                    classes.insert(.noun)
                    if sense.category == "noun.location", sense.isInstance { classes.formUnion([.place, .name]) }
                    if sense.category == "noun.group", sense.isInstance { classes.formUnion([.organization, .name]) }
                    if sense.category == "noun.act" || sense.category == "noun.cognition" { classes.insert(.field) }
                    if sense.category == "noun.time", ["year", "month", "week", "day", "hour"].contains(reading.lemma) {
                        classes.insert(.timeUnit)
                    }
                case .verb: classes.insert(.verb)
                case .adjective: classes.insert(.adjective)
                case .adverb: classes.insert(.adverb)
                }
            }
            if reading.lemma != key, lemma == key { lemma = reading.lemma }
        }
        if OrganizationWords.kinds.contains(lemma) { classes.insert(.organization) }
        // "then bootcamp (2024)": a course one took, never a workplace or a field one works in.
        if OrganizationWords.courses.contains(lemma) { classes.insert(.course) }
        // A word of the hand list ("backend", "frontend") is an ordinary word of a trade, not a name.
        if classes.isDisjoint(with: [.noun, .verb, .adjective, .adverb, .name]), words.isEntry(key) { classes.insert(.noun) }
        if words.person(forField: key) != nil { classes.formUnion([.field, .trade]) }
        // A kind of person by the first sense WordNet gives ("nurse", "barista"), not a rare one ("sourdough").
        if EnglishLexicon.isPerson(key) || PersonNoun.isListedPerson(key) { classes.insert(.person) }
        if !classes.contains(.place), EnglishLexicon.isPlace(key) { classes.formUnion([.place, .name]) }
        // "Java" is an island to WordNet, a language to the names list: a skills item, never where one is based.
        if words.nameSpelling(key) != nil, !words.isRegion(key) { classes.remove(.place) }
        return (lemma, classes)
    }
}

/// Human languages as English names them, for skills with a level ("Japanese (N2)").
enum Languages {
    static let english: Set<String> = [
        "english", "japanese", "chinese", "mandarin", "cantonese", "korean", "spanish", "french", "german", "italian",
        "portuguese", "russian", "arabic", "hindi", "bengali", "urdu", "indonesian", "malay", "thai", "vietnamese",
        "tagalog", "filipino", "dutch", "swedish", "norwegian", "danish", "finnish", "polish", "czech", "turkish",
        "greek", "hebrew", "persian", "farsi", "ukrainian", "romanian", "hungarian", "swahili", "tamil", "telugu",
        "punjabi", "nepali", "sinhala", "burmese", "khmer", "lao", "mongolian", "catalan", "basque", "irish", "welsh",
        "asl", "sign language",
    ]
}

/// Nouns that name a kind of organization: what "at a ___" names a workplace with.
enum OrganizationWords {
    /// Courses of study: taken, not worked at.
    static let courses: Set<String> = [
        "bootcamp", "course", "degree", "mba", "diploma", "certificate", "certification", "apprenticeship", "mooc",
    ]

    static let kinds: Set<String> = [
        "company", "startup", "start-up", "agency", "firm", "studio", "lab", "laboratory", "hospital", "clinic",
        "school", "university", "college", "bank", "store", "shop", "restaurant", "cafe", "café", "bakery", "chain",
        "corporation", "corp", "inc", "ltd", "llc", "gmbh", "co", "nonprofit", "non-profit", "ngo", "charity",
        "foundation", "institute", "ministry", "department", "council", "government", "office", "factory", "plant",
        "warehouse", "hotel", "salon", "gym", "library", "museum", "newspaper", "magazine", "publisher", "consultancy",
        "roaster", "roastery", "brewery", "winery", "farm", "ranch", "kitchen", "bar", "pub", "team", "club",
        "academy", "center", "centre", "group", "network", "platform", "marketplace", "retailer", "manufacturer",
        "supplier", "insurer", "pharmacy", "practice", "firm", "bureau", "unit", "ward", "district", "city", "county",
        "church", "temple", "army", "navy", "military", "police", "enterprise", "business", "scaleup", "scale-up",
        "unicorn", "incubator", "accelerator", "coop", "co-op", "cooperative", "collective", "label", "house",
    ]
}
