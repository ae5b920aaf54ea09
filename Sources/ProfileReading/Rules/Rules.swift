import IntroductionCore
import ReadingLexicon

/// Every rule of the reading, by family; the order does not matter (the chart runs to a fixpoint).
package enum Rules {
    package static let all: [Rule] =
        phrases + times + spans + titles + organizations + placeNames + places + careers + former + clauses + contacts + requests
        + states + skills + asides + japanese

    /// A fact of `kind` whose only slot is `phrase`, over the match.
    static func fact(_ kind: Fact.Kind, _ match: Match, _ build: (inout Slots) -> Void) -> Fact {
        var slots = Slots()
        build(&slots)
        return Fact(kind, match.range, slots, rule: "")
    }
}
