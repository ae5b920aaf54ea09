import Foundation

/// Writes files so that a reader sees either the old content or the new, never a torn file.
///
/// `replace` uses Foundation's atomic write (a temporary file renamed over the destination);
/// `create` writes a temporary file and hard-links it to a name that must not exist yet
/// (`link(2)` refuses an existing name, so nothing is ever overwritten), then removes the temporary.
enum AtomicFile {
    /// Creates `directory` and its parents, private to the user (0700) where this creates them.
    static func makeDirectory(_ directory: URL) throws {
        do {
            try FileManager.default.createDirectory(
                at: directory,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw SourceError.fileAccess(path: directory.path, detail: "the folder cannot be created")
        }
    }

    /// Replaces `url` with `data` in one step; the file is private to the user (0600).
    static func replace(_ url: URL, with data: Data) throws {
        try makeDirectory(url.deletingLastPathComponent())
        do {
            // `.atomic` writes a temporary file beside `url` and renames it over `url`.
            try data.write(to: url, options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        } catch {
            throw SourceError.fileAccess(path: url.path, detail: "it cannot be written (\(error.localizedDescription))")
        }
    }

    /// Writes `data` under the first of `candidates` that does not exist yet and returns it.
    static func create(_ data: Data, atFirstFreeOf candidates: [URL]) throws -> URL {
        guard let first = candidates.first else {
            throw SourceError.fileAccess(path: "(no file name)", detail: "there was no name to write to")
        }
        let directory = first.deletingLastPathComponent()
        try makeDirectory(directory)
        let temporary = try writeTemporary(data, in: directory, near: first)
        defer { try? FileManager.default.removeItem(at: temporary) }
        for candidate in candidates {
            do {
                try FileManager.default.linkItem(at: temporary, to: candidate)
                return candidate
            } catch  where FileManager.default.fileExists(atPath: candidate.path) {
                continue
            } catch {
                throw SourceError.fileAccess(path: candidate.path, detail: "it cannot be written")
            }
        }
        throw SourceError.fileAccess(path: directory.path, detail: "every candidate file name is taken")
    }

    private static func writeTemporary(_ data: Data, in directory: URL, near url: URL) throws -> URL {
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).\(UUID().uuidString).tmp",
            isDirectory: false
        )
        do {
            try data.write(to: temporary, options: .withoutOverwriting)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: temporary.path)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw SourceError.fileAccess(path: url.path, detail: "it cannot be written (\(error.localizedDescription))")
        }
        return temporary
    }
}
