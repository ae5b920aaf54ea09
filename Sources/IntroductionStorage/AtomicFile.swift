import FoundationEssentials
import IntroductionCore
import Localization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that a reader sees either the old content or the new, never a torn file.
///
/// Both write a hidden temporary file beside the destination, created private to the user (0600) from the start, so
/// neither the file nor a temporary left behind by a process killed mid-write is ever readable by others. `replace`
/// renames it over the destination; `create` hard-links it to a name that must not exist yet (`link(2)` refuses an
/// existing name, so nothing is ever overwritten), then removes the temporary.
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
            throw SourceError.fileAccess(path: directory.path, detail: tr("the folder cannot be created"))
        }
    }

    /// Replaces `url` with `data` in one step; the file is private to the user (0600).
    static func replace(_ url: URL, with data: Data) throws {
        let directory = url.deletingLastPathComponent()
        try makeDirectory(directory)
        let temporary = try writeTemporary(data, in: directory, near: url)
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw SourceError.fileAccess(path: url.path, detail: tr("it cannot be written (%s)", reason))
        }
    }

    /// Writes `data` under the first of `candidates` that does not exist yet and returns it.
    static func create(_ data: Data, atFirstFreeOf candidates: [URL]) throws -> URL {
        guard let first = candidates.first else {
            throw SourceError.fileAccess(path: "(no file name)", detail: tr("there was no name to write to"))
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
                throw SourceError.fileAccess(path: candidate.path, detail: tr("it cannot be written"))
            }
        }
        throw SourceError.fileAccess(path: directory.path, detail: tr("every candidate file name is taken"))
    }

    private static func writeTemporary(_ data: Data, in directory: URL, near url: URL) throws -> URL {
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).\(UUID().uuidString).tmp",
            isDirectory: false
        )
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw SourceError.fileAccess(
                path: url.path, detail: tr("it cannot be written (%s)", String(cString: strerror(errno))))
        }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else {
                    failure = written < 0 ? errno : ENOSPC
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        guard failure == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw SourceError.fileAccess(
                path: url.path, detail: tr("it cannot be written (%s)", String(cString: strerror(failure))))
        }
        return temporary
    }
}
