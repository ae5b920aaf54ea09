package import IntroductionCore
package import ReadingLexicon

/// A typed fact read from a span of a field: what it is, where it was typed, what it holds, and which rule made it.
///
/// Facts are frames: the kind says what the fact is, the slots hold its parts (a title, an organization, a time…),
/// so a rule that composes facts ("<title> at <organization>") merges their slots. A latent fact is a possible
/// reading that is not sure enough to be stated; the selection never keeps one.
package struct Fact: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        // Parts other rules build from; kept only where a field is nothing else (a skills item is a phrase).
        case phrase, time, amount, span, adjunct
        // What a profile states: the fact types.
        case title, employer, place, interval, duration, skill, activity, formerJob, contact, request, state
        /// A job held: a title, an organization, a place, a time, together.
        case position
        case interest
        /// Read and deliberately left unsaid: a greeting ("hey all"), laughter, pronouns, a courtesy ("thanks!").
        case aside
        /// A person's name typed in a field ("hey im sam"): the name field says it.
        case name
    }

    package var kind: Kind
    /// Token indices.
    package var range: Range<Int>
    package var slots: Slots
    /// The rule that made it, for the corpus tests and for reading a report.
    package var rule: String
    package var isLatent: Bool

    package init(_ kind: Kind, _ range: Range<Int>, _ slots: Slots = Slots(), rule: String, isLatent: Bool = false) {
        self.kind = kind
        self.range = range
        self.slots = slots
        self.rule = rule
        self.isLatent = isLatent
    }
}

/// The parts of a fact.
package struct Slots: Sendable, Hashable {
    /// The fact's own noun phrase: a skill, an interest, a title's words, an organization's name.
    package var phrase: Phrase?
    package var title: Phrase?
    package var organization: Phrase?
    package var place: Phrase?
    /// A field of work or study: "product", "audit", 「マーケ」.
    package var field: Phrase?
    package var object: Phrase?
    /// A verb's lemma, in the language it was typed: "teach", 「教える」.
    package var verb: String?
    package var time: TimeFrame?
    /// How often: "every morning", 「毎朝」.
    package var frequency: Frequency?
    package var point: TimePoint?
    package var amount: Amount?
    /// The year one is in: 4 in 「4年目」, "4th year".
    package var ordinal: Int?
    /// A skill's level: "native", "C1", 「日常会話」.
    package var level: Phrase?
    package var contact: Contact?
    package var request: Request?
    package var state: StateOfLife?
    package var placeRelation: PlaceRelation?
    /// How one works: "freelance", "part-time", 「フリーランス」.
    package var manner: Phrase?
    package var tense: Tense?
    package var isNegative = false
    package var isAlso = false
    /// A name read in a field ("im sam").
    package var name: String?
    /// The notes asked for it to be said ("please mention that I mentor").
    package var isAsked = false
    /// Typed as going on now: "building in climate tech", "hiring designers".
    package var isInProgress = false

    package init() {}

    /// These slots with every slot `other` fills and these do not.
    package func merging(_ other: Slots) -> Slots {
        var merged = self
        merged.phrase = phrase ?? other.phrase
        merged.title = title ?? other.title
        merged.organization = organization ?? other.organization
        merged.place = place ?? other.place
        merged.field = field ?? other.field
        merged.object = object ?? other.object
        merged.verb = verb ?? other.verb
        merged.time = time ?? other.time
        merged.frequency = frequency ?? other.frequency
        merged.point = point ?? other.point
        merged.amount = amount ?? other.amount
        merged.ordinal = ordinal ?? other.ordinal
        merged.level = level ?? other.level
        merged.contact = contact ?? other.contact
        merged.request = request ?? other.request
        merged.state = state ?? other.state
        merged.placeRelation = placeRelation ?? other.placeRelation
        merged.manner = manner ?? other.manner
        merged.tense = tense ?? other.tense
        merged.isNegative = isNegative || other.isNegative
        merged.isAlso = isAlso || other.isAlso
        merged.name = name ?? other.name
        merged.isAsked = isAsked || other.isAsked
        merged.isInProgress = isInProgress || other.isInProgress
        return merged
    }
}


/// How a place relates to the person.
package enum PlaceRelation: Sendable, Hashable {
    /// Lives or works there: "based in Portland", 「福岡在住」.
    case based
    /// Comes from there: "from Osaka", 「大阪出身」.
    case origin
    /// Is moving there: "moving to Berlin", 「来月から福岡」.
    case moving
}

/// A way to reach the person or see their work.
package struct Contact: Sendable, Hashable {
    package enum Kind: Sendable, Hashable { case url, email, handle }
    package var kind: Kind
    /// As typed: "marcob.design", "nadia@talentbridge.io", "@ada_dev".
    package var address: String
    /// What it is: "portfolio", "blog", "GitHub", 「ポートフォリオ」.
    package var label: Phrase?

    package init(kind: Kind, address: String, label: Phrase? = nil) {
        self.kind = kind
        self.address = address
        self.label = label
    }
}

/// What the notes ask of the text itself.
package enum Request: Sendable, Hashable {
    case length(GenerationOptions.Length)
    case tone(GenerationOptions.Tone)
    /// 「です・ます調で」: Japanese in です・ます.
    case polite
    case noExclamation
    /// "don't mention my age": terms that must appear nowhere.
    case avoid([String])
    /// "please mention that I mentor": a fact to say (the fact itself is read on its own span).
    case mention
    /// A wish the composer cannot grant ("make it funny"): reported.
    case other
}

/// Who someone is when it is not a job: a student, a parent at home, retired, between jobs, on leave.
package struct StateOfLife: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case student, parent, retired, betweenJobs, onLeave, newGraduate, careerChange, homemaker, volunteer, learner
        /// A spouse, a son or daughter: who one is to others.
        case family
        /// Coming back to work after a break.
        case returning
        /// Just arrived where they live.
        case newcomer
    }
    package var kind: Kind
    /// The state as typed, in its language: "high school junior", 「大学3年生」, "mom of two".
    package var phrase: Phrase
    package var school: Phrase?
    package var field: Phrase?
    package var year: Int?
    /// The year of study one is in: 2 in "uni student, 2nd year".
    package var yearOfStudy: Int?
    /// How long the state lasted or has lasted: "3 years at home with my kids".
    package var amount: Amount?

    package init(
        kind: Kind, phrase: Phrase, school: Phrase? = nil, field: Phrase? = nil, year: Int? = nil, amount: Amount? = nil
    ) {
        self.kind = kind
        self.phrase = phrase
        self.school = school
        self.field = field
        self.year = year
        self.amount = amount
    }
}
