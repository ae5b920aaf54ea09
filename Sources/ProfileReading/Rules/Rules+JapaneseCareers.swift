import IntroductionCore
import ReadingLexicon

/// Careers as Japanese profiles write them: a stretch of work and its length (「保険会社の営業3年」「広告代理店（3年）」
/// 「現場監督・積算を40年」), the year one is in (「薬剤師10年目」「作業療法士としては12年目」), a length in a trade
/// (「消防士歴10年」「人事一筋9年」「工場勤続12年」), how one joined (「新卒で」「中途入社」「2社目」「2014年 リクルート
/// 入社」), and stretches joined by arrows, where every stretch but the last is over (「塾講師3年→SIer入社して4年目」).
extension Rules {
    static let japaneseCareers: [Rule] = [
        Rule(
            "stretch of work", .careers, priority: 3,
            pattern: [.fact([.position, .title, .employer, .phrase]) { JapaneseCareers.work($0) != nil },
                .optional(.word("で", "に", "を", "は", "として", "(")), .optional(.word("は")), .facts(.amount), .optional(.word(")"))],
            examples: [
                Example(.experience, "保険会社の営業3年", "position: 保険会社の営業3年 | amount=3y | organization=保険会社 | title=営業担当"),
                Example(.experience, "広告代理店（3年）", "position: 広告代理店（3年） | amount=3y | organization=広告代理店"),
                Example(.experience, "作業療法士としては12年目", "position: 作業療法士としては12年目 | ordinal=12 | title=作業療法士"),
                Example(.experience, "東京・フランスで修行12年"),
            ]
        ) { match in
            guard var slots = JapaneseCareers.work(match.fact(0)!), slots.amount == nil, slots.ordinal == nil,
                match.has(1) || match.token(4) == nil, match.token(1)?.key != "(" || match.has(4)
            else { return nil }
            let amount = match.fact(3)!.slots
            slots.amount = amount.amount
            slots.ordinal = amount.ordinal
            return Fact(.position, match.range, slots, rule: "")
        },
        Rule(
            "joined, in its nth year", .careers, priority: 4,
            pattern: [.fact([.position]) { $0.slots.verb == "入社" && $0.slots.ordinal == nil && $0.slots.amount == nil },
                .optional(.word("し", "、", ",")), .optional(.word("て")), .fact([.amount]) { $0.slots.ordinal != nil }],
            examples: [Example(.experience, "SIer入社して4年目", "position: SIer入社して4年目 | ordinal=4 | organization=SIer")]
        ) { match in
            // 「SIer入社して4年目」: the year one is in, which goes on; said as the year, not as a tense.
            var slots = match.fact(0)!.slots
            guard match.matched.contains(where: \.isJapanese), slots.tense != .past else { return nil }
            slots.ordinal = match.fact(3)!.slots.ordinal
            slots.time = nil
            slots.tense = nil
            return Fact(.position, match.range, slots, rule: "")
        },
        Rule(
            "length in a trade", .careers, priority: 3,
            pattern: [.optional(.fact([.phrase, .title]) { JapaneseCareers.work($0) != nil }), .word("歴", "一筋", "勤続", "経験"),
                .facts(.amount)],
            examples: [
                Example(.notes, "消防士歴10年", "duration: 消防士歴10年 | amount=10y | title=消防士"),
                Example(.experience, "人事一筋9年", "duration: 人事一筋9年 | amount=9y | field=人事"),
                Example(.experience, "工場勤続12年", "duration: 工場勤続12年 | amount=12y | organization=工場"),
                Example(.experience, "社歴"),
            ]
        ) { match in
            var slots = match.fact(0).flatMap(JapaneseCareers.work) ?? Slots()
            if let title = slots.title, match.fact(0)?.kind == .phrase, match.fact(0)?.slots.phrase.map({ JapaneseWords.isField($0.text) }) == true {
                // 「人事一筋」: the field one has worked in, not a job title.
                slots.title = nil
                slots.field = match.fact(0)?.slots.phrase ?? title
            }
            slots.amount = match.fact(2)!.slots.amount
            slots.ordinal = match.fact(2)!.slots.ordinal
            guard slots.amount != nil || slots.ordinal != nil else { return nil }
            return Fact(.duration, match.range, slots, rule: "")
        },
        Rule(
            "joined as a new graduate", .careers, priority: 3,
            pattern: [.either([.word("新卒", "中途"), .fact([.phrase]) { JapaneseCareers.isGraduationYear($0.slots.phrase!.text) }]),
                .optional(.word("で", "として", "入社", "採用")), .optional(.word("、", ",")),
                .fact([.position, .employer, .formerJob, .title, .phrase]) { JapaneseCareers.work($0) != nil }],
            examples: [
                Example(.experience, "新卒で保険会社の営業3年", "position: 新卒で保険会社の営業 | organization=保険会社 | title=営業担当"),
                Example(.role, "24卒で株式会社ルミナスに入社", "employer: 24卒で株式会社ルミナスに入社 | organization=株式会社ルミナス"),
            ]
        ) { match in
            // How one joined says nothing about who one is now: the stretch it begins is read, the marker with it.
            var fact = match.fact(3)!
            if fact.kind == .phrase, let slots = JapaneseCareers.work(fact) { fact = Fact(.position, fact.range, slots, rule: "") }
            // 「保険会社の営業」 read as a field of its own is a reading the job at the company makes better.
            if let field = fact.slots.field, field.language == .ja, field.text.contains("の") { return nil }
            fact.range = match.range
            return fact
        },
        Rule(
            "joined mid-career", .careers, priority: 3,
            pattern: [.optional(.facts(.time)), .optional(.word("に")), .word("新卒", "中途"), .optional(.word("で")),
                .lemma("入社", "採用", "入職", "入行", "入庁")],
            examples: [
                Example(.role, "2024年10月中途入社", "position: 2024年10月中途入社 | time=at 2024-10 | verb=入社"),
                Example(.experience, "2021年新卒入社", "position: 2021年新卒入社 | time=at 2021 | verb=入社"),
            ]
        ) { match in
            fact(.position, match) {
                $0.verb = "入社"
                $0.time = match.fact(0)?.slots.point.map { .at($0) }
                if match.fact(0) == nil { $0.tense = .past }
            }
        },
        Rule(
            "the nth company", .careers, priority: 3,
            pattern: [.fact([.phrase, .employer]) { JapaneseJobs.organization($0) != nil }, .word("は", "が"), .kind(.number),
                .word("社"), .word("目"), .optional(.word("です"))],
            examples: [Example(.experience, "Brightwaveは2社目", "employer: Brightwaveは2社目 | organization=Brightwave | tense=present")]
        ) { match in
            // 「2社目」: the person's second company, where they are now.
            fact(.employer, match) {
                $0.organization = JapaneseJobs.organization(match.fact(0)!)
                $0.tense = .present
            }
        },
        Rule(
            "year, then where", .careers, priority: 3,
            pattern: [.facts(.time), .fact([.phrase, .position, .employer]) { JapaneseCareers.work($0) != nil },
                .optional(.lemma("入社", "入職", "入行", "入庁", "就職", "転職"))],
            examples: [
                Example(.experience, "2014年 リクルート入社", "position: 2014年 リクルート入社 | organization=リクルート | time=at 2014 | verb=入社"),
                Example(.experience, "2020年 株式会社ヨリソイ", "position: 2020年 株式会社ヨリソイ | organization=株式会社ヨリソイ | tense=present | time=since 2020"),
            ]
        ) { match in
            guard case .year = match.fact(0)?.slots.point, match.matched.contains(where: \.isJapanese),
                var slots = JapaneseCareers.work(match.fact(1)!), slots.time == nil
            else { return nil }
            let point = match.fact(0)!.slots.point!
            if match.has(2) || slots.verb != nil {
                // 「2014年 リクルート入社」: the year one joined.
                slots = slots.merging(Careers.timed(.at(point)))
                slots.verb = "入社"
            } else {
                // 「2020年 株式会社ヨリソイ」: where one has been since the year.
                slots = slots.merging(Careers.timed(.since(point)))
            }
            return Fact(.position, match.range, slots, rule: "")
        },
        Rule(
            "earlier stretch", .careers, priority: 3,
            pattern: [.fact([.position, .title, .employer, .duration]) { $0.slots.tense == nil }, .separator("→")],
            examples: [
                Example(.experience, "塾講師3年→SIer入社して4年目", "position: 塾講師3年 | amount=3y | tense=past | title=塾講師"),
                Example(.experience, "広告代理店（3年）→Webメディア（2年）", "position: 広告代理店（3年） | amount=3y | organization=広告代理店 | tense=past"),
                Example(.experience, "ホテルの和食部門で調理師12年→出産を機に退職", "position: ホテルの和食部門で調理師12年 | amount=12y | tense=past | title=調理師"),
            ]
        ) { match in
            // What an arrow leads away from is over: only the last stretch of a career goes on.
            guard match.matched.contains(where: \.isJapanese) else { return nil }
            var earlier = match.fact(0)!
            guard earlier.kind != .duration || earlier.slots.amount != nil else { return nil }
            earlier.slots.tense = .past
            if earlier.kind == .duration { earlier.kind = .position }
            return earlier
        },
        Rule(
            "last stretch", .careers, priority: 3,
            pattern: [.separator("→"), .fact([.position, .employer, .phrase]) { $0.slots.tense == nil && JapaneseCareers.work($0) != nil }],
            examples: [Example(.experience, "塾講師3年→今の薬局", "position: 今の薬局 | organization=今の薬局 | tense=present")]
        ) { match in
            // The last stretch of an arrowed career is the present one, unless a year or a length says when it was.
            // Only the end of the typed career: 「→新卒で東京の大学病院。コロナ禍で疲れて…戻りました」 goes on to say it ended.
            guard JapaneseCareers.endsCareer(match), match.matched.contains(where: \.isJapanese),
                var slots = JapaneseCareers.work(match.fact(1)!), slots.time == nil
            else { return nil }
            slots.tense = .present
            let range = match.fact(1)!.range
            return Fact(.position, range, slots, rule: "")
        },
    ]
}

/// The parts the Japanese career rules share.
enum JapaneseCareers {
    /// The slots of a stretch of work a fact names: a job (a title, a field said as a job), an organization, a way of
    /// working; nil for anything else (a place, a state, a tool).
    static func work(_ fact: Fact) -> Slots? {
        switch fact.kind {
        case .position, .title, .employer, .duration:
            return fact.slots.title != nil || fact.slots.organization != nil || fact.slots.field != nil
                || fact.slots.manner != nil ? fact.slots : nil
        case .phrase:
            guard let phrase = fact.slots.phrase else { return nil }
            var slots = Slots()
            if WorkManner.words.contains(phrase.text.lowercased()) {
                slots.manner = phrase
            } else if let organization = JapaneseJobs.organization(fact) {
                slots.organization = organization
            } else if let job = JapaneseJobs.job(phrase) {
                slots.title = job
            } else {
                return nil
            }
            return slots
        default:
            return nil
        }
    }

    /// An industry or a field named alone in a headline's career (「人材」「不動産」): a Japanese noun that is no person,
    /// place, name or organization's own name.
    static func isIndustry(_ phrase: Phrase) -> Bool {
        phrase.language == .ja && phrase.classes.isDisjoint(with: [.person, .place, .name, .timeUnit]) && !phrase.text.contains("の")
            && phrase.text.count <= 6
    }

    /// Whether nothing but marks, endings and brackets follow the match in its field: 「→当社（前職はSaaSのIS）」 ends the
    /// career typed there; 「→新卒で東京の大学病院。コロナ禍で疲れて…戻りました」 goes on to say how it ended.
    static func endsCareer(_ match: Match) -> Bool {
        var depth = 0
        for token in match.tokens[match.range.upperBound...] {
            if token.key == "(" { depth += 1 } else if token.key == ")" { depth = max(0, depth - 1) }
            if depth == 0, token.kind == .word, token.classes.isDisjoint(with: [.particle, .ending]) { return false }
        }
        return true
    }

    /// 「24卒」「25卒」「2025年卒」: the year one graduates or graduated.
    static func isGraduationYear(_ text: String) -> Bool {
        text.hasSuffix("卒") && text.dropLast().allSatisfy { $0.isNumber || $0 == "年" } && text.count > 1
    }
}
