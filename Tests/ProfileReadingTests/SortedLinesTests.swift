import Testing
@testable import ProfileReading
@testable import ReadingLexicon

/// The binary search over sorted `key<TAB>value` lines, on small files whose every key, prefix and gap is tried.
@Suite("Sorted lines")
struct SortedLinesTests {
    /// The value for `key` in `text`, searched in place.
    func lookUp(_ key: String, in text: String) -> String? {
        Array(text.utf8).withUnsafeBytes { SortedLines($0).value(for: key.utf8) }
    }

    static let keys = ["a", "ab", "abc", "b", "ba", "c", "zz", "é", "日本", "日本語"]
    static var text: String { keys.map { "\($0)\t<\($0)>\n" }.joined() }

    @Test(arguments: [text, String(text.dropLast())])
    func everyKeyIsFoundWithAndWithoutAFinalNewline(text: String) {
        for key in Self.keys {
            #expect(lookUp(key, in: text) == "<\(key)>", "\(key)")
        }
    }

    @Test func aKeyAbsentOrBetweenOthersOrLongerOrShorterIsNotFound() {
        for key in ["", "0", "aa", "abcd", "bb", "d", "z", "zzz", "日", "日本語の", "\t", "a\t<a>"] {
            #expect(lookUp(key, in: Self.text) == nil, "\(key)")
        }
    }

    @Test func everyFileFromOneLineToAllIsSearchedRight() {
        for count in 0...Self.keys.count {
            let keys = Array(Self.keys.prefix(count))
            let text = keys.map { "\($0)\t\($0.count)\n" }.joined()
            for key in Self.keys {
                #expect(lookUp(key, in: text) == (keys.contains(key) ? "\(key.count)" : nil), "\(count) \(key)")
            }
        }
    }

    @Test func aLineWithoutATabIsAKeyWithAnEmptyValue() {
        #expect(lookUp("b", in: "a\t1\nb\nc\t3\n") == "")
        #expect(lookUp("c", in: "a\t1\nb\nc\t3\n") == "3")
    }

    @Test func anEmptyFileHasNothing() {
        #expect(lookUp("a", in: "") == nil)
        #expect(lookUp("", in: "") == nil)
    }
}
