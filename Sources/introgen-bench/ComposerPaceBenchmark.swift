import IntroductionCore
import IntroductionWriting

/// How long the offline composer takes, at its default pace on the real clock, to stream all four parts for a
/// full profile: the wait a person has in the app before the text is done.
enum ComposerPaceBenchmark {
    struct Figure {
        var name: String
        var characters: Int
        var seconds: Double
    }

    static let profiles: [(String, Profile, GenerationOptions.Language)] = [
        (
            "English, every field",
            Profile(
                name: "Ada Lovelace", role: "developer advocate",
                skills: ["Swift", "server-sent events", "public speaking"],
                experience: "8 years building streaming APIs", interests: "mechanical computers and long walks",
                notes: "I'm moving to Tokyo next month."),
            .en
        ),
        (
            "Japanese, every field",
            Profile(
                name: "山田太郎", role: "iOSエンジニア", skills: ["Swift", "SwiftUI", "SSE"], experience: "5年",
                interests: "登山とコーヒー", notes: "チームでの開発が好きです。"),
            .ja
        ),
    ]

    /// The slowest of three seeds per profile (the texts differ in length).
    static func run() async throws -> [Figure] {
        var figures: [Figure] = []
        for (name, profile, language) in profiles {
            var slowest = Figure(name: name, characters: 0, seconds: 0)
            for seed in UInt64(1)...3 {
                let request = IntroductionRequest(
                    profile: profile, options: GenerationOptions(language: language, length: .medium), seed: seed)
                let clock = ContinuousClock()
                let start = clock.now
                var characters = 0
                for try await chunk in OfflineComposer().stream(request) {
                    for case .append(_, let text) in chunk.edits { characters += text.count }
                }
                let seconds = (clock.now - start).inSeconds
                if seconds > slowest.seconds { slowest = Figure(name: name, characters: characters, seconds: seconds) }
            }
            figures.append(slowest)
        }
        return figures
    }
}
