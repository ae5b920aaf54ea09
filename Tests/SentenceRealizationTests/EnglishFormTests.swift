import ReadingLexicon
import Testing

@testable import SentenceRealization

/// English verb forms from the lemma and its irregular forms, and the verb group with its contractions.
@Suite("English forms")
struct EnglishFormTests {
    @Test(arguments: [
        ("teach/taught", "teaches", "taught", "taught", "teaching"),
        ("ship", "ships", "shipped", "shipped", "shipping"),
        ("bake", "bakes", "baked", "baked", "baking"), ("study", "studies", "studied", "studied", "studying"),
        ("travel", "travels", "traveled", "traveled", "traveling"),
        ("program+", "programs", "programmed", "programmed", "programming"),
        ("fix", "fixes", "fixed", "fixed", "fixing"),
        ("ski", "skis", "skied", "skied", "skiing"), ("die", "dies", "died", "died", "dying"),
        ("write/wrote/written", "writes", "wrote", "written", "writing"),
        ("play", "plays", "played", "played", "playing"),
        ("look after", "looks", "looked", "looked", "looking"), ("have/had", "has", "had", "had", "having"),
        ("go/went/gone", "goes", "went", "gone", "going"),
        ("babysit+/babysat", "babysits", "babysat", "babysat", "babysitting"),
        ("see/saw/seen", "sees", "saw", "seen", "seeing"),
    ])
    func theFormsFollowTheSpellingRules(spec: String, third: String, past: String, participle: String, ing: String) {
        let verb = EnglishVerb(spec)
        #expect(verb.third == third)
        #expect(verb.past == past)
        #expect(verb.participle == participle)
        #expect(verb.ing == ing)
    }

    @Test func aPhrasalVerbKeepsItsParticleAndMayNeedAnObject() {
        let verb = EnglishVerb("take/took/taken care of")
        #expect(verb.lemma == "take care of")
        #expect(verb.participle == "taken")
        #expect(verb.needsObject)
        #expect(!EnglishVerb("grow/grew/grown up").needsObject)
    }

    @Test(arguments: [
        (EnglishConjugation.Form.presentPerfect, "I", false, false, true, "I've worked"),
        (.presentPerfect, "I", true, false, true, "I haven't worked"),
        (.presentPerfect, "I", false, true, false, "I have also worked"),
        (.presentPerfectProgressive, "Maya Chen", false, true, true, "Maya Chen has also been working"),
        (.simplePresent, "Maya Chen", true, false, true, "Maya Chen doesn't work"),
        (.simplePast, "I", true, false, false, "I did not work"),
        (.future, "I", true, false, true, "I won't work"),
        (.futureProgressive, "I", false, false, true, "I'll be working"),
        (.presentProgressive, "I", true, false, true, "I'm not working"),
    ])
    func theGroupContractsUnlessFormal(
        form: EnglishConjugation.Form, subject: String, negative: Bool, also: Bool, contracted: Bool, said: String
    ) {
        let group = EnglishConjugation.group(
            EnglishVerb("work"), form: form, subject: subject, negative: negative, also: also, contracted: contracted)
        #expect(group == said)
    }

    @Test func beContractsOnlyWithThePronoun() {
        #expect(
            EnglishConjugation.group(
                .be, form: .simplePresent, subject: "I", negative: false, also: false, contracted: true) == "I'm")
        #expect(
            EnglishConjugation.group(
                .be, form: .simplePresent, subject: "Maya Chen", negative: true, also: false, contracted: true)
                == "Maya Chen isn't")
        #expect(
            EnglishConjugation.group(
                .be, form: .simplePast, subject: "I", negative: true, also: false, contracted: true) == "I wasn't")
    }
}
