import IntroductionCore

private typealias Ask = QualityProfile.Ask
private typealias Asked = QualityProfile.Requested
private typealias Fact = QualityProfile.Fact

/// Chefs, founders, sales, PR and teachers: careers told in steps ("3 years as A, now B"), style wishes.
extension QualityProfiles {
    static let trades: [QualityProfile] = [
        QualityProfile(
            "sous chef, 3 years as A, now B", name: "Marco Bianchi", role: "sous chef",
            skills: ["pasta", "butchery", "menu costing"],
            experience: "3 years as a line cook, now sous chef at Trattoria Luce",
            interests: "cycling", notes: "Fresh pasta every morning is worth mentioning.",
            requests: ["worth mentioning"], requested: [Asked(en: ["fresh pasta"], ja: ["パスタ"])],
            names: ["Trattoria Luce"]),
        QualityProfile(
            "料理人, 和食店で8年、今は自分の店", name: "田村 亮", role: "料理人", skills: ["魚の仕込み", "出汁"],
            experience: "和食店で8年、今は自分の店を持って2年", notes: "地元の野菜を使っていることにも触れてください。",
            requests: ["触れてください"], requested: [Asked(en: ["vegetable*|produce"], ja: ["野菜"])],
            en: .init(role: ["chef", "cook", "料理人"])),
        QualityProfile(
            "パティシエ, パリで3年、東京で4年", name: "Aya Fujii", role: "パティシエ", skills: ["chocolate", "wedding cakes"],
            experience: "パリで3年、東京で4年", notes: "Mention that I teach weekend classes.", requests: ["Mention that"],
            requested: [Asked(en: ["weekend"], ja: ["週末|土日"])],
            en: .init(role: ["pastry chef", "patissier", "pâtissier", "パティシエ"])),
        QualityProfile(
            "founder, 20+ years, keep it short", name: "Ines Duarte", role: "founder & CEO, Loopwise",
            skills: ["fundraising", "product strategy"], experience: "20+ years in software, founded Loopwise in 2020",
            notes: "We're hiring backend engineers. keep it short", requests: ["keep it short"],
            asks: [Ask("keep it short", .length(.short))],
            facts: [Fact("We're hiring backend engineers.", en: ["hiring", "backend"], ja: ["採用|募集", "バックエンド"])],
            names: ["Loopwise"],
            en: .init(role: ["founder"]), ja: .init(role: ["founder", "創業者", "ファウンダー", "CEO"])),
        QualityProfile(
            "創業者, 物流系スタートアップで7年", name: "青木 美咲", role: "スタートアップ創業者", skills: ["資金調達", "組織づくり"],
            experience: "物流系スタートアップで7年、2022年に起業", notes: "エンジニアを募集中であることを入れてください。",
            requests: ["入れてください"], requested: [Asked(en: ["hiring"], ja: ["募集"])],
            en: .init(role: ["founder", "創業者"])),
        QualityProfile(
            "sales manager, mention it", name: "Ryan O'Connor", role: "sales manager",
            skills: ["negotiation", "Salesforce", "coaching"], experience: "10 yrs in B2B SaaS sales",
            notes: "hit 140% of quota last year, mention it", requests: ["mention it"],
            requested: [Asked(en: ["140%"], ja: ["140%|140％"])], names: ["Salesforce"]),
        QualityProfile(
            "法人営業, 入社3年目, 謙虚に", name: "中村 美月", role: "法人営業", skills: ["提案営業", "顧客管理"],
            experience: "入社3年目", interests: "ヨガ、韓国ドラマ", notes: "もっと謙虚な感じで。", requests: ["謙虚な感じ"],
            en: .init(role: ["sales", "法人営業"])),
        QualityProfile(
            "PR manager, A for N years, then B, refusal", name: "Emily Chen", role: "PR manager",
            skills: ["media relations", "crisis comms"], experience: "agency-side for 5 years, then 2 years in-house",
            notes: "Please don't mention Brightline (my old agency).", refused: ["Brightline"],
            // "comms" is read as the word it stands for.
            en: .init(skills: ["media relations", "crisis communications"])),
        QualityProfile(
            "広報, 食品メーカーで12年", name: "佐藤 玲奈", role: "広報", skills: ["SNS運用", "プレスリリース"],
            experience: "食品メーカーで12年", notes: "社内報の編集長もしていることに触れてください。", requests: ["触れてください"],
            requested: [Asked(en: ["newsletter"], ja: ["社内報"])],
            en: .init(role: ["public relations", "PR", "広報"])),
        QualityProfile(
            "science teacher, 7 years at", name: "Daniel Kim", role: "middle school science teacher",
            skills: ["lab safety", "curriculum design"], experience: "7 years at Lincoln Middle School",
            interests: "astronomy", notes: "I coach the debate team. Please keep it friendly but professional.",
            requests: ["keep it friendly"], asks: [Ask("keep it friendly but professional", .tone(.friendly))],
            facts: [Fact("I coach the debate team.", en: ["debate", "coach*"], ja: ["ディベート", "コーチ|指導|顧問"])],
            names: ["Lincoln Middle School"]),
        QualityProfile(
            "小学校教諭, 20年以上, refuses age", name: "岡田 恵", role: "小学校教諭", experience: "20年以上",
            interests: "絵本、ピアノ", notes: "47歳です。年齢には触れないでください。", refused: ["47"],
            en: .init(role: ["elementary school teacher", "primary school teacher", "teacher", "小学校教諭"])),
        QualityProfile(
            "English teacher with Japanese words, 4th year", name: "Ben Carter", role: "English teacher",
            skills: ["phonics", "TOEIC prep"], experience: "4th year at an eikaiwa in Nagoya",
            interests: "onsen, 書道, hiking", notes: "i live in nagoya with my wife and our shiba",
            facts: [Fact("i live in nagoya with my wife and our shiba", en: ["Nagoya", "wife"], ja: ["名古屋", "妻"])],
            requested: [Asked(en: ["shiba"], ja: ["柴"])], names: ["TOEIC"],
            ja: .init(role: ["English teacher", "英語教師", "英語講師", "英語の先生"])),
    ]
}
