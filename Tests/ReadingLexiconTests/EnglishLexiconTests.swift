import Foundation
import IntroductionCore
import Testing

@testable import ReadingLexicon

/// English word classes from WordNet: a form back to its lemmas (exceptions, then Morphy's rules), the senses kept
/// for the classes it was read in, persons, places and phrases, and a file that is what the generator writes.
@Suite("English lexicon (WordNet)")
struct EnglishLexiconTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let file = repository.appendingPathComponent("Sources/ReadingLexicon/Resources/lexicon/lexicon-wordnet.txt")

    /// The lemmas of a form with the word classes of their senses, as "lemma:nv".
    static func lemmas(_ form: String) -> [String] {
        EnglishLexicon.readings(of: form).map { word in
            let classes = [(EnglishWord.WordClass.noun, "n"), (.verb, "v"), (.adjective, "a"), (.adverb, "r")]
            return word.lemma + ":"
                + classes.filter { c in word.senses.contains { $0.wordClass == c.0 } }.map(\.1)
                .joined()
        }
    }

    @Test(arguments: [
        ("teaches", ["teach:v"]), ("designers", ["designer:n"]), ("building", ["building:n", "build:v"]),
        ("taught", ["teach:v"]), ("roofing", ["roofing:n", "roof:v"]), ("children", ["child:n"]),
        ("better", ["better:nvar", "good:a", "well:ar"]), ("geese", ["goose:n"]), ("ran", ["run:v"]),
        ("Designers", ["designer:n"]), ("  HIGH   schools ", ["high school:n"]), ("looking after", ["look after:v"]),
        ("took off", ["take off:v"]), ("studies", ["study:nv"]), ("analyses", ["analysis:n", "analyse:v"]),
    ])
    func aFormIsReadAsItsLemmas(form: String, lemmas: [String]) {
        #expect(Self.lemmas(form) == lemmas)
    }

    /// Only the senses of the classes the form was read in: "building" is build's verb senses, never its noun
    /// ("physique"), and "teaches" is no plural of Teach (Blackbeard, a proper noun).
    @Test func aLemmaReachedByAnEndingKeepsOnlyThatClassesSenses() throws {
        let building = EnglishLexicon.readings(of: "building")
        let build = try #require(building.first { $0.lemma == "build" })
        #expect(build.isVerb && !build.isNoun)
        #expect(build.senses.first == EnglishWord.Sense(wordClass: .verb, category: "verb.creation"))
        #expect(building.first?.senses.first == EnglishWord.Sense(wordClass: .noun, category: "noun.artifact"))
        #expect(!EnglishLexicon.readings(of: "teaches").contains { $0.isNoun })
        #expect(EnglishLexicon.readings(of: "Teach").first?.senses.contains { $0.isInstance } == true)
    }

    @Test func aPlaceIsAnInstanceOfALocation() {
        let tacoma = EnglishLexicon.readings(of: "Tacoma")
        #expect(
            tacoma == [
                EnglishWord(
                    lemma: "tacoma", senses: [.init(wordClass: .noun, category: "noun.location", isInstance: true)])
            ])
        #expect(EnglishLexicon.readings(of: "designer").first?.senses.allSatisfy { !$0.isInstance } == true)
    }

    @Test(arguments: [
        "barista", "baristas", "designer", "designers", "nurse", "roofer", "maintainer", "founder", "cook", "engineers",
        "librarian", "trainee", "retiree", "mentor", "freelancer", "welder", "beekeeper",
    ])
    func anOccupationIsAPerson(word: String) {
        #expect(EnglishLexicon.isPerson(word))
    }

    /// Not a kind of person: things, places, a named person (an instance), a word whose person sense is rare or not
    /// its main one, a word WordNet does not have without an agent's ending.
    @Test(arguments: [
        "building", "Tacoma", "Einstein", "cat", "model", "better", "streamer", "coffee", "running", "glorbnak", "",
        "high school",
    ])
    func aThingIsNoPerson(word: String) {
        #expect(!EnglishLexicon.isPerson(word))
    }

    @Test(arguments: [
        ("Tacoma", true), ("Portland", true), ("Osaka", true), ("tacoma", true), ("Lisbon", true), ("Nagoya", true),
        ("Turkey", true), ("turkey", false), ("school", false), ("Apple", false), ("designer", false),
        ("Tacomas", false),
        ("", false),
    ])
    func aPlaceIsAProperNounOfALocation(word: String, isPlace: Bool) {
        #expect(EnglishLexicon.isPlace(word) == isPlace)
    }

    @Test(arguments: [
        (["high", "school"], true), (["boot", "camp"], true), (["High", "Schools"], true), (["real", "estate"], true),
        (["ice", "cream"], true), (["open", "source"], false), (["product", "manager"], false), (["school"], false),
        (["tattoo", "artist"], false),
    ])
    func aPhraseIsOneLemmaOfSeveralWords(words: [String], isPhrase: Bool) {
        #expect(EnglishLexicon.isPhrase(words) == isPhrase)
    }

    /// The point of WordNet here: a word the hand-written list does not have still has a class.
    @Test(arguments: [
        ("roofer", EnglishWord.WordClass.noun, "noun.person"), ("maintainer", .noun, "noun.person"),
        ("welder", .noun, "noun.person"), ("roofing", .noun, "noun.artifact"), ("teach", .verb, "verb.communication"),
        ("portland", .noun, "noun.location"), ("boot camp", .noun, "noun.artifact"),
    ])
    func aWordTheHandListLacksStillHasAClass(word: String, wordClass: EnglishWord.WordClass, category: String) throws {
        let list = try WordList.bundled()
        #expect(list.entry(word, to: .ja) == nil, "the hand list has \(word): pick another word")
        let first = try #require(EnglishLexicon.readings(of: word).first?.senses.first)
        #expect(first.wordClass == wordClass && first.category == category)
    }

    @Test(arguments: ["", " ", "glorbnak", "teachess", "xylophonist of the year", "-", "ニュース"])
    func aFormWordNetDoesNotKnowHasNoReading(form: String) {
        #expect(EnglishLexicon.readings(of: form).isEmpty)
    }

    @Test func everyCodeOfTheFileIsASense() throws {
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        var bad: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("\t") {
            let value = line.split(separator: "\t", maxSplits: 1).last ?? ""
            let senses = value.split(separator: "|", omittingEmptySubsequences: false)[0]
            for code in senses.split(separator: ",") where EnglishWord.Sense(code: code) == nil {
                bad.append(String(line))
            }
        }
        #expect(bad.isEmpty, "\(bad.prefix(5))")
    }

    /// WordNet's licence asks for its notice on every copy of the database: the compiled file starts with it.
    @Test func theDataCarriesWordNetsNotice() {
        let text = String(decoding: EnglishLexicon.bytes.prefix(4_096), as: UTF8.self)
        #expect(text.hasPrefix("\tThis software and database is being provided to you, the LICENSEE, by\n"))
        #expect(text.contains("\tWordNet 3.0 Copyright 2006 by Princeton University.  All rights reserved.\n"))
        #expect(EnglishLexicon.readings(of: "WordNet 3.0 Copyright 2006 by Princeton University.").isEmpty)
    }

    @Test func theCompiledBytesAreTheRepositoryFile() throws {
        #expect(Data(EnglishLexicon.bytes) == (try Data(contentsOf: Self.file)))
    }

    /// `make lexicon` run on the installed wordnet-base writes exactly the committed file (see the Makefile's
    /// TEST_PACKAGES).
    @Test(.timeLimit(.minutes(3)))
    func theCommittedFileIsWhatTheGeneratorWritesFromTheInstalledWordNet() throws {
        #expect(FileManager.default.fileExists(atPath: "/usr/share/wordnet/index.noun"), "apt-get install wordnet-base")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("wordnet-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = [
            "python3", Self.repository.appendingPathComponent("Tests/Lexicon/make_wordnet.py").path, "--out",
            output.path,
        ]
        generator.standardOutput = FileHandle.nullDevice
        try generator.run()
        generator.waitUntilExit()
        #expect(generator.terminationStatus == 0)
        let written = try Data(contentsOf: output.appendingPathComponent("lexicon-wordnet.txt"))
        #expect(written == (try Data(contentsOf: Self.file)), "lexicon-wordnet.txt differs: run make lexicon")
    }
}
