/// Each predicate's Japanese: its arguments with their particles and the lexeme or noun at its end.
extension JapaneseClause {
    func core() -> Core? {
        let also = clause.isAlso
        switch clause.predicate {
        case .be(let term):
            guard let noun = prenominal(term) else { return nil }
            // 「2015年から看護師をしています」: a job held over a stretch is done, not just been.
            if term.kind == .job, timing == .ongoing || timing == .finished {
                return Core(
                    words: noun + particle("を"), head: .verb(Self.suru, .activity), saysAlso: also, lengthFirst: true)
            }
            return Core(words: "", head: .noun(noun), saysAlso: also)
        case .workAs(let job):
            return said(job).map { Core(words: $0 + "として" + (also ? "も" : ""), head: Self.work, saysAlso: also) }
        case .workIn(let field):
            return said(field).map { Core(words: $0 + "の分野で" + (also ? "も" : ""), head: Self.work, saysAlso: also) }
        case .workAt:
            return Core(words: "", head: Self.work, saysAlso: false)
        case .workManner(let manner):
            return said(manner).map { Core(words: $0 + "で" + (also ? "も" : ""), head: Self.work, saysAlso: also) }
        case .action(let verb, let object):
            return action(verb, object: object)
        case .haveExperience(let amount, let field):
            let length = JapaneseWords.amount(amount)
            var words = length + "の経験" + particle("が")
            if let field {
                guard let topic = said(field) else { return nil }
                // 「プロダクトの分野で8年の経験」 for a field, 「Swiftの経験が10年以上」 for a skill.
                if field.kind == .field {
                    words = topic + "の分野で" + words
                } else {
                    words = topic + "の経験" + particle("が") + length
                }
            }
            return Core(words: words, head: .verb(Self.aru, .state), saysAlso: also)
        case .yearOf(let year):
            return Core(words: "", head: .noun("\(year)年目"), saysAlso: also)
        case .liveIn(let town):
            guard let place = said(town) else { return nil }
            switch register {
            case .formal: return Core(words: place + particle("を") + "拠点に", head: Self.act, saysAlso: also)
            case .polite: return Core(words: place + particle("を") + "拠点に", head: Self.base, saysAlso: also)
            case .casual: return Core(words: place + particle("に"), head: Self.live, saysAlso: also)
            }
        case .comeFrom(let town):
            return said(town).map { Core(words: "", head: .noun($0 + "出身"), saysAlso: also) }
        case .lookFor(let wanted):
            return said(wanted).map { Core(words: $0 + particle("を"), head: Self.seek, saysAlso: also) }
        case .speak(let languages):
            return speak(languages)
        case .use(let tools):
            return list(tools).map { Core(words: $0 + particle("を"), head: Self.use, saysAlso: also) }
        case .enjoy(let interests):
            guard let list = list(interests) else { return nil }
            // 「クライミングが好きです」 now; formal text and a time frame say 楽しむ (「楽しんでおります」).
            if timing == .present && register != .formal {
                return Core(words: list + particle("が"), head: Self.fond, saysAlso: also)
            }
            return Core(words: list + particle("を"), head: Self.enjoy, saysAlso: also)
        case .study(let subject, let school):
            return study(subject, at: school)
        case .have(let thing):
            return have(thing)
        case .share:
            return nil
        }
    }

    /// `particle`, or も in its place for "also": を and が give way to it, others take it after them (にも, でも).
    private func particle(_ particle: String) -> String {
        guard clause.isAlso else { return particle }
        return ["を", "が", "は"].contains(particle) ? "も" : particle + "も"
    }

    private func said(_ term: Term) -> String? { JapaneseWords.nounPhrase(term) }

    private func list(_ terms: [Term]) -> String? {
        let said = terms.compactMap(JapaneseWords.nounPhrase)
        guard said.count == terms.count else { return nil }
        return JapaneseWords.list(said, limit: nil)
    }

    /// A verb of the table in the frame that fits its object: the object and its particle in place of `{o}`, a count
    /// after を or が (「猫を2匹」) and before the noun elsewhere (「2つの店舗で」); も on the object, or on the frame's own
    /// を (「コーチもしています」).
    private func action(_ verb: Verb, object: Term?) -> Core? {
        guard let entry = VerbTable.entry(for: verb), let sense = entry.sense(for: object) else { return nil }
        var before = ""
        var rest = sense.frame
        var saysAlso = false
        var lengthFirst = false
        if let object, let slot = rest.firstRange(of: "{o}") {
            let after = rest[slot.upperBound...]
            let particle = after.hasPrefix("について") ? "について" : after.first.map(String.init) ?? ""
            before = String(rest[..<slot.lowerBound])
            rest = String(after.dropFirst(particle.count))
            guard let noun = object.words(in: .japanese) else { return nil }
            let quantity = JapaneseWords.quantity(object)
            switch particle {
            case "を", "が":
                before += noun + self.particle(particle) + (quantity ?? "")
                saysAlso = clause.isAlso
                lengthFirst = quantity != nil
            case "の":
                before += (quantity.map { $0 + "の" } ?? "") + noun + "の"
            default:
                before += (quantity.map { $0 + "の" } ?? "") + noun + self.particle(particle)
                saysAlso = clause.isAlso
            }
        }
        if clause.isAlso, !saysAlso, let index = rest.lastIndex(where: { $0 == "を" || $0 == "が" }) {
            rest.replaceSubrange(index...index, with: "も")
            saysAlso = true
        }
        return Core(
            words: before + rest, head: .verb(sense.lexeme, clause.aspect(of: entry.aspect)), saysAlso: saysAlso,
            lengthFirst: lengthFirst)
    }

    /// 「英語（ネイティブ）と日本語（N2）が話せます」: an ability now (formal 「を話すことができます」), 話している over a
    /// time frame.
    private func speak(_ languages: [LeveledTerm]) -> Core? {
        let said = languages.compactMap(JapaneseWords.leveled)
        guard said.count == languages.count, let list = JapaneseWords.list(said, limit: nil) else { return nil }
        let also = clause.isAlso
        guard timing == .present else { return Core(words: list + particle("を"), head: Self.talk, saysAlso: also) }
        if register == .formal {
            return Core(words: list + particle("を") + "話すことが", head: Self.can, saysAlso: also)
        }
        let able = Self.speakLexeme.potential ?? Self.speakLexeme
        return Core(words: list + particle("が"), head: .verb(able, .state), saysAlso: also)
    }

    /// 「Xで看護を学んでいます」; a school is placed like an organization (「タコマのXで」); nothing to name, 勉強する.
    private func study(_ subject: Term?, at school: Term?) -> Core? {
        var words = ""
        var saysAlso = false
        if let school {
            guard let place = prenominal(school) else { return nil }
            words = place + "で" + (clause.isAlso && subject == nil ? "も" : "")
            saysAlso = clause.isAlso && subject == nil
        }
        guard let subject else {
            return Core(words: words, head: school == nil ? Self.study : Self.learn, saysAlso: saysAlso)
        }
        guard let topic = said(subject) else { return nil }
        return Core(words: words + topic + particle("を"), head: Self.learn, saysAlso: clause.isAlso)
    }

    /// People are there (「子どもが2人います」), pets are kept (「猫を2匹飼っています」), things are had (持っています).
    private func have(_ thing: Term) -> Core? {
        guard let noun = thing.words(in: .japanese) else { return nil }
        let quantity = JapaneseWords.quantity(thing) ?? ""
        let floats = thing.count != nil
        if thing.kind == .person {
            return Core(
                words: noun + particle("が") + quantity, head: .verb(Self.iru, .state), saysAlso: clause.isAlso,
                lengthFirst: floats)
        }
        let isPet = ["匹", "頭", "羽"].contains(thing.counter ?? "") || Self.pets.contains { noun.hasSuffix($0) }
        return Core(
            words: noun + particle("を") + quantity, head: isPet ? Self.keep : Self.hold, saysAlso: clause.isAlso,
            lengthFirst: floats)
    }

    // MARK: - Contacts

    /// 「ポートフォリオはmarcob.designで見られます」 (formal 「ご覧いただけます」), 「連絡先はa@b.ioです」, 「GitHubのアカウ
    /// ントは@marcobです」, 「詳しくはmarcob.designで見られます」; a person's are theirs: 「Maya Chenさんのポートフォリオは…」.
    func share(label: Term?, address: Term) -> (words: String, head: Head)? {
        guard let address = address.words(in: .japanese) else { return nil }
        var name = ""
        if case .person(let person) = clause.subject { name = Self.honored(person) }
        let owner = name.isEmpty ? "" : name + "の"
        switch ContactShape(address) {
        case .email:
            guard clause.isAlso else { return ("", .noun(owner + "連絡先は" + address)) }
            let reached = register == .formal ? Self.reachedFormally : Self.reached
            return ((name.isEmpty ? "" : name + "には") + address + "でも", .verb(reached, .state))
        case .handle:
            var account = "アカウント"
            if let label {
                guard let platform = label.words(in: .japanese) else { return nil }
                account = platform + "の" + account
            }
            return ("", .noun(owner + account + "は" + address))
        case .link:
            var topic = (name.isEmpty ? "" : name + "について") + "詳しくは"
            if let label {
                guard let said = label.words(in: .japanese) else { return nil }
                topic = owner + said + "は"
            }
            let seen = register == .formal ? Self.viewedFormally : Self.viewed
            return (topic + address + "で" + (clause.isAlso ? "も" : ""), .verb(seen, .state))
        }
    }

    // MARK: - Lexemes

    private static let suru = JapaneseLexeme(base: "する", group: .suru)
    private static let work = Head.verb(JapaneseLexeme(base: "働く", group: .godan), .work)
    private static let act = Head.verb(JapaneseLexeme(base: "活動する", group: .suru), .state)
    private static let base = Head.verb(suru, .state)
    private static let live = Head.verb(JapaneseLexeme(base: "住む", group: .godan), .state)
    private static let seek = Head.verb(JapaneseLexeme(base: "探す", group: .godan), .process)
    private static let speakLexeme = JapaneseLexeme(base: "話す", group: .godan)
    private static let talk = Head.verb(speakLexeme, .state)
    private static let can = Head.verb(JapaneseLexeme(base: "できる", group: .ichidan), .state)
    private static let use = Head.verb(JapaneseLexeme(base: "使う", group: .godan), .work)
    private static let fond = Head.verb(JapaneseLexeme(base: "好き", group: .naAdjective), .state)
    private static let enjoy = Head.verb(JapaneseLexeme(base: "楽しむ", group: .godan), .state)
    private static let study = Head.verb(JapaneseLexeme(base: "勉強する", group: .suru), .activity)
    private static let learn = Head.verb(JapaneseLexeme(base: "学ぶ", group: .godan), .activity)
    private static let keep = Head.verb(JapaneseLexeme(base: "飼う", group: .godan), .state)
    private static let hold = Head.verb(JapaneseLexeme(base: "持つ", group: .godan), .state)
    private static let reached = JapaneseLexeme(base: "連絡がとれる", group: .ichidan, isStative: true)
    private static let reachedFormally = JapaneseLexeme(base: "ご連絡いただける", group: .ichidan, isStative: true)
    private static let viewed = JapaneseLexeme(base: "見られる", group: .ichidan, isStative: true)
    private static let viewedFormally = JapaneseLexeme(base: "ご覧いただける", group: .ichidan, isStative: true)
    /// Animals kept as pets, for a count without its counter.
    private static let pets = ["犬", "猫", "ねこ", "いぬ", "うさぎ", "ウサギ", "ハムスター", "インコ", "金魚", "亀", "カメ", "鳥"]
}
