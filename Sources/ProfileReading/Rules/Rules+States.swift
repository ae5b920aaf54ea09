import IntroductionCore
import ReadingLexicon

/// States of life: who someone is when it is not a job ("high school junior", "mom of two", "retired", "between
/// jobs", "on parental leave", 「大学3年生」, 「二児の母」, 「育休中」). A state is said as a state, never as work.
extension Rules {
    static let states: [Rule] = [
        Rule(
            "student in a year", .states, priority: 2,
            pattern: [.fact([.state]) { $0.slots.state?.kind == .student && $0.slots.state?.year == nil },
                .optional(.separator(",", "-", "|", "·", "/")), .fact([.amount]) { $0.slots.ordinal != nil }],
            examples: [Example(.role, "uni student, 2nd year", "state: uni student, 2nd year | state=student university student year 2"),
                Example(.role, "nurse, 2nd year")]
        ) { match in
            guard var state = match.fact(0)!.slots.state, let year = match.fact(2)!.slots.ordinal, (1...12).contains(year)
            else { return nil }
            state.yearOfStudy = year
            return fact(.state, match) { $0.state = state }
        },
        Rule(
            "looking for work", .states, priority: 2,
            pattern: [.either([.kind(.hashtag), .word("open", "job", "on", "between", "currently", "actively", "now")]),
                .optional(.word("to", "hunting", "seeking", "the", "jobs", "looking")), .optional(.word("work", "job", "for", "new")),
                .optional(.word("market", "work", "opportunities", "roles"))],
            examples: [
                Example(.role, "Supply Chain Analyst | #OpenToWork", "state: #OpenToWork | state=betweenJobs looking for work"),
                Example(.notes, "on the job market 2025-26", "state: on the job market | state=betweenJobs looking for work"),
                Example(.role, "Full-stack dev | open to work", "state: open to work | state=betweenJobs looking for work"),
            ]
        ) { match in
            let words = match.matched.map(\.key).joined(separator: " ").lowercased()
            let searching = [
                "#opentowork", "open to work", "job hunting", "job seeking", "on the job market", "between jobs",
                "open to opportunities", "open to new roles", "currently looking for work", "actively looking for work",
                "now looking for work", "looking for work",
            ]
            guard searching.contains(words) else { return nil }
            let phrase = Phrase(text: "looking for work", language: .en, head: "work", classes: [.noun])
            return fact(.state, match) { $0.state = StateOfLife(kind: .betweenJobs, phrase: phrase) }
        },
        Rule(
            "returning to work", .states, priority: 2,
            pattern: [.word("returning", "coming", "getting", "back"), .optional(.word("back", "to")), .optional(.word("to", "after", "into")),
                .optional(.word("a", "the")), .optional(.word("work", "career", "workforce", "nursing", "teaching")),
                .optional(.word("break", "after"))],
            examples: [
                Example(.role, "Returning to work - aspiring frontend dev", "state: Returning to work | state=returning returning to work"),
                Example(.role, "Marketing Manager | Returning after a career break", "state: Returning after a career break | state=returning returning to work"),
            ]
        ) { match in
            let words = match.matched.map(\.key)
            guard words.contains(where: { ["work", "career", "workforce", "break", "nursing", "teaching"].contains($0) }) else {
                return nil
            }
            let phrase = Phrase(text: "returning to work", language: .en, head: "work", classes: [.noun])
            return fact(.state, match) { $0.state = StateOfLife(kind: .returning, phrase: phrase) }
        },
        Rule(
            "returning after leave", .states, priority: 3,
            pattern: [.fact([.state]) { $0.slots.state!.kind == .returning }, .optional(.word("after", "from")),
                .optional(.word("a", "my", "the")), .fact([.state, .phrase]) { $0.kind == .phrase || $0.slots.state!.kind == .onLeave }],
            examples: [Example(.role, "returning to work after parental leave", "state: returning to work after parental leave | state=returning returning to work after parental leave")]
        ) { match in
            // The words as typed, which the word list says whole (「育休明けで復職準備中」).
            guard let leave = match.fact(3)?.slots.state?.phrase ?? match.fact(3)?.slots.phrase, leave.head == "leave" || leave.head == "break"
            else { return nil }
            let words = match.matched.filter { $0.kind == .word }.map(\.key).joined(separator: " ")
            let phrase = Phrase(text: words, language: .en, head: "work", classes: [.noun])
            return fact(.state, match) { $0.state = StateOfLife(kind: .returning, phrase: phrase) }
        },
        Rule(
            "at home with the kids", .states, fields: [.role, .experience, .notes], priority: 2,
            pattern: [.optional(.facts(.amount)), .optional(.word("stay", "stayed", "staying", "been")), .optional(.word("at")),
                .word("home"), .optional(.word("with")), .optional(.word("my", "the", "our")),
                .optional(.fact([.phrase]) { ["kid", "child", "baby", "family", "son", "daughter", "twin"].contains($0.slots.phrase!.head) })],
            examples: [Example(.experience, "3 years at home with my kids", "state: 3 years at home with my kids | state=homemaker at home with my kids for 3y")]
        ) { match in
            // "home" alone is no state: it is one with the kids, or with a length of time, or where one stays.
            guard match.has(6) || match.has(0) || match.has(1) else { return nil }
            let words = match.matched.drop { $0.kind == .number || $0.classes.contains(.timeUnit) }.map(\.key)
            let phrase = Phrase(text: words.joined(separator: " "), language: .en, head: "home", classes: [.noun])
            return fact(.state, match) {
                $0.state = StateOfLife(kind: .homemaker, phrase: phrase, amount: match.fact(0)?.slots.amount)
            }
        },
        Rule(
            "new to the area", .states, priority: 2,
            pattern: [.optional(.word("i'm", "im", "just")), .word("new"), .word("to", "in"), .optional(.word("the")),
                .either([.word("area", "town", "city", "neighborhood", "neighbourhood"), .fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) }])],
            examples: [Example(.notes, "New to the area and looking to meet people!", "state: New to the area | state=newcomer new to the area")]
        ) { match in
            let phrase = Phrase(text: "new to the area", language: .en, head: "area", classes: [.noun])
            return fact(.state, match) { $0.state = StateOfLife(kind: .newcomer, phrase: phrase) }
        },
        Rule(
            "class of", .states, priority: 2,
            pattern: [.word("class"), .word("of"), .optional(.word("'")), .token { $0.kind == .number }],
            examples: [Example(.role, "Aspiring auditor | Class of 2026", "state: Class of 2026 | state=student student")]
        ) { match in
            guard let year = match.token(3)?.value else { return nil }
            let phrase = Phrase(text: "student", language: .en, head: "student", classes: [.noun, .person])
            return fact(.state, match) {
                $0.state = StateOfLife(kind: .student, phrase: phrase, year: year < 100 ? 2000 + year : year)
            }
        },
        Rule(
            "transitioning to", .states, priority: 2,
            pattern: [.word("transitioning", "moving", "pivoting", "switching", "changing"), .word("to", "into"), .facts(.phrase, .title)],
            examples: [Example(.role, "Transitioning to Project Management", "state: Transitioning to Project Management | state=careerChange project management")]
        ) { match in
            guard let phrase = match.fact(2)?.slots.phrase ?? match.fact(2)?.slots.title, !phrase.classes.contains(.place) else {
                return nil
            }
            return fact(.state, match) { $0.state = StateOfLife(kind: .careerChange, phrase: phrase) }
        },
        Rule(
            "state at a school", .states, priority: 3,
            pattern: [.facts(.state), .word("at", "@", "in", "from", ","), .facts(.phrase)],
            examples: [Example(.role, "CS Student @ Georgia Tech", "state: CS Student @ Georgia Tech | state=student computer science student")]
        ) { match in
            guard var state = match.fact(0)?.slots.state, state.school == nil, let school = match.fact(2)?.slots.phrase,
                school.isName || school.classes.contains(.organization)
            else { return nil }
            state.school = school
            return fact(.state, match) { $0.state = state }
        },
        Rule(
            "student in a field", .states, priority: 3,
            pattern: [.fact([.state]) { [.student, .learner].contains($0.slots.state!.kind) }, .either([.word("in", "of", "studying"), .separator(",")]),
                .facts(.phrase)],
            examples: [Example(.role, "PhD candidate in marine biology", "state: PhD candidate in marine biology | state=student PhD candidate in marine biology"),
                Example(.role, "masters student, computer vision", "state: masters student, computer vision | state=student masters student in computer vision")]
        ) { match in
            guard var state = match.fact(0)?.slots.state, state.field == nil, let field = match.fact(2)?.slots.phrase,
                field.classes.isDisjoint(with: [.place, .person]), !field.isName,
                match.token(1)?.key != "," || field.classes.contains(.field)
            else { return nil }
            state.field = field
            return fact(.state, match) { $0.state = state }
        },
        Rule(
            "retired job", .states, priority: 3,
            pattern: [.word("retired", "semi-retired"), .facts(.title, .phrase)],
            examples: [Example(.role, "Retired schoolteacher and lifelong knitter", "state: Retired schoolteacher | state=retired retired schoolteacher")]
        ) { match in
            guard let job = match.fact(1)?.slots.title ?? match.fact(1)?.slots.phrase, job.classes.contains(.person) else {
                return nil
            }
            var phrase = job
            phrase.text = "retired " + job.text
            return fact(.state, match) { $0.state = StateOfLife(kind: .retired, phrase: phrase) }
        },
        Rule(
            "aspiring", .states, priority: 3,
            pattern: [.word("aspiring", "would-be", "future", "wannabe", "budding"), .facts(.title, .phrase)],
            examples: [Example(.role, "Aspiring ML Engineer", "state: Aspiring ML Engineer | state=learner aspiring ML engineer")]
        ) { match in
            guard let job = match.fact(1)?.slots.title ?? match.fact(1)?.slots.phrase, job.classes.contains(.person) || job.classes.contains(.unknown)
            else { return nil }
            var phrase = job
            phrase.text = "aspiring " + job.text
            return fact(.state, match) { $0.state = StateOfLife(kind: .learner, phrase: phrase) }
        },
        Rule(
            "japanese aspiring", .states, priority: 3,
            pattern: [.facts(.title, .phrase), .word("志望", "目指し", "見習い", "志望です")],
            examples: [Example(.role, "データアナリスト志望", "state: データアナリスト志望 | state=learner データアナリスト志望")]
        ) { match in
            guard var phrase = match.fact(0)?.slots.title ?? match.fact(0)?.slots.phrase else { return nil }
            phrase.text += match.token(1)!.key
            return fact(.state, match) { $0.state = StateOfLife(kind: .learner, phrase: phrase) }
        },
        Rule(
            "state noun", .states, priority: 2,
            pattern: [.fact([.phrase]) { States.kind(of: $0.slots.phrase!) != nil }, .optional(.word("of")),
                .optional(.token { $0.value != nil || $0.key.hasPrefix("x") && Int($0.key.dropFirst()) != nil }),
                .optional(.word("kids", "children", "boys", "girls", "kid"))],
            examples: [
                Example(.role, "high school junior", "state: high school junior | state=student high school junior"),
                Example(.role, "mom of two", "state: mom of two | state=parent mom of two"),
                Example(.role, "大学3年生", "state: 大学3年生 | state=student 大学3年生"),
            ]
        ) { match in
            let phrase = match.fact(0)!.slots.phrase!
            guard let kind = States.kind(of: phrase) else { return nil }
            var said = phrase
            // "mom of two", "Mama x2": the children counted.
            let count = match.token(2).flatMap { $0.value ?? Int($0.key.dropFirst()) }
            if match.has(1) != match.has(2), match.token(2)?.key.hasPrefix("x") != true { return nil }
            if let count, kind == .parent { said.text = phrase.text + " of " + (FunctionWords.numberWords[count] ?? String(count)) }
            said.count = count
            return fact(.state, match) { $0.state = StateOfLife(kind: kind, phrase: said) }
        },
        Rule(
            "state words", .states, priority: 2,
            pattern: [.run(longest: 5) { States.words[$0.key] != nil || States.heads[$0.key] != nil || ["on", "a", "stay", "at", "home", "-", "full", "time", "single", "career"].contains($0.key) }],
            examples: [
                Example(.role, "stay at home dad (former teacher)", "state: stay at home dad | state=homemaker stay at home dad"),
                Example(.role, "retired", "state: retired | state=retired retired"),
                Example(.role, "between jobs", "state: between jobs | state=betweenJobs between jobs"),
                Example(.role, "on parental leave", "state: on parental leave | state=onLeave on parental leave"),
                Example(.role, "career break", "state: career break | state=onLeave career break"),
                Example(.role, "lucky break"),
            ]
        ) { match in
            let tokens = match.tokens(0)
            guard let kind = tokens.lazy.compactMap({ States.words[$0.key] ?? States.heads[$0.key] }).first,
                let last = tokens.last, States.words[last.key] != nil || States.heads[last.key] != nil || last.key == "home",
                tokens.count > 1 || States.words[last.key] != nil,
                // A break is a state only as a career's ("lucky break", "on my break" are not).
                last.key != "break" || tokens.dropLast().last?.key == "career"
            else { return nil }
            let language = tokens.first?.script ?? .en
            let text = language == .ja ? tokens.map(\.key).joined() : tokens.map(\.key).joined(separator: " ")
            let phrase = Phrase(text: text, language: language, head: last.lemma, classes: [.noun])
            return fact(.state, match) { $0.state = StateOfLife(kind: kind, phrase: phrase) }
        },
    ]
}

/// The words of states of life.
enum States {
    /// The state a phrase names by its head ("student", "junior", "mom", 「学生」「主婦」), nil when it names none.
    static func kind(of phrase: Phrase) -> StateOfLife.Kind? {
        if phrase.language == .ja {
            if phrase.text.hasSuffix("年生") || phrase.text.hasSuffix("学生") || phrase.text.hasSuffix("高校生")
                || phrase.text.hasSuffix("院生") || phrase.text.hasSuffix("大学生")
            {
                return .student
            }
            return words[phrase.head] ?? words[phrase.text]
        }
        return heads[phrase.head]
    }

    /// English heads of phrases that name a state.
    static let heads: [String: StateOfLife.Kind] = [
        "student": .student, "junior": .student, "senior": .student, "freshman": .student, "sophomore": .student,
        "undergrad": .student, "undergraduate": .student, "grad": .student, "postgrad": .student, "candidate": .student,
        "pupil": .student, "mom": .parent, "mum": .parent, "dad": .parent, "mother": .parent, "father": .parent,
        "mama": .parent, "papa": .parent, "grandpa": .parent, "grandma": .parent, "grandmother": .parent,
        "grandfather": .parent, "wife": .family, "husband": .family, "spouse": .family, "son": .family,
        "daughter": .family, "intern": .student, "trainee": .learner, "apprentice": .learner,
        "parent": .parent, "homemaker": .homemaker, "housewife": .homemaker, "househusband": .homemaker,
        "retiree": .retired, "pensioner": .retired, "volunteer": .volunteer, "graduate": .newGraduate,
        "learner": .learner, "self-learner": .learner,
    ]

    /// Words that name a state on their own, either language.
    static let words: [String: StateOfLife.Kind] = [
        "retired": .retired, "unemployed": .betweenJobs, "jobless": .betweenJobs, "between": .betweenJobs,
        "jobs": .betweenJobs, "leave": .onLeave, "parental": .onLeave, "maternity": .onLeave, "paternity": .onLeave,
        "sabbatical": .onLeave, "break": .onLeave, "homemaker": .homemaker, "stay": .homemaker, "主婦": .homemaker, "主夫": .homemaker,
        "専業主婦": .homemaker, "定年退職": .retired, "引退": .retired, "求職中": .betweenJobs,
        "求職": .betweenJobs, "転職活動中": .betweenJobs, "就活": .student, "就活中": .student, "育休": .onLeave, "育休中": .onLeave, "産休": .onLeave,
        "産休中": .onLeave, "休職": .onLeave, "休職中": .onLeave, "新卒": .newGraduate, "学生": .student, "母": .parent,
        "ママ": .parent, "パパ": .parent, "父": .parent,
    ]
}
