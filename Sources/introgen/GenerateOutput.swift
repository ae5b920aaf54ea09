import EventStream
import IntroductionCore
import IntroductionProviders
import SafeText

/// What `generate` writes to stdout for each `--format`, as the generation goes.
///
/// `text` streams the introduction's new text per chunk (sanitised when stdout is a terminal, exact otherwise);
/// `jsonl` streams one introduction-service frame per chunk; `partial` one JSON object per changed snapshot;
/// `markdown` and `json` write the whole result once at the end. `json` and `partial` add what the source left out of
/// the profile after the parts (`"unused"`, `"shortfall"`), only when it left something out. A failed or stopped generation still gets its
/// ending written (the partial text is never lost). Writes go through ``StandardStreams/output``: they suspend when
/// its buffer is full and never block a cooperative thread.
struct GenerateOutput {
    enum Format: String, CaseIterable {
        case text, markdown, json, partial, jsonl
    }

    let format: Format
    /// Terminal control in model text is removed only when a person is watching; a pipe gets the exact text.
    let sanitizing: Bool
    private var sanitizer = TextSanitizer()
    private var endsWithNewline = true

    init(format: Format, sanitizing: Bool) {
        self.format = format
        self.sanitizing = sanitizing
    }

    /// Writes what `chunk` changed; `content` and `report` are the snapshot's after it.
    mutating func write(_ chunk: IntroductionChunk, content: PartialIntroduction, report: CompositionReport?) async {
        switch format {
        case .text:
            let piece = chunk.content
            let text = sanitizing ? sanitizer.feed(piece.unicodeScalars) : piece
            await StandardStreams.output.write(text)
            if !text.isEmpty { endsWithNewline = text.hasSuffix("\n") }
        case .jsonl:
            // A chunk that only carries the report (a service's `unused` section event) has no frame of its own.
            let reportOnly =
                chunk.report != nil && chunk.edits.isEmpty && chunk.status == .inProgress && chunk.outputTokens == nil
            if !reportOnly { await StandardStreams.output.write(IntroductionService.frame(for: chunk) + "\n") }
        case .partial:
            if !chunk.edits.isEmpty { await StandardStreams.output.write(content.json(reporting: report) + "\n") }
        case .markdown, .json:
            break
        }
    }

    /// Ends the output once the generation is over, whatever its outcome; a generation that wrote nothing at all
    /// adds nothing (a script must not mistake an empty object for an answer).
    mutating func finish(_ content: PartialIntroduction, report: CompositionReport?) async {
        let introduction = Introduction(content)
        if content.isEmpty && format != .text { return }
        switch format {
        case .text:
            if !endsWithNewline { await StandardStreams.output.write("\n") }
        case .markdown:
            let markdown = introduction.markdown
            await StandardStreams.output.write(sanitizing ? TextSanitizer.sanitize(markdown) : markdown)
        case .json, .partial:
            // The last `partial` line is the complete object, every key present.
            await StandardStreams.output.write(PartialIntroduction(introduction).json(reporting: report) + "\n")
        case .jsonl:
            break
        }
    }
}
