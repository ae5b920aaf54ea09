import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A moment as a wall clock at one UTC offset shows it (Gregorian, whole seconds), from the C library.
///
/// Not `Calendar` or `DateFormatter`: FoundationEssentials has no `DateFormatter`, and its `TimeZone.current` is GMT
/// without ICU. The local time is `localtime_r`'s, after `tzset`, so `TZ` and `/etc/localtime` count as they do for
/// `date(1)` and as they did for Foundation's `TimeZone.current`.
struct CivilTime: Equatable {
    var year: Int32
    var month: Int32
    var day: Int32
    var hour: Int32
    var minute: Int32
    var second: Int32
    /// Seconds east of UTC.
    var offset: Int

    /// `date` (rounded down to the second) in `timeZone`, or in the local time zone when nil.
    init(_ date: Date, timeZone: TimeZone?) {
        guard let timeZone else {
            var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
            var parts = tm()
            tzset()
            localtime_r(&seconds, &parts)
            self.init(parts, offset: Int(parts.tm_gmtoff))
            return
        }
        self.init(date, offset: timeZone.secondsFromGMT(for: date))
    }

    /// `date` (rounded down to the second) at `offset` seconds east of UTC.
    init(_ date: Date, offset: Int) {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down)) + time_t(offset)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        self.init(parts, offset: offset)
    }

    private init(_ parts: tm, offset: Int) {
        (year, month, day) = (parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday)
        (hour, minute, second) = (parts.tm_hour, parts.tm_min, parts.tm_sec)
        self.offset = offset
    }

    /// A wall-clock time as read from text; nil when a field is out of its range.
    init?(year: Int32, month: Int32, day: Int32, hour: Int32, minute: Int32, second: Int32, offset: Int) {
        guard (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute),
            (0...60).contains(second), abs(offset) < 24 * 3600
        else { return nil }
        (self.year, self.month, self.day, self.hour, self.minute, self.second) = (
            year, month, day, hour, minute, second
        )
        self.offset = offset
    }

    /// The moment this wall-clock time names at its offset.
    var date: Date {
        var parts = tm()
        (parts.tm_year, parts.tm_mon, parts.tm_mday) = (year - 1900, month - 1, day)
        (parts.tm_hour, parts.tm_min, parts.tm_sec) = (hour, minute, second)
        return Date(timeIntervalSince1970: TimeInterval(Int(timegm(&parts)) - offset))
    }

    /// `value` in decimal, zero-padded to `width` digits.
    static func digits(_ value: Int32, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// The offset as `+09:00` (`-` west of UTC, `+00:00` at UTC).
    var offsetText: String {
        let minutes = abs(offset) / 60
        return (offset < 0 ? "-" : "+") + Self.digits(Int32(minutes / 60), 2) + ":"
            + Self.digits(Int32(minutes % 60), 2)
    }
}
