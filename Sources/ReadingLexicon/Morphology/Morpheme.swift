/// One word of a Japanese text as MeCab with IPADIC reads it: where it is, its part of speech, its base form.
///
/// A reader matches base forms and classes, not surfaces: 「やってる」 is やる (動詞) + てる (動詞, 非自立), and
/// 「福岡出身です」 starts with a place name (名詞, 固有名詞, 地域). The classes are IPADIC's own words, as its
/// documentation names them, so a rule written against them can be checked against IPADIC's tables.
package struct Morpheme: Sendable, Equatable {
    /// The word as typed.
    package var surface: String
    /// Where the word is in the text it was read from. It lies on Unicode scalar boundaries; MeCab may cut inside a
    /// grapheme cluster (a combining mark read alone), where `String`'s subscript rounds to characters and
    /// `text.unicodeScalars[range]` is exact.
    package var range: Range<String.Index>
    /// 品詞: 名詞, 動詞, 形容詞, 助詞, 助動詞, 記号…
    package var partOfSpeech: String
    /// 品詞細分類1–3 without IPADIC's "*": ["固有名詞", "地域", "一般"] for 福岡, [] for です.
    package var subclasses: [String]
    /// 活用型 ("五段・ラ行", "サ変・スル"), nil for words that do not inflect.
    package var conjugationType: String?
    /// 活用形 ("連用タ接続", "基本形"), nil for words that do not inflect.
    package var conjugationForm: String?
    /// 原形, the dictionary form (やる for やっ); the surface when IPADIC has none (an unknown word).
    package var baseForm: String
    /// 読み in katakana (フクオカ); nil for an unknown word.
    package var reading: String?
    /// Whether IPADIC lacks the word and MeCab guessed its class from its characters (MECAB_UNK_NODE): "CS",
    /// 「バリスタ」, a number.
    package var isUnknown: Bool

    /// A morpheme from MeCab's feature string for IPADIC (`品詞,細分類1,細分類2,細分類3,活用型,活用形,原形,読み,発音`;
    /// an unknown word has the first seven).
    init(surface: String, range: Range<String.Index>, feature: String, isUnknown: Bool) {
        let fields = Self.fields(feature)
        func field(_ index: Int) -> String? {
            index < fields.count && fields[index] != "*" && !fields[index].isEmpty ? fields[index] : nil
        }
        self.surface = surface
        self.range = range
        partOfSpeech = field(0) ?? ""
        subclasses = (1...3).compactMap(field)
        conjugationType = field(4)
        conjugationForm = field(5)
        baseForm = field(6) ?? surface
        reading = field(7)
        self.isUnknown = isUnknown
    }

    /// The comma-separated fields of a feature string; a field holding a comma is quoted, with `""` for a quote
    /// (MeCab's CSV, as in the features of the symbols 「，」 and 「"」).
    static func fields(_ feature: String) -> [String] {
        var fields: [String] = []
        var current = ""
        var quoted = false
        var iterator = feature.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            switch (scalar, quoted) {
            case ("\"", false) where current.isEmpty: quoted = true
            case ("\"", true):
                guard let next = iterator.next() else {
                    quoted = false
                    continue
                }
                if next == "\"" {
                    current.unicodeScalars.append("\"")
                } else {
                    quoted = false
                    if next == "," {
                        fields.append(current)
                        current = ""
                    } else {
                        current.unicodeScalars.append(next)
                    }
                }
            case (",", false):
                fields.append(current)
                current = ""
            default: current.unicodeScalars.append(scalar)
            }
        }
        fields.append(current)
        return fields
    }
}

extension Morpheme {
    /// 名詞 of the class 固有名詞: a name of a place, a person, an organization, or another thing.
    package var isProperNoun: Bool { partOfSpeech == "名詞" && subclasses.first == "固有名詞" }

    /// A place name (名詞, 固有名詞, 地域): 福岡, 東京, 大阪.
    package var isPlace: Bool { isProperNoun && subclasses.dropFirst().first == "地域" }

    /// A person's name (名詞, 固有名詞, 人名): 山田, 太郎.
    package var isPersonName: Bool { isProperNoun && subclasses.dropFirst().first == "人名" }

    /// An organization's name (名詞, 固有名詞, 組織): ＮＴＴ, and unknown words in capitals, which IPADIC guesses are.
    package var isOrganization: Bool { isProperNoun && subclasses.dropFirst().first == "組織" }

    /// A noun of any class (名詞).
    package var isNoun: Bool { partOfSpeech == "名詞" }

    /// A verb (動詞), including the non-independent ones that follow a verb's て-form (てる, いる, しまう).
    package var isVerb: Bool { partOfSpeech == "動詞" }

    /// An adjective (形容詞): 楽しい, 長い.
    package var isAdjective: Bool { partOfSpeech == "形容詞" }

    /// A particle (助詞): は, が, で, の, から.
    package var isParticle: Bool { partOfSpeech == "助詞" }

    /// An auxiliary (助動詞): です, ます, た, ない, う.
    package var isAuxiliary: Bool { partOfSpeech == "助動詞" }

    /// A symbol (記号): punctuation, brackets, arrows, the full-width space.
    package var isSymbol: Bool { partOfSpeech == "記号" }

    /// A number (名詞, 数): 7, 七, 三十.
    package var isNumber: Bool { partOfSpeech == "名詞" && subclasses.first == "数" }

    /// A suffix noun (名詞, 接尾): 師 of 看護師, 年 of 7年, 系 of 医療系.
    package var isSuffix: Bool { partOfSpeech == "名詞" && subclasses.first == "接尾" }
}
