import IntroductionCore
import IntroductionQuality

/// Whether each request of the notes is carried out by one text, by its effect.
extension CorpusJudge {
    /// The longest introduction `length:short` allows, and the shortest `length:long` asks for.
    package static let shortSentences = 3
    package static let longSentences = 7

    /// The verdicts on the requests that apply to the text. A request the report lists as not carried out
    /// (`request_not_carried_out`, its words in the notes' unused part) is not carried out, whatever the text shows:
    /// the composer said so.
    static func requests(of run: CorpusRun, whole: [Unicode.Scalar], mediumSentences: Int?) -> [CorpusRun.Request] {
        let language = run.language
        let sections = run.sections
        return run.profile.requests.compactMap { request in
            guard request.effect != .registerPolite || language == .ja else { return nil }
            if isReportedNotCarriedOut(request, run.report) {
                return CorpusRun.Request(request: request, carried: false, seen: "reported not carried out")
            }
            let sentences = CorpusRegister.sentenceCount(sections, language)
            let (carried, seen): (Bool, String) =
                switch request.effect {
                case .lengthShort:
                    (sentences <= shortSentences, "\(sentences) sentences")
                case .lengthLong:
                    (
                        sentences >= longSentences || mediumSentences.map { sentences > $0 } == true,
                        "\(sentences) sentences" + (mediumSentences.map { ", medium without the request \($0)" } ?? "")
                    )
                case .toneCasual:
                    language == .en
                        ? evidence(
                            CorpusRegister.casualMarks(sections), present: true, "no contraction, no casual greeting")
                        : evidence(CorpusRegister.politeSentences(sections), present: false, "no です・ます ending")
                case .toneFormal:
                    language == .en
                        ? evidence(CorpusRegister.contractions(sections), present: false, "no contraction")
                        : evidence(CorpusRegister.keigo(sections), present: true, "no ございます, おります, いたします, 申します")
                case .registerPolite:
                    evidence(CorpusRegister.plainSentences(sections), present: false, "every sentence in です・ます")
                case .avoid:
                    avoided(request, sections, language)
                case .mention:
                    CorpusMatch.firstSaid(request.forms(language), in: whole, language).map { (true, "“\($0)”") }
                        ?? (false, "none of " + request.forms(language).joined(separator: " / "))
                case .noExclamation:
                    (!CorpusRegister.exclaims(sections), "no ! or ！")
                }
            return CorpusRun.Request(request: request, carried: carried, seen: seen)
        }
    }

    /// A verdict from what a check found: carried when something was found and `present` asks for it, or nothing
    /// was found and `present` asks for nothing; what was found is what the microscope shows, else `otherwise`.
    static func evidence(_ found: [String], present: Bool, _ otherwise: String) -> (Bool, String) {
        let shown = found.prefix(3).map { "“\($0)”" }.joined(separator: ", ")
        return (found.isEmpty != present, found.isEmpty ? otherwise : shown)
    }

    /// `avoid`: none of the terms, in any language, in any section (a term is looked for as the text's language
    /// reads: whole words in English, a substring in Japanese).
    static func avoided(_ request: CorpusRequest, _ sections: Introduction, _ language: ComposerLanguage) -> (
        Bool, String
    ) {
        let text = CorpusMatch.key(
            ([sections.headline, sections.introduction, sections.bio] + sections.highlights).joined(separator: "\n"),
            language)
        let present = request.terms.filter { CorpusMatch.holds(CorpusMatch.key($0, language), in: text, language) }
        return present.isEmpty ? (true, "none of the terms") : (false, "“" + present.joined(separator: "”, “") + "”")
    }

    /// Whether the report lists the request's words as a request the composer did not carry out: an unused part of
    /// the notes with that reason that holds the request's words, or is held by them.
    static func isReportedNotCarriedOut(_ request: CorpusRequest, _ report: CompositionReport) -> Bool {
        let typed = HurriedMatch.normalized(request.typed)
        return report.unused.contains { part in
            guard part.reason == .requestNotCarriedOut, part.field == .notes else { return false }
            let unused = HurriedMatch.normalized(part.text)
            return !unused.isEmpty && (unused.contains(typed) || typed.contains(unused))
        }
    }
}
