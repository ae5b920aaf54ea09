import IntroductionCore

/// The tokens of a field and every fact the rules build over them, run to a fixpoint.
///
/// Each round tries every rule at every position against the tokens and the facts built so far; a fact is new when no
/// fact of the same kind, span and slots exists. Rounds go on until one adds nothing (rules compose: a span over two
/// times, an interval over the span and an organization), bounded so that no field can make the work unbounded.
struct Chart {
    let tokens: [Token]
    let field: ProfileField
    private(set) var facts: [Fact] = []
    /// The round each fact was made in: a match in a later round must use a fact of the round before it, since every
    /// other match was already tried (semi-naive evaluation, as Datalog engines run to a fixpoint).
    private var rounds: [Int] = []
    private var byStart: [[Int]]
    private var seen: [Key: Int] = [:]
    /// Every rule that made each fact (the first is the fact's own `rule`): a rule's corpus asks whether it reads its
    /// examples, even where another rule read them the same way first.
    private(set) var makers: [[String]] = []

    /// What makes two facts the same reading, whichever rule made them.
    private struct Key: Hashable {
        var kind: Fact.Kind
        var range: Range<Int>
        var slots: Slots
        var isLatent: Bool
    }

    static let maximumRounds = 8
    static let maximumFacts = 6_000

    init(tokens: [Token], field: ProfileField) {
        self.tokens = tokens
        self.field = field
        byStart = Array(repeating: [], count: tokens.count + 1)
    }

    mutating func run(_ rules: [Rule]) {
        let applicable = rules.filter { $0.fields?.contains(field) ?? true }
        for round in 0..<Self.maximumRounds {
            var added: [Fact] = []
            var pendingMakers: [Int: Set<String>] = [:]
            // After the first round only rules that read facts can find anything new, and only with a new fact.
            let active = round == 0 ? applicable : applicable.filter { $0.pattern.contains(where: \.readsFacts) }
            let latest = round == 0 ? 0 : rounds.indices.filter { rounds[$0] == round - 1 }.map { facts[$0].range.lowerBound }.max() ?? -1
            for rule in active {
                for start in tokens.indices where round == 0 || start <= latest {
                    for match in matches(rule.pattern[...], at: start, start: start, items: [], fresh: round - 1) {
                        guard var fact = rule.produce(match) else { continue }
                        fact.rule = rule.name
                        if fact.range.isEmpty { fact.range = match.range }
                        let key = Key(kind: fact.kind, range: fact.range, slots: fact.slots, isLatent: fact.isLatent)
                        if let index = seen[key] {
                            if index < makers.count, !makers[index].contains(rule.name) { makers[index].append(rule.name) }
                            if index >= makers.count, let pending = added.firstIndex(where: {
                                Key(kind: $0.kind, range: $0.range, slots: $0.slots, isLatent: $0.isLatent) == key
                            }) {
                                pendingMakers[pending, default: []].insert(rule.name)
                            }
                            continue
                        }
                        seen[key] = facts.count + added.count
                        added.append(fact)
                    }
                }
            }
            guard !added.isEmpty else { return }
            for (index, fact) in added.enumerated() {
                guard facts.count < Self.maximumFacts else { return }
                byStart[fact.range.lowerBound].append(facts.count)
                facts.append(fact)
                rounds.append(round)
                makers.append([fact.rule] + (pendingMakers[index] ?? []).filter { $0 != fact.rule }.sorted())
            }
        }
    }

    /// Every way `pattern` matches from `position`, each as the items matched; from the second round on, only the ways
    /// that use a fact made in round `fresh`.
    private func matches(_ pattern: ArraySlice<Element>, at position: Int, start: Int, items: [Item?], fresh: Int)
        -> [Match]
    {
        var found: [Match] = []
        var buffer = items
        buffer.reserveCapacity(pattern.count)
        search(pattern, at: position, start: start, buffer: &buffer, fresh: fresh, found: &found)
        return found
    }

    /// The depth-first search behind ``matches(_:at:start:items:fresh:)``: one buffer of items, grown and shrunk.
    private func search(
        _ pattern: ArraySlice<Element>, at position: Int, start: Int, buffer: inout [Item?], fresh: Int,
        found: inout [Match]
    ) {
        guard let element = pattern.first else {
            guard position > start else { return }
            if fresh >= 0, !buffer.contains(where: { $0?.fact != nil && $0?.round == fresh }) { return }
            found.append(Match(items: buffer, range: start..<position, tokens: tokens, field: field))
            return
        }
        let rest = pattern.dropFirst()
        for item in candidates(element, at: position) {
            buffer.append(item)
            search(rest, at: item?.range.upperBound ?? position, start: start, buffer: &buffer, fresh: fresh, found: &found)
            buffer.removeLast()
            if found.count > 64 { return }
        }
    }

    /// The items `element` can match at `position`; nil stands for an optional element matching nothing.
    private func candidates(_ element: Element, at position: Int) -> [Item?] {
        switch element {
        case .token(let test):
            guard position < tokens.count, test(tokens[position]) else { return [] }
            return [Item(range: position..<(position + 1), token: tokens[position])]
        case .fact(let kinds, let test):
            guard position < byStart.count else { return [] }
            return byStart[position].compactMap { index in
                let fact = facts[index]
                guard kinds.contains(fact.kind), test(fact) else { return nil }
                return Item(range: fact.range, fact: fact, round: rounds[index])
            }
        case .run(let longest, let test):
            var items: [Item?] = []
            var end = position
            while end < tokens.count, end - position < longest, test(tokens[end]) {
                end += 1
                items.append(Item(range: position..<end))
            }
            return items
        case .optional(let inner):
            return candidates(inner, at: position) + [nil]
        case .either(let elements):
            return elements.flatMap { candidates($0, at: position) }
        }
    }
}
