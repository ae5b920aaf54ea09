import Foundation
import ReadingLexicon
@testable import IntroductionCore

@testable import IntroductionWriting
@testable import ProfileReading
import Testing

/// The data files compiled into the kit are the repository's files, every one of them reachable by name.
@Suite("Embedded resources")
struct EmbeddedResourcesTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/IntroductionWriting/Resources")

    /// (folder, name) of every embedded file, read from the folders themselves.
    static var files: [(folder: String, name: String)] {
        ["composer", "prompts", "words"].flatMap { folder in
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: resources.appendingPathComponent(folder).path))
                ?? []
            return names.sorted().map { (folder, $0) }
        }
    }

    @Test func everyFileIsNamedAfterItsFolderAndEmbeddedByteForByte() throws {
        #expect(Self.files.count >= 5)
        for (folder, file) in Self.files {
            #expect(file.hasPrefix("\(folder)-") && file.hasSuffix(".json"), "\(folder)/\(file)")
            let name = String(file.dropFirst(folder.count + 1).dropLast(".json".count))
            let onDisk = try Data(contentsOf: Self.resources.appendingPathComponent("\(folder)/\(file)"))
            #expect(EmbeddedResources.json(folder: folder, name: name).map { Data($0) } == onDisk, "\(folder)/\(file)")
        }
    }

    @Test func aMissingResourceIsAFileAccessErrorNamingIt() {
        #expect(EmbeddedResources.json(folder: "prompts", name: "fr") == nil)
        let material = EmbeddedJSON<[String: String]>(folder: "prompts", what: "the prompt templates")
        #expect(throws: SourceError.self) { try material.load(named: "fr") }
        do {
            _ = try material.load(named: "fr")
        } catch {
            #expect("\(error)".contains("Resources/prompts/prompts-fr.json"))
        }
    }
}
