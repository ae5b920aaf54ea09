/// Cuts a run of Latin text into raw pieces: words (with the marks inside them: "full-time", "i'm", "Node.js",
/// "C++"), numbers, URLs, e-mail addresses, handles, hashtags, emoji, separators and punctuation.
///
/// Only the shape of the characters decides here; what a word is (a noun, a place, a filler) is the ``Tokenizer``'s
/// business. A URL is a scheme, or a name with a dot before a top-level domain ("marcob.design", "github.com/ada"),
/// so "St. Mary's" and "e.g." stay words.
struct LatinScanner {
    enum Piece: Equatable {
        case word, number, url, email, handle, hashtag, emoji, separator, punctuation, placeholder
    }

    let characters: [Character]

    /// The pieces of `range`, each with its kind, span and whether white space came before it.
    func pieces(in range: Range<Int>) -> [(kind: Piece, range: Range<Int>, spaced: Bool)] {
        var pieces: [(kind: Piece, range: Range<Int>, spaced: Bool)] = []
        var index = range.lowerBound
        var spaced = index == 0
        while index < range.upperBound {
            let character = characters[index]
            if character == "\n" {
                // A line break ends what was said, as a full stop does.
                pieces.append((.punctuation, index..<(index + 1), true))
                spaced = true
                index += 1
                continue
            }
            if character.isWhitespace {
                spaced = true
                index += 1
                continue
            }
            let (kind, end) = piece(at: index, limit: range.upperBound)
            pieces.append((kind, index..<end, spaced))
            spaced = false
            index = end
        }
        return pieces
    }

    private func piece(at start: Int, limit: Int) -> (Piece, Int) {
        let character = characters[start]
        for scheme in ["http://", "https://", "www."] where matches(scheme, at: start, limit: limit, caseBlind: true) {
            return (.url, trimmedEnd(start, end(from: start, limit: limit, while: { !$0.isWhitespace })))
        }
        var wordEnd = end(ofRunFrom: start, limit: limit)
        let run = String(characters[start..<wordEnd])
        if run.contains("@") {
            if Self.isEmail(run) { return (.email, trimmedEnd(start, wordEnd)) }
            // "designer@Google": the word ends at the "@", which is read next, as "at".
            if let at = characters[start..<wordEnd].firstIndex(of: "@"), at > start { wordEnd = at }
        }
        if Self.isURL(String(characters[start..<wordEnd])) {
            // "github.com/tkowal-dev": a domain's path runs to the next space.
            var end = wordEnd
            if end < limit, characters[end] == "/" { end = self.end(from: end, limit: limit, while: { !$0.isWhitespace }) }
            return (.url, trimmedEnd(start, end))
        }
        if character == "@" {
            // "@ada_dev" after a space or at the start is a handle; "@Google" against a word, or "@ " alone, is "at".
            let spacedBefore = start == 0 || characters[start - 1].isWhitespace
            if spacedBefore, start + 1 < limit, Self.isHandleCharacter(characters[start + 1]) {
                return (.handle, end(from: start + 1, limit: limit, while: Self.isHandleCharacter))
            }
            return (.separator, start + 1)
        }
        // "{skills}": a template's placeholder, typed by mistake, is no word of the person's.
        if character == "{" {
            let inner = end(from: start + 1, limit: limit, while: { $0.isLetter || $0 == "_" })
            if inner > start + 1, inner < limit, characters[inner] == "}" { return (.placeholder, inner + 1) }
        }
        if character == "#", start + 1 < limit, characters[start + 1].isLetter {
            return (.hashtag, end(from: start + 1, limit: limit, while: Self.isHandleCharacter))
        }
        if Self.isPicture(character) {
            return (.emoji, end(from: start, limit: limit, while: { Self.isPicture($0) || $0 == "\u{200D}" }))
        }
        if character.isASCII, character.isNumber, !Self.isOrdinal(characters, start, limit),
            !Self.isNamedNumber(characters, start, limit)
        {
            var end = end(from: start, limit: limit, while: { $0.isASCII && $0.isNumber })
            // "3.5", "1,200": one number.
            if end + 1 < limit, ".,".contains(characters[end]), characters[end + 1].isASCII,
                characters[end + 1].isNumber, characters[end] == "." || isThousands(end)
            {
                end = self.end(from: end + 1, limit: limit, while: { $0.isASCII && $0.isNumber })
            }
            // "9th", "2nd", "4yrs", "10x": letters typed against a number are a word of their own, cut here.
            return (.number, end)
        }
        if character.isLetter || character.isASCII && character.isNumber {
            return (.word, wordEnd)
        }
        // "-" inside "—" runs, "->", "=>", "...": a mark of one or more characters.
        for arrow in ["-->", "->", "=>", "<-", "...", "--"] where matches(arrow, at: start, limit: limit) {
            return (arrow == "..." ? .punctuation : .separator, start + arrow.count)
        }
        if Self.separators.contains(character) { return (.separator, start + 1) }
        return (.punctuation, start + 1)
    }

    /// The end of a word-like run: letters, digits and the marks that live inside words ("full-time", "don't",
    /// "Node.js", "C++", "C#", "Ph.D.", "w/", "b/c"). A final full stop is left for the sentence unless the run is an
    /// abbreviation with inner dots.
    private func end(ofRunFrom start: Int, limit: Int) -> Int {
        var end = start
        while end < limit {
            let character = characters[end]
            if character.isLetter || character.isNumber || character == "_" {
                end += 1
            } else if "'-.@".contains(character), end + 1 < limit, isInner(end + 1, limit: limit) {
                end += 1
            } else if "+#".contains(character), end > start, !(characters[start].isNumber) {
                // "C++", "C#", "F#".
                end += 1
            } else if character == "/", end > start, end - start <= 2 {
                // "w/", "b/c", "w/o".
                end += 1
            } else {
                break
            }
        }
        // "St. Vincent's", "Dr. Kim", "Ltd.": the full stop of an abbreviation is the word's.
        if end < limit, characters[end] == ".", Self.abbreviations.contains(String(characters[start..<end]).lowercased()) {
            end += 1
        }
        // "ux.Portfolio": a full stop followed by a capital ends the sentence, not a word.
        if let dot = characters[start..<end].firstIndex(of: "."), dot + 1 < end, characters[dot + 1].isUppercase,
            !Self.isURL(String(characters[start..<end]))
        {
            end = dot
        }
        // A run of digits followed by letters ("4yrs") is split: the number first; but an ordinal ("9th", "2nd") is
        // one word, and so are the names of dimensions and generations ("3D printing", "2d art", "5G", "4K").
        if characters[start].isNumber {
            let digits = self.end(from: start, limit: end, while: { $0.isNumber })
            let typed = String(characters[digits..<end])
            let suffix = typed.lowercased()
            let named = suffix == "d" || ["G", "K"].contains(typed)
            if digits < end, characters[digits].isLetter, !["st", "nd", "rd", "th"].contains(suffix), !named {
                return digits
            }
        }
        return max(end, start + 1)
    }

    /// Whether the character at `index` continues a word after an inner mark.
    private func isInner(_ index: Int, limit: Int) -> Bool {
        index < limit && (characters[index].isLetter || characters[index].isNumber)
    }

    private func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, ".,;:!?)".contains(characters[end - 1]) { end -= 1 }
        return end
    }

    private func isThousands(_ comma: Int) -> Bool {
        comma + 3 < characters.count && characters[(comma + 1)...(comma + 3)].allSatisfy { $0.isASCII && $0.isNumber }
            && (comma + 4 == characters.count || !(characters[comma + 4].isNumber))
    }

    private func matches(_ mark: String, at start: Int, limit: Int, caseBlind: Bool = false) -> Bool {
        let marks = Array(mark)
        guard start + marks.count <= limit else { return false }
        let typed = characters[start..<(start + marks.count)]
        return caseBlind ? String(typed).lowercased() == mark : Array(typed) == marks
    }

    private func end(from start: Int, limit: Int, while test: (Character) -> Bool) -> Int {
        var end = start
        while end < limit, test(characters[end]) { end += 1 }
        return end
    }

    /// Whether an ordinal starts at `start`: digits and st, nd, rd or th ("9th", "2nd").
    static func isOrdinal(_ characters: [Character], _ start: Int, _ limit: Int) -> Bool {
        var index = start
        while index < limit, characters[index].isASCII, characters[index].isNumber { index += 1 }
        guard index + 2 <= limit else { return false }
        let suffix = String(characters[index..<(index + 2)]).lowercased()
        let after = index + 2 < limit ? characters[index + 2] : " "
        return ["st", "nd", "rd", "th"].contains(suffix) && !after.isLetter
    }

    /// Whether the number at `start` names a dimension or a generation: "3D", "2d", "5G", "4K" (one word).
    static func isNamedNumber(_ characters: [Character], _ start: Int, _ limit: Int) -> Bool {
        var index = start
        while index < limit, characters[index].isASCII, characters[index].isNumber { index += 1 }
        guard index > start, index < limit else { return false }
        let letter = characters[index]
        let after = index + 1 < limit ? characters[index + 1] : " "
        return (letter == "d" || letter == "D" || letter == "G" || letter == "K") && !after.isLetter && !after.isNumber
    }

    /// Words written with a full stop of their own.
    static let abbreviations: Set<String> = [
        "st", "dr", "mt", "ft", "jr", "sr", "inc", "co", "ltd", "corp", "no", "vs", "prof", "mr", "mrs", "ms", "approx",
        "dept", "univ", "assoc", "asst", "e.g", "i.e", "etc", "ll.m", "ph.d", "m.d", "b.s", "m.s", "b.a", "m.a",
    ]

    static let separators: Set<Character> = [
        ",", "|", "·", "•", "/", ";", "&", "+", "→", "⇒", "➡", "➔", "⟶", ">", "~", "–", "—", "-", "、", "・", "｜", "／",
    ]

    static func isHandleCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == ".")
    }

    /// An emoji shown as a picture (🌱, ☕️, ❤️), not a digit or symbol that merely may be one.
    static func isPicture(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first, !first.isASCII, first.properties.isEmoji else { return false }
        return first.properties.isEmojiPresentation || character.unicodeScalars.count > 1
    }

    static func isEmail(_ run: String) -> Bool {
        let parts = run.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        return isDomain(String(parts[1]))
    }

    /// "https://…", "www.…", or a domain with a known top-level domain and an optional path: "marcob.design",
    /// "github.com/ada", "ada.dev".
    static func isURL(_ run: String) -> Bool {
        let lower = run.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("www.") { return true }
        let host = lower.split(separator: "/", maxSplits: 1).first.map(String.init) ?? lower
        return isDomain(host)
    }

    static func isDomain(_ host: String) -> Bool {
        var host = host
        while let last = host.last, ".,;:!?)".contains(last) { host.removeLast() }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }),
            labels.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } }),
            let top = labels.last, topLevelDomains.contains(String(top))
        else { return false }
        // "Node.js", "Vue.js" are names; "St.Mary" is not a domain.
        return labels[0].count >= 2
    }

    /// Top-level domains people put in profiles (generic and country codes); a word with a dot before anything else
    /// ("Node.js", "e.g") is a word.
    static let topLevelDomains: Set<String> = [
        "com", "net", "org", "io", "dev", "design", "app", "ai", "co", "me", "info", "blog", "page", "site", "tech",
        "xyz", "art", "studio", "work", "jobs", "edu", "gov", "cc", "tv", "fm", "so", "sh", "link", "codes", "cloud",
        "online", "website", "space", "club", "gallery", "photo", "photography", "pics", "ink", "tattoo", "coffee",
        "cafe", "shop", "store", "social", "zone", "life", "live", "world", "today", "one", "team", "consulting",
        "agency", "digital", "media", "news", "portfolio", "guru", "ninja", "rocks", "lol", "wtf", "fyi", "email",
        "jp", "uk", "de", "fr", "nl", "be", "es", "it", "pt", "br", "ca", "us", "au", "nz", "in", "sg", "hk", "tw",
        "kr", "cn", "ch", "at", "se", "no", "dk", "fi", "pl", "cz", "ie", "mx", "ar", "cl", "za", "ng", "ke", "id",
        "my", "ph", "vn", "th", "ly", "gg", "to", "ws", "la", "ru", "ua", "tr", "il", "ae",
    ]
}
