public import FoundationEssentials
public import IntroductionCore
import Localization

/// Keeps the last versions of the app between runs: `$XDG_STATE_HOME/introgen/versions.json`, beside the draft.
///
/// Each version is kept with its four parts (exactly as written, JSON-escaped), profile, options, seed, source label,
/// date, how it ended (and the error sentence of a failed one), whether it was edited, and what its source left out of
/// the profile (`unused`, as ``StoredUnusedParts`` writes it, and `shortfall`, both only when there is something to
/// say); never key material.
/// Writes are atomic and the file is private to the user (0600). Synchronous file I/O of a few kilobytes.
public struct VersionStore: Sendable {
    /// Where the versions live.
    public let fileURL: URL

    /// A store for `versions.json` inside `directory`.
    public init(directory: URL) {
        fileURL = directory.appendingPathComponent("versions.json", isDirectory: false)
    }

    /// The store in the XDG state directory, beside the draft.
    public init(directories: XDGDirectories) {
        self.init(directory: directories.state)
    }

    /// The kept versions, oldest first (numbered from 1 in this order); empty when there are none yet.
    ///
    /// - Throws: `SourceError` (code `.fileAccess`) when the file exists but cannot be read or is not a versions
    ///   file this release understands.
    public func load() throws -> [IntroductionVersion] {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
        guard let data = FileManager.default.contents(atPath: fileURL.path) else {
            throw SourceError.fileAccess(path: fileURL.path, detail: tr("the kept versions cannot be read"))
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            if let date = Self.date(iso8601: text) { return date }
            return try Date.ISO8601FormatStyle().parse(text)
        }
        guard let file = try? decoder.decode(StoredFile.self, from: data) else {
            throw SourceError.fileAccess(path: fileURL.path, detail: tr("the kept versions are damaged"))
        }
        return file.versions.enumerated().map { $1.version(id: $0 + 1) }
    }

    /// Replaces the kept versions with `versions` in one step.
    ///
    /// - Throws: `SourceError` (code `.fileAccess`) when the folder or file cannot be written.
    public func save(_ versions: [IntroductionVersion]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Self.iso8601(date))
        }
        let data: Data
        do {
            data = try encoder.encode(StoredFile(format: 1, versions: versions.map(StoredVersion.init)))
        } catch {
            throw SourceError.fileAccess(
                path: fileURL.path, detail: tr("the versions cannot be encoded (%s)", "\(error)"))
        }
        try AtomicFile.replace(fileURL, with: data)
    }

    /// `date` as the `.iso8601` strategy writes it (UTC, whole seconds: `2026-12-02T07:27:18Z`), from the C library.
    /// The strategy formats through a Gregorian calendar, ICU's when Foundation is linked, and its first use loads
    /// ICU's calendar data: about 1.5 MB of the terminal app's memory, after its first generation.
    package static func iso8601(_ date: Date) -> String {
        let time = CivilTime(date, offset: 0)
        return CivilTime.digits(time.year, 4) + "-" + CivilTime.digits(time.month, 2) + "-"
            + CivilTime.digits(time.day, 2) + "T" + CivilTime.digits(time.hour, 2) + ":"
            + CivilTime.digits(time.minute, 2) + ":" + CivilTime.digits(time.second, 2) + "Z"
    }

    /// The date of a string exactly as ``iso8601(_:)`` writes it (what every save has written), from the C library;
    /// nil for any other form, which the ISO 8601 parser reads instead.
    package static func date(iso8601 text: String) -> Date? {
        guard let date = SavedDateFormat.iso8601.date(from: text) else { return nil }
        // Only the canonical form: a 31st of February or a 61st second is the parser's to judge.
        return iso8601(date) == text ? date : nil
    }

    /// Moves a damaged file aside (`versions.json.damaged`, replacing an older one) so the next save starts afresh
    /// without losing it; returns where it went.
    @discardableResult
    public func moveAside() throws -> URL {
        let aside = fileURL.appendingPathExtension("damaged")
        try? FileManager.default.removeItem(at: aside)
        do {
            try FileManager.default.moveItem(at: fileURL, to: aside)
        } catch {
            throw SourceError.fileAccess(path: fileURL.path, detail: tr("it cannot be moved aside"))
        }
        return aside
    }
}

// MARK: - The file's layout

private struct StoredFile: Codable {
    var format: Int
    var versions: [StoredVersion]
}

private struct StoredParts: Codable {
    var headline: String?
    var introduction: String?
    var highlights: [String]?
    var bio: String?
}

private struct StoredVersion: Codable {
    var introduction: StoredParts
    var profile: Profile
    var options: GenerationOptions
    var seed: UInt64
    var source: String
    var date: Date
    /// `completed`, `stopped` or `failed`.
    var ending: String
    /// The failure's sentence when `ending` is `failed`.
    var error: String?
    var edited: Bool
    /// The instruction of a refined version (its previous text is not kept: the version before it is).
    var refined: String?
    /// The parts of the profile its text leaves out; absent when none (and in files from before reports).
    var unused: StoredUnusedParts?
    /// The sentence saying the profile held less than the length asked; absent when it did not.
    var shortfall: String?

    init(_ version: IntroductionVersion) {
        let content = version.content
        introduction = StoredParts(
            headline: content.headline, introduction: content.introduction, highlights: content.highlights,
            bio: content.bio)
        profile = version.request.profile
        options = version.request.options
        seed = version.request.seed
        source = version.sourceLabel
        date = version.date
        switch version.state {
        case .completed, .idle: ending = "completed"
        case .stopped, .generating: ending = "stopped"
        case .failed(let failure):
            ending = "failed"
            error = failure.description
        }
        edited = version.isEdited
        refined = version.request.refinement?.instruction
        unused = StoredUnusedParts(version.report)
        shortfall = version.report?.shortfall
    }

    func version(id: Int) -> IntroductionVersion {
        let state: SessionState =
            switch ending {
            case "completed": .completed
            case "failed": .failed(GenerationFailure(sentence: error ?? "The generation failed."))
            default: .stopped
            }
        var version = IntroductionVersion(
            id: id,
            content: PartialIntroduction(
                headline: introduction.headline, introduction: introduction.introduction,
                highlights: introduction.highlights, bio: introduction.bio),
            request: IntroductionRequest(
                profile: profile, options: options, seed: seed,
                refinement: refined.map { Refinement(instruction: $0) }),
            sourceLabel: source,
            date: date,
            state: state,
            isEdited: edited)
        version.report = StoredUnusedParts.report(unused, shortfall: shortfall)
        return version
    }
}
