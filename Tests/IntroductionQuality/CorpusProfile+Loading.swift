package import Foundation
import IntroductionCore

/// Reading the corpus from Tests/ReadingCorpus/<part>/*.json and holding it to the README's format.
///
/// Every problem of every file is collected before anything is thrown, each as one sentence naming the file and the
/// profile, so a corpus writer fixes a whole file in one go rather than one error per run.
extension CorpusProfile {
    /// The two halves of the corpus: one to tune on, one read only at the end of a session.
    package enum Part: String, Sendable, CaseIterable {
        case tuning
        case heldOut = "heldout"
    }

    /// The package's root, found from this file's place in it (Tests/IntroductionQuality/), so the tests and a
    /// binary built from this tree find the corpus wherever the tree is.
    package static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Tests/ReadingCorpus/<part>.
    package static func directory(_ part: Part) -> URL {
        packageRoot.appendingPathComponent("Tests/ReadingCorpus/\(part.rawValue)", isDirectory: true)
    }

    /// Every profile of `part`, files in name order, profiles in file order.
    ///
    /// - Throws: `CorpusError` naming every file and profile that breaks the format. A missing folder is no error:
    ///   it holds no profiles (a branch may not have the corpus yet).
    package static func load(part: Part) throws -> [CorpusProfile] {
        try load(directory: directory(part))
    }

    /// Every profile of the `*.json` files in `directory`, validated together (ids are unique across the files).
    package static func load(directory: URL) throws -> [CorpusProfile] {
        let urls =
            ((try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        var profiles: [CorpusProfile] = []
        var problems: [String] = []
        for url in urls {
            let file = shownPath(url)
            do {
                profiles += try decode(Data(contentsOf: url), file: file)
            } catch let error as CorpusError {
                problems += error.problems
            } catch {
                problems.append("\(file): cannot be read: \(error.localizedDescription)")
            }
        }
        var firstFile: [String: String] = [:]
        for profile in profiles {
            if let other = firstFile[profile.id], other != profile.file {
                problems.append("\(profile.file): profile \(profile.id): the id is also used in \(other)")
            }
            firstFile[profile.id] = firstFile[profile.id] ?? profile.file
        }
        guard problems.isEmpty else { throw CorpusError(problems: problems) }
        return profiles
    }

    /// The profiles of one file's JSON, validated; `file` names it in every problem.
    ///
    /// - Throws: `CorpusError` with one sentence per problem.
    package static func decode(_ data: Data, file: String) throws -> [CorpusProfile] {
        let entries: [Entry]
        do {
            entries = try JSONDecoder().decode([Entry].self, from: data)
        } catch {
            throw CorpusError(problems: ["\(file): is not a JSON array of profiles: \(sentence(error))"])
        }
        var profiles: [CorpusProfile] = []
        var problems: [String] = []
        var seen: Set<String> = []
        for (index, entry) in entries.enumerated() {
            let label = "\(file): profile \(entry.id.map { $0.isEmpty ? "#\(index + 1)" : $0 } ?? "#\(index + 1)")"
            switch entry.result {
            case .failure(let error):
                problems.append("\(label): \(sentence(error))")
            case .success(let raw):
                let (profile, found) = raw.validated(file: file)
                problems += found.map { "\(label): \($0)" }
                if !seen.insert(raw.id).inserted { problems.append("\(label): the id is used twice in the file") }
                if let profile, found.isEmpty { profiles.append(profile) }
            }
        }
        guard problems.isEmpty else { throw CorpusError(problems: problems) }
        return profiles
    }

    /// `url` relative to the package when it is inside it.
    package static func shownPath(_ url: URL) -> String {
        let root = packageRoot.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    /// A decoding error as the end of a sentence: where in the profile, and what is wrong there.
    static func sentence(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ keys: [any CodingKey]) -> String {
            // The array's index of the profile itself is already in the label.
            let inner = keys.first?.intValue != nil ? Array(keys.dropFirst()) : keys
            return inner.reduce("") { path, key in
                key.intValue.map { "\(path)[\($0)]" } ?? (path.isEmpty ? key.stringValue : "\(path).\(key.stringValue)")
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = path(context.codingPath)
            return "has no “\(key.stringValue)”" + (parent.isEmpty ? "" : " in \(parent)")
        case .typeMismatch(let type, let context):
            return "“\(path(context.codingPath))” is not \(type == String.self ? "a string" : "a \(type)")"
        case .valueNotFound(_, let context):
            return "“\(path(context.codingPath))” is null"
        case .dataCorrupted(let context):
            let underlying = context.underlyingError.map { " (\($0))" } ?? ""
            let place = path(context.codingPath)
            return context.debugDescription + underlying + (place.isEmpty ? "" : " at \(place)")
        @unknown default:
            return "\(error)"
        }
    }
}

/// The corpus broke its format: every problem found, one sentence each, naming the file and the profile.
///
/// The quality harness's only error, so it is a plain struct of sentences rather than a code enum: nothing catches
/// one kind of problem apart from another, a person reads them all.
package struct CorpusError: Error, Sendable, CustomStringConvertible {
    package var problems: [String]

    package init(problems: [String]) {
        self.problems = problems
    }

    package var description: String {
        problems.count == 1
            ? "the reading corpus: \(problems[0])"
            : "the reading corpus has \(problems.count) problems:\n"
                + problems.map { "  \($0)" }.joined(separator: "\n")
    }
}

/// One element of a file's array, decoded on its own so one broken profile does not hide the others' problems, and
/// with its id when it has one, so the problem names it.
private struct Entry: Decodable {
    var id: String?
    var result: Result<RawProfile, any Error>

    init(from decoder: any Decoder) throws {
        id = try? decoder.container(keyedBy: RawProfile.CodingKeys.self).decode(String.self, forKey: .id)
        do {
            result = .success(try RawProfile(from: decoder))
        } catch {
            result = .failure(error)
        }
    }
}

/// A profile as the file spells it: kinds, fields and effects as strings, checked by `validated`.
private struct RawProfile: Decodable {
    struct Fact: Decodable {
        var kind: String
        var field: String
        var typed: String
        var en: [String]
        var ja: [String]
    }

    struct Never: Decodable {
        var en: [String]?
        var ja: [String]?
        var any: [String]?
    }

    struct Request: Decodable {
        var typed: String
        var effect: String
        var terms: [String]?
        var en: [String]?
        var ja: [String]?
    }

    enum CodingKeys: String, CodingKey {
        case id, source, shape, profile, never, requests, names
        case typedIn = "typed_in"
        case keyFacts = "key_facts"
    }

    var id: String
    var source: String
    var shape: String
    var typedIn: String
    var profile: Profile
    var keyFacts: [Fact]
    var never: Never?
    var requests: [Request]?
    var names: [String]?

    /// The profile, and every way it breaks the README's format (nil profile when a kind, field or effect is unknown).
    func validated(file: String) -> (CorpusProfile?, [String]) {
        var problems: [String] = []
        if id.trimmingCharacters(in: .whitespaces).isEmpty { problems.append("the id is empty") }
        let language = ComposerLanguage(rawValue: typedIn)
        if language == nil { problems.append("typed_in is “\(typedIn)”, not en or ja") }
        if !(2...6).contains(keyFacts.count) {
            problems.append("has \(keyFacts.count) key facts; a profile has 2 to 6")
        }
        var facts: [CorpusFact] = []
        for (index, raw) in keyFacts.enumerated() {
            let label = "key fact \(index + 1) (“\(raw.typed)”)"
            let kind = CorpusFact.Kind(rawValue: raw.kind)
            if kind == nil {
                problems.append(
                    "\(label) has kind “\(raw.kind)”, not one of "
                        + CorpusFact.Kind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            let field = ProfileField(rawValue: raw.field)
            if field == nil {
                problems.append(
                    "\(label) has field “\(raw.field)”, not one of "
                        + ProfileField.allCases.map(\.rawValue).joined(separator: ", "))
            }
            if let field, !Self.holds(profile, field, raw.typed) {
                problems.append("\(label): “\(raw.typed)” does not occur in its field \(field.rawValue)")
            }
            if raw.typed.isEmpty { problems.append("\(label) has an empty typed") }
            problems += Self.blank(raw.en, "\(label): en") + Self.blank(raw.ja, "\(label): ja")
            if let kind, let field {
                facts.append(CorpusFact(kind: kind, field: field, typed: raw.typed, en: raw.en, ja: raw.ja))
            }
        }
        let never = CorpusNever(en: never?.en ?? [], ja: never?.ja ?? [], any: never?.any ?? [])
        for string in never.en + never.ja + never.any where string.isEmpty {
            problems.append("never has an empty string (it would be found in every Japanese text)")
        }
        var requests: [CorpusRequest] = []
        for (index, raw) in (self.requests ?? []).enumerated() {
            let label = "request \(index + 1) (“\(raw.typed)”)"
            guard let effect = CorpusRequest.Effect(rawValue: raw.effect) else {
                problems.append(
                    "\(label) has effect “\(raw.effect)”, not one of "
                        + CorpusRequest.Effect.allCases.map(\.rawValue).joined(separator: ", "))
                continue
            }
            if !profile.notes.contains(raw.typed) || raw.typed.isEmpty {
                problems.append("\(label): its typed words do not occur in the notes")
            }
            if effect == .avoid { problems += Self.blank(raw.terms ?? [], "\(label): terms") }
            if effect == .mention {
                problems += Self.blank(raw.en ?? [], "\(label): en") + Self.blank(raw.ja ?? [], "\(label): ja")
            }
            requests.append(
                CorpusRequest(
                    typed: raw.typed, effect: effect, terms: raw.terms ?? [], en: raw.en ?? [], ja: raw.ja ?? []))
        }
        guard let language, facts.count == keyFacts.count else { return (nil, problems) }
        let corpus = CorpusProfile(
            id: id, source: source, shape: shape, typedIn: language, profile: profile, keyFacts: facts, never: never,
            requests: requests, names: names ?? [], file: file)
        return (corpus, problems)
    }

    /// Whether `typed` occurs in `field` as typed (in one skills item, or across the list as joined).
    static func holds(_ profile: Profile, _ field: ProfileField, _ typed: String) -> Bool {
        guard !typed.isEmpty else { return false }
        if field == .skills, profile.skills.contains(where: { $0.contains(typed) }) { return true }
        let probe = CorpusProfile(id: "", typedIn: .en, profile: profile, keyFacts: [])
        return probe.text(of: field).contains(typed)
    }

    /// Problems of a list of forms: none given, or an empty one.
    static func blank(_ forms: [String], _ label: String) -> [String] {
        if forms.isEmpty { return ["\(label) has no form"] }
        return forms.contains { $0.trimmingCharacters(in: .whitespaces).isEmpty } ? ["\(label) has an empty form"] : []
    }
}
