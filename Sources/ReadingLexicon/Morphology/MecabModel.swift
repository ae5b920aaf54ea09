internal import CMecab

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// MeCab's model of one IPADIC dictionary: loaded once, then shared by every thread that reads Japanese.
///
/// MeCab's model is immutable once made and documented as safe to share; a tagger and a lattice are not, so each
/// `morphemes(of:)` makes its own from the model (cheap: they point into the model's mapped dictionary). The
/// dictionary's files are memory-mapped by MeCab, so loading reads no more than the pages a lookup touches.
final class MecabModel: Sendable {
    /// MeCab's `mecab_model_t`, never changed after `init` (MeCab makes it read-only), freed in `deinit`.
    private nonisolated(unsafe) let model: OpaquePointer
    /// The dictionary folder loaded.
    let directory: String

    private init(model: OpaquePointer, directory: String) {
        self.model = model
        self.directory = directory
    }

    deinit { introgen_mecab_model_destroy(model) }

    /// The model of the first UTF-8 dictionary among `directories` that holds one (a `sys.dic`).
    ///
    /// MeCab is given the folder and an empty resource file (`-r /dev/null`) explicitly: /etc/mecabrc names
    /// whichever dictionary Debian's alternatives chose, which may be the EUC-JP one.
    ///
    /// - Throws: ``MorphologyError`` when libmecab cannot be loaded, no folder holds a dictionary, none found is UTF-8,
    ///   or MeCab refuses the one found.
    static func load(from directories: [String], fromEnvironment: Bool = false) throws(MorphologyError) -> MecabModel {
        if let failure = introgen_mecab_load_failure() { throw .library(String(cString: failure)) }
        var notUTF8: (directory: String, charset: String)?
        for directory in directories where access(directory + "/sys.dic", R_OK) == 0 {
            let arguments = ["introgen", "-r", "/dev/null", "-d", directory]
            var pointers = arguments.map { strdup($0) }
            defer { pointers.forEach { free($0) } }
            guard let model = introgen_mecab_model_new(Int32(pointers.count), &pointers) else {
                throw .mecab(introgen_mecab_strerror(nil).map { String(cString: $0) } ?? "its model could not be made")
            }
            let loaded = MecabModel(model: model, directory: directory)
            let charset = introgen_mecab_model_dictionary_info(model).map { String(cString: $0.pointee.charset) } ?? ""
            if Self.isUTF8(charset) { return loaded }
            notUTF8 = notUTF8 ?? (directory, charset)
        }
        if let notUTF8 { throw .charset(directory: notUTF8.directory, charset: notUTF8.charset) }
        throw .dictionary(searched: directories, fromEnvironment: fromEnvironment)
    }

    /// Whether a dictionary's charset is UTF-8, as IPADIC's builds spell it ("UTF-8", "utf8", "utf-8").
    static func isUTF8(_ charset: String) -> Bool {
        ["utf8", "utf-8"].contains(charset.lowercased())
    }

    /// The morphemes of `text`, in order, each with its range in `text`.
    ///
    /// - Throws: ``MorphologyError`` when MeCab cannot parse the text (out of memory).
    func morphemes(of text: String) throws(MorphologyError) -> [Morpheme] {
        guard let tagger = introgen_mecab_model_new_tagger(model) else {
            throw .mecab(introgen_mecab_strerror(nil).map { String(cString: $0) } ?? "no tagger")
        }
        defer { introgen_mecab_destroy(tagger) }
        guard let lattice = introgen_mecab_model_new_lattice(model) else { throw .mecab("no lattice") }
        defer { introgen_mecab_lattice_destroy(lattice) }
        // The lattice keeps a pointer to the bytes, and each node's surface points into them: they must stay put
        // until the last node is read.
        var bytes = Array(text.utf8)
        bytes.append(0)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(MorphologyError) -> [Morpheme] in
            let start = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
            introgen_mecab_lattice_set_sentence(lattice, start, buffer.count - 1)
            guard introgen_mecab_parse_lattice(tagger, lattice) != 0 else {
                throw .mecab(introgen_mecab_lattice_strerror(lattice).map { String(cString: $0) } ?? "parse failed")
            }
            return Self.read(introgen_mecab_lattice_get_bos_node(lattice), of: text, from: start)
        }
    }

    /// The morphemes of the nodes after `bos`, their ranges counted from `start` in UTF-8 bytes.
    private static func read(_ bos: UnsafePointer<mecab_node_t>?, of text: String, from start: UnsafePointer<CChar>)
        -> [Morpheme]
    {
        var morphemes: [Morpheme] = []
        var node = bos
        while let current = node?.pointee {
            defer { node = UnsafePointer(current.next) }
            let kind = Int32(current.stat)
            guard kind != Int32(MECAB_BOS_NODE), kind != Int32(MECAB_EOS_NODE), current.length > 0,
                let surfacePointer = current.surface
            else { continue }
            // `surface` skips the white space before the word; `rlength` counts it, `length` does not.
            let offset = surfacePointer - start
            let lower = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            let upper = text.utf8.index(lower, offsetBy: Int(current.length))
            let surface = String(text.unicodeScalars[lower..<upper])
            let feature = current.feature.map { String(cString: $0) } ?? ""
            morphemes.append(
                Morpheme(
                    surface: surface, range: lower..<upper, feature: feature,
                    isUnknown: kind == Int32(MECAB_UNK_NODE)))
        }
        return morphemes
    }
}
