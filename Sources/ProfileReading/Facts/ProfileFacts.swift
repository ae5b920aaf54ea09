import FoundationEssentials
package import IntroductionCore
package import ReadingLexicon
import TextBasics

/// A profile understood once, before anything is written; every writer reads this, never the raw fields.
///
/// Each field is normalized (``Normalizer``: the shorthand people type written out) and read by its grammar: the role
/// into a title, an employer and the job before it (``RoleGrammar``), the experience into durations and a career
/// (``Experience``), skills and interests into items, the notes into sentences with the ones that ask the writer for
/// something set aside. What no grammar read is kept in ``unread`` with its field, to be reported, never written.
/// Nothing is added, and the facts do not depend on the output language: translating is the writer's job.
package struct ProfileFacts: Sendable, Equatable {
    package struct Role: Sendable, Equatable {
        /// The title as it should be written: "software engineer" for "A SOFTWARE ENGINEER", "frontend developer" for
        /// "frontend".
        package var text: String
        /// The title cut to its first clause when it is long, for places with little room (short texts,
        /// headlines, bios): "Staff Engineer" for "Staff Engineer, platform team, on-call lead".
        package var head: String
        /// Whether the role is a job: "high school student", "retired", 「大学3年生」 are not, so the text says
        /// "I'm a high school student", never "I work as one".
        package var isOccupation = true
        /// Whether the role is a student's or a trainee's: time in it is time as a student, not experience.
        package var isLearner = false
        /// Where the person works: "Shopee", "a fintech startup", 「地方銀行」.
        package var employer: Employer?
        /// What the title was qualified with in parentheses: "React" in 「フロントエンド（React）」.
        package var qualifier: String?
        /// The job before an arrow: "nurse" in "ex-nurse → product manager".
        package var former: String?
        /// The job hoped for: "PM" in 「データアナリスト→PM志望」.
        package var aspiring: String?
        /// A part of the field no grammar read ("sales rep, now recruiter" when "sales rep" is no title it knows):
        /// reported, never written.
        package var unread: [String] = []

        package init(text: String, head: String, isOccupation: Bool = true, isLearner: Bool = false) {
            self.text = text
            self.head = head
            self.isOccupation = isOccupation
            self.isLearner = isLearner
        }
    }

    /// Where someone works: a name, written as typed in either language ("Shopee", 「山本製作所」), or a description,
    /// translated and in English with its article ("a fintech startup").
    package struct Employer: Sendable, Equatable {
        package var text: String
        package var isName: Bool

        package init(_ text: String) {
            self.text = text
            isName = Self.isProperName(text)
        }

        /// In English a first word with a capital, a digit or a dot (a domain): "Shopee", "TU Delft", "carlos.dev"; "hotel
        /// chain in Lisbon" is a description. In Japanese a Latin name or a company's ending.
        static func isProperName(_ text: String) -> Bool {
            if Script.hasKana(text) || Script.hasKanji(text) {
                // 「Web制作会社」「EC企業」 are kinds of company, described; 「ABC商事」「株式会社ミライ」 are names.
                let kind = organizationEndings.contains { text.hasSuffix($0) }
                return text.allSatisfy(\.isASCII) || text.hasPrefix("株式会社")
                    || (!kind && nameEndings.contains { text.hasSuffix($0) })
            }
            let first = text.split(separator: " ").first ?? ""
            return first.contains { $0.isUppercase || $0.isNumber || $0 == "." } || Address.isAddress(text)
        }

        /// Whether Japanese words before 「の」 name an organization (「Shopee」「山本製作所」「地方銀行」), not a field.
        static func isOrganization(_ text: String) -> Bool {
            text.allSatisfy { $0.isASCII } || text.hasPrefix("株式会社") || nameEndings.contains { text.hasSuffix($0) }
                || organizationEndings.contains { text.hasSuffix($0) }
        }

        /// The kind of organization `text` ends with (「事務所」 of 「青葉会計事務所」), nil when none.
        package static func kindEnding(of text: String) -> String? {
            organizationEndings.filter { text.hasSuffix($0) && text.count > $0.count }.max { $0.count < $1.count }
        }

        /// Endings of a company's own name.
        private static let nameEndings = ["株式会社", "製作所", "商事", "商店", "工業", "産業", "ホールディングス", "グループ", "社"]
        /// Endings of a kind of organization.
        private static let organizationEndings = [
            "会社", "企業", "銀行", "病院", "大学", "高校", "学校", "事務所", "研究所", "スタートアップ", "ベンチャー", "メーカー", "店",
            "工場", "薬局", "クリニック", "役所", "省", "庁", "財団", "協会", "ラボ", "スタジオ", "法人", "支社", "本社",
        ]
    }

    package enum Interests: Sendable, Equatable {
        /// Items for a list: ["cycling", "coffee"].
        case list([String])
        /// The person's own sentence, ended.
        case sentence(String)

        /// How a text in `language` says them: a sentence in the other language that only names interests
        /// ("I love hiking.") becomes its list, which can be translated where the sentence could only be quoted.
        package func said(in language: ComposerLanguage) -> Interests {
            guard case .sentence(let sentence) = self, Script.language(of: sentence) != language,
                let items = InterestSentence.items(sentence)
            else { return self }
            return .list(items)
        }
    }

    package var name: String?
    package var role: Role?
    package var experience: Experience?
    package var skills: [String]
    package var interests: Interests?
    /// The notes' sentences that say something about the person, ended, in order.
    package var notes: [String]
    /// Note sentences that ask the writer for something ("Please keep it short."): never written as facts.
    package var requests: [String]
    /// The requests that are not a wish to mention or leave out something ("Make it funny."): the writer carries out
    /// what it can and reports the rest.
    package var unheeded: [String] = []
    /// What no grammar read, as typed, with its field: reported, never written.
    package var unread: [UnusedPart] = []
    /// A role typed as a sentence (「定年退職しました」): the person's own words, said right after who they are.
    package var roleSentence: String?

    package init(_ profile: Profile, words: WordList, normalizer: Normalizer) {
        // A name is one line: whatever follows a line break (pasted by mistake, or "\n- Role: CEO") is not it.
        name = Self.phrase(ProfileText.printable(profile.name, keepingLines: true).prefix { $0 != "\n" }.description)
            .map(Self.capitalizedName)
        var unread: [UnusedPart] = []
        let typedRole = ProfileText.printable(profile.role)
        role = nil
        if let text = Self.phrase(normalizer.normalize(typedRole, as: .role)) {
            switch RoleGrammar.read(text, words: words) {
            case .role(let role):
                self.role = role
                unread += role.unread.map { UnusedPart(field: .role, text: $0, reason: .notUnderstood) }
            case .sentence(let sentence):
                roleSentence = sentence
                // 「定年退職しました（元セキュリティエンジニア）」: the aside is not said, and so reported.
                if let open = text.firstIndex(where: { $0 == "(" || $0 == "（" }) {
                    let aside = text[open...].trimmingCharacters(in: ScalarSet(charactersIn: "()（） "))
                    if !aside.isEmpty { unread.append(UnusedPart(field: .role, text: aside, reason: .notUnderstood)) }
                }
            case .unread: unread.append(UnusedPart(field: .role, text: typedRole, reason: .notUnderstood))
            }
        }
        let typedExperience = ProfileText.printable(profile.experience)
        let normalExperience = normalizer.normalize(typedExperience, as: .experience)
        switch Experience.read(normalExperience) {
        case .phrase?:
            // "9 years (manual → automation)": the years are read, the aside no grammar reads is reported.
            if let (body, aside) = Self.aside(normalExperience), let read = Experience.read(body), read.isRead {
                experience = read
                unread.append(UnusedPart(field: .experience, text: aside, reason: .notUnderstood))
            } else {
                experience = nil
                unread.append(UnusedPart(field: .experience, text: typedExperience, reason: .notUnderstood))
            }
        case let read:
            experience = read
        }
        var skills: [String] = []
        for item in profile.skills.flatMap(ProfileText.items) {
            let read = ListGrammar.items(normalizer.normalize(item, as: .list), words: words)
            for item in read.items {
                // "6+ yrs in edtech": a time among the skills is the experience when that is empty, else reported.
                if Experience.namesTimeUnit(item), let time = Experience.read(item), time.isTime {
                    if experience == nil {
                        experience = time
                    } else {
                        unread.append(UnusedPart(field: .skills, text: item, reason: .notUnderstood))
                    }
                } else {
                    skills.append(item)
                }
            }
            unread += read.unread.map { UnusedPart(field: .skills, text: $0, reason: .notUnderstood) }
        }
        // 「薬剤師（Canva）」, "carpenter (Google Sheets)": a tool in parentheses after a title is a skill.
        if let qualifier = role?.qualifier, let tool = words.nameSpelling(qualifier) {
            skills.append(tool)
            role?.qualifier = nil
        }
        self.skills = Self.unique(skills)
        let interestsText = normalizer.normalize(ProfileText.printable(profile.interests), as: .list)
        if interestsText.isEmpty {
            interests = nil
        } else if Self.isInterestSentence(interestsText) {
            interests = .sentence(ProfileSentences.ended(interestsText))
        } else {
            let read = ListGrammar.items(interestsText, words: words)
            // "podcasts in brazil": a place keeps its capital, as a person would correct it.
            let items = read.items.map { Script.language(of: $0) == .en ? words.capitalizingNames(in: $0) : $0 }
            interests = items.isEmpty ? nil : .list(Self.unique(items))
            unread += read.unread.map { UnusedPart(field: .interests, text: $0, reason: .notUnderstood) }
        }
        var notes: [String] = []
        var asked: [String] = []
        var requests: [String] = []
        var unheeded: [String] = []
        var avoided: [String] = []
        let typedNotes = ProfileText.printable(profile.notes, keepingLines: true)
        // Read in order; a refusal's aside that is a wish of its own is read next ("no need to mention my old company,
        // mention that I mentor 2 juniors"). Each aside is shorter than its sentence, so the work ends.
        var pending = Array(ProfileSentences.split(normalizer.normalize(typedNotes, as: .notes)).reversed())
        while let typed = pending.popLast() {
            guard typed.contains(where: \.isLetter) else { continue }
            // "i live in nagoya": names keep their capitals, as a person would correct them.
            let sentence = Script.language(of: typed) == .en ? words.capitalizingNames(in: typed) : typed
            switch NoteWish.read(sentence) {
            case .mention(let fact):
                notes.append(fact)
                asked.append(fact)
                requests.append(sentence)
                continue
            case .avoid(let terms):
                avoided += terms
                requests.append(sentence)
                // "don't mention my age on-call survivor": a long thing to leave out that the profile nowhere holds
                // was likely misread; the sentence is reported, so nothing in it goes unsaid in silence.
                let elsewhere = ([typedRole, typedExperience, interestsText] + skills)
                    .joined(separator: "\n").lowercased()
                let unfound = terms.filter {
                    $0.split(separator: " ").count >= 3 && !elsewhere.includes($0.lowercased())
                }
                if !unfound.isEmpty {
                    unread.append(UnusedPart(field: .notes, text: sentence, reason: .notUnderstood))
                }
                if let aside = NoteWish.refusalAside(sentence) {
                    if NoteWish.read(aside) != nil || ProfileSentences.isRequest(aside) {
                        pending.append(ProfileSentences.ended(aside))
                    } else {
                        unread.append(UnusedPart(field: .notes, text: aside, reason: .notUnderstood))
                    }
                }
                continue
            case nil:
                break
            }
            if ProfileSentences.isRequest(sentence) {
                requests.append(sentence)
                unheeded.append(sentence)
            } else if ProfileSentences.isCourtesy(sentence) {
                continue
            } else if let said = NoteGrammar.sentence(sentence) {
                notes.append(said)
            } else {
                unread.append(UnusedPart(field: .notes, text: sentence, reason: .notUnderstood))
            }
        }
        self.notes = Self.unique(notes)
        self.requests = requests
        self.unheeded = unheeded
        self.asked = asked
        self.avoided = avoided
        self.unread = unread
        if !avoided.isEmpty { leaveOut(avoided, experience: typedExperience) }
    }

    /// Words the person asked to keep out ("Please don't mention my age (52)." → "age", "52").
    package var avoided: [String] = []
    /// The facts the notes asked to be said, as the composer worded them in the person's voice.
    package var asked: [String] = []

    /// Drops every field, item and note that holds one of `terms`, so what the person asked to keep out
    /// appears nowhere.
    private mutating func leaveOut(_ terms: [String], experience typed: String) {
        // An age refused is refused however it is said: "47歳です。", "I'm 52.", "52 years old".
        let refusesAge = terms.contains { ["age", "my age", "年齢", "歳", "年"].contains($0.lowercased()) }
        let holds = { (text: String) in
            terms.contains { Self.mentions(text, $0) } || (refusesAge && Self.statesAnAge(text))
        }
        if let name, holds(name) { self.name = nil }
        if let role, holds(role.text) { self.role = nil }
        if holds(typed) { experience = experience?.leavingOut(where: holds) }
        skills.removeAll(where: holds)
        switch interests {
        case .list(let items):
            let kept = items.filter { !holds($0) }
            interests = kept.isEmpty ? nil : .list(kept)
        case .sentence(let sentence) where holds(sentence): interests = nil
        default: break
        }
        notes.removeAll(where: holds)
    }

    /// Whether `text` says how old someone is: a number before 歳 or "years old", or a sentence ending "I'm 52".
    ///
    /// Scanned by hand rather than with a regex: a `Regex` would link the regex parser, nearly a megabyte of text
    /// that every run maps, for three patterns.
    package static func statesAnAge(_ text: String) -> Bool {
        let lower = Array(text.lowercased().replacing("’", with: "'"))
        let isDigit = { (character: Character) in ("0"..."9").contains(character) || ("０"..."９").contains(character) }
        /// Whether a number ends just before `index`, with at most one space between.
        func numberEnds(before index: Int) -> Bool {
            var index = index
            if index > 0, lower[index - 1] == " " { index -= 1 }
            return index > 0 && isDigit(lower[index - 1])
        }
        for index in lower.indices {
            if lower[index] == "歳", numberEnds(before: index) { return true }
            for unit in ["years", "yrs"] where lower[index...].starts(with: unit) && numberEnds(before: index) {
                let after = lower[(index + unit.count)...]
                if after.starts(with: " old") || after.starts(with: "-old") { return true }
            }
        }
        var end = lower.endIndex
        if end > 0, lower[end - 1] == "." { end -= 1 }
        guard end >= 2, lower[(end - 2)..<end].allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        let head = String(lower[..<(end - 2)])
        guard let lead = ["i'm ", "im ", "i am "].first(where: head.hasSuffix) else { return false }
        let before = head.dropLast(lead.count).last
        return before.map { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) } ?? true
    }

    /// Whether `text` holds `term` as a word (English, any case; "age" is not in "manage") or anywhere
    /// (Japanese, which has no spaces).
    package static func mentions(_ text: String, _ term: String) -> Bool {
        let text = text.lowercased()
        let term = term.lowercased()
        guard !term.isEmpty else { return false }
        if Script.hasKana(term) || Script.hasKanji(term) { return text.includes(term) }
        var start = text.startIndex
        while let range = text[start...].firstRange(of: term) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            // Only a Latin letter or digit continues an English word: 「前職はABC商事」 holds "ABC".
            let isWordCharacter = { (character: Character?) in
                character.map { Script.isLatinLetter($0) || ($0.isASCII && $0.isNumber) } ?? false
            }
            if !isWordCharacter(before), !isWordCharacter(after) { return true }
            start = range.upperBound
        }
        return false
    }

    package var isEmpty: Bool {
        name == nil && role == nil && roleSentence == nil && skills.isEmpty && experience == nil && interests == nil
            && notes.isEmpty
    }
}
