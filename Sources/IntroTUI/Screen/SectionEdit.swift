package import IntroductionCore

/// A section of a version going out to the person's editor, with what the new version is built from when it comes
/// back. Shared by both front ends: the screen's Ctrl-O and the accessible mode's `e`.
package struct SectionEdit: Equatable, Sendable {
    /// The version edited (its snapshot `generation`).
    package var versionID: Int
    /// That version's parts, as the session sent them.
    package var content: PartialIntroduction
    package var section: IntroductionSection
    /// The section as shown (sanitised); the highlights one `- item` per line.
    package var text: String

    package init(versionID: Int, content: PartialIntroduction, section: IntroductionSection, text: String) {
        self.versionID = versionID
        self.content = content
        self.section = section
        self.text = text
    }

    /// The version's parts with this section replaced by an editor's `text`: the highlights one item per line, each
    /// without its list marker (`- `, `* `); blank lines are not items.
    package func content(with text: String) -> PartialIntroduction {
        var content = content
        switch section {
        case .headline: content.headline = text
        case .introduction: content.introduction = text
        case .bio: content.bio = text
        case .highlights:
            content.highlights = text.split(separator: "\n").compactMap { line -> String? in
                var item = Substring(String(line).trimmed)
                for marker in ["- ", "* ", "-", "*"] where item.hasPrefix(marker) {
                    item = item.dropFirst(marker.count)
                    break
                }
                let trimmed = String(item).trimmed
                return trimmed.isEmpty ? nil : trimmed
            }
        }
        return content
    }
}
