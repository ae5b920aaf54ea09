/// One change a source makes to the introduction it is writing: a part starts, or grows at its end.
///
/// Sources stream edits rather than whole snapshots so that neither the source nor the session ever copies the
/// text written so far: applying a generation's edits in order to an empty ``PartialIntroduction`` gives, after
/// every edit, a snapshot that extends the one before (``PartialIntroduction/isPrefix(of:)``). A text-only source
/// sends nothing but `.append(.introduction, …)`.
public enum IntroductionEdit: Sendable, Equatable {
    /// Appends text to a part, starting it when absent. For `.highlights` the text goes to the last item (a
    /// first item is started when the list has none).
    case append(IntroductionSection, String)
    /// Starts the highlight list, empty, when it is absent.
    case startHighlights
    /// Starts a new, empty highlight (and the list when absent); earlier items are final from now on.
    case startHighlight

    /// The part this edit writes into.
    public var section: IntroductionSection {
        switch self {
        case .append(let section, _): section
        case .startHighlights, .startHighlight: .highlights
        }
    }
}

extension PartialIntroduction {
    /// Applies one edit in place (amortised constant time per appended byte).
    public mutating func apply(_ edit: IntroductionEdit) {
        switch edit {
        case .append(.headline, let text): Self.grow(&headline, by: text)
        case .append(.introduction, let text): Self.grow(&introduction, by: text)
        case .append(.bio, let text): Self.grow(&bio, by: text)
        case .append(.highlights, let text):
            if highlights == nil { highlights = [] }
            if highlights?.isEmpty == true { highlights?.append("") }
            if let last = highlights?.indices.last { highlights?[last].append(text) }
        case .startHighlights:
            if highlights == nil { highlights = [] }
        case .startHighlight:
            if highlights == nil { highlights = [] }
            highlights?.append("")
        }
    }

    /// The text of `section` so far; the highlights one per line. Nil when the section has not started.
    public func text(of section: IntroductionSection) -> String? {
        switch section {
        case .headline: headline
        case .introduction: introduction
        case .highlights: highlights?.joined(separator: "\n")
        case .bio: bio
        }
    }

    private static func grow(_ value: inout String?, by text: String) {
        if value == nil { value = text } else { value?.append(text) }
    }
}
