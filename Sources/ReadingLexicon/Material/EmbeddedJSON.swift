package import IntroductionCore
import Synchronization

/// Reads a module's own JSON resources (`Resources/<folder>/<folder>-<name>.json`), compiled into the binary, once
/// per name.
package final class EmbeddedJSON<Material: Sendable>: Sendable {
    private let folder: String
    private let what: String
    private let resources: @Sendable (_ folder: String, _ name: String) -> [UInt8]?
    private let decode: @Sendable ([UInt8]) throws -> Material
    private let cache = Mutex<[String: Material]>([:])

    /// `what` names the material in error messages, for example "the prompt templates"; `resources` finds a file's
    /// bytes in the module that owns it; `decode` reads them.
    package init(
        folder: String, what: String, resources: @escaping @Sendable (_ folder: String, _ name: String) -> [UInt8]?,
        decode: @escaping @Sendable ([UInt8]) throws -> Material
    ) {
        self.folder = folder
        self.what = what
        self.resources = resources
        self.decode = decode
    }

    /// The material for `language`, decoded on first use.
    ///
    /// - Throws: `SourceError` (code `.fileAccess`) when there is no such resource or it does not decode.
    package func load(_ language: ComposerLanguage) throws -> Material {
        try load(named: language.rawValue)
    }

    /// The material in `<folder>-<name>.json`, decoded on first use.
    ///
    /// - Throws: `SourceError` (code `.fileAccess`) when there is no such resource or it does not decode.
    package func load(named name: String) throws -> Material {
        try cache.withLock { cache in
            if let material = cache[name] { return material }
            let material = try read(name)
            cache[name] = material
            return material
        }
    }

    private func read(_ name: String) throws -> Material {
        let path = "Resources/\(folder)/\(folder)-\(name).json"
        guard let bytes = resources(folder, name) else {
            throw SourceError.fileAccess(path: path, detail: "\(what): not built into this introgen")
        }
        do {
            return try decode(bytes)
        } catch {
            throw SourceError.fileAccess(path: path, detail: "\(what): damaged (\(error))")
        }
    }
}
