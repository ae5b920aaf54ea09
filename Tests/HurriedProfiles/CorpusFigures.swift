package import IntroductionCore
package import IntroductionQuality

/// The corpus judge's figures over many texts: what `make quality` prints in its "reading corpus" section, and what a
/// later test will hold.
package struct CorpusFigures: Sendable {
    /// Key facts said in texts of the profile's own language and of the other one.
    package struct Split: Sendable {
        package var own = HurriedRun.Share()
        package var other = HurriedRun.Share()

        package init() {}

        package subscript(own isOwn: Bool) -> HurriedRun.Share {
            get { isOwn ? own : other }
            set { if isOwn { own = newValue } else { other = newValue } }
        }
    }

    /// A fact a text did not say, as the tuner looks it up: which profile, which kind, the first form expected.
    package struct Missed: Sendable, Hashable, Comparable {
        package var id: String
        package var kind: CorpusFact.Kind
        package var form: String
        package var language: ComposerLanguage

        package static func < (lhs: Missed, rhs: Missed) -> Bool {
            (lhs.id, lhs.kind, lhs.language.rawValue, lhs.form) < (rhs.id, rhs.kind, rhs.language.rawValue, rhs.form)
        }
    }

    package var profiles = 0
    package var runs = 0
    package var facts = Split()
    package var factsByKind: [CorpusFact.Kind: Split] = [:]
    /// Every hard defect, in run order.
    package var defects: [CorpusDefect] = []
    package var defectCounts: [CorpusRule: Int] = [:]
    /// Runs whose report lists an unused part.
    package var runsWithUnused = HurriedRun.Share()
    /// Unused parts by field and reason ("notes not_understood").
    package var unusedByFieldReason: [String: Int] = [:]
    /// Each unused part as typed, with how many runs left it out.
    package var unusedParts: [UnusedPart: Int] = [:]
    /// Requests carried out, per effect.
    package var requests: [CorpusRequest.Effect: HurriedRun.Share] = [:]
    /// How many runs missed each fact.
    package var missed: [Missed: Int] = [:]
    package var elapsed: Duration = .zero

    package init() {}

    /// Counts one judged text.
    package mutating func add(_ run: CorpusRun) {
        runs += 1
        let own = run.isInOwnLanguage
        for fact in run.facts {
            facts[own: own].total += 1
            factsByKind[fact.fact.kind, default: Split()][own: own].total += 1
            if fact.said {
                facts[own: own].count += 1
                factsByKind[fact.fact.kind, default: Split()][own: own].count += 1
            } else {
                let form = fact.fact.forms(run.language).first ?? ""
                missed[
                    Missed(id: run.profile.id, kind: fact.fact.kind, form: form, language: run.language), default: 0] +=
                    1
            }
        }
        defects += run.defects
        for defect in run.defects { defectCounts[defect.rule, default: 0] += 1 }
        runsWithUnused.total += 1
        if !run.report.unused.isEmpty { runsWithUnused.count += 1 }
        for part in run.report.unused {
            unusedByFieldReason["\(part.field.rawValue) \(part.reason.rawValue)", default: 0] += 1
            unusedParts[part, default: 0] += 1
        }
        for verdict in run.requests {
            requests[verdict.request.effect, default: HurriedRun.Share()].total += 1
            if verdict.carried { requests[verdict.request.effect, default: HurriedRun.Share()].count += 1 }
        }
    }

    /// The total of hard defects.
    package var defectTotal: Int { defects.count }

    /// The `limit` keys counted most, most first (ties in key order, so the list is the same every run).
    package static func top<Key: Hashable>(
        _ counts: [Key: Int], _ limit: Int, by order: (Key, Key) -> Bool
    ) -> [(key: Key, count: Int)] {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : order($0.key, $1.key) }.prefix(limit)
            .map { (key: $0.key, count: $0.value) }
    }

    /// Up to `limit` defects to read, each distinct one once with how many runs had it: the rules take turns, and
    /// within a rule each profile has its turn before any has a second, so one profile's name pasted into every
    /// text does not fill the list.
    package func defectExamples(_ limit: Int) -> [(defect: CorpusDefect, count: Int)] {
        struct Key: Hashable {
            var rule: CorpusRule
            var id: String
            var language: String
            var section: String
            var excerpt: String
        }
        var order: [Key] = []
        var first: [Key: CorpusDefect] = [:]
        var counts: [Key: Int] = [:]
        for defect in defects {
            let key = Key(
                rule: defect.rule, id: defect.id, language: defect.options.language.rawValue, section: defect.section,
                excerpt: defect.excerpt)
            if first[key] == nil {
                first[key] = defect
                order.append(key)
            }
            counts[key, default: 0] += 1
        }
        var queues: [[Key]] = CorpusRule.allCases.map { rule in
            var rounds: [[Key]] = []
            var seen: [String: Int] = [:]
            for key in order where key.rule == rule {
                let round = seen[key.id, default: 0]
                seen[key.id] = round + 1
                if rounds.count <= round { rounds.append([]) }
                rounds[round].append(key)
            }
            return rounds.flatMap { $0 }
        }
        var picked: [(defect: CorpusDefect, count: Int)] = []
        while picked.count < limit, queues.contains(where: { !$0.isEmpty }) {
            for index in queues.indices where !queues[index].isEmpty && picked.count < limit {
                let key = queues[index].removeFirst()
                picked.append((first[key]!, counts[key]!))
            }
        }
        return picked
    }

    /// The facts missed most often.
    package func mostMissed(_ limit: Int = 20) -> [(key: Missed, count: Int)] {
        Self.top(missed, limit, by: <)
    }

    /// The unused parts left out most often.
    package func mostUnused(_ limit: Int = 20) -> [(key: UnusedPart, count: Int)] {
        Self.top(unusedParts, limit) {
            ($0.field.rawValue, $0.reason.rawValue, $0.text) < ($1.field.rawValue, $1.reason.rawValue, $1.text)
        }
    }
}
