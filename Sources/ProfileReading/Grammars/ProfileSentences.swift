import FoundationEssentials
package import IntroductionCore
import ReadingLexicon
import TextBasics

/// Free text from a profile read as sentences: where they end, which ones ask the writer for something,
/// and which are only a greeting the introduction already has.
///
/// Requests are recognised in both languages whatever the output language, so a Japanese request is as
/// absent from an English text as from a Japanese one. Imperatives addressed to the readers ("say hi when
/// you see me", 「気軽に声をかけてください」) are facts about the person and stay.
package enum ProfileSentences {
    /// The sentences of `text` in order: lines, then sentence ends; list bullets removed; each ended.
    package static func split(_ text: String) -> [String] {
        ProfileText.printable(text, keepingLines: true)
            .split(separator: "\n")
            .flatMap { splitLine(withoutBullet(String($0))) }
            .map(ended)
    }

    /// Whether free text already reads as a sentence rather than a phrase for a template.
    package static func readsAsSentence(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if Script.language(of: trimmed) == .ja {
            let body = trimmed.trimmingCharacters(in: ScalarSet(charactersIn: "。.!！?？"))
            if japaneseSentenceEndings.contains(where: { body.hasSuffix($0) }) { return true }
            // 「趣味は登山。」: a topic and what is said of it, the copula left out; 「ロードバイク。」 is a word, full stop or not.
            return trimmed.hasSuffix("。") && body.contains { "はがをにでも".contains($0) }
        }
        let lower = trimmed.lowercased()
        let words = lower.split(separator: " ")
        if englishSubjects.contains(where: { lower.hasPrefix($0) }), words.count >= 2 { return true }
        return words.count >= 3 && ".!?".contains(trimmed.last ?? " ")
    }

    /// The sentence with its first letter capitalised (English) and a full stop when it has none.
    package static func ended(_ sentence: String) -> String {
        ended(sentence, in: Script.language(of: sentence))
    }

    /// `sentence` ended as a sentence of `language` (an English frame around a Japanese phrase is English).
    package static func ended(_ sentence: String, in language: ComposerLanguage) -> String {
        var text = sentence.trimmingCharacters(in: .whitespaces)
        guard let last = text.last else { return text }
        let japanese = language == .ja
        if !japanese, text.first?.isASCII == true {
            text = SentenceCase.capitalizingStart(text)
        }
        if !".!?。！？…".contains(last), !closingMarks.contains(last) || !endsBeforeClosingMark(text) {
            text += japanese ? "。" : "."
        }
        return text
    }

    // MARK: - Requests

    /// Whether the sentence asks the writer for something (a style, a format, to ignore instructions)
    /// instead of saying something about the person. Either language.
    package static func isRequest(_ sentence: String) -> Bool {
        let lower = sentence.lowercased().replacing("’", with: "'")
        if injectionMarkers.contains(where: { lower.includes($0) }) { return true }
        return Script.language(of: sentence) == .ja ? isJapaneseRequest(sentence) : isEnglishRequest(lower)
    }

    /// Whether the sentence is only a greeting or thanks, which the introduction says in its own words.
    package static func isCourtesy(_ sentence: String) -> Bool {
        let core = sentence.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || Script.isJapanese($0) }
            .trimmingCharacters(in: .whitespaces)
        return courtesies.contains(core)
    }

    private static func isEnglishRequest(_ lower: String) -> Bool {
        var words = lower.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        // Courtesy and address in front of the verb: "please", "can you", "I'd like you to".
        var stripped = true
        while stripped, !words.isEmpty {
            stripped = false
            for prefix in englishRequestLeads {
                let parts = prefix.split(separator: " ").map(String.init)
                if words.count > parts.count, Array(words.prefix(parts.count)) == parts {
                    words.removeFirst(parts.count)
                    stripped = true
                }
            }
        }
        guard let first = words.first?.trimmingCharacters(in: .punctuationCharacters) else { return false }
        let second = words.dropFirst().first?.trimmingCharacters(in: .punctuationCharacters) ?? ""
        // "Add me on GitHub" speaks to the readers; "add a joke" to the writer.
        if writerVerbs.contains(first) { return !(first == "add" && ["me", "us"].contains(second)) }
        if ["don't", "dont", "do", "never"].contains(first) {
            let verb = first == "do" ? words.dropFirst(2).first ?? "" : second
            return (first != "do" || second == "not") && (writerVerbs.contains(verb) || verb == "be")
        }
        if first == "be", styleWords.contains(second) { return true }
        if first == "no", formatWords.contains(where: { second.hasPrefix($0) }) { return true }
        if ["i", "i'd", "we", "we'd"].contains(first) {
            let rest = words.dropFirst().joined(separator: " ")
            return ["want it", "want you", "would like it", "like it", "would like you", "like you", "prefer it"]
                .contains { rest.hasPrefix($0) }
        }
        return false
    }

    private static func isJapaneseRequest(_ sentence: String) -> Bool {
        if japaneseWriterMarkers.contains(where: { sentence.includes($0) }) { return true }
        let body = sentence.trimmingCharacters(in: ScalarSet(charactersIn: "。！!？? "))
        // 「カジュアルな感じで！」「堅すぎない感じで。」: a manner asked for, whatever the word.
        if ["感じで", "感じに", "感じでお願いします", "雰囲気で", "っぽく"].contains(where: { body.hasSuffix($0) }) { return true }
        let asks = japaneseRequestEndings.contains { body.hasSuffix($0) }
        return asks && japaneseStyleWords.contains { body.includes($0) }
    }

    // MARK: - Splitting

    private static let closingMarks: Set<Character> = ["」", "』", "）", ")", "\"", "”", "’", "'"]

    private static func endsBeforeClosingMark(_ text: String) -> Bool {
        let body = text.reversed().drop { closingMarks.contains($0) }
        return body.first.map { ".!?。！？".contains($0) } ?? false
    }

    private static func withoutBullet(_ line: String) -> String {
        var text = Substring(line.trimmingCharacters(in: .whitespaces))
        if let first = text.first, "-*•・‣◦–".contains(first) {
            text = text.dropFirst()
        } else if let dot = text.firstIndex(where: { $0 == "." || $0 == ")" }), text[..<dot].allSatisfy(\.isNumber),
            !text[..<dot].isEmpty, text[text.index(after: dot)...].first == " "
        {
            text = text[text.index(after: dot)...]
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// Splits after `.!?` followed by a space (not after "e.g." or "Dr."), and after `。！？` at once,
    /// keeping closing quotes and brackets with the sentence they end.
    private static func splitLine(_ line: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            current.append(character)
            index += 1
            var ends = false
            if "。！？".contains(character) {
                ends = true
            } else if ".!?".contains(character) {
                let next = index < characters.count ? characters[index] : " "
                ends =
                    (next == " " || closingMarks.contains(next) || Script.isJapanese(next))
                    && !endsAbbreviation(current)
            }
            guard ends else { continue }
            while index < characters.count,
                closingMarks.contains(characters[index]) || "!?！？".contains(characters[index])
            {
                current.append(characters[index])
                index += 1
            }
            let done = current.trimmingCharacters(in: .whitespaces)
            if !done.isEmpty { sentences.append(done) }
            current = ""
        }
        let done = current.trimmingCharacters(in: .whitespaces)
        if !done.isEmpty { sentences.append(done) }
        return sentences
    }

    private static func endsAbbreviation(_ text: String) -> Bool {
        let lastWord = text.split(separator: " ").last.map { $0.lowercased() } ?? ""
        return abbreviations.contains(lastWord) || (lastWord.count == 2 && lastWord.first?.isLetter == true)
    }

    // MARK: - Word lists

    private static let abbreviations: Set<String> = [
        "e.g.", "i.e.", "etc.", "vs.", "mr.", "mrs.", "ms.", "dr.", "st.", "jr.", "sr.", "prof.", "inc.", "co.", "no.",
    ]
    private static let englishSubjects = [
        "i ", "i'm ", "i've ", "i'd ", "i'll ", "i’m ", "my ", "we ", "we're ", "our ",
    ]
    private static let japaneseSentenceEndings = [
        "ます", "です", "ました", "でした", "ません", "だ", "だよ", "よ", "ね", "る", "た", "たい", "ない", "好き", "大好き", "てる",
    ]

    /// Words that only make sense as instructions to a model, in any sentence.
    private static let injectionMarkers = [
        "previous instruction", "prior instruction", "above instruction", "earlier instruction", "all instructions",
        "system prompt", "system:", "assistant:", "developer message", "as an ai", "language model",
        "the introduction", "this introduction", "my introduction", "the intro ", "this intro", "my intro ",
        "the self-introduction", "the bio", "in markdown", "bullet point", "bullet list", "in the style of",
        "word count", "words or less", "words or fewer", "sentences or less", "前の指示", "以前の指示", "システムプロンプト",
    ]
    /// Courtesy and address in front of an instruction's verb; `NoteWish` strips the same.
    package static let englishRequestLeads = [
        "please", "pls", "plz", "kindly", "can you", "could you", "would you", "will you", "i want you to",
        "i'd like you to", "i would like you to", "you should", "you must", "you need to", "just", "also", "and",
        "ps", "p.s.", "oh", "ok", "okay", "now",
    ]
    /// Verbs an imperative addressed to the writer starts with ("write…", "make it…", "ignore…").
    private static let writerVerbs: Set<String> = [
        "write", "rewrite", "make", "keep", "use", "ignore", "include", "mention", "add", "avoid", "translate",
        "format", "respond", "reply", "answer", "output", "return", "print", "sound", "focus", "emphasize",
        "emphasise", "highlight", "stress", "start", "begin", "end", "finish", "limit", "summarize", "summarise",
        "generate", "create", "act", "pretend", "forget", "disregard", "list", "describe", "omit", "skip", "remove",
        "drop", "exclude", "shorten", "lengthen", "expand", "produce", "compose", "draft", "polish", "capitalize",
    ]
    private static let styleWords: Set<String> = [
        "concise", "brief", "short", "formal", "casual", "funny", "professional", "friendly", "polite", "witty",
        "humorous", "serious", "creative", "enthusiastic", "humble",
    ]
    private static let formatWords = ["markdown", "emoji", "bullet", "heading", "hashtag", "exclamation", "list"]

    private static let japaneseWriterMarkers = [
        "書いて", "書け", "書くこと", "書かないで", "無視して", "無視しろ", "指示", "プロンプト", "自己紹介文", "紹介文を", "文章を",
        "文章は", "文体", "口調", "トーン", "敬語で", "箇条書き", "マークダウン", "翻訳して", "訳して", "出力", "生成して",
        "強調して", "触れないで", "省いて", "短くして", "短めに", "簡潔に", "長めに", "面白くして", "書き直して",
    ]
    private static let japaneseRequestEndings = [
        "ください", "下さい", "てほしい", "て欲しい", "てほしいです", "て欲しいです", "でお願いします", "にお願いします",
        "ようにして", "でお願い", "にして",
    ]
    private static let japaneseStyleWords = [
        "短", "長", "簡潔", "丁寧", "面白", "明るく", "かっこよく", "フォーマル", "カジュアル", "敬語", "英語で", "日本語で",
        "文字", "一文", "文で",
    ]
    private static let courtesies: Set<String> = [
        "nice to meet you", "nice to meet you all", "nice to meet everyone", "thanks", "thank you", "thank you all",
        "hello", "hi", "hi all", "hi everyone", "hello everyone", "cheers", "best regards", "regards",
        "looking forward to working with you", "looking forward to working with you all",
        "よろしくお願いします", "よろしくお願いいたします", "よろしくお願い致します", "どうぞよろしくお願いします",
        "どうぞよろしくお願いいたします", "よろしく", "よろしくね", "はじめまして", "初めまして", "こんにちは", "ありがとうございます",
    ]
}
