import Foundation
import Synchronization

/// Reads the kit's own JSON resources (`Resources/<folder>/<name>.json`) from its bundle, once per name.
final class BundledJSON<Material: Decodable & Sendable>: Sendable {
    private let folder: String
    private let what: String
    private let cache = Mutex<[String: Material]>([:])

    /// `what` names the material in error messages, for example "the prompt templates".
    init(folder: String, what: String) {
        self.folder = folder
        self.what = what
    }

    /// The material for `language`, read and decoded on first use.
    ///
    /// - Throws: `SourceError` (code `.fileAccess`) when the file is missing or does not decode.
    func load(_ language: GenerationOptions.Language) throws -> Material {
        try load(named: language.rawValue)
    }

    /// The material in `<name>.json`, read and decoded on first use.
    ///
    /// - Throws: `SourceError` (code `.fileAccess`) when the file is missing or does not decode.
    func load(named name: String) throws -> Material {
        try cache.withLock { cache in
            if let material = cache[name] { return material }
            let material = try read(name)
            cache[name] = material
            return material
        }
    }

    private func read(_ name: String) throws -> Material {
        let path = "Resources/\(folder)/\(name).json"
        guard
            let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Resources/\(folder)"),
            let data = try? Data(contentsOf: url)
        else {
            throw SourceError.fileAccess(path: path, detail: "\(what) is missing from the installation")
        }
        do {
            return try JSONDecoder().decode(Material.self, from: data)
        } catch {
            throw SourceError.fileAccess(path: url.path, detail: "\(what) is damaged (\(error))")
        }
    }
}
