import IntroductionCore
import ReadingLexicon

/// Japanese runs through MeCab: each morpheme becomes a token whose classes come from IPADIC's part of speech.
extension Tokenizer {
    func japanese(_ text: FieldText, _ range: Range<Int>) throws(MorphologyError) -> [Token] {
        let run = text.folded(range)
        let morphemes = try JapaneseMorphology.morphemes(of: run)
        var tokens: [Token] = []
        var offset = range.lowerBound
        var cursor = run.startIndex
        for morpheme in morphemes {
            offset += run.distance(from: cursor, to: morpheme.range.lowerBound)
            let length = run.distance(from: morpheme.range.lowerBound, to: morpheme.range.upperBound)
            cursor = morpheme.range.upperBound
            let span = offset..<(offset + length)
            offset += length
            let spaced = tokens.last.map { $0.range.upperBound < span.lowerBound } ?? (span.lowerBound > 0)
            tokens.append(token(morpheme, span: span, typed: text.typed(span), spaced: spaced))
        }
        return tokens
    }

    private func token(_ morpheme: Morpheme, span: Range<Int>, typed: String, spaced: Bool) -> Token {
        let surface = morpheme.surface
        let sub = morpheme.subclasses
        let lemma = morpheme.baseForm
        var classes: WordClasses = []
        var kind: Token.Kind = .word
        var value: Int?
        switch morpheme.partOfSpeech {
        case "名詞":
            classes.insert(.noun)
            if sub.first == "数" {
                value = Numbers.japanese(surface) ?? Int(surface)
                kind = value == nil ? .word : .number
            }
            // MeCab guesses a katakana word it does not know to be an organization's name (トリマー, ポスドク): only a
            // word of the dictionary is trusted to be a proper noun.
            if sub.first == "固有名詞", !morpheme.isUnknown {
                classes.insert(.name)
                if sub.contains("地域") { classes.insert(.place) }
                if sub.contains("組織") { classes.insert(.organization) }
            }
            if sub.contains("地域") { classes.insert(.place) }
            if sub.first == "接尾" {
                classes.insert(.affix)
                if sub.contains("助数詞") { classes.insert(.timeUnit) }
            }
            if sub.first == "サ変接続" { classes.insert(.verb) }
            if sub.first == "副詞可能" { classes.insert(.time) }
        case "動詞": classes.insert(.verb)
        case "形容詞": classes.insert(.adjective)
        case "副詞": classes.insert(.adverb)
        case "連体詞": classes.insert(.determiner)
        case "接続詞": classes.insert(.conjunction)
        case "助詞": classes.insert(.particle)
        case "助動詞": classes.insert(.ending)
        case "接頭詞": classes.insert(.affix)
        case "感動詞": classes.insert(.greeting)
        case "フィラー": classes.insert(.filler)
        case "記号":
            kind = Self.japaneseSeparators.contains(surface) ? .separator : .punctuation
        default: break
        }
        if kind == .word, morpheme.isUnknown, surface.allSatisfy({ $0.isASCII }) { classes.insert(.name) }
        if kind == .word, classes.contains(.noun), words.isJapanesePerson(surface, last: surface) {
            classes.insert(.person)
        }
        if JapaneseWords.organizations.contains(where: { surface.hasSuffix($0) }) { classes.insert(.organization) }
        if JapaneseWords.timeUnits.contains(lemma) { classes.insert(.timeUnit) }
        if JapaneseWords.times.contains(lemma) { classes.insert(.time) }
        if words.shorthand.fillers.contains(surface) { classes.insert(.filler) }
        let key = kind == .separator ? Self.separatorKey(surface) : surface
        return Token(
            kind: kind, range: span, text: typed, key: key, lemma: lemma == "*" ? surface : lemma, classes: classes,
            value: value, spaced: spaced, script: .ja)
    }

    static let japaneseSeparators: Set<String> = ["、", "・", "→", "／", "/", "｜", "|", ",", "，", "＆", "&", "＋", "+", "⇒", "〜", "～", "~"]
}

/// Japanese endings that mark what a noun is: a person by what they do (看護師, 営業担当), an organization (会社,
/// 病院), a unit or a word of time. IPADIC classes nouns by grammar, not by meaning, so these few are listed.
enum JapaneseWords {
    /// Endings of a compound that name a person by what they do, where EDICT has no gloss for the compound: 塾講師,
    /// 電気工事士, 介護福祉士. Short and sure: 手 (大手, 上手) and 長 are left out.
    static let persons = ["師", "士", "員", "者", "医", "担当", "エンジニア", "デザイナー", "マネージャー", "マネジャー"]
    static let organizations = [
        "会社", "企業", "銀行", "病院", "大学", "高校", "学校", "事務所", "研究所", "スタートアップ", "ベンチャー", "メーカー", "店",
        "工場", "薬局", "クリニック", "役所", "省", "庁", "財団", "協会", "ラボ", "スタジオ", "法人", "支社", "本社", "株式会社",
        "製作所", "商事", "商店", "工業", "産業", "ホールディングス", "グループ", "社", "病棟", "オフィス", "センター", "園",
    ]
    static let timeUnits: Set<String> = ["年", "年間", "か月", "ヶ月", "ヵ月", "カ月", "ケ月", "月", "週間", "日", "年目", "半年", "年生"]
    static let times: Set<String> = ["現在", "今", "いま", "現職", "前職", "以前", "昔", "最近", "来月", "来年", "今年", "昨年", "去年", "先月", "今月", "から", "まで", "元"]
}
