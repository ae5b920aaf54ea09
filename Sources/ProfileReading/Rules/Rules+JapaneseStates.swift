import IntroductionCore
import ReadingLexicon

/// States of life and schooling as Japanese profiles write them: the year of a student with the school and what they
/// study (「慶明大学 商学部2年」「大学3年 / 情報工学科」「大学4年（情報系）」), a school one graduated from (「東京農業大学
/// 農学部を卒業」「出身校：北海道大学 経済学部」), what one is learning (「プログラミング勉強中」), going independent
/// (「2021年に独立」), and the words of a state (「ワーママ」「シングルマザー」「無職」「#OpenToWork」).
extension Rules {
    static let japaneseStates: [Rule] = [
        Rule(
            "student year", .states, priority: 4,
            pattern: [.optional(.fact([.phrase]) { JapaneseSchools.isSchool($0.slots.phrase!) || JapaneseSchools.isCourse($0.slots.phrase!) }),
                .optional(.fact([.phrase]) { JapaneseSchools.isCourse($0.slots.phrase!) }),
                .optional(.word("大学", "修士", "博士", "学部", "大学院", "高校", "中学", "専門", "短大", "高専")), .kind(.number),
                .word("年", "年生", "回生"), .optional(.word("生"))],
            examples: [
                Example(.role, "慶明大学 商学部2年", "state: 慶明大学 商学部2年 | state=student 商学部2年 in 商学部"),
                Example(.role, "○○大学大学院 農学研究科 修士2年", "state: 農学研究科 修士2年 | state=student 農学研究科の修士2年 in 農学研究科"),
                Example(.role, "経営学部3年（留学生）", "state: 経営学部3年 | state=student 経営学部3年 in 経営学部"),
                Example(.experience, "病棟7年"),
            ]
        ) { match in
            var school = match.fact(0)?.slots.phrase
            var course = match.fact(1)?.slots.phrase
            if let first = school, course == nil, JapaneseSchools.isCourse(first) { (school, course) = (nil, first) }
            guard course != nil || match.has(2), school.map(JapaneseSchools.isSchool) ?? true,
                let year = match.token(3)?.value, (1...6).contains(year)
            else { return nil }
            // 「情報工学科の大学3年」: what one studies is said with the year, so that a text says it.
            let yearText = match.matched.suffix(from: match.items[3]!.range.lowerBound).map(\.key).joined()
            let text = match.token(2).map { level in (course.map { $0.text + "の" } ?? "") + level.key + yearText }
                ?? (course?.text ?? "") + yearText
            let phrase = Phrase(text: text, language: .ja, head: "学生", classes: [.noun])
            return fact(.state, match) {
                $0.state = StateOfLife(kind: .student, phrase: phrase, school: school.map(JapaneseSchools.school), field: course, year: year)
            }
        },
        Rule(
            "student and what they study", .states, priority: 4,
            pattern: [.fact([.state]) { $0.slots.state?.kind == .student && $0.slots.state?.field == nil },
                .either([.separator("/", "|", ","), .word("(")]), .fact([.phrase]) { JapaneseSchools.isCourse($0.slots.phrase!) },
                .optional(.word(")"))],
            examples: [
                Example(.role, "大学3年 / 情報工学科", "state: 大学3年 / 情報工学科 | state=student 情報工学科の大学3年 in 情報工学科"),
                Example(.role, "大学4年（情報系）", "state: 大学4年（情報系） | state=student 情報系の大学4年 in 情報系"),
            ]
        ) { match in
            guard match.token(1)?.key != "(" || match.has(3), var state = match.fact(0)?.slots.state,
                let course = match.fact(2)?.slots.phrase
            else { return nil }
            state.field = course
            state.phrase.text = course.text + "の" + state.phrase.text
            return fact(.state, match) { $0.state = state }
        },
        Rule(
            "student and their school", .states, priority: 4,
            pattern: [.fact([.state]) { $0.slots.state?.kind == .student && $0.slots.state?.school == nil }, .separator(","),
                .fact([.phrase]) { JapaneseSchools.isSchool($0.slots.phrase!) }, .optional(.word("です"))],
            examples: [Example(.experience, "社会学部4年、新潟大学です", "state: 社会学部4年、新潟大学です | state=student 社会学部4年 in 社会学部")]
        ) { match in
            guard var state = match.fact(0)?.slots.state, let school = match.fact(2)?.slots.phrase else { return nil }
            state.school = JapaneseSchools.school(school)
            return fact(.state, match) { $0.state = state }
        },
        Rule(
            "graduated from", .states, priority: 3,
            pattern: [.optional(.run(longest: 2) { ["出身", "校", "出身校", "最終", "学歴"].contains($0.key) }), .optional(.word(":", "：")),
                .fact([.phrase]) { JapaneseSchools.isSchool($0.slots.phrase!) },
                .optional(.fact([.phrase]) { JapaneseSchools.isCourse($0.slots.phrase!) }), .optional(.word(")")),
                .optional(.word("を")), .optional(.lemma("卒業", "卒", "修了", "出る")), .optional(.word("後")),
                .optional(.run(longest: 4, Clauses.isTail))],
            examples: [
                Example(.experience, "東京農業大学 農学部を卒業後", "activity: 東京農業大学 農学部を卒業後 | object=東京農業大学農学部 | verb=graduate from"),
                Example(.experience, "出身校：北海道大学 経済学部", "activity: 出身校：北海道大学 経済学部 | object=北海道大学経済学部 | verb=graduate from"),
                Example(.experience, "北海道大学"),
            ]
        ) { match in
            // Graduated, as a label (出身校) or a verb (卒業) says; a school named alone is not said to be finished.
            guard match.has(0) || match.has(6), match.has(6) || !match.has(5), !match.has(4) || match.has(6),
                let school = match.fact(2)?.slots.phrase,
                !match.has(0) || match.tokens(0).map(\.key).joined().hasSuffix("校") || match.tokens(0).last?.key == "学歴"
            else { return nil }
            var object = JapaneseSchools.school(school)
            if let course = match.fact(3)?.slots.phrase {
                object.text += course.text
                object.typed = object.text
                object.head = course.head
            }
            return fact(.activity, match) {
                $0.verb = "graduate from"
                $0.object = object
                $0.tense = .past
            }
        },
        Rule(
            "learning", .states, fields: [.role, .experience, .notes], priority: 3,
            pattern: [.fact([.phrase]) { $0.slots.phrase!.classes.isDisjoint(with: [.place, .person]) }, .optional(.word("を")),
                .word("勉強", "学習", "勉強中", "学習中"), .optional(.word("中")), .optional(.run(longest: 5, Clauses.isTail))],
            examples: [
                Example(.role, "プログラミング勉強中", "activity: プログラミング勉強中 | object=プログラミング | verb=learn"),
                Example(.notes, "Pythonを勉強しています", "activity: Pythonを勉強しています | object=Python | verb=learn"),
            ]
        ) { match in
            // 「勉強中」「勉強しています」: learning now; 「勉強しました」 is over, and not read here.
            let tail = match.tokens(4).map(\.key)
            guard match.token(3) != nil || match.token(2)!.key.hasSuffix("中") || tail.contains("い") || tail.contains("てる"),
                !tail.contains("た")
            else { return nil }
            return fact(.activity, match) {
                $0.verb = "learn"
                $0.object = match.fact(0)!.slots.phrase
                $0.tense = .present
            }
        },
        Rule(
            "went independent", .states, priority: 3,
            pattern: [.optional(.facts(.time, .span)), .optional(.word("に")),
                .optional(.fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) || $0.slots.phrase!.text.hasPrefix("地元") }),
                .optional(.word("で")), .word("独立", "開業", "起業"), .optional(.word("し")), .optional(.word("て")),
                .optional(.facts(.amount))],
            examples: [
                Example(.experience, "2021年に独立", "position: 2021年に独立 | manner=独立 | time=since 2021"),
                Example(.experience, "独立して10年", "position: 独立して10年 | amount=10y | manner=独立"),
                Example(.notes, "いちごで独立します"),
            ]
        ) { match in
            // Gone independent at a time, or for a length: one works on one's own since.
            guard match.has(0) || match.has(7), match.has(0) || match.has(6), match.has(2) == match.has(3),
                match.after.map({ $0.kind != .word || $0.classes.contains(.particle) }) ?? true
            else { return nil }
            let word = match.token(4)!.key
            var slots = Slots()
            if let point = match.fact(0)?.slots.point ?? match.fact(0)?.slots.time.flatMap(JapaneseSchools.start) {
                slots = Careers.timed(.since(point))
            }
            slots.amount = match.fact(7)?.slots.amount
            if let place = match.fact(2)?.slots.phrase, place.classes.contains(.place) { slots.place = place }
            slots.manner = Phrase(text: word, language: .ja, head: word, classes: [.noun])
            slots.tense = .present
            return Fact(.position, match.range, slots, rule: "")
        },
        Rule(
            "back from leave", .states, priority: 3,
            pattern: [.optional(.facts(.time, .span)), .optional(.word("に")), .word("育休", "産休", "休職"), .word("から"),
                .optional(.fact([.phrase]) { WorkManner.words.contains($0.slots.phrase!.text) }), .optional(.word("で")),
                .lemma("復帰", "復職", "戻る"), .optional(.run(longest: 5, Clauses.isTail))],
            examples: [Example(.experience, "2024年5月に育休から時短で復帰", "position: 2024年5月に育休から時短で復帰 | manner=時短勤務 | tense=present | time=since 2024-5")]
        ) { match in
            // Back from leave: working again since then, in the way one says (「時短で」 is 時短勤務).
            guard match.has(4) else { return nil }
            var slots = Slots()
            if let point = match.fact(0)?.slots.point ?? match.fact(0)?.slots.time.flatMap(JapaneseSchools.start) {
                slots = Careers.timed(.since(point))
            }
            let manner = match.fact(4)!.slots.phrase!.text
            let said = manner == "時短" ? "時短勤務" : manner
            slots.manner = Phrase(text: said, language: .ja, head: said, classes: [.noun])
            slots.tense = .present
            return Fact(.position, match.range, slots, rule: "")
        },
        Rule(
            "working this way now", .states, priority: 3,
            pattern: [.word("今", "いま", "現在"), .optional(.word("は")),
                .fact([.phrase]) { WorkManner.words.contains($0.slots.phrase!.text) }, .optional(.word("です", "で", "中"))],
            examples: [Example(.experience, "今は時短勤務", "position: 今は時短勤務 | manner=時短勤務 | tense=present")]
        ) { match in
            // 「今は時短勤務」「現在 フリーランス」: how one works now.
            fact(.position, match) {
                $0.manner = match.fact(2)!.slots.phrase
                $0.tense = .present
            }
        },
        Rule(
            "japanese state words", .states, priority: 3,
            pattern: [.optional(.word("現在", "今", "いま")), .optional(.word("は")),
                .fact([.phrase]) { JapaneseSchools.states[$0.slots.phrase!.text] != nil }, .optional(.word("です", "中"))],
            examples: [
                Example(.role, "時短勤務のワーママ", "state: ワーママ | state=parent ワーママ"),
                Example(.experience, "現在無職", "state: 現在無職 | state=betweenJobs 無職"),
            ]
        ) { match in
            // A word of its own: 「『脱サラ農家』より」 names no state of the person's.
            let bounded = { (token: Token?) in
                token.map { !Phrases.isJapaneseNominal($0) || $0.key == "の" } ?? true
            }
            guard bounded(match.before), bounded(match.after), match.before?.key != "『", match.before?.key != "「" else { return nil }
            let phrase = match.fact(2)!.slots.phrase!
            return fact(.state, match) { $0.state = StateOfLife(kind: JapaneseSchools.states[phrase.text]!, phrase: phrase) }
        },
        Rule(
            "family beside one", .asides, priority: 3,
            pattern: [.optional(.facts(.phrase)), .optional(.word("と")),
                .fact([.phrase]) { ["パパ", "ママ", "夫", "妻", "旦那", "息子", "娘", "父", "母", "子ども", "子供"].contains($0.slots.phrase!.text) },
                .word("と"), .optional(.word("の"))],
            examples: [
                Example(.notes, "4歳息子とパパとの3人暮らし", "aside: 4歳息子とパパとの"),
                Example(.notes, "1児のママです"),
            ]
        ) { match in
            // 「パパとの3人暮らし」: the people one lives with, not who one is (she is no dad).
            Fact(.aside, match.range, Slots(), rule: "")
        },
        Rule(
            "open to work", .states, priority: 2,
            pattern: [.token { $0.kind == .hashtag && ["#opentowork", "#転職活動中", "#求職中"].contains($0.key.lowercased()) }],
            examples: [Example(.role, "#OpenToWork", "state: #OpenToWork | state=betweenJobs 転職活動中")]
        ) { match in
            // LinkedIn's badge: looking for work, said in the words a Japanese profile uses.
            let phrase = Phrase(text: "転職活動中", language: .ja, head: "転職活動", classes: [.noun])
            return fact(.state, match) { $0.state = StateOfLife(kind: .betweenJobs, phrase: phrase) }
        },
    ]
}

/// Schools, courses and the words of a state, as Japanese profiles write them.
enum JapaneseSchools {
    /// A school by its ending: 会津大学, 長崎県立大学, 国際美容専門学校, 〇〇大学大学院.
    static func isSchool(_ phrase: Phrase) -> Bool {
        phrase.language == .ja && ["大学", "大学院", "高校", "学校", "高専", "短大", "学園", "美大"].contains { phrase.text.hasSuffix($0) }
            && !["大学", "大学院", "高校", "学校"].contains(phrase.text) && !phrase.text.hasPrefix("大学")
    }

    /// A course of study: 経営学部, 情報工学科, 農学研究科, 情報学群, 情報系.
    static func isCourse(_ phrase: Phrase) -> Bool {
        phrase.language == .ja && ["学部", "学科", "研究科", "学群", "専攻", "課程", "コース", "工学系", "情報系", "文系", "理系"].contains {
            phrase.text.hasSuffix($0)
        }
    }

    /// A school as the text says it: an organization whose English the plan may put together (「会津大学」 →
    /// "Aizu University"), not a name kept as typed.
    static func school(_ phrase: Phrase) -> Phrase {
        var school = phrase
        school.classes = [.noun, .organization, .course]
        return school
    }

    /// The point a stretch of time starts at.
    static func start(_ time: TimeFrame) -> TimePoint? {
        switch time {
        case .since(let point), .at(let point), .from(let point): point
        default: nil
        }
    }

    /// Japanese words of a state that the shared list lacks.
    static let states: [String: StateOfLife.Kind] = [
        "ワーママ": .parent, "ワーキングマザー": .parent, "シングルマザー": .parent, "シングルファーザー": .parent, "無職": .betweenJobs,
        "求職中": .betweenJobs, "脱サラ": .careerChange, "研修中": .learner, "留学生": .student, "大学院生": .student,
        "院生": .student, "就活生": .student,
    ]
}
