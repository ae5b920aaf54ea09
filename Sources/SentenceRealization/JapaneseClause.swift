import ReadingLexicon

/// The Japanese realization of a clause, in the order Japanese puts it: topic (a person by name; the speaker is left
/// unsaid), time, where (「タコマのLincoln Highで」), role (「バリスタとして」), the predicate's own arguments with their
/// particles, and the predicate conjugated by `JapaneseEnding` from one lexeme.
///
/// Formal text is keigo from the speaker (おります, いたします, ございます); about a person by name it is です・ます,
/// since humble forms lower their subject and a bio must not lower the person it introduces.
struct JapaneseClause {
    let clause: Clause
    let register: Register
    let timing: Timing

    /// The clause closing a sentence and continuing one; nil when a term or the verb has no Japanese.
    static func realize(_ clause: Clause, register: Register) -> Realized? {
        guard let timing = Timing(clause.time, tense: clause.tense) else { return nil }
        let realization = JapaneseClause(clause: clause, register: register, timing: timing)
        guard let end = realization.sentence(.end), let link = realization.sentence(.link) else { return nil }
        return Realized(end: end, link: timing.isPast || timing.isFuture ? nil : link)
    }

    /// What the end conjugates: a lexeme with its aspect, or the copula after a noun.
    enum Head {
        case verb(JapaneseLexeme, Aspect)
        case noun(String)
    }

    /// The predicate's words before its head (「猫を2匹」「クライミングとラテアートが」) and the head; `saysAlso` when
    /// those words already carry the clause's も, `lengthFirst` when a length of time goes before them because they
    /// belong by the verb (a floating count: 「3年間猫を2匹飼っています」; a job done: 「3年間看護師をしています」).
    struct Core {
        var words: String
        var head: Head
        var saysAlso: Bool
        var lengthFirst = false
    }

    var style: JapaneseEnding.Style {
        switch register {
        case .casual: .plain
        case .polite: .polite
        case .formal: clause.subject == .speaker ? .humble : .polite
        }
    }

    private func sentence(_ slot: JapaneseEnding.Slot) -> String? {
        if case .share(let label, let address) = clause.predicate {
            return share(label: label, address: address).map { $0.words + ending($0.head, slot) }
        }
        guard var core = core(), let circumstances = circumstances() else { return nil }
        var (location, role) = circumstances
        var opening = ""
        if clause.isAlso && !core.saysAlso {
            if let said = location {
                location = said + "も"
            } else if let said = role {
                role = said + "も"
            } else if case .verb(let lexeme, let aspect) = core.head, lexeme.group == .suru, lexeme.base.count > 2 {
                // 「入社もしました」: a verbal noun takes the も itself.
                core.words += lexeme.base.dropLast(2) + "も"
                core.head = .verb(JapaneseLexeme(base: "する", group: .suru), aspect)
            } else {
                opening = "また、"
            }
        }
        // A point opens the clause (「2021年から」); a length sits by the verb (「プロダクトの分野で8年間働いています」),
        // unless the words before the verb belong with it (「3年間猫を2匹飼っています」).
        let time = (clause.time.map { JapaneseWords.time($0, style: style) } ?? "")
            + (clause.frequency.map(JapaneseWords.frequency) ?? "")
        let place = (location ?? "") + (role ?? "")
        guard case .during? = clause.time else {
            return opening + topic + time + place + core.words + ending(core.head, slot)
        }
        let words = core.lengthFirst ? time + core.words : core.words + time
        return opening + topic + place + words + ending(core.head, slot)
    }

    /// 「タコマのLincoln Highで」 and 「バリスタとして」, each nil when absent; nil when one has no Japanese. The workplace
    /// of `workAt` is said here, before the role (「Deloitteで監査人として」); a predicate that places the organization
    /// itself (study at, a noun: 「タコマの病院の看護師」) takes none here.
    private func circumstances() -> (location: String?, role: String?)? {
        var location: String?
        if case .workAt(let workplace) = clause.predicate {
            guard let words = prenominal(workplace) else { return nil }
            location = words + "で"
        } else if !placesOrganization, clause.organization != nil || clause.place != nil {
            guard let words = prenominal() else { return nil }
            location = words + "で"
        }
        if let field = clause.field {
            guard let said = JapaneseWords.nounPhrase(field) else { return nil }
            location = said + "の分野で" + (location ?? "")
        }
        var role: String?
        if let term = clause.role {
            guard let said = JapaneseWords.nounPhrase(term) else { return nil }
            role = said + "として"
        }
        return (location, role)
    }

    private var placesOrganization: Bool {
        switch clause.predicate {
        case .be: true
        case .study(_, let school): school != nil
        default: false
        }
    }

    /// 「Maya Chenさんは」 for a person by name; nothing for the speaker, whom Japanese leaves unsaid.
    private var topic: String {
        guard case .person(let name) = clause.subject else { return "" }
        return Self.honored(name) + "は"
    }

    /// The name with さん, unless it already has an honorific.
    static func honored(_ name: String) -> String {
        ["さん", "様", "さま", "先生", "氏"].contains(where: name.hasSuffix) ? name : name + "さん"
    }

    /// The place and the organization and then `own`, joined by の (「タコマのLincoln High」); nil when one has no
    /// Japanese.
    func prenominal(_ own: Term? = nil) -> String? {
        var words: [String] = []
        for term in [clause.place, clause.organization, own].compactMap({ $0 }) {
            guard let said = JapaneseWords.nounPhrase(term) else { return nil }
            words.append(said)
        }
        return words.joined(separator: "の")
    }

    // MARK: - The end

    /// The head conjugated: ている for what goes on (or went on, unless it was an event), the plain lexeme for what
    /// happens once or ahead and for what states; a noun's copula, なる ahead, でもある for "also".
    func ending(_ head: Head, _ slot: JapaneseEnding.Slot) -> String {
        let past = timing.isPast
        let negative = clause.isNegative
        switch head {
        case .noun(let noun):
            if timing.isFuture {
                return noun + (clause.isAlso ? "にも" : "に")
                    + JapaneseEnding.verb(Self.naru, style: style, past: false, negative: negative, slot: slot)
            }
            if clause.isAlso {
                let aru = style == .humble && slot == .end ? Self.aru.humble : Self.aru
                return noun + "でも" + JapaneseEnding.verb(aru, style: style, past: past, negative: negative, slot: slot)
            }
            return noun + JapaneseEnding.copula(style: style, past: past, negative: negative, slot: slot)
        case .verb(let lexeme, let aspect):
            let progressive: Bool
            switch timing {
            case .present, .ongoing: progressive = !lexeme.isStative
            case .finished: progressive = !lexeme.isStative && aspect != .event
            // 「去年大阪に住んでいました」: a state at a point in the past held then; anything else happened.
            case .once: progressive = !lexeme.isStative && aspect == .state
            case .future, .futureOngoing: progressive = false
            }
            guard progressive else {
                var said = lexeme
                if style == .humble && (slot == .end || lexeme.base == "いる") { said = lexeme.humble }
                return JapaneseEnding.verb(said, style: style, past: past, negative: negative, slot: slot)
            }
            let te = lexeme.te
            let auxiliary: JapaneseLexeme
            var before = te
            switch style {
            case .plain:
                // ている → てる, でいる → でる: casual speech drops the い, and the contracted form conjugates as ichidan.
                before = String(te.dropLast())
                auxiliary = JapaneseLexeme(base: String(te.suffix(1)) + "る", group: .ichidan, isStative: true)
            case .polite: auxiliary = Self.iru
            case .humble: auxiliary = Self.iru.humble
            }
            return before + JapaneseEnding.verb(auxiliary, style: style, past: past, negative: negative, slot: slot)
        }
    }

    static let iru = JapaneseLexeme(base: "いる", group: .ichidan)
    static let aru = JapaneseLexeme(base: "ある", group: .godan)
    static let naru = JapaneseLexeme(base: "なる", group: .godan)
}
