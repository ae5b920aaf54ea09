import Foundation

/// Reads the kit's own JSON resources (`Resources/<folder>/<name>.json`) from its bundle.
enum BundledJSON {
    /// - Throws: `SourceError` (code `.fileAccess`) when the file is missing or does not decode;
    ///   `what` says in the message which material it was.
    static func load<T: Decodable>(_ type: T.Type, folder: String, name: String, what: String) throws -> T {
        let path = "Resources/\(folder)/\(name).json"
        guard
            let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Resources/\(folder)"),
            let data = try? Data(contentsOf: url)
        else {
            throw SourceError.fileAccess(path: path, detail: "\(what) is missing from the installation")
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw SourceError.fileAccess(path: url.path, detail: "\(what) is damaged (\(error))")
        }
    }
}
