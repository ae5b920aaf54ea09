/// Words that say how or on which side one works ("5 years in-house", "agency-side for 5 years", 「5年 フリーランス」):
/// not a role and not a field, so the experience grammar and the noun phrases both set them apart.
package enum WorkManner {
    package static let words: Set<String> = [
        "in-house", "agency-side", "client-side", "freelance", "remote", "remotely", "part-time", "full-time",
        "self-employed", "on-site", "contract", "independent", "フリーランス", "正社員", "パート", "アルバイト", "契約社員", "派遣",
        "リモート", "在宅", "インハウス", "業務委託", "時短勤務", "時短", "フルリモート", "副業", "バイト",
    ]
}
