import FoundationEssentials
import TextBasics

extension Career {
    /// A stretch of work and, after its last comma, how it ended or what came of it: "35 years teaching maths, until
    /// 2021", "40 years building bridges, retired last year", "12 years in logistics, last at DHL", "20+ years in
    /// software, founded Loopwise in 2020". Nil unless the stretch is a duration (with what it was spent on) and the
    /// tail is one of these shapes.
    package static func englishEnding(_ text: String) -> Career? {
        guard let comma = text.ranges(of: ", ").last else { return nil }
        let tail = String(text[comma.upperBound...]).trimmingCharacters(in: ScalarSet(charactersIn: " ."))
        guard let ending = ending(tail) else { return nil }
        switch Experience.read(String(text[..<comma.lowerBound])) {
        case .duration(let duration): return Career(duration: duration, ending: ending)
        case .durationDoing(let duration, let detail): return Career(duration: duration, past: detail, ending: ending)
        default: return nil
        }
    }

    private static func ending(_ tail: String) -> Ending? {
        let lower = tail.lowercased()
        let words = lower.split(separator: " ").map(String.init)
        guard let first = words.first else { return nil }
        if ["until", "till", "to"].contains(first), words.count == 2, let year = year(words[1]) {
            return .until(year)
        }
        if first == "retired" {
            let when = words.dropFirst().joined(separator: " ")
            return when.isEmpty || Self.retirementTimes.contains(when) || when.hasPrefix("in ") && year(words[2]) != nil
                ? .retired(when) : nil
        }
        for lead in ["last at ", "most recently at ", "latest at ", "lately at "] where lower.hasPrefix(lead) {
            let place = String(tail.dropFirst(lead.count))
            return place.isEmpty ? nil : .latest(Experience.Detail(link: .place, text: place))
        }
        for verb in ["founded ", "co-founded ", "started "] where lower.hasPrefix(verb) {
            let rest = String(tail.dropFirst(verb.count))
            guard let range = rest.ranges(of: " in ").last, let year = year(String(rest[range.upperBound...])) else {
                return nil
            }
            let name = String(rest[..<range.lowerBound])
            // A name, not "my own company": one's own company is the founding shape of 「2022年に起業」.
            guard let initial = name.first, initial.isUppercase || initial.isNumber else { return nil }
            return .founded(name: name, year: year)
        }
        return nil
    }

    /// When a retirement is said to have happened, as people type it.
    package static let retirementTimes: Set<String> = [
        "last year", "this year", "recently", "a few years ago", "in march",
    ]

    private static func year(_ text: String) -> Int? {
        Int(text).flatMap { (1950...2100).contains($0) ? $0 : nil }
    }
}
