import ReadingLexicon

/// Roles that are a stage of life rather than a job: students, the retired, people between jobs, parents at home,
/// volunteers. Writing "I work as a high school student" or 「大学3年生として働いています」 reads as a mistake.
package enum RoleStatus {
    /// Whether `role` (as typed, either language) names such a status.
    package static func isStatus(_ role: String) -> Bool {
        let lower = role.lowercased()
        if japaneseMarks.contains(where: { role.includes($0) }) { return true }
        let words = lower.split(whereSeparator: { !$0.isLetter && $0 != "-" }).map(String.init)
        if words.contains(where: { englishWords.contains($0) }) { return true }
        return englishPhrases.contains { lower.includes($0) }
    }

    /// Whether `role` names someone learning (a student of any stage, a trainee): their time in the role is time as a
    /// student, never "experience".
    package static func isLearner(_ role: String) -> Bool {
        let lower = role.lowercased()
        if learnerMarks.contains(where: { role.includes($0) }) { return true }
        let words = lower.split(whereSeparator: { !$0.isLetter && $0 != "-" }).map(String.init)
        return words.contains(where: learnerWords.contains)
            || ["phd candidate", "doctoral candidate", "bootcamp"].contains { lower.includes($0) }
    }

    /// A time away from work typed as a noun ("career break", "gap year") as English says one is in it ("on a career
    /// break", "taking a gap year"); nil for any other role. "I'm a career break" is no sentence.
    package static func englishState(_ role: String) -> String? {
        let lower = role.lowercased()
        return timeAway.first { lower == $0.noun || lower == "a " + $0.noun }?.state
    }

    private static let timeAway = [
        (noun: "career break", state: "on a career break"), (noun: "gap year", state: "taking a gap year"),
        (noun: "sabbatical", state: "on sabbatical"), (noun: "parental leave", state: "on parental leave"),
        (noun: "maternity leave", state: "on maternity leave"), (noun: "paternity leave", state: "on paternity leave"),
        (noun: "medical leave", state: "on medical leave"), (noun: "leave", state: "on leave"),
    ]

    private static let learnerWords: Set<String> = [
        "student", "students", "undergraduate", "undergrad", "pupil", "schoolgirl", "schoolboy", "freshman",
        "sophomore", "trainee", "apprentice",
    ]
    private static let learnerMarks = [
        "学生", "生徒", "高校生", "中学生", "大学生", "院生", "年生", "回生", "博士課程", "修士課程", "浪人", "研修生", "見習い", "留学生",
    ]

    private static let englishWords: Set<String> = [
        "student", "students", "undergraduate", "undergrad", "pupil", "schoolgirl", "schoolboy", "freshman",
        "sophomore", "retired", "retiree", "pensioner", "homemaker", "housewife", "househusband", "unemployed",
        "jobseeker", "volunteer", "trainee", "apprentice", "aspiring", "would-be",
    ]
    private static let englishPhrases = [
        "phd candidate", "doctoral candidate", "phd student", "master's student", "bootcamp", "between jobs",
        "looking for work", "job seeker", "job hunting", "stay-at-home", "stay at home", "full-time parent",
        "full-time mom", "full-time dad", "on parental leave", "on maternity leave", "career break", "gap year",
        "returning to work", "back to work", "parental leave", "maternity leave", "paternity leave",
    ]
    private static let japaneseMarks = [
        "学生", "生徒", "高校生", "中学生", "大学生", "院生", "年生", "回生", "博士課程", "修士課程", "浪人", "退職", "定年",
        "リタイア", "無職", "求職中", "就活中", "転職活動中", "主婦", "主夫", "専業", "育休", "産休", "ボランティア", "研修生", "見習い",
    ]
}
