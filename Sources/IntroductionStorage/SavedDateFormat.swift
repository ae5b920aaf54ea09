package import Foundation

/// The date patterns of introgen's saved files and lists, in one place, so a file is written and read back in the same
/// words and `introgen history --format json` says a date exactly as the file does.
///
/// Every pattern is read and written in `en_US_POSIX` (the Gregorian calendar and ASCII digits whatever the person's
/// locale), in the time zone given (the local one unless a test asks for another).
package enum SavedDateFormat: String, Sendable {
    /// `2026-11-30T14:30:12+09:00`: ISO 8601 with the local UTC offset, as the metadata comment writes it.
    case iso8601 = "yyyy-MM-dd'T'HH:mm:ssxxxxx"
    /// `2026-11-30 14:30:12 +09:00`, as the first release's `.txt` files wrote it; read only.
    case legacy = "yyyy-MM-dd HH:mm:ss xxx"
    /// `2026-11-30-143012`, in a saved file's name.
    case fileName = "yyyy-MM-dd-HHmmss"
    /// `2026-11-30 14:30`, in a list of saved introductions.
    case listed = "yyyy-MM-dd HH:mm"

    /// A formatter for this pattern in `timeZone`. A new one each time: callers format a handful of dates, and a
    /// shared `DateFormatter` would need a lock.
    package func formatter(timeZone: TimeZone = .current) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = rawValue
        return formatter
    }

    /// `date` in this pattern and `timeZone`.
    package func string(from date: Date, timeZone: TimeZone = .current) -> String {
        formatter(timeZone: timeZone).string(from: date)
    }
}
