/// A noun phrase in both languages, already translated by the lexicon. The realizer places it and adds what grammar
/// adds (an article or a determiner in English, a particle or a counter in Japanese) but never translates: a term
/// without words in a language makes every clause that holds it unsayable there.
package struct Term: Sendable, Hashable {
    /// What the term names, which decides where it may go: "at" takes only an organization, "work as" only a job.
    package enum Kind: Sendable, Hashable, CaseIterable {
        case job, organization, place, field, school, course, skill, language, thing, activity, state, person
        case contact, group
    }

    /// The English determiner. `possessive` is "my" for the speaker; for a person named as the subject it is "their"
    /// inside the clause ("Maya Chen is looking for their first role"), since the name's gender is not known, and the
    /// name's possessive where the reader is addressed ("You can find Maya Chen's portfolio at …").
    package enum Determiner: Sendable, Hashable {
        case none, indefinite, definite, possessive
    }

    package var kind: Kind
    /// Bare, in its own casing: "UX designer", "Stripe", "product", "Fukuoka office".
    package var english: String?
    /// 「UXデザイナー」「Stripe」「福岡オフィス」.
    package var japanese: String?
    /// A proper name: no article in English, and sayable in either language as it is spelled.
    package var isName: Bool
    package var determiner: Determiner
    /// "two cats", 「猫を2匹」.
    package var count: Int?
    /// The Japanese counter for `count` (匹, 人, 冊); nil counts with the general つ (one to nine) or 個.
    package var counter: String?
    package var isPlural: Bool

    /// The memberwise shape, with the usual values as defaults: no name, no determiner, one of it.
    package init(
        kind: Kind, english: String?, japanese: String?, isName: Bool = false, determiner: Determiner = .none,
        count: Int? = nil, counter: String? = nil, isPlural: Bool = false
    ) {
        self.kind = kind
        self.english = english
        self.japanese = japanese
        self.isName = isName
        self.determiner = determiner
        self.count = count
        self.counter = counter
        self.isPlural = isPlural
    }

    /// The term's words in `language`. A name or a contact is the same in every language, so one spelling stands in
    /// for the other ("at 山本製作所", 「Stripeで」); any other term without words there has none.
    func words(in language: RealizedLanguage) -> String? {
        let own = language == .english ? english : japanese
        if let own, !own.isEmpty { return own }
        guard isName || kind == .contact else { return nil }
        let other = language == .english ? japanese : english
        return other.flatMap { $0.isEmpty ? nil : $0 }
    }
}
