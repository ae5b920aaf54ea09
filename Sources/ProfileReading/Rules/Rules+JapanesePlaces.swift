import IntroductionCore
import ReadingLexicon

/// Places and former jobs as Japanese profiles write them: a move (「2019年に長野県松本市に移住し」「最近東北に戻りました」),
/// where one lives said with a verb or near a city (「札幌の郊外に住んでいます」), a job one had with where it was
/// (「元・建設会社勤務」「元ホテルのフロント（8年）」), and the stretches before an arrow in a headline (「人材→不動産→SaaS
/// 営業」).
extension Rules {
    static let japanesePlaces: [Rule] = [
        Rule(
            "place compound", .places, priority: 1,
            pattern: [.fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) && $0.slots.phrase!.language == .ja },
                .word("の"), .word("郊外", "近く", "周辺", "あたり", "辺り", "方")],
            examples: [Example(.notes, "札幌の郊外に住んでいます", "phrase: 札幌の郊外 | phrase=札幌")]
        ) { match in
            // 「札幌の郊外」: near the city, which is what a text says.
            var place = match.fact(0)!.slots.phrase!
            place.classes.insert(.name)
            return fact(.phrase, match) { $0.phrase = place }
        },
        Rule(
            "moved to", .places, priority: 3,
            pattern: [.optional(.facts(.time, .span)), .optional(.word("に", "、", ",")), .optional(.word("最近", "今", "いま", "現在")),
                .optional(.word("は")), .fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) && $0.slots.phrase!.language == .ja },
                .word("へ", "に"), .optional(.word("家族", "一家")), .optional(.word("で")),
                .lemma("移住", "引っ越す", "引越し", "転居", "戻る", "帰る", "住む", "暮らす", "移る"), .optional(.run(longest: 6, Clauses.isTail))],
            examples: [
                Example(.experience, "2019年に長野県松本市に移住し", "place: 2019年に長野県松本市に移住し | place=長野県松本市 | relation=based | time=since 2019"),
                Example(.notes, "今は長野に戻っています", "place: 今は長野に戻っています | place=長野 | relation=based"),
                Example(.notes, "札幌の郊外に住んでいます", "place: 札幌の郊外に住んでいます | place=札幌 | relation=based"),
            ]
        ) { match in
            // Where one moved, went back to or lives is where one is now; a year says since when.
            var slots = Slots()
            if let point = match.fact(0)?.slots.point ?? match.fact(0)?.slots.time.flatMap(JapaneseSchools.start) {
                slots.time = .since(point)
            }
            slots.place = match.fact(4)!.slots.phrase
            slots.placeRelation = .based
            slots.tense = .present
            return Fact(.place, match.range, slots, rule: "")
        },
        Rule(
            "lived there for a length", .places, priority: 3,
            pattern: [.fact([.place]) { $0.slots.placeRelation == .based && $0.slots.time == nil }, .facts(.amount)],
            examples: [Example(.experience, "浜松在住18年", "place: 浜松在住18年 | place=浜松 | relation=based | time=during 18y")]
        ) { match in
            // 「浜松在住18年」: how long one has lived there, not years of work.
            guard let amount = match.fact(1)?.slots.amount, match.fact(1)?.slots.ordinal == nil else { return nil }
            var slots = match.fact(0)!.slots
            slots.time = .during(amount)
            slots.tense = .present
            return Fact(.place, match.range, slots, rule: "")
        },
        Rule(
            "living there, then the job", .places, priority: 2,
            pattern: [.fact([.place]) { $0.slots.placeRelation == .based }, .word("の")],
            examples: [Example(.role, "福岡在住のRailsエンジニア", "place: 福岡在住の | place=福岡 | relation=based")]
        ) { match in
            // 「福岡在住のRailsエンジニア」: where one lives, said on its own; the job after it is read on its own.
            guard match.matched.contains(where: \.isJapanese), match.after.map(Phrases.isJapaneseNominal) ?? false else { return nil }
            var fact = match.fact(0)!
            fact.range = match.range
            return fact
        },
        Rule(
            "lived abroad for a length", .places, priority: 3,
            pattern: [.optional(.word("その後", "以前", "昔")), .fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) },
                .optional(.word("と", "・")), .optional(.fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) }), .word("で", "に"),
                .facts(.amount), .optional(.lemma("暮らす", "住む", "過ごす"))],
            examples: [Example(.experience, "その後韓国とヨーロッパで約10年", "activity: その後韓国とヨーロッパで約10年 | place=韓国とヨーロッパ | verb=live in")]
        ) { match in
            // 「その後韓国とヨーロッパで約10年」: years spent in places, which is no work experience: one lived there.
            guard match.has(2) == match.has(3), match.field == .experience || match.has(6), let first = match.fact(1)?.slots.phrase,
                let amount = match.fact(5)?.slots.amount
            else { return nil }
            var place = first
            if let second = match.fact(3)?.slots.phrase {
                place.text = first.text + "と" + second.text
                place.typed = place.text
            }
            var slots = Slots()
            slots.verb = "live in"
            slots.place = place
            slots.time = .during(amount)
            slots.tense = .past
            return Fact(.activity, match.range, slots, rule: "")
        },
        Rule(
            "former employer", .former, priority: 3,
            pattern: [.word("元", "前"), .optional(.separator("・")), .optional(.word("・")), .facts(.employer, .position)],
            examples: [
                Example(.role, "元・建設会社勤務", "formerJob: 元・建設会社勤務 | organization=建設会社 | tense=past"),
                Example(.role, "定年退職しました（元メーカー勤務）", "formerJob: 元メーカー勤務 | organization=メーカー | tense=past"),
            ]
        ) { match in
            var slots = match.fact(3)!.slots
            guard slots.organization != nil || slots.title != nil else { return nil }
            slots.tense = .past
            return Fact(.formerJob, match.range, slots, rule: "")
        },
        Rule(
            "fields before an arrow", .former, fields: [.role], priority: 2,
            pattern: [.fact([.phrase]) { JapaneseCareers.isIndustry($0.slots.phrase!) }, .separator("→")],
            examples: [Example(.role, "人材→不動産→SaaS営業", "formerJob: 人材 | field=人材 | tense=past")]
        ) { match in
            // 「人材→不動産→SaaS営業」: the industries one worked in before the job after the last arrow.
            var slots = Slots()
            slots.field = match.fact(0)!.slots.phrase
            slots.tense = .past
            return Fact(.formerJob, match.fact(0)!.range, slots, rule: "")
        },
    ]
}
