import Foundation
package import IntroductionCore
package import IntroductionQuality
import IntroductionWriting

/// The reading corpus's judge: writes every profile with the offline composer in both languages, every tone, at
/// medium and long length for a meetup (seed 0), and judges each text: the key facts it says, its hard defects, the
/// requests it carries out and what its report leaves unused.
///
/// `judge(_:options:sections:report:mediumSentences:)` takes the sections and the report directly, so a test can feed
/// it texts written by hand; `runs(_:)` and `run(_:)` write them with the composer. Synchronous and pure: the same
/// corpus and composer give the same figures.
package enum CorpusJudge {
    package static let languages: [ComposerLanguage] = [.en, .ja]
    package static let lengths: [GenerationOptions.Length] = [.medium, .long]
    package static let occasion = GenerationOptions.Occasion.meetup
    package static let seed: UInt64 = 0

    /// The options every profile is written with: language × tone × length, for a meetup.
    package static let combinations: [GenerationOptions] = languages.flatMap { language in
        GenerationOptions.Tone.allCases.flatMap { tone in
            lengths.map {
                GenerationOptions(language: language.language, tone: tone, length: $0, occasion: occasion)
            }
        }
    }

    /// One friendly medium text per language: a tuner's quick look (`--corpus-quick`), a sixth of the runs.
    package static let quickCombinations: [GenerationOptions] = languages.map {
        GenerationOptions(language: $0.language, tone: .friendly, length: .medium, occasion: occasion)
    }

    /// Writes and judges every profile; the figures of the whole corpus.
    ///
    /// - Throws: `SourceError` when the composer's material is missing.
    package static func run(_ profiles: [CorpusProfile], combinations: [GenerationOptions] = combinations) throws
        -> CorpusFigures
    {
        let started = ContinuousClock.now
        var figures = CorpusFigures()
        for profile in profiles {
            figures.profiles += 1
            for run in try runs(profile, combinations: combinations) { figures.add(run) }
        }
        figures.elapsed = ContinuousClock.now - started
        return figures
    }

    /// One profile written in every combination, each text judged.
    package static func runs(_ profile: CorpusProfile, combinations: [GenerationOptions] = combinations) throws
        -> [CorpusRun]
    {
        let composer = OfflineComposer(charactersPerSecond: 0)
        var references: [GenerationOptions: Int] = [:]
        var result: [CorpusRun] = []
        for options in combinations {
            let (sections, report) = try composer.composition(
                IntroductionRequest(profile: profile.profile, options: options, seed: seed))
            var reference: Int?
            if profile.requests.contains(where: { $0.effect == .lengthLong }) {
                var medium = options
                medium.length = .medium
                if references[medium] == nil {
                    references[medium] = try mediumSentences(profile, medium, composer: composer)
                }
                reference = references[medium]
            }
            result.append(
                judge(profile, options: options, sections: sections, report: report, mediumSentences: reference))
        }
        return result
    }

    /// The sentences of the medium text the profile gets without its `length:long` requests (their words taken out
    /// of the notes): what the facts allow at medium, which a text that carries the request out must pass.
    static func mediumSentences(_ profile: CorpusProfile, _ options: GenerationOptions, composer: OfflineComposer)
        throws -> Int
    {
        var plain = profile.profile
        for request in profile.requests where request.effect == .lengthLong {
            plain.notes = plain.notes.replacingOccurrences(of: request.typed, with: "")
        }
        let sections = try composer.composeSections(
            IntroductionRequest(profile: plain, options: options, seed: seed))
        return CorpusRegister.sentenceCount(sections, options.language.composerLanguage ?? .en)
    }

    /// Judges one text of `profile` written with `options`. `mediumSentences` is the reference a `length:long`
    /// request is held to beside the 7 sentences (nil: the 7 alone).
    package static func judge(
        _ profile: CorpusProfile, options: GenerationOptions, sections: Introduction, report: CompositionReport,
        mediumSentences: Int? = nil
    ) -> CorpusRun {
        let language = options.language.composerLanguage ?? .en
        let whole = CorpusMatch.key(
            ([sections.headline, sections.introduction, sections.bio] + sections.highlights).joined(separator: "\n"),
            language)
        let facts = profile.keyFacts.map { fact in
            let form = CorpusMatch.firstSaid(fact.forms(language), in: whole, language)
            return CorpusRun.Fact(fact: fact, said: form != nil, form: form)
        }
        var run = CorpusRun(
            profile: profile, options: options, sections: sections, report: report, facts: facts, defects: [],
            requests: [])
        run.defects = defects(of: run, whole: whole)
        run.requests = requests(of: run, whole: whole, mediumSentences: mediumSentences)
        return run
    }

    // MARK: - Hard defects

    /// Every hard defect of the text: the hurried rules, then the corpus's own.
    static func defects(of run: CorpusRun, whole: [Unicode.Scalar]) -> [CorpusDefect] {
        let profile = run.profile
        let language = run.language
        var found: [CorpusDefect] = []
        func add(_ rule: CorpusRule, _ section: String, _ excerpt: String) {
            found.append(
                CorpusDefect(rule: rule, id: profile.id, options: run.options, section: section, excerpt: excerpt))
        }
        for defect in HurriedInspector(profile.hurried, run.options).inspect(run.sections, report: run.report) {
            guard let rule = CorpusRule(defect.rule) else { continue }
            add(rule, defect.section, defect.excerpt)
        }
        let avoided = profile.requests.filter { $0.effect == .avoid }.flatMap(\.terms)
        for part in HurriedInspector.parts(run.sections) where !part.text.isEmpty {
            let key = CorpusMatch.key(part.text, language)
            for string in profile.never.strings(language)
            where CorpusMatch.holds(CorpusMatch.key(string, language), in: key, language, plural: false) {
                add(.never, part.section, "“\(string)”: " + CorpusMatch.excerpt(part.text, around: string))
            }
            for tag in CorpusMatch.hashtags(part.text, names: profile.names) {
                add(.hashtag, part.section, "“\(tag)”: " + CorpusMatch.excerpt(part.text, around: tag))
            }
            if language == .en {
                for sentence in CorpusTense.misusedPresent(in: part.text) {
                    add(.wrongTense, part.section, "“\(sentence)”")
                }
            }
            for term in avoided where CorpusMatch.holds(CorpusMatch.key(term, language), in: key, language) {
                add(.avoidedTermPresent, part.section, "“\(term)”: " + CorpusMatch.excerpt(part.text, around: term))
            }
        }
        for request in profile.requests where request.effect == .mention {
            if CorpusMatch.firstSaid(request.forms(language), in: whole, language) == nil {
                add(
                    .mentionNotSaid, "text",
                    "“\(request.typed)”: none of " + request.forms(language).joined(separator: " / "))
            }
        }
        return found
    }
}

extension CorpusProfile {
    /// The profile as the hurried inspector reads one: its names as the names it sets aside, its key facts as the
    /// facts whose fragments a quotation must not hold. Nothing else of a hurried profile is known here.
    package var hurried: HurriedProfile {
        HurriedProfile(
            profile: profile,
            facts: keyFacts.map { HurriedFact(field: $0.field, typed: $0.typed, en: $0.en, ja: $0.ja) },
            names: names)
    }
}
