package import FoundationEssentials

/// The date forms of introgen's saved files and lists, in one place, so a file is written and read back in the same
/// words and `introgen history --format json` says a date exactly as the file does.
///
/// Every form uses the Gregorian calendar and ASCII digits whatever the person's locale, in the time zone given (the
/// local one, from the C library, unless a test asks for another; see `CivilTime`).
package enum SavedDateFormat: Sendable {
    /// `2026-11-30T14:30:12+09:00`: ISO 8601 with the local UTC offset, as the metadata comment writes it.
    case iso8601
    /// `2026-11-30 14:30:12 +09:00`, as the first release's `.txt` files wrote it; read only.
    case legacy
    /// `2026-11-30-143012`, in a saved file's name.
    case fileName
    /// `2026-11-30 14:30`, in a list of saved introductions.
    case listed

    /// `date` in this form, in `timeZone` (the local time zone when nil).
    package func string(from date: Date, timeZone: TimeZone? = nil) -> String {
        let time = CivilTime(date, timeZone: timeZone)
        let day =
            CivilTime.digits(time.year, 4) + "-" + CivilTime.digits(time.month, 2) + "-" + CivilTime.digits(time.day, 2)
        let (hour, minute, second) =
            (CivilTime.digits(time.hour, 2), CivilTime.digits(time.minute, 2), CivilTime.digits(time.second, 2))
        switch self {
        case .iso8601: return day + "T" + hour + ":" + minute + ":" + second + time.offsetText
        case .legacy: return day + " " + hour + ":" + minute + ":" + second + " " + time.offsetText
        case .fileName: return day + "-" + hour + minute + second
        case .listed: return day + " " + hour + ":" + minute
        }
    }

    /// The moment `text` names, written exactly in this form (``iso8601`` also takes `Z` for `+00:00`); nil for any
    /// other text, and for the forms without an offset, which do not name one moment.
    package func date(from text: String) -> Date? {
        let bytes = Array(text.utf8)
        let separator: UInt8
        switch self {
        case .iso8601: separator = UInt8(ascii: "T")
        case .legacy: separator = UInt8(ascii: " ")
        case .fileName, .listed: return nil
        }
        func number(_ range: Range<Int>) -> Int32? {
            guard range.upperBound <= bytes.count else { return nil }
            var value: Int32 = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int32(byte - UInt8(ascii: "0"))
            }
            return value
        }
        func byte(_ index: Int, is character: Unicode.Scalar) -> Bool {
            index < bytes.count && bytes[index] == UInt8(ascii: character)
        }
        guard bytes.count >= 19, let year = number(0..<4), byte(4, is: "-"), let month = number(5..<7),
            byte(7, is: "-"), let day = number(8..<10), bytes[10] == separator, let hour = number(11..<13),
            byte(13, is: ":"), let minute = number(14..<16), byte(16, is: ":"), let second = number(17..<19)
        else { return nil }
        let zone = self == .legacy ? 20 : 19
        let offset: Int
        if self == .legacy && !byte(19, is: " ") {
            return nil
        } else if self == .iso8601 && bytes.count == 20 && byte(19, is: "Z") {
            offset = 0
        } else if bytes.count == zone + 6, byte(zone, is: "+") || byte(zone, is: "-"), byte(zone + 3, is: ":"),
            let hours = number((zone + 1)..<(zone + 3)), let minutes = number((zone + 4)..<(zone + 6))
        {
            offset = (byte(zone, is: "-") ? -1 : 1) * (Int(hours) * 3600 + Int(minutes) * 60)
        } else {
            return nil
        }
        return CivilTime(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, offset: offset)?.date
    }
}
