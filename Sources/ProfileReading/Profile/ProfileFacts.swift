package import IntroductionCore
package import ReadingLexicon
import TextBasics

/// A profile read once, before anything is written: every field read into typed facts, gathered by what they are
/// (the jobs held now, the ones before, what the person does, where they are, their skills, contacts and requests),
/// and what no fact covers, with its field, to be reported. Every writer reads this, never the raw fields.
///
/// Nothing is added, and the facts do not depend on the output language: translating is the writer's job.
package struct ProfileFacts: Sendable {
    package var name: String?
    /// The jobs held now, the first one the person's main job (their role).
    package var jobs: [Job] = []
    /// Who the person is when it is not a job: a student, a parent at home, retired; the first is who they are.
    package var states: [Sourced<StateOfLife>] = []
    /// Jobs held before, in the order typed.
    package var past: [Job] = []
    /// How long the person has worked, overall ("8 years in product").
    package var experience: Job?
    package var activities: [Activity] = []
    package var places: [Located] = []
    package var skills: [Skill] = []
    package var interests: [Sourced<Phrase>] = []
    package var contacts: [Sourced<Contact>] = []
    /// What the notes ask of the text, each carried out by the writer; `.other` ones are reported.
    package var requests: [Sourced<Request>] = []
    /// What no fact covers, as typed, with its field.
    package var unread: [UnusedPart] = []

    /// A fact with where it was typed, so that a fact left out can be reported as the person typed it.
    package struct Sourced<Value: Sendable & Hashable>: Sendable, Hashable {
        package var value: Value
        package var field: ProfileField
        package var typed: String
        /// The notes asked for it to be said.
        package var isAsked = false
    }

    /// A job: a title, where, in what field, how, and when.
    package struct Job: Sendable, Hashable {
        package var title: Phrase?
        package var organization: Phrase?
        package var place: Phrase?
        package var field: Phrase?
        package var manner: Phrase?
        package var time: TimeFrame?
        package var amount: Amount?
        /// The year one is in: 4 in 「4年目」.
        package var ordinal: Int?
        package var tense: Tense?
        /// How the job began, when the person said so: 「入社」 (joined).
        package var verb: String?
        package var source: ProfileField
        package var typed: String

        init(_ slots: Slots, source: ProfileField, typed: String) {
            title = slots.title
            organization = slots.organization
            place = slots.place
            field = slots.field
            manner = slots.manner
            time = slots.time
            amount = slots.amount
            ordinal = slots.ordinal
            tense = slots.tense
            verb = slots.verb
            self.source = source
            self.typed = typed
        }

        /// Whether the job says anything: a title, an organization, a field, a manner or a length of time.
        var isEmpty: Bool {
            title == nil && organization == nil && field == nil && manner == nil && amount == nil && ordinal == nil
        }
    }

    /// What the person does: a verb with its object and what places it.
    package struct Activity: Sendable, Hashable {
        package var slots: Slots
        package var source: ProfileField
        package var typed: String
        package var isAsked = false
    }

    /// A place and how it relates to the person.
    package struct Located: Sendable, Hashable {
        package var place: Phrase
        package var relation: PlaceRelation
        /// "from next month": when the person is, or will be, there.
        package var time: TimeFrame?
        package var tense: Tense?
        package var source: ProfileField
        package var typed: String
    }

    /// A skill and its level.
    package struct Skill: Sendable, Hashable {
        package var phrase: Phrase
        package var level: Phrase?
        package var source: ProfileField
        package var typed: String
    }

    package var isEmpty: Bool {
        name == nil && jobs.isEmpty && states.isEmpty && past.isEmpty && experience == nil && activities.isEmpty
            && places.isEmpty && skills.isEmpty && interests.isEmpty && contacts.isEmpty
    }
}
