import SafeText
import Localization

extension UnusedPart {
    /// ``sentence`` made safe to show: the part as typed is untrusted (a profile file may hold escape sequences), so
    /// it is sanitised, put on one line and cut to `limit` characters with "…"; the field and reason are introgen's
    /// own words. Every front end says a part in these words: "experience “4 yrs w/ stuff” — not understood".
    public func shownSentence(limit: Int) -> String {
        tr("%1$s “%2$s” — %3$s", field.shownName, TextSanitizer.singleLine(text, limit: max(1, limit)), reason.phrase)
    }
}

extension CompositionReport {
    /// What the screen, the accessible mode and a list show for the report: "Not used: " and each part's
    /// ``UnusedPart/shownSentence(limit:)``, one line each in the form's order, then the shortfall sentence (made
    /// safe too: it may have come from a server). Empty when there is nothing to say.
    public func shownLines(limit: Int) -> [String] {
        unused.map { Self.notUsedLead + $0.shownSentence(limit: limit) }
            + (shownShortfall.map { [$0] } ?? [])
    }

    /// The shortfall sentence on one line, terminal control removed; nil when there is none (or it is blank).
    public var shownShortfall: String? {
        guard let shortfall else { return nil }
        let line = TextSanitizer.singleLine(shortfall, limit: 500)
        return line.isEmpty ? nil : line
    }

    /// The fields that have a part the text does not use: the ones a form marks.
    public var unusedFields: Set<ProfileField> { Set(unused.map(\.field)) }

    /// How a line about an unused part begins, on the screen and in the accessible mode.
    public static var notUsedLead: String { tr("Not used: ") }
}
