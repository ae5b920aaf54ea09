import IntroductionCore

private typealias Ask = QualityProfile.Ask
private typealias Asked = QualityProfile.Requested
private typealias Fact = QualityProfile.Fact

/// Japanese profiles typed partly in English and English ones with Japanese words, requests in both languages.
extension QualityProfiles {
    static let bilingual: [QualityProfile] = [
        QualityProfile(
            "data engineer, fragments and Japanese", name: "Haruka Sato", role: "data engineer",
            skills: ["BigQuery", "dbt", "Airflow"], experience: "7 years", interests: "robotics, soccer",
            notes: "tokyo based. 英語も話せます。", facts: [Fact("英語も話せます。", en: ["English"], ja: ["英語"])],
            requested: [Asked(en: ["tokyo"], ja: ["東京|tokyo"])], names: ["BigQuery", "dbt", "Airflow"]),
        QualityProfile(
            "PR typed partly in English", name: "川口 真理", role: "PR担当", skills: ["SNS運用", "press releases"],
            experience: "since 2020 at Cocoa Foods", notes: "英語の取材対応もできます。",
            facts: [Fact("英語の取材対応もできます。", en: ["English", "interview*|media|press"], ja: ["英語", "取材"])],
            names: ["Cocoa Foods"], en: .init(role: ["public relations", "PR specialist", "PR担当"]),
            ja: .init(role: ["PR担当", "広報"])),
        QualityProfile(
            "Sales Manager typed in English (ja)", name: "井上 拓也", role: "Sales Manager",
            skills: ["チームマネジメント", "SaaS営業"], experience: "15年、今は外資系IT企業",
            notes: "部下の育成に力を入れています。",
            facts: [Fact("部下の育成に力を入れています。", en: ["develop*|train*|mentor*|nurtur*|coach*|grow*"], ja: ["育成"])],
            ja: .init(role: ["営業マネージャー", "セールスマネージャー", "営業部長", "Sales Manager"])),
        QualityProfile(
            "UX researcher, requests in both languages", name: "Lena Fischer", role: "UX researcher",
            skills: ["usability testing", "survey design"],
            experience: "3 years at Rakuten, before that 2 years in academia",
            notes: "Please mention I speak German. 日本語は勉強中です（N3）。", requests: ["Please mention"],
            facts: [Fact("日本語は勉強中です（N3）。", en: ["Japanese", "N3"], ja: ["日本語", "N3"])],
            requested: [Asked(en: ["German"], ja: ["ドイツ語"])],
            names: ["Rakuten"]),
        QualityProfile(
            "美容師 in hiragana, 短めに", name: "たけし", role: "美容師", experience: "5年目", interests: "サーフィン、古着",
            notes: "短めに。カジュアルな感じで！", requests: ["短めに", "カジュアルな感じ"],
            asks: [Ask("短めに", .length(.short)), Ask("カジュアルな感じで", .tone(.casual))],
            en: .init(role: ["hairdresser", "hairstylist", "hair stylist", "beautician", "美容師"])),
        QualityProfile(
            "engineer with SNS運用 skills in English", name: "Kenta Ono", role: "marketing engineer",
            skills: ["SNS運用", "SEO", "広告運用"], experience: "4 years", notes: "Mention that I write a tech blog weekly.",
            requests: ["Mention that"], requested: [Asked(en: ["blog"], ja: ["ブログ"])]),
        QualityProfile(
            "メモに英語の依頼", name: "藤田 陽子", role: "デザイナー", skills: ["Figma", "イラスト"], experience: "入社3年目",
            notes: "Please don't mention my old job at a bank. 猫を飼っています。", requests: ["old job"],
            facts: [Fact("猫を飼っています。", en: ["cat"], ja: ["猫"])], refused: ["bank", "銀行"], names: ["Figma"]),
        QualityProfile(
            "SE typed as 前職は, now product manager", name: "Arjun Mehta", role: "プロダクトマネージャー",
            skills: ["roadmapping", "SQL"], experience: "前職はSE（6年）、今はPM2年目",
            notes: "インドのプネー出身です。ヒンディー語も話せることに触れてください。", requests: ["触れてください"],
            facts: [Fact("インドのプネー出身です。", en: ["Pune", "India"], ja: ["プネー", "インド"])],
            requested: [Asked(en: ["Hindi"], ja: ["ヒンディー"])],
            en: .init(role: ["product manager", "プロダクトマネージャー"])),
        QualityProfile(
            "バリスタ with English notes", name: "小川 健", role: "バリスタ", skills: ["ラテアート", "焙煎"],
            experience: "カフェで4年", interests: "自転車、映画",
            notes: "I moved to Kyoto two years ago. I have a cat named Mochi.",
            facts: [
                Fact(
                    "I moved to Kyoto two years ago.", en: ["Kyoto", "two years ago|2 years ago"],
                    ja: ["京都", "2年前|二年前"]),
                Fact("I have a cat named Mochi.", en: ["cat", "Mochi"], ja: ["猫", "Mochi|モチ|もち"]),
            ], names: ["Mochi"]),
        QualityProfile(
            "ICU nurse with Japanese notes", name: "Megan Price", role: "ICU nurse",
            skills: ["critical care", "wound care"], experience: "11 years", interests: "running, baking",
            notes: "二児の母です。夜勤もしています。",
            facts: [
                Fact("二児の母です。", en: ["mother|mom|mum", "two|2"], ja: ["母", "二児|2児|2人|二人"]),
                Fact("夜勤もしています。", en: ["night shift|night duty|nights"], ja: ["夜勤"]),
            ]),
        QualityProfile(
            "英語教師, a request in English", name: "佐野 光", role: "英語教師", experience: "中学校で9年",
            notes: "Please mention I coach the school soccer team. 中国語も少し話せます。", requests: ["Please mention"],
            facts: [Fact("中国語も少し話せます。", en: ["Chinese|Mandarin"], ja: ["中国語"])],
            requested: [Asked(en: ["soccer"], ja: ["サッカー"])],
            en: .init(role: ["English teacher", "英語教師"])),
        QualityProfile(
            "session musician, remote, refusal", name: "Jonas Weber", role: "session musician",
            skills: ["guitar", "mixing"], experience: "since 2010",
            notes: "I play the guitar in a band. I work remotely from Sapporo. don't mention my divorce",
            facts: [
                Fact("I play the guitar in a band.", en: ["guitar", "band"], ja: ["ギター", "バンド"]),
                Fact("I work remotely from Sapporo.", en: ["Sapporo", "remote*"], ja: ["札幌", "リモート|在宅"]),
            ], refused: ["divorce", "離婚"]),
    ]
}
