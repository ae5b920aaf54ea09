/// The names of the languages people ask for most, in English and in themselves (CLDR's names), and how fast each is
/// spoken.
///
/// A tag this table does not hold is still a language a model can write: the prompt then names it by its tag. The
/// speaking rates are rough figures for unhurried speech, enough for an estimate shown as "≈ 40 s spoken".
enum LanguageNames {
    struct Entry: Sendable {
        /// The tag the entry is for: a language ("de") or a language with a script or region ("zh-Hant", "pt-BR").
        var tag: String
        var english: String
        var native: String
    }

    /// The entry for the longest prefix of `language`'s subtags the table holds: "zh-Hans-SG" finds "zh-Hans",
    /// "de-CH" finds "de"; nil when not even the language is named.
    static func entry(for language: GenerationOptions.Language) -> Entry? {
        var parts = language.rawValue.split(separator: "-")
        while !parts.isEmpty {
            if let entry = byTag[parts.joined(separator: "-")] { return entry }
            parts.removeLast()
        }
        return nil
    }

    /// Languages whose words are not separated by spaces, or counted by characters by their readers (Korean, which
    /// has spaces, is measured in characters as Korean forms and guides measure it): Chinese, Japanese, Korean, Thai,
    /// Lao, Khmer, Burmese.
    static let countsCharacters: Set<String> = ["zh", "ja", "ko", "th", "lo", "km", "my"]

    /// Words a minute for languages counted in words, characters a minute for the others; languages not listed take
    /// 150 words or 300 characters.
    static let spokenPerMinute: [String: Int] = [
        "en": 150, "ja": 300, "zh": 250, "ko": 300, "de": 125, "es": 160, "fr": 160, "it": 150, "pt": 150,
        "nl": 150, "id": 140, "ms": 140, "vi": 200, "ru": 125, "pl": 125, "uk": 125, "tr": 115, "fi": 105,
    ]

    private static let byTag: [String: Entry] = Dictionary(
        uniqueKeysWithValues: entries.map { ($0.tag, $0) })

    private static let entries: [Entry] = [
        Entry(tag: "ar", english: "Arabic", native: "العربية"),
        Entry(tag: "bn", english: "Bengali", native: "বাংলা"),
        Entry(tag: "ca", english: "Catalan", native: "català"),
        Entry(tag: "cs", english: "Czech", native: "čeština"),
        Entry(tag: "da", english: "Danish", native: "dansk"),
        Entry(tag: "de", english: "German", native: "Deutsch"),
        Entry(tag: "el", english: "Greek", native: "Ελληνικά"),
        Entry(tag: "en", english: "English", native: "English"),
        Entry(tag: "en-GB", english: "British English", native: "British English"),
        Entry(tag: "en-US", english: "American English", native: "American English"),
        Entry(tag: "es", english: "Spanish", native: "español"),
        Entry(tag: "es-419", english: "Latin American Spanish", native: "español de América Latina"),
        Entry(tag: "es-MX", english: "Mexican Spanish", native: "español de México"),
        Entry(tag: "fa", english: "Persian", native: "فارسی"),
        Entry(tag: "fi", english: "Finnish", native: "suomi"),
        Entry(tag: "fil", english: "Filipino", native: "Filipino"),
        Entry(tag: "fr", english: "French", native: "français"),
        Entry(tag: "fr-CA", english: "Canadian French", native: "français canadien"),
        Entry(tag: "he", english: "Hebrew", native: "עברית"),
        Entry(tag: "hi", english: "Hindi", native: "हिन्दी"),
        Entry(tag: "hu", english: "Hungarian", native: "magyar"),
        Entry(tag: "id", english: "Indonesian", native: "Bahasa Indonesia"),
        Entry(tag: "it", english: "Italian", native: "italiano"),
        Entry(tag: "ja", english: "Japanese", native: "日本語"),
        Entry(tag: "km", english: "Khmer", native: "ខ្មែរ"),
        Entry(tag: "ko", english: "Korean", native: "한국어"),
        Entry(tag: "lo", english: "Lao", native: "ລາວ"),
        Entry(tag: "ms", english: "Malay", native: "Bahasa Melayu"),
        Entry(tag: "my", english: "Burmese", native: "မြန်မာ"),
        Entry(tag: "nb", english: "Norwegian Bokmål", native: "norsk bokmål"),
        Entry(tag: "nl", english: "Dutch", native: "Nederlands"),
        Entry(tag: "no", english: "Norwegian", native: "norsk"),
        Entry(tag: "pl", english: "Polish", native: "polski"),
        Entry(tag: "pt", english: "Portuguese", native: "português"),
        Entry(tag: "pt-BR", english: "Brazilian Portuguese", native: "português do Brasil"),
        Entry(tag: "pt-PT", english: "European Portuguese", native: "português europeu"),
        Entry(tag: "ro", english: "Romanian", native: "română"),
        Entry(tag: "ru", english: "Russian", native: "русский"),
        Entry(tag: "sv", english: "Swedish", native: "svenska"),
        Entry(tag: "sw", english: "Swahili", native: "Kiswahili"),
        Entry(tag: "ta", english: "Tamil", native: "தமிழ்"),
        Entry(tag: "th", english: "Thai", native: "ไทย"),
        Entry(tag: "tl", english: "Tagalog", native: "Tagalog"),
        Entry(tag: "tr", english: "Turkish", native: "Türkçe"),
        Entry(tag: "uk", english: "Ukrainian", native: "українська"),
        Entry(tag: "ur", english: "Urdu", native: "اردو"),
        Entry(tag: "vi", english: "Vietnamese", native: "Tiếng Việt"),
        Entry(tag: "zh", english: "Chinese", native: "中文"),
        Entry(tag: "zh-Hans", english: "Simplified Chinese", native: "简体中文"),
        Entry(tag: "zh-Hant", english: "Traditional Chinese", native: "繁體中文"),
    ]
}
