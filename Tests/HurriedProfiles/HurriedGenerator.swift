import Foundation
import IntroductionCore
import IntroductionQuality

/// Writes profiles the way people type them in a hurry, in English, in Japanese and mixed, from a seed: the same seed
/// always gives the same profile, with the facts it states and the names it holds (`HurriedProfile`).
///
/// A person is drawn first (a role or a status, a former role, an employer, a place, skills, hobbies, a site), then
/// each field is typed in a shape drawn from its families (`HurriedShape`), then the person's typing habits are laid
/// over it (lower case, shorthand, stray spaces, full-width letters…). Every part of a draw comes from the seed alone.
package enum HurriedGenerator {
    /// The profile `seed` names.
    package static func profile(seed: UInt64) -> HurriedProfile {
        var draft = Draft(seed: seed)
        return draft.build()
    }

    /// `count` profiles, seeds `first`, `first + 1`, …
    package static func profiles(count: Int, from first: UInt64 = 0) -> [HurriedProfile] {
        (0..<UInt64(count)).map { profile(seed: first + $0) }
    }
}

/// A field's text as it is being typed, with the facts it states (each fact's `typed` is a piece of `text`).
struct HurriedText {
    var text = ""
    var facts: [HurriedFact] = []
    var languages: Set<HurriedLanguage> = []
    /// Typed as a phrase a text in its language may hold whole ("product designer at a fintech startup", 「地方銀行の
    /// 法人営業」), as long as no shorthand went into it: holding it is not pasting it.
    var isClean = false

    /// Words that state nothing on their own: a separator, a frame ("before that", 「前職は」).
    mutating func plain(_ piece: String, _ language: HurriedLanguage? = nil) {
        text += piece
        if let language { languages.insert(language) }
    }

    /// A piece that states `fact`.
    mutating func fact(_ piece: String, _ fact: HurriedFact, _ language: HurriedLanguage? = nil) {
        var fact = fact
        fact.typed = piece
        facts.append(fact)
        text += piece
        if let language { languages.insert(language) }
    }

    mutating func append(_ other: HurriedText) {
        text += other.text
        facts += other.facts
        languages.formUnion(other.languages)
    }

    /// The same text with `transform` applied to it and to every fact's fragment alike.
    func mapped(_ transform: (String) -> String) -> HurriedText {
        var result = self
        result.text = transform(text)
        result.facts = facts.map { fact in
            var fact = fact
            fact.typed = transform(fact.typed)
            return fact
        }
        return result
    }

    var language: HurriedFieldLanguage? {
        languages.count > 1 ? .mixed : languages.first.map { $0 == .en ? .en : .ja }
    }
}

/// How one person types: decided once per profile, so a profile reads like one person's.
struct HurriedTypist {
    enum LetterCase { case asTyped, lower, capitals, allCaps }
    var letterCase: LetterCase
    /// Percent of the words a person shortens that they do shorten.
    var shorthand: Int
    var straySpaces: Bool
    var doubled: Bool
    var emoji: Bool
    var fullStops: Bool
    var fullWidth: Bool
    var halfWidthKana: Bool

    init(_ random: inout HurriedRandom) {
        letterCase = random.weighted([(.asTyped, 42), (.lower, 40), (.capitals, 14), (.allCaps, 4)])
        shorthand = random.weighted([(0, 30), (50, 35), (100, 35)])
        straySpaces = random.chance(15)
        doubled = random.chance(20)
        emoji = random.chance(20)
        fullStops = random.chance(45)
        fullWidth = random.chance(12)
        halfWidthKana = random.chance(5)
    }
}

/// The person behind a profile.
struct HurriedPerson {
    var language: HurriedLanguage
    var mixes: Bool
    var family: HurriedTerm.Family
    var role: HurriedTerm
    var status: HurriedTerm?
    var previous: HurriedTerm
    var employer: HurriedTerm
    var place: HurriedTerm
    var name: HurriedVocabulary.PersonName
    var site: (text: String, isHandle: Bool)
    var years: Int
    var skills: [HurriedTerm]
    var hobbies: [HurriedTerm]
}

extension HurriedGenerator {
    /// One profile being drawn.
    struct Draft {
        let seed: UInt64
        var random: HurriedRandom
        var person: HurriedPerson
        var typist: HurriedTypist
        var shapes: Set<HurriedShape> = []
        var names: [String] = []
        /// How many words were shortened so far: a field typed with shorthand is never clean.
        var shortened = 0

        init(seed: UInt64) {
            self.seed = seed
            var random = HurriedRandom(seed: seed)
            var people = random.split()
            person = Self.person(&people)
            var habits = random.split()
            typist = HurriedTypist(&habits)
            self.random = random
        }

        static func person(_ random: inout HurriedRandom) -> HurriedPerson {
            let language: HurriedLanguage = random.chance(50) ? .en : .ja
            let mixes = random.chance(25)
            let family: HurriedTerm.Family = random.weighted([
                (.tech, 30), (.design, 12), (.business, 18), (.health, 10), (.education, 8), (.trades, 7),
                (.service, 8), (.creative, 5), (.publicService, 2),
            ])
            let role = random.pick(HurriedVocabulary.roles(family))
            let status = random.chance(15) ? random.pick(HurriedVocabulary.statuses) : nil
            let previous = random.pick(
                random.chance(40) ? HurriedVocabulary.roles(family) : HurriedVocabulary.roles)
            let employer =
                random.chance(65)
                ? random.pick(HurriedVocabulary.employerKinds) : random.pick(HurriedVocabulary.employerNames)
            let name = HurriedVocabulary.personName(random.chance(85) ? language : language.other, &random)
            let pool = HurriedVocabulary.skillPool(family)
            let skillCount = random.int(2...6)
            let toolCount = random.int(0...skillCount)
            let skills = random.sample(pool.tools, toolCount) + random.sample(pool.skills, skillCount - toolCount)
            let span = random.weighted([(1...3, 40), (4...9, 40), (10...25, 20)])
            let years = random.int(status?.en[0] == "retired" ? 20...40 : span)
            let place = random.pick(HurriedVocabulary.places)
            let site = HurriedVocabulary.siteOrHandle(name, &random)
            let hobbyCount = random.int(1...4)
            return HurriedPerson(
                language: language, mixes: mixes, family: family, role: role, status: status, previous: previous,
                employer: employer, place: place, name: name, site: site, years: years,
                skills: random.sample(skills, skills.count),
                hobbies: random.sample(HurriedVocabulary.hobbies, hobbyCount))
        }

        /// The language a field (or a piece of one) is typed in: the person's, or for a person who mixes, either.
        mutating func language() -> HurriedLanguage {
            person.mixes && random.chance(40) ? person.language.other : person.language
        }

        mutating func build() -> HurriedProfile {
            var profile = Profile()
            var facts: [HurriedFact] = []
            var fieldLanguages: [ProfileField: HurriedFieldLanguage] = [:]
            var verbatim: [GenerationOptions.Language: [String]] = [.en: [], .ja: []]
            // Names count only for fields that are kept: each field's names are taken back when it is left empty.
            var kept = 0
            func drop() { names.removeSubrange(kept...) }
            func store(_ field: ProfileField, _ text: HurriedText, clean: Bool = false) {
                defer { kept = names.count }
                let typed = text.text
                if clean {
                    let languages = text.languages.isEmpty ? [.en, .ja] : text.languages
                    for language in languages where languages.count == 1 || text.languages.isEmpty {
                        verbatim[language == .en ? .en : .ja, default: []].append(typed.trimmingSpaces())
                    }
                }
                let limitsField = ProfileLimits.Field(rawValue: field.rawValue)!
                profile.set(limitsField, typed: typed)
                facts += text.facts.map { fact in
                    var fact = fact
                    fact.field = field
                    return fact
                }
                fieldLanguages[field] = text.language
            }
            var nameRandom = random.split()
            let name = nameField(&nameRandom)
            if random.chance(96) { store(.name, name) } else { drop() }
            var before = shortened
            let role = roleField()
            if random.chance(95) {
                store(.role, finish(role, .role), clean: role.isClean && shortened == before)
            } else {
                drop()
            }
            before = shortened
            let experience = experienceField()
            if random.chance(80) {
                store(.experience, finish(experience, .experience), clean: experience.isClean && shortened == before)
            } else {
                drop()
            }
            if random.chance(82) {
                let skills = skillsField()
                store(.skills, finish(skills.text, .skills))
                if let list = skills.japaneseList { verbatim[.ja, default: []].append(list) }
            }
            if random.chance(78) {
                before = shortened
                let interests = interestsField()
                let finished = finish(interests.text, .interests)
                store(.interests, finished, clean: interests.text.isClean && shortened == before)
                if let list = interests.japaneseList { verbatim[.ja, default: []].append(list) }
            }
            if random.chance(75) { store(.notes, finish(notesField(), .notes)) }
            // A fact whose fragment a later field's trimming cut (a stray space) is still the fact, as typed there.
            facts = facts.map { fact in
                var fact = fact
                fact.typed = fact.typed.trimmingSpaces()
                return fact
            }
            for fact in facts {
                for language in ComposerLanguage.allCases.map(\.language) {
                    verbatim[language, default: []] += fact.forms(language)
                }
            }
            let languages = Set(fieldLanguages.values)
            shapes.insert(
                languages.contains(.mixed) || languages.count > 1
                    ? .profileMixed : languages.first == .ja ? .profileJapanese : .profileEnglish)
            return HurriedProfile(
                seed: seed, profile: profile, facts: facts.filter { !$0.typed.isEmpty },
                names: Self.distinct(names), verbatim: verbatim,
                fieldLanguages: fieldLanguages, shapes: shapes, isNotAJob: person.status != nil)
        }

        /// Names once each (case aside), longest first, in an order that depends on nothing but the names.
        static func distinct(_ names: [String]) -> [String] {
            var seen = Set<String>()
            return names.filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
                .sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
        }

        /// The person's typing habits laid over a field they typed.
        mutating func finish(_ text: HurriedText, _ field: ProfileField) -> HurriedText {
            var text = text
            switch typist.letterCase {
            case .asTyped: break
            case .lower:
                let lowered = text.mapped(HurriedTyping.lower)
                if lowered.text != text.text { shapes.insert(.typingLower) }
                text = lowered
            case .capitals where field != .notes:
                let capitalized = text.mapped(HurriedTyping.capitals)
                if capitalized.text != text.text { shapes.insert(.typingCapitals) }
                text = capitalized
            case .capitals: break
            case .allCaps where field == .role || field == .skills || random.chance(30):
                let shouted = text.mapped(HurriedTyping.upper)
                if shouted.text != text.text { shapes.insert(.typingCaps) }
                text = shouted
            case .allCaps: break
            }
            if typist.fullWidth, text.languages.contains(.ja), random.chance(60) {
                let wide = text.mapped(HurriedTyping.fullWidth)
                if wide.text != text.text { shapes.insert(.typingFullWidth) }
                text = wide
            }
            if typist.halfWidthKana, random.chance(70) {
                let half = text.mapped(HurriedTyping.halfWidthKana)
                if half.text != text.text { shapes.insert(.typingHalfWidthKana) }
                text = half
            }
            return text
        }

        /// A separator as this person types it: sometimes with a stray space.
        mutating func separator(_ plain: String) -> String {
            guard typist.straySpaces, random.chance(40) else { return plain }
            shapes.insert(.typingStraySpaces)
            return random.pick([" " + plain, plain + " ", plain.replacingOccurrences(of: " ", with: "  ")])
        }

        /// English words as this person types them: shortened where they shorten.
        mutating func shorten(_ text: String) -> String {
            guard typist.shorthand > 0 else { return text }
            let short = HurriedTyping.shortened(text, percent: typist.shorthand, &random)
            if short != text { usedShorthand() }
            return short
        }

        mutating func usedShorthand() {
            shapes.insert(.typingShorthand)
            shortened += 1
        }

        /// A sentence end as this person types it: none, a full stop, or doubled marks.
        mutating func stop(_ language: HurriedLanguage, emphatic: Bool = false) -> String {
            if typist.doubled, random.chance(50) {
                shapes.insert(.typingDoubled)
                return language == .ja ? random.pick(["。。", "！！", "!!"]) : random.pick(["!!", "..", "!!!", "??"])
            }
            guard typist.fullStops else { return "" }
            return language == .ja ? (emphatic ? "！" : "。") : (emphatic ? "!" : ".")
        }

        /// An emoji after an item, for a person who types them.
        mutating func emoji() -> String {
            guard typist.emoji, random.chance(35) else { return "" }
            return random.pick(HurriedTyping.emoji)
        }

        /// The name: in its script, in the person's case, with its parts as names.
        mutating func nameField(_ random: inout HurriedRandom) -> HurriedText {
            let name = person.name
            var typed: String
            if name.isJapanese {
                typed = random.chance(60) ? "\(name.family) \(name.given)" : "\(name.family)\(name.given)"
            } else {
                switch random.below(6) {
                case 0: typed = "\(name.given) \(name.family)".lowercased()
                case 1: typed = "\(name.given) \(name.family.prefix(1))."
                case 2: typed = name.given
                default: typed = "\(name.given) \(name.family)"
                }
            }
            let parts = [typed, name.given, name.family].filter {
                $0.count >= 2 && typed.localizedCaseInsensitiveContains($0)
            }
            names += parts
            var text = HurriedText()
            text.fact(typed, HurriedFact(field: .name, en: parts, ja: parts), name.isJapanese ? .ja : .en)
            return text
        }
    }
}
