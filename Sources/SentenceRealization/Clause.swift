package import ReadingLexicon

/// One fact as grammar: a predicate with its arguments, the circumstances around it (organization, place, role, time),
/// tense, polarity and "also". The plan builds clauses from facts; `Realizer` writes each in either language, so the
/// wording of a fact lives in one place per language instead of in a template per shape.
package struct Clause: Sendable, Hashable {
    /// Who the clause is about: the speaker ("I", no subject in Japanese) or a person by name (speaker bios:
    /// "Maya Chen is …", 「Maya Chenさんは…」).
    package enum Subject: Sendable, Hashable {
        case speaker
        case person(String)
    }

    /// What is said of the subject. Each case takes only the kinds of term it can say (`workAs` a job, `workAt` an
    /// organization); a clause that breaks that is not realized.
    package enum Predicate: Sendable, Hashable {
        /// "I'm a UX designer" / 「UXデザイナーです」; a state of life is said as a state ("I'm retired"), never as work.
        case be(Term)
        /// Only a job: "I work as a nurse" / 「看護師として働いています」.
        case workAs(Term)
        /// A field: "I work in product" / 「プロダクトの分野で働いています」.
        case workIn(Term)
        /// An organization: "I work at Stripe" / 「Stripeで働いています」.
        case workAt(Term)
        /// A manner of working: "I work freelance" / 「フリーランスで働いています」.
        case workManner(Term)
        /// A verb of the verb table: "I teach biology" / 「生物を教えています」.
        case action(Verb, object: Term?)
        /// "I have 8 years of experience in product" / 「プロダクトの分野で8年の経験があります」.
        case haveExperience(Amount, in: Term?)
        /// The year one is in, counted from a start: "I'm in my fourth year (at X, as a nurse)" / 「4年目です」.
        case yearOf(Int)
        /// "I'm based in Portland" / 「ポートランドを拠点にしています」; casual: "I live in …" / 「…に住んでる」.
        case liveIn(Term)
        /// "I'm from Osaka" / 「大阪出身です」.
        case comeFrom(Term)
        /// "I'm looking for my first full-time UX role" / 「初めてのフルタイムのUXの仕事を探しています」.
        case lookFor(Term)
        /// Languages with their levels: "I speak English (native) and Japanese (N2)".
        case speak([LeveledTerm])
        /// Tools and skills: "I work with HTML, CSS and Figma" / 「HTML、CSS、Figmaを使っています」.
        case use([Term])
        /// Interests: "I enjoy climbing and latte art" / 「クライミングとラテアートが好きです」.
        case enjoy([Term])
        /// A contact: "You can find my portfolio at marcob.design", "You can reach me at a@b.io".
        case share(label: Term?, address: Term)
        /// "I study nursing at X" / 「Xで看護を学んでいます」.
        case study(Term?, at: Term?)
        /// "I have two cats" / 「猫を2匹飼っています」; people: 「子どもが2人います」.
        case have(Term)
    }

    package var subject: Subject
    package var predicate: Predicate
    /// "at Lincoln High" / 「Lincoln Highで」; only an organization.
    package var organization: Term?
    /// "in Tacoma" / 「タコマで」; with an organization: "at Lincoln High in Tacoma" / 「タコマのLincoln Highで」.
    package var place: Term?
    /// "as a barista" / 「バリスタとして」; a job or a person.
    package var role: Term?
    /// The field one does it in: "building in climate tech" / 「クライメートテックの分野で」.
    package var field: Term?
    package var time: TimeFrame?
    /// "every morning" / 「毎朝」.
    package var frequency: Frequency?
    package var tense: Tense
    package var isNegative: Bool
    /// "also" / 「も」.
    package var isAlso: Bool
    /// Said as going on now, as the person typed it ("building in climate tech", "hiring"): an activity in the present
    /// progressive.
    package var isInProgress = false

    package init(
        subject: Subject = .speaker, predicate: Predicate, organization: Term? = nil, place: Term? = nil,
        role: Term? = nil, time: TimeFrame? = nil, tense: Tense = .present, isNegative: Bool = false,
        isAlso: Bool = false
    ) {
        self.subject = subject
        self.predicate = predicate
        self.organization = organization
        self.place = place
        self.role = role
        self.time = time
        self.tense = tense
        self.isNegative = isNegative
        self.isAlso = isAlso
    }
}
