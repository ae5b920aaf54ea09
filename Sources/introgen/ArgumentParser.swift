import Localization
import TextBasics

/// A command line that did not make sense: one sentence, which ``CLI/usageFailure(_:command:)`` says with a pointer
/// to the command's help (never the whole usage, which would bury it); exit code 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }

    /// "unknown option --nam (did you mean --name?)": `written` is none of `known`; the nearest of them
    /// (``Swift/String/nearest(among:)``) is offered when one is close, written with `marker` ("--" for an option,
    /// so "-nam" with one dash is offered "--name" too; "" for a command).
    static func unknown(_ kind: Kind, _ written: String, known: some Sequence<String>) -> UsageError {
        let word = String(written.drop(while: { $0 == "-" }))
        guard let meant = word.nearest(among: known) else {
            return UsageError(kind == .option ? tr("unknown option %s", written) : tr("unknown command %s", written))
        }
        return UsageError(
            kind == .option
                ? tr("unknown option %1$s (did you mean %2$s?)", written, "--" + meant)
                : tr("unknown command %1$s (did you mean %2$s?)", written, meant))
    }

    /// What was not known: an option (offered with its "--") or a command.
    enum Kind { case option, command }
}

/// The options a command accepts: which take a value, which may repeat, which are plain flags.
struct OptionSpec {
    var valued: Set<String> = []
    var repeatable: Set<String> = []
    var flags: Set<String> = []

    /// Every option name, `help` and `version` (which every command takes) included: what a misspelt one is near.
    var names: Set<String> { valued.union(repeatable).union(flags).union(["help", "version"]) }
}

/// What was on the command line after the command name.
struct ParsedArguments {
    var positionals: [String] = []
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// `--name value`, `--name=value`, `-h` for `--help`, `--` ends options, `-` alone is a positional (stdin).
    init(_ arguments: [String], spec: OptionSpec) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" {
                flags.insert("help")
                continue
            }
            guard argument.hasPrefix("--") else {
                throw UsageError.unknown(.option, argument, known: spec.names)
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if name == "help" || name == "version" || spec.flags.contains(name) {
                guard inlineValue == nil else { throw UsageError(tr("%s takes no value", "--" + name)) }
                flags.insert(name)
            } else if spec.valued.contains(name) || spec.repeatable.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(tr("%s needs a value", "--" + name))
                }
                if spec.repeatable.contains(name) {
                    values[name, default: []].append(value)
                } else {
                    values[name] = [value]
                }
            } else {
                throw UsageError.unknown(.option, "--\(name)", known: spec.names)
            }
        }
    }
}
