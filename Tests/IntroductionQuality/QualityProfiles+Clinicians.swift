import IntroductionCore

private typealias Ask = QualityProfile.Ask
private typealias Asked = QualityProfile.Requested
private typealias Fact = QualityProfile.Fact

/// Nurses, doctors, pharmacists and therapists: long experience with a workplace, requests and refusals.
extension QualityProfiles {
    static let clinicians: [QualityProfile] = [
        QualityProfile(
            "nurse, 15 years currently at", name: "Joanne Clarke", role: "nurse",
            skills: ["critical care", "patient education"], experience: "15 years, currently at St. Mary's Hospital",
            notes: "Please mention I mentor new graduate nurses.", requests: ["Please mention"],
            requested: [Asked(en: ["mentor"], ja: ["指導|メンター|育成"])],
            names: ["St. Mary's Hospital"]),
        QualityProfile(
            "内科医, 大学病院で10年、今は", name: "森田 健一", role: "内科医", skills: ["在宅医療", "糖尿病診療"],
            experience: "大学病院で10年、今は地域のクリニックで3年", notes: "患者さんの話をじっくり聞くことを大切にしています。",
            facts: [Fact("患者さんの話をじっくり聞くことを大切にしています。", en: ["patient", "listen*"], ja: ["患者", "聞"])],
            en: .init(role: ["physician", "internist", "doctor", "内科医"])),
        QualityProfile(
            "pharmacist refusing her age", name: "Nadia Haddad", role: "pharmacist",
            skills: ["medication reviews", "vaccinations"], experience: "since 2016 at a community pharmacy",
            notes: "Please don't mention my age (52). I speak Arabic and French.",
            facts: [Fact("I speak Arabic and French.", en: ["Arabic", "French"], ja: ["アラビア語", "フランス語"])],
            refused: ["52"]),
        QualityProfile(
            "薬剤師, 調剤薬局で6年, 丁寧に", name: "山本 理沙", role: "薬剤師", skills: ["在宅訪問"],
            experience: "調剤薬局で6年", notes: "子どもが2人います。丁寧な感じでお願いします。", requests: ["丁寧な感じ"],
            asks: [Ask("丁寧な感じでお願いします", .polite)],
            facts: [Fact("子どもが2人います。", en: ["child*|kid", "two|2"], ja: ["子ども|子供", "2人|二人"])]),
        QualityProfile(
            "pediatrician refusing the hospital", name: "Amara Osei", role: "pediatrician",
            experience: "since 2012 at Children's Hospital of Accra",
            notes: "Please mention that I run a free clinic once a month. Don't include my hospital's name.",
            requests: ["Please mention", "hospital's name"],
            requested: [Asked(en: ["free clinic"], ja: ["無料"])],
            refused: ["Children's Hospital", "Accra"]),
        QualityProfile(
            "physiotherapist, 20+ years in", name: "Sam Wright", role: "physiotherapist", skills: ["manual therapy"],
            experience: "20+ years in sports rehab", notes: "Also run a weekend running club.",
            facts: [Fact("Also run a weekend running club.", en: ["weekend", "running"], ja: ["週末", "ランニング"])]),
        QualityProfile(
            "看護師 typed in English fields", name: "Yuki Nakamura", role: "看護師", skills: ["triage", "EHR"],
            experience: "ICU 8 years", notes: "Please mention I'm studying for the nurse practitioner exam.",
            requests: ["Please mention"],
            requested: [Asked(en: ["nurse practitioner"], ja: ["ナースプラクティショナー|診療看護師"])],
            en: .init(role: ["nurse", "看護師"])),
        QualityProfile(
            "訪問看護師, 5年目, casual", name: "たけうち", role: "訪問看護師", experience: "5年目",
            interests: "サウナ、キャンプ", notes: "利用者さんの家族の相談にものってます", requested: [Asked(en: ["famil*"], ja: ["家族"])],
            en: .init(role: ["visiting nurse", "home care nurse", "home-care nurse", "home-visit nurse", "訪問看護師"])),
    ]
}
