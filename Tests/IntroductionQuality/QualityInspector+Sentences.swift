import Foundation
import IntroductionCore
import ReadingLexicon

/// Every sentence stands on its own, and a role that is not a job is never written as one.
extension QualityInspector {
    /// Openings of a sentence with no subject: a bare verb or a note's fragment ("Has 7 years…", "Looking for…").
    static let fragmentOpenings = [
        "Has ", "Have ", "Works ", "Working ", "Takes ", "Looking ", "Is ", "Am ", "Are ", "New to ", "Joined ",
        "Enjoys ", "Loves ", "Likes ", "Lives ", "Speaks ", "Spends ", "Runs ", "Leads ", "Mentors ", "Teaches ",
        "Coaches ", "Volunteers ", "Based in ", "Open to ", "Also ", "Still ", "Studying ", "Graduating ", "Hoping ",
        "Used to ", "Specializes ", "Specialises ", "Brings ", "Focuses ", "Builds ", "Helps ", "Cares ",
        "Grandpa ", "Grandma ", "Part time ", "Part-time ", "Full-time ", "Career changer",
    ]

    /// English: a sentence (in a highlight or the headline: the line) that starts in lower case, and in the
    /// introduction and bio one that starts with a bare verb or fragment. A first word the person typed with
    /// that case (a name, "iOS") is theirs; "Looking forward…" is a whole sentence by usage.
    package func fragmentSentences(_ text: String, prose: Bool) -> [String] {
        guard language == .en else { return [] }
        let typedWords = Set(
            ([profile.name, profile.role] + profile.skills + entry.names).flatMap {
                $0.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            })
        let sentences = prose ? QualityText.sentences(text, language) : [text]
        var problems: [String] = []
        for sentence in sentences {
            let start = sentence.drop { "\"“「('‘-• ".contains($0) }
            guard let first = start.first, first.isLetter else { continue }
            let firstWord = String(start.prefix { $0.isLetter || $0.isNumber || $0 == "'" || $0 == "’" })
            // A word with a capital inside ("iOS", "eBay") is written that way on purpose.
            if first.isLowercase, !typedWords.contains(firstWord), !firstWord.contains(where: \.isUppercase) {
                problems.append("starts in lower case: \(sentence)")
            } else if prose, !start.hasPrefix("Looking forward"),
                let opening = Self.fragmentOpenings.first(where: { start.hasPrefix($0) })
            {
                problems.append("no subject (\"\(opening.trimmingSpaces())…\"): \(sentence)")
            }
        }
        return problems
    }

    /// Phrases that say the role is a job held now.
    static let jobPhrases = [
        "work as", "working as", "works as", "my role is", "my role as", "my job is", "my job as", "i work at",
        "i work in", "i work for", "in my role", "in my job", "position as", "position of", "by trade", "employed as",
        "my professional work", "outside of work", "outside work", "after work",
    ]
    /// Japanese phrases of a job held now, each with the endings that make it present (not past, not a wish).
    static let japaneseJobPhrases: [(phrase: String, present: [String])] = [
        ("として働", ["いています", "いている", "いてる", "いております", "いてます"]),
        ("として勤務", ["しています", "している", "してる", "しております", "してます", "中"]),
        ("勤めて", ["います", "いる", "る", "おります", "ます"]),
        ("として活躍", ["しています", "している", "してる", "しております"]),
        ("の仕事をして", ["います", "いる", "る", "おります"]),
        ("仕事以外", [""]),
    ]

    /// The role is a student's (school, university, PhD, bootcamp), as the harness reads it.
    var isLearner: Bool {
        let role = profile.role.lowercased()
        return ["student", "学生", "年生", "phd candidate", "院生"].contains { role.includes($0) }
    }

    /// A student, retiree, parent at home, volunteer or someone between jobs, written as holding the role as a
    /// job ("I work as a high school student", 「大学3年生として働いている」, "beyond my professional work"). The past ("used to
    /// work as") and wishes ("hope to work as") are not a job held now; a sentence saying a fact of the notes is theirs.
    package func notAJobAsJob(_ text: String) -> [String] {
        guard entry.isNotAJob else { return [] }
        // A sentence saying a fact of the notes ("I work weekend shifts at the hospital") is the person's claim.
        let kept = QualityText.sentences(text, language).filter { sentence in
            !noteWords.contains { $0.isSaid(in: sentence, language) }
        }
        let scanned = kept.joined(separator: " ").lowercased()
        var problems: [String] = []
        for phrase in Self.jobPhrases {
            var searchStart = scanned.startIndex
            while let found = scanned.range(of: phrase, range: searchStart..<scanned.endIndex) {
                let before = scanned[..<found.lowerBound].suffix(3)
                // "I spent 5 years working as a nurse": a job held before the status, which is a job.
                let pastJob = ["spent ", "years ", "year "].contains {
                    String(scanned[..<found.lowerBound].suffix(24)).includes($0)
                }
                if before != "to ", !pastJob { problems.append("\"\(phrase)\" for a role that is not a job") }
                searchStart = found.upperBound
            }
        }
        // A student's time as a student is no work experience: 「経験は半年です」, "half a year of experience".
        if isLearner {
            for phrase in ["of experience", "経験は", "経験年数", "経験を積"] where scanned.includes(phrase) {
                problems.append("\"\(phrase)\" for a student's time as one")
            }
        }
        for (phrase, present) in Self.japaneseJobPhrases {
            var searchStart = scanned.startIndex
            while let found = scanned.range(of: phrase, range: searchStart..<scanned.endIndex) {
                let after = scanned[found.upperBound...]
                if present.contains(where: { after.hasPrefix($0) }) {
                    problems.append(
                        "「\(phrase)\(present.first { after.hasPrefix($0) } ?? "")」 for a role that is not a job")
                }
                searchStart = found.upperBound
            }
        }
        return problems
    }
}
