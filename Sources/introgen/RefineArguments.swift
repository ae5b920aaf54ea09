import FoundationEssentials
import IntroductionCore
import IntroductionStorage
import NamedThreads
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--refine TEXT` and `--from FILE|-` of `introgen generate`: a new version of a text, by an instruction.
struct RefineArguments {
    static let valued: Set<String> = ["refine", "from"]

    static let usage = """
        refine:
          --refine TEXT          write a new version of a text by an instruction ("shorter", "more formal",
                                 "mention my blog at ada.dev", "日本語で"; at most 500 characters)
          --from FILE|-          the text to refine: a saved introduction (its profile and options are used
                                 unless flags say otherwise), a plain text file, or - for stdin (stdin is also
                                 read when it is a pipe and --from is not given)
        """

    /// The longest text taken to refine: a long introduction is a few kilobytes.
    static let byteLimit = 256 * 1024

    /// The instruction; nil when `--refine` was not given.
    var instruction: String?
    /// Where the text to refine comes from: a path, or "-" for stdin.
    var from: String?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        from = parsed.value("from")
        guard let typed = parsed.value("refine") else {
            if from != nil { throw UsageError("--from gives the text for --refine, which is missing") }
            return
        }
        let instruction = typed.trimmed
        guard !instruction.isEmpty else {
            throw UsageError("--refine needs an instruction, for example --refine shorter")
        }
        if let problem = Refinement.problem(with: instruction) { throw UsageError(problem) }
        if from == nil {
            guard isatty(0) == 0 else {
                throw UsageError("--refine needs the text to refine: --from FILE, --from - , or the text on stdin")
            }
            from = "-"
        }
        self.instruction = instruction
    }

    /// What the text to refine says: the version itself, and for a saved introduction what it was written from.
    struct Text {
        var previous: Introduction
        var saved: ArchivedIntroduction?
    }

    /// Reads `from` on a thread of its own (stdin may take as long as its writer does), never past ``byteLimit``.
    func load() async throws(UsageError) -> Text {
        let path = from ?? "-"
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<String, UsageError>, Never>) in
            startThread(named: "introgen-read") { continuation.resume(returning: Self.readAll(path)) }
        }
        let text = try result.get()
        if let saved = IntroductionArchive.entry(inMarkdown: text) {
            return Text(previous: saved.introduction, saved: saved)
        }
        let plain = text.trimmed
        guard !plain.isEmpty else {
            throw UsageError("there is no text to refine in \(path == "-" ? "stdin" : path)")
        }
        return Text(previous: Introduction(introduction: plain), saved: nil)
    }

    private static func readAll(_ path: String) -> Result<String, UsageError> {
        let descriptor = path == "-" ? 0 : open(path, O_RDONLY)
        let name = path == "-" ? "stdin" : path
        guard descriptor >= 0 else { return .failure(UsageError("cannot read the text to refine, \(path)")) }
        defer { if descriptor != 0 { close(descriptor) } }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(UsageError("cannot read the text to refine, \(name)"))
            }
            if count == 0 { break }
            bytes += buffer[..<count]
            if bytes.count > byteLimit {
                return .failure(UsageError("the text to refine in \(name) is over \(byteLimit / 1024) KiB"))
            }
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }
}
