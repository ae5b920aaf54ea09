import FoundationEssentials
import IntroductionCore
import ProfileReading
import ReadingLexicon

/// An instruction the offline composer can carry out, read from what the person typed after Ctrl-T or
/// `--refine`: shorter or longer, another tone, another language, another occasion, a fact to mention or to leave
/// out, fewer exclamation marks — in English or Japanese, several at once ("shorter and more formal", 「短く、丁寧に」).
///
/// Each is carried out by changing the request, never the text: the length, tone, language or occasion option, or a
/// wish added to the notes in the words the composer already carries out ("Please mention …", "Please don't mention
/// …"). The composer then writes the refined version from the same seed, so it stays recognisably the same text,
/// and a second refinement builds on the first. Anything else is not guessed at: the whole instruction is refused.
enum OfflineInstruction: Equatable, Sendable {
    case shorter
    case longer
    case tone(GenerationOptions.Tone)
    /// "Less formal": one step from formal towards casual.
    case lessFormal
    case language(ComposerLanguage)
    case occasion(GenerationOptions.Occasion)
    case mention(String)
    case avoid(String)
    case fewerExclamations

    /// Every instruction in `text`, in order; nil when any part of it is not understood.
    static func read(_ text: String) -> [OfflineInstruction]? {
        var parts: [String] = [text]
        for separator in [",", "、", "，", ";", "。", ". ", " and then ", " and ", " & "] {
            parts = parts.flatMap { $0.components(separatedBy: separator) }
        }
        // "…, please", "…, thanks": courtesy asks for nothing of its own.
        let courtesy: Set<String> = ["please", "thanks", "thank you", "pls", "お願いします", "おねがいします", "ください"]
        let pieces = parts.map(\.trimmed).filter { piece in
            var word = piece.lowercased()
            while let last = word.last, ".!?。！？".contains(last) { word.removeLast() }
            return !word.isEmpty && !courtesy.contains(word)
        }
        guard !pieces.isEmpty else { return nil }
        var instructions: [OfflineInstruction] = []
        for piece in pieces {
            guard let instruction = Script.language(of: piece) == .ja ? japanese(piece) : english(piece) else {
                return nil
            }
            instructions.append(instruction)
        }
        return instructions
    }

    /// `request` with the instruction carried out; a sentence saying why not when it cannot be (the length is
    /// already the shortest, say).
    func apply(to request: inout IntroductionRequest) -> String? {
        var options = request.options
        switch self {
        case .shorter:
            switch options.length {
            case .short: return "It is already as short as the offline composer writes it."
            case .medium: options.length = .short
            case .long: options.length = .medium
            }
        case .longer:
            switch options.length {
            case .long: return "It is already as long as the offline composer writes it."
            case .medium: options.length = .long
            case .short: options.length = .medium
            }
        case .tone(let tone): options.tone = tone
        case .lessFormal: options.tone = options.tone == .formal ? .friendly : .casual
        case .language(let language): options.language = language.language
        case .occasion(let occasion): options.occasion = occasion
        case .mention(let thing):
            request.profile.notes = Self.adding(
                Script.language(of: thing) == .ja ? "\(thing)に触れてください。" : "Please mention \(thing).",
                to: request.profile.notes)
        case .avoid(let thing):
            request.profile.notes = Self.adding(
                Script.language(of: thing) == .ja ? "\(thing)には触れないでください。" : "Please don't mention \(thing).",
                to: request.profile.notes)
        case .fewerExclamations:
            request.profile.notes = Self.adding(ExclamationWish.english, to: request.profile.notes)
        }
        request.options = options
        return nil
    }

    private static func adding(_ line: String, to notes: String) -> String {
        notes.trimmed.isEmpty ? line : notes.trimmed + "\n" + line
    }

    // MARK: - English

    private static func english(_ typed: String) -> OfflineInstruction? {
        var text = typed.lowercased().replacing("’", with: "'")
        while let last = text.last, ".!?".contains(last) { text.removeLast() }
        var stripped = true
        while stripped {
            stripped = false
            for lead in [
                "please ", "could you ", "can you ", "make it ", "make this ", "make ", "write it ", "a bit ",
                "a little ", "much ", "slightly ", "be ", "sound ",
            ]
            where text.hasPrefix(lead) {
                text = String(text.dropFirst(lead.count))
                stripped = true
            }
            for tail in [" please", " instead", " version", " a bit", " please do"] where text.hasSuffix(tail) {
                text = String(text.dropLast(tail.count))
                stripped = true
            }
        }
        text = text.trimmed
        if let fixed = englishFixed[text] { return fixed }
        for lead in ["in ", "into ", "write in ", "translate to ", "translate into ", "switch to "]
        where text.hasPrefix(lead) {
            switch String(text.dropFirst(lead.count)) {
            case "english": return .language(.en)
            case "japanese": return .language(.ja)
            default: break
            }
        }
        for lead in [
            "for a ", "for an ", "for my ", "for ", "as a ", "as an ", "as my ", "as ", "turn it into a ",
            "turn it into an ", "into a ",
        ]
        where text.hasPrefix(lead) {
            if let occasion = englishOccasion(String(text.dropFirst(lead.count))) { return .occasion(occasion) }
        }
        for lead in [
            "don't mention ", "do not mention ", "dont mention ", "leave out ", "remove ", "drop ",
            "take out ", "no mention of ", "without ", "don't say ", "do not say ",
        ]
        where text.hasPrefix(lead) {
            let thing = original(typed, String(text.dropFirst(lead.count)))
            return thing.isEmpty ? nil : .avoid(thing)
        }
        for lead in ["also mention ", "mention ", "add that ", "add ", "include ", "say that ", "also say that "]
        where text.hasPrefix(lead) {
            let thing = original(typed, String(text.dropFirst(lead.count)))
            return thing.isEmpty ? nil : .mention(thing)
        }
        return nil
    }

    /// `object`, found in the lower-cased typed piece, as the person typed it: "mention my blog at Ada.dev" keeps its
    /// capitals. Lower-casing keeps the number of characters but for rare letters; then the lower-cased words stand.
    private static func original(_ typed: String, _ object: String) -> String {
        let text = Array(typed)
        let lower = Array(typed.lowercased().replacing("’", with: "'"))
        guard text.count == lower.count, let range = lower.firstRange(of: Array(object)) else { return object }
        return String(text[range])
    }

    private static let englishFixed: [String: OfflineInstruction] = [
        "shorter": .shorter, "short": .shorter, "more concise": .shorter, "concise": .shorter, "shorten it": .shorter,
        "less long": .shorter, "too long": .shorter, "briefer": .shorter, "more brief": .shorter, "tighter": .shorter,
        "longer": .longer, "long": .longer, "more detail": .longer, "more detailed": .longer, "expand it": .longer,
        "too short": .longer, "say more": .longer,
        "more formal": .tone(.formal), "formal": .tone(.formal), "more professional": .tone(.formal),
        "professional": .tone(.formal), "politer": .tone(.formal), "more polite": .tone(.formal),
        "friendlier": .tone(.friendly), "more friendly": .tone(.friendly), "friendly": .tone(.friendly),
        "warmer": .tone(.friendly), "more warm": .tone(.friendly),
        "more casual": .tone(.casual), "casual": .tone(.casual), "more relaxed": .tone(.casual),
        "relaxed": .tone(.casual), "chattier": .tone(.casual),
        "less formal": .lessFormal, "less stiff": .lessFormal,
        "english": .language(.en), "japanese": .language(.ja),
        "fewer exclamation marks": .fewerExclamations, "fewer exclamation points": .fewerExclamations,
        "no exclamation marks": .fewerExclamations, "no exclamation points": .fewerExclamations,
        "less exclamation marks": .fewerExclamations, "less exclamation points": .fewerExclamations,
        "without exclamation marks": .fewerExclamations, "fewer exclamations": .fewerExclamations,
        "less enthusiastic": .fewerExclamations, "calmer": .fewerExclamations,
    ]

    private static func englishOccasion(_ text: String) -> GenerationOptions.Occasion? {
        let names: [String: GenerationOptions.Occasion] = [
            "meetup": .meetup, "event": .meetup, "meetup talk": .meetup,
            "team": .team, "new team": .team, "team post": .team, "team channel": .team, "slack post": .team,
            "interview": .interview, "job interview": .interview,
            "linkedin": .linkedin, "linkedin about": .linkedin, "linkedin about section": .linkedin,
            "linkedin profile": .linkedin,
            "speaker bio": .speaker, "speaker": .speaker, "conference bio": .speaker, "conference": .speaker,
            "talk": .speaker, "programme": .speaker, "program": .speaker,
            "x": .x, "twitter": .x, "x bio": .x, "twitter bio": .x, "social bio": .x, "social profile": .x,
            "bio": .x, "profile bio": .x, "bluesky": .x, "instagram": .x,
            "github": .github, "github readme": .github, "github profile": .github, "readme": .github,
        ]
        return names[text]
    }

    // MARK: - Japanese

    private static func japanese(_ typed: String) -> OfflineInstruction? {
        var text = typed.trimmed
        while let last = text.last, "。！？!?".contains(last) { text.removeLast() }
        for tail in ["してください", "にしてください", "ください", "にして", "して", "してほしい", "でお願いします", "お願いします"]
        where text.hasSuffix(tail) && text.count > tail.count {
            text = String(text.dropLast(tail.count))
            break
        }
        for lead in ["もう少し", "もっと", "少し", "ちょっと"] where text.hasPrefix(lead) && text.count > lead.count {
            text = String(text.dropFirst(lead.count))
        }
        if let fixed = japaneseFixed[text] { return fixed }
        for (ending, occasionWords) in [
            ("用に", japaneseOccasions), ("向けに", japaneseOccasions), ("に", japaneseOccasions),
        ]
        where text.hasSuffix(ending) {
            if let occasion = occasionWords[String(text.dropLast(ending.count))] { return .occasion(occasion) }
        }
        for ending in ["には触れない", "に触れない", "は書かない", "を書かない", "は入れない", "を入れない", "を消", "を削", "を外", "を削除"]
        where text.contains(ending) {
            let thing = String(text[..<(text.firstRange(of: ending)?.lowerBound ?? text.endIndex)])
            return thing.isEmpty ? nil : .avoid(thing)
        }
        for ending in ["に触れ", "にも触れ", "も入れ", "を入れ", "を加え", "も加え", "についても書い", "について書い", "も書い"]
        where text.hasSuffix(ending) || text.contains(ending) {
            let thing = String(text[..<(text.firstRange(of: ending)?.lowerBound ?? text.endIndex)])
            return thing.isEmpty ? nil : .mention(thing)
        }
        return nil
    }

    private static let japaneseFixed: [String: OfflineInstruction] = [
        "短く": .shorter, "短め": .shorter, "短めに": .shorter, "簡潔に": .shorter, "手短に": .shorter,
        "長く": .longer, "長め": .longer, "長めに": .longer, "詳しく": .longer,
        "フォーマルに": .tone(.formal), "丁寧に": .tone(.formal), "かしこまって": .tone(.formal), "敬語で": .tone(.formal),
        "ていねいに": .tone(.formal), "かしこまった感じ": .tone(.formal),
        "カジュアルに": .tone(.casual), "くだけた感じで": .tone(.casual), "砕けた感じで": .tone(.casual),
        "くだけた感じ": .tone(.casual), "ラフに": .tone(.casual),
        "フレンドリーに": .tone(.friendly), "親しみやすく": .tone(.friendly), "やわらかく": .tone(.friendly),
        "英語で": .language(.en), "英語": .language(.en), "英語に": .language(.en),
        "日本語で": .language(.ja), "日本語": .language(.ja), "日本語に": .language(.ja),
        "感嘆符を減ら": .fewerExclamations, "感嘆符を減らして": .fewerExclamations, "感嘆符なしで": .fewerExclamations,
        "！を減ら": .fewerExclamations, "！を減らして": .fewerExclamations, "ビックリマークを減ら": .fewerExclamations,
        "ビックリマークを減らして": .fewerExclamations, "感嘆符を使わない": .fewerExclamations,
        "落ち着いた感じ": .fewerExclamations, "落ち着いた感じで": .fewerExclamations,
    ]

    private static let japaneseOccasions: [String: GenerationOptions.Occasion] = [
        "ミートアップ": .meetup, "勉強会": .meetup, "イベント": .meetup,
        "チーム": .team, "新しいチーム": .team, "チャット": .team,
        "面接": .interview, "面接の自己紹介": .interview,
        "LinkedIn": .linkedin, "リンクトイン": .linkedin,
        "登壇者紹介": .speaker, "登壇": .speaker, "登壇者プロフィール": .speaker, "カンファレンス": .speaker,
        "SNS": .x, "X": .x, "Twitter": .x, "ツイッター": .x, "SNSのプロフィール": .x, "プロフィール文": .x,
        "GitHub": .github, "README": .github, "GitHubのREADME": .github,
    ]
}
