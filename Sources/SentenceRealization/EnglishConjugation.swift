/// The English verb group: subject, auxiliaries, "not", "also" and the main verb, contracted unless the text is formal.
///
/// Only auxiliaries contract with the subject ("I've worked", never "I've two cats"), and only the pronoun does ("Maya
/// Chen has worked", not "Maya Chen's worked"); a negative contracts its auxiliary instead ("I haven't", "I won't",
/// "Maya Chen isn't"), except "I'm not".
enum EnglishConjugation {
    enum Form: Sendable, Hashable {
        case simplePresent, presentProgressive, presentPerfect, presentPerfectProgressive, simplePast
        case future, futureProgressive

        /// The form that says `aspect` at `timing`; a negative ongoing frame is a gap, said in the perfect simple
        /// ("I haven't taught since 2019").
        init(_ timing: Timing, aspect: Aspect, negative: Bool) {
            switch timing {
            case .present: self = aspect == .process ? .presentProgressive : .simplePresent
            case .ongoing:
                self = aspect.ongoingIsProgressive && !negative ? .presentPerfectProgressive : .presentPerfect
            case .finished, .once: self = .simplePast
            case .future: self = .future
            case .futureOngoing: self = aspect.futureIsProgressive ? .futureProgressive : .future
            }
        }
    }

    /// "I've also been teaching", "Maya Chen doesn't teach", "I am not"; the verb's particle follows ("I look
    /// after"). `also` is left out when the clause is negative: the caller says "either" at its end instead.
    static func group(
        _ verb: EnglishVerb, form: Form, subject: String, negative: Bool, also: Bool, contracted: Bool
    ) -> String {
        let first = subject == "I"
        let isBe = verb.head == "be"
        let present = isBe ? (first ? "am" : "is") : (first ? verb.head : verb.third)
        var auxiliaries: [String]
        var main: String?
        switch form {
        case .simplePresent:
            if isBe {
                (auxiliaries, main) = ([present], nil)
            } else if negative {
                (auxiliaries, main) = ([first ? "do" : "does"], verb.head)
            } else {
                (auxiliaries, main) = ([], present)
            }
        case .simplePast:
            if isBe {
                (auxiliaries, main) = (["was"], nil)
            } else if negative {
                (auxiliaries, main) = (["did"], verb.head)
            } else {
                (auxiliaries, main) = ([], verb.past)
            }
        case .presentProgressive: (auxiliaries, main) = ([first ? "am" : "is"], verb.ing)
        case .presentPerfect: (auxiliaries, main) = ([first ? "have" : "has"], verb.participle)
        case .presentPerfectProgressive: (auxiliaries, main) = ([first ? "have" : "has", "been"], verb.ing)
        case .future: (auxiliaries, main) = (["will"], verb.head)
        case .futureProgressive: (auxiliaries, main) = (["will", "be"], verb.ing)
        }
        var words: [String] = []
        var text = subject
        if let auxiliary = auxiliaries.first {
            let joined = contract(subject: subject, auxiliary: auxiliary, negative: negative, contracted: contracted)
            text += joined.attached
            words += joined.words
            auxiliaries.removeFirst()
        }
        if also && !negative { words.append("also") }
        words += auxiliaries
        if let main { words.append(main) }
        if !verb.rest.isEmpty { words.append(verb.rest) }
        return ([text] + words).joined(separator: " ")
    }

    /// The first auxiliary, with "not" after a negative, contracted as the register allows: `attached` joins the
    /// subject ("'ve", "'m"), `words` follow it ("not", "haven't", "has").
    private static func contract(
        subject: String, auxiliary: String, negative: Bool, contracted: Bool
    ) -> (attached: String, words: [String]) {
        guard contracted else { return ("", negative ? [auxiliary, "not"] : [auxiliary]) }
        let first = subject == "I"
        if first, auxiliary == "am" { return ("'m", negative ? ["not"] : []) }
        if negative { return ("", [negatives[auxiliary] ?? auxiliary + " not"]) }
        if first, let short = pronounContractions[auxiliary] { return (short, []) }
        return ("", [auxiliary])
    }

    private static let negatives = [
        "do": "don't", "does": "doesn't", "did": "didn't", "have": "haven't", "has": "hasn't", "will": "won't",
        "is": "isn't", "was": "wasn't", "are": "aren't", "were": "weren't",
    ]
    private static let pronounContractions = ["have": "'ve", "will": "'ll"]
}
