import ReadingLexicon
import Testing

@testable import SentenceRealization

/// The verb table: about two hundred verbs, found from either language, every one sayable in both.
@Suite("Verb table")
struct VerbTableTests {
    @Test func theTableHoldsAboutTwoHundredVerbs() {
        #expect(VerbTable.verbs.count >= 200)
        #expect(Set(VerbTable.verbs).count == VerbTable.verbs.count)
    }

    @Test(arguments: [
        ("teach", "teach"), ("Look  After", "look after"), ("contribute to", "contribute to"), ("work on", "work on"),
        ("RUN", "run"), ("speak at", "speak at"), ("know a lot about", "know a lot about"),
    ])
    func anEnglishLemmaFindsItsVerb(lemma: String, id: String) {
        #expect(VerbTable.verb(english: lemma) == Verb(id: id))
    }

    @Test(arguments: [
        ("教える", "teach"), ("指導する", "train"), ("運営する", "run"), ("コーチする", "coach"), ("コーチをする", "coach"),
        ("弾く", "play"), ("育てる", "raise"), ("入社する", "join"), ("屋根工事をする", "roof"), ("料理する", "cook"),
        ("使う", "use"), ("ブログを書く", "blog"), ("専門にする", "specialize in"), ("詳しい", "know a lot about"),
    ])
    func aJapaneseFormFindsItsVerb(form: String, id: String) {
        #expect(VerbTable.verb(japanese: form) == Verb(id: id))
    }

    @Test(arguments: ["levitate", "", "teaches"])
    func anUnknownEnglishLemmaIsNil(lemma: String) {
        #expect(VerbTable.verb(english: lemma) == nil)
    }

    @Test func everyJapaneseFormHasAParadigm() {
        for row in VerbTable.rows {
            for sense in row.senses {
                #expect(sense.hasParadigm, "\(row.english.lemma): \(sense.frame)")
            }
        }
    }

    @Test func everyEnglishLemmaAndJapaneseFormFindsAVerb() {
        for row in VerbTable.rows {
            #expect(VerbTable.verb(english: row.english.lemma)?.id == row.english.lemma)
            for sense in row.senses {
                for form in sense.japaneseForms {
                    #expect(VerbTable.verb(japanese: form) != nil, "\(form)")
                }
            }
        }
    }

    /// Each verb is said in both languages, with an object or without as it takes one.
    @Test func everyVerbIsSayableInBothLanguages() {
        let something = Term(kind: .thing, english: "Kotlin", japanese: "Kotlin", isName: true)
        for verb in VerbTable.verbs {
            let said = [nil, something].compactMap { object -> Clause? in
                let clause = Clause(predicate: .action(verb, object: object))
                return Realizer.realize(clause, in: .english, register: .polite) != nil ? clause : nil
            }
            #expect(!said.isEmpty, "\(verb.id)")
            for clause in said {
                for register in Register.allCases {
                    #expect(Realizer.realize(clause, in: .japanese, register: register) != nil, "\(verb.id)")
                }
            }
        }
    }
}
