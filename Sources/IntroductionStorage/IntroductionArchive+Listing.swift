import FoundationEssentials
import IntroductionCore
import TextBasics
import Localization

extension IntroductionArchive {
    /// Files larger than this are not read: no saved introduction comes near it.
    static let largestFile = 1 << 20

    /// Every saved introduction in the folder, newest first, and every other file with why it was skipped.
    ///
    /// Reads introgen's Markdown (metadata format 2, and format 1 without the parts) and the first release's `.txt`
    /// files. Hidden files (a save in progress is one) and folders are passed over silently; anything else that is
    /// not a saved introduction (foreign, damaged, not UTF-8, larger than 1 MiB) is skipped and named in
    /// ``ArchiveListing/skipped``. A folder that does not exist yet is empty.
    ///
    /// - Throws: `SourceError` (code `.fileAccess`) when the folder exists but cannot be listed.
    public func list() throws -> ArchiveListing {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return ArchiveListing()
        } catch {
            guard FileManager.default.fileExists(atPath: directory.path) else { return ArchiveListing() }
            throw SourceError.fileAccess(path: directory.path, detail: tr("the folder cannot be listed"))
        }
        var listing = ArchiveListing()
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = directory.appendingPathComponent(name, isDirectory: false)
            switch read(url) {
            case .entry(let saved): listing.entries.append(saved)
            case .skipped(let skipped): listing.skipped.append(skipped)
            case .passedOver: continue
            }
        }
        listing.entries.sort(by: Self.isNewer)
        return listing
    }

    /// Removes a saved introduction's file.
    ///
    /// - Throws: `SourceError` (code `.fileAccess`) when it cannot be removed (a file already gone is not an error).
    public func delete(_ saved: SavedIntroduction) throws {
        do {
            try FileManager.default.removeItem(at: saved.file)
        } catch let error as CocoaError where error.code == .fileNoSuchFile {
            return
        } catch {
            guard FileManager.default.fileExists(atPath: saved.file.path) else { return }
            throw SourceError.fileAccess(path: saved.file.path, detail: tr("it cannot be removed"))
        }
    }

    private enum FileReading {
        case entry(SavedIntroduction)
        case skipped(SkippedFile)
        /// A folder or a special file: not worth a warning.
        case passedOver
    }

    private func read(_ url: URL) -> FileReading {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { return .passedOver }
        func skip(_ reason: String) -> FileReading {
            .skipped(SkippedFile(file: url, reason: reason))
        }
        // A `UInt` from FoundationEssentials, an `NSNumber` (which bridges to it) when Foundation is linked too.
        if let size = attributes[.size] as? UInt, size > Self.largestFile {
            return skip(tr("it is larger than a saved introduction can be (1 MiB)"))
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { return skip(tr("it cannot be read")) }
        guard let text = String(data: data, encoding: .utf8) else { return skip(tr("it is not UTF-8 text")) }
        switch SavedFileReader.read(text, fileName: url.lastPathComponent) {
        case .read(let entry, let text): return .entry(SavedIntroduction(file: url, entry: entry, text: text))
        case .skipped(let reason): return skip(reason)
        }
    }

    /// Newer date first; for the same second, the file saved later (`-2` after the plain name) first.
    private static func isNewer(_ left: SavedIntroduction, _ right: SavedIntroduction) -> Bool {
        if left.entry.date != right.entry.date { return left.entry.date > right.entry.date }
        let leftName = left.file.deletingPathExtension().lastPathComponent
        let rightName = right.file.deletingPathExtension().lastPathComponent
        return rightName.numericallyPrecedes(leftName)
    }
}
