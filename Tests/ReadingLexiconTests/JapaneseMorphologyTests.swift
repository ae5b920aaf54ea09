import Testing

@testable import ReadingLexicon

/// Japanese read by MeCab with IPADIC: the classes and base forms a reader matches, spans that are exact, unknown
/// words marked, and one sentence naming the packages when the dictionary is missing.
@Suite("Japanese morphology")
struct JapaneseMorphologyTests {
    /// (surface, part of speech, base form) of each morpheme.
    static func words(_ text: String) throws -> [String] {
        try JapaneseMorphology.morphemes(of: text).map { "\($0.surface)/\($0.partOfSpeech)/\($0.baseForm)" }
    }

    @Test func aCareerWithAnArrowIsReadWordByWord() throws {
        let morphemes = try JapaneseMorphology.morphemes(of: "看護師→医療系スタートアップでCS")
        #expect(morphemes.map(\.surface) == ["看護", "師", "→", "医療", "系", "スタート", "アップ", "で", "CS"])
        #expect(morphemes[1].isSuffix)
        #expect(morphemes[2].isSymbol)
        #expect(morphemes[7].isParticle)
        // IPADIC lacks "CS": MeCab guesses a name of an organization from its capitals, and says it guessed.
        #expect(morphemes[8].isUnknown)
        #expect(morphemes[8].isOrganization)
        #expect(morphemes[8].reading == nil)
        #expect(morphemes.dropLast().allSatisfy { !$0.isUnknown })
    }

    @Test func durationsAreNumbersWithACounter() throws {
        let morphemes = try JapaneseMorphology.morphemes(of: "病棟7年、今の会社は半年")
        #expect(morphemes.map(\.surface) == ["病棟", "7", "年", "、", "今", "の", "会社", "は", "半年"])
        #expect(morphemes[1].isNumber)
        #expect(morphemes[2].subclasses == ["接尾", "助数詞"])
        #expect(morphemes[3].isSymbol)
        #expect(morphemes[6].reading == "カイシャ")
    }

    @Test func aPlaceNameIsAProperNounOfARegion() throws {
        let morphemes = try JapaneseMorphology.morphemes(of: "福岡出身です")
        #expect(try Self.words("福岡出身です") == ["福岡/名詞/福岡", "出身/名詞/出身", "です/助動詞/です"])
        #expect(morphemes[0].subclasses == ["固有名詞", "地域", "一般"])
        #expect(morphemes[0].isPlace && morphemes[0].isProperNoun)
        #expect(!morphemes[0].isPersonName && !morphemes[0].isOrganization)
        #expect(!morphemes[1].isProperNoun)
        #expect(morphemes[2].isAuxiliary)
        #expect(morphemes[2].conjugationType == "特殊・デス" && morphemes[2].conjugationForm == "基本形")
    }

    /// A reader matches base forms: 「やってる」 is やる + てる, whatever the inflection.
    @Test func aVerbIsReadAsItsBaseForm() throws {
        #expect(try Self.words("やってる") == ["やっ/動詞/やる", "てる/動詞/てる"])
        let morphemes = try JapaneseMorphology.morphemes(of: "やってる")
        #expect(morphemes[0].conjugationType == "五段・ラ行")
        #expect(morphemes[0].conjugationForm == "連用タ接続")
        #expect(morphemes[1].subclasses == ["非自立"])
    }

    /// 「対戦しましょう」 is 対戦 + する + ます + う: IPADIC cuts ましょう into ましょ (ます) and the volitional う.
    @Test func aSuruVerbAndItsPoliteVolitional() throws {
        #expect(try Self.words("対戦しましょう") == ["対戦/名詞/対戦", "し/動詞/する", "ましょ/助動詞/ます", "う/助動詞/う"])
        #expect(try JapaneseMorphology.morphemes(of: "対戦しましょう")[0].subclasses == ["サ変接続"])
    }

    @Test(arguments: [
        "看護師→医療系スタートアップでCS", "  Tacomaでバリスタ　東京", "病棟7年、今の会社は半年", "  先頭に空白 と 途中 の 空白  ",
        "😀絵文字👩‍💻と、かな", "ｶﾀｶﾅ半角とＡＢＣ全角", "e\u{301}tude と が\u{3099}", "\t\nタブ\n改行",
    ])
    func everySpanSlicesBackToItsSurface(text: String) throws {
        let morphemes = try JapaneseMorphology.morphemes(of: text)
        #expect(!morphemes.isEmpty)
        var end = text.startIndex
        for morpheme in morphemes {
            #expect(String(text.unicodeScalars[morpheme.range]) == morpheme.surface)
            #expect(morpheme.range.lowerBound >= end, "\(morpheme.surface) overlaps the morpheme before it")
            // What lies between two morphemes is white space MeCab skipped, nothing else.
            let skipped = text.unicodeScalars[end..<morpheme.range.lowerBound]
            #expect(skipped.allSatisfy { $0.properties.isWhitespace }, "\(skipped)")
            end = morpheme.range.upperBound
        }
        #expect(text.unicodeScalars[end...].allSatisfy { $0.properties.isWhitespace })
    }

    @Test func leadingSpacesDoNotShiftTheSpans() throws {
        let text = "   Tacomaでバリスタ"
        let morphemes = try JapaneseMorphology.morphemes(of: text)
        #expect(morphemes.map(\.surface) == ["Tacoma", "で", "バリスタ"])
        #expect(text[morphemes[0].range] == "Tacoma")
        #expect(text.distance(from: text.startIndex, to: morphemes[0].range.lowerBound) == 3)
        #expect(morphemes[0].isUnknown && morphemes[2].isUnknown)
        #expect(morphemes[2].baseForm == "バリスタ")
    }

    @Test func anEmptyOrBlankTextHasNoMorphemes() throws {
        #expect(try JapaneseMorphology.morphemes(of: "").isEmpty)
        #expect(try JapaneseMorphology.morphemes(of: "   ").isEmpty)
    }

    @Test func quotedFeatureFieldsKeepTheirCommas() {
        #expect(Morpheme.fields(#"記号,一般,*,*,*,*,",",",",""""#) == ["記号", "一般", "*", "*", "*", "*", ",", ",", "\""])
        #expect(Morpheme.fields("名詞,数,*,*,*,*,*") == ["名詞", "数", "*", "*", "*", "*", "*"])
    }

    @Test func manyTasksReadAtOnceWithOneModel() async throws {
        let expected = try Self.words("福岡出身です")
        let answers = await withTaskGroup(of: [String]?.self) { group in
            for _ in 0..<8 {
                group.addTask { (try? (0..<50).map { _ in try Self.words("福岡出身です") })?.flatMap { $0 } }
            }
            return await group.reduce(into: [[String]?]()) { $0.append($1) }
        }
        #expect(answers.count == 8)
        #expect(answers.allSatisfy { $0 == Array((0..<50).map { _ in expected }.joined()) })
    }

    /// A dictionary that is not there is one sentence naming the packages (the shared model is not touched).
    @Test func aMissingDictionaryIsOneSentenceNamingThePackages() throws {
        #expect(throws: MorphologyError.self) { try JapaneseMorphology.loadModel(environment: "/nonexistent") }
        do {
            _ = try JapaneseMorphology.loadModel(environment: "/nonexistent")
        } catch {
            let sentence = error.description
            #expect(sentence.hasPrefix("The offline composer reads Japanese with MeCab and its IPADIC dictionary"))
            #expect(sentence.contains("sudo apt-get install libmecab2 mecab-ipadic-utf8"))
            #expect(sentence.contains("/nonexistent") && sentence.contains("INTROGEN_MECAB_DICDIR"))
            #expect(!sentence.contains("\n") && sentence.split(separator: ". ").count == 1)
            #expect(error.isMissingInstallation)
        }
        // The process's own model is still the installed one.
        #expect(try Self.words("福岡") == ["福岡/名詞/福岡"])
    }

    @Test func theEnvironmentNamesTheOnlyFolderLookedIn() {
        #expect(JapaneseMorphology.dictionaryDirectories(environment: "/opt/ipadic") == ["/opt/ipadic"])
        #expect(JapaneseMorphology.dictionaryDirectories(environment: nil).first == "/var/lib/mecab/dic/ipadic-utf8")
        let installed = JapaneseMorphology.dictionaryDirectories(environment: nil)
        #expect(JapaneseMorphology.dictionaryDirectories(environment: "") == installed)
    }

    /// Debian's EUC-JP IPADIC (mecab-ipadic, which mecab-ipadic-utf8 depends on) is found and refused: its bytes would
    /// not be UTF-8.
    @Test func aDictionaryInAnotherCharsetIsRefused() throws {
        let eucJP = "/var/lib/mecab/dic/ipadic"
        try #require(MecabModel.isUTF8("UTF-8") && MecabModel.isUTF8("utf8") && !MecabModel.isUTF8("EUC-JP"))
        do {
            _ = try MecabModel.load(from: [eucJP])
            Issue.record("the EUC-JP dictionary was loaded")
        } catch {
            #expect(error.description.contains(eucJP) && error.description.contains("mecab-ipadic-utf8"))
        }
        #expect(try MecabModel.load(from: [eucJP, "/var/lib/mecab/dic/ipadic-utf8"]).directory.hasSuffix("-utf8"))
    }
}
