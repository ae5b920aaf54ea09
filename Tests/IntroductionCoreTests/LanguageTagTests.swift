import Foundation
import IntroductionCore
import Testing

/// `--lang`, the config's `language`, the service's field and the form take a BCP 47 tag.
@Suite struct LanguageTagTests {
    @Test(arguments: [
        ("en", "en"), ("JA", "ja"), ("zh-hans", "zh-Hans"), ("zh-hant-tw", "zh-Hant-TW"), ("pt_br", "pt-BR"),
        ("es-419", "es-419"), (" id ", "id"), ("fil", "fil"), ("de-CH-1996", "de-CH-1996"),
        ("en-US-u-ca-gregory", "en-US-u-ca-gregory"), ("sr-Latn-RS", "sr-Latn-RS"), ("en-x-ada", "en-x-ada"),
    ])
    func aWellFormedTagIsKeptInItsCanonicalCase(typed: String, canonical: String) throws {
        #expect(try #require(GenerationOptions.Language(rawValue: typed)).rawValue == canonical)
    }

    @Test(arguments: [
        "", "e", "english!", "en--US", "en-", "-en", "12", "zh-yue", "en-US-x", "ja_JP.UTF-8", "日本語",
        "en-a", String(repeating: "a-bcdefgh", count: 8), "en us",
    ])
    func anythingElseIsRefused(typed: String) {
        #expect(GenerationOptions.Language(rawValue: typed) == nil, "\(typed)")
    }

    @Test func theNamesComeFromTheMostSpecificEntryAndARegionIsSpeltOut() throws {
        func language(_ tag: String) throws -> GenerationOptions.Language {
            try #require(GenerationOptions.Language(rawValue: tag))
        }
        #expect(try language("id").promptName == "Indonesian (Bahasa Indonesia)")
        #expect(try language("en").promptName == "English")
        #expect(try language("zh-Hans-SG").promptName == "Simplified Chinese (简体中文), as written in the region SG")
        #expect(try language("pt-BR").promptName == "Brazilian Portuguese (português do Brasil)")
        #expect(try language("de-CH").promptName == "German (Deutsch), as written in the region CH")
        #expect(try language("tlh").promptName == "the language whose BCP 47 tag is \"tlh\"")
        #expect(try language("id").shownName == "Indonesian (id)")
        #expect(try language("tlh").shownName == "tlh")
    }

    @Test func onlyEnglishAndJapaneseAreTheComposersInAnyRegion() throws {
        let tags = ["en": ComposerLanguage.en, "en-GB": .en, "ja": .ja, "ja-JP": .ja]
        for (tag, written) in tags {
            #expect(try #require(GenerationOptions.Language(rawValue: tag)).composerLanguage == written)
        }
        for tag in ["id", "de", "zh-Hans", "ko", "jam"] {
            #expect(try #require(GenerationOptions.Language(rawValue: tag)).composerLanguage == nil, "\(tag)")
        }
    }

    @Test func lengthsAreCountedTheWayTheScriptIsRead() throws {
        for tag in ["zh-Hant", "ja", "ko", "th"] {
            #expect(try #require(GenerationOptions.Language(rawValue: tag)).lengthUnit == .characters, "\(tag)")
        }
        for tag in ["en", "id", "de", "vi", "es-419"] {
            #expect(try #require(GenerationOptions.Language(rawValue: tag)).lengthUnit == .words, "\(tag)")
        }
        // A speaker bio: 100 words where words are counted, 200 characters where characters are.
        let chinese = try #require(GenerationOptions.Language(rawValue: "zh-Hans"))
        let german = try #require(GenerationOptions.Language(rawValue: "de"))
        #expect(GenerationOptions(language: chinese, occasion: .speaker).limits.first?.unit == .characters)
        #expect(GenerationOptions(language: german, occasion: .speaker).limits.first?.maximum == 100)
    }

    @Test func spokenTimeFollowsEachLanguagesPace() throws {
        let german = try #require(GenerationOptions.Language(rawValue: "de"))
        let chinese = try #require(GenerationOptions.Language(rawValue: "zh-Hans"))
        let unknown = try #require(GenerationOptions.Language(rawValue: "haw"))
        let words = Array(repeating: "Wort", count: 125).joined(separator: " ")
        #expect(SpokenTime.seconds(words, language: german) == 60)
        #expect(SpokenTime.seconds(words, language: .en) == 50)
        #expect(SpokenTime.seconds(words, language: unknown) == 50)
        // 250 characters of Chinese, punctuation and spaces not counted.
        let chinese250 = String(repeating: "我是工程师，", count: 50)
        #expect(SpokenTime.seconds(chinese250, language: chinese) == 60)
    }

    @Test func aTagIsStoredAsTheStringItIs() throws {
        let options = GenerationOptions(language: try #require(GenerationOptions.Language(rawValue: "zh_hant")))
        let data = try JSONEncoder().encode(options)
        #expect(String(decoding: data, as: UTF8.self).contains(#""language":"zh-Hant""#))
        #expect(try JSONDecoder().decode(GenerationOptions.self, from: data) == options)
        let broken = Data(#"{"language":"zh!","tone":"friendly","length":"short"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(GenerationOptions.self, from: broken) }
    }
}
