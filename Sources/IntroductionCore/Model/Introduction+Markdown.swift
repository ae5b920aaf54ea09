extension Introduction {
    /// The introduction as Markdown, the way it is saved: the headline as a heading, the introduction, the
    /// highlights as a list, then the bio; empty parts are left out, and the text ends with one newline.
    ///
    /// The headline and each highlight are kept on one line (line breaks inside them become spaces), because a
    /// line break would end the heading or the list item. Other text is written as it is.
    public var markdown: String {
        var blocks: [String] = []
        let headline = Self.oneLine(headline)
        if !headline.isEmpty { blocks.append("# " + headline) }
        let introduction = self.introduction.trimmed
        if !introduction.isEmpty { blocks.append(introduction) }
        let items = highlights.map(Self.oneLine).filter { !$0.isEmpty }
        if !items.isEmpty { blocks.append(items.map { "- " + $0 }.joined(separator: "\n")) }
        let bio = self.bio.trimmed
        if !bio.isEmpty { blocks.append(bio) }
        return blocks.isEmpty ? "" : blocks.joined(separator: "\n\n") + "\n"
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map(\.trimmed).joined(separator: " ").trimmed
    }
}
