import Foundation
import IntroductionCore

/// Issue 16's checks, run over every section: what a person reading the text would stop at.
///
/// Each check is its own function that takes one section's text and returns what it found, as issue 7's
/// rules do, so a test can run it on a known bad text and a known good one. They read the profile with the
/// harness's own simple means (sentences, quotes, scripts) and never ask the composer how it read it.
extension QualityInspector {
    /// The sections a reader sees, each checked on its own: a highlight is one line, not part of a sentence.
    func readingDefects(_ sections: Introduction) -> [QualityDefect] {
        var found: [QualityDefect] = []
        func add(_ check: QualityCheck, _ section: String, _ text: String, _ problems: [String]) {
            found += defects(check, section, text, problems)
        }
        let parts: [(section: String, text: String, prose: Bool)] =
            [("headline", sections.headline, false), ("introduction", sections.introduction, true)]
            + sections.highlights.map { ("highlights", $0, false) } + [("bio", sections.bio, true)]
        for part in parts where !part.text.isEmpty {
            add(.requestWording, part.section, part.text, requestWording(part.text))
            add(.refusedContent, part.section, part.text, refusedContent(part.text))
            add(.quotedField, part.section, part.text, quotedFields(part.text))
            add(.framingPhrase, part.section, part.text, framingPhrases(part.text))
            add(.fragmentSentence, part.section, part.text, fragmentSentences(part.text, prose: part.prose))
            add(.notAJobAsJob, part.section, part.text, notAJobAsJob(part.text))
            add(.ownWordsRegister, part.section, part.text, ownWordsRegister(part.text))
            add(.mixedScriptFrame, part.section, part.text, mixedScriptFrames(part.text))
            add(.untranslatedWord, part.section, part.text, untranslatedWords(part.text))
            add(.otherLanguageQuote, part.section, part.text, otherLanguageQuotes(part.text))
            add(.gluedPiece, part.section, part.text, gluedPieces(part.text))
        }
        add(.requestedFactMissing, "introduction", sections.introduction, requestedFactsMissing(sections))
        return found
    }

    // MARK: - What the person typed, read by the harness

    /// The notes as the person typed them, one sentence each: lines, bullets dropped, then sentence ends.
    var typedNoteSentences: [String] {
        profile.notes.split(whereSeparator: \.isNewline).flatMap { line -> [String] in
            var text = String(line).trimmingSpaces()
            for bullet in ["- ", "* ", "・", "• "] where text.hasPrefix(bullet) {
                text = String(text.dropFirst(bullet.count)).trimmingSpaces()
            }
            return QualityText.sentences(text, language)
        }
    }

    /// The fields' own texts and the kept note sentences: words here are the person's, kept as typed.
    var typedOwnWords: [String] {
        let fields: [String] = ([profile.name, profile.role, profile.experience, profile.interests] + profile.skills)
            .map { $0.trimmingSpaces() }
        let sentences = (typedNoteSentences + entry.facts.map(\.typed)).flatMap { sentence -> [String] in
            var bare = Substring(sentence)
            while let last = bare.last, ".!?。！？".contains(last) { bare = bare.dropLast() }
            return [sentence, String(bare)]
        }
        return (fields + sentences + entry.names + typedNameParts)
            .filter { $0.count >= 2 }.sorted { $0.count > $1.count }
    }

    /// The name and each of its parts ("山田 太郎" may be written as 山田).
    var typedNameParts: [String] {
        [typedName] + typedName.split(separator: " ").map(String.init).filter { $0.count >= 2 }
    }

    /// `text` with every piece replaced by a mark, longest first, so a check reads only the rest. A piece with
    /// Latin edges is a whole word ("Eve" is not in "Developer").
    static func without(_ pieces: [String], in text: String) -> String {
        var scanned = text
        for piece in pieces where !piece.isEmpty {
            scanned = QualityText.replacing(piece, in: scanned, with: "·")
        }
        return scanned
    }

    /// Kana or kanji: the harness's own test for "written in Japanese".
    static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        (0x3041...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
            || (0x3400...0x4DBF).contains(scalar.value) || scalar.value == 0x3005
    }

    static func hasJapanese(_ text: String) -> Bool { text.unicodeScalars.contains(where: isJapanese) }
}
