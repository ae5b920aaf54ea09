private typealias Asked = QualityProfile.Requested
private typealias Fact = QualityProfile.Fact

/// Students of every stage and new graduates: roles that are not jobs, first jobs, fragments in the notes.
extension QualityProfiles {
    static let learners: [QualityProfile] = [
        QualityProfile(
            "high school student, fragment note", name: "Kaito Mori", role: "high school student",
            skills: ["Python", "Arduino"], interests: "robotics club, soccer, anime",
            notes: "Looking for a summer internship.",
            facts: [Fact("Looking for a summer internship.", en: ["summer", "internship"], ja: ["夏", "インターン"])],
            isNotAJob: true),
        QualityProfile(
            "高校2年生, refusal of a school", name: "小林 さくら", role: "高校2年生", interests: "吹奏楽、写真",
            notes: "将来は看護師を目指しています。学校名（桜丘高校）には触れないでください。",
            facts: [Fact("将来は看護師を目指しています。", en: ["nurse"], ja: ["看護師"])], refused: ["桜丘"], isNotAJob: true),
        QualityProfile(
            "大学3年生, job hunting", name: "佐々木 陽菜", role: "大学3年生", skills: ["Python", "統計"],
            interests: "軽音楽、カフェ巡り", notes: "就活中です。データ分析の仕事に興味があります。",
            facts: [
                Fact("就活中です。", en: ["job hunt*|job search*|looking for a job|looking for work"], ja: ["就活|就職活動"]),
                Fact("データ分析の仕事に興味があります。", en: ["data analy*"], ja: ["データ分析"]),
            ], isNotAJob: true),
        QualityProfile(
            "PhD candidate, 4th year at", name: "Priya Natarajan", role: "PhD candidate in marine biology",
            skills: ["R", "fieldwork", "scientific writing"], experience: "4th year at the University of Tasmania",
            interests: "diving, sea kayaking", notes: "please mention i teach a first-year lab",
            requests: ["please mention"], requested: [Asked(en: ["lab"], ja: ["実験|ラボ"])],
            names: ["University of Tasmania"], en: .init(role: ["PhD candidate"]),
            ja: .init(role: ["博士課程", "PhD candidate"]),
            isNotAJob: true),
        QualityProfile(
            "bootcamp, barista before, humble", name: "Dan Okafor", role: "coding bootcamp student",
            skills: ["JavaScript", "React", "Node"], experience: "6 years as a barista, now in a 12-week bootcamp",
            notes: "career changer. keep it humble", requests: ["keep it humble", "humble"],
            requested: [Asked(en: ["career"], ja: ["転職|キャリア"])], isNotAJob: true),
        QualityProfile(
            "masters student, lower case", name: "leo", role: "masters student, computer vision",
            skills: ["pytorch", "opencv"], experience: "2nd year at TU Delft",
            notes: "ta for the intro ml course. mention that i'm looking for a phd position",
            requests: ["mention that"],
            facts: [
                Fact(
                    "ta for the intro ml course", en: ["teaching assistant|TA", "machine learning|ML"],
                    ja: ["ティーチングアシスタント|TA", "機械学習|ML"])
            ],
            requested: [Asked(en: ["phd"], ja: ["phd|博士"])], names: ["TU Delft"],
            en: .init(role: ["masters student", "master's student"]),
            ja: .init(role: ["masters student", "修士", "大学院生"]), isNotAJob: true),
        QualityProfile(
            "nursing student, refusal", name: "Aisha Rahman", role: "nursing student (final year)",
            experience: "clinical placements at two hospitals",
            notes: "Graduating in June. Please don't mention that I failed my first year.",
            facts: [Fact("Graduating in June.", en: ["graduat*", "June"], ja: ["卒業", "6月"])],
            refused: ["failed", "first year"],
            en: .init(role: ["nursing student"]),
            ja: .init(role: ["nursing student", "看護学生", "看護学部"], experience: ["臨床実習"]),
            isNotAJob: true),
        QualityProfile(
            "交換留学生 typed in Japanese, 半年", name: "Lucas Ferreira", role: "交換留学生", experience: "半年",
            interests: "ramen, 将棋", notes: "日本語を勉強中です。", facts: [Fact("日本語を勉強中です。", en: ["Japanese"], ja: ["日本語"])],
            en: .init(experience: ["half a year", "six months", "6 months"]), isNotAJob: true),
        QualityProfile(
            "uni student, part-time fragment", name: "Rin", role: "uni student, 2nd year",
            interests: "cafe hopping, k-pop", notes: "part time at a bakery",
            requested: [Asked(en: ["bakery"], ja: ["パン"])],
            en: .init(role: ["student"]), ja: .init(role: ["student", "大学生", "学生", "大学2年生"]), isNotAJob: true),
        QualityProfile(
            "new graduate, first week", name: "Chloe Martin", role: "junior data analyst",
            skills: ["SQL", "Tableau"], experience: "started in April, first job out of uni",
            notes: "new to the team, joined on Monday",
            requested: [Asked(en: ["new to the team|joined"], ja: ["チーム|加わり|入社|月曜"])],
            en: .init(experience: ["started in April"])),
        QualityProfile(
            "新卒2年目, request to add mentoring", name: "伊藤 蓮", role: "営業", skills: ["提案資料づくり"],
            experience: "新卒2年目", interests: "フットサル", notes: "後輩の面倒を見ていることも入れてください。",
            requests: ["入れてください"], requested: [Asked(en: ["junior|mentor*"], ja: ["後輩"])],
            en: .init(role: ["sales", "営業"])),
        QualityProfile(
            "new graduate hygienist, 6 months", name: "Olivia Brown", role: "dental hygienist",
            experience: "6 months at a family practice", notes: "first job after school",
            requested: [Asked(en: ["first job"], ja: ["初めて|最初の|初の"])]),
    ]
}
