import ProfileReading

/// "No exclamation marks": a style wish the offline composer carries out by ending its exclamations with a full stop.
///
/// Written into the notes by a refinement ("fewer exclamation marks", 「感嘆符を減らして」), so a later refinement of
/// the same version keeps it; typed into the notes by the person, it works the same. Like every request, the
/// sentence itself is never written into the text.
enum ExclamationWish {
    /// The note a refinement adds.
    static let english = "Please use no exclamation marks."

    /// Whether `notes` ask for no (or fewer) exclamation marks.
    static func isAsked(in notes: String) -> Bool {
        let lower = notes.lowercased()
        if lower.contains("exclamation"),
            ["no ", "fewer ", "less ", "without ", "don't use", "do not use", "avoid"].contains(where: {
                lower.contains($0)
            })
        {
            return true
        }
        let marks: [String] = ["感嘆符", "ビックリマーク", "！"]
        let verbs: [String] = ["使わない", "減らし", "なしで", "控え"]
        for mark in marks {
            for verb in verbs where notes.contains(mark + "を" + verb) || notes.contains(mark + "は" + verb) {
                return true
            }
        }
        return false
    }

    /// `text` with each sentence-ending "!" or "！" made a full stop (「。」 in Japanese); an exclamation mark inside a
    /// word, as in a name like "Yahoo!Japan", stays.
    static func calmed(_ text: String) -> String {
        var result = ""
        var characters = text.makeIterator()
        var current = characters.next()
        while let character = current {
            let next = characters.next()
            switch character {
            case "！": result.append("。")
            case "!" where next == nil || next?.isWhitespace == true: result.append(".")
            default: result.append(character)
            }
            current = next
        }
        return result
    }
}
