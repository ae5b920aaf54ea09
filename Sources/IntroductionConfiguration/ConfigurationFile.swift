import IncrementalJSON
import IntroductionCore
import SafeText
import TextBasics

/// The keys `config.json` may hold; unknown keys are ignored, null counts as absent, and empty strings too.
///
/// Read with introgen's own JSON reader rather than `JSONDecoder`, so what is wrong with a file is said in our words
/// and where it is: the line and column of a syntax error, the key whose value is of another type.
struct ConfigurationFile {
    var provider: String?
    var baseURL: String?
    var url: String?
    var model: String?
    var apiKey: String?
    var openaiAPIKey: String?
    var anthropicAPIKey: String?
    var headers: [String: String]?
    var speed: Double?
    var proxy: String?
    var caFile: String?
    var occasion: String?
    /// The language to write in (a BCP 47 tag) when no flag and no draft says.
    var language: String?
    /// The `serve` section: `introgen serve`'s settings (``ServeFileSection``).
    var serve: ServeFileSection?

    /// Why a file is not one introgen can read; ``ConfigurationLoader`` says it with the file's path.
    enum Problem: Error {
        /// Not JSON: "at line 3, column 14: expected ',' or '}', found '\"'".
        case syntax(String)
        /// JSON, but not an object.
        case notAnObject
        /// A key holding another type than its own.
        case wrongType(JSONKeyTypeError)
    }

    init(_ bytes: [UInt8]) throws(Problem) {
        let value: JSONValue
        do throws(JSONReaderError) {
            value = try JSONValueAssembler.document(bytes)
        } catch {
            throw .syntax(error.located(in: bytes))
        }
        guard case .object = value else { throw .notAnObject }
        do throws(JSONKeyTypeError) {
            try self.init(FileObject(value))
        } catch {
            throw .wrongType(error)
        }
    }

    private init(_ object: FileObject) throws(JSONKeyTypeError) {
        func text(_ key: String) throws(JSONKeyTypeError) -> String? {
            let value = try object.string(key)?.trimmingCharacters(in: .whitespaces)
            return value?.isEmpty == false ? value : nil
        }
        provider = try text("provider")
        baseURL = try text("baseURL")
        url = try text("url")
        model = try text("model")
        apiKey = try text("apiKey")
        openaiAPIKey = try text("openaiAPIKey")
        anthropicAPIKey = try text("anthropicAPIKey")
        headers = try object.strings("headers")
        speed = try object.number("speed")
        proxy = try text("proxy")
        caFile = try text("ca_file")
        occasion = try text("for")
        language = try text("language")
        if let section = try object.object("serve") { serve = try ServeFileSection(section) }
    }

    var holdsSecrets: Bool {
        apiKey != nil || openaiAPIKey != nil || anthropicAPIKey != nil
            || (headers ?? [:]).keys.contains(where: Configuration.isSecretHeader)
            || (proxy.map { URLRedaction.redacting($0) != $0 } ?? false)
    }
}

/// One object of the configuration file, read key by key as the type each key holds; a value of another type is a
/// ``JSONKeyTypeError`` naming the key with its section ("serve.port"). Absent and null are nil.
struct FileObject {
    private let value: JSONValue
    private let section: String?

    init(_ value: JSONValue, section: String? = nil) {
        self.value = value
        self.section = section
    }

    func string(_ key: String) throws(JSONKeyTypeError) -> String? {
        switch value[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw mismatch(key, "a string")
        }
    }

    func number(_ key: String) throws(JSONKeyTypeError) -> Double? {
        switch value[key] {
        case nil, .null?: return nil
        case .number(let number)? where number.double.isFinite: return number.double
        default: throw mismatch(key, "a number")
        }
    }

    func whole(_ key: String) throws(JSONKeyTypeError) -> Int? {
        switch value[key] {
        case nil, .null?: return nil
        case .number(let number)?: if let whole = number.int { return whole }
        default: break
        }
        throw mismatch(key, "a whole number")
    }

    func object(_ key: String) throws(JSONKeyTypeError) -> FileObject? {
        switch value[key] {
        case nil, .null?: return nil
        case .object(let members)?: return FileObject(.object(members), section: path(key))
        default: throw mismatch(key, "an object")
        }
    }

    /// An object whose every value is a string, such as the headers.
    func strings(_ key: String) throws(JSONKeyTypeError) -> [String: String]? {
        guard let object = try object(key), case .object(let members) = object.value else { return nil }
        var strings: [String: String] = [:]
        for member in members {
            guard case .string(let text) = member.value else { throw object.mismatch(member.key, "a string") }
            strings[member.key] = text
        }
        return strings
    }

    private func path(_ key: String) -> String {
        section.map { "\($0).\(key)" } ?? key
    }

    private func mismatch(_ key: String, _ expected: String) -> JSONKeyTypeError {
        JSONKeyTypeError(key: path(key), expected: expected)
    }
}
