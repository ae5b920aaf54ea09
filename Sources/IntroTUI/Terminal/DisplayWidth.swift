import CNcursesw

/// How many terminal columns text takes, decided per grapheme cluster.
///
/// The per-scalar answer comes from the C library's `wcwidth`, which follows the process locale:
/// the terminal lifecycle (and the tests) select a UTF-8 `LC_CTYPE` before anything is measured.
/// Policy for clusters, where libc and terminals disagree: a cluster holding a zero width joiner
/// or an emoji presentation selector (VS16) is 2 columns; combining marks add nothing; a cluster
/// whose first scalar is not printable is shown as U+FFFD, one column.
enum DisplayWidth {
    static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
    static let emojiPresentation: Unicode.Scalar = "\u{FE0F}"
    static let replacement: Character = "\u{FFFD}"

    /// The value of a cluster made of one scalar, nil for a longer cluster ("\r\n", a letter with a combining mark).
    ///
    /// Read from the scalars: comparing a `Character` with a literal (`character == " "`, `isASCII`, `asciiValue`,
    /// a `Set<Character>`) compares or hashes canonically equivalent forms, which for a CJK character takes the
    /// standard library's slow path; the wrapping of streamed text asks this of every character of every frame.
    static func singleScalar(_ character: Character) -> UInt32? {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return nil }
        return first.value
    }

    /// Columns for one cluster: 0, 1 or 2.
    static func of(_ character: Character) -> Int {
        // Printable ASCII is one column; an ASCII control is drawn as the replacement, also one.
        let single = singleScalar(character)
        if let value = single, value < 0x80 { return 1 }
        let scalars = character.unicodeScalars
        // Compared as bytes and scalars, not as Characters: a Character comparison normalises both sides, which is
        // most of the cost of a Japanese stream.
        if single == nil {
            if character.utf8.elementsEqual([0x0D, 0x0A]) { return 1 }  // "\r\n"
            if scalars.contains(where: { $0 == zeroWidthJoiner || $0 == emojiPresentation }) { return 2 }
        }
        var width = 0
        for (index, scalar) in scalars.enumerated() {
            let columns = Int(introgen_wcwidth(scalar.value))
            if index == 0 {
                if columns < 0 { return 1 }  // shown as the replacement character
                width = columns
            } else if columns > 0 {
                // A cluster never shrinks below its widest part (e.g. Hangul jamo sequences).
                width = max(width, columns)
            }
        }
        return width
    }

    /// Columns for a whole string, summed per cluster.
    static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// Whether the cluster can be drawn as it is; otherwise it is drawn as `replacement`.
    static func isPrintable(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first?.value else { return false }
        // "\r\n" is one cluster, a control like its first scalar.
        if first < 0x80 { return first >= 0x20 && first < 0x7F }
        return introgen_wcwidth(first) >= 0
    }

    /// The cluster as it should be drawn: itself if printable, else the replacement character.
    static func displayable(_ character: Character) -> Character {
        isPrintable(character) ? character : replacement
    }

    /// The longest prefix of `characters` that fits in `width` columns, each cluster as ``displayable(_:)`` draws it.
    static func fit(_ characters: some Sequence<Character>, width: Int) -> String {
        var used = 0
        var result = ""
        for character in characters {
            let shown = displayable(character)
            let columns = of(shown)
            if used + columns > width { break }
            used += columns
            result.append(shown)
        }
        return result
    }

    /// `text` cut to `width` columns, ending in "…" when something was cut (nothing at all fits in no columns): the
    /// one way every row of the screen and every line of `introgen history` shortens text.
    static func truncate(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        return fit(text, width: width - 1) + "…"
    }
}
