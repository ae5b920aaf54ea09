import FoundationEssentials
import TextBasics

/// Moves the ending of a person's own Japanese sentence into the register of the text it goes into:
/// plain form (だ/る/た) for casual, です/ます for friendly, and ております for formal.
///
/// Only the ending changes, and only by rules that are certain (ます → る after an e-row stem, ています →
/// ている, です → だよ, ている → ています, した → しました, a short list of common godan past forms); a
/// sentence whose ending is not certain, or that still holds the other register inside, gives nil and
/// is then quoted as typed instead of being conjugated wrongly.
package enum JapaneseRegister {
    package enum Target {
        /// Plain form, as casual text is written.
        case plain
        /// です/ます.
        case polite
        /// です/ます with ております for ています.
        case humble
    }

    /// The sentence with its ending in `target`'s register, ended with 。 (or its own ！/？); nil when
    /// that cannot be done with certainty.
    package static func convert(_ sentence: String, to target: Target) -> String? {
        var body = Substring(sentence.trimmingCharacters(in: .whitespaces))
        var mark = "。"
        while let last = body.last, "。．.！!？?".contains(last) {
            if "！!".contains(last) { mark = "！" } else if "？?".contains(last) { mark = "？" }
            body = body.dropLast()
        }
        guard !body.isEmpty, !body.contains("。") else { return nil }
        // 「日本語は勉強中です（N3）」: an aside after the ending stays after it.
        var aside = ""
        if let last = body.last, "）)".contains(last), let open = body.lastIndex(where: { "（(".contains($0) }),
            open != body.startIndex
        {
            aside = String(body[open...])
            body = body[..<open]
        }
        var particle = ""
        for candidate in ["よね", "よ", "ね"] where body.hasSuffix(candidate) && body.count > candidate.count + 1 {
            particle = candidate
            body = body.dropLast(candidate.count)
            break
        }
        let converted: String?
        switch target {
        case .plain: converted = plain(String(body), particle: particle)
        case .polite: converted = polite(String(body))
        case .humble: converted = polite(String(body)).map(humble)
        }
        guard let converted else { return nil }
        let forbidden = target == .plain ? politeMarkers : plainMarkers
        guard !forbidden.contains(where: { converted.contains($0) }) else { return nil }
        // 「最近Rustを始めました！」 in an interview: the formal register does not exclaim.
        return converted + aside + (target == .humble && mark == "！" ? "。" : mark)
    }

    // MARK: - To plain

    private static func plain(_ body: String, particle: String) -> String? {
        if body.hasSuffix("ませんでした") { return negativePast(body.dropLast(6)).map { $0 + particle } }
        if body.hasSuffix("ました") { return past(body.dropLast(3)).map { $0 + particle } }
        if body.hasSuffix("ません") { return negative(body.dropLast(3)).map { $0 + particle } }
        if body.hasSuffix("ましょう") { return nil }
        if body.hasSuffix("ます") { return dictionary(body.dropLast(2)).map { $0 + particle } }
        for (polite, plain) in [("ではありません", "じゃない"), ("じゃありません", "じゃない"), ("でした", "だった"), ("でしょう", "だろう")]
        where body.hasSuffix(polite) {
            return body.dropLast(polite.count) + plain + particle
        }
        // 「声をかけてください」 → 「声をかけてね」: a request to the readers, said as friends say it.
        if body.hasSuffix("てください") || body.hasSuffix("でください") { return body.dropLast(4) + "ね" }
        if body.hasSuffix("です") {
            let stem = body.dropLast(2)
            guard let before = stem.last else { return nil }
            if before == "い" { return stem + particle }  // 楽しいです, 行きたいです
            if before == "の" || before == "ん" { return stem.dropLast() + "んだ" + particle }
            return stem + "だ" + (particle.isEmpty ? "よ" : particle)
        }
        // Already plain.
        return body + particle
    }

    /// The masu stem's verb: 働き → 働く, 食べ → 食べる, し → する, い → いる.
    private static func dictionary(_ stem: Substring) -> String? {
        guard let last = stem.last else { return nil }
        if last == "来" { return stem + "る" }
        if isSuruStem(stem) { return stem.dropLast() + "する" }
        if isIruStem(stem) { return stem + "る" }
        if isIchidanStem(stem) { return stem + "る" }
        if stem.hasSuffix("あり") { return stem.dropLast() + "る" }
        guard let vowel = godanEnding[last] else { return nil }
        return stem.dropLast() + String(vowel.u)
    }

    private static func past(_ stem: Substring) -> String? {
        guard let last = stem.last else { return nil }
        if last == "し" || last == "来" { return stem + "た" }  // した is the past of both する and 話す
        if isIruStem(stem) { return stem + "た" }
        if isIchidanStem(stem) { return stem + "た" }
        if stem.hasSuffix("行き") { return stem.dropLast() + "った" }
        switch last {
        case "き": return stem.dropLast() + "いた"
        case "ぎ": return stem.dropLast() + "いだ"
        case "ち", "り", "い": return stem.dropLast() + "った"
        case "に", "び", "み": return stem.dropLast() + "んだ"
        default: return nil
        }
    }

    private static func negative(_ stem: Substring) -> String? {
        guard let last = stem.last else { return nil }
        if last == "来" { return stem + "ない" }
        if isSuruStem(stem) { return stem.dropLast() + "しない" }
        if stem.hasSuffix("あり") { return stem.dropLast(2) + "ない" }
        if isIruStem(stem) { return stem + "ない" }
        if isIchidanStem(stem) { return stem + "ない" }
        guard let vowel = godanEnding[last] else { return nil }
        return stem.dropLast() + String(vowel.a) + "ない"
    }

    private static func negativePast(_ stem: Substring) -> String? {
        negative(stem).map { $0.dropLast() + "かった" }
    }

    /// 勉強し, デザインし, し: the stem of する (a 1-kanji stem like 話し is 話す).
    private static func isSuruStem(_ stem: Substring) -> Bool {
        guard stem.last == "し" else { return false }
        let before = stem.dropLast()
        guard let previous = before.last else { return true }
        if Script.isKatakana(previous) || previous.isASCII { return true }
        let kanjiRun = before.reversed().prefix(while: Script.isKanji).count
        return kanjiRun >= 2
    }

    /// The い of いる (to be somewhere, and ている): alone, after a particle (「二人います」「東京にいます」),
    /// after て/で, or after a kanji that is not the stem of a common う-verb (使います is 使う).
    private static func isIruStem(_ stem: Substring) -> Bool {
        guard stem.last == "い" else { return false }
        let before = stem.dropLast()
        guard let previous = before.last else { return true }
        if Script.isKanji(previous) { return !godanUStems.contains { before.hasSuffix($0) } }
        return "がにはもとでへやてよ".contains(previous)
    }

    /// 食べ, 始め, 起き, 見, でき: the stem of a verb ending in る that drops it (ichidan).
    private static func isIchidanStem(_ stem: Substring) -> Bool {
        guard let last = stem.last else { return false }
        if eRow.contains(last) { return true }
        if ichidanIStems.contains(where: { stem.hasSuffix($0) }) { return true }
        return Script.isKanji(last) && ichidanKanji.contains(last)
    }

    // MARK: - To polite

    private static func polite(_ body: String) -> String? {
        // 「相談にのってます」: the い of ています dropped in speech, put back (after っ, い or ん only: 捨てます is a verb).
        if body.hasSuffix("てます") || body.hasSuffix("でます"), let before = body.dropLast(3).last, "っいん".contains(before) {
            return body.dropLast(2) + "います"
        }
        if politeEndings.contains(where: { body.hasSuffix($0) }) || body.hasSuffix("ください") { return body }
        let pairs: [(String, String)] = [
            ("じゃない", "ではありません"), ("ではない", "ではありません"), ("だった", "でした"), ("だろう", "でしょう"),
            ("ている", "ています"), ("でいる", "でいます"), ("ていた", "ていました"), ("でいた", "でいました"),
            ("てる", "ています"), ("でる", "でいます"), ("てた", "ていました"), ("でた", "でいました"),
            ("かった", "かったです"), ("ない", "ないです"), ("たい", "たいです"), ("した", "しました"), ("する", "します"),
            ("来た", "来ました"), ("来る", "来ます"), ("ある", "あります"), ("あった", "ありました"),
            ("いる", "います"), ("いた", "いました"),
        ]
        for (plain, polite) in pairs where body.hasSuffix(plain) {
            if plain == "いる" || plain == "いた", let before = body.dropLast(2).last, Script.isKanji(before) {
                break  // 書いた is 書きました, not 書いました
            }
            return body.dropLast(plain.count) + polite
        }
        if body.hasSuffix("だ") { return body.dropLast() + "です" }
        guard let last = body.last else { return nil }
        let stem = body.dropLast()
        if last == "い", let before = stem.last, Script.isKanji(before) || Script.isHiragana(before) {
            return body + "です"  // 楽しい, かわいい
        }
        if ["好き", "嫌い", "大好き", "得意", "苦手", "大切", "大事", "好きな人"].contains(where: { body.hasSuffix($0) }) {
            return body + "です"
        }
        if last == "た" || last == "だ" { return politePast(body) }
        if godanDictionary[last] != nil || last == "る" { return politePresent(body) }
        if Script.isKanji(last) || Script.isKatakana(last) || last.isASCII || last.isNumber {
            return body + "です"  // 東京出身, エンジニア
        }
        return nil
    }

    private static func politePresent(_ body: String) -> String? {
        guard let last = body.last else { return nil }
        let stem = Substring(body.dropLast())
        if last == "る" {
            if let before = stem.last, eRow.contains(before) || iRow.contains(before) { return stem + "ます" }
            if let before = stem.last, Script.isKanji(before), ichidanKanji.contains(before) { return stem + "ます" }
            return stem + "ります"
        }
        guard let i = godanDictionary[last] else { return nil }
        return stem + String(i) + "ます"
    }

    private static func politePast(_ body: String) -> String? {
        for (plain, polite) in knownPast where body.hasSuffix(plain) {
            return body.dropLast(plain.count) + polite
        }
        let stem = body.dropLast()
        if let before = stem.last, eRow.contains(before) || ichidanIStems.contains(where: { stem.hasSuffix($0) }) {
            return stem + "ました"
        }
        if let before = stem.last, Script.isKanji(before), ichidanKanji.contains(before) { return stem + "ました" }
        if body.hasSuffix("いた"), let before = body.dropLast(2).last, Script.isKanji(before) {
            return body.dropLast(2) + "きました"
        }
        if body.hasSuffix("いだ"), let before = body.dropLast(2).last, Script.isKanji(before) {
            return body.dropLast(2) + "ぎました"
        }
        return nil
    }

    private static func humble(_ polite: String) -> String {
        for (plain, humble) in [("ていました", "ておりました"), ("でいました", "でおりました"), ("ています", "ております"), ("でいます", "でおります")]
        where polite.hasSuffix(plain) {
            return polite.dropLast(plain.count) + humble
        }
        // 「異動しました」 → 「異動いたしました」: a verbal noun's する is humbled as いたす.
        for (plain, humble) in [("しました", "いたしました"), ("します", "いたします")] where polite.hasSuffix(plain) {
            let stem = polite.dropLast(plain.count)
            if isSuruStem(Substring(stem + "し")) { return stem + humble }
        }
        return polite
    }

    // MARK: - Tables

    private static let eRow: Set<Character> = ["え", "け", "げ", "せ", "ぜ", "て", "で", "ね", "へ", "べ", "ぺ", "め", "れ"]
    private static let iRow: Set<Character> = ["き", "ぎ", "じ", "ち", "ぢ", "に", "ひ", "び", "ぴ", "み", "り"]
    /// Ichidan verbs whose stem ends in an i-row kana (the rest of that shape are godan: 働き → 働く).
    private static let ichidanIStems = [
        "でき", "起き", "生き", "過ぎ", "借り", "降り", "浴び", "信じ", "感じ", "閉じ", "落ち", "伸び", "足り", "飽き", "尽き",
        "満ち", "用い", "延び", "生じ", "応じ", "演じ", "論じ",
    ]
    /// Kanji stems of common う-verbs, whose masu stem ends in い like いる's: 使い(ます) is 使う.
    private static let godanUStems = [
        "使", "買", "会", "言", "思", "歌", "習", "払", "吸", "洗", "笑", "違", "通", "向か", "合", "問", "追", "誘", "願", "扱", "戦",
        "伴", "手伝", "従", "救", "拾", "貰", "舞", "迷", "争", "競", "補", "養", "揃", "行な", "行", "叶", "担", "雇", "失", "奪", "祝",
        "縫", "疑", "敬", "味わ", "向き合", "付き合", "出会", "話し合", "知り合",
    ]
    /// One-kanji ichidan stems: 見る, 着る, 寝る, 居る, 似る, 煮る, 得る, 経る, 出る.
    private static let ichidanKanji: Set<Character> = ["見", "着", "寝", "居", "似", "煮", "得", "経", "出"]
    /// Godan masu-stem endings: the dictionary (u) and negative (a) kana.
    private static let godanEnding: [Character: (u: Character, a: Character)] = [
        "き": ("く", "か"), "ぎ": ("ぐ", "が"), "し": ("す", "さ"), "ち": ("つ", "た"), "に": ("ぬ", "な"), "び": ("ぶ", "ば"),
        "み": ("む", "ま"), "り": ("る", "ら"), "い": ("う", "わ"),
    ]
    /// Godan dictionary endings → their masu-stem kana.
    private static let godanDictionary: [Character: Character] = [
        "う": "い", "く": "き", "ぐ": "ぎ", "す": "し", "つ": "ち", "ぬ": "に", "ぶ": "び", "む": "み",
    ]
    /// Past forms whose verb cannot be told from the ending alone (った, んだ), for common verbs.
    private static let knownPast: [(String, String)] = [
        ("行った", "行きました"), ("作った", "作りました"), ("使った", "使いました"), ("買った", "買いました"), ("通った", "通いました"),
        ("会った", "会いました"), ("習った", "習いました"), ("言った", "言いました"), ("思った", "思いました"), ("歌った", "歌いました"),
        ("手伝った", "手伝いました"), ("待った", "待ちました"), ("持った", "持ちました"), ("勝った", "勝ちました"), ("育った", "育ちました"),
        ("立った", "立ちました"), ("取った", "取りました"), ("撮った", "撮りました"), ("入った", "入りました"), ("帰った", "帰りました"),
        ("走った", "走りました"), ("移った", "移りました"), ("登った", "登りました"), ("乗った", "乗りました"), ("送った", "送りました"),
        ("始まった", "始まりました"), ("変わった", "変わりました"), ("関わった", "関わりました"), ("携わった", "携わりました"),
        ("頑張った", "頑張りました"), ("終わった", "終わりました"), ("決まった", "決まりました"), ("なった", "なりました"),
        ("住んだ", "住みました"), ("読んだ", "読みました"), ("学んだ", "学びました"), ("遊んだ", "遊びました"), ("飲んだ", "飲みました"),
        ("楽しんだ", "楽しみました"), ("選んだ", "選びました"), ("進んだ", "進みました"), ("取り組んだ", "取り組みました"),
        ("休んだ", "休みました"), ("運んだ", "運びました"), ("並んだ", "並びました"), ("挑んだ", "挑みました"), ("励んだ", "励みました"),
        ("引っ越した", "引っ越しました"),
    ]
    private static let politeEndings = ["ます", "ました", "ません", "ませんでした", "ましょう", "です", "でした", "でしょう"]
    /// Words that mark polite speech anywhere in a sentence (casual text has none of them).
    package static let politeMarkers = ["です", "ます", "ました", "ません", "ください", "ございます", "申し", "おります", "いたし"]
    /// Plain endings that must not be left in a polite sentence.
    private static let plainMarkers = ["だよ", "だね", "じゃん", "だろう"]
}
