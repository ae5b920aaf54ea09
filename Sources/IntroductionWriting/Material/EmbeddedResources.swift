import FoundationEssentials
import ProfileReading
import ReadingLexicon

/// The kit's data files, compiled into the code by SwiftPM's `.embedInCode` rule (as `PackageResources`), so an
/// installed binary needs nothing beside it and never looks for a resource bundle.
///
/// The rule names each file's bytes after its file name alone (`composer-en.json` → `composer_en_json`), so names
/// must be unique across folders: every file is `<folder>/<folder>-<name>.json`. A file added to a folder needs a
/// line here; a test compares this table with the folders.
enum EmbeddedResources {
    /// The bytes of `Resources/<folder>/<folder>-<name>.json`; nil when there is no such file.
    @Sendable static func json(folder: String, name: String) -> [UInt8]? {
        switch "\(folder)-\(name)" {
        case "composer-en": PackageResources.composer_en_json
        case "composer-ja": PackageResources.composer_ja_json
        case "occasions-en": PackageResources.occasions_en_json
        case "occasions-ja": PackageResources.occasions_ja_json
        case "prompts-en": PackageResources.prompts_en_json
        case "prompts-ja": PackageResources.prompts_ja_json
        case "words-clauses": PackageResources.words_clauses_json
        default: nil
        }
    }
}

extension EmbeddedJSON {
    /// A material among this module's resources, read by `decode`.
    convenience init(folder: String, what: String, decode: @escaping @Sendable ([UInt8]) throws -> Material) {
        self.init(folder: folder, what: what, resources: EmbeddedResources.json, decode: decode)
    }
}

extension EmbeddedJSON where Material: Decodable {
    /// A material among this module's resources, read with `Decodable`.
    convenience init(folder: String, what: String) {
        self.init(folder: folder, what: what) { try JSONDecoder().decode(Material.self, from: Data($0)) }
    }
}
