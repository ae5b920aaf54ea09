import Foundation
import IntroductionCore
import Testing

@testable import ReadingLexicon

/// The hand-written word list stays only for what the resources get wrong: each entry says why it is there, and an
/// entry the EDICT rule (with its loans) already gives in both directions is found by `WordListAudit` and stays only
/// for what the list does besides translating it whole (composing compounds of its words, names, capitals).
@Suite("Word list audit")
struct WordListAuditTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(
            "Sources/ReadingLexicon/Resources/lexicon/lexicon-en-ja.json")

    /// The list's `entries` as written: [English, Japanese] or [English, Japanese, reason].
    static func entries() throws -> [[String]] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        return try #require(json?["entries"] as? [[String]])
    }

    @Test func everyEntrySaysWhyTheDictionaryIsNotEnough() throws {
        let silent = try Self.entries().filter { $0.count < 3 || $0[2].count < 8 }
        #expect(silent.isEmpty, "\(silent.count) entries without a reason, the first: \(silent.prefix(5))")
        #expect(try WordList.bundled().problems.isEmpty)
    }

    /// A reason that is a fact about EDICT still says what the dictionary does: "EDICT gives 職" and "EDICT has no
    /// engineer" are the audit's own words for the entry, and "EDICT agrees; …" holds only while the dictionary gives
    /// the entry in both directions. After `make lexicon` a stale reason fails here; `printTheAudit` says what is new.
    /// A reason may go on after "; " about a spelling the list adds (「駆け出し: EDICT lacks it」).
    @Test func everyReasonAboutTheDictionaryIsStillTrue() throws {
        let audit = try WordListAudit()
        var stale: [String] = []
        for entry in try Self.entries() where entry.count == 3 && entry[2].hasPrefix("EDICT ") {
            let found = audit.reason(english: entry[0], japanese: entry[1])
            let agrees = entry[2].hasPrefix("EDICT agrees; ")
            // What the list adds about the entry's other spellings follows the audit's words after "; ".
            let said = entry[2].components(separatedBy: "; ").first
            if agrees ? found != nil : found != said {
                stale.append("\(entry[0]): says “\(entry[2])”, finds “\(found ?? "EDICT agrees")”")
            }
        }
        #expect(stale.isEmpty, "\(stale.count) stale reasons: \(stale.prefix(8))")
    }

    /// `INTROGEN_AUDIT=1 swift test --filter WordListAuditTests` prints the audit: each entry the dictionary gives in
    /// both directions (to drop, unless a text needs it: say why), and the reason each other entry stays.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["INTROGEN_AUDIT"] == "1"))
    func printTheAudit() throws {
        let audit = try WordListAudit()
        for entry in try Self.entries() {
            let reason = audit.reason(english: entry[0], japanese: entry[1])
            print("AUDIT\t\(reason == nil ? "same" : "keep")\t\(entry[0])\t\(entry[1])\t\(reason ?? "")")
        }
    }
}

/// What the EDICT rule says for an entry of the word list, without the list: English → Japanese by the whole-term
/// dictionary and then the loans (as `WordList.translate` tries them), Japanese → English by the whole-term dictionary.
struct WordListAudit {
    let list: WordList

    init() throws {
        list = try WordList.bundled()
    }

    /// nil when the dictionary gives every spelling of the entry as the entry's first spelling on the other side, in
    /// both directions; otherwise the first difference, as the entry's reason says it: "EDICT gives 技師", "EDICT
    /// gives 技師 for engineers", "EDICT has no pour-over", "EDICT gives nurse for 看護婦", "EDICT has no 推し活".
    func reason(english: String, japanese: String) -> String? {
        let englishSpellings = english.split(separator: "|").map(String.init)
        let japaneseSpellings = japanese.split(separator: "|").map(String.init)
        guard let firstEnglish = englishSpellings.first, let firstJapanese = japaneseSpellings.first else {
            return "not an entry"
        }
        for spelling in englishSpellings {
            let said = list.dictionary.japanese(forEnglish: spelling) ?? list.katakanaLoan(spelling)
            guard said != firstJapanese else { continue }
            let which = spelling == firstEnglish ? "" : " for \(spelling)"
            return said.map { "EDICT gives \($0)\(which)" } ?? "EDICT has no \(spelling)"
        }
        for spelling in japaneseSpellings {
            let said = list.dictionaryEnglish(spelling, words: 4)
            guard said != firstEnglish else { continue }
            return said.map { "EDICT gives \($0) for \(spelling)" } ?? "EDICT has no \(spelling)"
        }
        return nil
    }
}
