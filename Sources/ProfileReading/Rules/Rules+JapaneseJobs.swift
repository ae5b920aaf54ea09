import IntroductionCore
import ReadingLexicon
import TextBasics

/// Jobs as Japanese profiles write them with where they are done: a company named after 株式会社 (「株式会社ひらの
/// ファーム」「メディノート株式会社」), a department as where one works (「マーケティング部」「財政課」), an organization
/// and the job after it (「地方銀行 法人営業」「株式会社ミライノート 執行役員CTO」), a job and its organization or field
/// in brackets (「消防士（市消防局）」「Webエンジニア（PHP）」), and the predicates that say one does a job
/// (「SREやってます」「CTO兼PdMを務める」「会社員として働いています」).
extension Rules {
    static let japaneseJobs: [Rule] = [
        Rule(
            "company name", .organizations, priority: 2,
            pattern: [.word("株式会社", "有限", "合同", "合資"), .optional(.word("会社")), .run(longest: 8, JapaneseJobs.isNamePart)],
            examples: [
                Example(.role, "株式会社ひらのファーム 代表取締役", "phrase: 株式会社ひらのファーム | phrase=株式会社ひらのファーム"),
                Example(.experience, "有限会社藤電設に入って15年", "phrase: 有限会社藤電設 | phrase=有限会社藤電設"),
                Example(.role, "有限責任"),
            ]
        ) { match in
            let mark = match.token(0)!.key
            guard mark == "株式会社" || match.has(1), mark != "株式会社" || !match.has(1),
                let phrase = JapaneseJobs.company(match.matched.prefix(match.has(1) ? 2 : 1), match.tokens(2), markFirst: true)
            else { return nil }
            return fact(.phrase, match) { $0.phrase = phrase }
        },
        Rule(
            "name 株式会社", .organizations, priority: 2,
            pattern: [.run(longest: 8, JapaneseJobs.isNamePart), .word("株式会社")],
            examples: [Example(.experience, "ひらのファーム株式会社で働いています", "phrase: ひらのファーム株式会社 | phrase=ひらのファーム株式会社")]
        ) { match in
            // The name starts where the words of a name start: 「2020年からミライク株式会社」 is ミライク's.
            if let before = match.before, JapaneseJobs.isNamePart(before), match.tokens(0).first?.spaced == false { return nil }
            guard let phrase = JapaneseJobs.company(match.tokens(1), match.tokens(0), markFirst: false) else { return nil }
            return fact(.phrase, match) { $0.phrase = phrase }
        },
        Rule(
            "organization and its department", .organizations, priority: 1,
            pattern: [.fact([.phrase]) { JapaneseJobs.holdsDepartments($0.slots.phrase!) },
                .fact([.phrase]) { $0.slots.phrase!.language == .ja && JapaneseWords.isDepartment($0.slots.phrase!.text) }],
            examples: [
                Example(.role, "マーケティング部 デジタル推進課", "phrase: マーケティング部 デジタル推進課 | phrase=マーケティング部デジタル推進課"),
                Example(.role, "前橋市 未来創造部", "phrase: 前橋市 未来創造部 | phrase=前橋市未来創造部"),
                Example(.role, "東京 大学"),
            ]
        ) { match in
            // 「前橋市 未来創造部 デジタル推進課」: each department is inside the one before it, a space between.
            guard match.tokens(1).first?.spaced == true else { return nil }
            let (outer, inner) = (match.fact(0)!.slots.phrase!, match.fact(1)!.slots.phrase!)
            var phrase = Phrase(text: outer.text + inner.text, language: .ja, head: inner.head, classes: [.noun, .organization])
            phrase.typed = phrase.text
            return fact(.phrase, match) { $0.phrase = phrase }
        },
        Rule(
            "department in the role", .organizations, fields: [.role, .experience], priority: 1,
            pattern: [.fact([.phrase]) { phrase in
                let phrase = phrase.slots.phrase!
                return phrase.language == .ja && (JapaneseWords.isDepartment(phrase.text) || phrase.classes.contains(.organization))
                    && !phrase.classes.contains(.person)
            }],
            examples: [
                Example(.role, "マーケティング部 デジタル推進課", "employer: マーケティング部 デジタル推進課 | organization=マーケティング部デジタル推進課"),
                Example(.role, "経理部（新卒1年目）", "employer: 経理部 | organization=経理部"),
                Example(.role, "20卒 | 都内SIer | 駆け出しエンジニア", "employer: 都内SIer | organization=都内SIer"),
                Example(.role, "バスケ部顧問"),
            ]
        ) { match in
            // A school in the experience is more often where one studied than where one works: left to the rules that
            // say which (「現任校」, 「を卒業」).
            guard JapaneseJobs.standsAlone(match), match.field == .role || !JapaneseSchools.isSchool(match.fact(0)!.slots.phrase!)
            else { return nil }
            return fact(.employer, match) { $0.organization = match.fact(0)!.slots.phrase }
        },
        Rule(
            "name and its place", .organizations, fields: [.role, .experience], priority: 3,
            pattern: [.fact([.phrase]) { $0.slots.phrase!.language == .en && ($0.slots.phrase!.isName || $0.slots.phrase!.isCapitalized) },
                .fact([.phrase]) { $0.slots.phrase!.language == .ja && $0.slots.phrase!.classes.contains(.place) }, .optional(.word("店", "本店", "支店"))],
            examples: [
                Example(.role, "ジュニアスタイリスト（SALON SORA 銀座）", "employer: SALON SORA 銀座 | organization=SALON SORA | place=銀座"),
                Example(.role, "HAIR ROOM Lumi 阿佐ヶ谷店", "employer: HAIR ROOM Lumi 阿佐ヶ谷店 | organization=HAIR ROOM Lumi | place=阿佐ヶ谷"),
            ]
        ) { match in
            // 「SALON SORA 銀座」「STUDIO UROKO 大阪・心斎橋」: a shop's name, and the town its branch is in.
            guard match.tokens(1).first?.spaced == true else { return nil }
            return fact(.employer, match) {
                $0.organization = match.fact(0)!.slots.phrase!.asName()
                $0.place = match.fact(1)!.slots.phrase
            }
        },
        Rule(
            "organization and its name", .organizations, priority: 3,
            pattern: [.fact([.phrase, .position, .employer]) { JapaneseCareers.work($0)?.organization != nil }, .word("("),
                .fact([.phrase]) { $0.slots.phrase!.isName && $0.slots.phrase!.classes.contains(.organization) }, .word(")")],
            examples: [
                Example(.experience, "地元の電気工事会社（有限会社藤電設）", "employer: 地元の電気工事会社（有限会社藤電設） | organization=有限会社藤電設"),
                Example(.experience, "今の薬局（株式会社あおば薬局）", "position: 今の薬局（株式会社あおば薬局） | organization=株式会社あおば薬局 | tense=present"),
            ]
        ) { match in
            // 「今の薬局（株式会社あおば薬局）」: the kind of place, then its name in brackets; one organization, by name.
            var fact = match.fact(0)!
            var slots = JapaneseCareers.work(fact)!
            slots.organization = match.fact(2)!.slots.phrase
            if fact.kind == .phrase { fact.kind = fact.slots.phrase?.text.hasPrefix("今の") == true ? .position : .employer }
            if fact.slots.phrase?.text.hasPrefix("今の") == true || fact.slots.phrase?.text.hasPrefix("現在の") == true {
                slots.tense = .present
            }
            return Fact(fact.kind, match.range, slots, rule: "")
        },
        Rule(
            "organization 勤務の job", .titles, priority: 3,
            pattern: [.fact([.phrase]) { JapaneseJobs.organization($0) != nil },
                .word("勤務", "勤め"), .word("の"), .fact([.phrase, .title]) { JapaneseCareers.work($0)?.title != nil }],
            examples: [Example(.role, "メーカー勤務の会社員", "position: メーカー勤務の会社員 | organization=メーカー | title=会社員")]
        ) { match in
            guard let organization = JapaneseJobs.organization(match.fact(0)!), let title = JapaneseCareers.work(match.fact(3)!)?.title else {
                return nil
            }
            return fact(.position, match) {
                $0.organization = organization
                $0.title = title
            }
        },
        Rule(
            "trade name", .organizations, fields: [.role, .experience], priority: 3,
            pattern: [.word("屋号", "店名", "社名", "会社名", "事業所名"), .word(":", "："), .run(longest: 6) { $0.kind == .word || $0.kind == .number }],
            examples: [Example(.role, "イラストレーター（屋号：nanaco illust）", "employer: 屋号：nanaco illust | organization=nanaco illust")]
        ) { match in
            // 「屋号：nanaco illust」: the name one trades under, as typed.
            let typed = match.tokens(2)
            guard let last = typed.last, match.after.map({ $0.kind != .word }) ?? true else { return nil }
            var words: [Token] = []
            for token in typed where words.last?.range != token.range { words.append(token) }
            let text = words.map { $0.text.widthFolded }.joined(separator: words.allSatisfy { $0.script == .en } ? " " : "")
            var name = Phrase(text: text, language: Script.language(of: text), head: last.lemma, classes: [.noun, .organization, .name])
            name.typed = text
            return fact(.employer, match) { $0.organization = name }
        },
        Rule(
            "wished for", .clauses, fields: [.notes, .experience, .role], priority: 3,
            pattern: [.optional(.word("希望", "志望", "目標")), .optional(.word(":", "：")), .facts(.position, .title, .phrase, .employer, .place),
                .optional(.word("を")), .optional(.lemma("探す", "希望", "志望", "目指す", "募集")), .optional(.run(longest: 5, Clauses.isTail))],
            examples: [
                Example(.notes, "希望：フィンテック企業の法人営業", "activity: 希望：フィンテック企業の法人営業 | object=フィンテック企業の法人営業 | verb=look for"),
                Example(.notes, "外資系企業の経理を探しています", "activity: 外資系企業の経理を探し | object=外資系企業の経理 | verb=look for"),
                Example(.notes, "株式会社ナギサの経理"),
            ]
        ) { match in
            // What one hopes for or looks for is no job one has: 「希望：…」「…を探しています」.
            guard match.has(0) != match.has(4), match.has(0) == match.has(1) || match.has(4), !match.has(5) || match.has(4) else {
                return nil
            }
            let tokens = match.tokens(2)
            var words: [Token] = []
            for token in tokens where words.last?.range != token.range { words.append(token) }
            var text = words.map { $0.script == .en ? $0.text.widthFolded : $0.key }.joined()
            // 「勤務地：大阪希望」: a job in the place.
            if let place = match.fact(2)?.slots.place ?? match.fact(2)?.slots.phrase.flatMap({ $0.classes.contains(.place) ? $0 : nil }) {
                text = place.text + "での仕事"
            }
            let object = Phrase(text: text, language: .ja, head: tokens.last?.lemma ?? text, classes: [.noun])
            return fact(.activity, match) {
                $0.verb = "look for"
                $0.object = object
                $0.tense = .present
            }
        },
        Rule(
            "where one works now", .organizations, priority: 3,
            pattern: [.run(longest: 2) { ["現任", "校", "現任校", "勤務", "先", "勤務先", "勤務校", "現職", "所属", "所属先"].contains($0.key) },
                .either([.word("(", ":", "："), .word("は")]),
                .fact([.phrase, .employer]) { JapaneseJobs.organization($0) != nil }, .optional(.word(")"))],
            examples: [Example(.experience, "現任校（宮城県立杜の台高校）", "employer: 現任校（宮城県立杜の台高校） | organization=宮城県立杜の台高校")]
        ) { match in
            let label = match.tokens(0).map(\.key).joined()
            guard ["現任校", "勤務校", "勤務先", "現職", "所属先", "所属"].contains(label), match.token(1)?.key != "(" || match.has(3),
                let organization = JapaneseJobs.organization(match.fact(2)!)
            else { return nil }
            return fact(.employer, match) {
                $0.organization = organization
                $0.tense = .present
            }
        },
        Rule(
            "organization, then the job", .titles, priority: 2,
            pattern: [.fact([.phrase, .employer]) { JapaneseJobs.organization($0) != nil }, .facts(.phrase, .title)],
            examples: [
                Example(.role, "地方銀行 法人営業", "position: 地方銀行 法人営業 | organization=地方銀行 | title=法人営業担当"),
                Example(.role, "株式会社ミライノート 執行役員CTO", "position: 株式会社ミライノート 執行役員CTO | organization=株式会社ミライノート | title=執行役員CTO"),
                Example(.role, "東京 看護師"),
            ]
        ) { match in
            // A Japanese shape: the organization or the job is typed in Japanese ("U.S. Army Veteran" is English's).
            guard match.tokens(1).first?.spaced == true, let organization = JapaneseJobs.organization(match.fact(0)!),
                match.tokens(0).contains(where: \.isJapanese) || match.tokens(1).contains(where: \.isJapanese),
                // The job ends an item: 「看護栄養学部」 holds no job 看護.
                match.after.map({ $0.kind == .separator || $0.kind == .punctuation || $0.spaced || $0.classes.contains(.particle) }) ?? true,
                let title = match.fact(1)?.slots.title ?? match.fact(1)?.slots.phrase.flatMap(JapaneseJobs.job)
            else { return nil }
            return fact(.position, match) {
                $0.title = title
                $0.organization = organization
            }
        },
        Rule(
            "japanese field as a role", .titles, fields: [.role], priority: 2,
            pattern: [.fact([.phrase]) { $0.slots.phrase!.language == .ja && JapaneseJobs.isField($0.slots.phrase!) }],
            examples: [
                Example(.role, "経理・財務｜USCPA", "title: 経理・財務 | title=経理担当・財務担当"),
                Example(.role, "業務委託でデザイン（週2稼働・火木）", "title: デザイン | title=デザイン担当"),
                Example(.role, "営業部"),
            ]
        ) { match in
            // A field named alone in a role is the job of the person in charge of it; after 「業務委託で」, too.
            let after = match.after.map { $0.kind == .separator || $0.kind == .punctuation || $0.spaced } ?? true
            guard after, JapaneseJobs.standsAlone(match) || match.before?.key == "で",
                let title = JapaneseJobs.job(match.fact(0)!.slots.phrase!)
            else { return nil }
            return fact(.title, match) {
                $0.title = title
                $0.tense = .present
            }
        },
        Rule(
            "jobs joined", .titles, priority: 1,
            pattern: [.fact([.phrase]) { JapaneseJobs.job($0.slots.phrase!) != nil && $0.slots.phrase!.language == .ja },
                .either([.separator("・"), .word("兼", "と")]),
                .fact([.phrase]) { JapaneseJobs.job($0.slots.phrase!) != nil && $0.slots.phrase!.language == .ja }],
            examples: [
                Example(.experience, "現場監督・積算", "phrase: 現場監督・積算 | phrase=現場監督・積算"),
                Example(.role, "美容師・店長", "phrase: 美容師・店長 | phrase=美容師・店長"),
                Example(.role, "東京・大阪"),
            ]
        ) { match in
            // Two jobs held at once, or a job and a field (「現場監督・積算」): one title of both, each said.
            let (first, second) = (match.fact(0)!.slots.phrase!, match.fact(2)!.slots.phrase!)
            let joiner = match.token(1)!.key == "兼" ? "兼" : "・"
            let persons = first.classes.contains(.person) || second.classes.contains(.person)
            var phrase = Phrase(
                text: first.text + joiner + second.text, language: .ja, head: second.head,
                classes: persons ? [.noun, .person] : [.noun])
            phrase.typed = phrase.text
            return fact(.phrase, match) { $0.phrase = phrase }
        },
        Rule(
            "organization / job", .titles, fields: [.role], priority: 2,
            pattern: [.fact([.phrase, .employer]) { JapaneseJobs.organization($0) != nil }, .separator("/", "|", ",", "・"),
                .facts(.title)],
            examples: [
                Example(.role, "株式会社フジミテック / フロントエンドエンジニア", "position: 株式会社フジミテック / フロントエンドエンジニア | organization=株式会社フジミテック | title=フロントエンドエンジニア"),
                Example(.role, "Stripe / engineer"),
            ]
        ) { match in
            // A Japanese headline names the company first: 「株式会社フジミテック / フロントエンドエンジニア」.
            guard match.tokens(0).contains(where: \.isJapanese), let organization = JapaneseJobs.organization(match.fact(0)!),
                organization.isName || JapaneseWords.isDepartment(organization.text)
            else { return nil }
            return fact(.position, match) {
                $0.organization = organization
                $0.title = match.fact(2)!.slots.title
            }
        },
        Rule(
            "job with brackets", .titles, priority: 3,
            pattern: [.facts(.title, .position), .word("("), .facts(.phrase, .employer, .title), .word(")")],
            examples: [
                Example(.role, "消防士（市消防局）", "position: 消防士（市消防局） | organization=市消防局 | title=消防士"),
                Example(.role, "Webエンジニア（PHP）", "position: Webエンジニア（PHP） | field=PHP | title=Webエンジニア"),
                Example(.role, "会社員（人事）", "position: 会社員（人事） | title=人事担当"),
                Example(.role, "看護師（就活中）"),
            ]
        ) { match in
            // Japanese brackets, or a Japanese job or bracket ("hospital chaplain (Catholic priest)" is English's).
            guard match.token(1)?.text == "（" || match.matched.contains(where: \.isJapanese) else { return nil }
            guard let inside = match.fact(2), match.field != .notes, var slots = JapaneseJobs.bracketed(inside, after: match.fact(0)!.slots)
            else { return nil }
            if slots.title == nil { slots.title = match.fact(0)!.slots.title }
            slots.organization = slots.organization ?? match.fact(0)!.slots.organization
            slots.field = slots.field ?? match.fact(0)!.slots.field
            slots.manner = slots.manner ?? match.fact(0)!.slots.manner
            return Fact(.position, match.range, slots, rule: "")
        },
        Rule(
            "japanese job predicate", .titles, priority: 3,
            pattern: [.facts(.title, .position, .phrase, .employer), .optional(.word("を", "も")), .lemma("やる", "する", "務める", "担う"),
                .optional(.run(longest: 6, Clauses.isTail))],
            examples: [
                Example(.role, "株式会社ハルモニアでSREやってます", "position: 株式会社ハルモニアでSREやってます | organization=株式会社ハルモニア | title=SRE"),
                Example(.role, "業務委託でインフラやってます", "title: インフラやってます | title=インフラ担当"),
                Example(.experience, "CTO兼PdMを務める", "title: CTO兼PdMを務める | title=CTO兼PdM"),
                Example(.role, "Javaやってます"),
            ]
        ) { match in
            let done = match.fact(0)!
            switch done.kind {
            case .position, .title, .employer:
                guard done.slots.title != nil else { return nil }
                var fact = done
                fact.range = match.range
                fact.slots.tense = fact.slots.tense ?? .present
                return fact
            default:
                // 「インフラやってます」 in a role is the job; 「研究をしています」 in the notes is what one does.
                guard let title = done.slots.phrase.flatMap(JapaneseJobs.job),
                    title.text == done.slots.phrase?.text || match.field == .role
                else { return nil }
                return fact(.title, match) {
                    $0.title = title
                    $0.tense = .present
                }
            }
        },
        Rule(
            "organization で or の job", .titles, priority: 3,
            pattern: [.fact([.phrase, .employer]) { JapaneseJobs.organization($0) != nil }, .word("で", "にて", "の"),
                .fact([.phrase]) { JapaneseJobs.job($0.slots.phrase!) != nil && !$0.slots.phrase!.classes.contains(.person) }],
            examples: [
                Example(.role, "株式会社ハルモニアでSRE", "position: 株式会社ハルモニアでSRE | organization=株式会社ハルモニア | title=SRE"),
                Example(.experience, "県庁で経理", "position: 県庁で経理 | organization=県庁 | title=経理担当"),
                Example(.experience, "保険会社の営業", "position: 保険会社の営業 | organization=保険会社 | title=営業担当"),
                Example(.experience, "スーパーの経理でパート", "position: スーパーの経理 | organization=スーパー | title=経理担当"),
                Example(.experience, "東京の大学病院"),
            ]
        ) { match in
            guard let organization = JapaneseJobs.organization(match.fact(0)!), let title = JapaneseJobs.job(match.fact(2)!.slots.phrase!)
            else { return nil }
            return fact(.position, match) {
                $0.organization = organization
                $0.title = title
            }
        },
        Rule(
            "worked somewhere for a length", .careers, priority: 3,
            pattern: [.fact([.phrase, .employer]) { JapaneseJobs.organization($0) != nil }, .word("で", "に"), .facts(.amount),
                .lemma("働く", "勤める", "勤務"), .optional(.run(longest: 6, Clauses.isTail))],
            examples: [Example(.experience, "グループホームで3年働いています", "position: グループホームで3年働いています | organization=グループホーム | amount=3y | tense=present")]
        ) { match in
            guard let organization = JapaneseJobs.organization(match.fact(0)!) else { return nil }
            let tail = match.tokens(4).map(\.key)
            return fact(.position, match) {
                $0.organization = organization
                $0.amount = match.fact(2)!.slots.amount
                // 「働いています」 goes on; 「働いていました」「働いた」 is over.
                $0.tense = tail.contains("た") || tail.contains("でし") ? .past : .present
            }
        },
        Rule(
            "job label", .titles, fields: [.role, .experience], priority: 3,
            pattern: [.optional(.word("【", "[")), .word("本業", "職業", "お仕事", "仕事", "現職", "所属", "配属", "職種", "勤務先", "副業"),
                .word(":", "：", "】", "]"), .facts(.title, .position, .employer)],
            examples: [
                Example(.role, "職業：消防士（市消防局）", "position: 職業：消防士（市消防局） | organization=市消防局 | title=消防士"),
                Example(.role, "副業：Webライター", "title: 副業：Webライター | manner=副業 | title=Webライター"),
            ]
        ) { match in
            var fact = match.fact(3)!
            fact.range = match.range
            fact.slots.tense = .present
            if match.token(1)?.key == "副業" {
                fact.slots.manner = Phrase(text: "副業", language: .ja, head: "副業", classes: [.noun])
            }
            return fact
        },
    ]
}
