#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Japanese text into morphemes, by MeCab with the IPADIC dictionary (Debian's `libmecab2` and `mecab-ipadic-utf8`).
///
/// The model is loaded at the first call, once for the process (any thread; others wait for it; about 4 ms, as MeCab
/// maps the dictionary's files rather than reading them), and shared; each call parses in a tagger and lattice of its
/// own, so calls from many tasks at once are safe. A call is CPU work on mapped memory (a few microseconds a word),
/// so it may run on Swift's cooperative pool. A failure to load is kept: later calls throw the same error without
/// trying again.
package enum JapaneseMorphology {
    /// "MeCab with IPADIC", for `--version`: named as built against, without loading the library (mecab.h carries no
    /// version, and loading MeCab costs its shared libstdc++ and the dictionary's mapping). Inlined where it is used,
    /// so `--version` touches no page of this module's code (a `static let` cost it a fault on a cold page).
    @inlinable package static var libraryDescription: String { "MeCab with IPADIC" }

    /// The morphemes of `text` in order, white space between them left out; empty for an empty text.
    ///
    /// - Throws: ``MorphologyError`` when MeCab or its UTF-8 IPADIC is not installed, with the command that installs
    ///   them.
    package static func morphemes(of text: String) throws(MorphologyError) -> [Morpheme] {
        guard !text.isEmpty else { return [] }
        return try shared.get().morphemes(of: text)
    }

    /// Whether MeCab and its dictionary can be used (loading them if that was not yet tried).
    package static var isAvailable: Bool {
        (try? shared.get()) != nil
    }

    /// The model for the process, or why there is none: made once, on first use (a `static let` is initialized
    /// once, thread-safely, by the runtime).
    private static let shared: Result<MecabModel, MorphologyError> = {
        do throws(MorphologyError) {
            return .success(try loadModel(environment: getenv("INTROGEN_MECAB_DICDIR").map { String(cString: $0) }))
        } catch {
            return .failure(error)
        }
    }()

    /// A model of the dictionary `environment` (the value of `$INTROGEN_MECAB_DICDIR`) names, or of the first one
    /// installed where Debian and Ubuntu put it. Tests load with a value of their own, leaving the shared model alone.
    static func loadModel(environment: String?) throws(MorphologyError) -> MecabModel {
        let fromEnvironment = environment.map { !$0.isEmpty } ?? false
        return try MecabModel.load(
            from: dictionaryDirectories(environment: environment), fromEnvironment: fromEnvironment)
    }

    /// Where the dictionary is looked for, in order: `$INTROGEN_MECAB_DICDIR` alone when it is set, otherwise where
    /// Debian and Ubuntu put a UTF-8 IPADIC (`mecab-ipadic-utf8`), then the folder Debian's alternatives chose (it may
    /// be the EUC-JP IPADIC, which the model's charset check refuses), then older and hand-built installs.
    static func dictionaryDirectories(environment: String?) -> [String] {
        if let environment, !environment.isEmpty { return [environment] }
        return [
            "/var/lib/mecab/dic/ipadic-utf8", "/var/lib/mecab/dic/debian", "/usr/lib/mecab/dic/ipadic-utf8",
            "/usr/local/lib/mecab/dic/ipadic",
        ]
    }
}
