import IntroductionCore

/// Skills and interests: lists typed with every separator people use, emoji after items, or as a sentence.
extension HurriedGenerator.Draft {
    /// A list field, and the list as a Japanese text may hold it whole (items joined with 、) when it was typed so.
    typealias ListField = (text: HurriedText, japaneseList: String?)

    mutating func skillsField() -> ListField {
        list(person.skills, field: .skills)
    }

    mutating func interestsField() -> ListField {
        let language = language()
        if random.chance(18) {
            shapes.insert(.listSentence)
            var text = HurriedText()
            let hobbies = Array(person.hobbies.prefix(2))
            if language == .en {
                let lead = random.pick(["mostly ", "into ", "love ", "big fan of "])
                text.plain(lead, .en)
                var joiners: [String] = []
                for (index, hobby) in hobbies.enumerated() {
                    if index > 0 {
                        joiners.append(random.pick([" & ", " and ", " + "]))
                        text.plain(joiners[joiners.count - 1], .en)
                    }
                    addItem(hobby, .en, field: .interests, into: &text)
                }
                let tail = random.pick([" these days", " lately", "", " tbh"])
                text.plain(tail, .en)
                // "into 3D printing and origami" is English a text may hold whole ("I'm into…").
                text.isClean = lead != "mostly " && joiners.allSatisfy { $0 == " and " } && tail != " tbh"
            } else {
                text.plain(random.pick(["最近は", "休日は", ""]), .ja)
                for (index, hobby) in hobbies.enumerated() {
                    if index > 0 { text.plain(random.pick(["と", "や"]), .ja) }
                    addItem(hobby, .ja, field: .interests, into: &text)
                }
                let ending = random.pick(["にハマってます", "が好きです", "にハマり中", "をしています"])
                text.plain(ending, .ja)
                text.isClean = ending == "が好きです" || ending == "をしています"
            }
            return (text, text.isClean ? text.text : nil)
        }
        var result = list(person.hobbies, field: .interests, language: language)
        if random.chance(12) {
            shapes.insert(.listPlace)
            result.text.plain(language == .en ? " in " : "（", language)
            term(person.place, language, into: &result.text)
            if language == .ja { result.text.plain("）") }
        }
        return result
    }

    /// One item of a list, as typed in `language` (a tool is a name, the same in both).
    mutating func addItem(
        _ item: HurriedTerm, _ language: HurriedLanguage, field: ProfileField, into text: inout HurriedText
    ) {
        var typed = item.typed(language)
        if item.isName {
            names.append(typed)
            if typist.letterCase == .asTyped, random.chance(25) { typed = typed.lowercased() }
        }
        text.fact(typed, HurriedFact(item, field), item.isName ? nil : language)
    }

    /// Items joined by one separator style, with the emoji and stray spaces of the person's habits.
    mutating func list(_ items: [HurriedTerm], field: ProfileField, language: HurriedLanguage? = nil) -> ListField {
        let base = language ?? self.language()
        let style: HurriedShape = random.weighted([
            (.listComma, 30), (.listSlash, 10), (.listSpacedSlash, 8), (.listPipe, 7), (.listSemicolon, 5),
            (.listTouten, base == .ja ? 22 : 2), (.listNakaguro, base == .ja ? 14 : 0), (.listAmpersand, 6),
        ])
        shapes.insert(style)
        var text = HurriedText()
        var japaneseItems: [String] = []
        for (index, item) in items.enumerated() {
            let language = person.mixes && random.chance(30) ? base.other : base
            if index > 0 {
                let last = index == items.count - 1
                switch style {
                case .listSlash: text.plain(separator("/"))
                case .listSpacedSlash: text.plain(separator(" / "))
                case .listPipe: text.plain(separator(random.pick([" | ", "|"])))
                case .listSemicolon: text.plain(separator(random.pick(["; ", ";"])))
                case .listTouten: text.plain(separator("、"))
                case .listNakaguro: text.plain("・")
                case .listAmpersand where last: text.plain(separator(" & "))
                default: text.plain(separator(random.pick([", ", ",", ", "])))
                }
            }
            addItem(item, language, field: field, into: &text)
            japaneseItems.append(item.typed(.ja))
            let emoji = emoji()
            if !emoji.isEmpty {
                shapes.insert(.listEmoji)
                text.plain(random.pick(["", " "]) + emoji)
            }
        }
        if base == .en, random.chance(8) { text.plain(random.pick([" etc", "...", " etc.", " and more"]), .en) }
        let japaneseList = style == .listTouten && text.languages == [.ja] ? japaneseItems.joined(separator: "、") : nil
        return (text, japaneseList)
    }
}
