import IncrementalJSON
import SafeText

/// Reads the answers of local servers' model lists and health checks, and says in a phrase why one is unusable.
///
/// Everything a server sends is untrusted: names are kept only when they are printable single lines, and the
/// phrases quote at most a short, cleaned excerpt.
enum ModelListReader {
    /// One listed model.
    struct Model: Equatable {
        var name: String
        /// The `owned_by` of a `/v1/models` entry (names the kind of server at a configured URL).
        var owner: String?
        var isEmbedding: Bool
    }

    /// What a list came to: its models, or the reason it is unusable.
    enum Reading: Equatable {
        case models([Model])
        case loading
        case unusable(String)
    }

    /// Ollama's `GET /api/tags`: `{"models":[{"name":…,"details":{"families":[…]}}]}`.
    static func ollamaTags(_ answer: ProbeFetcher.Answer) -> Reading {
        read(answer, path: "/api/tags") { value in
            guard case .array(let entries)? = value["models"] else { return nil }
            return entries.compactMap { entry in
                guard let name = entry["name"]?.string else { return nil }
                var families: [String] = []
                if case .array(let list)? = entry["details"]?["families"] { families = list.compactMap(\.string) }
                let bertOnly = !families.isEmpty && families.allSatisfy { $0.lowercased().contains("bert") }
                return Model(name: name, owner: "ollama", isEmbedding: bertOnly || looksLikeEmbedding(name))
            }
        }
    }

    /// The OpenAI-compatible `GET /v1/models`: `{"data":[{"id":…,"owned_by":…}]}`.
    static func openAIModels(_ answer: ProbeFetcher.Answer) -> Reading {
        read(answer, path: "/v1/models") { value in
            guard case .array(let entries)? = value["data"] else { return nil }
            return entries.compactMap { entry in
                guard let name = entry["id"]?.string else { return nil }
                return Model(name: name, owner: entry["owned_by"]?.string, isEmbedding: looksLikeEmbedding(name))
            }
        }
    }

    /// llama.cpp's `GET /health`: `{"status":"ok"}` when ready, 503 with "Loading model" while loading. Anything
    /// else on its port is another server (8080 is everybody's port): nil means "it is llama.cpp, and ready".
    static func llamaHealth(_ answer: ProbeFetcher.Answer) -> Reading? {
        if isLoading(answer) { return .loading }
        guard answer.status == 200, let value = json(answer.body), value["status"]?.string != nil else {
            return .unusable("answered /health, but not as llama.cpp's server does (\(describe(answer)))")
        }
        return nil
    }

    /// Whether the server says it is loading its model (llama.cpp: 503 and "Loading model").
    static func isLoading(_ answer: ProbeFetcher.Answer) -> Bool {
        answer.status == 503 && answer.body.lowercased().contains("loading model")
    }

    private static func read(
        _ answer: ProbeFetcher.Answer,
        path: String,
        models: (JSONValue) -> [Model]?
    ) -> Reading {
        if isLoading(answer) { return .loading }
        guard answer.status == 200 else { return .unusable("answered \(path) with \(describe(answer))") }
        if isWebPage(answer) { return .unusable("answered \(path) with a web page, not a model list") }
        guard let value = json(answer.body) else {
            return .unusable("answered \(path), but not with JSON (\"\(excerpt(answer.body))\")")
        }
        guard let list = models(value) else { return .unusable("answered \(path) with JSON that holds no model list") }
        let named = list.filter { TextSanitizer.singleLine($0.name, limit: 200) == $0.name && !$0.name.isEmpty }
        if named.isEmpty { return .unusable("lists no models") }
        if named.allSatisfy(\.isEmbedding) { return .unusable("lists only embedding models") }
        return .models(named)
    }

    /// "HTTP 404 (not found)": the status with the body's first words.
    static func describe(_ answer: ProbeFetcher.Answer) -> String {
        if isWebPage(answer) { return "HTTP \(answer.status), a web page" }
        let words = excerpt(answer.body)
        return "HTTP \(answer.status)" + (words.isEmpty ? "" : " (\"\(words)\")")
    }

    private static func isWebPage(_ answer: ProbeFetcher.Answer) -> Bool {
        answer.contentType.lowercased().contains("html")
            || answer.body.drop { $0.isWhitespace }.hasPrefix("<")
    }

    private static func json(_ text: String) -> JSONValue? {
        var reader = JSONValueAssembler()
        guard (try? reader.feed(text.utf8)) != nil else { return nil }
        return try? reader.finish()
    }

    private static func excerpt(_ text: String) -> String {
        TextSanitizer.singleLine(text, limit: 60)
    }

    /// Embedding models answer no chat: `nomic-embed-text`, `text-embedding-3-small`, `mxbai-embed-large`.
    private static func looksLikeEmbedding(_ name: String) -> Bool {
        name.lowercased().contains("embed")
    }
}
