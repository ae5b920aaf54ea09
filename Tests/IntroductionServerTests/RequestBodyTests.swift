import IntroductionCore
import IntroductionServer
import Testing

@Suite("The request body")
struct RequestBodyTests {
    func parse(_ text: String, defaults: GenerationOptions = GenerationOptions()) throws(HTTPProblem) -> (
        profile: Profile, options: GenerationOptions
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
        let (profile, options) = try parse(
            #"{"name":" 山田太郎 ","role":"iOSエンジニア","skills":["Swift"," SwiftUI ",""],"experience":"5年","#
                + #""interests":"カメラ","notes":"来月から東京です。","language":"ja","tone":"formal","length":"long"}"#)
        #expect(
            profile
                == Profile(
                    name: "山田太郎", role: "iOSエンジニア", skills: ["Swift", "SwiftUI"], experience: "5年",
                    interests: "カメラ", notes: "来月から東京です。"))
        #expect(options == GenerationOptions(language: .ja, tone: .formal, length: .long))
    }

    @Test func skillsMayBeOneCommaSeparatedString() throws {
        #expect(try parse(#"{"skills":"Swift, SSE ,  Go"}"#).profile.skills == ["Swift", "SSE", "Go"])
    }

    @Test func absentNullAndUnknownKeysLeaveTheDefaults() throws {
        let defaults = GenerationOptions(language: .ja, tone: .casual, length: .short)
        let (profile, options) = try parse(
            #"{"name":null,"tone":null,"favourite":"tea","for":"meetup"}"#, defaults: defaults)
        #expect(profile == Profile())
        #expect(options == defaults)
    }

    @Test(arguments: [
        (#"{"name":5}"#, "\"name\" must be a string."),
        (#"{"skills":[1]}"#, "\"skills\" must be a list of strings or one comma-separated string."),
        (#"{"skills":{"a":1}}"#, "\"skills\" must be a list of strings or one comma-separated string."),
        (#"{"tone":"grumpy"}"#, "\"tone\" is \"grumpy\": use one of friendly, formal, casual."),
        (#"{"language":7}"#, "\"language\" must be a string: one of ja, en."),
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
