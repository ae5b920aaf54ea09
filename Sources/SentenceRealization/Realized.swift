/// A clause written in one language. `end` closes a sentence (the caller adds 。 or .); `link` joins it to the next
/// clause: in Japanese the て-form or 連用形 that continues (「Stripeで働いていて」, formal 「Stripeで働いており」), in
/// English the same words as `end`, since English joins clauses with a conjunction the caller chooses.
package struct Realized: Sendable, Hashable {
    package var end: String
    package var link: String

    package init(end: String, link: String) {
        self.end = end
        self.link = link
    }
}
