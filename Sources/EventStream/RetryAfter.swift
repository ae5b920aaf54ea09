import Foundation

/// Parses an HTTP `Retry-After` value: delay-seconds or an HTTP-date (IMF-fixdate, RFC 850 or asctime),
/// relative to `now`. Dates in the past mean "now" (zero).
func parseRetryAfter(_ value: String, now: Date = Date()) -> Duration? {
    let text = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Int(text), seconds >= 0 { return .seconds(seconds) }
    for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = format
        if let date = formatter.date(from: text) {
            let seconds = max(0, date.timeIntervalSince(now))
            return .milliseconds(Int64((seconds * 1000).rounded(.up)))
        }
    }
    return nil
}
