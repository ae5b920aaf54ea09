package import IntroductionCore


/// A noun phrase as read: the words that name a job, an organization, a place, a skill, in the language they were typed
/// in, with the head that decides what kind of thing it is.
///
/// `text` is how the phrase is written in its own language: shorthand written out ("senior product manager" for
/// "Senior PM"), names in their own spelling ("HTML", "PostgreSQL"), no article. The plan translates it; the reading
/// never does.
package struct Phrase: Sendable, Hashable {
    package enum Determiner: Sendable, Hashable { case none, indefinite, definite, possessive }

    package var text: String
    package var language: ComposerLanguage
    /// The head word's lemma: "manager" in "senior product manager", 「スタートアップ」 in 「医療系スタートアップ」.
    package var head: String
    /// What the head (or the whole, for a name) is: a person, a place, an organization, a name…
    package var classes: WordClasses
    package var determiner: Determiner
    /// "two" in "two kids", 2 in 「子ども2人」.
    package var count: Int?

    package init(
        text: String, language: ComposerLanguage, head: String, classes: WordClasses, determiner: Determiner = .none,
        count: Int? = nil
    ) {
        self.text = text
        self.language = language
        self.head = head
        self.classes = classes
        self.determiner = determiner
        self.count = count
    }

    /// The phrase as a name: the organization or place the structure around it says it is, spelled as typed.
    package func asName() -> Phrase {
        var name = self
        if !typed.isEmpty { name.text = typed }
        name.classes.insert(.name)
        name.classes.remove(.person)
        return name
    }

    /// A proper name: said as typed in either language ("Stripe", "Lincoln High", 「山本製作所」).
    package var isName: Bool { classes.contains(.name) && !classes.contains(.person) }

    /// Every word typed with a capital ("Verdant Ledger", "Stripe"): where the structure says a name stands ("Title,
    /// Name (2023–)", "2019-now Stripe"), such a phrase is one, whatever its words are.
    package var isCapitalized = false
    /// The words as typed (folded), for a phrase the structure makes a name.
    package var typed = ""
    /// Typed in a field whose case says nothing of names (Title Case, all capitals).
    package var isCaseless = false

    /// Every word typed with a capital, wherever it stands ("Stripe" after a comma that starts an item): weaker than
    /// `isCapitalized`, for the places a name is all but certain ("Staff Engineer, Stripe").
    package var isTypedCapitalized: Bool {
        language == .en && !typed.isEmpty && !isCaseless
            && typed.split(separator: " ").allSatisfy { $0.first?.isUppercase == true || $0.first?.isNumber == true }
    }
}
