public import FoundationEssentials

/// The models one provider or server offers, or why it offers none: a block of `introgen models`.
public struct ModelListing: Sendable, Equatable {
    /// "Ollama", "llama.cpp", "openai", "anthropic".
    public var provider: String
    /// "127.0.0.1:11434", "api.openai.com".
    public var place: String
    /// Chat models, in the order the server listed them.
    public var models: [String]
    /// Why nothing is listed (it could not be reached, answered garbage, is loading): one phrase.
    public var problem: String?

    public init(provider: String, place: String, models: [String], problem: String? = nil) {
        self.provider = provider
        self.place = place
        self.models = models
        self.problem = problem
    }

    /// What a probe of a local place came to; nil for a default port where nothing listens.
    public init?(_ probe: LocalProbe) {
        let candidate = probe.candidate
        switch probe.outcome {
        case .found(let server):
            self.init(provider: server.kind.name, place: server.place, models: server.models)
        case .loading(let kind):
            self.init(
                provider: kind.name, place: candidate.place, models: [],
                problem: "still loading, try again in a moment")
        case .unusable(let reason):
            self.init(provider: candidate.kind.name, place: candidate.place, models: [], problem: reason)
        case .absent(let reason):
            guard candidate.isConfigured else { return nil }
            self.init(provider: candidate.kind.name, place: candidate.place, models: [], problem: reason)
        }
    }

    /// The chat models an OpenAI-compatible API lists at `{baseURL}/models` (OpenAI's own list holds audio, image,
    /// embedding and moderation models too: those are left out).
    public static func openAI(
        baseURL: URL,
        apiKey: String?,
        headers: [String: String],
        proxy: String?,
        caFile: String?,
        limit: Duration = .seconds(10)
    ) async -> ModelListing {
        var sent = headers.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        if let apiKey { sent.append(("Authorization", "Bearer \(apiKey)")) }
        return await list(
            provider: "openai", url: Endpoint.appending("models", to: baseURL), headers: sent, proxy: proxy,
            caFile: caFile, limit: limit, secret: apiKey)
    }

    /// The models Anthropic lists at `{baseURL}/v1/models`.
    public static func anthropic(
        baseURL: URL,
        apiKey: String?,
        headers: [String: String],
        proxy: String?,
        caFile: String?,
        limit: Duration = .seconds(10)
    ) async -> ModelListing {
        var sent = headers.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        sent.append(("anthropic-version", AnthropicMessages.apiVersion))
        if let apiKey { sent.append(("x-api-key", apiKey)) }
        return await list(
            provider: "anthropic", url: Endpoint.appending("v1/models", to: baseURL), headers: sent, proxy: proxy,
            caFile: caFile, limit: limit, secret: apiKey)
    }

    private static func list(
        provider: String,
        url: URL,
        headers: [(name: String, value: String)],
        proxy: String?,
        caFile: String?,
        limit: Duration,
        secret: String?
    ) async -> ModelListing {
        let place = Endpoint.hostAndPort(url)
        let fetcher = ProbeFetcher(
            limit: limit, clock: ContinuousClock(), proxy: proxy, caFile: caFile, direct: false)
        do {
            var answer = try await fetcher.get(url, headers: headers)
            // Some servers echo the key back in their error body.
            if let secret, !secret.isEmpty { answer.body = answer.body.replacing(secret, with: "***") }
            switch ModelListReader.openAIModels(answer) {
            case .models(let models):
                let chat = models.filter { model in
                    let name = model.name.lowercased()
                    return !model.isEmbedding && !notChat.contains { name.contains($0) }
                }
                return ModelListing(provider: provider, place: place, models: chat.map(\.name))
            case .loading:
                return ModelListing(
                    provider: provider, place: place, models: [], problem: "still loading, try again in a moment")
            case .unusable(let reason):
                return ModelListing(provider: provider, place: place, models: [], problem: reason)
            }
        } catch ProbeFetcher.Failure.absent(let reason), ProbeFetcher.Failure.silent(let reason) {
            return ModelListing(provider: provider, place: place, models: [], problem: reason)
        } catch {
            return ModelListing(provider: provider, place: place, models: [], problem: "not asked (\(error))")
        }
    }

    /// Words in the names of models that write no chat answer.
    private static let notChat = [
        "whisper", "tts", "dall-e", "moderation", "transcribe", "image", "realtime", "audio", "search", "davinci",
        "babbage",
    ]
}
