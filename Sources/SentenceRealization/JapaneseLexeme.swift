import ReadingLexicon

/// A Japanese predicate word and its paradigm: every form the realizer writes comes from the dictionary form and its
/// group, as in Grammatical Framework's Japanese resource grammar (`ResJpn`): godan (five-row) verbs, ichidan verbs,
/// する and its compounds, 来る, and い and な adjectives. The group is read off the dictionary form; the few verbs whose
/// form misleads (走る is godan, 見る ichidan) are listed.
struct JapaneseLexeme: Sendable, Hashable {
    enum Group: Sendable, Hashable {
        case godan, ichidan, suru, kuru, iAdjective, naAdjective
    }

    /// The dictionary form (書く, 教える, 運営する, 詳しい); a な adjective without its だ (好き).
    let base: String
    let group: Group
    /// Said as it is in the present, never with ている: existence (ある, いる), ability (できる, 話せる), adjectives.
    let isStative: Bool

    init(base: String, group: Group, isStative: Bool? = nil) {
        self.base = base
        self.group = group
        self.isStative =
            isStative ?? (group == .iAdjective || group == .naAdjective || Self.statives.contains(base))
    }

    /// The lexeme of a dictionary form, its group inferred; `…だ` is a な adjective (大好きだ). Nil for a word that
    /// is no predicate (it ends in no verb kana).
    init?(_ form: String) {
        guard let last = form.last else { return nil }
        if form.hasSuffix("する") {
            self.init(base: form, group: .suru)
        } else if form == "来る" || form == "くる" || (form.hasSuffix("来る") && !form.hasSuffix("出来る")) {
            self.init(base: form, group: .kuru)
        } else if last == "だ", form.count > 1 {
            self.init(base: String(form.dropLast()), group: .naAdjective)
        } else if last == "い" {
            self.init(base: form, group: .iAdjective)
        } else if last == "る" {
            self.init(base: form, group: Self.isIchidan(form) ? .ichidan : .godan)
        } else if Self.godanRows[last] != nil {
            self.init(base: form, group: .godan)
        } else {
            return nil
        }
    }

    // MARK: - Forms

    /// The 連用形 (masu stem): 書き, 食べ, 運営し, 来; ござる's is ござい.
    var stem: String {
        switch group {
        case .godan:
            if base == "ござる" { return "ござい" }
            return replacingLast(with: \.i)
        case .ichidan: return String(base.dropLast())
        case .suru: return base.dropLast(2) + "し"
        case .kuru: return base == "くる" ? "き" : String(base.dropLast())
        case .iAdjective: return base.dropLast() + "く"
        case .naAdjective: return base
        }
    }

    /// The て-form, with the godan sound changes: 書いて, 泳いで, 話して, 待って, 死んで, 読んで, and 行って.
    var te: String { connective(past: false) }

    /// The plain past: 書いた, 泳いだ, 読んだ, 食べた, した, 来た; 詳しかった; 好きだった.
    var ta: String { connective(past: true) }

    /// The plain negative: 書かない, 買わない, 食べない, しない, 来ない, and ある's ない; 詳しくない; 好きじゃない.
    var nai: String {
        switch group {
        case .godan:
            if base == "ある" || base == "ござる" { return "ない" }
            return replacingLast(with: \.a) + "ない"
        case .ichidan: return stem + "ない"
        case .suru: return base.dropLast(2) + "しない"
        case .kuru: return (base == "くる" ? "こ" : String(base.dropLast())) + "ない"
        case .iAdjective: return stem + "ない"
        case .naAdjective: return base + "じゃない"
        }
    }

    /// The written negative that continues a sentence: 書かず, 食べず, せず, おらず (ある has none: なく).
    var zu: String {
        switch group {
        case .godan:
            if base == "ある" || base == "ござる" { return "なく" }
            return replacingLast(with: \.a) + "ず"
        case .ichidan: return stem + "ず"
        case .suru: return base.dropLast(2) + "せず"
        case .kuru: return (base == "くる" ? "こ" : String(base.dropLast())) + "ず"
        case .iAdjective: return stem + "なく"
        case .naAdjective: return base + "ではなく"
        }
    }

    /// The potential, an ichidan verb that states an ability: 話す → 話せる, 食べる → 食べられる, 運営する → 運営できる.
    var potential: JapaneseLexeme? {
        let form: String
        switch group {
        case .godan: form = replacingLast(with: \.e) + "る"
        case .ichidan: form = stem + "られる"
        case .suru: form = base.dropLast(2) + "できる"
        case .kuru: form = (base == "くる" ? "こ" : String(base.dropLast())) + "られる"
        case .iAdjective, .naAdjective: return nil
        }
        return JapaneseLexeme(base: form, group: .ichidan, isStative: true)
    }

    /// The humble lexeme a formal text uses in its place: する → いたす, いる → おる, ある → ござる; others as they are.
    var humble: JapaneseLexeme {
        switch (group, base) {
        case (.suru, _): JapaneseLexeme(base: base.dropLast(2) + "いたす", group: .godan)
        case (_, "いる"): JapaneseLexeme(base: "おる", group: .godan, isStative: true)
        case (_, "ある"): JapaneseLexeme(base: "ござる", group: .godan, isStative: true)
        default: self
        }
    }

    /// て or た with the sound change each group makes.
    private func connective(past: Bool) -> String {
        switch group {
        case .godan:
            guard let last = base.last, let row = Self.godanRows[last] else { return base }
            if base == "行く" || base == "いく" || base.hasSuffix("て行く") {
                return base.dropLast() + (past ? "った" : "って")
            }
            return base.dropLast() + (past ? row.ta : row.te)
        case .ichidan, .kuru: return stem + (past ? "た" : "て")
        case .suru: return base.dropLast(2) + (past ? "した" : "して")
        case .iAdjective: return base.dropLast() + (past ? "かった" : "くて")
        case .naAdjective: return base + (past ? "だった" : "で")
        }
    }

    /// The godan base with its last kana moved to another row: 書く → 書か (a), 書き (i), 書け (e).
    private func replacingLast(with row: KeyPath<GodanRow, String>) -> String {
        guard let last = base.last, let kana = Self.godanRows[last] else { return base }
        return base.dropLast() + kana[keyPath: row]
    }

    // MARK: - Tables

    /// One godan ending's kana in the a, i and e rows, and its て and た.
    struct GodanRow: Sendable {
        let a: String, i: String, e: String, te: String, ta: String
    }

    private static let godanRows: [Character: GodanRow] = [
        "う": GodanRow(a: "わ", i: "い", e: "え", te: "って", ta: "った"),
        "く": GodanRow(a: "か", i: "き", e: "け", te: "いて", ta: "いた"),
        "ぐ": GodanRow(a: "が", i: "ぎ", e: "げ", te: "いで", ta: "いだ"),
        "す": GodanRow(a: "さ", i: "し", e: "せ", te: "して", ta: "した"),
        "つ": GodanRow(a: "た", i: "ち", e: "て", te: "って", ta: "った"),
        "ぬ": GodanRow(a: "な", i: "に", e: "ね", te: "んで", ta: "んだ"),
        "ぶ": GodanRow(a: "ば", i: "び", e: "べ", te: "んで", ta: "んだ"),
        "む": GodanRow(a: "ま", i: "み", e: "め", te: "んで", ta: "んだ"),
        "る": GodanRow(a: "ら", i: "り", e: "れ", te: "って", ta: "った"),
    ]

    /// Whether a verb in る drops it: an e- or i-row kana before る says so (教える, 起きる), except for the godan verbs
    /// written in kana that look the same; a kanji before る is godan (走る, 帰る) except for the one-kanji ichidan verbs.
    private static func isIchidan(_ form: String) -> Bool {
        let before = form.dropLast()
        guard let previous = before.last else { return false }
        if Script.isKanji(previous) { return ichidanKanji.contains(previous) }
        guard ichidanKana.contains(previous) else { return false }
        return !godanInKana.contains(form)
    }

    private static let ichidanKana: Set<Character> = [
        "い", "き", "ぎ", "し", "じ", "ち", "に", "ひ", "び", "み", "り", "え", "け", "げ", "せ", "ぜ", "て", "で",
        "ね", "へ", "べ", "め", "れ",
    ]
    /// One-kanji stems of ichidan verbs: 見る, 観る, 着る, 寝る, 出る, 居る, 似る, 煮る, 得る, 経る, 診る, and 出来る.
    private static let ichidanKanji: Set<Character> = ["見", "観", "着", "寝", "出", "居", "似", "煮", "得", "経", "診", "来"]
    /// Godan verbs written wholly in kana with an e- or i-row kana before る (追いかける is ichidan: only the whole word
    /// counts).
    private static let godanInKana: Set<String> = ["しゃべる", "いじる", "すべる", "かえる", "はいる", "はしる", "しる", "ける"]
    /// Dictionary forms that state rather than happen, so they take no ている.
    private static let statives: Set<String> = ["ある", "いる", "おる", "ござる", "できる", "出来る", "分かる", "わかる", "要る"]
}
