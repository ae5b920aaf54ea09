/// A command line that did not make sense; printed with the command's usage and exit code 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The options a command accepts: which take a value, which may repeat, which are plain flags.
struct OptionSpec {
    var valued: Set<String> = []
    var repeatable: Set<String> = []
    var flags: Set<String> = []
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
            guard argument.hasPrefix("--") else { throw UsageError("unknown option \(argument)") }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if name == "help" || name == "version" || spec.flags.contains(name) {
                guard inlineValue == nil else { throw UsageError("--\(name) takes no value") }
                flags.insert(name)
            } else if spec.valued.contains(name) || spec.repeatable.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("--\(name) needs a value")
                }
                if spec.repeatable.contains(name) {
                    values[name, default: []].append(value)
                } else {
                    values[name] = [value]
                }
            } else {
                throw UsageError("unknown option --\(name)")
            }
        }
    }
}
