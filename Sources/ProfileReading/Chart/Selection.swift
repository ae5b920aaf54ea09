/// Chooses the reading of a field: the facts that do not overlap and together cover the most of what was typed.
///
/// Coverage counts the characters of content tokens (words, numbers, URLs…, not marks), so a reading that leaves a
/// word out loses to one that reads it. Among readings that cover as much, fewer facts win (a fact over a longer span
/// read more of its structure), then higher rule priority. A latent fact is never chosen, nor a part other facts are
/// built from (a phrase, a time, an amount), unless a rule made it a fact of its own. What the chosen facts leave
/// uncovered is exactly what is reported unused.
enum Selection {
    static func select(_ facts: [Fact], tokens: [Token], priorities: [String: Int]) -> (
        facts: [Fact], uncovered: [Range<Int>]
    ) {
        let candidates = facts.filter { !$0.isLatent && !Self.parts.contains($0.kind) }
            .sorted { ($0.range.upperBound, $0.range.lowerBound) < ($1.range.upperBound, $1.range.lowerBound) }
        var weight = [Int](repeating: 0, count: tokens.count + 1)
        for (index, token) in tokens.enumerated() {
            weight[index + 1] = weight[index] + (token.isContent ? token.range.count : 0)
        }
        // best[end]: the best reading of tokens 0..<end, as (covered, -facts, priority) and its facts.
        var best: [(score: Score, facts: [Int])] = Array(repeating: (Score(), []), count: tokens.count + 1)
        var byEnd: [[Int]] = Array(repeating: [], count: tokens.count + 1)
        for (index, fact) in candidates.enumerated() { byEnd[fact.range.upperBound].append(index) }
        for end in 1...max(1, tokens.count) where end <= tokens.count {
            best[end] = best[end - 1]
            for index in byEnd[end] {
                let fact = candidates[index]
                let before = best[fact.range.lowerBound]
                let score = Score(
                    covered: before.score.covered + weight[fact.range.upperBound] - weight[fact.range.lowerBound],
                    facts: before.score.facts - 1, priority: before.score.priority + (priorities[fact.rule] ?? 0))
                if score > best[end].score { best[end] = (score, before.facts + [index]) }
            }
        }
        let chosen = best[tokens.count].facts.map { candidates[$0] }
        var covered = [Bool](repeating: false, count: tokens.count)
        for fact in chosen { for index in fact.range { covered[index] = true } }
        var uncovered: [Range<Int>] = []
        var start: Int?
        for index in 0...tokens.count {
            let open = index < tokens.count && !covered[index] && !Self.divides(tokens[index])
            if open, start == nil { start = index }
            if !open, let begun = start {
                let run = begun..<index
                if tokens[run].contains(where: \.isContent) { uncovered.append(trimmed(run, tokens)) }
                start = nil
            }
        }
        return (chosen.sorted { $0.range.lowerBound < $1.range.lowerBound }, uncovered)
    }

    /// The kinds other facts are built from.
    static let parts: Set<Fact.Kind> = [.phrase, .time, .amount, .span, .adjunct]

    /// A mark that ends an unread run: what follows it is another part ("barista, html" reports two parts).
    private static func divides(_ token: Token) -> Bool {
        token.kind == .separator && [",", "|", ";", "/", "→", "—", "·", "•"].contains(token.key)
            || token.kind == .punctuation && [".", "!", "?", "。", "！", "？", "\n"].contains(token.key)
    }

    /// The run without marks at either end.
    private static func trimmed(_ run: Range<Int>, _ tokens: [Token]) -> Range<Int> {
        var lower = run.lowerBound
        var upper = run.upperBound
        while lower < upper, !tokens[lower].isContent, tokens[lower].kind != .word { lower += 1 }
        while upper > lower, !tokens[upper - 1].isContent, tokens[upper - 1].kind != .word { upper -= 1 }
        // "(2024)": a bracket that opens inside the run closes inside it too.
        if upper < run.upperBound, tokens[upper].key == ")", tokens[lower..<upper].contains(where: { $0.key == "(" }) {
            upper += 1
        }
        return lower..<upper
    }

    private struct Score: Comparable {
        var covered = 0
        var facts = 0
        var priority = 0

        static func < (lhs: Score, rhs: Score) -> Bool {
            (lhs.covered, lhs.facts, lhs.priority) < (rhs.covered, rhs.facts, rhs.priority)
        }
    }
}
