extension GenerationOptions {
    /// The language an introduction is written in: a BCP 47 tag ("en", "ja", "id", "zh-Hans", "pt-BR", "es-419").
    ///
    /// A model writes any language a person asks for, so any well-formed tag is accepted, not only the ones this file
    /// names; the names are for the prompt ("Indonesian (Bahasa Indonesia)") and the screen. The tag is kept in its
    /// canonical case (language lower, script title, region upper: "zh-hant-tw" is "zh-Hant-TW") and `_` is read as
    /// `-`, as people type POSIX locale names ("pt_BR"). The offline composer writes English and Japanese only
    /// (``composerLanguage``); everything else comes from a model.
    public struct Language: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The canonical tag.
        public let rawValue: String

        /// The tag `text` names, canonicalized; nil when it is not a well-formed BCP 47 tag.
        public init?(rawValue text: String) {
            guard let tag = LanguageTagSyntax.canonical(text) else { return nil }
            rawValue = tag
        }

        /// English.
        public static let en = Language(known: "en")
        /// Japanese.
        public static let ja = Language(known: "ja")

        private init(known tag: String) { rawValue = tag }

        /// The languages the terminal app offers in turn; any other tag can be typed.
        public static let suggested: [Language] = [
            "ja", "en", "zh-Hans", "zh-Hant", "ko", "id", "de", "es", "fr", "pt-BR", "vi", "th",
        ].map(Language.init(known:))

        /// The language subtag: "zh" for "zh-Hant-TW".
        public var primary: String { String(rawValue.prefix { $0 != "-" }) }

        /// The tag's subtags after the language: script ("Hant"), region ("TW", "419"), variants, extensions.
        var subtags: [Substring] { rawValue.split(separator: "-").dropFirst().map { $0 } }

        /// The language the offline composer writes this in: English for any English ("en-GB"), Japanese for any
        /// Japanese; nil for every other language.
        public var composerLanguage: ComposerLanguage? {
            switch primary {
            case "en": .en
            case "ja": .ja
            default: nil
            }
        }

        /// What is counted to measure a text's length in this language: characters where words are not separated by
        /// spaces (Chinese, Japanese, Korean as its readers count it, and Thai, Lao, Khmer and Burmese, whose words
        /// run together), words elsewhere.
        public var lengthUnit: TextLimit.Unit {
            LanguageNames.countsCharacters.contains(primary) ? .characters : .words
        }

        /// The language's name in English, from the most specific entry the table has ("Simplified Chinese" for
        /// "zh-Hans-SG", "German" for "de-CH"); nil for a language the table does not name.
        public var englishName: String? { LanguageNames.entry(for: self)?.english }

        /// The language's name for itself ("Bahasa Indonesia", "简体中文"); nil when the table does not name it.
        public var nativeName: String? { LanguageNames.entry(for: self)?.native }

        /// How a prompt names the language: in English and in itself ("Indonesian (Bahasa Indonesia)", "English"),
        /// with a region the table does not name spelt out ("German (Deutsch), as written in the region CH"), and a
        /// language it does not know by its tag, which a model understands.
        public var promptName: String {
            guard let entry = LanguageNames.entry(for: self) else {
                return "the language whose BCP 47 tag is \"\(rawValue)\""
            }
            let name = entry.english == entry.native ? entry.english : "\(entry.english) (\(entry.native))"
            guard entry.tag != rawValue, let region = subtags.first(where: LanguageTagSyntax.isRegion) else {
                return name
            }
            return entry.tag.split(separator: "-").contains(region)
                ? name : "\(name), as written in the region \(region)"
        }

        /// Whether `character` can be part of a tag as typed (the form takes only these while a tag is typed).
        public static func isTagCharacter(_ character: Character) -> Bool {
            LanguageTagSyntax.isTagCharacter(character)
        }

        /// The tag, as typed in files and on the command line.
        public var description: String { rawValue }

        /// The tag's name for a sentence: "Indonesian (id)", or the tag alone when the table does not name it.
        public var shownName: String {
            guard let english = englishName else { return rawValue }
            return "\(english) (\(rawValue))"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let language = Language(rawValue: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\"\(text)\" is not a BCP 47 language tag (en, ja, id, zh-Hans…)")
            }
            self = language
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}

/// The two languages the offline composer reads and writes. Everything it says is written for one of them; a
/// request for another language goes to a model.
public enum ComposerLanguage: String, Codable, Sendable, CaseIterable {
    case ja, en

    /// The request's language for this one.
    public var language: GenerationOptions.Language {
        switch self {
        case .ja: .ja
        case .en: .en
        }
    }
}
