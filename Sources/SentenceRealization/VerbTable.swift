/// The verbs people use about their work, their lives and their hobbies, each with its English forms and its Japanese
/// frames, found from either language.
///
/// A Swift table rather than a JSON resource: the compiler checks every row's shape, reading it costs nothing at start,
/// and this module does not import the project's JSON reader. A test checks that every Japanese form has a paradigm.
package enum VerbTable {
    /// The verb whose English lemma is `lemma` ("teach", "look after", "contribute to"), in any case and spacing.
    package static func verb(english lemma: String) -> Verb? {
        let key = lemma.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return byEnglish[key].map { Verb(id: rows[$0].english.lemma) }
    }

    /// The verb whose Japanese dictionary form is `baseForm` (教える, 指導する, 運営する), or a frame said without its
    /// object (コーチをする, コーチする); the first row that says it wins.
    package static func verb(japanese baseForm: String) -> Verb? {
        byJapanese[baseForm.filter { !$0.isWhitespace }].map { Verb(id: rows[$0].english.lemma) }
    }

    /// Every verb of the table, in its order.
    package static var verbs: [Verb] { rows.map { Verb(id: $0.english.lemma) } }

    static func entry(for verb: Verb) -> VerbEntry? {
        byEnglish[verb.id].map { rows[$0] }
    }

    private static let byEnglish: [String: Int] = {
        var index: [String: Int] = [:]
        for (position, row) in rows.enumerated() where index[row.english.lemma] == nil {
            index[row.english.lemma] = position
        }
        return index
    }()

    private static let byJapanese: [String: Int] = {
        var index: [String: Int] = [:]
        for (position, row) in rows.enumerated() {
            for sense in row.senses {
                for form in sense.japaneseForms where index[form] == nil {
                    index[form] = position
                }
            }
        }
        return index
    }()
}
