package import IntroductionCore
import IntroductionProviders

/// Turns the chunks of one generation into the events of the introduction-service protocol.
///
/// The introduction's text goes out as frames, `{"content":"…","status":"in_progress","error":null}` (one per
/// chunk, its pieces joined); the headline, highlights and bio as `event: section` events, one per piece, in the
/// order the source wrote them. What the source left out of the profile (the chunk's report, which the offline
/// composer sends with its first piece) goes first, one `event: section` per part (`"section":"unused"`) and one for
/// the shortfall, before the text the chunk carries. The stream opens with an empty `in_progress` frame and ends with
/// exactly one `completed` or `failed` frame. One value serves one generation: it counts the highlight items and
/// remembers the report already sent, so a source that sends its whole report again (a service behind this one)
/// adds only the parts that are new.
package struct ChunkEvents: Sendable {
    /// Highlight items started so far; the last one is the one that grows.
    private var highlightItems = 0
    private var highlightsStarted = false
    /// The report as sent so far.
    private var sentReport = CompositionReport()

    package init() {}

    /// The first event of every generation: `{"content":"","status":"in_progress","error":null}`.
    package static let opening = EventPayload(
        kind: .frame, data: IntroductionService.frame(content: "", status: "in_progress"))

    /// The last event of a finished generation: `{"content":"","status":"completed","error":null}`.
    package static func completed(outputTokens: Int? = nil) -> EventPayload {
        EventPayload(
            kind: .frame, data: IntroductionService.frame(content: "", status: "completed", outputTokens: outputTokens),
            isLast: true)
    }

    /// The last event of a generation that failed: `status` `failed` and the sentence in `error`.
    package static func failed(_ sentence: String) -> EventPayload {
        EventPayload(
            kind: .frame, data: IntroductionService.frame(content: "", status: "failed", error: sentence), isLast: true)
    }

    /// The events `chunk` makes, in order; a completing chunk ends with ``completed(outputTokens:)``. Output tokens
    /// travel on the chunk's last frame.
    package mutating func events(for chunk: IntroductionChunk) -> [EventPayload] {
        var builder = Builder()
        if let report = chunk.report { builder.events += reportEvents(report) }
        for edit in chunk.edits {
            switch edit {
            case .append(.introduction, let text):
                builder.content += text
            case .append(.highlights, let text):
                guard !text.isEmpty else { continue }
                if highlightItems == 0 {
                    highlightItems = 1
                    highlightsStarted = true
                }
                // The item's number starts it on the client, so a started item needs no event of its own now.
                builder.startedItem = nil
                builder.section(.highlights, text, item: highlightItems - 1)
            case .append(let part, let text):
                builder.flushStartedItem()
                if !text.isEmpty { builder.section(part, text) }
            case .startHighlights:
                builder.flushStartedItem()
                guard !highlightsStarted else { continue }
                highlightsStarted = true
                builder.section(.highlights, "")
            case .startHighlight:
                builder.flushStartedItem()
                highlightsStarted = true
                builder.startedItem = highlightItems
                highlightItems += 1
            }
        }
        builder.flushStartedItem()
        if chunk.status == .completed {
            builder.flushContent(outputTokens: nil)
            builder.events.append(Self.completed(outputTokens: chunk.outputTokens))
        } else {
            builder.flushContent(outputTokens: chunk.outputTokens)
        }
        return builder.events
    }

    /// The section events for what `report` adds to the report sent so far: its parts not sent yet (all of them when
    /// it is not an extension of what was sent), then its shortfall when that changed.
    private mutating func reportEvents(_ report: CompositionReport) -> [EventPayload] {
        let sent = sentReport.unused
        let new = report.unused.starts(with: sent) ? Array(report.unused.dropFirst(sent.count)) : report.unused
        var events = new.map { EventPayload(kind: .section, data: IntroductionService.unusedFrame($0)) }
        if let shortfall = report.shortfall, shortfall != sentReport.shortfall {
            events.append(EventPayload(kind: .section, data: IntroductionService.shortfallFrame(shortfall)))
        }
        sentReport = report
        return events
    }

    /// The events of one chunk as they are made: text waits in `content` until something else comes between.
    private struct Builder {
        var events: [EventPayload] = []
        var content = ""
        /// A highlight started and not yet sent: it goes out empty when no piece of it follows at once.
        var startedItem: Int?

        mutating func flushContent(outputTokens: Int? = nil) {
            guard !content.isEmpty else { return }
            let frame = IntroductionService.frame(content: content, status: "in_progress", outputTokens: outputTokens)
            events.append(EventPayload(kind: .frame, data: frame))
            content = ""
        }

        mutating func flushStartedItem() {
            guard let item = startedItem else { return }
            startedItem = nil
            section(.highlights, "", item: item)
        }

        mutating func section(_ section: IntroductionSection, _ text: String, item: Int? = nil) {
            flushContent()
            events.append(
                EventPayload(kind: .section, data: IntroductionService.sectionFrame(section, text: text, item: item)))
        }
    }
}
