import Foundation
import Testing

@testable import IntroductionStorage

/// The saved-file dates, formatted and read with the C library, say what Foundation's `DateFormatter` said.
struct SavedDateFormatTests {
    static let patterns: [(SavedDateFormat, String)] = [
        (.iso8601, "yyyy-MM-dd'T'HH:mm:ssxxxxx"), (.legacy, "yyyy-MM-dd HH:mm:ss xxx"),
        (.fileName, "yyyy-MM-dd-HHmmss"),
        (.listed, "yyyy-MM-dd HH:mm"),
    ]
    /// Every 7 hours and 13 minutes through 2026, which crosses both daylight-saving changes wherever they are.
    static let dates = (0..<1_220).map { Date(timeIntervalSince1970: 1_767_225_600 + Double($0) * 26_017.25) }

    static func foundation(_ pattern: String, _ timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = pattern
        return formatter
    }

    /// The local zone (nil) is the process's `TZ` or `/etc/localtime`, as `TimeZone.current` reads it.
    @Test func theLocalZoneIsFoundationsCurrentZone() {
        for (format, pattern) in Self.patterns {
            let formatter = Self.foundation(pattern, .current)
            for date in Self.dates {
                #expect(format.string(from: date) == formatter.string(from: date))
            }
        }
    }

    @Test(arguments: ["UTC", "Asia/Tokyo", "America/New_York", "Asia/Kolkata", "America/St_Johns", "Pacific/Chatham"])
    func aFixedZoneIsWrittenAsFoundationWroteIt(identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        for (format, pattern) in Self.patterns {
            let formatter = Self.foundation(pattern, zone)
            for date in Self.dates {
                #expect(format.string(from: date, timeZone: zone) == formatter.string(from: date))
            }
        }
    }

    @Test func theFormsWithAnOffsetReadBackToTheSecond() throws {
        let zone = try #require(TimeZone(identifier: "America/St_Johns"))
        for date in Self.dates {
            let whole = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
            for format in [SavedDateFormat.iso8601, .legacy] {
                #expect(format.date(from: format.string(from: date, timeZone: zone)) == whole)
            }
        }
        #expect(
            SavedDateFormat.iso8601.date(from: "2026-11-30T14:30:12Z") == Date(timeIntervalSince1970: 1_796_049_012))
    }

    @Test(arguments: [
        "", "2026-11-30T14:30:12", "2026-11-30 14:30:12+09:00", "2026-13-30T14:30:12+09:00",
        "2026-11-30T24:30:12+09:00",
        "2026-11-30T14:30:12+0900", "２026-11-30T14:30:12+09:00", "2026-11-30T14:30:12+09:00 ",
    ])
    func anythingElseIsNoDate(text: String) {
        #expect(SavedDateFormat.iso8601.date(from: text) == nil)
    }
}
