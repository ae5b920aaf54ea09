/// One row of the verb table: the English verb with its irregular forms, its aspect, and the Japanese frames that say
/// it, the first that fits the object winning (run a café: 運営する; run alone: ランニングをする; play the piano: 弾く).
struct VerbEntry: Sendable {
    /// A Japanese way of saying the verb: a frame with `{o}` where the object goes, a space, and the dictionary form
    /// that is conjugated (the last word; spaces before it are only for reading) ("{o}を 教える", "{o}のコーチを する", "料理を する"), and which objects it fits.
    struct Sense: Sendable, ExpressibleByStringLiteral {
        enum Fit: Sendable {
            case any
            /// Objects of these kinds only.
            case kinds(Set<Term.Kind>)
            /// Objects whose Japanese holds one of these words (instruments for 弾く, drinks for 醸造する).
            case words([String])
        }

        /// What comes before the lexeme, with `{o}` and its particle: "{o}のコーチを".
        let frame: String
        let lexeme: JapaneseLexeme
        let fit: Fit
        /// Whether the dictionary form was one the paradigm knows.
        let hasParadigm: Bool

        init(_ text: String, fit: Fit = .any) {
            let form = text.split(separator: " ").last.map(String.init) ?? text
            frame = String(text.dropLast(form.count).filter { $0 != " " })
            // A test checks that every form has a paradigm; until then する stands in for a typo, never a crash.
            hasParadigm = JapaneseLexeme(form) != nil
            lexeme = JapaneseLexeme(form) ?? JapaneseLexeme(base: "する", group: .suru)
            self.fit = fit
        }

        init(stringLiteral text: String) {
            self.init(text)
        }

        static func kinds(_ kinds: Set<Term.Kind>, _ text: String) -> Sense { Sense(text, fit: .kinds(kinds)) }
        static func words(_ words: [String], _ text: String) -> Sense { Sense(text, fit: .words(words)) }

        var takesObject: Bool { frame.contains("{o}") }

        /// The dictionary form said without an object, as the lookup knows it: 教える, コーチをする and コーチする.
        var japaneseForms: [String] {
            var before = frame
            if let slot = before.firstRange(of: "{o}") {
                before = String(before[slot.upperBound...])
                if before.hasPrefix("について") {
                    before.removeFirst(4)
                } else if let particle = before.first, "をがにでとのへ".contains(particle) {
                    before.removeFirst()
                }
            }
            let whole = before + lexeme.base
            guard before.hasSuffix("を"), lexeme.base == "する" else { return [whole] }
            return [whole, before.dropLast() + "する"]
        }

        func fits(_ object: Term) -> Bool {
            switch fit {
            case .any: return true
            case .kinds(let kinds): return kinds.contains(object.kind)
            case .words(let words):
                guard let japanese = object.japanese else { return false }
                return words.contains { japanese.contains($0) }
            }
        }
    }

    let english: EnglishVerb
    let senses: [Sense]
    let aspect: Aspect

    init(_ english: String, _ senses: [Sense], _ aspect: Aspect = .activity) {
        self.english = EnglishVerb(english)
        self.senses = senses
        self.aspect = aspect
    }

    /// The sense for `object`: the first frame that takes it and fits it; without an object, the first frame that
    /// takes none. A verb without such a frame needs its object in both languages ("I own" says nothing).
    func sense(for object: Term?) -> Sense? {
        guard let object else { return senses.first { !$0.takesObject } }
        return senses.first { $0.takesObject && $0.fits(object) }
    }
}
