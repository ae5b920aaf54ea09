public import IntroductionCore

/// Requests the tests send: the full sample profiles in each language.
public enum SampleRequests {
    public static let japanese = IntroductionRequest(
        profile: SampleProfiles.japaneseFull,
        options: GenerationOptions(language: .ja, tone: .formal, length: .medium)
    )
    public static let english = IntroductionRequest(
        profile: SampleProfiles.englishFull,
        options: GenerationOptions(language: .en, tone: .friendly, length: .short)
    )

    public static func of(_ language: GenerationOptions.Language) -> IntroductionRequest {
        language == .ja ? japanese : english
    }
}

/// Text pieces as a model streams them: Japanese runs, English sub-words, an emoji with a
/// skin-tone modifier, a combining mark and a newline, so byte cuts land inside characters.
public enum SamplePieces {
    public static let japanese = [
        "はじめ", "まして", "。", "山田", "太郎", "と申します", "。\n", "iOS", "エンジニア", "として",
        "5年", "働いて", "おります", "👋🏽", "カメラ", "と登山", "が好き", "です。", "よろしく", "お願いいたします。",
    ]
    public static let english = [
        "Hi", ",", " I'm", " Taro", " Yamada", ",", " an", " iOS", " engineer", " with", " 5", " years",
        " of", " Swift", ".", " I", " love", " cycling", " and", " café", " coffee", " ☕️", ".\n", "Nice",
        " to", " meet", " you", "!",
    ]

    public static func of(_ language: GenerationOptions.Language) -> [String] {
        language == .ja ? japanese : english
    }
}
