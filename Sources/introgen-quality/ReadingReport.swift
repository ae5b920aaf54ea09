import Foundation
import IntroductionCore
import ProfileReading

/// `make quality QUALITY_ARGS="--read FIELD TEXT…"`: how the reading reads a field, for a tuner: the tokens (as typed,
/// their key and lemma), the facts chosen with their slots, what is reported unread, and with `--chart` every fact
/// the rules built.
enum ReadingReport {
    static func show(field: String, texts: [String], chart: Bool) -> Bool {
        guard let field = ProfileField(rawValue: field) else {
            FileHandle.standardError.write(Data("introgen-quality: no field \(field)\n".utf8))
            return false
        }
        do {
            let reader = try Reader.bundled()
            for text in texts {
                let reading = try reader.read(text, field: field)
                print("## [\(field.rawValue)] \(text)")
                print("tokens: " + reading.tokens.map { "\($0.text)/\($0.key)/\($0.lemma)" }.joined(separator: " "))
                for line in reading.summary { print("  " + line) }
                print("  unread: \(reading.unread)")
                guard chart else { continue }
                for fact in reading.chart {
                    print("    chart: \(fact.rule) \(fact.kind.rawValue): \(reading.typed(fact)) \(fact.described)")
                }
            }
            return true
        } catch {
            FileHandle.standardError.write(Data("introgen-quality: \(error)\n".utf8))
            return false
        }
    }
}
