/// The deliberate faults a response may carry when the server runs with `--faults`: the fixture an app team needs
/// to test its client's resume logic.
package struct FaultModes: Sendable, Equatable {
    /// `?cut=N` (or `N,M,…`): the response ends, its connection dropped, right after the generation's event N
    /// (counted from 1 over the whole generation, so a resume that starts past N is not cut there again).
    package var cuts: Set<Int> = []
    /// `?stall_ms=M`: the response waits M milliseconds before each event.
    package var stall: Duration = .zero
    /// `?drop_ids=1`: events go out without their `id:` lines, so a client has nothing to resume from.
    package var dropIDs = false

    package init(cuts: Set<Int> = [], stall: Duration = .zero, dropIDs: Bool = false) {
        self.cuts = cuts
        self.stall = stall
        self.dropIDs = dropIDs
    }

    /// The query parameters that name a fault.
    package static let parameters = ["cut", "stall_ms", "drop_ids"]

    /// The longest stall a request may ask for.
    package static let maxStall = Duration.seconds(60)

    /// The faults the query asks for (`value` looks one parameter up); a parameter it cannot read is a 400 naming it.
    package init(query value: (String) -> String?) throws(HTTPProblem) {
        if let text = value("cut") {
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                guard let number = Int(part), number >= 1 else {
                    throw .badRequest("?cut must be event numbers from 1, like cut=3 or cut=3,7", kind: "bad_fault")
                }
                cuts.insert(number)
            }
        }
        if let text = value("stall_ms") {
            guard let milliseconds = Int(text), milliseconds >= 0, .milliseconds(milliseconds) <= Self.maxStall else {
                throw .badRequest("?stall_ms must be milliseconds from 0 to 60000", kind: "bad_fault")
            }
            stall = .milliseconds(milliseconds)
        }
        if let text = value("drop_ids") {
            switch text {
            case "1", "true": dropIDs = true
            case "0", "false": dropIDs = false
            default: throw .badRequest("?drop_ids must be 1 or 0", kind: "bad_fault")
            }
        }
    }
}
