import IntroductionCore
import IntroductionServer
import Testing

@Suite("Chunks as protocol events")
struct ChunkEventsTests {
    @Test func textGoesOutAsFramesAndThePartsAsSectionEventsInOrder() {
        var events = ChunkEvents()
        let chunks = [
            IntroductionChunk(edits: [.append(.headline, "Ada")]),
            IntroductionChunk(edits: [.append(.introduction, "Hi, "), .append(.introduction, "I'm Ada.")]),
            IntroductionChunk(edits: [.startHighlight, .append(.highlights, "Swift")]),
            IntroductionChunk(edits: [.startHighlight]),
            IntroductionChunk(edits: [.append(.highlights, "SSE"), .append(.bio, "Ada builds.")], outputTokens: 9),
            IntroductionChunk(edits: [], status: .completed, outputTokens: 12),
        ]
        let payloads = chunks.flatMap { events.events(for: $0) }
        #expect(
            payloads.map(\.data) == [
                #"{"section":"headline","text":"Ada"}"#,
                #"{"content":"Hi, I'm Ada.","status":"in_progress","error":null}"#,
                #"{"section":"highlights","item":0,"text":"Swift"}"#,
                #"{"section":"highlights","item":1,"text":""}"#,
                #"{"section":"highlights","item":1,"text":"SSE"}"#,
                #"{"section":"bio","text":"Ada builds."}"#,
                #"{"content":"","status":"completed","error":null,"output_tokens":12}"#,
            ])
        #expect(payloads.map(\.kind) == [.section, .frame, .section, .section, .section, .section, .frame])
        #expect(payloads.map(\.isLast) == [false, false, false, false, false, false, true])
    }

    /// What the source left out goes first, a section event per part and one for the shortfall; a report sent again
    /// with more in it (a service behind this one) adds only what is new.
    @Test func theReportGoesOutAsSectionEventsBeforeTheText() {
        var events = ChunkEvents()
        let first = CompositionReport(
            unused: [UnusedPart(field: .notes, text: "あの\"風\"", reason: .notSayableInEnglish)])
        var payloads = events.events(
            for: IntroductionChunk(edits: [.append(.headline, "Yuki"), .append(.introduction, "Hi.")], report: first))
        #expect(
            payloads.map(\.data) == [
                #"{"section":"unused","field":"notes","text":"あの\"風\"","reason":"can't be said in English offline; a model can","code":"not_sayable_in_english"}"#,
                #"{"section":"headline","text":"Yuki"}"#,
                #"{"content":"Hi.","status":"in_progress","error":null}"#,
            ])
        #expect(payloads.map(\.kind) == [.section, .section, .frame])
        var fuller = first
        fuller.unused.append(UnusedPart(field: .role, text: "glim glam", reason: .notUnderstood))
        fuller.shortfall = "Too little for long."
        payloads = events.events(for: IntroductionChunk(edits: [], report: fuller))
        #expect(
            payloads.map(\.data) == [
                #"{"section":"unused","field":"role","text":"glim glam","reason":"not understood","code":"not_understood"}"#,
                #"{"section":"shortfall","text":"Too little for long."}"#,
            ])
        #expect(events.events(for: IntroductionChunk(edits: [], report: fuller)).isEmpty, "nothing new")
        #expect(events.events(for: IntroductionChunk(edits: [], report: CompositionReport())).isEmpty)
    }

    @Test func aCompletingChunksTextComesBeforeTheEmptyCompletedFrame() {
        var events = ChunkEvents()
        let payloads = events.events(for: IntroductionChunk(content: "Bye.", status: .completed))
        #expect(
            payloads.map(\.data) == [
                #"{"content":"Bye.","status":"in_progress","error":null}"#,
                #"{"content":"","status":"completed","error":null}"#,
            ])
    }

    @Test func theOpeningAndAFailureAreTheProtocolsOwnFrames() {
        #expect(ChunkEvents.opening.data == #"{"content":"","status":"in_progress","error":null}"#)
        let failed = ChunkEvents.failed("The \"server\" stopped.")
        #expect(failed.data == #"{"content":"","status":"failed","error":"The \"server\" stopped."}"#)
        #expect(failed.isLast)
    }

    @Test func anEventOnTheWireCarriesItsIDUnlessTheFaultDropsIt() throws {
        let generation = try #require(GenerationID("g1"))
        let event = StreamEvent(sequence: 4, kind: .section, data: "{}", isLast: false)
        #expect(
            String(decoding: event.wire(generation: generation), as: UTF8.self)
                == "id: g1:4\nevent: section\ndata: {}\n\n")
        #expect(
            String(decoding: event.wire(generation: generation, withID: false), as: UTF8.self)
                == "event: section\ndata: {}\n\n")
    }
}
