import IntroductionCore
import IntroductionServer
import Testing

@Suite("The request body")
struct RequestBodyTests {
    func parse(_ text: String, defaults: GenerationOptions = GenerationOptions()) throws(HTTPProblem) -> (
        profile: Profile, options: GenerationOptions, refinement: Refinement?
    ) {
        try RequestBody.parse(Array(text.utf8), defaults: defaults)
    }

    /// The sentence of the 400 `text` gets.
    func refusal(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            #expect(error.status == 400)
            return error.sentence
        }
    }

    @Test func theProfileAndOptionsAreReadAsTheClientSendsThem() throws {
        let (profile, options, refinement) = try parse(
            #"{"name":" 山田太郎 ","role":"iOSエンジニア","skills":["Swift"," SwiftUI ",""],"experience":"5年","#
                + #""interests":"カメラ","notes":"来月から東京です。","language":"ja","tone":"formal","length":"long","#
                + #""for":"interview"}"#)
        #expect(
            profile
                == Profile(
                    name: "山田太郎", role: "iOSエンジニア", skills: ["Swift", "SwiftUI"], experience: "5年",
                    interests: "カメラ", notes: "来月から東京です。"))
        #expect(options == GenerationOptions(language: .ja, tone: .formal, length: .long, occasion: .interview))
        #expect(refinement == nil)
    }

    @Test func anInstructionAndThePreviousTextAskForARefinement() throws {
        let refinement = try parse(#"{"name":"Ada","instruction":" shorter ","previous":"Hi, I'm Ada."}"#).refinement
        #expect(refinement == Refinement(instruction: "shorter", previous: Introduction(introduction: "Hi, I'm Ada.")))
        #expect(try parse(#"{"instruction":"  "}"#).refinement == nil, "an empty instruction asks for nothing")
        let long = String(repeating: "x", count: Refinement.instructionLimit + 1)
        let sentence = refusal(#"{"instruction":"\#(long)"}"#)
        #expect(sentence?.hasPrefix("\"instruction\": An instruction holds at most") == true)
    }

    @Test func skillsMayBeOneCommaSeparatedString() throws {
        #expect(try parse(#"{"skills":"Swift, SSE ,  Go"}"#).profile.skills == ["Swift", "SSE", "Go"])
    }

    @Test func anyLanguageTagIsTakenInItsCanonicalCase() throws {
        let (_, options, _) = try parse(#"{"name":"Ada","language":"zh_hant"}"#, defaults: GenerationOptions())
        #expect(options.language.rawValue == "zh-Hant")
    }

    @Test func absentNullAndUnknownKeysLeaveTheDefaults() throws {
        let defaults = GenerationOptions(language: .ja, tone: .casual, length: .short)
        let (profile, options, _) = try parse(#"{"name":null,"tone":null,"favourite":"tea"}"#, defaults: defaults)
        #expect(profile == Profile())
        #expect(options == defaults)
    }

    @Test(arguments: [
        (#"{"name":5}"#, "\"name\" should be a string."),
        (#"{"skills":[1]}"#, "\"skills\" should be a string or a list of strings."),
        (#"{"skills":{"a":1}}"#, "\"skills\" should be a string or a list of strings."),
        (#"{"tone":"grumpy"}"#, "\"tone\" is \"grumpy\": use one of friendly, formal, casual."),
        (#"{"language":7}"#, "\"language\" must be a string: a BCP 47 language tag such as en, ja, id, zh-Hans or de."),
        (
            #"{"language":"english!"}"#,
            "\"language\" is \"english!\": use a BCP 47 language tag such as en, ja, id, zh-Hans or de."
        ),
        (
            #"{"for":"party"}"#,
            "\"for\" is \"party\": use one of meetup, team, interview, linkedin, speaker, x, github."
        ),
        (#"{"instruction":3}"#, "\"instruction\" should be a string."),
        (#"["name"]"#, #"The body must be a JSON object like {"name":"Ada","skills":["Swift"],"language":"en"}."#),
    ])
    func aValueOfTheWrongShapeIsRefusedNamingItsKey(body: String, sentence: String) {
        #expect(refusal(body) == sentence)
    }

    @Test func textThatIsNotJSONIsRefusedWithTheReason() throws {
        let sentence = try #require(refusal(#"{"name":"Ada""#))
        #expect(sentence.hasPrefix("The body is not valid JSON: "))
    }

    @Test func aFieldPastTheFormsLimitIsRefusedNamingIt() throws {
        let name = String(repeating: "a", count: ProfileLimits.name + 1)
        #expect(
            refusal(#"{"name":"\#(name)"}"#)
                == "\"name\" is too long: the name is 201 characters long; it may hold at most 200.")
        let notes = String(repeating: "b", count: ProfileLimits.field)
        let whole =
            #"{"role":"\#(notes)","notes":"\#(notes)","interests":"\#(notes)","experience":"\#(notes)","#
            + #""skills":"\#(notes)","name":"Ada"}"#
        #expect(refusal(whole)?.hasPrefix("The profile is too long: the profile is 10,003 characters long") == true)
    }
}
