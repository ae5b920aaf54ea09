import ReadingLexicon
import SentenceRealization
import Testing

/// Experience, home, origin, what one looks for, languages, tools, interests, contacts, study and family.
@Suite("Life")
struct LifeSentenceTests {
    static let experience: [Said] =
        Said.each(
            Clause(predicate: .haveExperience(Amount(years: 8), in: Terms.product)),
            formal: ("I have 8 years of experience in product", "プロダクトの分野で8年の経験がございます"),
            polite: ("I have 8 years of experience in product", "プロダクトの分野で8年の経験があります"),
            casual: ("I have 8 years of experience in product", "プロダクトの分野で8年の経験がある"))
        + [
            Said(
                clause: Clause(predicate: .haveExperience(Amount(years: 10, approximation: .over), in: Terms.swift)),
                register: .polite, english: "I have over 10 years of experience in Swift",
                japanese: "Swiftの経験が10年以上あります"),
            Said(
                clause: Clause(
                    predicate: .haveExperience(Amount(years: 1, months: 6, approximation: .about), in: nil),
                    role: Terms.nurse),
                register: .polite, english: "I have about a year and a half of experience as a nurse",
                japanese: "看護師として約1年半の経験があります"),
            Said(
                clause: Clause(predicate: .haveExperience(Amount(months: 6), in: nil)), register: .casual,
                english: "I have half a year of experience", japanese: "半年の経験がある"),
            Said(
                clause: Clause(predicate: .haveExperience(Amount(years: 2, months: 3), in: nil), isAlso: true),
                register: .polite, english: "I also have 2 years and 3 months of experience", japanese: "2年3か月の経験もあります"),
        ]

    @Test(arguments: experience)
    func experienceIsAnAmountOfSomething(_ said: Said) {
        said.check()
    }

    static let whereabouts: [Said] =
        Said.each(
            Clause(predicate: .liveIn(Terms.portland)),
            formal: ("I am based in Portland", "ポートランドを拠点に活動しております"),
            polite: ("I'm based in Portland", "ポートランドを拠点にしています"),
            casual: ("I live in Portland", "ポートランドに住んでる"))
        + Said.each(
            Clause(predicate: .liveIn(Terms.portland), time: .since(.month(year: 2019, month: 3))),
            formal: ("I have been based in Portland since March 2019", "2019年3月からポートランドを拠点に活動しております"),
            polite: ("I've been based in Portland since March 2019", "2019年3月からポートランドを拠点にしています"),
            casual: ("I've lived in Portland since March 2019", "2019年3月からポートランドに住んでる"))
        + Said.each(
            Clause(predicate: .comeFrom(Terms.osaka)),
            formal: ("I am from Osaka", "大阪出身でございます"), polite: ("I'm from Osaka", "大阪出身です"),
            casual: ("I'm from Osaka", "大阪出身だよ"))
        + Said.each(
            Clause(predicate: .lookFor(Terms.firstRole)),
            formal: ("I am looking for my first full-time UX role", "初めてのフルタイムのUXの仕事を探しております"),
            polite: ("I'm looking for my first full-time UX role", "初めてのフルタイムのUXの仕事を探しています"),
            casual: ("I'm looking for my first full-time UX role", "初めてのフルタイムのUXの仕事を探してる"))
        + [
            Said(
                clause: Clause(predicate: .liveIn(Terms.portland), isAlso: true), register: .casual,
                english: "I also live in Portland", japanese: "ポートランドにも住んでる"),
            Said(
                clause: Clause(predicate: .liveIn(Terms.osaka), time: .until(.year(2020))), register: .polite,
                english: "I was based in Osaka until 2020", japanese: "2020年まで大阪を拠点にしていました"),
            Said(
                clause: Clause(predicate: .liveIn(Terms.osaka), time: .until(.year(2020))), register: .casual,
                english: "I lived in Osaka until 2020", japanese: "2020年まで大阪に住んでた"),
            Said(
                clause: Clause(predicate: .comeFrom(Terms.osaka), isNegative: true), register: .polite,
                english: "I'm not from Osaka", japanese: "大阪出身ではありません"),
            Said(
                clause: Clause(predicate: .comeFrom(Terms.osaka), isAlso: true), register: .polite,
                english: "I'm also from Osaka", japanese: "大阪出身でもあります"),
            Said(
                clause: Clause(predicate: .lookFor(Terms.mentorRole), isAlso: true), register: .polite,
                english: "I'm also looking for a mentor", japanese: "メンターも探しています"),
        ]

    @Test(arguments: whereabouts)
    func homeOriginAndWhatIsWanted(_ said: Said) {
        said.check()
    }

    static let skills: [Said] =
        Said.each(
            Clause(predicate: .speak([Terms.english, Terms.japanese])),
            formal: ("I speak English (native) and Japanese (N2)", "英語（ネイティブ）と日本語（N2）を話すことができます"),
            polite: ("I speak English (native) and Japanese (N2)", "英語（ネイティブ）と日本語（N2）が話せます"),
            casual: ("I speak English (native) and Japanese (N2)", "英語（ネイティブ）と日本語（N2）が話せる"))
        + Said.each(
            Clause(predicate: .use(Terms.tools)),
            formal: ("I work with HTML, CSS and Figma", "HTML、CSS、Figmaを使っております"),
            polite: ("I work with HTML, CSS and Figma", "HTML、CSS、Figmaを使っています"),
            casual: ("I work with HTML, CSS and Figma", "HTML、CSS、Figmaを使ってる"))
        + Said.each(
            Clause(predicate: .enjoy([Terms.climbing, Terms.latteArt])),
            formal: ("I enjoy climbing and latte art", "クライミングとラテアートを楽しんでおります"),
            polite: ("I enjoy climbing and latte art", "クライミングとラテアートが好きです"),
            casual: ("I'm into climbing and latte art", "クライミングとラテアートが好きだよ"))
        + [
            Said(
                clause: Clause(predicate: .speak([Terms.spanish]), isAlso: true), register: .polite,
                english: "I also speak Spanish", japanese: "スペイン語も話せます"),
            Said(
                clause: Clause(predicate: .speak([Terms.spanish]), isNegative: true), register: .casual,
                english: "I don't speak Spanish", japanese: "スペイン語が話せない"),
            Said(
                clause: Clause(predicate: .speak([Terms.spanish]), time: .since(.age(17))), register: .polite,
                english: "I've spoken Spanish since I was 17", japanese: "17歳からスペイン語を話しています"),
            Said(
                clause: Clause(predicate: .use(Array(Terms.tools.prefix(2)))), register: .polite,
                english: "I work with HTML and CSS", japanese: "HTMLとCSSを使っています"),
            Said(
                clause: Clause(predicate: .use([Terms.swift]), time: .since(.year(2015))), register: .polite,
                english: "I've worked with Swift since 2015", japanese: "2015年からSwiftを使っています"),
            Said(
                clause: Clause(predicate: .enjoy([Terms.climbing]), time: .since(.age(17))), register: .polite,
                english: "I've enjoyed climbing since I was 17", japanese: "17歳からクライミングを楽しんでいます"),
            Said(
                clause: Clause(predicate: .enjoy([Terms.climbing]), isAlso: true), register: .polite,
                english: "I also enjoy climbing", japanese: "クライミングも好きです"),
            Said(
                clause: Clause(predicate: .enjoy([Terms.climbing]), isNegative: true), register: .casual,
                english: "I'm not into climbing", japanese: "クライミングが好きじゃない"),
        ]

    @Test(arguments: skills)
    func languagesToolsAndInterestsAreLists(_ said: Said) {
        said.check()
    }

    static let contacts: [Said] =
        Said.each(
            Clause(predicate: .share(label: Terms.portfolio, address: Terms.site)),
            formal: ("You can find my portfolio at marcob.design", "ポートフォリオはmarcob.designでご覧いただけます"),
            polite: ("You can find my portfolio at marcob.design", "ポートフォリオはmarcob.designで見られます"),
            casual: ("Check out my portfolio at marcob.design", "ポートフォリオはmarcob.designで見られる"))
        + Said.each(
            Clause(predicate: .share(label: nil, address: Terms.email)),
            formal: ("I can be reached at a@b.io", "連絡先はa@b.ioでございます"),
            polite: ("You can reach me at a@b.io", "連絡先はa@b.ioです"),
            casual: ("You can reach me at a@b.io", "連絡先はa@b.ioだよ"))
        + Said.each(
            Clause(predicate: .share(label: Terms.github, address: Terms.handle)),
            formal: ("I am @marcob on GitHub", "GitHubのアカウントは@marcobでございます"),
            polite: ("I'm @marcob on GitHub", "GitHubのアカウントは@marcobです"),
            casual: ("I'm @marcob on GitHub", "GitHubのアカウントは@marcobだよ"))
        + [
            Said(
                clause: Clause(predicate: .share(label: nil, address: Terms.email), isAlso: true), register: .polite,
                english: "You can also reach me at a@b.io", japanese: "a@b.ioでも連絡がとれます"),
            Said(
                clause: Clause(predicate: .share(label: nil, address: Terms.email), isAlso: true), register: .formal,
                english: "I can also be reached at a@b.io", japanese: "a@b.ioでもご連絡いただけます"),
            Said(
                clause: Clause(predicate: .share(label: nil, address: Terms.site)), register: .polite,
                english: "You can find me at marcob.design", japanese: "詳しくはmarcob.designで見られます"),
            Said(
                clause: Clause(predicate: .share(label: nil, address: Terms.site)), register: .casual,
                english: "Find me at marcob.design", japanese: "詳しくはmarcob.designで見られる"),
            Said(
                clause: Clause(predicate: .share(label: Terms.portfolio, address: Terms.site), isAlso: true),
                register: .polite, english: "You can also find my portfolio at marcob.design",
                japanese: "ポートフォリオはmarcob.designでも見られます"),
        ]

    @Test(arguments: contacts)
    func aContactIsOfferedAsItsShapeAllows(_ said: Said) {
        said.check()
    }

    static let studyAndFamily: [Said] =
        Said.each(
            Clause(predicate: .study(Terms.nursing, at: Terms.uw)),
            formal: ("I study nursing at UW", "ワシントン大学で看護を学んでおります"),
            polite: ("I study nursing at UW", "ワシントン大学で看護を学んでいます"),
            casual: ("I study nursing at UW", "ワシントン大学で看護を学んでる"))
        + Said.each(
            Clause(predicate: .have(Terms.twoCats)),
            formal: ("I have two cats", "猫を2匹飼っております"), polite: ("I have two cats", "猫を2匹飼っています"),
            casual: ("I have two cats", "猫を2匹飼ってる"))
        + Said.each(
            Clause(predicate: .have(Terms.twoKids)),
            formal: ("I have two kids", "子どもが2人おります"), polite: ("I have two kids", "子どもが2人います"),
            casual: ("I have two kids", "子どもが2人いる"))
        + Said.each(
            Clause(predicate: .have(Terms.car), isNegative: true),
            formal: ("I do not have a car", "車を持っておりません"), polite: ("I don't have a car", "車を持っていません"),
            casual: ("I don't have a car", "車を持ってない"))
        + [
            Said(
                clause: Clause(predicate: .study(Terms.nursing, at: Terms.uw), place: Terms.tacoma), register: .polite,
                english: "I study nursing at UW in Tacoma", japanese: "タコマのワシントン大学で看護を学んでいます"),
            Said(
                clause: Clause(predicate: .study(nil, at: Terms.bootcamp)), register: .polite,
                english: "I study at a UX bootcamp", japanese: "UXブートキャンプで学んでいます"),
            Said(
                clause: Clause(predicate: .study(nil, at: nil), isAlso: true), register: .polite,
                english: "I also study", japanese: "勉強もしています"),
            Said(
                clause: Clause(predicate: .study(Terms.nursing, at: nil), time: .since(.year(2023))), register: .polite,
                english: "I've been studying nursing since 2023", japanese: "2023年から看護を学んでいます"),
            Said(
                clause: Clause(predicate: .have(Terms.aDog)), register: .polite, english: "I have a dog",
                japanese: "犬を飼っています"),
            Said(
                clause: Clause(predicate: .have(Terms.car)), register: .polite, english: "I have a car",
                japanese: "車を持っています"),
            Said(
                clause: Clause(predicate: .have(Terms.twoCats), isAlso: true), register: .polite,
                english: "I also have two cats", japanese: "猫も2匹飼っています"),
            Said(
                clause: Clause(predicate: .have(Terms.twoCats), time: .since(.year(2019))), register: .polite,
                english: "I've had two cats since 2019", japanese: "2019年から猫を2匹飼っています"),
        ]

    @Test(arguments: studyAndFamily)
    func studyPetsAndPeople(_ said: Said) {
        said.check()
    }
}
