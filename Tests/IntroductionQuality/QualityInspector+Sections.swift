import Foundation
import IntroductionCore
import IntroductionWriting
import ReadingLexicon

/// The rules for the parts beside the introduction: headline, highlights and bio.
extension QualityInspector {

    package func headlineShape(_ headline: String) -> [String] {
        var problems: [String] = []
        if headline.isEmpty { problems.append("empty headline") }
        if headline.includes("\n") { problems.append("headline has several lines") }
        if let last = headline.last, ".。".contains(last) { problems.append("headline ends with a full stop") }
        if headline.count > (language == .en ? 80 : 40) { problems.append("headline of \(headline.count) characters") }
        // A name typed in lower case ("bob harris") may be written with its capitals.
        if !typedName.isEmpty, !headline.lowercased().includes(typedName.lowercased()) {
            problems.append("headline without the name")
        }
        return problems
    }

    package func highlightsShape(_ highlights: [String]) -> [String] {
        var problems: [String] = []
        let limit = language == .en ? 60 : 40
        let shortFact = entry.facts.contains { $0.typed.count + 2 <= limit && !$0.words.isReported(reportedNotes) }
        // A field the composer reported left out has nothing to highlight.
        let filled =
            [
                !roleForms.isEmpty && !isReported(.role), experienceForms != nil && !isReported(.experience),
                !skillItems.isEmpty && !isReported(.skills), !interestItems.isEmpty && !isReported(.interests),
                shortFact,
            ]
            .filter { $0 }.count
        if filled >= 3, highlights.count != 3 { problems.append("\(highlights.count) highlights for a full profile") }
        if filled > 0, highlights.isEmpty { problems.append("no highlight") }
        if highlights.count > 3 { problems.append("\(highlights.count) highlights") }
        if Set(highlights).count != highlights.count { problems.append("a highlight repeats") }
        for item in highlights {
            if item.isEmpty { problems.append("empty highlight") }
            if item.count > limit { problems.append("highlight of \(item.count) characters: \(item)") }
            if let last = item.last, ".。".contains(last) { problems.append("highlight ends with a full stop: \(item)") }
        }
        return problems
    }

    /// A field besides the notes that the composer did not report left out: something a bio or a README can say.
    var hasSayableField: Bool {
        (!typedName.isEmpty && !isReported(.name))
            || (!profile.role.trimmingSpaces().isEmpty && !isWhollyReported(.role, profile.role))
            || (!profile.experience.trimmingSpaces().isEmpty && !isWhollyReported(.experience, profile.experience))
            || skillItems.contains { !isReportedItem(.skills, $0) }
            || interestItems.contains { !isReportedItem(.interests, $0) }
    }

    package func bioShape(_ bio: String) -> [String] {
        var problems: [String] = []
        if bio.count > 160 { problems.append("bio of \(bio.count) characters") }
        if bio.isEmpty, hasSayableField { problems.append("empty bio") }
        return problems
    }
}
