/// Why Japanese could not be read into morphemes: MeCab or its dictionary is missing or unusable.
///
/// One sentence for a person, naming the Debian packages to install: the reading of Japanese needs both at run time,
/// and the offline composer says so rather than reading Japanese by string shape. Cases can be added without breaking
/// a caller, which only shows the sentence.
package struct MorphologyError: Error, CustomStringConvertible, Sendable, Equatable {
    private enum Code: Equatable {
        /// libmecab could not be opened or lacks a function; the loader's reason.
        case library(reason: String)
        /// No dictionary at the places looked in; the places.
        case dictionary(searched: [String], fromEnvironment: Bool)
        /// Dictionaries were found, none of them UTF-8; the first one and its charset.
        case charset(directory: String, charset: String)
        /// MeCab refused the dictionary or a sentence; its reason.
        case mecab(reason: String)
    }

    private let code: Code

    /// What `apt-get install` needs on Debian and Ubuntu for the reading of Japanese.
    package static let packages = "libmecab2 mecab-ipadic-utf8"

    static func library(_ reason: String) -> MorphologyError { MorphologyError(code: .library(reason: reason)) }

    static func dictionary(searched: [String], fromEnvironment: Bool) -> MorphologyError {
        MorphologyError(code: .dictionary(searched: searched, fromEnvironment: fromEnvironment))
    }

    static func charset(directory: String, charset: String) -> MorphologyError {
        MorphologyError(code: .charset(directory: directory, charset: charset))
    }

    static func mecab(_ reason: String) -> MorphologyError { MorphologyError(code: .mecab(reason: reason)) }

    /// Whether the error means something is not installed (rather than installed and failing).
    package var isMissingInstallation: Bool {
        switch code {
        case .library, .dictionary, .charset: true
        case .mecab: false
        }
    }

    /// One sentence saying what is missing and the command that installs it.
    package var description: String {
        let reads = "The offline composer reads Japanese with MeCab and its IPADIC dictionary"
        let install = "sudo apt-get install \(Self.packages)"
        switch code {
        case .library(let reason):
            return "\(reads), which are not installed (\(reason)): \(install)"
        case .dictionary(let searched, true):
            return "\(reads), which are not installed (INTROGEN_MECAB_DICDIR names \(searched.joined()), which holds"
                + " no dictionary): \(install), or unset INTROGEN_MECAB_DICDIR"
        case .dictionary:
            return "\(reads), which are not installed: \(install)"
        case .charset(let directory, let charset):
            return "\(reads) in UTF-8, and the one installed at \(directory) is in \(charset): \(install)"
        case .mecab(let reason):
            return "\(reads), which failed: \(reason)"
        }
    }
}
