import EventStream
import FoundationEssentials
import IncrementalJSON
import IntroTUI
import IntroductionCore
import IntroductionStorage
import SafeText
import Localization
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `introgen history`: the saved introductions, newest first; `introgen history show N`: one of them as saved.
enum HistoryCommand {
    static let usage = """
        usage: introgen history [--format text|json]
               introgen history show N [--format text|json]

        Lists the introductions saved with Ctrl-S (in $XDG_DATA_HOME/introgen/), newest first, one line
        each: number, date (local time), name, language (with the occasion when it is not a meetup, and
        "refined" for a refined version) and the first words (cut to the terminal's width
        when stdout is a terminal). `history show N` prints entry N (1 is the newest) as it was saved,
        without introgen's details. F2 in the app lists the same entries. A file in the folder that is
        not a saved introduction is skipped with one line on stderr.

        --format text   lines for people (the default)
                 json   the list as an array of objects, `show` as one object: {"number", "file", "date"
                        (ISO 8601), "name", "language", "tone", "length", "for", "refined" (the
                        instruction, or null), "source", "introduction": {"headline", "introduction",
                        "highlights", "bio"}}

        exit codes: 0 done, 1 no such entry (or the folder cannot be read, or the output cannot be written),
                    2 usage error
        """

    enum Format: String, CaseIterable {
        case text, json
    }

    /// What the command line asks for: the list, or entry `show`.
    struct Request {
        var show: Int?
        var format: Format
    }

    static let options = OptionSpec(valued: ["format"])

    static func run(_ arguments: [String]) -> Int32 {
        let parsed = CLI.parse(arguments, spec: options, usage: usage, command: "history") { parsed in
            guard let format = Format(rawValue: parsed.value("format") ?? "text") else {
                throw UsageError("--format is text or json")
            }
            switch parsed.positionals.count {
            case 0:
                return Request(show: nil, format: format)
            case 2 where parsed.positionals[0] == "show":
                guard let number = Int(parsed.positionals[1]), number >= 1 else {
                    throw UsageError("history show takes a number, 1 for the newest")
                }
                return Request(show: number, format: format)
            default:
                if parsed.positionals.first == "show" { throw UsageError("history show takes one number") }
                throw UsageError(tr("unexpected argument %s", parsed.positionals[0]))
            }
        }
        switch parsed {
        case .exit(let code): return code
        case .run(let request): return run(request)
        }
    }

    private static func run(_ request: Request) -> Int32 {
        StandardStreams.subject.set(
            request.show.map { "saved introduction \($0)" } ?? "the list of saved introductions")
        let directories = XDGDirectories(environment: ProcessInfo.processInfo.environment)
        let listing: ArchiveListing
        do {
            listing = try IntroductionArchive(directories: directories).list()
        } catch {
            StandardStreams.error("introgen: " + TextSanitizer.messageLine(describing: error))
            return 1
        }
        for skipped in listing.skipped {
            StandardStreams.error("introgen: " + TextSanitizer.messageLine(describing: skipped))
        }
        let entries = listing.entries
        let toTerminal = isatty(1) != 0
        guard let number = request.show else {
            switch request.format {
            case .json:
                let objects = entries.enumerated().map { object(for: $1, number: $0 + 1) }
                StandardStreams.write(JSONValue.array(objects).text + "\n")
            case .text:
                if entries.isEmpty, toTerminal {
                    StandardStreams.error(
                        "introgen: "
                            + tr(
                                "no saved introductions yet in %s (Ctrl-S in the app saves one)", directories.data.path)
                    )
                }
                let format = SavedListFormat(entries: entries)
                let width = toTerminal ? TerminalWidth.columns(of: 1) : nil
                let lines = entries.indices.map { format.line($0, width: width) + "\n" }
                StandardStreams.write(lines.joined())
            }
            return 0
        }
        guard number <= entries.count else {
            let count =
                switch entries.count {
                case 0: tr("there are none yet")
                case 1: tr("there is 1")
                default: tr("there are %s", entries.count)
                }
            StandardStreams.error(
                "introgen: "
                    + tr("there is no saved introduction %1$s (%2$s; `introgen history` lists them)", number, count))
            return 1
        }
        let saved = entries[number - 1]
        switch request.format {
        case .json:
            StandardStreams.write(object(for: saved, number: number).text + "\n")
        case .text:
            // The file holds model output: a terminal never receives its control sequences.
            let text = toTerminal ? TextSanitizer.sanitize(saved.text) : saved.text
            StandardStreams.write(text.hasSuffix("\n") ? text : text + "\n")
        }
        return 0
    }

    /// One entry as JSON; the writer escapes every control character, so it is safe on a terminal too.
    private static func object(for saved: SavedIntroduction, number: Int) -> JSONValue {
        let entry = saved.entry
        return .object([
            JSONValue.Member("number", .number(JSONNumber(number))),
            JSONValue.Member("file", .string(saved.file.path)),
            JSONValue.Member("date", .string(SavedDateFormat.iso8601.string(from: entry.date))),
            JSONValue.Member("name", .string(entry.profile.name)),
            JSONValue.Member("language", .string(entry.options.language.rawValue)),
            JSONValue.Member("tone", .string(entry.options.tone.rawValue)),
            JSONValue.Member("length", .string(entry.options.length.rawValue)),
            JSONValue.Member("for", .string(entry.options.occasion.rawValue)),
            JSONValue.Member("refined", entry.refinement.map(JSONValue.string) ?? .null),
            JSONValue.Member("source", .string(entry.sourceLabel)),
            JSONValue.Member("introduction", PartialIntroduction(entry.introduction).jsonValue),
        ])
    }
}
