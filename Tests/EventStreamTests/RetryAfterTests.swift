import Foundation
import Testing

@testable import EventStream

/// `Retry-After` as delay-seconds or an HTTP-date in each of RFC 9110's three forms, read without `DateFormatter`.
struct RetryAfterTests {
    static let now = Date(timeIntervalSince1970: 784_111_717)  // Sun, 06 Nov 1994 08:48:37 GMT

    @Test(arguments: [
        "Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
        "  Sun, 06 Nov 1994 08:49:37 GMT ",
    ])
    func eachHTTPDateFormIsAMinuteAfterNow(text: String) {
        #expect(parseRetryAfter(text, now: Self.now) == .seconds(60))
    }

    @Test func secondsAreTakenAsTheyAre() {
        #expect(parseRetryAfter("120", now: Self.now) == .seconds(120))
        #expect(parseRetryAfter(" 0 ", now: Self.now) == .seconds(0))
    }

    @Test func aDateInThePastIsNow() {
        #expect(parseRetryAfter("Sat, 05 Nov 1994 08:49:37 GMT", now: Self.now) == .zero)
    }

    @Test(arguments: [
        "", "-5", "soon", "Sun, 06 Nov 1994 08:49:37 PST", "Sun, 06 Foo 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 25:49:37 GMT", "Sun, 06 Nov 1994 08:49 GMT", "Sun Nov 6 08:49:37",
    ])
    func anythingElseIsNoDelay(text: String) {
        #expect(parseRetryAfter(text, now: Self.now) == nil)
    }

    /// Every day of a year and a leap day, against Foundation's own formatter.
    @Test func datesMatchFoundationsFormatter() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        for day in 0..<366 {
            let date = Date(timeIntervalSince1970: 1_703_980_800 + Double(day) * 86_400 + 3_723)
            #expect(httpDate(formatter.string(from: date)) == date)
        }
    }

    /// A two-digit year is this century's unless that is more than 50 years ahead.
    @Test func twoDigitYearsStayWithinFiftyYears() {
        let in2026 = Date(timeIntervalSince1970: 1_780_000_000)
        #expect(httpDate("Tuesday, 01-Jan-30 00:00:00 GMT", now: in2026) == Date(timeIntervalSince1970: 1_893_456_000))
        #expect(httpDate("Friday, 01-Jan-99 00:00:00 GMT", now: in2026) == Date(timeIntervalSince1970: 915_148_800))
    }
}
