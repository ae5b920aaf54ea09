/// `introgen completions bash|zsh|fish`: prints the completion script `make install` puts in the shell's folder,
/// for people who install by hand or load it in their shell's startup file.
enum CompletionsCommand {
    static let usage = """
        usage: introgen completions bash|zsh|fish

        Prints the shell's completion script (commands, options, their values, and file names where an
        option takes a file): the same file `make install` puts where the shell looks for it.
          bash   share/bash-completion/completions/introgen    or: source <(introgen completions bash)
          zsh    share/zsh/site-functions/_introgen            or, after compinit: source <(introgen completions zsh)
          fish   share/fish/vendor_completions.d/introgen.fish or: introgen completions fish | source

        --help, --version as on every command.
        """

    /// The shells there is a script for, in the order the usage names them.
    enum Shell: String, CaseIterable {
        case bash, zsh, fish

        /// The script, as the repository holds it in `Sources/introgen/completions/`.
        var script: [UInt8] {
            switch self {
            case .bash: PackageResources.introgen_bash
            case .zsh: PackageResources._introgen
            case .fish: PackageResources.introgen_fish
            }
        }
    }

    static func run(_ arguments: [String]) -> Int32 {
        switch CLI.parse(
            arguments, spec: OptionSpec(), usage: usage, command: "completions",
            { parsed in
                guard let name = parsed.positionals.first else { throw UsageError("name a shell: bash, zsh or fish") }
                guard parsed.positionals.count == 1 else { throw UsageError("one shell at a time") }
                guard let shell = Shell(rawValue: name) else {
                    throw UsageError("no completions for \"\(name)\": use bash, zsh or fish")
                }
                return shell
            })
        {
        case .exit(let code):
            return code
        case .run(let shell):
            StandardStreams.subject.set("the \(shell.rawValue) completion script")
            StandardStreams.write(shell.script)
            return 0
        }
    }
}
