import IntroductionCore
import SafeText
import Localization

/// The bottom line: state, source, timing, throughput and the keys that apply now.
///
/// When the line is too narrow, parts go in this order: tokens/s, token counts, chars/s, keys from the right
/// except the first, elapsed time, source, the first key; then the rest is cut with an ellipsis.
/// The state (with "(not streamed)" when the answer came whole), the version's place (`2/4`), a message such as
/// "saved to …", a limit the text is over ("172/160 over"), how many parts of the profile the text left out ("2 parts
/// not used (F6)"), the refinement it came from ("refined: shorter") and the length-limit note survive longest; the occasion's count or speaking time ("148/160", "≈ 55 s spoken") goes
/// before the source.
enum StatusLine {
    static let separator = " · "

    static func stateText(
        _ state: SessionState,
        reconnecting: ReconnectProgress? = nil,
        isEdited: Bool = false,
        arrivedWhole: Bool = false
    )
        -> String
    {
        switch state {
        case .completed where isEdited: tr("edited")
        case .idle: tr("ready")
        case .generating:
            reconnecting?.note ?? tr("generating…")
        case .completed: SessionSnapshot.doneNote(arrivedWhole: arrivedWhole)
        case .stopped: tr("stopped")
        case .failed(let failure): tr("error: %s", TextSanitizer.messageLine(describing: failure))
        }
    }

    /// What the status line says of a report, naming the key that explains it: "2 parts not used (F6)", or
    /// "shorter than asked (F6)" for a shortfall alone; nil when there is nothing to say.
    static func reportSummary(_ report: CompositionReport?) -> String? {
        guard let report, !report.isEmpty else { return nil }
        let count = report.unused.count
        if count == 0 { return tr("shorter than asked (F6)") }
        return count == 1 ? tr("1 part not used (F6)") : tr("%s parts not used (F6)", count)
    }

    /// The full status text for `snapshot`, fitted to `width` columns.
    static func text(snapshot: SessionSnapshot, message: String?, keys: [String], width: Int) -> String {
        // (text, priority): lower priority is dropped first.
        var left: [(text: String, priority: Int)] = [
            (
                stateText(
                    snapshot.state, reconnecting: snapshot.reconnecting, isEdited: snapshot.isEdited,
                    arrivedWhole: snapshot.arrivedWhole), 100
            )
        ]
        if let position = snapshot.position, position.count > 1 || snapshot.generatingVersion != nil {
            let running = snapshot.generatingVersion.map { tr(" (%s generating…)", $0) } ?? ""
            left.append(("\(position.number)/\(position.count)" + running, 95))
        }
        if let message, !message.isEmpty { left.append((message, 90)) }
        if let summary = reportSummary(snapshot.report) { left.append((summary, 88)) }
        if let instruction = snapshot.request?.refinement?.instruction {
            left.append(
                (
                    tr(
                        "refined: %s",
                        DisplayWidth.truncate(TextSanitizer.singleLine(instruction, limit: 200), width: 24)), 85
                )
            )
        }
        if snapshot.isCutShort { left.append((SessionSnapshot.cutShortNote, 80)) }
        if snapshot.sectionsMissing, snapshot.state != .generating {
            left.append((SessionSnapshot.sectionsMissingNote, 75))
        }
        // Measured once the version is written, not at every frame of a stream (a long text is counted whole).
        if let options = snapshot.request?.options, snapshot.state != .idle, snapshot.state != .generating {
            let fit = OccasionFit(snapshot.content, options: options)
            // Over a limit outranks everything but the state: the text is shown whole, so the line says it is too long.
            if let note = fit.note { left.append((note, fit.isOver ? 92 : 60)) }
        }
        if !snapshot.sourceLabel.isEmpty { left.append((snapshot.sourceLabel, 30)) }
        let metrics = snapshot.metrics
        if snapshot.state != .idle, metrics.elapsed > .zero {
            left.append((metrics.elapsed.formattedSeconds(), 20))
            if metrics.characters > 0 {
                left.append(("\(Int(metrics.charactersPerSecond.rounded())) ch/s", 15))
            }
            if let tokens = metrics.tokens, tokens > 0, !snapshot.arrivedWhole {
                let rate = Double(tokens) / metrics.elapsed.inSeconds
                left.append(("\(Int(rate.rounded())) tok/s", 10))
            }
        }
        if let counts = metrics.tokenCountsNote { left.append((counts, 12)) }
        var right = keys
        func render() -> String {
            let leftText = left.map(\.text).joined(separator: separator)
            let rightText = right.joined(separator: "  ")
            let gap = width - DisplayWidth.of(leftText) - DisplayWidth.of(rightText)
            if right.isEmpty { return leftText }
            return leftText + String(repeating: " ", count: max(2, gap)) + rightText
        }
        // Keys beyond the first rank between the rates and the elapsed time; the first key
        // (the one that matters now, such as "Esc stop") goes only after the source.
        let extraKeyPriority = 17
        let firstKeyPriority = 40
        while DisplayWidth.of(render()) > width {
            let leftCandidate = left.indices.filter { left[$0].priority < 50 }.min {
                left[$0].priority < left[$1].priority
            }
            let keyPriority = right.count > 1 ? extraKeyPriority : (right.isEmpty ? Int.max : firstKeyPriority)
            if let index = leftCandidate, left[index].priority < keyPriority {
                left.remove(at: index)
            } else if !right.isEmpty {
                right.removeLast()
            } else {
                return DisplayWidth.truncate(render(), width: width)
            }
        }
        return render()
    }
}
