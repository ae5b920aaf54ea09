import EventStream
import IntroductionCore
import IntroductionProviders
import IntroductionTestSupport
import TestSupport
import Testing

/// The optional `event: section` events of the service protocol: introgen's client fills the four parts from
/// them, and a server that sends none, or sections the client does not know, changes nothing for it.
extension IntroductionServiceTests {
    static func section(_ data: String, id: Int? = nil) -> String {
        (id.map { "id: \($0)\n" } ?? "") + "event: section\ndata: \(data)\n\n"
    }

    /// The parts the chunks' edits build, applied in order as the session applies them.
    static func parts(_ run: SourceRun) -> PartialIntroduction {
        var partial = PartialIntroduction()
        for chunk in run.chunks {
            for edit in chunk.edits { partial.apply(edit) }
        }
        return partial
    }

    @Test func sectionEventsFillTheHeadlineHighlightsAndBio() async throws {
        let wire =
            Self.section(#"{"section":"headline","text":"Ada, "}"#)
            + Self.section(#"{"section":"headline","text":"iOS engineer"}"#)
            + Self.frame(content: "Hi, I'm Ada.")
            + Self.section(#"{"section":"highlights","item":0,"text":"Ten years "}"#)
            + Self.section(#"{"section":"highlights","item":0,"text":"of Swift"}"#)
            + Self.section(#"{"section":"highlights","item":1,"text":""}"#)
            + Self.section(#"{"section":"highlights","item":1,"text":"Talks"}"#)
            + Self.section(#"{"section":"bio","text":"Ada builds apps."}"#)
            + Self.section(#"{"section":"mood","text":"ignored"}"#)
            + Self.frame(content: nil, status: "completed")
        try await withLoopbackServer({ _ in .eventStream([.text(wire)]) }) { server in
            let result = await run(service(server), SampleRequests.english)
            #expect(result.completed, "\(result.message)")
            #expect(result.text == "Hi, I'm Ada.")
            #expect(
                Self.parts(result)
                    == PartialIntroduction(
                        headline: "Ada, iOS engineer", introduction: "Hi, I'm Ada.",
                        highlights: ["Ten years of Swift", "Talks"], bio: "Ada builds apps."))
        }
    }

    /// `unused` and `shortfall` sections come back as the report, whole on each chunk that adds to it; a part whose
    /// field or reason this release does not know is skipped, and the reason's phrase stands in for a missing code.
    @Test func unusedAndShortfallSectionsBecomeTheReport() async throws {
        let poem = "あのイーハトーヴォのすきとおった風。"
        let wire =
            Self.section(
                #"{"section":"unused","field":"notes","text":"\#(poem)","reason":"x","code":"not_sayable_in_english"}"#)
            + Self.section(#"{"section":"unused","field":"experience","text":"glim glam","reason":"not understood"}"#)
            + Self.section(#"{"section":"unused","field":"hobbies","text":"x","code":"not_understood"}"#)
            + Self.section(#"{"section":"unused","field":"notes","text":"x","code":"too_sleepy","reason":"?"}"#)
            + Self.section(#"{"section":"shortfall","text":"The profile holds enough for a short text only."}"#)
            + Self.frame(content: "Hi, I'm Yuki.")
            + Self.frame(content: nil, status: "completed")
        try await withLoopbackServer({ _ in .eventStream([.text(wire)]) }) { server in
            let result = await run(service(server), SampleRequests.english)
            #expect(result.completed, "\(result.message)")
            #expect(result.text == "Hi, I'm Yuki.")
            let reports = result.chunks.compactMap(\.report)
            let expected = CompositionReport(
                unused: [
                    UnusedPart(field: .notes, text: poem, reason: .notSayableInEnglish),
                    UnusedPart(field: .experience, text: "glim glam", reason: .notUnderstood),
                ],
                shortfall: "The profile holds enough for a short text only.")
            #expect(reports.count == 3, "one chunk per section it understood: \(reports)")
            #expect(reports.first?.unused.count == 1)
            #expect(reports.last == expected)
            #expect(result.chunks.filter { $0.report != nil }.allSatisfy { $0.edits.isEmpty })
        }
    }

    @Test func aHighlightNumberThatSkipsAheadIsAnInvalidFrame() async throws {
        let wire =
            Self.section(#"{"section":"highlights","item":0,"text":"One"}"#)
            + Self.section(#"{"section":"highlights","item":5,"text":"Six"}"#)
            + Self.frame(content: nil, status: "completed")
        try await withLoopbackServer({ _ in .eventStream([.text(wire)]) }) { server in
            let result = await run(service(server), SampleRequests.english)
            #expect(result.sourceError?.code == .invalidFrame)
            #expect(Self.parts(result).highlights == ["One"])
        }
    }

    @Test func aFailedStatusEndsTheGenerationWithItsSentenceAndKeepsTheText() async throws {
        let wire =
            Self.frame(content: "Partial ")
            + Self.frame(content: "", status: "failed", error: #""The server is shutting down.""#)
        try await withLoopbackServer({ _ in .eventStream([.text(wire)]) }) { server in
            let result = await run(service(server), SampleRequests.english)
            #expect(result.text == "Partial ")
            #expect(result.sourceError?.code == .provider)
            #expect(result.message.contains("The server is shutting down."))
        }
    }
}
