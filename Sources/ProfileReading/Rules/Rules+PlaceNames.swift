import IntroductionCore
import ReadingLexicon

/// Places as people write them: "Portland OR", "Edison, NJ", "São Paulo, Brazil", "the Phoenix area", 「長野県松本市」,
/// 「東京・中野」. The city is the place said; a state, a country or "area" after it is read with it.
extension Rules {
    static let placeNames: [Rule] = [
        Rule(
            "place and region", .places, fields: [.role, .experience, .notes], priority: 1,
            pattern: [.facts(.phrase), .optional(.word(",")),
                .either([.token { PlaceNames.usStates.contains($0.text) }, .fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) }])],
            examples: [
                Example(.notes, "Portland OR.", "phrase: Portland OR | phrase=Portland"),
                Example(.notes, "Chula Vista, CA", "phrase: Chula Vista, CA | phrase=Chula Vista"),
                Example(.notes, "São Paulo, Brazil", "phrase: São Paulo, Brazil | phrase=São Paulo"),
            ]
        ) { match in
            guard var place = match.fact(0)?.slots.phrase, place.language == .en,
                place.classes.contains(.place) || place.isName, !place.classes.contains(.organization),
                // 「HAIR ROOM Lumi 阿佐ヶ谷店」: a Japanese place after a name is where the name is, not its region.
                match.fact(2).map({ $0.slots.phrase!.language == .en }) ?? true
            else { return nil }
            // A state after a place needs the place to be one, or a name typed before a state code.
            if match.fact(2) == nil, match.token(2)?.text.count != 2 { return nil }
            place.classes.formUnion([.place, .name])
            return fact(.phrase, match) { $0.phrase = place }
        },
        Rule(
            "place area", .places, priority: 1,
            pattern: [.optional(.word("the")), .fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) || $0.slots.phrase!.isName },
                .word("area", "region", "metro", "suburbs", "bay area")],
            examples: [Example(.notes, "seattle area.", "phrase: seattle area | phrase=Seattle")]
        ) { match in
            guard var place = match.fact(1)?.slots.phrase, !place.classes.contains(.organization) else { return nil }
            place.classes.formUnion([.place, .name])
            return fact(.phrase, match) { $0.phrase = place }
        },
        Rule(
            "japanese places joined", .places, priority: 1,
            pattern: [.fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) && $0.slots.phrase!.language == .ja },
                .word("・", "の"), .fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) && $0.slots.phrase!.language == .ja }],
            examples: [Example(.notes, "東京・中野", "phrase: 東京・中野 | phrase=中野")]
        ) { match in
            guard var place = match.fact(2)?.slots.phrase else { return nil }
            place.classes.insert(.name)
            return fact(.phrase, match) { $0.phrase = place }
        },
        Rule(
            "labelled place", .places, fields: [.role, .experience, .notes], priority: 3,
            pattern: [.either([.word("location", "where", "home", "city", "hometown", "📍", "from", "lives", "live", "living", "loc", "country"),
                .run(longest: 3) { ["お住まい", "エリア", "在住", "勤務", "地", "出身", "住所", "居住", "拠点"].contains($0.key) }]),
                .optional(.word(":", "：", "-", "in")), .fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) }],
            examples: [
                Example(.notes, "Location: Bozeman, MT", "place: Location: Bozeman, MT | place=Bozeman | relation=based"),
                Example(.experience, "出身地：秋田県", "place: 出身地：秋田県 | place=秋田県 | relation=origin"),
            ]
        ) { match in
            let label = match.tokens(0).map(\.key).joined()
            let origin = ["from", "hometown", "出身", "出身地"].contains(label)
            return fact(.place, match) {
                $0.place = match.fact(2)!.slots.phrase
                $0.placeRelation = origin ? .origin : .based
            }
        },
        Rule(
            "a place on its own", .places, fields: [.role, .notes], priority: 1,
            pattern: [.optional(.word("in", "near", "around", "out of")), .fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) }],
            examples: [
                Example(.notes, "London. Don't list every show", "place: London | place=London | relation=based"),
                Example(.notes, "I cook in London"),
            ]
        ) { match in
            let starts = match.before.map { $0.kind == .separator || $0.kind == .punctuation || $0.classes.contains(.greeting) } ?? true
            let ends = match.after.map { $0.kind == .separator || $0.kind == .punctuation } ?? true
            // In an experience, a place after a workplace is the workplace's ("3 yrs at Infosys (Bangalore)").
            guard starts, ends || match.field != .notes, match.field != .experience else { return nil }
            return fact(.place, match) {
                $0.place = match.fact(1)!.slots.phrase
                $0.placeRelation = .based
            }
        },
        Rule(
            "から来ました", .places, fields: [.role, .experience, .notes], priority: 2,
            pattern: [.fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) }, .word("から"),
                .run(longest: 4) { ["参加", "来", "き", "まし", "た", "です", "し", "ます"].contains($0.key) }],
            examples: [Example(.notes, "熊本から来ました", "place: 熊本から来ました | place=熊本 | relation=based")]
        ) { match in
            fact(.place, match) {
                $0.place = match.fact(0)!.slots.phrase
                $0.placeRelation = .based
            }
        },
    ]
}

/// The two-letter codes of the states of the United States, which people write after a city ("Portland OR").
enum PlaceNames {
    static let usStates: Set<String> = [
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME",
        "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA",
        "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC", "ON", "BC", "QC", "AB", "NSW",
    ]
}
