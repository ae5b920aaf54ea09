/// A place in a text as an editor numbers it: line and column, both from 1.
///
/// Errors know their place as a byte offset, which nobody can find in an editor; a person fixing a file needs the
/// line and the column.
package struct JSONTextLocation: Sendable, Equatable, CustomStringConvertible {
    /// The line, from 1; lines end at LF (a CR before it belongs to the line, as editors show CR LF files).
    package let line: Int
    /// The column, from 1, in characters: a kanji or an emoji is one column, as editors count them, not three or four
    /// bytes.
    package let column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The place of the byte at `offset` in `bytes`; an offset at or past the end is the place after the last byte.
    package init(offset: Int, in bytes: some Collection<UInt8>) {
        let before = bytes.prefix(max(0, offset))
        var line = 1
        var lineStart = before.startIndex
        for index in before.indices where before[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = before.index(after: index)
        }
        self.init(line: line, column: String(decoding: before[lineStart...], as: UTF8.self).count + 1)
    }

    /// "line 3, column 14".
    package var description: String { "line \(line), column \(column)" }
}
