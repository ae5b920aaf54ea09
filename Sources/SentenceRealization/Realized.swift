/// A clause written in one language. `end` closes a sentence (the caller adds 。 or .); `link` joins it to the next
/// clause: in Japanese the て-form or 連用形 that continues (「Stripeで働いていて」, formal 「Stripeで働いており」), in
/// English the same words as `end`, since English joins clauses with a conjunction the caller chooses.
package struct Realized: Sendable, Hashable {
    package var end: String
    /// The clause continuing a sentence; nil when it cannot continue one without losing what it says (a Japanese
    /// clause in the past or ahead: its て-form would read as the tense of the clause after it).
    package var link: String?

    package init(end: String, link: String?) {
        self.end = end
        self.link = link
    }
}
