public import IntroductionCore

/// Profiles the tests write introductions for.
public enum SampleProfiles {
    public static let englishFull = Profile(
        name: "Taro Yamada",
        role: "iOS Engineer",
        skills: ["Swift", "SwiftUI", "SSE"],
        experience: "5 years",
        interests: "cycling, coffee",
        notes: "I'm moving to Tokyo next month."
    )

    public static let japaneseFull = Profile(
        name: "山田太郎",
        role: "iOSエンジニア",
        skills: ["Swift", "SwiftUI", "SSE"],
        experience: "5年",
        interests: "カメラ、登山",
        notes: "来月から東京で働きます。"
    )

    /// Partly filled profiles, each leaving different fields empty.
    public static let partial: [Profile] = [
        Profile(name: "Ann Lee"),
        Profile(role: "SRE"),
        Profile(name: "Bo", skills: ["Go", "Kubernetes"]),
        Profile(name: "Cai", role: "UX designer", experience: "mobile apps at a small agency"),
        Profile(name: "Dee", experience: "I have shipped three apps.", interests: "I love hiking."),
        Profile(role: "product manager", interests: "board games"),
    ]

    public static func full(_ language: GenerationOptions.Language) -> Profile {
        language == .en ? englishFull : japaneseFull
    }
}
