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
            // White space before it, not merely another script: 「iOSエンジニア」 is one word, 「地方銀行 法人営業」 two.
            let spaced = span.lowerBound > 0 && text.folded[span.lowerBound - 1].isWhitespace
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
            if morpheme.isUnknown, sub.contains("組織"), !surface.allSatisfy(\.isASCII) { classes.insert(.unknown) }
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
        if kind == .word, classes.contains(.noun), words.isJapanesePerson(surface, last: surface)
            || classes.contains(.unknown) && JapaneseWords.isLoanPerson(surface)
        {
            classes.insert(.person)
        }
        // 日本語, 英語: a language, though EDICT's "Japanese" is also a person.
        if kind == .word, surface.hasSuffix("語"), surface.count > 1 {
            classes.remove(.person)
            classes.insert(.language)
        }
        // 入社, 入庁, 開店 are verbal nouns that end as a kind of organization does: what one does, not where.
        if !classes.contains(.verb), JapaneseWords.organizations.contains(where: { surface.hasSuffix($0) }) {
            classes.insert(.organization)
        }
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
    /// 電気工事士, 介護福祉士, 陶芸家, 医療事務, 看護部長. Short and sure: 手 (大手, 上手) is left out, and 長 and 家
    /// count but in the words of ``notPersons`` (成長, 実家).
    static let persons = [
        "師", "士", "員", "者", "医", "家", "担当", "エンジニア", "デザイナー", "マネージャー", "マネジャー", "事務", "教諭",
        "教授", "役員", "取締役", "主査", "監督", "親方", "大工", "農家", "スタッフ", "リーダー", "オーナー", "シェフ", "長",
        // Loanwords of a trade whose own sense in EDICT is a thing (ライター "lighter"), or that EDICT lacks.
        "ライター", "ディレクター", "プロデューサー", "コーディネーター", "インストラクター", "トレーナー", "クリエイター", "アナリスト",
        "コンサルタント", "アシスタント", "スタイリスト", "パティシエ", "セラピスト", "カウンセラー", "バリスタ", "ソムリエ", "プランナー",
        "マーケター", "リサーチャー", "サイエンティスト", "アーティスト", "イラストレーター", "カメラマン", "フォトグラファー", "ナース",
    ]
    /// Compounds ending as persons do that name no person.
    static let notPersons: Set<String> = ["実家", "国家", "一家", "自家", "会員", "成長", "延長", "身長", "特長", "助長", "冗長", "波長", "最長", "全長", "年長",
        // Degrees and being a working adult are no jobs: 「博士（情報学）」「社会人14年目」.
        "博士", "修士", "社会人"]
    /// Whether a loanword IPADIC lacks names a person by its ending, as agent nouns end in English: パティシエ,
    /// スタイリスト, ディレクター, パラリーガル is not one (its ending is no agent's).
    static func isLoanPerson(_ word: String) -> Bool {
        ["ナー", "ター", "ニア", "ャー", "スト", "シエ", "ーフ", "ダー", "ラー", "マン", "タッフ"].contains { word.hasSuffix($0) }
    }
    static let organizations = [
        "会社", "企業", "銀行", "病院", "大学", "高校", "学校", "事務所", "研究所", "スタートアップ", "ベンチャー", "メーカー", "店",
        "工場", "薬局", "クリニック", "役所", "省", "庁", "財団", "協会", "ラボ", "スタジオ", "法人", "支社", "本社", "株式会社",
        "製作所", "商事", "商店", "工業", "産業", "ホールディングス", "グループ", "社", "病棟", "オフィス", "センター", "園",
        "医院", "歯科", "助産院", "ホーム", "施設", "代理店", "制作会社", "県庁", "市役所", "役場", "消防局", "サロン", "窯元",
        "工房", "チーム", "スーパー", "ドラッグストア", "美容室", "事業所", "ホテル", "旅館", "飲食店", "レストラン", "リストランテ", "カフェ",
        "倉庫", "市役所", "役場", "エージェンシー", "SIer", "SES",
    ]
    /// Endings of a department, where one works inside an organization: マーケティング部, 財政課, 物流企画部, モバイル
    /// チーム, 看護部; 学部 and 部活 are not (a course, a club).
    static let departments = ["部", "課", "局", "室", "チーム", "部署", "部門", "事業部", "グループ", "病棟", "センター"]
    /// Compounds ending as a department does that are none.
    static let notDepartments = ["学部", "部活", "全部", "一部", "外部", "内部", "幹部", "教室", "研究室", "和室", "個室"]
    /// Fields of work, said as a job by the person in charge of them (営業 → 営業担当): what a role names when it names
    /// no person (「経理・財務」「インフラやってます」「法務部」).
    static let fields = [
        "営業", "経理", "人事", "財務", "総務", "法務", "広報", "企画", "マーケティング", "マーケ", "セールス", "デザイン", "インフラ",
        "開発", "採用", "分析", "編集", "翻訳", "研究", "運用", "販売", "会計", "生産管理", "品質管理", "施工管理", "積算", "サクセス",
        "サポート", "情シス", "事業開発", "経営企画", "接客", "調理", "保育", "介護", "看護", "広告", "物流", "設計", "制作", "審査",
        "コンサル", "受付", "フロント", "窓口",
    ]
    /// Whether a Japanese phrase names a field of work by its ending (法人営業, 経営企画); the Japanese rules read it, and
    /// the class `.field` is left to English's words, whose rules read it their way.
    static func isField(_ text: String) -> Bool {
        fields.contains { text.hasSuffix($0) }
    }
    /// Nouns of a job ending in 職 (研究開発職, 事務職): not 無職, 前職, 現職, which say whether one has one.
    static func isOccupation(_ text: String) -> Bool {
        text.hasSuffix("職") && text.count > 1
            && !["無職", "前職", "現職", "求職", "退職", "在職", "転職", "就職", "役職", "休職", "復職", "天職", "離職"].contains { text.hasSuffix($0) }
    }
    static let timeUnits: Set<String> = ["年", "年間", "か月", "ヶ月", "ヵ月", "カ月", "ケ月", "月", "週間", "日", "年目", "半年", "年生"]
    static let times: Set<String> = ["現在", "今", "いま", "現職", "前職", "以前", "昔", "最近", "来月", "来年", "今年", "昨年", "去年", "先月", "今月", "から", "まで", "元"]

    /// Whether a Japanese compound names a department: it ends as one does and is not a word that merely ends so.
    static func isDepartment(_ text: String) -> Bool {
        departments.contains { text.hasSuffix($0) } && !notDepartments.contains { text.hasSuffix($0) }
            && !["部", "課", "局", "室"].contains(text)
    }
}
