import IntroductionCore

private typealias Ask = QualityProfile.Ask
private typealias Asked = QualityProfile.Requested
private typealias Fact = QualityProfile.Fact

/// People between one part of life and the next: career changers, retirees, parents returning to work,
/// volunteers and people between jobs.
extension QualityProfiles {
    static let lifeChanges: [QualityProfile] = [
        QualityProfile(
            "retired teacher, fragment note", name: "Margaret Hughes", role: "retired",
            experience: "35 years teaching maths, until 2021", interests: "gardening, choir, grandchildren",
            notes: "Volunteer at the library on Tuesdays.",
            facts: [Fact("Volunteer at the library on Tuesdays.", en: ["library", "Tuesday"], ja: ["図書館", "火曜"])],
            en: .init(role: ["retired", "retiree"]), ja: .init(role: ["retired", "退職", "リタイア"]), isNotAJob: true),
        QualityProfile(
            "定年退職, 短めに", name: "高橋 誠", role: "定年退職", experience: "電機メーカーで38年", interests: "囲碁、散歩",
            notes: "地域の子ども食堂を手伝っています。短めにお願いします。", requests: ["短めに"], asks: [Ask("短めにお願いします", .length(.short))],
            facts: [
                Fact("地域の子ども食堂を手伝っています。", en: ["child*|kid*", "cafeteria|kitchen|dining|meal*"], ja: ["子ども", "食堂"])
            ],
            en: .init(role: ["retired", "retiree", "retirement", "定年退職"]), ja: .init(role: ["定年退職", "退職"]),
            isNotAJob: true),
        QualityProfile(
            "retired engineer, all lower case", name: "bob harris", role: "retired civil engineer",
            experience: "40 years building bridges, retired last year", interests: "woodworking, fishing",
            notes: "grandpa of four. still consult now and then",
            facts: [Fact("still consult now and then", en: ["consult*"], ja: ["コンサル|相談"])],
            requested: [Asked(en: ["four|grandchildren|grandpa"], ja: ["4人|四人|孫"])],
            isNotAJob: true),
        QualityProfile(
            "parent returning to work, refuses age", name: "Sofia Rossi",
            role: "returning to work after parental leave",
            skills: ["Excel", "payroll", "Xero"], experience: "8 years in accounting, 3 years at home with my kids",
            notes: "Looking for part-time roles. Please don't mention my age (44).",
            facts: [
                Fact(
                    "Looking for part-time roles.", en: ["part-time|part time", "look*|seek*|search*"],
                    ja: ["パート", "探"])
            ], refused: ["44"], names: ["Xero"],
            en: .init(role: ["returning to work", "parental leave"]),
            ja: .init(role: ["returning to work", "復職", "職場復帰", "育休", "育児休業"]), isNotAJob: true),
        QualityProfile(
            "専業主婦, 前職は事務（7年）", name: "松本 由美", role: "専業主婦", skills: ["Word", "Excel", "簿記2級"],
            experience: "前職は事務（7年）", notes: "子育てが落ち着いたので、また働きたいと思っています。再就職を目指しています。",
            facts: [
                Fact("子育てが落ち着いたので、また働きたいと思っています。", en: ["work*", "child*|kid*|parent*"], ja: ["働", "子育て"]),
                Fact("再就職を目指しています。", en: ["return* to work|back to work|re-employ*|reemploy*|new job"], ja: ["再就職"]),
            ],
            en: .init(role: ["homemaker", "stay-at-home", "at home", "専業主婦"]), isNotAJob: true),
        QualityProfile(
            "between jobs, logistics", name: "Tom Becker", role: "between jobs",
            skills: ["SAP", "route planning", "team leadership"], experience: "12 years in logistics, last at DHL",
            notes: "Open to warehouse or planning roles.",
            facts: [
                Fact("Open to warehouse or planning roles.", en: ["warehouse", "planning"], ja: ["倉庫", "計画|プランニング"])
            ],
            names: ["DHL", "SAP"],
            en: .init(role: ["between jobs", "looking for work", "job search", "between roles"]),
            ja: .init(role: ["between jobs", "求職中", "転職活動"]), isNotAJob: true),
        QualityProfile(
            "求職中, 前職は看護師（5年）, refuses a hospital", name: "山口 大輔", role: "求職中",
            experience: "前職は看護師（5年）", interests: "ランニング",
            notes: "病院以外の職場も考えています。前の病院名（みなと総合病院）には触れないでください。",
            facts: [Fact("病院以外の職場も考えています。", en: ["hospital"], ja: ["病院以外"])], refused: ["みなと総合病院", "みなと"],
            en: .init(role: ["between jobs", "looking for", "job search", "求職中"]), isNotAJob: true),
        QualityProfile(
            "ICU nurse becoming a UX designer", name: "Hannah Lee", role: "aspiring UX designer",
            skills: ["Figma", "user interviews"],
            experience: "9 years as an ICU nurse, now 3 months into a UX course",
            notes: "Mention that I still work weekend shifts at the hospital.", requests: ["Mention that"],
            requested: [Asked(en: ["weekend"], ja: ["週末|土日"])], names: ["Figma"],
            ja: .init(role: ["UXデザイナー", "UX designer"]), isNotAJob: true),
        QualityProfile(
            "国語教師からWebエンジニア", name: "中島 翔", role: "Webエンジニア", skills: ["HTML", "CSS", "JavaScript"],
            experience: "高校の国語教師を10年、今はWeb制作会社で1年", notes: "教師時代の経験も入れてください。",
            requests: ["入れてください"], requested: [Asked(en: ["teach*"], ja: ["教師|教員"])],
            en: .init(role: ["web engineer", "web developer", "Webエンジニア"])),
        QualityProfile(
            "food bank volunteer, since 2019 at", name: "Grace Park", role: "volunteer at a food bank",
            experience: "since 2019 at Eastside Food Bank", interests: "baking, board games",
            notes: "Full-time, unpaid. i coordinate the saturday drivers",
            facts: [Fact("Full-time, unpaid.", en: ["unpaid"], ja: ["無償|無給"])],
            requested: [Asked(en: ["driver"], ja: ["ドライバー|運転"])], names: ["Eastside Food Bank"],
            en: .init(role: ["volunteer"]), ja: .init(role: ["volunteer", "ボランティア"]), isNotAJob: true),
        QualityProfile(
            "ボランティア, 日本語教室で3年", name: "石井 千尋", role: "ボランティア", experience: "地域の日本語教室で3年",
            interests: "料理、旅行", notes: "外国人の方に日本語を教えています。",
            facts: [Fact("外国人の方に日本語を教えています。", en: ["Japanese", "teach*"], ja: ["日本語", "教え"])],
            en: .init(role: ["volunteer", "ボランティア"]), isNotAJob: true),
        QualityProfile(
            "freelancer refusing a company in a field", name: "Chris Novak", role: "freelance designer",
            experience: "8 years at Contoso, now freelance", notes: "please don't mention Contoso, left on bad terms",
            requests: ["bad terms"], refused: ["Contoso", "bad terms"]),
        QualityProfile(
            "元ABC商事, refuses the company", name: "木村 拓海", role: "エンジニア",
            experience: "前職はABC商事（3年）、今はフリーランス", notes: "ABC商事の名前は出さないでください。",
            refused: ["ABC"]),
    ]
}
