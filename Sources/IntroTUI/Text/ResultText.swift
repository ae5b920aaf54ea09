import IntroductionCore

/// One row of the result pane.
struct ResultRow: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// The blank row before every header but the first.
        case gap
        /// A section's header (its title is drawn by the frame, which knows the chosen section).
        case header(IntroductionSection)
        /// A row of a section's text; a highlight's rows carry the list indent in `text`.
        case text(IntroductionSection)
        /// A row of the note after the text (the model stopped at its length limit), after a blank row.
        case note
    }

    var kind: Kind
    var text: String
}

/// The result pane's content: the introduction's four sections, each sanitised and wrapped on its own.
///
/// A section is drawn once it started, in reading order (headline, introduction, highlights as a list, bio). When
/// the introduction is the only section (what text-only sources write) its rows are the whole pane, with no header;
/// once another section started, each section gets a header row and a blank row separates them. Each section keeps
/// its own sanitiser and wrapping, so a snapshot costs work only in the section that grew: the others compare a few
/// bytes at their end and stop. Rows are not stored as one list; a row is found through the sections' row counts,
/// so drawing a view costs its height, not the length of the text.
package struct ResultText {
    /// What starts each highlight's first row; its other rows are indented by as much.
    package static let bullet = "- "

    private(set) var width: Int
    private var headline: SectionText?
    private var introduction: SectionText?
    private var highlights: [SectionText]?
    private var bio: SectionText?
    /// What is said after the text, wrapped like it; nil when there is nothing to say.
    private var note: WrappedText?

    init(width: Int) {
        self.width = max(1, width)
    }

    /// Highlights wrap inside the list indent.
    private var itemWidth: Int { max(1, width - Self.bullet.count) }

    // MARK: Following the source

    /// Forgets everything (a new generation starts).
    mutating func reset() {
        self = ResultText(width: width)
    }

    /// Takes a snapshot of the introduction; within a generation only the parts that grew cost anything.
    mutating func update(_ content: PartialIntroduction) {
        Self.update(&headline, to: content.headline, width: width)
        Self.update(&introduction, to: content.introduction, width: width)
        Self.update(&bio, to: content.bio, width: width)
        guard let items = content.highlights else {
            highlights = nil
            return
        }
        // Mutated in place: a copy of the list would copy every item's rows on the next append.
        if highlights == nil || (highlights?.count ?? 0) > items.count { highlights = [] }
        let itemWidth = itemWidth
        for index in items.indices {
            if index == highlights?.count { highlights?.append(SectionText(width: itemWidth)) }
            highlights?[index].update(to: items[index])
        }
    }

    private static func update(_ section: inout SectionText?, to source: String?, width: Int) {
        guard let source else {
            section = nil
            return
        }
        if section == nil { section = SectionText(width: width) }
        section?.update(to: source)
    }

    /// Sets the note shown after the text (already plain text, not from the source); nil removes it.
    mutating func setNote(_ text: String?) {
        guard text != note?.source else { return }
        note = text.map { WrappedText(width: width, text: $0) }
    }

    /// Re-wraps every section for a new width.
    mutating func resize(width newWidth: Int) {
        width = max(1, newWidth)
        note?.resize(width: width)
        headline?.resize(width: width)
        introduction?.resize(width: width)
        bio?.resize(width: width)
        let itemWidth = itemWidth
        for index in highlights?.indices ?? 0..<0 { highlights?[index].resize(width: itemWidth) }
    }

    // MARK: What there is

    /// The sections started so far, in reading order.
    var sections: [IntroductionSection] {
        IntroductionSection.allCases.filter(contains)
    }

    func contains(_ section: IntroductionSection) -> Bool {
        switch section {
        case .headline: headline != nil
        case .introduction: introduction != nil
        case .highlights: highlights != nil
        case .bio: bio != nil
        }
    }

    /// Whether a section other than the introduction started: then every section is drawn under its header.
    var showsHeaders: Bool { headline != nil || highlights != nil || bio != nil }

    /// Whether no section holds any text yet.
    var isEmpty: Bool {
        (headline?.text.isEmpty ?? true) && (introduction?.text.isEmpty ?? true) && (bio?.text.isEmpty ?? true)
            && (highlights ?? []).allSatisfy(\.text.isEmpty)
    }

    /// The introduction as drawn (terminal control removed), for saving: sections not started are empty.
    var value: Introduction {
        Introduction(
            headline: headline?.text ?? "",
            introduction: introduction?.text ?? "",
            highlights: highlights?.map(\.text) ?? [],
            bio: bio?.text ?? ""
        )
    }

    /// A section's text for the clipboard: the highlights one `- item` per line (an item's line breaks become
    /// spaces so each stays one list item); empty when the section has no text.
    func copyText(_ section: IntroductionSection) -> String {
        switch section {
        case .headline: headline?.text ?? ""
        case .introduction: introduction?.text ?? ""
        case .bio: bio?.text ?? ""
        case .highlights:
            (highlights ?? []).map { $0.text.replacingNewlinesWithSpaces().trimmed }.filter { !$0.isEmpty }
                .map { Self.bullet + $0 }.joined(separator: "\n")
        }
    }

    // MARK: Rows

    /// Rows of a section's text (at least one, where the caret can sit while it is empty).
    private func bodyRowCount(_ section: IntroductionSection) -> Int {
        switch section {
        case .headline: headline?.lines.count ?? 0
        case .introduction: introduction?.lines.count ?? 0
        case .bio: bio?.lines.count ?? 0
        case .highlights:
            max(1, (highlights ?? []).reduce(0) { $0 + $1.lines.count })
        }
    }

    /// Rows before a section's text: its header, and a blank row before every header but the first.
    private func leadingRowCount(_ section: IntroductionSection, isFirst: Bool) -> Int {
        showsHeaders ? (isFirst ? 1 : 2) : 0
    }

    /// Rows of the note, with the blank row before it; 0 without a note.
    private var noteRowCount: Int { note.map { 1 + $0.lines.count } ?? 0 }

    /// Rows of the sections, without the note.
    private var sectionRowCount: Int {
        var count = 0
        for (index, section) in sections.enumerated() {
            count += leadingRowCount(section, isFirst: index == 0) + bodyRowCount(section)
        }
        return count
    }

    /// Rows in the whole pane.
    var lineCount: Int { sectionRowCount + noteRowCount }

    /// Where a section's rows are: from its header (its first text row without headers) to its last text row.
    func rows(of section: IntroductionSection) -> Range<Int>? {
        var start = 0
        for (index, present) in sections.enumerated() {
            let leading = leadingRowCount(present, isFirst: index == 0)
            let end = start + leading + bodyRowCount(present)
            if present == section { return (start + (leading == 2 ? 1 : 0))..<end }
            start = end
        }
        return nil
    }

    /// The row and column just after a section's last character: where the caret sits while it grows.
    func end(of section: IntroductionSection) -> (row: Int, column: Int)? {
        guard let rows = rows(of: section), let last = rows.last else { return nil }
        switch section {
        case .headline: return (last, headline?.lines.last?.width ?? 0)
        case .introduction: return (last, introduction?.lines.last?.width ?? 0)
        case .bio: return (last, bio?.lines.last?.width ?? 0)
        case .highlights:
            guard let item = highlights?.last, let line = item.lines.last else { return (last, 0) }
            return (last, Self.bullet.count + line.width)
        }
    }

    /// `count` rows from row `top` (fewer at the end of the pane).
    func rows(from top: Int, count: Int) -> [ResultRow] {
        var result: [ResultRow] = []
        let wanted = top..<(top + max(0, count))
        var start = 0
        for (index, section) in sections.enumerated() {
            let leading = leadingRowCount(section, isFirst: index == 0)
            let body = bodyRowCount(section)
            let block = start..<(start + leading + body)
            defer { start = block.upperBound }
            guard block.overlaps(wanted) else { continue }
            for row in block.clamped(to: wanted) {
                let offset = row - start
                if offset < leading {
                    result.append(
                        ResultRow(kind: offset == leading - 1 ? .header(section) : .gap, text: "")
                    )
                } else {
                    result.append(ResultRow(kind: .text(section), text: bodyText(section, row: offset - leading)))
                }
            }
        }
        if let note {
            let block = start..<(start + 1 + note.lines.count)
            for row in block.clamped(to: wanted) {
                let offset = row - start
                result.append(
                    offset == 0
                        ? ResultRow(kind: .gap, text: "") : ResultRow(kind: .note, text: note.lines[offset - 1].text))
            }
        }
        return result
    }

    private func bodyText(_ section: IntroductionSection, row: Int) -> String {
        switch section {
        case .headline: return headline?.lines[row].text ?? ""
        case .introduction: return introduction?.lines[row].text ?? ""
        case .bio: return bio?.lines[row].text ?? ""
        case .highlights:
            var remaining = row
            for item in highlights ?? [] {
                if remaining < item.lines.count {
                    let indent = remaining == 0 ? Self.bullet : String(repeating: " ", count: Self.bullet.count)
                    return indent + item.lines[remaining].text
                }
                remaining -= item.lines.count
            }
            return ""
        }
    }
}
