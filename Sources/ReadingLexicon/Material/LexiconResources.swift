/// The reading's data files, compiled into the code by SwiftPM's `.embedInCode` rule (as `PackageResources`), as the
/// writing's are (`IntroductionWriting`'s `EmbeddedResources`): every file is `<folder>/<folder>-<name>.<extension>`,
/// and a file added to a folder needs a line here.
package enum LexiconResources {
    /// The bytes of `Resources/<folder>/<folder>-<name>.json`; nil when there is no such file.
    @Sendable package static func bytes(folder: String, name: String) -> [UInt8]? {
        switch "\(folder)-\(name)" {
        case "lexicon-en-ja": PackageResources.lexicon_en_ja_json
        case "lexicon-shorthand": PackageResources.lexicon_shorthand_json
        default: nil
        }
    }
}
