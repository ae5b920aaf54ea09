import Testing
@testable import IntroductionKit

@Test func scratchPrint() throws {
    let composer = OfflineComposer(charactersPerSecond: 0)
    let en = Profile(name: "Taro Yamada", role: "iOS Engineer", skills: ["Swift", "SwiftUI", "SSE"], experience: "5 years", interests: "cycling, coffee", notes: "I'm moving to Tokyo next month.\nPlease make it funny.")
    let ja = Profile(name: "山田太郎", role: "iOSエンジニア", skills: ["Swift", "SwiftUI", "SSE"], experience: "5年", interests: "カメラ、登山", notes: "来月から東京で働きます。")
    for (p, lang) in [(en, GenerationOptions.Language.en), (ja, .ja), (Profile(), .en), (Profile(name: "Ann"), .ja)] {
        for tone in GenerationOptions.Tone.allCases { for length in GenerationOptions.Length.allCases { for seed in [UInt64(0), 1] {
            print("[\(lang) \(tone) \(length) \(seed)]", try composer.compose(IntroductionRequest(profile: p, options: .init(language: lang, tone: tone, length: length), seed: seed)))
        }}}
    }
}
