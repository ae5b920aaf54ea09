import IntroductionCore
import ReadingLexicon

/// Facts written out as short lines ("title=senior product manager", "time=since 2019"): what a rule's corpus states
/// and what a report of a reading shows.
extension Fact {
    /// Each filled slot, by name.
    package var described: [String: String] {
        var lines: [String: String] = [:]
        let own = kind == .skill ? "skill" : kind == .interest ? "interest" : "phrase"
        lines[own] = slots.phrase?.text
        lines["title"] = slots.title?.text
        lines["organization"] = slots.organization?.text
        lines["place"] = slots.place?.text
        lines["field"] = slots.field?.text
        lines["object"] = slots.object?.text
        lines["manner"] = slots.manner?.text
        lines["level"] = slots.level?.text
        lines["verb"] = slots.verb
        lines["time"] = slots.time.map(Self.describe)
        lines["point"] = slots.point.map(Self.describe)
        lines["amount"] = slots.amount.map(Self.describe)
        lines["ordinal"] = slots.ordinal.map { "\($0)" }
        if let contact = slots.contact {
            lines["contact"] = "\(contact.kind) \(contact.address)"
            lines["label"] = contact.label?.text
        }
        lines["request"] = slots.request.map(Self.describe)
        if let state = slots.state {
            lines["state"] = "\(state.kind) \(state.phrase.text)" + (state.field.map { " in " + $0.text } ?? "")
                + (state.amount.map { " for " + Self.describe($0) } ?? "") + (state.yearOfStudy.map { " year \($0)" } ?? "")
        }
        lines["relation"] = slots.placeRelation.map { "\($0)" }
        lines["tense"] = slots.tense.map { "\($0)" }
        lines["frequency"] = slots.frequency.map {
            switch $0 {
            case .every(let period): "every \(period.rawValue)"
            case .weekday(let day): "weekday \(day)"
            }
        }
        lines["name"] = slots.name
        return lines
    }

    static func describe(_ point: TimePoint) -> String {
        switch point {
        case .year(let year): "\(year)"
        case .month(let year, let month): "\(year)-\(month)"
        case .monthOfYear(let month): "month \(month)"
        case .age(let age): "age \(age)"
        case .relative(let relative): relative.rawValue
        case .now: "now"
        }
    }

    static func describe(_ amount: Amount) -> String {
        let length = (amount.years > 0 ? "\(amount.years)y" : "") + (amount.months > 0 ? "\(amount.months)m" : "")
        switch amount.approximation {
        case .exact: return length
        case .about: return "about " + length
        case .over: return "over " + length
        case .almost: return "almost " + length
        case .under: return "under " + length
        }
    }

    static func describe(_ time: TimeFrame) -> String {
        switch time {
        case .since(let point): "since " + describe(point)
        case .between(let from, let to): "between \(describe(from)) \(describe(to))"
        case .until(let point): "until " + describe(point)
        case .from(let point): "from " + describe(point)
        case .during(let amount): "during " + describe(amount)
        case .at(let point): "at " + describe(point)
        }
    }

    static func describe(_ request: Request) -> String {
        switch request {
        case .length(let length): "length \(length.rawValue)"
        case .tone(let tone): "tone \(tone.rawValue)"
        case .polite: "polite"
        case .noExclamation: "noExclamation"
        case .avoid(let terms): "avoid " + terms.joined(separator: ", ")
        case .mention: "mention"
        case .other: "other"
        }
    }
}

extension FieldReading {
    /// The chosen facts as lines: "title: Senior PM | title=senior product manager".
    package var summary: [String] {
        facts.map { fact in
            ([fact.kind.rawValue + ": " + typed(fact)] + fact.described.sorted { $0.key < $1.key }.map { "\($0)=\($1)" })
                .joined(separator: " | ")
        }
    }
}
