import Foundation
import IntroductionCore
import ProfileReading
import Testing

/// Every rule's corpus is its test: each positive example must give the facts it states (kind, the text they cover as
/// typed, and the slots named), each negative example none from that rule.
struct RuleCorpusTests {
    static let reader = try! Reader.bundled()

    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var example: Example
        var testDescription: String { "\(rule): \(example.text)" }
    }

    static let cases: [Case] = Rules.all.flatMap { rule in rule.examples.map { Case(rule: rule.name, example: $0) } }

    @Test(arguments: cases)
    func ruleReadsItsCorpus(_ test: Case) throws {
        let reading = try Self.reader.read(test.example.text, field: test.example.field, name: test.example.name)
        let own = reading.chart.indices.filter { reading.makers[$0].contains(test.rule) }.map { reading.chart[$0] }
        if test.example.facts.isEmpty {
            #expect(own.isEmpty, "\(own.map { reading.typed($0) })")
        }
        for expected in test.example.facts {
            let parts = expected.components(separatedBy: " | ")
            let head = parts[0].split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let slots = parts.dropFirst().map { $0.split(separator: "=", maxSplits: 1).map(String.init) }
            let found = own.contains { fact in
                fact.kind.rawValue == head[0] && reading.typed(fact) == head[1]
                    && slots.allSatisfy { fact.described[$0[0]] == $0[1] }
            }
            #expect(
                found,
                "expected \(expected); the rule made: \(own.map { "\($0.kind.rawValue): \(reading.typed($0)) \($0.described)" })"
            )
        }
    }

    @Test func everyRuleHasACorpus() {
        let bare = Rules.all.filter { $0.examples.isEmpty }.map(\.name)
        #expect(bare.isEmpty)
    }
}
