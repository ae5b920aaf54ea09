import Foundation
package import IntroductionCore
import IntroductionQuality
/// Every English sentence of the introduction and the bio has a subject. A heuristic, calibrated on the composer's
/// texts for the quality table and the realistic set (where it finds nothing) and on the fragments issue 36 names
/// ("Job hunting.", "Open to freelance work.", "Moved to Osaka in April.").
extension HurriedInspector {
    /// Words that are a subject wherever they stand.
    static let subjectWords: Set<String> = [
        "i", "i'm", "i've", "i'll", "i'd", "we", "we're", "we've", "we'll", "you", "you're", "you'll", "you've", "he",
        "he's", "she", "she's", "they", "they're", "they've", "it", "it's", "this", "that", "that's", "there",
        "there's", "here's", "let's", "what", "who", "everyone", "everybody", "anyone", "nothing", "everything",
        "someone", "something", "one",
    ]
    /// Finite verbs that, after the first word, show something before them was the subject ("My work is…",
    /// "Weekends are for hiking").
    static let finiteVerbs: Set<String> = [
        "is", "are", "was", "were", "am", "has", "have", "had", "will", "can", "could", "would", "should", "may",
        "might", "must", "does", "do", "did", "keeps", "makes", "takes", "means", "includes", "spans", "covers",
        "comes", "goes", "began", "started", "led", "brought", "lies", "sits", "runs", "'s", "'re", "'ve", "'ll",
        "include", "involve", "involves", "center", "centers", "centre", "centres", "revolve", "revolves", "range",
        "ranges", "focus", "focuses", "lie", "sit", "mean", "keep", "make", "take", "go", "come", "run", "remain",
        "remains", "became", "become", "becomes", "grew", "got", "gets", "get",
    ]
    /// Openings of sentences that have no subject by usage: greetings, thanks, wishes, invitations.
    static let formulaOpenings = [
        "hi", "hello", "hey", "hiya", "howdy", "yo", "greetings", "good morning", "good afternoon", "good evening",
        "good day", "meet", "always up for", "can't wait", "cannot wait", "dear", "come", "say hello", "stoked to",
        "psyched to", "pumped to",
        "grateful to", "proud to",
        "nice to", "great to", "glad to", "pleased to", "delighted to", "lovely to", "good to", "happy to",
        "so happy to", "excited to", "so excited to", "really excited to", "thrilled to", "honored to", "honoured to",
        "always happy to", "always glad to", "looking forward", "look forward", "thanks", "thank you", "cheers",
        "welcome", "feel free", "don't hesitate", "do not hesitate", "please", "say hi", "come say", "come and",
        "drop me", "drop by", "reach out", "find me", "ping me", "ask me", "let me", "let's", "see you", "talk soon",
        "catch you", "hope to", "hoping to see", "all the best", "best", "regards", "kind regards", "until then",
        "more soon", "nice meeting", "pleasure to", "a pleasure", "it's a pleasure", "enough about me", "fun fact",
        "ps", "p.s.", "oh", "by the way", "bye", "take care", "stay tuned", "onward",
        "onwards", "here's to", "here goes", "over to you",
        // Imperatives addressed to the reader, whose subject is the reader: "Message me anytime!".
        "message me", "email me", "e-mail me", "contact me", "follow me", "allow me", "call me", "text me",
        "connect with",
        "get in touch", "hit me up", "come find", "don't be shy", "do not be shy", "find my", "check out", "visit",
    ]

    /// Whether the sentences of a text with `options` are read for a subject: English prose, except a social bio
    /// (`x`), which is a line of fragments by design ("Nurse in Sendai · 5 years of experience").
    package static func judgesSubjects(_ options: GenerationOptions) -> Bool {
        options.language == .en && options.occasion != .x
    }

    /// English sentences of a prose section (introduction, bio) with no subject: no pronoun, no name of the person, no
    /// finite verb after their first word, and no greeting or formula that goes without one.
    package func sentencesWithoutSubject(_ text: String) -> [String] {
        guard language == .en else { return [] }
        let personNames = Self.nameWords(hurried.profile.name)
        return Self.proseSentences(text).filter { sentence in
            !Self.hasSubject(sentence, personNames: personNames)
        }
        .map { "“\($0)”" }
    }

    /// The name and its words, lower-cased, as a sentence may name the person ("Rina here", "Meet Rina Wijaya").
    package static func nameWords(_ name: String) -> Set<String> {
        let printable = ProfileText.printable(name, keepingLines: true)
        // "Hyun-woo C.": the words of a name as a sentence's words are split ("hyun", "woo"), initials aside.
        let parts = printable.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "'") })
            .map(String.init).filter { $0.count > 1 }
        return Set(
            ([printable] + printable.split(whereSeparator: \.isWhitespace).map(String.init) + parts)
                .map { $0.lowercased() }
        )
        .filter { !$0.isEmpty }
    }

    /// Sentences of prose, Markdown headings, list items and lines of links set aside (a GitHub README's).
    static func proseSentences(_ text: String) -> [String] {
        text.split(separator: "\n").flatMap { line -> [String] in
            let trimmed = String(line).trimmingSpaces()
            if trimmed.isEmpty || "#-*>|[!<".contains(trimmed.first!) || trimmed.hasPrefix("1.") { return [] }
            // Japanese marks pasted into English end no English sentence ("…してます！ team." is one sentence): they
            // are kept apart while splitting and put back.
            let kept = String(
                String.UnicodeScalarView(trimmed.unicodeScalars.map { japaneseStops[$0] ?? $0 }))
            return QualityText.sentences(kept, .en).map { sentence in
                String(String.UnicodeScalarView(sentence.unicodeScalars.map { restoredStops[$0] ?? $0 }))
            }
        }
    }

    static let japaneseStops: [Unicode.Scalar: Unicode.Scalar] = ["。": "\u{E000}", "！": "\u{E001}", "？": "\u{E002}"]
    static let restoredStops = Dictionary(uniqueKeysWithValues: japaneseStops.map { ($1, $0) })

    /// The heuristic on one sentence.
    package static func hasSubject(_ sentence: String, personNames: Set<String> = []) -> Bool {
        let plain = sentence.replacingOccurrences(of: "’", with: "'")
        let words = plain.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "'") })
            .map(String.init)
        guard !words.isEmpty else { return true }
        // No letters to speak of ("🙂", "2024."): nothing to judge.
        if words.allSatisfy({ $0.allSatisfy(\.isNumber) }) { return true }
        let opening = words.prefix(4).joined(separator: " ")
        if formulaOpenings.contains(where: { opening == $0 || opening.hasPrefix($0 + " ") }) { return true }
        if words.contains(where: { subjectWords.contains($0) }) { return true }
        // "My background is in design", "Our team builds…": a possessive opens the subject.
        if ["my", "our", "his", "her", "their"].contains(words[0]) { return true }
        // A contraction on a noun ("Kenji's a nurse", "work's busy").
        if words.dropFirst().contains(where: { $0.hasSuffix("'s") || $0.hasSuffix("'re") }) { return true }
        if words.contains(where: { personNames.contains($0) })
            || personNames.contains(where: { plain.lowercased().hasPrefix($0) })
        {
            return true
        }
        if words.dropFirst().contains(where: { finiteVerbs.contains($0) }) { return true }
        // "Weekends mean hiking": a plural noun then a verb in the present is too rare to tell from a fragment here.
        return false
    }
}
