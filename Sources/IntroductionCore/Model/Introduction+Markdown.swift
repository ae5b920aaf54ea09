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
        let introduction = Self.trimmed(introduction)
        if !introduction.isEmpty { blocks.append(introduction) }
        let items = highlights.map(Self.oneLine).filter { !$0.isEmpty }
        if !items.isEmpty { blocks.append(items.map { "- " + $0 }.joined(separator: "\n")) }
        let bio = Self.trimmed(bio)
        if !bio.isEmpty { blocks.append(bio) }
        return blocks.isEmpty ? "" : blocks.joined(separator: "\n\n") + "\n"
    }

    private static func oneLine(_ text: String) -> String {
        trimmed(text.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }.joined(separator: " "))
    }

    private static func trimmed(_ text: String) -> String {
        String(Substring(text).trimmingWhitespace())
    }
}

extension Substring {
    /// Without leading and trailing whitespace and line breaks (Character-wise, so no Foundation needed).
    fileprivate func trimmingWhitespace() -> Substring {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return self[first...last]
    }
}
