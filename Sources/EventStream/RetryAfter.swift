import FoundationEssentials
import TextBasics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Parses an HTTP `Retry-After` value: delay-seconds or an HTTP-date (IMF-fixdate, RFC 850 or asctime),
/// relative to `now`. Dates in the past mean "now" (zero).
func parseRetryAfter(_ value: String, now: Date = Date()) -> Duration? {
    let text = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Int(text), seconds >= 0 { return .seconds(seconds) }
    guard let date = httpDate(text, now: now) else { return nil }
    let seconds = max(0, date.timeIntervalSince(now))
    return .milliseconds(Int64((seconds * 1000).rounded(.up)))
}

/// The three forms of RFC 9110 §5.6.7, in GMT, read with the C library rather than a `DateFormatter` (which
/// FoundationEssentials does not have): `Sun, 06 Nov 1994 08:49:37 GMT`, `Sunday, 06-Nov-94 08:49:37 GMT` and
/// `Sun Nov  6 08:49:37 1994`. The day's name is not checked; month names are English in any case. A two-digit
/// year is the one of this century unless that is more than 50 years ahead of `now`, as §5.6.7 asks.
func httpDate(_ text: String, now: Date = Date()) -> Date? {
    let words = text.split(separator: " ")
    let day: Substring
    let month: Substring
    var year: Substring
    let time: Substring
    switch words.count {
    case 6 where words[0].hasSuffix(",") && isGMT(words[5]):
        (day, month, year, time) = (words[1], words[2], words[3], words[4])
    case 4 where words[0].hasSuffix(",") && isGMT(words[3]):
        let parts = words[1].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        (day, month, year, time) = (parts[0], parts[1], parts[2], words[2])
    case 5:
        (month, day, time, year) = (words[1], words[2], words[3], words[4])
    default:
        return nil
    }
    let clock = time.split(separator: ":", omittingEmptySubsequences: false)
    guard clock.count == 3, let monthIndex = monthNames.firstIndex(of: month.lowercased()),
        let dayNumber = number(day, digits: 1...2), var yearNumber = number(year, digits: 2...4),
        let hour = number(clock[0], digits: 2...2), let minute = number(clock[1], digits: 2...2),
        let second = number(clock[2], digits: 2...2), (1...31).contains(dayNumber), hour < 24, minute < 60,
        second <= 60
    else { return nil }
    if year.count == 2 {
        var nowSeconds = time_t(now.timeIntervalSince1970)
        var today = tm()
        gmtime_r(&nowSeconds, &today)
        let thisYear = Int32(today.tm_year) + 1900
        yearNumber += thisYear / 100 * 100
        if yearNumber > thisYear + 50 { yearNumber -= 100 }
    }
    var parts = tm()
    (parts.tm_year, parts.tm_mon, parts.tm_mday) = (yearNumber - 1900, Int32(monthIndex), dayNumber)
    (parts.tm_hour, parts.tm_min, parts.tm_sec) = (hour, minute, second)
    return Date(timeIntervalSince1970: TimeInterval(timegm(&parts)))
}

private let monthNames = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

private func isGMT(_ zone: Substring) -> Bool {
    zone == "GMT" || zone == "UTC"
}

/// A number of ASCII digits only, with as many digits as `digits` allows.
private func number(_ text: Substring, digits: ClosedRange<Int>) -> Int32? {
    guard digits.contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return Int32(text)
}
